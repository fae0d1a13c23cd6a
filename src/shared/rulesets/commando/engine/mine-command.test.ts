import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import { replay } from './dispatch';
import { manTurnOf, type GameState } from '../model/state';
import { projectView } from '../view/view';
import { engineGame, Table, type ManSpec, executionTable as table } from '../test-support/engine-game';
import type { Mine } from '../rules/mines-model';
import { legalActions, whoseMove } from './legal-actions';
import { withMinesOnRoutes } from './mine-command';
import { taskCost } from './task-points';

const sq = (col: number, row: number) => ({ col, row });
const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

const mine = (id: string, type: Mine['type'], col: number, row: number, more: Partial<Mine> = {}): Mine => ({ id, side: 'b', type, square: sq(col, row), status: 'armed', ...more });

function minedGame(men: ManSpec[], laid: Mine[]): GameState {
  return { ...engineGame(men, { observationRange: 3 }), mines: { allotments: [], laid } };
}

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 4, row: 1 },
  { id: 'a2', side: 'a', col: 3, row: 1 },
  { id: 'b1', side: 'b', col: 29, row: 29 },
];
const noKill = d10(10, 10); // 1D100 "00" = 100: above the 2% grenade kill chance (Case 11.4)

describe('Case 22.1 Normal Anti-Personnel Mines', () => {
  it('Case 22.1: an odd 1D6 leaves the mine armed and the man walks on; the next man to enter rolls again', () => {
    const start = minedGame(MEN, [mine('mine-1', 'anti-personnel', 5, 1)]);
    const t = table(start, [...d6(3)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1), sq(6, 1)] });
    expect(of(ev, 'mine-triggered')).toMatchObject([{ manId: 'a1', square: sq(5, 1), mineIds: ['mine-1'], how: 'entered', roll: 3, detonated: false, caseRef: 'Case 22.1' }]);
    expect(of(ev, 'mine-triggered')[0]!.dice?.[0]?.faces).toEqual(d6(3));
    expect(t.state.men['a1']!.square).toEqual(sq(6, 1));
    expect(t.state.mines!.laid[0]!.status).toBe('armed');
    expect(replay(start, t.events)).toEqual(t.state);
  });

  it('Case 22.1: an even 1D6 detonates: Wound Points as a grenade in his square (Case 11.84, WWII Open 1D6), his route stops there, panic as under opportunity fire', () => {
    const start = minedGame(MEN, [mine('mine-1', 'anti-personnel', 5, 1)]);
    const t = table(start, [...d6(2), ...d6(5), ...noKill]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1), sq(6, 1)] });
    expect(ev.map((e) => e.type)).toEqual(['man-moved', 'mine-triggered', 'mine-detonated', 'man-wounded']);
    expect(of(ev, 'man-moved')[0]).toMatchObject({ steps: [{ to: sq(5, 1) }], stopped: { reason: 'mine', caseRef: 'Case 22.1', unexecuted: [sq(6, 1)] } });
    expect(of(ev, 'mine-detonated')[0]).toMatchObject({ mineIds: ['mine-1'], byManId: 'a1', hits: [{ manId: 'a1', woundPoints: 5, caseRef: 'Case 22.1' }] });
    expect(of(ev, 'man-wounded')[0]).toMatchObject({ manId: 'a1', woundPoints: 5, totalWounds: 5, condition: 'fit', panicCheckDue: 'a1' });
    expect(t.state.men['a1']).toMatchObject({ square: sq(5, 1), wounds: 5 });
    expect(t.state.mines!.laid[0]).toMatchObject({ status: 'detonated', detonatedTurn: 1, triggeredBy: 'a1', victims: ['a1'] });
    // He may go on with other tasks (ruling MN3).
    t.run({ type: 'task/move', manId: 'a1', route: [sq(5, 1), sq(6, 1)] });
    expect(t.state.men['a1']!.square).toEqual(sq(6, 1));
    expect(replay(start, t.events)).toEqual(t.state);
  });

  it('Case 22.1: "If there is more than one mine in a square, the detonation of one detonates the rest" — one roll, one blast, every man in the square', () => {
    const start = minedGame([...MEN, { id: 'b2', side: 'b', col: 5, row: 1 }], [mine('mine-1', 'anti-personnel', 5, 1), mine('mine-2', 'anti-personnel', 5, 1)]);
    const t = table(start, [...d6(6), ...d6(1), ...d6(2), ...noKill]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1)] });
    expect(of(ev, 'mine-triggered')).toHaveLength(1);
    expect(of(ev, 'mine-detonated')[0]!.mineIds).toEqual(['mine-1', 'mine-2']);
    expect(of(ev, 'man-wounded').map((e) => e.manId).sort()).toEqual(['a1', 'b2']);
    expect(t.state.mines!.laid.every((m) => m.status === 'detonated')).toBe(true);
  });

  it('Cases 22.41, 22.43 (ruling MN10): an anti-tank mine alone is never set off by a man', () => {
    const t = table(minedGame(MEN, [mine('mine-1', 'anti-tank', 5, 1)]));
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1), sq(6, 1)] });
    expect(of(ev, 'mine-triggered')).toEqual([]);
    expect(t.state.mines!.laid[0]!.status).toBe('armed');
  });
});

