/**
 * Victory conditions as data (Case 38.24). Each scenario's Case x.81 / x.82
 * becomes a list of outcomes per side, each with a condition built from a
 * small vocabulary: men killed / incapacitated / able / exited by side,
 * structures destroyed or intact, objects exited or in a place, structures
 * observed, a scenario counter (dead hostages), an objective achieved
 * (the Army Group Center ransack), combined with all / any / not. What the
 * text leaves to judgement is an explicit `umpire` condition quoting the
 * question, never a silent guess.
 *
 * The same vocabulary states when a game ends (Case 38.32) in
 * scenario-schema.ts. `evaluateCondition` reads a condition against a
 * snapshot of the game (`VictoryFacts`) the engine builds at the end.
 */
import { z } from 'zod';

export const COMPARISONS = ['at-least', 'at-most', 'more-than', 'fewer-than', 'exactly'] as const;
export type Comparison = (typeof COMPARISONS)[number];

/** A count of men: a number, every man of the side, or a percentage of the side's men (Case 48.81 "50%"). */
export type MenCount = number | 'all' | { readonly percent: number };

/**
 * How a man may leave the map for a condition to count him:
 * - `entry-edge`: by the map edge his side entered (Cases 45.81, 46.81);
 * - `entry-squares`: from one of the scenario's entry squares (Case 50.81);
 * - `edges`: by one of the named edges (Case 43.81, the 40xx row is `east`);
 * - `any`: anywhere.
 */
export type ExitRoute =
  | { readonly kind: 'any' }
  | { readonly kind: 'entry-edge' }
  | { readonly kind: 'entry-squares' }
  | { readonly kind: 'edges'; readonly edges: readonly ('north' | 'east' | 'south' | 'west')[] };

/**
 * Which men a `men` condition counts.
 * - `killed`: dead (Case 9.0).
 * - `out-of-action`: killed or incapacitated (Case 38.32's "Killed or Incapacitated").
 * - `able`: alive and not incapacitated.
 * - `exited`: left the map (with `via`, and `ableOnly` for "non-Incapacitated men").
 */
export type MenState = 'killed' | 'out-of-action' | 'able' | 'exited';

export interface MenCondition {
  readonly type: 'men';
  readonly side: string;
  readonly state: MenState;
  readonly comparison: Comparison;
  readonly count: MenCount;
  /** Only men on the map at the time (Cases 42.81–42.82 "on the map"; 41.81 "not dragged off the map"). */
  readonly onMap?: boolean;
  /** Only the side's original men, not reinforcements (Case 40.82 "his original men"). */
  readonly originalOnly?: boolean;
  /** Case 39.81: "only Killed men and Incapacitated men not exited from the map count". */
  readonly exceptIncapacitatedExited?: boolean;
  /** Only men in this defensive zone (Case 49.82). */
  readonly zone?: number;
  /** Only men in this scenario feature (a building, the bridge, a river bank). */
  readonly feature?: string;
  /** One named man (Case 46.82 Skorzeny). */
  readonly man?: string;
  /** `exited` only: the route that counts. */
  readonly via?: ExitRoute;
  /** `exited` only: count only men who were alive and not incapacitated when they left (Cases 45.81, 50.81). */
  readonly ableOnly?: boolean;
}

