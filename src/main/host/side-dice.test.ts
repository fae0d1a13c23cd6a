import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { DieFace } from '@shared/kernel/dice/dice-source';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { callPlayer } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { NO_DIE_OF_YOURS } from './side-dice';
import type { CommandoHost } from './test-support/commando-host';
import { blankGame, propertySeed } from './test-support/fog-pairs';

const UMPIRE = { kind: 'umpire' } as const;
const A = { kind: 'player', side: 'a' } as const;
const B = { kind: 'player', side: 'b' } as const;
const order = (o: Record<string, unknown>) => ({ order: o });
const FIRE: Command = { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] };
type Roll = { die: string; words: string } | undefined;
const yourRoll = (host: CommandoHost, side: string): Roll => (host.playerView({ kind: 'player', side }, side) as unknown as { yourRoll?: Roll }).yourRoll;

/** a1 observes b1, three squares away; a has the initiative and a1 is executing tasks. `tail`: the game's dice after the initiative's. */
function playing(tail: readonly DieFace[] = []): CommandoHost {
  const game = blankGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 4, row: 1 }], { observationRange: 5 });
  const host = new GameHost(commandoRuleset, game, new ScriptedDice([...d10(7, 2), ...tail]), new MemoryGameLog<GameState, never>() as never) as unknown as CommandoHost;
  for (let i = 0; i < 20 && host.current.phase !== 'non-prepared-task-execution'; i++) {
    host.command(UMPIRE, host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  }
  host.command(UMPIRE, { type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
  expect(host.playerAction(A, 'order', order({ type: 'task/begin', manId: 'a1' }))).toMatchObject({ ok: true });
  return host;
}

/** The same game in physical dice with a1's fire order approved: the host waits for its first die. */
function firing(): CommandoHost {
  const host = playing();
  host.setDiceMode(UMPIRE, 'physical');
  expect(host.playerAction(A, 'order', order(FIRE))).toMatchObject({ queued: 'order-2' });
  expect(host.orders.approve(UMPIRE, 'order-2')).toMatchObject({ ok: false, error: { code: 'dice/needed' } });
  return host;
}

describe('ruling SO15: a side types its own physical die (Cases 10.0, 38.41)', () => {
  it('Case 10.0: the firer’s side is asked its hit roll in words from its own projection, types it, and the umpire types the rest', async () => {
    const host = firing();
    expect(host.pendingDice(UMPIRE)).toMatchObject({ owner: 'a', needed: { die: 'd10', purpose: expect.stringContaining('Case 10.0 hit roll') } });
    expect(yourRoll(host, 'a')).toEqual({ die: 'd10', words: "Your die 1: Man a1's hit roll (Case 10.0), the green die (tens). Roll one ten-sided die and enter it (0 counts 10)." });
    // Never the engine's purpose: it names the target and the chance (computed from his cover and posture).
    expect(JSON.stringify(yourRoll(host, 'a'))).not.toMatch(/b1|hits on|\d+ or less/);
    expect(yourRoll(host, 'b')).toBeUndefined();
    // b has no die of its own: refused in the one sentence; a's face out of range names the die only.
    await expect(callPlayer(host, 'b', 'rollMyDie', { face: 3 })).rejects.toMatchObject({ body: { message: NO_DIE_OF_YOURS } });
    expect(() => host.provideSideDie(A, 11)).toThrow(/a d10 shows 0–9 \(0 counts 10\), not 11; nothing was entered/);
    expect(await callPlayer(host, 'a', 'rollMyDie', { face: 3 })).toEqual({ ok: true, version: expect.any(Number), events: 0 });
    expect(yourRoll(host, 'a')?.words).toMatch(/^Your die 2: Man a1's hit roll \(Case 10.0\), the yellow die \(units\)/);
    expect(host.provideSideDie(A, 5)).toEqual({ ok: true, version: expect.any(Number), events: 0 });
    // 35 hits (70 or less): Case 10.51's Wound Points are the umpire's, so a's window asks nothing more.
    expect(yourRoll(host, 'a')).toBeUndefined();
    expect(host.pendingDice(UMPIRE)).not.toHaveProperty('owner');
    expect(() => host.provideSideDie(A, 4)).toThrow(ForbiddenError);
    for (let i = 0; i < 10 && host.pendingDice(UMPIRE); i++) host.provideDice(UMPIRE, [1]);
    expect(host.pendingDice(UMPIRE)).toBeNull();
    const fired = [...host.audit(UMPIRE).entries].reverse().find((e) => e.kind === 'command');
    expect(fired?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, orderId: 'order-2', diceMode: 'physical', faces: [{ die: 'd10', face: 3 }, { die: 'd10', face: 5 }, expect.anything()] });
  });

  it('the umpire may still type a side’s die himself; the side’s window then stops asking', () => {
    const host = firing();
    host.provideDice(UMPIRE, [3]);
    expect(yourRoll(host, 'a')?.words).toMatch(/^Your die 2:/);
    host.provideDice(UMPIRE, [5]);
    expect(yourRoll(host, 'a')).toBeUndefined();
  });

  it('the push that carries the command’s result carries no die (the e2e found a stale one)', () => {
    const host = firing();
    const pushes: Roll[] = [];
    host.subscribePlayer(A, 'a', (v) => pushes.push((v as unknown as { yourRoll?: Roll }).yourRoll));
    host.provideDice(UMPIRE, [9]);
    host.provideDice(UMPIRE, [9]);
    expect(host.pendingDice(UMPIRE)).toBeNull();
    expect(pushes.at(-1)).toBeUndefined();
  });

  it('an umpire’s own command keeps its dice: the side did not ask for it and is told nothing of it', () => {
    const host = playing();
    host.setDiceMode(UMPIRE, 'physical');
    expect(host.command(UMPIRE, FIRE)).toMatchObject({ ok: false, error: { code: 'dice/needed' } });
    expect(host.pendingDice(UMPIRE)).not.toHaveProperty('owner');
    expect(yourRoll(host, 'a')).toBeUndefined();
    expect(() => host.provideSideDie(A, 3)).toThrow(NO_DIE_OF_YOURS);
  });

  it('cancelling the command drops the side’s die from its window', () => {
    const host = firing();
    host.cancelDice(UMPIRE);
    expect(yourRoll(host, 'a')).toBeUndefined();
  });

  it('fog: b’s payloads never move with a’s pending rolls — typed by a one by one, by the umpire, or not asked at all (seeded run)', () => {
    const faces = fc.array(fc.integer({ min: 1, max: 10 }), { minLength: 12, maxLength: 12 });
    fc.assert(
      fc.property(faces, fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }), (script, aTypes) => {
        // World 1: physical dice; each of a's own dice typed by a (or, as chosen, by the umpire); b's every answer recorded.
        const one = firing();
        const bOne = watch(one);
        const typed: DieFace[] = [];
        for (let i = 0; i < 12 && one.pendingDice(UMPIRE); i++) {
          const need = one.pendingDice(UMPIRE)!;
          const face = ((script[i]! - 1) % (need.needed.die === 'd6' ? 6 : 10)) + 1;
          bOne.ask();
          if (need.owner === 'a' && aTypes[i]) one.provideSideDie(A, face);
          else one.provideDice(UMPIRE, [face]);
          typed.push({ die: need.needed.die, face } as DieFace);
        }
        bOne.ask();
        // World 2: the same faces all typed by the umpire at once.
        const two = firing();
        const bTwo = watch(two);
        two.provideDice(UMPIRE, typed.map((f) => f.face));
        // World 3: seeded-style dice and orders at once: no die is ever pending.
        const three = playing(typed);
        const bThree = watch(three);
        three.playerAction(A, 'order', order(FIRE));
        for (const w of [one, two, three]) expect(w.current.men['b1']).toEqual(one.current.men['b1']);
        expect(bOne.pushes.map(brief)).toEqual(bThree.pushes.map(brief));
        expect(bOne.pushes).toEqual(bThree.pushes);
        expect(bTwo.pushes).toEqual(bThree.pushes);
        // Every answer b got while a's dice were asked is the same as once nothing is pending.
        expect(new Set(bOne.answers).size).toBeLessThanOrEqual(2);
        expect(bOne.answers.slice(0, -1).every((x) => x === bOne.answers[0])).toBe(true);
      }),
      { seed: propertySeed().seed, numRuns: propertySeed().large ? 200 : 25 },
    );
  });
});

/** A push without its map, for a readable failure. */
const brief = (push: string): string => JSON.stringify({ ...(JSON.parse(push) as object), map: undefined });

/** b's pushed payloads, and what b is answered when it asks (its view, its orders, and typing a die of its own). */
function watch(host: CommandoHost): { pushes: string[]; answers: string[]; ask(): void } {
  const pushes: string[] = [];
  const answers: string[] = [];
  host.subscribePlayer(B, 'b', (v) => pushes.push(JSON.stringify(v)));
  const ask = () => {
    let die: string;
    try {
      die = JSON.stringify(host.provideSideDie(B, 3));
    } catch (e) {
      die = e instanceof Error ? e.message : String(e);
    }
    answers.push(JSON.stringify([host.playerView(B, 'b'), host.orders.ofSide(B, 'b'), die]));
  };
  // A window connecting reads its view first.
  host.playerView(B, 'b');
  return { pushes, answers, ask };
}
