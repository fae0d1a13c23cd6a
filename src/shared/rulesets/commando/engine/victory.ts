/**
 * Evaluation of victory conditions (Case 38.24) against a snapshot of the
 * game (`VictoryFacts`, built by game-end.ts). The vocabulary and its
 * schemas are model/victory-schema.ts.
 */
import type { Comparison, MenCount, ExitRoute, MenCondition, Condition, VictoryOutcome, SideVictory, Verdict } from '../model/victory-schema';

export type { Verdict } from '../model/victory-schema';

// ---------------------------------------------------------------- evaluation

export type ManCondition = 'able' | 'incapacitated' | 'killed';

/** One man as the end-of-game check sees him. */
export interface ManFact {
  readonly id: string;
  readonly side: string;
  readonly condition: ManCondition;
  /** False for reinforcements (Case 40.82). */
  readonly original: boolean;
  /** Set once he has left the map: the edge, and whether it was one of his side's entry squares / its entry edge. */
  readonly exited?: { readonly edge: 'north' | 'east' | 'south' | 'west'; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean; readonly ableWhenExited: boolean };
  /** Defensive zone he is in, if on the map. */
  readonly zone?: number;
  /** Scenario features he is in, if on the map. */
  readonly features?: readonly string[];
}

/** A snapshot of the game for victory and game-end checks. */
export interface VictoryFacts {
  readonly men: readonly ManFact[];
  readonly sideSize: Readonly<Record<string, number>>;
  /** Per structure feature: its state. A structure not listed is intact. */
  readonly structures: Readonly<Record<string, 'intact' | 'damaged' | 'destroyed'>>;
  /** Structure features that expand to several structures (Case 41.81's eight buildings). */
  readonly featureMembers?: Readonly<Record<string, readonly string[]>>;
  /** Per object id: how many are off the map, by which route, and where the rest are. */
  readonly objects: Readonly<Record<string, { readonly total: number; readonly exited: readonly { readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean; readonly edge: string }[]; readonly inFeatures: readonly string[] }>>;
  /** Per man: structures he has observed, and from which features. */
  readonly observed?: Readonly<Record<string, readonly { readonly structure: string; readonly from: readonly string[] }[]>>;
  readonly counters: Readonly<Record<string, number>>;
  readonly objectives: ReadonlySet<string>;
}


export function compare(actual: number, c: Comparison, wanted: number): boolean {
  switch (c) {
    case 'at-least':
      return actual >= wanted;
    case 'at-most':
      return actual <= wanted;
    case 'more-than':
      return actual > wanted;
    case 'fewer-than':
      return actual < wanted;
    case 'exactly':
      return actual === wanted;
  }
}

function routeMatches(via: ExitRoute | undefined, exit: { readonly edge: string; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean }): boolean {
  if (!via || via.kind === 'any') return true;
  if (via.kind === 'entry-edge') return exit.viaEntryEdge;
  if (via.kind === 'entry-squares') return exit.viaEntrySquare;
  return (via.edges as readonly string[]).includes(exit.edge);
}

function menMatching(c: MenCondition, facts: VictoryFacts): { matched: number; base: number } {
  const pool = facts.men.filter((m) => m.side === c.side && (!c.originalOnly || m.original) && (c.man === undefined || m.id === c.man));
  const matches = pool.filter((m) => {
    if (c.onMap && m.exited) return false;
    if (c.zone !== undefined && (m.exited || m.zone !== c.zone)) return false;
    if (c.feature !== undefined && (m.exited || !(m.features ?? []).includes(c.feature))) return false;
    switch (c.state) {
      case 'killed':
        return m.condition === 'killed';
      case 'out-of-action':
        if (m.condition === 'killed') return true;
        return m.condition === 'incapacitated' && !(c.exceptIncapacitatedExited && m.exited);
      case 'able':
        return m.condition === 'able';
      case 'exited':
        return m.exited !== undefined && routeMatches(c.via, m.exited) && (!c.ableOnly || m.exited.ableWhenExited);
    }
  });
  const base = c.man !== undefined ? pool.length : c.originalOnly ? pool.length : (facts.sideSize[c.side] ?? pool.length);
  return { matched: matches.length, base };
}

function resolveCount(n: MenCount, base: number): number {
  if (n === 'all') return base;
  if (typeof n === 'number') return n;
  return (base * n.percent) / 100;
}

/** Reads a condition against the end-of-game snapshot. */
export function evaluateCondition(c: Condition, facts: VictoryFacts): Verdict {
  switch (c.type) {
    case 'men': {
      const { matched, base } = menMatching(c, facts);
      return compare(matched, c.comparison, resolveCount(c.count, base));
    }
    case 'structures': {
      const states = c.features.map((f) => facts.structures[f] ?? 'intact');
      const n = states.filter((s) => s === c.state).length;
      return compare(n, c.comparison, c.count === 'all' ? c.features.length : c.count);
    }
    case 'object-exited': {
      const o = facts.objects[c.object];
      if (!o) return false;
      const n = o.exited.filter((e) => routeMatches(c.via, e)).length;
      return compare(n, c.comparison, c.count === 'all' ? o.total : c.count);
    }
    case 'object-in':
      return (facts.objects[c.object]?.inFeatures ?? []).includes(c.feature);
    case 'structures-observed': {
      const wanted = facts.featureMembers?.[c.feature] ?? [c.feature];
      const candidates = facts.men.filter((m) => m.side === c.side && (!c.observerAbleOnMap || (m.condition === 'able' && !m.exited)));
      const seenBy = (m: ManFact) =>
        new Set((facts.observed?.[m.id] ?? []).filter((o) => !c.fromFeatures || o.from.some((f) => c.fromFeatures?.includes(f))).map((o) => o.structure));
      if (c.byOneMan) return candidates.some((m) => wanted.every((s) => seenBy(m).has(s)));
      const union = new Set(candidates.flatMap((m) => [...seenBy(m)]));
      return wanted.every((s) => union.has(s));
    }
    case 'counter':
      return compare(facts.counters[c.counter] ?? 0, c.comparison, c.value);
    case 'objective':
      return facts.objectives.has(c.objective);
    case 'umpire':
      return 'umpire';
    case 'all': {
      const vs = c.of.map((x) => evaluateCondition(x, facts));
      if (vs.includes(false)) return false;
      return vs.includes('umpire') ? 'umpire' : true;
    }
    case 'any': {
      const vs = c.of.map((x) => evaluateCondition(x, facts));
      if (vs.includes(true)) return true;
      return vs.includes('umpire') ? 'umpire' : false;
    }
    case 'not': {
      const v = evaluateCondition(c.of, facts);
      return v === 'umpire' ? 'umpire' : !v;
    }
  }
}

/** Every outcome of a side whose condition holds (or needs the umpire). */
export function assessSide(victory: SideVictory, facts: VictoryFacts): { readonly outcome: VictoryOutcome; readonly verdict: Verdict }[] {
  return victory.outcomes.map((outcome) => ({ outcome, verdict: evaluateCondition(outcome.when, facts) })).filter((r) => r.verdict !== false);
}

/** True when the condition can be decided from the game record alone. */
export function isComputable(c: Condition): boolean {
  switch (c.type) {
    case 'umpire':
      return false;
    case 'all':
    case 'any':
      return c.of.every(isComputable);
    case 'not':
      return isComputable(c.of);
    default:
      return true;
  }
}
