/**
 * Figures, units and sides of a skirmish game (seed lines 382–405 for the
 * unit ratings; 37–48 for movement; 50–61 for weapon, ammunition and the
 * states a hit leaves). Zod schemas for the scenario file beside the types.
 */
import { z } from 'zod';
import { POSTURES } from '../tables/features';
import { HIT_LOCATIONS } from '../tables/hit-location';
import { LOAD_ITEMS } from '../tables/movement';
import { TARGET_MOVES } from '../tables/spotting';
import { WEAPON_KINDS } from '../tables/weapon-kinds';

/** What a hit leaves a man (seed line 61): under 4 pinned, 4–6 wounded, 7–8 crippled, 9+ killed. */
export const FIGURE_STATES = ['ok', 'pinned', 'wounded', 'crippled', 'killed'] as const;
export type FigureState = (typeof FIGURE_STATES)[number];

/** Troop quality (seed lines 388–397). */
export const QUALITIES = ['poor', 'average', 'good', 'veteran', 'elite'] as const;
export type Quality = (typeof QUALITIES)[number];

const id = z.string().min(1, 'an id must not be empty');
const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });
const rating = (what: string, min: number, max: number) => z.number().int(`${what} is a whole number`).min(min, `${what} is ${min} or more`).max(max, `${what} is ${max} or less`);

export const weaponSchema = z.strictObject({
  kind: z.enum(WEAPON_KINDS),
  /** "Out of Ammo - fires o.k. but must reload this go" (line 60). */
  mustReload: z.boolean().default(false),
  /** "Jams - doesn't fire takes next go to clear" (line 60). */
  jammed: z.boolean().default(false),
  /** The bound it jammed in: cleared at the end of the next (house JAM_CLEARS). */
  jammedBound: z.number().int().min(0).optional(),
  /** "D6 = 6 weapon destroyed" after an arm hit (seed line 63, optional hit location): it never fires again. */
  destroyed: z.boolean().optional(),
});
export type Weapon = z.output<typeof weaponSchema>;

export const figureSchema = z.strictObject({
  id,
  name: z.string().min(1),
  unitId: id,
  at: point,
  posture: z.enum(POSTURES).default('standing'),
  /** What he did last bound, as the spotting table reads it (line 27). */
  move: z.enum(TARGET_MOVES).default('still'),
  state: z.enum(FIGURE_STATES).default('ok'),
  weapon: weaponSchema,
  loads: z.array(z.enum(LOAD_ITEMS)).default([]),
  /** A vehicle crew closed down (line 32); a man on foot never is. */
  closedDown: z.boolean().default(false),
  /** Bounds in which he fired, and the last of them (spotting "1st/2nd+ shots", line 26). */
  boundsFired: z.number().int().min(0).default(0),
  lastFiredBound: z.number().int().min(0).optional(),
  /** Where his wounds were placed by the optional hit location (seed lines 62–63): a body/leg wound, crawl only; an arm wound, his firing DM (ruling SK30). */
  wounds: z.array(z.enum(HIT_LOCATIONS)).optional(),
  /** The side holding him since he surrendered in close combat (lines 136, 146; ruling SK31): out of play. */
  prisonerOf: id.optional(),
});
export type Figure = z.output<typeof figureSchema>;

export const unitSchema = z.strictObject({
  id,
  name: z.string().min(1),
  side: id,
  /** The leader whose L.P.s count on the reaction roll (line 24): one of the unit's figures. */
  leaderId: id,
  leadershipPoints: rating('leadership points', 0, 4),
  ability: rating('ability', 0, 4),
  fieldCraft: rating('field craft rating', 0, 4),
  quality: z.enum(QUALITIES),
  /** −2 … +2 (line 25); the scenario gives the start (the matrix of lines 398–405 is the rules' to compute). */
  motivation: rating('motivation', -2, 2),
});
export type Unit = z.output<typeof unitSchema>;

export const sideSchema = z.strictObject({ id, name: z.string().min(1) });
export type Side = z.output<typeof sideSchema>;
