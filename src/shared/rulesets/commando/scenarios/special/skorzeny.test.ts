/** Scenario 46.0 Skorzeny to the Rescue: the swimming pool and the Prisoner (Case 46.43), and the victory they decide (Cases 46.81, 46.82). */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../model/commands';
import { decide, evolve } from '../../engine/dispatch';
import type { GameState } from '../../model/state';
import type { Square } from '../../../../map/map-model';
import { panicMove } from '../../rules/panic-routine';
import { preservationRoute } from '../../rules/preservation-routine';
import { legalActions } from '../../engine/legal-actions';
import { assessOutcomes } from '../../engine/game-end';
import { offLimitsOf, poolSquares, prisonerFreed } from './skorzeny';
import { actingAt, highDice, newBundledGame, placed } from './test-support/bundled';

const sq = (code: string): Square => ({ col: Number(code.slice(0, 2)), row: Number(code.slice(2)) });
const run = (state: GameState, c: Command) => decide(state, c, highDice);
function apply(state: GameState, c: Command): GameState {
  const r = run(state, c);
  if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code} ${r.error.message}`);
  return r.value.reduce(evolve, state);
}
const refused = (state: GameState, c: Command) => {
  const r = run(state, c);
  if (r.ok) throw new Error(`${c.type} was accepted`);
  return r.error;
};

const newSkorzeny = () => newBundledGame('46-skorzeny-to-the-rescue.json', 'C');
const german = (s: GameState, i = 1) => Object.values(s.men).filter((m) => m.side === 'german-commandos')[i]!.id;
const guard = (s: GameState, i = 0) => Object.values(s.men).filter((m) => m.side === 'house-guard')[i]!.id;
const PRISONER = 'prisoner-1';

describe('Case 46.43: the swimming pool is off limits unless Underwater Operations (Section 36.0) are used', () => {
  it('Case 46.43: the pool is the map\'s swimming-pool structure, water at level −2', async () => {
    const s = await newSkorzeny();
    const pool = poolSquares(s);
    expect(pool).toHaveLength(32);
    expect(pool).toContainEqual(sq('1737'));
    expect(pool.every((q) => s.map.squares[(q.row - 1) * s.map.width + q.col - 1]!.terrain === 'water')).toBe(true);
  });

  it('Case 46.43: a move into the pool is refused with the Case; a move beside it is not', async () => {
    const s = actingAt(await newSkorzeny(), german(await newSkorzeny()), sq('2036'));
    const id = german(s);
    expect(refused(s, { type: 'task/move', manId: id, route: [sq('2036'), sq('2037')] })).toMatchObject({ code: 'move/off-limits', caseRef: 'Case 46.43' });
    expect(refused(s, { type: 'task/move', manId: id, route: [sq('2036'), sq('2136'), sq('2237')] }).message).toMatch(/swimming pool \(2237\) is off limits.*Case 46\.43/);
    expect(run(s, { type: 'task/move', manId: id, route: [sq('2036'), sq('2136'), sq('2236')] }).ok).toBe(true);
  });

  it('Case 46.43: no House Guard sets up in the pool', async () => {
    const s = await newSkorzeny();
    expect(refused(s, { type: 'setup/deploy', manId: guard(s), square: sq('2038') })).toMatchObject({ code: 'setup/off-limits', caseRef: 'Case 46.43' });
    expect(run(s, { type: 'setup/deploy', manId: guard(s), square: sq('2036') }).ok).toBe(true);
  });

  it('Case 46.43: with Underwater Operations in use the pool is not off limits', async () => {
    const s = await newSkorzeny();
    const wet: GameState = { ...s, scenario: { ...s.scenario!, optionalRules: ['36'] } };
    expect(poolSquares(wet)).toEqual([]);
    expect(offLimitsOf(wet)).toBeUndefined();
    expect(offLimitsOf(s)!(sq('2038'))).toBe(true);
  });
});

describe('Case 46.43: the Prisoner', () => {
  it('Case 46.43: the Prisoner is deployed inside the house, by the House Guard in set-up', async () => {
    const s = await newSkorzeny();
    expect(s.scenario!.objects[PRISONER]).toMatchObject({ kind: 'prisoner', size: 1, taskPoints: 40 });
    expect(refused(s, { type: 'setup/place-object', objectId: PRISONER, square: sq('2036') })).toMatchObject({ code: 'setup/prisoner-outside-house', caseRef: 'Case 46.43' });
    const placedIn = apply(s, { type: 'setup/place-object', objectId: PRISONER, square: sq('2026') });
    expect(placedIn.scenario!.objects[PRISONER]!.square).toEqual(sq('2026'));
  });

  /** The Prisoner at 2030, a guard beside him in the house, a German at 2131 next to him. */
  async function inTheHouse(guardCondition?: 'incapacitated' | 'dead'): Promise<GameState> {
    let s = await newSkorzeny();
    s = apply(s, { type: 'setup/place-object', objectId: PRISONER, square: sq('2030') });
    s = placed(s, guard(s), sq('1930'), guardCondition);
    return actingAt(s, german(s), sq('2131'));
  }

  it('Case 46.43: he does not move while an Enemy man in the house is neither Killed nor Incapacitated', async () => {
    const s = await inTheHouse();
    expect(prisonerFreed(s)).toBe(false);
    expect(refused(s, { type: 'object/move', objectId: PRISONER, manId: german(s), route: [sq('2031')] })).toMatchObject({ code: 'object/prisoner-guarded', caseRef: 'Case 46.43' });
  });

  it('Case 46.43: once every Enemy man in the house is Killed or Incapacitated he moves with a commando next to him', async () => {
    for (const c of ['incapacitated', 'dead'] as const) {
      const s = await inTheHouse(c);
      expect(prisonerFreed(s)).toBe(true);
      const after = apply(s, { type: 'object/move', objectId: PRISONER, manId: german(s), route: [sq('2031'), sq('2032')] });
      expect(after.scenario!.objects[PRISONER]).toMatchObject({ square: sq('2032'), spent: 10, spentTurn: s.turn });
    }
  });

  it('Case 46.43: only a commando in or next to his square moves him, and only a commando', async () => {
    const s = await inTheHouse('dead');
    const far = actingAt(s, german(s), sq('2531'));
    expect(refused(far, { type: 'object/move', objectId: PRISONER, manId: german(s), route: [sq('2031')] })).toMatchObject({ code: 'object/not-adjacent', caseRef: 'Case 46.43' });
    const guardActing = actingAt(s, guard(s, 1), sq('2131'));
    expect(refused(guardActing, { type: 'object/move', objectId: PRISONER, manId: guard(s, 1), route: [sq('2031')] })).toMatchObject({ code: 'object/not-commando' });
  });

  it('Case 46.43: he has 40 Task Points a Game-Turn, for movement only, and stays out of the pool', async () => {
    const s = await inTheHouse('dead');
    const id = german(s);
    // Out by the terrace door (2133s, +5): 5 + 5 + 5 + 5 + 10 + 5 + 5 = 40 Task Points to 2136; one more step is too many.
    const route = [sq('2031'), sq('2032'), sq('2132'), sq('2133'), sq('2134'), sq('2135'), sq('2136'), sq('2236')];
    expect(refused(s, { type: 'object/move', objectId: PRISONER, manId: id, route })).toMatchObject({ code: 'object/insufficient_task_points', caseRef: 'Case 46.43' });
    const after = apply(s, { type: 'object/move', objectId: PRISONER, manId: id, route: route.slice(0, 7) });
    expect(after.scenario!.objects[PRISONER]).toMatchObject({ square: sq('2136'), spent: 40 });
    const moved = actingAt(after, id, sq('2135'));
    expect(refused(moved, { type: 'object/move', objectId: PRISONER, manId: id, route: [sq('2236')] })).toMatchObject({ code: 'object/insufficient_task_points' });
    const next: GameState = { ...moved, turn: moved.turn + 1 };
    expect(apply(next, { type: 'object/move', objectId: PRISONER, manId: id, route: [sq('2236')] }).scenario!.objects[PRISONER]!.square).toEqual(sq('2236'));
    expect(refused(next, { type: 'object/move', objectId: PRISONER, manId: id, route: [sq('2137')] })).toMatchObject({ code: 'move/off-limits', caseRef: 'Case 46.43' });
  });

  it('Case 46.43: the turn panel offers the acting German the Prisoner\'s legal one-square moves once he is free, and none before', async () => {
    const free = await inTheHouse('dead');
    const moves = legalActions(free).commands.filter((c) => c.type === 'object/move');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves).toContainEqual({ type: 'object/move', objectId: PRISONER, manId: german(free), route: [sq('2031')] });
    expect(moves.every((c) => c.type === 'object/move' && !c.exit)).toBe(true);
    expect(legalActions(await inTheHouse()).commands.some((c) => c.type === 'object/move')).toBe(false);
  });

  it('Case 46.43 (ruling SK2): the Prisoner is not a man: no fire or hand-to-hand can name him as its target', async () => {
    const s = await inTheHouse('dead');
    expect(s.men[PRISONER]).toBeUndefined();
    expect(Object.values(s.men).some((m) => m.id.startsWith('prisoner'))).toBe(false);
  });
});

describe('Cases 46.81, 46.82: victory turns on the Prisoner', () => {
  it('Case 46.82: the House Guard wins while the Prisoner is still in the house; Case 46.81: the Germans win when he exits by their entry edge', async () => {
    let s = await newSkorzeny();
    s = apply(s, { type: 'setup/place-object', objectId: PRISONER, square: sq('2026') });
    const wins = (st: GameState, side: string) => assessOutcomes(st).find((o) => o.side === side)!.outcomes.some((o) => o.result === 'win' && o.verdict === true);
    const guardWins = (st: GameState) => wins(st, 'house-guard');
    const germansWin = (st: GameState) => wins(st, 'german-commandos');
    expect(guardWins(s)).toBe(true);
    expect(germansWin(s)).toBe(false);
    // Led to the north edge (an entry edge, Case 46.7) and off it.
    const atEdge: GameState = { ...s, scenario: { ...s.scenario!, objects: { ...s.scenario!.objects, [PRISONER]: { ...s.scenario!.objects[PRISONER]!, square: sq('2001') } } } };
    const escort = actingAt(atEdge, german(s), sq('2002'));
    const out = apply(escort, { type: 'object/move', objectId: PRISONER, manId: german(s), route: [sq('2001')], exit: true });
    expect(out.scenario!.objects[PRISONER]!.exited).toMatchObject({ edge: 'north', viaEntryEdge: true });
    expect(germansWin(out)).toBe(true);
    expect(guardWins(out)).toBe(false);
  });
});

describe('Case 46.43: the panic and preservation routines treat the pool as impassable', () => {
  const fit = { prone: false, seriouslyWounded: false };

  it('Case 14.24 with Case 46.43: a panicked man running from an Enemy man turns along the pool instead of into it', async () => {
    const s = await newSkorzeny();
    const input = { map: s.map, square: sq('2036'), mover: fit, taskPoints: 40, observedEnemies: [sq('2033')] };
    const wet = panicMove(input, highDice);
    expect(wet.route.some((q) => offLimitsOf(s)!(q))).toBe(true);
    const dry = panicMove({ ...input, offLimits: offLimitsOf(s)! }, highDice);
    expect(dry.steps.length).toBeGreaterThan(0);
    expect(dry.route.some((q) => offLimitsOf(s)!(q))).toBe(false);
  });

  it('Case 15.23 with Case 46.43: a preservation route to the south edge goes round the pool', async () => {
    const s = await newSkorzeny();
    const input = { map: s.map, square: sq('2036'), mover: fit, taskPoints: 500, edges: ['south' as const], enemies: [] };
    const dry = preservationRoute({ ...input, offLimits: offLimitsOf(s)! });
    expect(dry.plannedRoute.length).toBeGreaterThan(0);
    expect(dry.plannedRoute.some((q) => offLimitsOf(s)!(q))).toBe(false);
  });
});
