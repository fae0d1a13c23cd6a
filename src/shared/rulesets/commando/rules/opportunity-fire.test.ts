import { describe, expect, it } from 'vitest';
import type { Square } from '../../../map/map-model';
import type { FirePlot, HitReport, OpportunityContext, OpportunityMan, OpportunityPlot, TaskEvent } from './opportunity-model';
import { FIRST_OBSERVED_TARGET, OPPORTUNITY_FIRE_PLOT_PHASE } from './opportunity-model';
import { beginPreparedExecution, checkTaskExecution, plotDeclaration, targetPanicCheck, taskPointLossWhenHit, triggers } from './opportunity-fire';
import { plotOpportunityFire } from './opportunity-fire-plot';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from './observation-limits';
import { range } from './range';
import type { Armament, CarriedWeaponKind } from './weapons';
import { initialGrenades } from './weapons';

const man = (id: string, side: string, col: number, row: number, extra: Partial<OpportunityMan> = {}): OpportunityMan => ({
  id,
  side,
  square: { col, row },
  posture: 'erect',
  wounds: { endurance: 12, woundPoints: 0 },
  taskPointsRemaining: 50,
  combatTasksThisTurn: 0,
  ...extra,
});

const armed = (kind: CarriedWeaponKind = 'rifle', extra: Partial<Armament> = {}): Armament => ({
  side: 'B',
  weapons: [{ id: 'w1', kind, issuedTo: 'B' }, { id: 'p', kind: 'pistol', issuedTo: 'B' }],
  preparedWeapon: 'w1',
  preparedGrenades: [],
  grenades: initialGrenades(),
  initialFlamethrowerOperator: false,
  ...extra,
});

interface World {
  men: OpportunityMan[];
  noLos?: [string, string][];
  unobserved?: [string, string][];
  observationRange?: number;
  friendlies?: (side: string, sq: Square) => number;
}

const pair = (ps: [string, string][] | undefined, a: string, b: string): boolean => (ps ?? []).some(([x, y]) => x === a && y === b);

function context(w: World, phase = NON_PREPARED_PHASE, extra: Partial<OpportunityContext> = {}): OpportunityContext {
  return {
    phase,
    man: (id) => w.men.find((m) => m.id === id),
    sight: (o, t) => {
      const r = range(o.square, t.square);
      return { los: !pair(w.noLos, o.id, t.id), range: r, inObservationRange: r <= (w.observationRange ?? 1000) };
    },
    observes: (o, t) => !pair(w.noLos, o, t) && !pair(w.unobserved, o, t),
    ...(w.friendlies ? { friendlyMenInSquare: w.friendlies } : {}),
    ...extra,
  };
}

