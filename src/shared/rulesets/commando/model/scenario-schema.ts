/**
 * The scenario file (Section 38.0): everything a Commando scenario listing
 * gives (Cases 38.21–38.24), in the order the listings print it — game
 * conditions (x.1), the two sides (x.2, x.3), Optional and Special Rules
 * (x.4), game length and reinforcements (x.5, Cases 38.3x), defensive zones
 * (x.6, Cases 38.4x), commando entry (x.7, Case 38.5x) and victory
 * conditions (x.8, Case 38.24) — each part carrying the Case it transcribes.
 *
 * Squares are CCRR codes (Case 3.7) on the 40×64 Commando map. The map itself
 * is referenced by letter; the scenario says which zones and features it
 * expects the map to have, and which provenance (the twelve maps are drawn
 * later as `approximation`s from the scenario text).
 *
 * The schema checks each field; load-scenario.ts then checks the file as a
 * whole (ids named are defined, zone counts add up, entry squares on edges).
 */
import { z } from 'zod';
import { readCoord } from '../../../map/coords';
import { LIGHT, WEATHER } from '../tables/observation-range';
import { OBSERVATION_CODE_LETTERS } from '../tables/observation-chance';
import { OPTIONAL_RULE_SECTIONS } from './optional-rules';
import { caseRef, COMMANDO_MAP_BOUNDS, count, id, list, percent, SCENARIO_CAPS, squareCode, text } from './scenario-fields';
import { combatBonusSchema, DEFAULT_GRENADES, enduranceSchema, grenadesSchema, loadoutSchema } from './loadout-schema';
import { conditionSchema, edgeSchema, exitRouteSchema, sideVictorySchema } from './victory-schema';

export { COMMANDO_MAP_BOUNDS, SCENARIO_CAPS, squareCode } from './scenario-fields';
export { combatBonusSchema, DEFAULT_GRENADES, enduranceSchema, EQUIPMENT, FIREARMS, grenadesSchema, loadoutSchema, MELEE_WEAPONS, WEAPONS } from './loadout-schema';
export type { EquipmentId, Loadout, WeaponId } from './loadout-schema';

export const SCENARIO_FILE_VERSION = 1;

/** Case 38.21 Era: which line of the charts is used. */
export const ERAS = ['WWI', 'WWII', 'Modern'] as const;
export type Era = (typeof ERAS)[number];

/** The twelve maps (Case 7.12); SPI skipped the letter I. */
export const MAP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M'] as const;
export type MapLetter = (typeof MAP_LETTERS)[number];

/** Case 38.21 Mode; `none` for Case 42.43 ("There are no Modes in this Scenario"). */
export const MODES = ['commando', 'defending', 'none'] as const;

/** A vehicle or train a side brings (Sections 23.0, 24.0; Case 42.43). */
const vehicleSchema = z.strictObject({
  kind: z.enum(['tank', 'apc', 'train']),
  count: z.number().int().min(1).max(SCENARIO_CAPS.count),
  crew: text,
  case: caseRef,
});

/** One side (Cases 38.21–38.22). */
export const sideSchema = z.strictObject({
  id,
  name: text,
  case: caseRef,
  mode: z.enum(MODES),
  panicPercentage: percent,
  preservationMultiple: z.number().int().min(0).max(SCENARIO_CAPS.count),
  numberOfMen: z.number().int().min(1).max(SCENARIO_CAPS.count),
  endurance: enduranceSchema,
  combatBonus: combatBonusSchema,
  grenades: grenadesSchema.default(DEFAULT_GRENADES),
  observationCode: z.enum(OBSERVATION_CODE_LETTERS, { error: (iss) => `${JSON.stringify(iss.input)} is not an Observation Code Letter (Case 8.73)` }),
  /** The Weapons and Ancillary Equipment line, quoted. */
  weaponsPrinted: text,
  loadouts: list(loadoutSchema).min(1),
  vehicles: list(vehicleSchema).default([]),
  /** Qualifiers printed beside the numbers ("9% (except APC)", "20 (see special rules)"). */
  notes: list(text).default([]),
});
export type ScenarioSide = z.output<typeof sideSchema>;

/** Cases 38.21 and 38.51: a run of squares between two named squares, inclusive. */
export const spanSchema = z.strictObject({
  from: squareCode,
  to: squareCode,
  /** Set when the run is not along a map edge (Case 40.7's row 15): why, as ruled. */
  acrossMap: text.optional(),
});
export type Span = z.output<typeof spanSchema>;

