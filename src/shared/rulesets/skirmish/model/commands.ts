/**
 * The commands of a skirmish game, parsed with zod at the transport. Each
 * step of the Bound is played by the engine with the rules' calculators
 * (`reaction/roll`, `fire/group`, `fire/aimed`, `damage/roll`,
 * `close-combat/fight`, `motivation/apply`), each taking the umpire's
 * discretion with its reason; `umpire/resolve` stays as the umpire's
 * override: a result and the reason entered in place of the roll.
 */
import { z } from 'zod';
import { FLAME_WEAPONS, HE_WEAPONS } from '../tables/he';
import { LAUNCHERS } from '../tables/infantry-at';
import { RADIO_SETS, RADIO_WEATHERS } from '../tables/radio';
import { ARTILLERY_CLASSES, BARRAGE_MINUTES, SHELL_ROUNDS } from '../tables/artillery';
import { STRAFING_ALTITUDES, STRAFING_FLIGHTS, STRAFING_TARGETS, STRAFING_WEAPONS } from '../tables/strafing';
import { mineAreaSchema } from './mines';
import { SUPPORT_FIRE } from '../tables/reaction';
import { FIGURE_STATES } from './figures';
import { unitOrderSchema } from './orders';

const id = z.string().min(1);
const reason = z.string().trim().min(1, 'say why: the reason is kept in the log');
const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });

/** The umpire's discretion on a roll (seed line 24, "+/- Umpires discretion"): an amount and its reason. */
export const discretionSchema = z.strictObject({ amount: z.number().int().min(-6).max(6), reason });

const smokeSchema = z.strictObject({ id, centre: point, radius: z.number().positive().max(60), developed: z.enum(['partial', 'full']) });

export const resolutionSchema = z.discriminatedUnion('step', [
  z.strictObject({ step: z.literal('reaction'), unitId: id, passed: z.boolean(), reason }),
  z.strictObject({
    step: z.literal('fire'),
    firerIds: z.array(id).min(1),
    result: z.string().min(1),
    reason,
    /** Misfires as the table gave them (line 60): a jam or out of ammunition marks the weapon; O.K. clears it. */
    misfires: z.array(z.strictObject({ figureId: id, result: z.enum(['ok', 'dud', 'out-of-ammo', 'jams']) })).default([]),
  }),
  /** `hitId`: the pending hit (from fire) the umpire settles in place of its wound roll. */
  z.strictObject({ step: z.literal('damage'), figureId: id, result: z.enum(FIGURE_STATES), reason, hitId: id.optional() }),
  z.strictObject({
    step: z.literal('close-combat'),
    figureIds: z.array(id).min(1),
    result: z.string().min(1),
    reason,
    states: z.array(z.strictObject({ figureId: id, state: z.enum(FIGURE_STATES) })).default([]),
  }),
  z.strictObject({ step: z.literal('motivation'), unitId: id, change: z.number().int().min(-4).max(4), reason }),
  z.strictObject({ step: z.literal('recovery'), figureId: id, result: z.enum(FIGURE_STATES), reason }),
]);
export type Resolution = z.output<typeof resolutionSchema>;

