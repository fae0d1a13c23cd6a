import { FLAME_PATTERNS } from '../rules/flame-pattern';
import { z } from 'zod';
import { mineTypeSchema } from '../rules/mines-model';
import { COMPASS } from '../tables/grenade-accuracy';
import { searchlightCommands } from './commands-searchlights';
import { artilleryCommands } from './commands-artillery';
import { antitankCommands } from './commands-antitank';
import { satchelCommands } from './commands-satchel';
import { climbingCommands } from './commands-climbing';
import { underwaterCommands } from './commands-underwater';
import { dogCommands } from './commands-dogs';
import { mountCommands } from './commands-mounts';
import { vehicleCommands } from './commands-vehicles';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);
const grenadeType = z.enum(['fragmentation', 'smoke', 'illumination']);
/** Case 10.72 (opportunity-model.ts OpportunityCondition). */
const opportunityCondition = z.object({
  trigger: z.enum(['moving-or-firing', 'moving', 'firing']),
  ordinal: z.number().int().min(1).max(20),
  onlyMen: z.array(id).min(1).max(20).optional(),
  onlySquares: z.array(squareSchema).min(1).max(50).optional(),
});

/**
 * Umpire rulings: commands the umpire may always give, whatever the Phase,
 * because an umpired game needs a way to set the table right (Case 2.0: the
 * umpire keeps the hidden map).
 */
const umpireRulings = [
  z.object({
    type: z.literal('umpire/place-man'),
    manId: id,
    square: squareSchema,
    posture: z.enum(['erect', 'prone']).optional(),
    /** Case 2.0: why the umpire places him outside the rules during play (recorded on the event as a ruling). */
    reason: z.string().trim().min(1).max(300).optional(),
  }),
  z.object({ type: z.literal('umpire/record-observation'), observerId: id, targetId: id }),
  z.object({ type: z.literal('umpire/lose-sight'), observerId: id, targetId: id }),
  /** Wound Points charged by a ruling (until the fire modules charge them): Cases 9.0–9.3. */
  z.object({
    type: z.literal('umpire/wound-man'),
    manId: id,
    woundPoints: z.number().int().min(1).max(99),
    /** Killed outright on the Kill Percentage Table (Case 10.54). */
    killed: z.boolean().optional(),
    /** Hit by opportunity fire: he loses twice the Wound Points in Task Points (Case 9.31). */
    byOpportunityFire: z.boolean().optional(),
  }),
] as const;

/** The rule-checked commands of Sections 5–8 (Phase sequence, observation, plots, initiative, tasks). */
const sequenceCommands = [
  /** Case 5.1: move on to the next Phase (the umpire gives it when the Phase's work is done). */
  z.object({ type: z.literal('phase/advance') }),
  /** Cases 8.31, 8.73, 8.92: one man tries to observe one enemy man (1D100). */
  z.object({ type: z.literal('observe/attempt'), observerId: id, targetId: id }),
  /** Cases 8.92, 8.95: an observer in a prompt lets the moment pass (or, if forced, defers to a later point). */
  z.object({ type: z.literal('observe/forego'), observerId: id, promptId: id }),
  /** Case 5.1 B, 10.76: secretly plot a man for opportunity fire. */
  z.object({
    type: z.literal('plot/opportunity-fire'),
    manId: id,
    fireTask: z.string().min(1),
    payload: z.record(z.string(), z.unknown()).optional(),
    /** Case 10.72 (ruling O3): whom the plot fires at; the first observed target when absent. */
    condition: opportunityCondition.optional(),
  }),
  /** Case 5.1 B: change one's mind before the plot Phase ends. */
  z.object({ type: z.literal('plot/withdraw'), manId: id }),
  /** Case 6.1: each side rolls 1D10, ties re-rolled. */
  z.object({ type: z.literal('initiative/roll') }),
  /** Cases 5.1 E, 6.21, 14.11: the side to act chooses a man to execute tasks. */
  z.object({ type: z.literal('task/begin'), manId: id }),
  /** Section 7.0: a route, route[0] the man's own square. */
  z.object({
    type: z.literal('task/move'),
    manId: id,
    route: z.array(squareSchema).min(2).max(200),
    /** A route move's squares past the Task Points he has (Case 6.44): not walked, kept as his route's remainder (route-move.ts). */
    beyond: z.array(squareSchema).min(1).max(200).optional(),
    /** Case 19.34: a ridden mount's move on which its rider drops his prepared grenade as they gallop through `square` (engine/mount-grenade.ts). */
    dropGrenade: z.object({ square: squareSchema, grenade: z.enum(['fragmentation', 'smoke', 'illumination']).optional() }).optional(),
  }),
  /** Issue 15, a route move: the whole route at once, walked as far as his Task Points go (Case 6.44); stops where task/move stops. */
  z.object({ type: z.literal('task/route'), manId: id, route: z.array(squareSchema).min(2).max(200) }),
  /** Issue 15: the rest of his route, after a stop that leaves it open (an observation prompt, Case 7.52; an interrupt, Case 7.53; Task Points, Case 6.44). */
  z.object({ type: z.literal('task/resume-route'), manId: id }),
  /** Chart 5.22, Case 7.6. `goOn`: he means to execute further tasks, so it is not his last and he pays (Chart 5.22 note *). */
  z.object({ type: z.literal('task/fall-prone'), manId: id, goOn: z.boolean().optional() }),
  /** Chart 5.22. */
  z.object({ type: z.literal('task/stand'), manId: id }),
  /** Case 6.41/6.43: the man's interval is over. */
  z.object({ type: z.literal('task/end'), manId: id }),
  /** Case 6.41: the side performs no further tasks in this Phase. */
  z.object({ type: z.literal('side/pass'), side: id }),
] as const;

