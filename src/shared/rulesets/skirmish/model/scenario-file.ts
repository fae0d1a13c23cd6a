/**
 * A skirmish scenario as it is written (version 2, docs/rulings/skirmish-game.md):
 * the table it is played on (a table id, bundled or the campaign's), the two
 * sides with their deployment areas, the forces — units rated from the seed's
 * unit ratings of one of its eight conflicts (lines 406–546) and figures with
 * their weapons — the set-up (hidden or open), mined and trapped areas with the
 * umpire's prepared cards (line 161), the game length and the victory
 * conditions the app decides, and the optional rules used. The loader
 * (scenarios/load-scenario.ts) checks it as a whole and builds the game's
 * set-up (model/scenario.ts) from it.
 */
import { z } from 'zod';
import { mineCardSchema } from './mines';
import { POSTURES } from '../tables/features';
import { MINE_DENSITIES } from '../tables/mines';
import { LOAD_ITEMS } from '../tables/movement';
import { TROOP_QUALITIES } from '../tables/motivation';
import { DETECTION_TERRAIN } from '../tables/trap-detection';
import { CONFLICTS } from '../tables/unit-ratings';
import { WEAPON_KINDS } from '../tables/weapon-kinds';

export const SKIRMISH_SCENARIO_FILE_VERSION = 2;

const id = z.string().min(1, 'an id must not be empty').max(80, 'an id is 80 characters or fewer');
const text = (max: number) => z.string().max(max, `at most ${max} characters`);
export const pointSchema = z.strictObject({ x: z.number().finite(), y: z.number().finite() });
const polygon = z.array(pointSchema).min(3, 'a polygon has 3 corners or more').max(64, 'a polygon has 64 corners or fewer');

/** A place on the table: a feature of the table by its id (an area or a building), or a polygon in table inches. */
export const placeSchema = z.union([z.strictObject({ feature: id }), z.strictObject({ polygon })], { error: 'a place is { "feature": "<area or building id>" } or { "polygon": [{ "x", "y" }, …] }' });
export type Place = z.output<typeof placeSchema>;

export const deploymentAreaSchema = z.strictObject({ id, name: z.string().min(1), place: placeSchema });

export const scenarioSideSchema = z.strictObject({
  id,
  name: z.string().min(1),
  briefing: text(4000).default(''),
  /** Where this side's figures start: each figure stands in one of them. */
  deployment: z.array(deploymentAreaSchema).min(1, 'a side has at least one deployment area'),
});

/** A figure's aimed-fire row of the individual fire tables (lines 547–574; ruling SK7). */
export const aimedRowSchema = z.strictObject({ table: z.string().min(1), row: z.string().min(1) });

export const scenarioFigureSchema = z.strictObject({
  id,
  name: z.string().min(1),
  weapon: z.enum(WEAPON_KINDS),
  aimed: aimedRowSchema.optional(),
  at: pointSchema,
  posture: z.enum(POSTURES).default('standing'),
  loads: z.array(z.enum(LOAD_ITEMS)).default([]),
});

export const scenarioUnitSchema = z.strictObject({
  id,
  name: z.string().min(1),
  /** A row of the scenario conflict's unit ratings, by its printed name (seed lines 406–546). */
  rating: z.string().min(1),
  /** One of the rating's quality words; absent: the first (ruling SK5). */
  quality: z.enum(TROOP_QUALITIES).optional(),
  /** The leader's L.P.: within the rating's printed range. */
  leadershipPoints: z.number().int().min(0).max(4),
  /** The leader, one of the unit's figures; absent: the first. */
  leader: id.optional(),
  /** The deployment area (of the unit's side) its figures start in; absent: any of the side's. */
  deployment: id.optional(),
  figures: z.array(scenarioFigureSchema).min(1, 'a unit has at least one figure').max(20),
});

export const forceSchema = z.strictObject({ side: id, units: z.array(scenarioUnitSchema).min(1, 'a force has at least one unit') });

export const minefieldSchema = z.strictObject({
  id,
  name: z.string().min(1),
  place: placeSchema,
  density: z.enum(MINE_DENSITIES),
  /** The ground for the D20 detection roll (the detection table, seed lines 162–174): track/light, close, dense, paddy/river. */
  terrain: z.enum(DETECTION_TERRAIN),
  /** The side that laid it (who may know it is there); absent: neither (old traps, the locals'). */
  laidBy: id.optional(),
  cards: z.array(mineCardSchema).min(1, 'a mined area needs its prepared cards (seed line 161)').max(50),
});

const winner = id;
export const victoryConditionSchema = z.discriminatedUnion('kind', [
  /** The other side has lost this share of its figures (wounded, crippled or killed): checked at the end of each bound. */
  z.strictObject({ kind: z.literal('break'), winner, text: z.string().min(1), share: z.number().gt(0).max(1) }),
  /** This many of the winner's figures, not crippled or killed, stand in the place at the end of a bound. */
  z.strictObject({ kind: z.literal('reach'), winner, text: z.string().min(1), place: placeSchema, figures: z.number().int().min(1) }),
  /** At the end of the game the winner has a man (not crippled or killed) in every place, and the other side none in any. */
  z.strictObject({ kind: z.literal('hold'), winner, text: z.string().min(1), places: z.array(placeSchema).min(1) }),
]);
export type VictoryCondition = z.output<typeof victoryConditionSchema>;

export const SET_UPS = ['hidden', 'open'] as const;
export type SetUp = (typeof SET_UPS)[number];

export const skirmishScenarioFileSchema = z.strictObject({
  ruleset: z.literal('skirmish', { error: 'a skirmish scenario says "ruleset": "skirmish"' }),
  version: z.literal(SKIRMISH_SCENARIO_FILE_VERSION, { error: `a skirmish scenario file is version ${SKIRMISH_SCENARIO_FILE_VERSION}` }),
  id,
  name: z.string().min(1),
  /** Who wrote it: "sightline" for the bundled scenarios (the seed has none), "custom" for an umpire's own. */
  provenance: z.strictObject({ kind: z.enum(['sightline', 'custom']), note: text(2000) }),
  briefing: text(4000).default(''),
  conflict: z.enum(CONFLICTS),
  /** The table's id: a bundled table (assets/tables) or one of the campaign's. */
  table: id,
  night: z.boolean().default(false),
  /** Hidden: each side knows nothing of the other at the start (seed line 4); open: each starts with every enemy figure as a contact. */
  setUp: z.enum(SET_UPS),
  sides: z.array(scenarioSideSchema).length(2, 'a skirmish game has two sides'),
  forces: z.array(forceSchema).length(2, 'one force for each side'),
  minefields: z.array(minefieldSchema).default([]),
  gameLength: z.strictObject({ bounds: z.number().int().min(1).max(50) }),
  victory: z.strictObject({
    conditions: z.array(victoryConditionSchema).min(1, 'a scenario says how it is won'),
    /** Who wins when no condition is met by the end: a side's id, or "draw". */
    otherwise: id,
  }),
  optionalRules: z.array(id).default([]),
});
export type SkirmishScenarioFile = z.output<typeof skirmishScenarioFileSchema>;
export type SkirmishScenarioFileInput = z.input<typeof skirmishScenarioFileSchema>;