describe('Case 22.2 Bounce Mines', () => {
  it('Case 22.21: 5 or more Wound Points from a bounce mine: severely wounded (double Task Points) whatever his total, and he stays so', () => {
    const start = minedGame(MEN, [mine('mine-1', 'bounce', 5, 1)]);
    const t = table(start, [...d6(4), ...d6(5), ...noKill]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1)] });
    expect(of(ev, 'mine-detonated')[0]!.hits[0]).toMatchObject({ woundPoints: 5, severe: true, caseRef: 'Case 22.21' });
    expect(of(ev, 'man-wounded')[0]).toMatchObject({ totalWounds: 5, condition: 'seriously-wounded' });
    const a1 = t.state.men['a1']!;
    expect(a1).toMatchObject({ wounds: 5, condition: 'seriously-wounded', severeWound: { caseRef: 'Case 22.21' } });
    expect(taskCost('stand-erect', a1)).toMatchObject({ final: 14 });
    t.run({ type: 'umpire/wound-man', manId: 'a1', woundPoints: 1 });
    expect(t.state.men['a1']!.condition).toBe('seriously-wounded');
    expect(replay(start, t.events)).toEqual(t.state);
  });

  it('Case 22.21: fewer than 5 Wound Points from a bounce mine: an ordinary wound', () => {
    const t = table(minedGame(MEN, [mine('mine-1', 'bounce', 5, 1)]), [...d6(4), ...d6(4), ...noKill]);
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1)] });
    expect(t.state.men['a1']).toMatchObject({ wounds: 4, condition: 'fit' });
    expect(t.state.men['a1']!.severeWound).toBeUndefined();
  });
});