export type Condition =
  | MenCondition
  | {
      readonly type: 'structures';
      readonly features: readonly string[];
      readonly state: 'destroyed' | 'intact';
      readonly comparison: Comparison;
      readonly count: number | 'all';
    }
  | { readonly type: 'object-exited'; readonly object: string; readonly comparison: Comparison; readonly count: number | 'all'; readonly via?: ExitRoute }
  | { readonly type: 'object-in'; readonly object: string; readonly feature: string }
  | {
      readonly type: 'structures-observed';
      readonly side: string;
      readonly feature: string;
      /** All of the feature's structures by a single man (Case 41.81 "a surviving man"). */
      readonly byOneMan: boolean;
      /** That man must be alive, not incapacitated and on the map at the end. */
      readonly observerAbleOnMap: boolean;
      /** Where the observer must stand (Case 41.81: a door of the compound or inside it). */
      readonly fromFeatures?: readonly string[];
    }
  | { readonly type: 'counter'; readonly counter: string; readonly comparison: Comparison; readonly value: number }
  | { readonly type: 'objective'; readonly objective: string }
  | { readonly type: 'umpire'; readonly question: string }
  | { readonly type: 'all'; readonly of: readonly Condition[] }
  | { readonly type: 'any'; readonly of: readonly Condition[] }
  | { readonly type: 'not'; readonly of: Condition };

/**
 * What a victory outcome means (Case 38.24: both sides may win, both lose,
 * one win and one draw …).
 * - `win` / `loss`: assessed when the game ends.
 * - `automatic-win` / `automatic-loss`: decisive whatever else happened (Cases 39.81, 40.82).
 * - `moral-victory`: the scenario's consolation (Cases 39.82, 43.81, 46.82).
 */
export const OUTCOME_RESULTS = ['win', 'automatic-win', 'loss', 'automatic-loss', 'moral-victory'] as const;
export type OutcomeResult = (typeof OUTCOME_RESULTS)[number];

export interface VictoryOutcome {
  readonly result: OutcomeResult;
  readonly when: Condition;
  /** `play-balance`: Case 49.81's alternative win "if Players are interested in play balance". */
  readonly variant?: 'standard' | 'play-balance';
  /** The scenario's words for this outcome, quoted. */
  readonly text: string;
}

export interface SideVictory {
  readonly side: string;
  readonly case: string;
  /** The whole Case, quoted. */
  readonly text: string;
  readonly outcomes: readonly VictoryOutcome[];
}

// ---------------------------------------------------------------- schemas

const sideId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a side id is lower-case words joined by hyphens ("israelis")');
const featureId = z.string().regex(/^[a-z][a-z0-9-]*$/, 'a feature id is lower-case words joined by hyphens ("terminal")');
const comparison = z.enum(COMPARISONS, { error: (iss) => `comparison ${JSON.stringify(iss.input)} is not one of ${COMPARISONS.join(', ')}` });
const count = z.number().int('a count is a whole number').min(0, 'a count is 0 or more');
const menCount = z.union([count, z.literal('all'), z.strictObject({ percent: z.number().min(0).max(100) })], {
  error: 'a count of men is a whole number, "all", or { "percent": n }',
});

export const edgeSchema = z.enum(['north', 'east', 'south', 'west'], {
  error: (iss) => `edge ${JSON.stringify(iss.input)} is not north (row 01), east (column 40), south (row 64) or west (column 01)`,
});

export const exitRouteSchema: z.ZodType<ExitRoute> = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('any') }),
  z.strictObject({ kind: z.literal('entry-edge') }),
  z.strictObject({ kind: z.literal('entry-squares') }),
  z.strictObject({ kind: z.literal('edges'), edges: z.array(edgeSchema).min(1) }),
]);

