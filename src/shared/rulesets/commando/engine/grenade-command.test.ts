import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import { engineGame, Table } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { sightBetween } from './carried-weapons';

const sq = (col: number, row: number) => ({ col, row });

describe('grenades in the engine (Section 11.0)', () => {
  it('Cases 11.83, 11.4, 11.44: a grenade that misses scatters and wounds a friend in the blast', () => {
    const state = engineGame(
      [
        { id: 'a1', side: 'a', col: 5, row: 5 },
        { id: 'a2', side: 'a', col: 7, row: 4 },
        { id: 'b1', side: 'b', col: 8, row: 5 },
      ],
      { phase: 'non-prepared-task-execution' },
    );
    // Throw 99 (misses), scatter direction 1 = N, distance 1D6 = 1 → 1 square: lands in 0804, next to a2 and b1.
    // Blast (WWII, open square: 1D6 each): a2 3, b1 2; kill chance 4%: 99, none killed.
    const dice = new ScriptedDice([...d10(9, 9), ...d10(1), ...d6(1), ...d6(3), ...d6(2), ...d10(9, 9)]);
    const t = new Table(state, dice);
    t.run({ type: 'task/begin', manId: 'a1' });
    const [prepared] = t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    expect(prepared).toMatchObject({ type: 'grenade-prepared', cost: { final: 7 }, armament: { grenades: { fragmentation: 11 } } });
    // Case 11.12: holding a prepared grenade he may not fire or reload.
    expect(t.refuse({ type: 'task/reload', manId: 'a1' })).toMatchObject({ caseRef: 'Case 11.12' });
    const ev = t.run({ type: 'task/throw-grenade', manId: 'a1', target: sq(8, 5) });
    const thrown = ev[0] as Extract<GameEvent, { type: 'grenade-thrown' }>;
    expect(thrown).toMatchObject({ type: 'grenade-thrown', hit: false, landing: sq(8, 4), scatter: { direction: 'n', distance: 1 }, combat: true, cost: { final: 13 } });
    expect(thrown.blast?.men.map((m) => [m.id, m.wounds])).toEqual([
      ['a2', 3],
      ['b1', 2],
    ]);
    expect(thrown.dice).toHaveLength(8);
    expect(ev.filter((e) => e.type === 'man-wounded').map((e) => (e as { manId: string }).manId)).toEqual(['a2', 'b1']);
    expect(t.state.men['a2']!.wounds).toBe(3);
    // Case 8.5: b1 observes the thrower automatically.
    expect(ev.find((e) => e.type === 'observed-automatically')).toMatchObject({ actorId: 'a1', observerIds: ['b1'], caseRef: 'Case 8.5' });
    dice.assertAllUsed();
  });

  it('Cases 11.52–11.56, 11.54: a smoke grenade makes its pattern in the Bookkeeping Phase, blocks LOS and fire, and dissipates on 1D6 = 1', () => {
    const state = engineGame(
      [
        { id: 'a1', side: 'a', col: 5, row: 3 },
        { id: 'b1', side: 'b', col: 5, row: 12 },
      ],
      { phase: 'non-prepared-task-execution' },
    );
    // Throw 01: hits 0507. Bookkeeping: direction 3 = E, length ½D10: 2 → 1 square (0507, 0607).
    // Next Bookkeeping: 1D6 = 1 for each square: both dissipate.
    const dice = new ScriptedDice([...d10(10, 1), ...d10(3), ...d10(2), ...d10(7, 3), ...d6(1), ...d6(1)]);
    const t = new Table(state, dice);
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' });
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'smoke' });
    const [thrown] = t.run({ type: 'task/throw-grenade', manId: 'a1', target: sq(5, 7) });
    expect(thrown).toMatchObject({ type: 'grenade-thrown', hit: true, landing: sq(5, 7), combat: false });
    expect(t.state.pendingSmoke).toHaveLength(1);
    // No smoke yet (Case 11.51): the line of sight is clear this Phase.
    expect(sightBetween(t.state, t.state.men['a1']!, t.state.men['b1']!)!.los.clear).toBe(true);
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    expect(t.state.phase).toBe('bookkeeping');
    expect(t.events.find((e) => e.type === 'smoke-laid')).toMatchObject({ squares: [sq(5, 7), sq(6, 7)], caseRef: 'Case 11.53' });
    expect(sightBetween(t.state, t.state.men['a1']!, t.state.men['b1']!)!.los).toMatchObject({ clear: false, blockedBy: { kind: 'smoke' } });
    // Smoke is umpire-only: no side view carries it.
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'b' }))).not.toContain('smoke grenade');

    // Game-Turn 2: a1 still observes b1 (sight is lost only in Bookkeeping), but may not fire through the smoke.
    t.run({ type: 'phase/advance' }, { type: 'phase/advance' }, { type: 'phase/advance' }, { type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    expect(t.state.turn).toBe(2);
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toMatchObject({ code: 'fire/no-los', caseRef: 'Case 8.24' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'phase/advance' }, { type: 'phase/advance' });
    // Case 11.54: rolled from the Bookkeeping Phase after the one that made it.
    expect(t.events.find((e) => e.type === 'smoke-dissipated')).toMatchObject({ dissipated: [sq(5, 7), sq(6, 7)], caseRef: 'Case 11.54' });
    expect(t.state.smoke).toEqual([]);
    expect(sightBetween(t.state, t.state.men['a1']!, t.state.men['b1']!)!.los.clear).toBe(true);
    dice.assertAllUsed();
  });
});