/** A named place the scenario needs on its map: a building by its corners, a square, a group of structures. */
export const featureSchema = z.strictObject({
  id,
  kind: z.enum(['building', 'structure', 'structure-group', 'area', 'square', 'rail-line', 'river', 'trench-line', 'edge']),
  description: text,
  case: caseRef,
  /** Squares as printed: corners of a building ("bounded by 1740, 2440, 1743 and 2443"), a square it includes, or the square itself. */
  squares: list(squareCode).default([]),
  /** How the squares are to be read. */
  squaresAre: z.enum(['corners', 'includes', 'exact']).optional(),
  /** For a structure group, how many structures it holds (Case 41.81: eight buildings). */
  count: z.number().int().min(1).max(SCENARIO_CAPS.count).optional(),
});

export const objectSchema = z.strictObject({
  id,
  description: text,
  count: z.number().int().min(1).max(SCENARIO_CAPS.count),
  case: caseRef,
  /** Task Points it has for movement, if it moves on its own (Cases 39.43, 46.43). */
  taskPoints: z.number().int().min(1).max(SCENARIO_CAPS.count).optional(),
});

const counterSchema = z.strictObject({ id, description: text, case: caseRef });
const objectiveSchema = z.strictObject({ id, description: text, case: caseRef, specialRule: id.optional() });

/** One Optional Rule as a scenario uses it (Case 38.23). */
export const optionalRuleUseSchema = z.strictObject({
  section: z.number().int().refine((n) => OPTIONAL_RULE_SECTIONS.includes(n), { message: 'not an Optional Rule Section (17–36)' }),
  /** Primary Cases the scenario names ("22.1", "34.3"). */
  parts: list(caseRef).optional(),
  case: caseRef,
  /** The scenario's words, quoted. */
  text,
  /** The section number as printed, where it differs from the real one (Case 50.42 prints 35.0 for 36.0). */
  printedCitation: text.optional(),
  /** Items the listing hands out with the rule. `per`: per man, or in total for the side. */
  allotments: list(z.strictObject({ side: id, item: text, count: z.number().int().min(1).max(SCENARIO_CAPS.count).nullable(), per: z.enum(['side', 'man']), note: text.optional() }))
    .default([]),
  /** Other Optional Rules that must be used with it (Case 41.43: Climbing with Searchlights). */
  requires: list(z.number().int().min(-SCENARIO_CAPS.count).max(SCENARIO_CAPS.count)).default([]),
  /** Only with this other rule (Case 40.41: guard dogs only if artillery is used). */
  onlyWith: z.number().int().min(0).max(SCENARIO_CAPS.count).optional(),
});
export type OptionalRuleUse = z.output<typeof optionalRuleUseSchema>;

const specialRuleUseSchema = z.strictObject({
  /** An id in the special-rules registry (special-rules.ts). */
  id,
  /** The rule's heading as printed ("Hostage Movement"). */
  title: text,
  case: caseRef,
  /** The scenario's own text, quoted. */
  text,
  /** Where the listing prints it, when not under Special Rules (Bruneval's radio is in Case 45.81). */
  listedUnder: z.enum(['special-rules', 'victory-conditions', 'game-length']).default('special-rules'),
});

/** When a clock starts (Cases 38.33, 44.43). */
export const CLOCK_ANCHORS = ['game-start', 'first-observation-or-turn-10', 'first-commando-entry'] as const;

/** Cases 38.3x: game length. */
export const gameLengthSchema = z.strictObject({
  case: caseRef,
  text,
  /** Case 38.32: played until the attacker completes his goal, exits, or is all Killed or Incapacitated. */
  goalOriented: z.boolean(),
  /** The attacker's goal that ends a goal-oriented game (Case 38.32). */
  goal: conditionSchema.optional(),
  turnLimit: z
    .strictObject({
      turns: z.number().int().min(1).max(SCENARIO_CAPS.count),
      countedFrom: z.enum(CLOCK_ANCHORS),
    })
    .optional(),
  /** Further conditions, any of which ends the game (Case 43.51). */
  endsWhen: list(conditionSchema).default([]),
  /** Case 45.51: "Any men left are Incapacitated." */
  atEnd: z.enum(['remaining-attackers-incapacitated']).optional(),
});

