import { describe, expect, it } from 'vitest';
import { d10, d6 } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { replay } from './dispatch';
import { manTurnOf, type GameState } from '../model/state';
import { engineGame, type Table, withReadings, type ManSpec, executionTable, passToTurn } from '../test-support/engine-game';
import type { LineFeature } from '../../../map/map-model';
import { wireOn } from '../rules/barbed-wire';
import { legalActions, whoseMove } from './legal-actions';

const sq = (col: number, row: number) => ({ col, row });
const west = (col: number, row: number) => ({ col, row, dir: 'w' as const });

/** Straight wire down the west side of column 5; concertina on 0505's west side. */
function wiredGame(men: ManSpec[], clippers: readonly string[] = []): GameState {
  const g = engineGame(men, { observationRange: 3 });
  const lines: LineFeature[] = Array.from({ length: 30 }, (_, i) => ({ side: west(5, i + 1), terrain: i === 4 ? ('concertina-wire' as const) : ('barbed-wire' as const) }));
  const withClippers = Object.fromEntries(Object.entries(g.men).map(([id, m]) => [id, clippers.includes(id) ? { ...m, equipment: ['wire-clippers'] } : m]));
  return { ...g, map: { ...g.map, lines }, men: withClippers };
}

const table = (state: GameState, more: DieFace[] = d10(7, 2)): Table => executionTable(state, more);

const passTo = (t: Table, turn: number, phase: string): void => passToTurn(t, turn, phase, 40);

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 4, row: 1 },
  { id: 'a2', side: 'a', col: 3, row: 1 },
  { id: 'b1', side: 'b', col: 29, row: 29 },
];

