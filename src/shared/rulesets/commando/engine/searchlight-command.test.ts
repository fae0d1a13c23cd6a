/** Section 33.0 Searchlights as commands (engine/searchlight-command.ts), Case by Case. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { manTurnOf } from '../model/state';
import { Table } from '../test-support/engine-game';
import { searchlightGame, toTaskPhase } from '../test-support/searchlight-game';
import { isWorking, litBeams } from './searchlights';
import { isLegal, legalActions } from './legal-actions';
import { PLOT_PHASE } from './turn-sequence';

const noDice = new ScriptedDice([]);
const light = (t: Table, id = 'searchlight-1') => t.state.searchlights!.lights.find((l) => l.id === id)!;
const lit = (t: Table, col: number, row: number) => litBeams(t.state).some((b) => b.lit.has(`${col},${row}`));

describe('Section 33.0 General Rule: mounted on a building in set-up, never moved', () => {
  const setup = (allot?: number) => {
    const s = searchlightGame([{ id: 'b1', side: 'b', col: 19, row: 10 }], [], { started: false, phase: 'setup' });
    return { ...s, map: { ...s.map, squares: s.map.squares.map((q, i) => (i === 9 * 40 + 19 ? { ...q, terrain: 'tower' as const } : q)) }, searchlights: { ...s.searchlights!, ...(allot ? { allotments: { b: { count: allot, caseRef: '41.41' } } } : {}) } };
  };

  it('Section 33.0: a searchlight is mounted on a tower (2010) with a facing; not on open ground (2011)', () => {
    const t = new Table(setup(), noDice);
    expect(t.refuse({ type: 'setup/place-searchlight', side: 'b', square: { col: 20, row: 11 }, facing: 'S' })).toMatchObject({ code: 'searchlight/not-on-building', caseRef: 'Case 33.0' });
    t.run({ type: 'setup/place-searchlight', side: 'b', square: { col: 20, row: 10 }, facing: 'S' });
    expect(light(t)).toEqual({ id: 'searchlight-1', side: 'b', square: { col: 20, row: 10 }, facing: 'S' });
  });

  it('Case 41.41: the listing\'s allotment (two for the North Vietnamese) is the most a side may mount; the other side none', () => {
    const t = new Table(setup(1), noDice);
    t.run({ type: 'setup/place-searchlight', side: 'b', square: { col: 20, row: 10 }, facing: 'S' });
    expect(t.refuse({ type: 'setup/place-searchlight', side: 'b', square: { col: 20, row: 10 }, facing: 'N' })).toMatchObject({ code: 'searchlight/allotment-spent' });
    expect(t.refuse({ type: 'setup/place-searchlight', side: 'a', square: { col: 20, row: 10 }, facing: 'N' })).toMatchObject({ code: 'searchlight/not-allotted' });
  });

  it('Section 33.0: searchlights may not be placed (moved) once play has begun', () => {
    const t = new Table(searchlightGame([], []), noDice);
    expect(t.refuse({ type: 'setup/place-searchlight', side: 'b', square: { col: 20, row: 10 }, facing: 'S' })).toMatchObject({ code: 'setup/over' });
  });

  it('Section 33.0: not in use unless the Optional Rule is chosen', () => {
    const t = new Table(searchlightGame([], [], { optionalRules: [] , started: false, phase: 'setup' }), noDice);
    expect(t.refuse({ type: 'setup/place-searchlight', side: 'b', square: { col: 20, row: 10 }, facing: 'S' })).toMatchObject({ code: 'optional-rule/not-in-use' });
  });
});

describe('Case 33.12: the operator, in its square on the roof, does nothing else', () => {
  it('Case 33.12 (ruling SL2): a man set up beside the searchlight goes up to it in set-up; one further away may not', () => {
    const s = searchlightGame([{ id: 'b1', side: 'b', col: 20, row: 11 }, { id: 'b2', side: 'b', col: 20, row: 14 }], [{ col: 20, row: 10, facing: 'S' }], { started: false, phase: 'setup' });
    const t = new Table(s, noDice);
    expect(t.refuse({ type: 'setup/man-searchlight', searchlightId: 'searchlight-1', manId: 'b2' })).toMatchObject({ code: 'searchlight/operator-not-beside', caseRef: 'Case 33.12' });
    t.run({ type: 'setup/man-searchlight', searchlightId: 'searchlight-1', manId: 'b1' });
    expect(t.state.men.b1!.square).toEqual({ col: 20, row: 10 });
    expect(isWorking(t.state, light(t))).toBe(true);
  });

  it('Case 33.12: while he operates it he may perform no task (not move, not fire); he may end his interval', () => {
    const t = new Table(searchlightGame([{ id: 'a1', side: 'a', col: 20, row: 30 }, { id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]), new ScriptedDice(d10(2, 7)));
    toTaskPhase(t);
    t.run({ type: 'task/begin', manId: 'b1' });
    expect(t.refuse({ type: 'task/move', manId: 'b1', route: [{ col: 20, row: 10 }, { col: 20, row: 11 }] })).toMatchObject({ code: 'searchlight/operator-busy', caseRef: 'Case 33.12' });
    expect(t.refuse({ type: 'task/fall-prone', manId: 'b1' })).toMatchObject({ code: 'searchlight/operator-busy' });
    t.run({ type: 'task/end', manId: 'b1' });
  });
});

describe('Case 33.13: no operator, no effect', () => {
  it('Case 33.13: without an operator in its square it lights nothing and cannot be turned', () => {
    const t = new Table(searchlightGame([{ id: 'b1', side: 'b', col: 20, row: 11 }], [{ col: 20, row: 10, facing: 'S' }]), noDice);
    expect(litBeams(t.state)).toEqual([]);
    expect(t.refuse({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SE' })).toMatchObject({ code: 'searchlight/no-operator', caseRef: 'Case 33.13' });
  });

  it('Case 33.13: an incapacitated or dead operator is no operator: the beam goes out', () => {
    const s = searchlightGame([{ id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]);
    expect(lit(new Table(s, noDice), 20, 20)).toBe(true);
    const down = { ...s, men: { ...s.men, b1: { ...s.men.b1!, condition: 'incapacitated' as const } } };
    expect(litBeams(down)).toEqual([]);
  });
});

describe('Case 33.14: turned in the Observation Phase, two cardinal points at most', () => {
  const game = () => searchlightGame([{ id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]);

  it('Case 33.14: from S it may end the Phase anywhere from E to W; after E, NE and NW stay three points from S', () => {
    const t = new Table(game(), noDice);
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SE' });
    expect(light(t).facing).toBe('SE');
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'E' });
    expect(t.refuse({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'NE' })).toMatchObject({ code: 'searchlight/turn-too-far', caseRef: 'Case 33.14' });
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'W' });
    expect(t.refuse({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'NW' })).toMatchObject({ code: 'searchlight/turn-too-far' });
    // The next Game-Turn's Observation Phase counts from where it points then (W): NW and N are allowed.
    const next = new Table({ ...t.state, turn: 2 }, noDice);
    next.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'N' });
  });

  it('Case 33.14: not in a Task Execution Phase', () => {
    const t2 = new Table({ ...game(), phase: 'non-prepared-task-execution' }, noDice);
    expect(t2.refuse({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SE' })).toMatchObject({ code: 'searchlight/wrong-phase', caseRef: 'Case 33.14' });
  });
});

describe('Case 33.31: destroyed by a man on the roof for 5 Task Points', () => {
  it('Case 33.31: a man in its square destroys it (5 TP); a man elsewhere may not', () => {
    const t = new Table(searchlightGame([{ id: 'a1', side: 'a', col: 20, row: 12 }, { id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]), new ScriptedDice(d10(2, 7)));
    toTaskPhase(t);
    t.run({ type: 'task/begin', manId: 'b1' });
    t.run({ type: 'task/destroy-searchlight', manId: 'b1', searchlightId: 'searchlight-1' });
    expect(light(t).destroyed).toMatchObject({ caseRef: 'Case 33.31' });
    expect(manTurnOf(t.state, 'b1').spent).toBe(5);
    expect(litBeams(t.state)).toEqual([]);
  });
});

describe('Case 33.32: shot at from its light', () => {
  const game = () => searchlightGame([{ id: 'a1', side: 'a', col: 20, row: 30 }, { id: 'a2', side: 'a', col: 30, row: 30 }, { id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]);

  it('Case 33.32: a man outside the lit area may not shoot at it', () => {
    const t = new Table(game(), new ScriptedDice(d10(7, 2)));
    toTaskPhase(t);
    t.run({ type: 'task/begin', manId: 'a2' });
    expect(t.refuse({ type: 'task/fire-at-searchlight', manId: 'a2', searchlightId: 'searchlight-1' })).toMatchObject({ code: 'searchlight/not-in-light', caseRef: 'Case 33.32' });
  });

  it('Case 33.32: from the light, the normal chance plus the fire at searchlight modifier (house −20); a hit destroys it', () => {
    const t = new Table(game(), new ScriptedDice([...d10(7, 2), ...d10(1, 1)]));
    toTaskPhase(t);
    t.run({ type: 'task/begin', manId: 'a1' });
    const events = t.run({ type: 'task/fire-at-searchlight', manId: 'a1', searchlightId: 'searchlight-1' });
    const shot = events.find((e) => e.type === 'searchlight-shot')!;
    if (shot.type !== 'searchlight-shot') throw new Error('no shot');
    const step = shot.chance.steps.find((s) => s.caseRef === 'Case 33.32')!;
    expect(step).toMatchObject({ amount: -20 });
    expect(shot.chance.final).toBe(Math.max(1, shot.chance.steps[0]!.value - 20));
    expect(shot).toMatchObject({ roll: 11, hit: shot.chance.final >= 11, taskPointsCharged: 13 });
    expect(light(t).destroyed !== undefined).toBe(shot.hit);
    expect(manTurnOf(t.state, 'a1')).toMatchObject({ spent: 13, combatTaskDone: true });
  });
});

describe('Cases 33.33–33.34: rocket, tank gun or shell; never repaired', () => {
  it('Case 33.33 (ruling SL9): the umpire destroys it with his reason', () => {
    const t = new Table(searchlightGame([{ id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]), noDice);
    const [e] = t.run({ type: 'umpire/destroy-searchlight', searchlightId: 'searchlight-1', reason: 'mortar shell in 2011' });
    expect(e).toMatchObject({ type: 'searchlight-destroyed', how: 'umpire', caseRef: 'Case 33.33' });
  });

  it('Case 33.34: a destroyed searchlight lights nothing, turns no more and cannot be destroyed again', () => {
    const t = new Table(searchlightGame([{ id: 'b1', side: 'b', col: 1, row: 1 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1', destroyed: true }]), noDice);
    expect(litBeams(t.state)).toEqual([]);
    expect(t.refuse({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SE' })).toMatchObject({ code: 'searchlight/destroyed', caseRef: 'Case 33.34' });
    expect(t.refuse({ type: 'umpire/destroy-searchlight', searchlightId: 'searchlight-1', reason: 'x' })).toMatchObject({ code: 'searchlight/destroyed' });
  });
});

describe('Case 33.12: what the engine offers the operator agrees with what it takes', () => {
  it('Case 33.12: in the Plot Phase the operator is offered no opportunity-fire plot, and isLegal refuses one as decide does', () => {
    // A rifle-armed operator on the roof and his comrade on the ground: the comrade may plot, the operator may not (he performs no other task).
    const s = searchlightGame([{ id: 'a1', side: 'a', col: 20, row: 30 }, { id: 'b1', side: 'b', col: 1, row: 1 }, { id: 'b2', side: 'b', col: 5, row: 5 }], [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }], { phase: PLOT_PHASE });
    const t = new Table(s, noDice);
    const plots = legalActions(t.state).commands.filter((c) => c.type === 'plot/opportunity-fire');
    expect(plots.some((c) => 'manId' in c && c.manId === 'b2')).toBe(true);
    expect(plots.filter((c) => 'manId' in c && c.manId === 'b1')).toEqual([]);
    const plot = { type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'fire-rifle', condition: { trigger: 'moving-or-firing', ordinal: 2 } } as const;
    expect(t.refuse(plot)).toMatchObject({ code: 'searchlight/operator-busy', caseRef: 'Case 33.12' });
    expect(isLegal(t.state, plot)).toBe(false);
  });
});
