import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { manTurnOf, sequenceOf, type GameState } from '../model/state';
import { engineGame, Table, type ManSpec } from '../test-support/engine-game';
import { decideAndFold, evolve } from './dispatch';

const sq = (col: number, row: number) => ({ col, row });
const row1 = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sq(from + i, 1));

/** Side a has the initiative (7 against 2); a1 is chosen and begins. */
function acting(men: ManSpec[], range: number | 'unlimited' = 5, faces = d10(7, 2)) {
  const t = new Table(engineGame(men, { observationRange: range }), new ScriptedDice(faces));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}

const FAR = { id: 'b1', side: 'b', col: 29, row: 29 } as const;

describe('route moves: the whole route in one command (issue 15, Section 7.0)', () => {
  it('Case 7.22, Chart 5.22: a route he can pay for is walked square by square, as task/move walks it, and leaves no route', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, FAR]);
    const [moved] = t.run({ type: 'task/route', manId: 'a1', route: row1(1, 6) });
    expect(moved).toMatchObject({ type: 'man-moved', cost: 25, steps: row1(2, 6).map((to) => ({ to, cost: 5 })) });
    expect(moved).not.toHaveProperty('stopped');
    expect(t.state.men['a1']!.square).toEqual(sq(6, 1));
    expect(sequenceOf(t.state).active?.routeLeft).toBeUndefined();
  });

  it('Case 6.44: a route longer than his Task Points is walked as far as they pay; the rest is kept, and the next go refuses it naming Case 6.44', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, FAR]);
    // task/move refuses the whole of such a route (Case 6.44); the route move walks the part he can pay for.
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: row1(1, 12) }).code).toBe('move/insufficient_task_points');
    const [moved] = t.run({ type: 'task/route', manId: 'a1', route: row1(1, 12) });
    const walked = manTurnOf(t.state, 'a1').spent;
    expect(moved).toMatchObject({ type: 'man-moved', cost: walked, stopped: { reason: 'task-points', caseRef: 'Case 6.44' } });
    const at = t.state.men['a1']!.square!;
    const left = row1(at.col + 1, 12);
    expect(moved).toMatchObject({ stopped: { unexecuted: left } });
    expect(sequenceOf(t.state).active?.routeLeft).toEqual(left);
    expect(t.refuse({ type: 'task/resume-route', manId: 'a1' })).toMatchObject({ code: 'move/insufficient_task_points', caseRef: 'Case 6.44' });
  });

  it('Case 7.52: a route stops where an observation prompt interrupts it, and the rest goes on in one command once the prompt is answered', () => {
    // b1 watches from (8,3), range 5: a1 comes into his range on the way east.
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 9, row: 1 }], 5);
    const events = t.run({ type: 'task/route', manId: 'a1', route: row1(1, 6) });
    const moved = events.find((e) => e.type === 'man-moved')!;
    expect(moved).toMatchObject({ stopped: { reason: 'prompt', caseRef: 'Case 7.52' } });
    expect(events.some((e) => e.type === 'prompt-raised')).toBe(true);
    const at = t.state.men['a1']!.square!;
    expect(at.col).toBeLessThan(6);
    expect(sequenceOf(t.state).active?.routeLeft).toEqual(row1(at.col + 1, 6));
    // While the prompt is open he spends no Task Points (Case 7.52): the resumption waits.
    expect(t.refuse({ type: 'task/resume-route', manId: 'a1' }).caseRef).toBe('Case 7.52');
    const prompt = sequenceOf(t.state).prompts[0]!;
    t.run({ type: 'observe/forego', observerId: 'b1', promptId: prompt.id });
    // One command takes him on; the next square in range raises the next prompt (Case 8.92), or he arrives.
    let guard = 0;
    while (t.state.men['a1']!.square!.col < 6 && guard++ < 10) {
      const open = sequenceOf(t.state).prompts[0];
      if (open) t.run({ type: 'observe/forego', observerId: 'b1', promptId: open.id });
      else t.run({ type: 'task/resume-route', manId: 'a1' });
    }
    expect(t.state.men['a1']!.square).toEqual(sq(6, 1));
    expect(sequenceOf(t.state).active?.routeLeft).toBeUndefined();
  });

  it('Case 7.44: entering an Enemy man’s square ends the route; nothing is left to go on with', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 3, row: 1, posture: 'prone' }], 0, [...d10(7, 2), ...d10(9, 9)]);
    const [moved] = t.run({ type: 'task/route', manId: 'a1', route: row1(1, 5) });
    expect(moved).toMatchObject({ stopped: { reason: 'enemy-square', caseRef: 'Case 7.44', unexecuted: row1(4, 5) } });
    expect(sequenceOf(t.state).active?.routeLeft).toBeUndefined();
    expect(t.refuse({ type: 'task/resume-route', manId: 'a1' }).code).toBe('move/no-route-left');
  });

  it('Case 22.1, ruling MN3: a mine that goes off ends the route in the mined square; nothing is left to go on with', () => {
    const start: GameState = { ...engineGame([{ id: 'a1', side: 'a', col: 4, row: 1 }, FAR], { observationRange: 3 }), mines: { allotments: [], laid: [{ id: 'mine-1', side: 'b', type: 'anti-personnel', square: sq(5, 1), status: 'armed' }] } };
    // An even 1D6 detonates (Case 22.1); 1D6 Wound Points; 1D100 00 for the kill chance.
    const t = new Table(start, new ScriptedDice([...d10(7, 2), ...d6(2), ...d6(5), ...d10(10, 10)]));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    const events = t.run({ type: 'task/route', manId: 'a1', route: row1(4, 9) });
    expect(events.find((e) => e.type === 'man-moved')).toMatchObject({ steps: [{ to: sq(5, 1) }], stopped: { reason: 'mine', caseRef: 'Case 22.1' } });
    expect(t.state.men['a1']!.square).toEqual(sq(5, 1));
    expect(sequenceOf(t.state).active?.routeLeft).toBeUndefined();
    expect(t.refuse({ type: 'task/resume-route', manId: 'a1' }).code).toBe('move/no-route-left');
  });

  it('Case 7.23: a route must start in his own square and be adjacent step by step, as for task/move', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, FAR]);
    expect(t.refuse({ type: 'task/route', manId: 'a1', route: [sq(2, 1), sq(3, 1)] }).code).toBe('move/not-from-own-square');
    expect(t.refuse({ type: 'task/resume-route', manId: 'a1' }).code).toBe('move/no-route-left');
  });

  it('replay equals live: the events of a stopped route and its resumption fold to the state the engine handed the host', () => {
    const t = acting([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', col: 9, row: 1 }], 5);
    const dice = SeededDice.fromSeed(3);
    let live = t.state;
    let replay = t.state;
    for (const c of [{ type: 'task/route', manId: 'a1', route: row1(1, 12) }, 'answer', { type: 'task/resume-route', manId: 'a1' }] as const) {
      const command = c === 'answer' ? { type: 'observe/forego' as const, observerId: 'b1', promptId: sequenceOf(live).prompts[0]?.id ?? 'none' } : c;
      const r = decideAndFold(live, command, dice);
      if (!r.ok) continue;
      replay = r.value.events.reduce(evolve, replay);
      live = r.value.state;
      expect(replay).toEqual(live);
    }
    expect(live.men['a1']!.square!.col).toBeGreaterThan(1);
  });
});