const menConditionSchema = z
  .strictObject({
    type: z.literal('men'),
    side: sideId,
    state: z.enum(['killed', 'out-of-action', 'able', 'exited']),
    comparison,
    count: menCount,
    onMap: z.boolean().optional(),
    originalOnly: z.boolean().optional(),
    exceptIncapacitatedExited: z.boolean().optional(),
    zone: z.number().int().min(0).optional(),
    feature: featureId.optional(),
    man: z.string().min(1).optional(),
    via: exitRouteSchema.optional(),
    ableOnly: z.boolean().optional(),
  })
  .refine((c) => c.state === 'exited' || (c.via === undefined && c.ableOnly === undefined), {
    message: '"via" and "ableOnly" belong only to a condition on exited men',
    path: ['via'],
  });

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('type', [
    menConditionSchema,
    z.strictObject({
      type: z.literal('structures'),
      features: z.array(featureId).min(1),
      state: z.enum(['destroyed', 'intact']),
      comparison,
      count: z.union([count, z.literal('all')]),
    }),
    z.strictObject({ type: z.literal('object-exited'), object: featureId, comparison, count: z.union([count, z.literal('all')]), via: exitRouteSchema.optional() }),
    z.strictObject({ type: z.literal('object-in'), object: featureId, feature: featureId }),
    z.strictObject({
      type: z.literal('structures-observed'),
      side: sideId,
      feature: featureId,
      byOneMan: z.boolean(),
      observerAbleOnMap: z.boolean(),
      fromFeatures: z.array(featureId).optional(),
    }),
    z.strictObject({ type: z.literal('counter'), counter: featureId, comparison, value: count }),
    z.strictObject({ type: z.literal('objective'), objective: featureId }),
    z.strictObject({ type: z.literal('umpire'), question: z.string().min(1, 'an umpire condition must ask its question') }),
    z.strictObject({ type: z.literal('all'), of: z.array(conditionSchema).min(1) }),
    z.strictObject({ type: z.literal('any'), of: z.array(conditionSchema).min(1) }),
    z.strictObject({ type: z.literal('not'), of: conditionSchema }),
  ]),
);

export const victoryOutcomeSchema = z.strictObject({
  result: z.enum(OUTCOME_RESULTS),
  when: conditionSchema,
  variant: z.enum(['standard', 'play-balance']).optional(),
  text: z.string().min(1),
});

export const sideVictorySchema = z.strictObject({
  side: sideId,
  case: z.string().regex(/^\d+\.\d+$/, 'a Case is written like "39.81"'),
  text: z.string().min(1),
  outcomes: z.array(victoryOutcomeSchema).min(1, 'a side needs at least one outcome (Case 38.24)'),
});

// ---------------------------------------------------------------- references

/** Every id a condition names, so the loader can check each is defined in the scenario. */
export interface ConditionRefs {
  readonly sides: Set<string>;
  readonly features: Set<string>;
  readonly objects: Set<string>;
  readonly counters: Set<string>;
  readonly objectives: Set<string>;
  readonly zones: Set<number>;
  readonly men: Set<string>;
}

export function emptyRefs(): ConditionRefs {
  return { sides: new Set(), features: new Set(), objects: new Set(), counters: new Set(), objectives: new Set(), zones: new Set(), men: new Set() };
}

export function collectRefs(c: Condition, refs: ConditionRefs = emptyRefs()): ConditionRefs {
  switch (c.type) {
    case 'men':
      refs.sides.add(c.side);
      if (c.zone !== undefined) refs.zones.add(c.zone);
      if (c.feature !== undefined) refs.features.add(c.feature);
      if (c.man !== undefined) refs.men.add(c.man);
      break;
    case 'structures':
      c.features.forEach((f) => refs.features.add(f));
      break;
    case 'object-exited':
      refs.objects.add(c.object);
      break;
    case 'object-in':
      refs.objects.add(c.object);
      refs.features.add(c.feature);
      break;
    case 'structures-observed':
      refs.sides.add(c.side);
      refs.features.add(c.feature);
      c.fromFeatures?.forEach((f) => refs.features.add(f));
      break;
    case 'counter':
      refs.counters.add(c.counter);
      break;
    case 'objective':
      refs.objectives.add(c.objective);
      break;
    case 'umpire':
      break;
    case 'all':
    case 'any':
      c.of.forEach((x) => collectRefs(x, refs));
      break;
    case 'not':
      collectRefs(c.of, refs);
      break;
  }
  return refs;
}

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

/** `true` / `false`, or `umpire` where the condition (or a part that decides it) needs a ruling at the table. */
export type Verdict = true | false | 'umpire';

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