describe('Case 22.3 Claymore Mines', () => {
  const claymoreMen: ManSpec[] = [
    { id: 'a1', side: 'a', col: 9, row: 3 },
    { id: 'a2', side: 'a', col: 12, row: 5 },
    { id: 'a3', side: 'a', col: 14, row: 6 },
    { id: 'b1', side: 'b', col: 10, row: 5 },
    { id: 'b2', side: 'b', col: 8, row: 5 },
  ];

  it('Case 22.35: a man entering a tripwire square rolls 1D6, even detonates; Case 22.36 near 1D10, far 1D6; Case 22.37 none in the claymore square', () => {
    const start = minedGame(claymoreMen, [mine('mine-1', 'claymore', 10, 5, { facing: 'e', tripwireAnchor: sq(10, 1) })]);
    const t = table(start, [...d6(4), ...d10(7), ...d6(3)]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/move', manId: 'a1', route: [sq(9, 3), sq(10, 3), sq(11, 3)] });
    expect(of(ev, 'mine-triggered')).toMatchObject([{ how: 'tripwire', square: sq(10, 3), roll: 4, detonated: true, caseRef: 'Case 22.35' }]);
    const hits = of(ev, 'mine-detonated')[0]!.hits;
    expect(hits.map((h) => [h.manId, h.woundPoints])).toEqual([
      ['a2', 7],
      ['a3', 3],
    ]);
    expect(hits.every((h) => h.caseRef === 'Case 22.36')).toBe(true);
    expect(t.state.men['b1']!.wounds).toBe(0); // Case 22.37: in the claymore's own square
    expect(t.state.men['b2']!.wounds).toBe(0); // behind it
    expect(t.state.men['a1']!.square).toEqual(sq(10, 3));
    expect(replay(start, t.events)).toEqual(t.state);
  });

  it('Cases 22.32, 22.34: a Friendly man at the detonator sets off every claymore rigged to it for 20 Task Points; it is his combat task (ruling MN7)', () => {
    const men: ManSpec[] = [
      { id: 'b1', side: 'b', col: 2, row: 2 },
      { id: 'a1', side: 'a', col: 12, row: 5 },
      { id: 'a2', side: 'a', col: 20, row: 20 },
    ];
    const det = { detonator: sq(2, 2) };
    const start = minedGame(men, [mine('mine-1', 'claymore', 10, 5, { facing: 'e', ...det }), mine('mine-2', 'claymore', 20, 18, { facing: 's', ...det })]);
    // Side b (the defender) takes the initiative this time.
    const t = new Table(start, new ScriptedDice([...d10(2, 7), ...d10(5), ...d10(2)]));
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/detonate-claymore', manId: 'b1' });
    const ev = t.run({ type: 'task/detonate-claymore', manId: 'b1' });
    expect(ev[0]).toMatchObject({ type: 'claymore-fired', manId: 'b1', mineIds: ['mine-1', 'mine-2'], cost: { final: 20 }, caseRef: 'Case 22.34' });
    expect(of(ev, 'mine-detonated')[0]!.hits.map((h) => [h.manId, h.mineId, h.woundPoints])).toEqual([
      ['a1', 'mine-1', 5],
      ['a2', 'mine-2', 2],
    ]);
    expect(manTurnOf(t.state, 'b1')).toMatchObject({ spent: 20, combatTaskDone: true });
    expect(legalActions(t.state).commands).not.toContainEqual({ type: 'task/detonate-claymore', manId: 'b1' });
    expect(t.refuse({ type: 'task/detonate-claymore', manId: 'b1' })).toMatchObject({ code: 'mines/no-detonator', caseRef: 'Case 22.32' });
    expect(replay(start, t.events)).toEqual(t.state);
  });

  it('Case 22.32: only from the detonator square', () => {
    const t = table(minedGame(MEN, [mine('mine-1', 'claymore', 10, 5, { side: 'a', facing: 'e', detonator: sq(2, 2) })]));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/detonate-claymore', manId: 'a1' })).toMatchObject({ code: 'mines/no-detonator', caseRef: 'Case 22.32' });
    expect(legalActions(t.state).commands.some((c) => c.type === 'task/detonate-claymore')).toBe(false);
  });
});

describe('Section 22.0: "Minefields are always noted in secret" (ruling MN13)', () => {
  it('the umpire sees every mine; a side its own, and an enemy mine only once it went off on one of its men', () => {
    const start = minedGame(MEN, [mine('mine-1', 'anti-personnel', 5, 1), mine('mine-2', 'bounce', 20, 20), mine('mine-3', 'claymore', 10, 10, { facing: 'n', detonator: sq(10, 14) })]);
    expect(projectView(start, { kind: 'umpire' }).mines!.laid).toHaveLength(3);
    expect(projectView(start, { kind: 'side', side: 'a' }).mines!.laid).toEqual([]);
    expect(projectView(start, { kind: 'side', side: 'b' }).mines!.laid.map((m) => m.id)).toEqual(['mine-1', 'mine-2', 'mine-3']);
    const t = table(start, [...d6(2), ...d6(3), ...noKill]);
    t.run({ type: 'task/begin', manId: 'a1' });
    t.run({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1)] });
    const a = projectView(t.state, { kind: 'side', side: 'a' }).mines!;
    expect(a.laid).toEqual([{ id: 'mine-1', side: 'b', type: 'anti-personnel', square: sq(5, 1), status: 'detonated', detonatedTurn: 1 }]);
    expect(a.laid.some((m) => m.status === 'armed')).toBe(false);
    const b = projectView(t.state, { kind: 'side', side: 'b' }).mines!;
    expect(b.laid.find((m) => m.id === 'mine-1')).not.toHaveProperty('triggeredBy');
  });
});

describe('Case 22.1 on the routes the engine walks (entry, panic move, preservation movement; ruling MN3)', () => {
  it('a detonation cuts the route in the mined square and drops the exit after it; an entry square is rolled for', () => {
    const state = minedGame(MEN, [mine('mine-1', 'anti-personnel', 5, 1), mine('mine-2', 'anti-personnel', 4, 2)]);
    const bd = { what: 'step', steps: [], final: 5 } as never;
    const moved: GameEvent = { type: 'man-moved', manId: 'a1', from: sq(4, 1), steps: [{ to: sq(5, 1), cost: 5 }, { to: sq(6, 1), cost: 5 }], cost: 10, breakdowns: [bd, bd] };
    const exited: GameEvent = { type: 'man-exited', manId: 'a1', edge: 'north', viaEntryEdge: false, viaEntrySquare: false, cost: 5, caseRef: 'Case 15.26' };
    const out = withMinesOnRoutes(state, [moved, exited], new ScriptedDice([...d6(2), ...d6(3), ...noKill]));
    expect(out.map((e) => e.type)).toEqual(['man-moved', 'mine-triggered', 'mine-detonated', 'man-wounded']);
    expect(out[0]).toMatchObject({ steps: [{ to: sq(5, 1) }], cost: 5, stopped: { reason: 'mine', unexecuted: [sq(6, 1)] } });
    const entered: GameEvent = { type: 'man-entered', manId: 'a2', square: sq(4, 2), edge: 'north', cost: 5, queuePenalty: 0, breakdown: bd, caseRef: 'Case 38.54' };
    expect(withMinesOnRoutes(state, [entered], new ScriptedDice(d6(1))).map((e) => e.type)).toEqual(['man-entered', 'mine-triggered']);
  });
});

