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
 * snapshot of the game (`VictoryFacts`) the engine builds at the end
 * (engine/victory.ts). This file is the vocabulary and its schemas only.
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

/** `true` / `false`, or `umpire` where the condition (or a part that decides it) needs a ruling at the table. */
export type Verdict = true | false | 'umpire';