export const skirmishCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('orders/submit'), side: id, orders: z.array(unitOrderSchema) }),
  z.strictObject({ type: z.literal('bound/advance') }),
  z.strictObject({
    type: z.literal('spot/check'),
    observerId: id,
    /** A figure the umpire checks, or a place where (the umpire knows) nothing is. */
    target: z.union([z.strictObject({ figureId: id }), z.strictObject({ at: point })]),
    discretion: discretionSchema.optional(),
  }),
  z.strictObject({ type: z.literal('umpire/resolve'), resolution: resolutionSchema }),
  /** The reaction roll of one unit (seed line 24): support fire covering it and the umpire's discretion. */
  z.strictObject({ type: z.literal('reaction/roll'), unitId: id, support: z.array(z.enum(SUPPORT_FIRE)).max(2).default([]), discretion: discretionSchema.optional() }),
  /** Group fire (seed lines 66–90): firers of one unit at a target group. */
  z.strictObject({ type: z.literal('fire/group'), firerIds: z.array(id).min(1).max(20), targetIds: z.array(id).min(1).max(20), discretion: discretionSchema.optional() }),
  /** An aimed single shot (seed lines 50–58, 547–574): the umpire names the weapon's table and row (ruling SK7). */
  z.strictObject({ type: z.literal('fire/aimed'), firerId: id, targetId: id, table: z.string().min(1), row: z.string().min(1), discretion: discretionSchema.optional() }),
  /** H.E., a grenade or a flame thrower at a point (seed lines 91–131, ruling SK23): the umpire names the weapon and its round. */
  z.strictObject({
    type: z.literal('fire/he'),
    firerId: id,
    weapon: z.enum([...HE_WEAPONS, ...FLAME_WEAPONS]),
    /** The H.E. round, or the row's other (W.P./H.E.A.T., line 112). */
    round: z.enum(['he', 'other']).default('he'),
    aim: point,
    discretion: discretionSchema.optional(),
  }),
  /** A launcher at a point (seed lines 246–261, ruling SK28): the umpire names the launcher. */
  z.strictObject({ type: z.literal('fire/launcher'), firerId: id, launcher: z.enum(LAUNCHERS), aim: point, discretion: discretionSchema.optional() }),
  /** One pending hit's wound roll (seed lines 60–65). */
  z.strictObject({ type: z.literal('damage/roll'), hitId: id, discretion: discretionSchema.optional() }),
  /** A charge (seed lines 132–154): the attackers' unit, the defenders', and who fights whom. */
  z.strictObject({
    type: z.literal('close-combat/fight'),
    attackerUnitId: id,
    defenderUnitId: id,
    pairs: z.array(z.strictObject({ attackerId: id, defenderId: id, toRear: z.boolean().default(false) })).min(1).max(20),
    discretion: discretionSchema.optional(),
  }),
  /** A unit's motivation after the bound (seed line 25), with the umpire's discretion. */
  z.strictObject({ type: z.literal('motivation/apply'), unitId: id, discretion: discretionSchema.optional() }),
  /** The umpire lays a mine or trap area with its prepared cards (seed line 161, ruling SK24). */
  z.strictObject({ type: z.literal('umpire/place-mines'), area: mineAreaSchema, reason }),
  /** A unit that walked in a mine area this bound rolls its encounter (seed lines 155–179, ruling SK24). */
  z.strictObject({ type: z.literal('mines/walk'), areaId: id, unitId: id, notInFile: z.boolean().default(false), discretion: discretionSchema.optional() }),
  /** A radio operator calls (seed lines 16–23, ruling SK25). */
  z.strictObject({
    type: z.literal('radio/contact'),
    figureId: id,
    /** Whom he calls: free words for the log. */
    to: z.string().trim().min(1).max(120),
    set: z.enum(RADIO_SETS),
    underFire: z.boolean().default(false),
    weather: z.enum(RADIO_WEATHERS).default('clear'),
    discretion: discretionSchema.optional(),
  }),
  /** A forward observer in radio contact calls a fire mission on a point (seed lines 201–222, ruling SK33). */
  z.strictObject({
    type: z.literal('artillery/call'),
    observerId: id,
    battery: z.enum(ARTILLERY_CLASSES),
    round: z.enum(SHELL_ROUNDS).default('he'),
    aim: point,
    fire: z.enum(['ranging', 'barrage']).default('ranging'),
    minutes: z.number().refine((m) => (BARRAGE_MINUTES as readonly number[]).includes(m), { message: `a barrage lasts ${BARRAGE_MINUTES.join(', ')} minutes (seed line 205)` }).optional(),
    guns: z.union([z.literal(4), z.literal(6)]).default(4),
    discretion: discretionSchema.optional(),
  }),
  /** The optional rules the umpire plays (the hit location of seed lines 62–63, ruling SK19). */
  z.strictObject({
    type: z.literal('umpire/set-options'),
    hitLocation: z.boolean(),
    /** A WWII game: "Half all these DM's (round down) for WWII games" (seed line 201, ruling SK34); absent keeps the game's setting. */
    wwii: z.boolean().optional(),
    reason,
  }),
  z.strictObject({ type: z.literal('umpire/set-conditions'), night: z.boolean(), smoke: z.array(smokeSchema), reason }),
  /** The umpire sets terrain alight by hand — napalm, a burning vehicle, a building (seed line 230, ruling SK29). */
  z.strictObject({ type: z.literal('umpire/start-fire'), at: point, reason }),
  /** A man tries to put out a terrain fire this bound (seed line 231, "+2 per turn trying to put out fire"). */
  z.strictObject({ type: z.literal('terrain-fire/fight'), figureId: id, fireId: id }),
  /** The umpire flies a strafing pass (seed lines 296–315, ruling SK35): its straight line across the table, its guns, and the point on the line it aims at. */
  z.strictObject({
    type: z.literal('umpire/strafe'),
    /** The aircraft's name, for "one straight-line pass per bound" (line 296) and the log. */
    aircraft: z.string().trim().min(1).max(60),
    from: point,
    to: point,
    weapon: z.enum(STRAFING_WEAPONS),
    altitude: z.enum(STRAFING_ALTITUDES),
    flight: z.enum(STRAFING_FLIGHTS).default('normal'),
    target: z.enum(STRAFING_TARGETS),
    /** Inches along the line from `from` to the point aimed at. */
    aimAlong: z.number().finite().min(0),
    reason,
    discretion: discretionSchema.optional(),
  }),
]);
export type SkirmishCommand = z.output<typeof skirmishCommandSchema>;