describe('Section 20.1 Straight Wire in play', () => {
  it('Case 20.11 impassable; Case 20.12 a man falls prone on it and another crosses over him; Case 20.13 he may take no action', () => {
    const t = table(wiredGame(MEN));
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(5, 1)] })).toMatchObject({ code: 'move/impassable' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) });
    expect(t.refuse({ type: 'task/bridge-wire', manId: 'a1', side: west(4, 1) })).toMatchObject({ code: 'wire/no-wire', caseRef: 'Case 20.12' });
    const fell = t.run({ type: 'task/bridge-wire', manId: 'a1', side: { col: 4, row: 1, dir: 'e' } });
    expect(fell.map((e) => e.type)).toEqual(['posture-changed', 'wire-bridged']);
    // Chart 5.22 note *: he can take no further action on the wire (Case 20.13), so the fall is his last task: free.
    expect(manTurnOf(t.state, 'a1').spent).toBe(0);
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [sq(4, 1), sq(3, 1)] })).toMatchObject({ code: 'wire/bridging', caseRef: 'Case 20.13' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toMatchObject({ code: 'wire/bridging' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    const moved = t.run({ type: 'task/move', manId: 'a2', route: [sq(3, 1), sq(4, 1), sq(5, 1), sq(6, 1)] });
    expect(moved.map((e) => e.type)).toEqual(['man-moved', 'wire-bridge-used']);
    expect(moved[1]).toMatchObject({ bridgeManId: 'a1', byManId: 'a2', turn: 1, phase: 'non-prepared-task-execution', caseRef: 'Case 20.13' });
    expect(t.state.men['a2']!.square).toEqual(sq(6, 1));
    // Still impassable where nobody lies on it (Case 20.11), and for the way back over a concertina side (Case 20.21).
    expect(t.refuse({ type: 'task/move', manId: 'a2', route: [sq(6, 1), sq(5, 2), sq(4, 2)] })).toMatchObject({ code: 'move/impassable' });
  });

  it('Case 20.12, campaign reading fall-prone-paid (ruling TS16): falling on the wire costs 13 while he can pay', () => {
    const t = table(withReadings(wiredGame(MEN), ['fall-prone-paid']));
    t.run({ type: 'task/begin', manId: 'a1' });
    const fell = t.run({ type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) });
    expect(fell.map((e) => e.type)).toEqual(['posture-changed', 'wire-bridged']);
    expect(manTurnOf(t.state, 'a1').spent).toBe(13);
  });

  it('Case 20.13: standing up early costs 1D6 Wound Points (rolled, in the event); later he stands, across the wire if he likes, unharmed', () => {
    const t = table(wiredGame([...MEN, { id: 'a3', side: 'a', col: 4, row: 3 }]), [...d10(7, 2), ...d6(4), ...d10(7, 2, 7, 2)]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) }, { type: 'task/end', manId: 'a1' });
    t.run({ type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a3' }, { type: 'task/bridge-wire', manId: 'a3', side: west(5, 3) }, { type: 'task/end', manId: 'a3' });
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/move', manId: 'a2', route: [sq(3, 1), sq(4, 1), sq(5, 1)] }, { type: 'task/end', manId: 'a2' });
    // a1 was crossed in Turn 1 (E): Turn 2 (E) is still within the two full Phases.
    passTo(t, 2, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/leave-wire', manId: 'a1', across: true });
    const early = t.run({ type: 'task/stand', manId: 'a1' });
    expect(early.map((e) => e.type)).toEqual(['wire-left', 'man-wounded']);
    expect(early[0]).toMatchObject({ early: true, square: sq(4, 1) });
    expect(early[1]).toMatchObject({ woundPoints: 4, caseRef: 'Case 20.13', dice: [{ faces: [{ die: 'd6', face: 4 }] }] });
    expect(t.state.men['a1']).toMatchObject({ posture: 'erect', wounds: 4 });
    // a3 fell on the wire in Turn 1 (E) and nobody crossed: free from Turn 2 (F) (ruling BW4); unplotted, he next acts in Turn 3 (E) (Case 5.1 F).
    t.run({ type: 'task/end', manId: 'a1' });
    passTo(t, 3, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a3' });
    const up = t.run({ type: 'task/leave-wire', manId: 'a3', across: true });
    expect(up.map((e) => e.type)).toEqual(['wire-left']);
    expect(up[0]).toMatchObject({ early: false, square: sq(5, 3) });
    expect(t.state.men['a3']).toMatchObject({ posture: 'erect', square: sq(5, 3), wounds: 0 });
  });

  it('Case 20.13 (ruling BW12): standing up on the far side of the wire is a move into that square: Enemy men who could now observe him are prompted (Case 7.52) and he goes on after', () => {
    // b1 in 0801, observation range 3: he cannot see 0401, but he can see 0501 across the wire.
    const t = table(wiredGame([{ id: 'a1', side: 'a', col: 4, row: 1 }, { id: 'a2', side: 'a', col: 3, row: 3 }, { id: 'b1', side: 'b', col: 8, row: 1 }]), d10(7, 2, 7, 2));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) }, { type: 'task/end', manId: 'a1' });
    passTo(t, 3, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    const up = t.run({ type: 'task/leave-wire', manId: 'a1', across: true });
    expect(up.map((e) => e.type)).toEqual(['wire-left', 'prompt-raised']);
    expect(up[1]).toMatchObject({ prompt: { kind: 'observation', moverId: 'a1', at: sq(5, 1), pending: [{ observerId: 'b1' }], caseRef: 'Case 7.52' } });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', manId: 'a1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'observe/attempt', observerId: 'b1', targetId: 'a1' });
    const promptId = (up[1] as Extract<(typeof up)[number], { type: 'prompt-raised' }>).prompt.id;
    t.run({ type: 'observe/forego', observerId: 'b1', promptId });
    // The prompt answered, he goes on with his Task Points, as after any step of a move.
    t.run({ type: 'task/move', manId: 'a1', route: [sq(5, 1), sq(6, 1)] });
    expect(t.state.men['a1']!.square).toEqual(sq(6, 1));
  });

  it('Case 20.13: standing up on his own side of the wire is no move: no prompt', () => {
    const t = table(wiredGame([{ id: 'a1', side: 'a', col: 4, row: 1 }, { id: 'a2', side: 'a', col: 3, row: 3 }, { id: 'b1', side: 'b', col: 8, row: 1 }]), d10(7, 2, 7, 2));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) }, { type: 'task/end', manId: 'a1' });
    passTo(t, 3, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.run({ type: 'task/leave-wire', manId: 'a1' }).map((e) => e.type)).toEqual(['wire-left']);
  });

  it('Case 20.13: an Enemy man in hand-to-hand with a bridging man: both take 1D6 as each Task Execution Phase begins', () => {
    const t = table(wiredGame(MEN), d6(3, 5));
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/bridge-wire', manId: 'a1', side: west(5, 1) }, { type: 'task/end', manId: 'a1' });
    t.run({ type: 'umpire/place-man', manId: 'b1', square: sq(4, 1) });
    t.run({ type: 'side/pass', side: 'b' }, { type: 'side/pass', side: 'a' });
    const advanced = t.run({ type: 'phase/advance' });
    const wounds = advanced.filter((e) => e.type === 'man-wounded');
    expect(wounds).toMatchObject([
      { manId: 'a1', woundPoints: 3, caseRef: 'Case 20.13' },
      { manId: 'b1', woundPoints: 5, caseRef: 'Case 20.13' },
    ]);
  });
});

