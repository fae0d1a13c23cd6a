import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import { trainingGroundState } from '../app/demo-game';
import { callUmpire, type UmpireShell } from './api-service';
import { GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { place, UMPIRE, withDecide } from './test-support/commando-host';

/**
 * Commando's rules, except that placing a man first asks for a d12 (the
 * skirmish aimed shot, ruling SK6), a d20 (its trap detection, seed 003 line
 * 162) and a d6: each typed face is checked against its own die's sides.
 */
const threeDice = withDecide((state, command, dice) => {
  if (command.type !== 'umpire/place-man') return commandoRuleset.decide(state, command, dice);
  const faces = [dice.roll({ die: 'd12', purpose: 'seed 003 line 568 aimed shot' }), dice.roll({ die: 'd20', purpose: 'seed 003 line 162 detection' }), dice.roll({ die: 'd6', purpose: 'Case 4.0 test roll' })];
  const r = commandoRuleset.decide(state, command, dice);
  return r.ok ? { ok: true, value: r.value.map((e) => ({ ...e, dice: faces.map((f) => ({ purpose: `a ${f.die}`, mode: dice.mode, faces: [f] })) })) } : r;
});

const shell = {} as UmpireShell;

describe('physical dice of every kind through the umpire API (provideDice)', () => {
  it('a d12 takes 1–12 and a d20 1–20, as the die asked for; a d6 still refuses 7; a face no die shows is refused at the door', async () => {
    const host = new GameHost(threeDice, trainingGroundState(), SeededDice.fromSeed(1), new MemoryGameLog());
    host.setDiceMode(UMPIRE, 'physical');
    expect(host.command(UMPIRE, place('c1', 18, 6))).toMatchObject({ ok: false, dice: { die: 'd12', index: 0 } });
    await expect(callUmpire(host, shell, 'provideDice', { faces: [13] })).rejects.toThrow(/d12 shows 1–12, not 13/);
    expect(await callUmpire(host, shell, 'provideDice', { faces: [12] })).toMatchObject({ ok: false, dice: { die: 'd20', index: 1 } });
    await expect(callUmpire(host, shell, 'provideDice', { faces: [21] })).rejects.toThrow();
    expect(await callUmpire(host, shell, 'provideDice', { faces: [20] })).toMatchObject({ ok: false, dice: { die: 'd6', index: 2 } });
    await expect(callUmpire(host, shell, 'provideDice', { faces: [7] })).rejects.toThrow(/d6 shows 1–6, not 7/);
    expect(await callUmpire(host, shell, 'provideDice', { faces: [6] })).toMatchObject({ ok: true, events: 1 });
  });
});