/** Orders for one man in one round of hand-to-hand combat (melee-model.ts ManRoundOrder; Cases 12.4, 12.44, 12.5, 12.53, 12.74). */
const meleeRoundOrder = z.object({
  grapple: id.optional(),
  breakFree: z.union([z.literal(true), z.array(id)]).optional(),
  drop: z.boolean().optional(),
  action: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('strike'), target: id.optional() }),
      z.object({ kind: z.literal('draw'), weapon: z.string().min(1) }),
      z.object({ kind: z.literal('pass') }),
    ])
    .optional(),
});

/** Section 12 and Section 38 commands (melee-phase.ts, setup-commands.ts, entry.ts, the special-rule plug-ins). */
const scenarioCommands = [
  /** Case 38.41: the defender (or the umpire for him) sets a man up in secret; Case 38.45 sentry route optional. */
  z.object({ type: z.literal('setup/deploy'), manId: id, square: squareSchema, sentryRoute: z.array(squareSchema).min(2).max(200).optional() }),
  /** Case 39.43: a scenario object (a hostage group) placed in set-up; `square` is its north-west square. */
  z.object({ type: z.literal('setup/place-object'), objectId: id, square: squareSchema }),
  /** Case 11.71: before play, the Player (or the umpire for him) gives an explosive to one of his men who holds none. */
  z.object({ type: z.literal('setup/assign-explosive'), explosiveId: id, manId: id }),
  /** Case 38.41: set-up over; Game-Turn 1 begins. */
  z.object({ type: z.literal('setup/start') }),
  /** Cases 41.7, 45.7, 46.7: the attacking Player's written choice of entry option, recorded before the defender deploys (secret from him). */
  z.object({ type: z.literal('setup/choose-entry'), side: id, optionId: id }),
  /** Cases 38.51–38.54: an off-map man's first task is to enter on an entry square. */
  z.object({ type: z.literal('entry/enter'), manId: id, square: squareSchema }),
  /** Cases 15.26, 38.32: the acting man steps off the map from an edge square (5 Task Points). */
  z.object({ type: z.literal('task/exit-map'), manId: id }),
  /** Case 39.43: the acting man moves an adjacent scenario object (a hostage group) along a route of its north-west squares; `exit` steps it off the map. */
  z.object({ type: z.literal('object/move'), objectId: id, manId: id, route: z.array(squareSchema).min(1).max(100), exit: z.boolean().optional() }),
  /** Section 12.0: resolve the Hand-to-Hand Combat Phase with the Players' orders (combats keyed by square). */
  z.object({
    type: z.literal('melee/resolve'),
    combats: z
      .array(
        z.object({
          square: squareSchema,
          wishes: z.record(z.string(), z.enum(['fight', 'disengage'])).optional(),
          disengageOrder: z.array(id).optional(),
          rounds: z.array(z.object({ men: z.record(z.string(), meleeRoundOrder).optional(), blowOrder: z.array(id).optional() })).max(5).optional(),
        }),
      )
      .default([]),
  }),
  /** Case 39.43 and other counters: the umpire records a scenario counter (dead hostages). */
  z.object({ type: z.literal('umpire/adjust-counter'), counter: id, delta: z.number().int().min(-99).max(99) }),
  /** Case 38.31: the game ends by the umpire's word (the attacker breaks off an endless game). */
  z.object({ type: z.literal('game/end') }),
  /** Case 42.43 Observation from the Train: the Turkish Player's option, the squares the train moves this Game-Turn. */
  z.object({ type: z.literal('train/set-speed'), objectId: id, squares: z.number().int().min(0).max(13) }),
  /** Cases 45.81, 50.43: the acting man spends Task Points on the scenario's work in his square (`workId`: the special rule's id). */
  z.object({ type: z.literal('task/scenario-work'), manId: id, workId: id, taskPoints: z.number().int().min(1).max(50) }),
  /** Section 13.2 (Cases 20.33, 45.81): the acting man takes an item of equipment (wire-clippers, the radio) from a man in his square. */
  z.object({ type: z.literal('task/take-equipment'), manId: id, fromId: id, item: id }),
  /** Case 44.43: a German man at the detonator tries, once, to blow the bridge. */
  z.object({ type: z.literal('task/detonate-bridge'), manId: id }),
  /** Case 50.43 The Tramway: instead of executing tasks, he is placed in `square` of the other "Tram" building. */
  z.object({ type: z.literal('task/ride-tram'), manId: id, square: squareSchema }),
] as const;