describe('Section 20.3 Wire-Clipping in play', () => {
  it('Cases 20.31–20.34: a prone man with clippers spends 50 Task Points over two Phases; the side then ceases to exist on the map', () => {
    const t = table(wiredGame([{ id: 'a1', side: 'a', col: 4, row: 2, posture: 'prone' }, { id: 'a2', side: 'a', col: 3, row: 2 }, { id: 'b1', side: 'b', col: 29, row: 29 }], ['a1']));
    const initial = t.state;
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/clip-wire', manId: 'a1', side: west(5, 2) });
    const part = t.run({ type: 'task/clip-wire', manId: 'a1', side: west(5, 2), taskPoints: 30 });
    expect(part).toMatchObject([{ type: 'wire-clipping', taskPoints: 30, total: 30, needed: 50, caseRef: 'Case 20.31' }]);
    expect(t.state.wire?.clipping['5,2,w']).toBe(30);
    t.run({ type: 'task/end', manId: 'a1' });
    passTo(t, 2, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'a1' });
    const done = t.run({ type: 'task/clip-wire', manId: 'a1', side: west(5, 2) });
    expect(done.map((e) => e.type)).toEqual(['wire-clipping', 'wire-clipped']);
    expect(done[0]).toMatchObject({ taskPoints: 20, total: 50 });
    expect(wireOn(t.state.map, west(5, 2))).toBeUndefined();
    expect(wireOn(t.state.map, west(5, 1))).toBe('barbed-wire');
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    t.run({ type: 'task/move', manId: 'a2', route: [sq(3, 2), sq(4, 2), sq(5, 2)] });
    expect(t.state.men['a2']!.square).toEqual(sq(5, 2));
    // Replay folds the clipped map back from the events (replay never rolls).
    const setupEvents = t.events;
    expect(replay(initial, setupEvents.slice(setupEvents.findIndex((e) => e.type === 'task-begun')))).toMatchObject({ map: { lines: t.state.map.lines } });
  });

  it('Case 20.32: clipping is done prone; Case 20.21: concertina takes 100; Case 20.33: clippers pass by an exchange-weapons task', () => {
    const t = table(
      wiredGame(
        [
          { id: 'a1', side: 'a', col: 4, row: 5 },
          { id: 'a2', side: 'a', col: 4, row: 5, posture: 'prone' },
          { id: 'b1', side: 'b', col: 29, row: 29 },
        ],
        ['a1'],
      ),
    );
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/clip-wire', manId: 'a1', side: west(5, 5) })).toMatchObject({ code: 'wire/not-prone', caseRef: 'Case 20.32' });
    expect(t.refuse({ type: 'task/bridge-wire', manId: 'a1', side: west(5, 5) })).toMatchObject({ code: 'wire/concertina', caseRef: 'Case 20.21' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' }, { type: 'task/begin', manId: 'a2' });
    expect(t.refuse({ type: 'task/clip-wire', manId: 'a2', side: west(5, 5) })).toMatchObject({ code: 'wire/no-clippers' });
    const take = { type: 'task/take-equipment', manId: 'a2', fromId: 'a1', item: 'wire-clippers' } as const;
    expect(legalActions(t.state).commands).toContainEqual(take);
    const took = t.run(take);
    expect(took[0]).toMatchObject({ type: 'equipment-taken', item: 'wire-clippers', caseRef: 'Case 20.33; Section 13.2', cost: { final: 22 } });
    expect(t.state.men['a2']!.equipment).toEqual(['wire-clippers']);
    expect(t.state.men['a1']!.equipment).toEqual([]);
    const left = 50 - manTurnOf(t.state, 'a2').spent;
    const clip = t.run({ type: 'task/clip-wire', manId: 'a2', side: west(5, 5) });
    expect(clip).toMatchObject([{ type: 'wire-clipping', needed: 100, taskPoints: left, total: left }]);
    expect(wireOn(t.state.map, west(5, 5))).toBe('concertina-wire');
  });
});