/** Case 38.33 with the Addenda's Case 38.37. */
export const reinforcementGroupSchema = z.strictObject({
  side: id,
  case: caseRef,
  men: z.number().int().min(1).max(SCENARIO_CAPS.count),
  schedule: z.strictObject({
    countedFrom: z.enum(CLOCK_ANCHORS),
    /** Game-Turns after the anchor of the first arrival. */
    firstAfter: z.number().int().min(1).max(SCENARIO_CAPS.count),
    /** Game-Turns between arrivals after that; absent for a single arrival. */
    every: z.number().int().min(1).max(SCENARIO_CAPS.count).optional(),
  }),
  /** Arrives only while this holds (Case 44.52: the Rangers have not achieved their goal). */
  onlyIf: conditionSchema.optional(),
  /** The men, when they differ from the side's (Case 38.33 otherwise: same "vital statistics"). */
  loadouts: list(loadoutSchema).optional(),
  /** Statistics that differ from the side's (Case 48.43 technical advisers). */
  stats: z
    .strictObject({
      name: text,
      panicPercentage: percent,
      preservationMultiple: z.number().int().min(0).max(SCENARIO_CAPS.count),
      endurance: enduranceSchema,
      combatBonus: combatBonusSchema,
      observationCode: z.enum(OBSERVATION_CODE_LETTERS),
      /** Case 48.43: the Preservation Multiple applies to each group, not the whole reinforcing force. */
      preservationPerGroup: z.boolean(),
    })
    .optional(),
  /** Where they enter: squares, or Case 38.37's edge opposite the commando entry squares. */
  entry: z.union([z.strictObject({ kind: z.literal('squares'), spans: list(spanSchema).min(1) }), z.strictObject({ kind: z.literal('opposite-commando-entry'), case: caseRef })]),
});

export const reinforcementsSchema = z.strictObject({
  case: caseRef,
  text,
  groups: list(reinforcementGroupSchema).default([]),
});

/** Case 38.45: a plotted sentry route (none are printed; a custom scenario may give them). */
const sentryRouteSchema = z.strictObject({
  man: id.optional(),
  zone: z.number().int().min(0).max(SCENARIO_CAPS.count),
  /** The route as a closed loop of adjacent squares, starting where the man is when the attacker enters. */
  route: list(squareCode).min(2),
});

/** Cases 38.41–38.49: how a side sets up. */
export const deploymentSchema = z.strictObject({
  side: id,
  case: caseRef,
  /** Case 38.41: the defender sets up secretly, on his own copy of the map. */
  secret: z.boolean(),
  /** Case 38.43: how many men in each Zone. */
  zones: list(
      z.strictObject({
        zone: z.number().int().min(0).max(SCENARIO_CAPS.count),
        men: count,
        case: caseRef,
        text,
        /** Parts of the Zone's men placed more precisely (Case 41.63: five inside the compound, two outside). */
        detail: list(z.strictObject({ men: count, where: text, feature: id.optional() })).optional(),
        vehicles: list(z.enum(['tank', 'apc'])).default([]),
      }),
    )
    .default([]),
  /** A set-up not by zone counts (Case 42.6). `zones`: the Zones the text names. */
  groups: list(z.strictObject({ men: z.number().int().min(1).max(SCENARIO_CAPS.count), case: caseRef, text, zones: list(z.number().int().min(0).max(SCENARIO_CAPS.count)).default([]) })).default([]),
  /** Cases 38.45–38.48. */
  sentryRoutine: z.strictObject({
    allowed: z.boolean(),
    /** Zones where no man may perform it (Cases 44.6, 50.62). */
    forbiddenZones: list(z.number().int().min(0).max(SCENARIO_CAPS.count)).default([]),
    /** Case 46.43: only within his own Zone (not adjacent Zones, Case 38.46). */
    ownZoneOnly: z.boolean().default(false),
    case: caseRef,
  }),
  sentryRoutes: list(sentryRouteSchema).default([]),
  /** Case 38.44 special conditions, quoted. */
  constraints: list(z.strictObject({ case: caseRef, text, feature: id.optional() })).default([]),
});
export type Deployment = z.output<typeof deploymentSchema>;

/** Case 38.5: commando entry. */
export const entrySchema = z.strictObject({
  side: id,
  case: caseRef,
  text,
  /** Either one option or a choice; each option is one or more spans of squares. */
  options: list(z.strictObject({ id, spans: list(spanSchema).min(1) })).default([]),
  /** Case 49.7: any square of any edge, man by man. */
  anyEdge: z.boolean().default(false),
  /** Cases 41.7, 45.7, 46.7: one option for every man, written down before the defender deploys. */
  chooseOne: z.enum(['no', 'before-deployment', 'secretly-before-deployment']).default('no'),
  /** Case 48.7: every entry square within one run of this many adjacent edge squares, whatever the Turn. */
  windowSquares: z.number().int().min(1).max(SCENARIO_CAPS.count).optional(),
  /** Entry squares with a cap on men (Case 50.7: up to 2 men in the stream). */
  limitedSquares: list(
      z.strictObject({
        squares: list(squareCode).min(1),
        maxMen: z.number().int().min(1).max(SCENARIO_CAPS.count),
        case: caseRef,
        text,
        /** Only when this Optional Rule is in use (Case 44.41: SCUBA entry with Underwater Operations). */
        onlyWith: z.number().int().min(0).max(SCENARIO_CAPS.count).optional(),
      }),
    )
    .default([]),
  /** Case 38.52: men may arrive over several Game-Turns. */
  staggered: z.boolean().default(true),
});
export type Entry = z.output<typeof entrySchema>;