/** Sections 9–11, 13 and opportunity fire (fire-command.ts, grenade-command.ts, weapon-command.ts, opportunity-command.ts). */
const fireCommands = [
  /** Sections 10.1–10.4: the acting man fires his prepared weapon at observed men (more than one: spray fire, Case 10.43). */
  z.object({
    type: z.literal('task/fire'),
    manId: id,
    targets: z.array(z.object({ targetId: id, fires: z.number().int().min(1).max(20).optional() })).min(1).max(10),
    weaponId: id.optional(),
    /** Case 10.82: aiming expends all remaining Task Points. */
    aimed: z.boolean().optional(),
    /** Case 10.43: must agree with the number of targets when given. */
    spray: z.boolean().optional(),
  }),
  /** Case 10.63. */
  z.object({ type: z.literal('task/reload'), manId: id, weaponId: id.optional() }),
  /** Case 13.18: change the prepared weapon. */
  z.object({ type: z.literal('task/prepare-weapon'), manId: id, weaponId: id }),
  /** Case 11.1. */
  z.object({ type: z.literal('task/prepare-grenade'), manId: id, grenade: grenadeType }),
  /** Case 11.2: at a square; the first prepared grenade of the kind given (or his first). */
  // Cases 24.34, 24.42, 24.56: `intoVehicle` throws into an APC's passenger compartment (the target is its square).
  z.object({ type: z.literal('task/throw-grenade'), manId: id, target: squareSchema, grenade: grenadeType.optional(), intoVehicle: id.optional() }),
  /** Case 13.14: free. */
  z.object({ type: z.literal('task/drop-weapon'), manId: id, weaponIds: z.array(id).min(1).max(4) }),
  /** Case 13.15. */
  z.object({ type: z.literal('task/pick-up-weapon'), manId: id, weaponId: id, drop: z.array(id).max(4).optional() }),
  /** Section 13.2. */
  z.object({
    type: z.literal('task/exchange-weapons'),
    manId: id,
    partnerId: id,
    take: z.array(id).max(4).default([]),
    give: z.array(id).max(4).optional(),
    grenades: z.record(grenadeType, z.number().int().min(-12).max(12)).optional(),
    /** Case 11.71: an explosive either man carries passes to the other (who must hold none). */
    explosive: id.optional(),
  }),
  /** Case 11.73: Task Points toward emplacing his explosive in his square. */
  z.object({ type: z.literal('task/emplace-explosive'), manId: id, explosiveId: id, taskPoints: z.number().int().min(1).max(50) }),
  /** Cases 6.31, 7.53, 10.71–10.73: the plotted man fires (or throws) now. */
  z.object({ type: z.literal('opportunity/fire'), promptId: id }),
  /** Case 7.53, ruling O5: he lets this moment pass. */
  z.object({ type: z.literal('opportunity/hold'), promptId: id }),
  /** Case 14.22: the owning Player names which of the equally near men his panicked man fires at. */
  z.object({ type: z.literal('panic/choose-target'), manId: id, targetId: id }),
] as const;

const sideSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1), dir: z.enum(['n', 'e', 's', 'w']) });

/** Section 20.0 Barbed Wire (engine/wire-command.ts). `side` names a wire square side (map-model.ts SideRef). */
const wireCommands = [
  /** Case 20.12: the acting man falls prone onto straight wire beside his square; others may cross over him. */
  z.object({ type: z.literal('task/bridge-wire'), manId: id, side: sideSchema }),
  /** Case 20.13: the bridging man stands up, in his square or (`across`) on the other side of the wire. */
  z.object({ type: z.literal('task/leave-wire'), manId: id, across: z.boolean().optional() }),
  /** Cases 20.31–20.32: Task Points toward clipping the wire on a side of his square (all he has left, up to the total, when absent). */
  z.object({ type: z.literal('task/clip-wire'), manId: id, side: sideSchema, taskPoints: z.number().int().min(1).max(100).optional() }),
  /** Section 31.0 General Rule: in set-up, the owning side puts the current on in (or, `on: false`, takes it off) a side of straight wire. */
  z.object({ type: z.literal('setup/electrify-wire'), side: id, wire: sideSchema, on: z.boolean().optional() }),
  /** Case 31.1: the acting man spends his whole Phase testing the wire on a side of his square. */
  z.object({ type: z.literal('task/test-wire'), manId: id, side: sideSchema }),
  /** Cases 31.23–31.25: the acting man boosts `partnerId` (in his square, or across the wire from him) over the wire on `side`. */
  z.object({ type: z.literal('task/boost-wire'), manId: id, partnerId: id, side: sideSchema }),
] as const;