function plot(m: OpportunityMan, kind: CarriedWeaponKind = 'rifle', condition = FIRST_OBSERVED_TARGET): FirePlot {
  const r = plotOpportunityFire({ man: m, armament: armed(kind), condition, turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const moved = (actor: string, col: number, row: number, step = 1, spent = 5): TaskEvent => ({ kind: 'moved-into', actor, square: { col, row }, step, taskPointsSpent: spent });
const fired = (actor: string, col: number, row: number, targets: string[] = [], hits: HitReport[] = []): TaskEvent => ({
  kind: 'fired',
  actor,
  square: { col, row },
  targets,
  hits,
});

describe('Case 5.1 B / 10.76 plotting', () => {
  const b7 = man('B7', 'B', 10, 5);
  it('Case 10.76: a man plots with his prepared fire weapon; the plot is host-only (Case 5.1 B "secretly")', () => {
    const p = plot(b7);
    expect(p).toMatchObject({ kind: 'fire', weapon: 'rifle', weaponId: 'w1', status: 'waiting', hostOnly: true, condition: FIRST_OBSERVED_TARGET });
  });
  it('Case 5.1 B: only in the Opportunity Fire Plot Phase', () => {
    const r = plotOpportunityFire({ man: b7, armament: armed(), turn: 1, phase: NON_PREPARED_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/not-plot-phase');
  });
  it('Case 13.17: a man whose prepared weapon is a grenade plots an opportunity throw, not fire', () => {
    const r = plotOpportunityFire({ man: b7, armament: armed('rifle', { preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] }), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/grenade-prepared');
  });
  it('Case 10.76: no prepared fire weapon (none, or a melee weapon) — no plot', () => {
    const none = plotOpportunityFire({ man: b7, armament: armed('rifle', { preparedWeapon: undefined as unknown as string }), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!none.ok && none.error.code).toBe('opfire/no-prepared-weapon');
    const knife = plotOpportunityFire({ man: b7, armament: armed('dagger'), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!knife.ok && knife.error.code).toBe('opfire/no-prepared-weapon');
  });
  it('Case 10.63: not with an unloaded weapon', () => {
    const a = armed();
    const r = plotOpportunityFire({ man: b7, armament: { ...a, weapons: [{ ...a.weapons[0]!, loaded: false }] }, turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/weapon-unloaded');
  });
  it('Case 5.1 B: once per man per Game-Turn; Case 10.72: the ordinal is first, second, …', () => {
    const p = plot(b7);
    const again = plotOpportunityFire({ man: b7, armament: armed(), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE, existing: [p] });
    expect(!again.ok && again.error.code).toBe('opfire/already-plotted');
    const zero = plotOpportunityFire({ man: b7, armament: armed(), condition: { trigger: 'moving', ordinal: 0 }, turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!zero.ok && zero.error.code).toBe('opfire/bad-condition');
  });
  it('Case 10.76 / 9.21: he must be able to pay fire plus five — a machinegun (18 + 5, doubled 46) fits 50, but not with 40 left', () => {
    const prone = { ...b7, posture: 'prone' as const };
    expect(plotOpportunityFire({ man: { ...prone, wounds: { endurance: 10, woundPoints: 5 } }, armament: armed('machinegun'), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE }).ok).toBe(true);
    const r = plotOpportunityFire({ man: { ...prone, wounds: { endurance: 10, woundPoints: 5 }, taskPointsRemaining: 40 }, armament: armed('machinegun'), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/insufficient-task-points');
  });
  it('Case 10.22: a machinegun that is not braced cannot be plotted', () => {
    const r = plotOpportunityFire({ man: b7, armament: armed('machinegun'), turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('fire/machinegun-hand-held');
  });
  it('Case 5.1 B: each side declares whether any man is plotted, not how many; Case 11.63: throws are not declared', () => {
    const p = plot(b7);
    const t: OpportunityPlot = { ...p, kind: 'throw', grenade: { type: 'fragmentation', era: 'wwii' }, side: 'A', manId: 'A9' } as OpportunityPlot;
    expect(plotDeclaration([p, t], 'B')).toEqual({ side: 'B', anyOpportunityFire: true });
    expect(plotDeclaration([p, t], 'A')).toEqual({ side: 'A', anyOpportunityFire: false });
  });
});

describe('Case 10.71 / 10.72 triggering', () => {
  const b7 = man('B7', 'B', 10, 5);
  const a1 = man('A1', 'A', 10, 9);
  it('Case 10.72: the default plot fires at the first observed Enemy man who moves within range', () => {
    const r = triggers(plot(b7), moved('A1', 10, 9), context({ men: [b7, a1] }));
    expect(r.prompt).toMatchObject({ plotter: 'B7', target: 'A1', targetSquare: { col: 10, row: 9 }, targetMoving: true, simultaneous: false });
    expect(r.prompt?.cost.final).toBe(18);
    expect(r.plot.designated).toBe('A1');
  });
  it('Case 10.71: not at a man he has not observed', () => {
    const r = triggers(plot(b7), moved('A1', 10, 9), context({ men: [b7, a1], unobserved: [['B7', 'A1']] }));
    expect(r.reason?.code).toBe('opfire/not-observed');
    expect(r.plot.counted).toEqual([]);
  });
  it('Case 10.71: not into a square he has no Line of Sight to', () => {
    expect(triggers(plot(b7), moved('A1', 10, 9), context({ men: [b7, a1], noLos: [['B7', 'A1']] })).reason?.code).toBe('opfire/no-los');
  });
  it('Case 8.5: a firing man is observed automatically (LOS and observation range), even if not observed before', () => {
    const w: World = { men: [b7, a1], unobserved: [['B7', 'A1']] };
    expect(triggers(plot(b7), fired('A1', 10, 9, ['B1']), context(w)).prompt?.target).toBe('A1');
    expect(triggers(plot(b7), fired('A1', 10, 9, ['B1']), context({ ...w, observationRange: 3 })).reason?.code).toBe('opfire/not-observed');
  });
  it('Case 10.72: "within range of the plotted man’s weapon" — a pistol (P beyond 30) ignores a man 35 squares off (ruling O6)', () => {
    const far = man('A1', 'A', 10, 40);
    const r = triggers(plot(b7, 'pistol'), moved('A1', 10, 40), context({ men: [b7, far] }));
    expect(r.reason?.code).toBe('opfire/out-of-range');
    expect(triggers(plot(b7, 'rifle'), moved('A1', 10, 40), context({ men: [b7, far] })).prompt).toBeDefined();
  });
  it('Case 10.72: "fires at second moving or firing Enemy man" — the first is counted, the second is the target', () => {
    const a2 = man('A2', 'A', 12, 9);
    let p: OpportunityPlot = plot(b7, 'rifle', { trigger: 'moving-or-firing', ordinal: 2 });
    const ctx = context({ men: [b7, a1, a2] });
    const first = triggers(p, moved('A1', 10, 9), ctx);
    expect(first.prompt).toBeUndefined();
    expect(first.reason?.code).toBe('opfire/not-designated');
    p = triggers(first.plot, { kind: 'finished', actor: 'A1' }, ctx).plot;
    const second = triggers(p, fired('A2', 12, 9, ['B3']), ctx);
    expect(second.prompt?.target).toBe('A2');
    expect(second.plot.counted).toEqual(['A1', 'A2']);
  });
  it('Case 10.72: "Man #3 fires only at firing Enemy man" — moving men neither trigger nor count', () => {
    const p = plot(b7, 'rifle', { trigger: 'firing', ordinal: 1 });
    const ctx = context({ men: [b7, a1] });
    const m = triggers(p, moved('A1', 10, 9), ctx);
    expect(m.reason?.code).toBe('opfire/condition');
    expect(m.plot.counted).toEqual([]);
    expect(triggers(m.plot, fired('A1', 10, 9, ['B2']), ctx).prompt?.targetMoving).toBe(false);
  });
  it('Case 10.72 "and so on" (ruling O3): a plot on a named man, or on watched squares', () => {
    const ctx = context({ men: [b7, a1] });
    expect(triggers(plot(b7, 'rifle', { trigger: 'moving-or-firing', ordinal: 1, onlyMen: ['A3'] }), moved('A1', 10, 9), ctx).reason?.code).toBe('opfire/condition');
    expect(triggers(plot(b7, 'rifle', { trigger: 'moving', ordinal: 1, onlySquares: [{ col: 10, row: 9 }] }), moved('A1', 10, 9), ctx).prompt).toBeDefined();
    expect(triggers(plot(b7, 'rifle', { trigger: 'moving', ordinal: 1, onlySquares: [{ col: 10, row: 8 }] }), moved('A1', 10, 9), ctx).prompt).toBeUndefined();
  });
  it('Case 10.71: Friendly men do not trigger a plot', () => {
    const b1 = man('B1', 'B', 10, 9);
    expect(triggers(plot(b7), moved('B1', 10, 9), context({ men: [b7, b1] })).reason?.code).toBe('opfire/not-enemy');
  });
  it('Case 10.15: not into a square holding a Friendly man', () => {
    const r = triggers(plot(b7), moved('A1', 10, 9), context({ men: [b7, a1], friendlies: (side, sq) => (side === 'B' && sq.row === 9 ? 1 : 0) }));
    expect(r.reason?.code).toBe('opfire/friendly-in-square');
    expect(r.plot.counted).toEqual([]);
  });
  it('Case 10.16: an Enemy man entering his square — the fire costs double (13 × 2 + 5)', () => {
    const r = triggers(plot(b7), moved('A1', 10, 5), context({ men: [b7, { ...a1, square: { col: 10, row: 5 } }] }));
    expect(r.prompt?.enteringFirersSquare).toBe(true);
    expect(r.prompt?.cost.final).toBe(31);
  });
  it('Case 10.12 / ruling O2: a smoke grenade thrown triggers nothing; a fragmentation grenade counts as firing', () => {
    const ctx = context({ men: [b7, a1] });
    const smoke: TaskEvent = { kind: 'threw', actor: 'A1', square: { col: 10, row: 9 }, target: { col: 10, row: 7 }, combat: false };
    expect(triggers(plot(b7), smoke, ctx).reason?.code).toBe('opfire/not-a-trigger');
    expect(triggers(plot(b7), { ...smoke, combat: true }, ctx).prompt).toBeDefined();
    expect(triggers(plot(b7), { ...smoke, combat: true }, context({ men: [b7, a1] }, NON_PREPARED_PHASE, { readings: { throwsTrigger: false } })).prompt).toBeUndefined();
  });
  it('Case 6.33: only during task execution', () => {
    expect(triggers(plot(b7), moved('A1', 10, 9), context({ men: [b7, a1] }, 'bookkeeping')).reason?.code).toBe('opfire/not-task-execution');
  });
  it('Cases 14.11, 14.13: the firer checks panic as he opportunity-fires, unless he already has this Phase', () => {
    expect(triggers(plot(b7), moved('A1', 10, 9), context({ men: [b7, a1] })).prompt?.firerPanicCheck).toBe(true);
    expect(triggers(plot(b7), moved('A1', 10, 9), context({ men: [{ ...b7, panicCheckedThisPhase: true }, a1] })).prompt?.firerPanicCheck).toBe(false);
  });
  it('Cases 6.42, 10.11: a plot that has fired never fires again; a lapsed plot neither (ruling O5)', () => {
    const ctx = context({ men: [b7, a1] });
    expect(triggers({ ...plot(b7), status: 'fired' }, moved('A1', 10, 9), ctx).reason?.code).toBe('opfire/plot-spent');
    const held = triggers(plot(b7), moved('A1', 10, 9), ctx).plot;
    const lapsed = triggers(held, { kind: 'finished', actor: 'A1' }, ctx).plot;
    expect(lapsed.status).toBe('lapsed');
  });
  it('Case 6.32: once he has executed tasks in the Prepared Phase he opportunity-fires no more', () => {
    const r = triggers({ ...plot(b7), status: 'acted' }, moved('A1', 10, 9), context({ men: [b7, a1] }, PREPARED_PHASE));
    expect(r.reason?.caseRef).toBe('Case 6.32');
  });
});

describe('Case 10.55 simultaneous return fire', () => {
  const b7 = man('B7', 'B', 10, 5, { wounds: { endurance: 12, woundPoints: 15 }, taskPointsRemaining: 0 });
  const a1 = man('A1', 'A', 10, 9);
  const hit = { man: 'B7', before: { wounds: { endurance: 12, woundPoints: 0 }, taskPointsRemaining: 50 } };
  it('Case 10.55: a plotted man killed by fire still fires back, as he was before the hit', () => {
    const r = triggers(plot(man('B7', 'B', 10, 5)), fired('A1', 10, 9, ['B7'], [hit]), context({ men: [b7, a1] }));
    expect(r.prompt).toMatchObject({ simultaneous: true, target: 'A1', firerBeforeHit: hit.before });
    expect(r.prompt?.cost.final).toBe(18);
  });
  it('Case 10.55: only if his plot would let him fire at that man (a "moving only" plot does not answer fire)', () => {
    const r = triggers(plot(man('B7', 'B', 10, 5), 'rifle', { trigger: 'moving', ordinal: 1 }), fired('A1', 10, 9, ['B7'], [hit]), context({ men: [b7, a1] }));
    expect(r.prompt).toBeUndefined();
  });
  it('Case 10.54: a dead man who was not hit by this fire does not fire', () => {
    expect(triggers(plot(man('B7', 'B', 10, 5)), fired('A1', 10, 9, ['B2']), context({ men: [b7, a1] })).reason?.code).toBe('opfire/cannot-act');
  });
});

describe('Cases 10.74 and 14.31 panic checks; Case 9.31 Task Point loss', () => {
  it('Case 10.74: a man hit by opportunity fire checks panic at once', () => {
    expect(targetPanicCheck({ hit: true, conditionAfter: 'wounded', expendingTaskPoints: false })).toEqual({ required: true, caseRef: 'Case 10.74' });
  });
  it('Case 14.31 (ruling O11): a man subjected to opportunity fire while expending Task Points checks even if missed', () => {
    expect(targetPanicCheck({ hit: false, conditionAfter: 'unwounded', expendingTaskPoints: true })).toEqual({ required: true, caseRef: 'Case 14.31' });
    expect(targetPanicCheck({ hit: false, conditionAfter: 'unwounded', expendingTaskPoints: false }).required).toBe(false);
  });
  it('Case 9.22: the dead and the unconscious check nothing', () => {
    expect(targetPanicCheck({ hit: true, conditionAfter: 'incapacitated', expendingTaskPoints: true }).required).toBe(false);
    expect(targetPanicCheck({ hit: true, conditionAfter: 'dead', expendingTaskPoints: true }).required).toBe(false);
  });
  it('Case 9.31: hit for 3 Wound Points he loses 6 Task Points; never below zero; killed, all', () => {
    expect(taskPointLossWhenHit(3, 30)).toMatchObject({ loss: 6, remaining: 24, mayOnlyFallProne: false });
    expect(taskPointLossWhenHit(9, 10)).toMatchObject({ remaining: 0, mayOnlyFallProne: true });
    expect(taskPointLossWhenHit(0, 10, true)).toMatchObject({ loss: 10, remaining: 0 });
  });
});

describe('Cases 10.75, 5.1 E–F, 10.77: the Prepared Phase', () => {
  const b7 = man('B7', 'B', 10, 5);
  it('Case 10.75: a plotted man executes no task in the Non-Prepared Phase', () => {
    expect(checkTaskExecution(plot(b7), NON_PREPARED_PHASE)?.code).toBe('opfire/plotted-man-waits');
    expect(checkTaskExecution(undefined, NON_PREPARED_PHASE)).toBeUndefined();
  });
  it('Case 5.1 F: only plotted men execute tasks in the Prepared Phase', () => {
    expect(checkTaskExecution(undefined, PREPARED_PHASE)?.code).toBe('opfire/not-plotted');
    expect(checkTaskExecution(plot(b7), PREPARED_PHASE)).toBeUndefined();
  });
  it('Case 5.1 F / chart note ** (ruling O8): not having fired he pays the five for plotting, then may fire normally (Case 10.77)', () => {
    const r = beginPreparedExecution(plot(b7), b7, { phase: PREPARED_PHASE });
    expect(r.ok && r.value.deduction.final).toBe(5);
    expect(r.ok && r.value.taskPointsRemaining).toBe(45);
    expect(r.ok && r.value.mayFireNormally).toBe(true);
    expect(r.ok && r.value.plot.status).toBe('acted');
  });
  it('Case 10.76 read literally (campaign reading): not having fired he pays fire plus five, 18', () => {
    const r = beginPreparedExecution(plot(b7), b7, { phase: PREPARED_PHASE, readings: { plotCost: 'case-10.76' } });
    expect(r.ok && r.value.deduction.final).toBe(18);
  });
  it('Case 5.1 F: having fired he paid then; he goes on with his tasks but fires no more (Cases 6.42, 10.11)', () => {
    const fired = { ...plot(b7), status: 'fired' as const };
    const r = beginPreparedExecution(fired, { ...b7, taskPointsRemaining: 32, combatTasksThisTurn: 1 }, { phase: PREPARED_PHASE });
    expect(r.ok && r.value.deduction.final).toBe(0);
    expect(r.ok && r.value.taskPointsRemaining).toBe(32);
    expect(r.ok && r.value.mayFireNormally).toBe(false);
  });
  it('Case 6.43: he does not begin twice', () => {
    const r = beginPreparedExecution(plot(b7), b7, { phase: PREPARED_PHASE });
    if (!r.ok) throw new Error(r.error.message);
    const again = beginPreparedExecution(r.value.plot, b7, { phase: PREPARED_PHASE });
    expect(!again.ok && again.error.code).toBe('opfire/already-acted');
  });
  it('Case 9.21: a seriously wounded man pays ten for plotting', () => {
    const sw = { ...b7, wounds: { endurance: 10, woundPoints: 5 } };
    const r = beginPreparedExecution(plot(b7), sw, { phase: PREPARED_PHASE });
    expect(r.ok && r.value.deduction.final).toBe(10);
  });
});