describe('Section 22.0 and Case 38.45: a sentry walking his route into a mine (ruling MN14)', () => {
  it('mines take any man who enters, Friendly or Enemy: his own side\'s mine stops the sentry in its square and his place on the loop is kept there', () => {
    const route = [sq(29, 29), sq(30, 29), sq(30, 30), sq(29, 30)];
    const base = minedGame(MEN, [mine('mine-1', 'anti-personnel', 30, 29)]);
    const state = { ...base, scenario: { sentries: { b1: { route, index: 0 } } } as unknown as GameState['scenario'] };
    const walked: GameEvent = { type: 'sentry-moved', manId: 'b1', steps: [{ to: sq(30, 29), cost: 5 }, { to: sq(30, 30), cost: 5 }], index: 2, caseRef: 'Case 38.45' };
    const out = withMinesOnRoutes(state, [walked], new ScriptedDice([...d6(4), ...d6(1), ...noKill]));
    expect(out.map((e) => e.type)).toEqual(['sentry-moved', 'mine-triggered', 'mine-detonated', 'man-wounded']);
    expect(out[0]).toMatchObject({ steps: [{ to: sq(30, 29) }], index: 1 });
    // An odd roll: he walks on, the mine stays armed.
    const safe = withMinesOnRoutes(state, [walked], new ScriptedDice(d6(3)));
    expect(safe.map((e) => e.type)).toEqual(['sentry-moved', 'mine-triggered']);
    expect(safe[0]).toMatchObject({ index: 2 });
  });
});

describe('Case 22.1 and Case 20.13: standing up across the wire into a mined square (ruling MN14)', () => {
  /** Straight wire down the west side of column 5 (Case 20.11). */
  const wired = (laid: Mine[]): GameState => {
    const g = minedGame(MEN, laid);
    return { ...g, map: { ...g.map, lines: Array.from({ length: 30 }, (_, i) => ({ side: { col: 5, row: i + 1, dir: 'w' as const }, terrain: 'barbed-wire' as const })) } };
  };
  /** a1 bridges the wire in Game-Turn 1 and comes back to his tasks in Game-Turn 3 (Case 5.1 E; initiative a, 7 against 2, each Turn). */
  function onTheWire(state: GameState, more: ReturnType<typeof d6>): Table {
    const t = table(state, [...d10(7, 2, 7, 2), ...more]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/bridge-wire', manId: 'a1', side: { col: 5, row: 1, dir: 'w' } }, { type: 'task/end', manId: 'a1' });
    for (let i = 0; i < 60 && !(t.state.turn === 3 && t.state.phase === 'non-prepared-task-execution'); i++) {
      const who = whoseMove(t.state);
      if (t.state.phase === 'initiative' && !t.state.sequence?.initiative) t.run({ type: 'initiative/roll' });
      else if (who.kind === 'choose-man' && who.side) t.run({ type: 'side/pass', side: who.side });
      else if (who.kind === 'man-acting' && who.manId) t.run({ type: 'task/end', manId: who.manId });
      else t.run({ type: 'phase/advance' });
    }
    t.run({ type: 'task/begin', manId: 'a1' });
    return t;
  }

  it('Case 22.1: standing up in the far square rolls 1D6 for its mines; even detonates', () => {
    const t = onTheWire(wired([mine('mine-1', 'anti-personnel', 5, 1)]), [...d6(4), ...d6(3), ...noKill]);
    const up = t.run({ type: 'task/leave-wire', manId: 'a1', across: true });
    expect(up.map((e) => e.type)).toEqual(['wire-left', 'mine-triggered', 'mine-detonated', 'man-wounded']);
    expect(up[1]).toMatchObject({ manId: 'a1', square: sq(5, 1), how: 'entered', roll: 4, detonated: true, caseRef: 'Case 22.1' });
    expect(t.state.men['a1']).toMatchObject({ square: sq(5, 1), wounds: 3 });
  });

  it('Case 22.1: standing up on his own side of the wire enters no square and rolls nothing', () => {
    const t = onTheWire(wired([mine('mine-1', 'anti-personnel', 4, 1)]), []);
    expect(t.run({ type: 'task/leave-wire', manId: 'a1' }).map((e) => e.type)).toEqual(['wire-left']);
  });
});