/** Who may leave the map and where (Cases 42.43, 43.43, 15.23). */
const exitRuleSchema = z.strictObject({ side: id, allowed: z.boolean(), via: exitRouteSchema.optional(), permanent: z.boolean().default(true), case: caseRef, text });

export const scenarioSchema = z.strictObject({
  version: z.literal(SCENARIO_FILE_VERSION, {
    error: (iss) => (iss.input === undefined ? 'missing: a scenario file must say which version it is' : `${JSON.stringify(iss.input)} is not a scenario file version this Sightline reads (${SCENARIO_FILE_VERSION})`),
  }),
  id,
  /** The rule system the file is for; absent in files written before there were several: Commando. */
  ruleset: z
    .literal('commando', { error: (iss) => `ruleset ${JSON.stringify(iss.input)} is not Commando; this file is not a Commando scenario` })
    .default('commando'),
  /** The Section of the rules that prints the scenario (39–50 for the booklet's twelve). */
  section: z.number().int().min(1).max(SCENARIO_CAPS.count),
  title: text,
  /** The heading exactly as printed. */
  heading: text,
  /** As printed ("3 July 1976"), with an ISO date where it is a real day; null for a hypothetical action. */
  date: z.strictObject({ printed: text, iso: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date is YYYY-MM-DD') }).nullable(),
  /** Notes printed under the heading ("This Scenario is fictional …"). */
  notes: list(text).default([]),
  /** Case x.1: Historical Data and Game Conditions. */
  conditions: z.strictObject({
    case: caseRef,
    era: z.enum(ERAS),
    map: z.strictObject({
      letter: z.enum(MAP_LETTERS, { error: (iss) => `map ${JSON.stringify(iss.input)} is not one of the twelve maps (${MAP_LETTERS.join(', ')})` }),
      /** The map file, relative to assets/ ("maps/j.json"). */
      asset: z.string().regex(/^maps\/[a-m]\.json$/, 'a map asset is "maps/<letter>.json", lower case'),
      /** What the scenario expects of the map file's provenance (maps are drawn from the scenario text until traced from the print). */
      mapProvenance: z.enum(['printed', 'approximation', 'custom']),
      /** The defensive Zones the map must number (Case 38.42). */
      zones: list(z.number().int().min(0).max(SCENARIO_CAPS.count)).default([]),
    }),
    weather: z.enum(WEATHER, { error: (iss) => `weather ${JSON.stringify(iss.input)} is not one of ${WEATHER.join(', ')} (Case 8.13)` }),
    light: z.enum(LIGHT, { error: (iss) => `light ${JSON.stringify(iss.input)} is not one of ${LIGHT.join(', ')} (Case 8.13)` }),
    printed: z.strictObject({ weather: text, light: text }),
  }),
  sides: list(sideSchema).length(2, 'a scenario has exactly two sides (Case 38.22)'),
  features: list(featureSchema).default([]),
  objects: list(objectSchema).default([]),
  counters: list(counterSchema).default([]),
  objectives: list(objectiveSchema).default([]),
  optionalRules: z.strictObject({
    suggestedCase: caseRef,
    necessaryCase: caseRef,
    suggested: list(optionalRuleUseSchema).default([]),
    necessary: list(optionalRuleUseSchema).default([]),
  }),
  specialRules: list(specialRuleUseSchema).default([]),
  gameLength: gameLengthSchema,
  reinforcements: reinforcementsSchema,
  deployment: list(deploymentSchema).default([]),
  entry: list(entrySchema).default([]),
  exits: list(exitRuleSchema).default([]),
  victory: list(sideVictorySchema).min(1),
  /** Every reading Sightline chose where the listing is ambiguous (docs/rulings/scenarios.md). */
  rulings: list(z.strictObject({ case: caseRef, ruling: text })).default([]),
});

/** What a scenario file holds on disk (before defaults). */
export type ScenarioFile = z.input<typeof scenarioSchema>;
/** A scenario after validation, defaults applied. */
export type Scenario = z.output<typeof scenarioSchema>;

/** The map edge a span lies along, if it lies along one (north is row 01, Case 3.7 grid orientation). */
export function edgeOfSquare(code: string): ('north' | 'east' | 'south' | 'west')[] {
  const r = readCoord(code, COMMANDO_MAP_BOUNDS);
  if (!r.ok) return [];
  const out: ('north' | 'east' | 'south' | 'west')[] = [];
  if (r.square.row === 1) out.push('north');
  if (r.square.col === COMMANDO_MAP_BOUNDS.width) out.push('east');
  if (r.square.row === COMMANDO_MAP_BOUNDS.height) out.push('south');
  if (r.square.col === 1) out.push('west');
  return out;
}

export { edgeSchema };
