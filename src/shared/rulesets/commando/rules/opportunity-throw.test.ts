import { describe, expect, it } from 'vitest';
import { blankMap } from '../../../map/map-model';
import type { OpportunityContext, OpportunityMan, ThrowPlot } from './opportunity-model';
import { OPPORTUNITY_FIRE_PLOT_PHASE } from './opportunity-model';
import { beginPreparedExecution, plotDeclaration, triggers } from './opportunity-fire';
import { THROW_PLOT_RULES, plotOpportunityThrow, throwCost, throwPlotRulesOnMap } from './opportunity-throw';
import { NON_PREPARED_PHASE, PREPARED_PHASE } from './observation-limits';
import { range } from './range';
import { DEFAULT_COMMANDO_TABLES } from '../tables';

const frag = { type: 'fragmentation', era: 'wwii' } as const;
const man = (id: string, col: number, row: number, extra: Partial<OpportunityMan> = {}): OpportunityMan => ({
  id,
  side: id[0]!,
  square: { col, row },
  posture: 'erect',
  wounds: { endurance: 12, woundPoints: 0 },
  taskPointsRemaining: 50,
  combatTasksThisTurn: 0,
  ...extra,
});
const b3 = man('B3', 10, 10);

function plot(): ThrowPlot {
  const r = plotOpportunityThrow({ man: b3, preparedAtPhaseStart: [frag], turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function ctx(men: OpportunityMan[], extra: Partial<OpportunityContext> = {}): OpportunityContext {
  return {
    phase: NON_PREPARED_PHASE,
    man: (id) => men.find((m) => m.id === id),
    sight: (o, t) => ({ los: true, range: range(o.square, t.square), inObservationRange: true }),
    observes: () => true,
    throwRules: THROW_PLOT_RULES,
    ...extra,
  };
}

describe('Case 11.61 plotting an opportunity throw', () => {
  it('Case 11.61: a man holding a prepared grenade as the Phase begins may be plotted; the plot is host-only', () => {
    expect(plot()).toMatchObject({ kind: 'throw', grenade: frag, status: 'waiting', hostOnly: true });
  });
  it('Case 11.61: not without a prepared grenade', () => {
    const r = plotOpportunityThrow({ man: b3, preparedAtPhaseStart: [], turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('grenade/opportunity-not-prepared');
  });
  it('Case 11.61: only a grenade he held prepared', () => {
    const r = plotOpportunityThrow({ man: b3, preparedAtPhaseStart: [frag], grenade: { type: 'smoke', era: 'wwii' }, turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/grenade-not-prepared');
  });
  it('Case 5.1 B: only in the Opportunity Fire Plot Phase', () => {
    const r = plotOpportunityThrow({ man: b3, preparedAtPhaseStart: [frag], turn: 1, phase: PREPARED_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/not-plot-phase');
  });
  it('Case 11.63: an opportunity throw is not announced', () => {
    expect(plotDeclaration([plot()], 'B').anyOpportunityFire).toBe(false);
  });
});

describe('Case 11.64 cost', () => {
  it('Case 11.64: the throw (13, variant) plus five; doubled when seriously wounded (Case 9.21)', () => {
    expect(throwCost(b3, { throw: true, plot: true }, DEFAULT_COMMANDO_TABLES).final).toBe(18);
    expect(throwCost({ wounds: { endurance: 10, woundPoints: 5 } }, { throw: true, plot: true }, DEFAULT_COMMANDO_TABLES).final).toBe(36);
  });
  it('Case 11.64 note (ruling O13): not thrown, he pays the five and may throw later in the Prepared Phase', () => {
    const r = beginPreparedExecution(plot(), b3, { phase: PREPARED_PHASE, throwRules: THROW_PLOT_RULES });
    expect(r.ok && r.value.deduction.final).toBe(5);
    expect(r.ok && r.value.mayFireNormally).toBe(true);
    const literal = beginPreparedExecution(plot(), b3, { phase: PREPARED_PHASE, throwRules: THROW_PLOT_RULES, readings: { plotCost: 'case-10.76' } });
    expect(literal.ok && literal.value.deduction.final).toBe(18);
  });
  it('Case 11.64: he must be able to pay for it when plotting', () => {
    const r = plotOpportunityThrow({ man: { ...b3, taskPointsRemaining: 17 }, preparedAtPhaseStart: [frag], turn: 1, phase: OPPORTUNITY_FIRE_PLOT_PHASE });
    expect(!r.ok && r.error.code).toBe('opfire/insufficient-task-points');
  });
});

describe('Case 11.62 executed as opportunity fire, at squares', () => {
  const a1 = man('A1', 10, 14);
  it('Case 11.62: a moving Enemy man in his LOS triggers a throw at that man’s square', () => {
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 14 }, step: 1, taskPointsSpent: 5 }, ctx([b3, a1]));
    expect(r.prompt).toMatchObject({ kind: 'throw', target: 'A1', targetSquare: { col: 10, row: 14 } });
    expect(r.prompt?.cost.final).toBe(18);
  });
  it('Case 11.62: "only at squares within their LOS"', () => {
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 14 }, step: 1, taskPointsSpent: 5 }, ctx([b3, a1], { sight: () => ({ los: false, range: 4, inObservationRange: true }) }));
    expect(r.reason?.caseRef).toBe('Case 11.62');
  });
  it('Case 11.81: beyond the grenade’s reach (WWII fragmentation: P from 13) there is no throw', () => {
    const far = man('A1', 10, 24);
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 24 }, step: 1, taskPointsSpent: 5 }, ctx([b3, far]));
    expect(r.reason?.code).toBe('opfire/out-of-range');
  });
  it('ruling O13: an Enemy man entering the thrower’s own square is not thrown at', () => {
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 10 }, step: 1, taskPointsSpent: 5 }, ctx([b3, { ...a1, square: { col: 10, row: 10 } }]));
    expect(r.reason?.code).toBe('opfire/throw-own-square');
  });
  it('Case 11.62: a throw plot needs the throw rules in the context', () => {
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 14 }, step: 1, taskPointsSpent: 5 }, { ...ctx([b3, a1]), throwRules: undefined } as OpportunityContext);
    expect(r.reason?.code).toBe('opfire/no-throw-rules');
  });
  it('Case 11.22 on a map: grenades.ts decides the throw — open ground is fine', () => {
    const map = blankMap('t', 'test', 20, 20, { kind: 'custom', note: 'test' });
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 14 }, step: 1, taskPointsSpent: 5 }, ctx([b3, a1], { throwRules: throwPlotRulesOnMap(map) }));
    expect(r.prompt?.kind).toBe('throw');
  });
  it('Cases 6.42, 10.11: a man who has done a combat task does not throw', () => {
    const r = triggers(plot(), { kind: 'moved-into', actor: 'A1', square: { col: 10, row: 14 }, step: 1, taskPointsSpent: 5 }, ctx([{ ...b3, combatTasksThisTurn: 1 }, a1]));
    expect(r.reason?.code).toBe('opfire/second-combat-task');
  });
});
