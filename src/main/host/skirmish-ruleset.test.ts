import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { AnyRuleset } from '@shared/kernel/ruleset';
import { findRuleset } from '@shared/rulesets/index';
import type { SkirmishCommand } from '@shared/rulesets/skirmish/model/commands';
import { GameHost } from './game-host';
import { MemoryGameLog } from './game-log';

// The modern skirmish ruleset (issue 18) through the same GameHost, found by id in the registry.
const UMPIRE = { kind: 'umpire' } as const;
const RED = { kind: 'player', side: 'red' } as const;
const BLUE = { kind: 'player', side: 'blue' } as const;

const cmd = (c: SkirmishCommand) => c;

const man = (id: string, unitId: string, x: number, y: number) => ({ id, name: id.toUpperCase(), unitId, at: { x, y }, weapon: { kind: 'rifle' } });
const unit = (id: string, side: string, leaderId: string) => ({ id, name: id, side, leaderId, leadershipPoints: 2, ability: 2, fieldCraft: 2, quality: 'good', motivation: 0 });
const SCENARIO = {
  ruleset: 'skirmish',
  version: 1,
  id: 'host-test',
  name: 'Host test',
  table: { version: 1, kind: 'skirmish-table', id: 'open', name: 'Open ground', provenance: { kind: 'sightline', note: 'test' } },
  sides: [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
  ],
  units: [unit('red-1', 'red', 'r1'), unit('red-2', 'red', 'r5'), unit('blue-1', 'blue', 'b1')],
  figures: [man('r1', 'red-1', 30, 40), man('r5', 'red-2', 50, 40), man('b1', 'blue-1', 30, 5)],
};

function skirmishHost(dice: ScriptedDice) {
  const ruleset = findRuleset('skirmish') as AnyRuleset;
  const made = ruleset.createGame(ruleset.scenarioSchema.parse(SCENARIO), null, null, dice);
  if (!made.ok) throw new Error('the host test scenario does not set up');
  return new GameHost(ruleset, made.value.state, dice, new MemoryGameLog());
}

describe('GameHost plays the skirmish ruleset', () => {
  it("each side writes its orders from its own window; they stay secret; a spotting 6 on an empty place reaches Red's window as a contact", () => {
    const host = skirmishHost(new ScriptedDice(d6(6)));
    expect(host.playerActionNames()).toEqual(['submitOrders']);
    // (The transports list a side's methods by name, channels.ts; `submitOrders` is not wired there yet: the host's own door.)
    host.playerAction(RED, 'submitOrders', { orders: [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 33 }] }] }] });
    expect(JSON.stringify(host.playerView(BLUE, 'blue'))).not.toContain('red-1');
    expect(JSON.stringify(host.playerView(BLUE, 'blue'))).not.toContain('"r1"');
    expect(host.playerView(RED, 'red')).toMatchObject({ ruleset: 'skirmish', kind: 'side', orders: [{ unitId: 'red-1', action: 'advance' }], othersReady: false });
    // A side ordering an enemy unit hears the same as for a unit that does not exist.
    expect(() => host.playerAction(RED, 'submitOrders', { orders: [{ unitId: 'blue-1', action: 'hold', figures: [] }] })).toThrow('"blue-1" is not one of your units');
    expect(() => host.playerAction(RED, 'submitOrders', { orders: [{ unitId: 'green-9', action: 'hold', figures: [] }] })).toThrow('"green-9" is not one of your units');
    host.playerAction(BLUE, 'submitOrders', { orders: [] });
    expect(host.command(UMPIRE, { type: 'bound/advance' })).toMatchObject({ ok: true });
    expect(host.command(UMPIRE, cmd({ type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'red-1', passed: true, reason: 'rolled 6' } }))).toMatchObject({ ok: true });
    expect(host.command(UMPIRE, { type: 'bound/advance' })).toMatchObject({ ok: true });
    expect(host.command(UMPIRE, cmd({ type: 'spot/check', observerId: 'r5', target: { at: { x: 60, y: 15 } } }))).toMatchObject({ ok: true });
    expect(host.playerView(RED, 'red')).toMatchObject({ contacts: [{ contactId: 'red-contact-1', unitId: 'red-2', at: { x: 60, y: 15 }, bound: 1 }] });
    expect(host.umpireView(UMPIRE)).toMatchObject({ ruleset: 'skirmish', kind: 'umpire', contacts: [{ contactId: 'red-contact-1', figureId: null }] });
    expect(host.legalActions(UMPIRE).legal).toMatchObject({ step: 'spotting', actions: expect.arrayContaining([{ label: 'next step of the bound', command: { type: 'bound/advance' } }]) });
  });
});