/** Section 17.0 Flamethrowers (engine/flamethrower-command.ts). */
const flamethrowerCommands = [
  /** General Rule, Diagram 5: the acting man fires his flamethrower in one of the twelve 45° patterns (rules/flame-pattern.ts). */
  z.object({ type: z.literal('task/fire-flamethrower'), manId: id, pattern: z.enum(FLAME_PATTERNS), weaponId: id.optional() }),
  /** Case 17.42: the acting man, prone, spends Task Points rolling on the ground to put out his flames (all he needs, or all he has). */
  z.object({ type: z.literal('task/smother-flames'), manId: id }),
  /** Case 17.36: the acting man spends Task Points repairing his exploded flamethrower (all he needs, or all he has). */
  z.object({ type: z.literal('task/repair-flamethrower'), manId: id, weaponId: id.optional() }),
] as const;

/** Section 22.0 Mines (engine/mine-command.ts). */
const mineCommands = [
  /** Section 22.0 Procedure, Cases 22.31–22.35: lay one mine of the side's allotment in set-up (a claymore with facing and a detonator or tripwire anchor). */
  z.object({
    type: z.literal('setup/place-mine'),
    side: id,
    mineType: mineTypeSchema,
    square: squareSchema,
    facing: z.enum(COMPASS).optional(),
    detonator: squareSchema.optional(),
    tripwireAnchor: squareSchema.optional(),
  }),
  /** Take back a mine laid in set-up. */
  z.object({ type: z.literal('setup/remove-mine'), mineId: id }),
  /** Cases 22.32, 22.34: the acting man at a detonator sets off its claymores (20 Task Points). */
  z.object({ type: z.literal('task/detonate-claymore'), manId: id }),
] as const;

/** Sections 18.0 Rifle Grenades and 21.0 Thump Guns (engine/launcher-command.ts). */
const launcherCommands = [
  /** Cases 18.12, 18.13, 18.23: the acting man affixes (or `remove`s) a rifle grenade on his own weapon or, with `ownerId`, on that of a man in his square. */
  z.object({ type: z.literal('task/affix-rifle-grenade'), manId: id, ownerId: id.optional(), remove: z.boolean().optional() }),
  /** Section 18.0 procedure, Case 18.14: the acting man fires his affixed rifle grenade at a square. */
  z.object({ type: z.literal('task/fire-rifle-grenade'), manId: id, target: squareSchema, illumination: z.boolean().optional() }),
  /** Cases 21.12–21.14: the acting man fires his thump gun at a square. */
  z.object({ type: z.literal('task/fire-thump-gun'), manId: id, target: squareSchema, illumination: z.boolean().optional() }),
  /** Case 21.11: in set-up, a man is given a thump gun (in lieu of `replaceWeaponId`, or of the weapon the scenario's listing names). */
  z.object({ type: z.literal('setup/issue-thump-gun'), manId: id, replaceWeaponId: id.optional() }),
] as const;

/** Section 34.0 Illumination Devices (engine/illumination-command.ts); `illumination` above fires an illumination rifle grenade or shell (Cases 34.24, 34.25). */
const illuminationCommands = [
  /** Cases 34.31–34.32: the acting man fires a hand-fired flare at a square. */
  z.object({ type: z.literal('task/fire-flare'), manId: id, target: squareSchema }),
  /** Cases 34.41–34.44: the umpire puts a star shell over the square where his resolution of the artillery fire (Section 28.0) brought it, for `side`'s guns. */
  z.object({ type: z.literal('umpire/star-shell'), side: id, square: squareSchema }),
  /** Cases 34.42, 32.12: the umpire rolls the wind (once a game; the first star shell rolls it if he has not). */
  z.object({ type: z.literal('umpire/roll-wind') }),
] as const;

export const commandSchema = z.discriminatedUnion('type', [...umpireRulings, ...sequenceCommands, ...scenarioCommands, ...fireCommands, ...flamethrowerCommands, ...wireCommands, ...mineCommands, ...launcherCommands, ...searchlightCommands, ...illuminationCommands, ...climbingCommands, ...dogCommands, ...underwaterCommands, ...mountCommands, ...vehicleCommands, ...artilleryCommands, ...antitankCommands, ...satchelCommands]);

export type Command = z.infer<typeof commandSchema>;
export type CommandType = Command['type'];
export type CommandOf<T extends CommandType> = Extract<Command, { type: T }>;
