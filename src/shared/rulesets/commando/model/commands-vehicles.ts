import { z } from 'zod';
import { COMPASS } from '../rules/searchlights';
import { TANK_CREW_ROLES } from './vehicle';

const squareSchema = z.object({ col: z.number().int().min(1), row: z.number().int().min(1) });
const id = z.string().min(1);
const compass = z.enum(COMPASS);

/** Section 23.0 General Rule, Case 24.23: a tank's hull, coaxial and turret hatch machineguns; an APC's swivel machinegun. */
export const VEHICLE_GUNS = ['hull', 'coaxial', 'hatch', 'swivel'] as const;
export type VehicleGun = (typeof VEHICLE_GUNS)[number];

/** Sections 23.0, 24.0, 29.0, 30.0 (engine/vehicle-command.ts, engine/vehicle-crew-command.ts). */
export const vehicleCommands = [
  /** Case 38.4 with Case 23.14 (ruling VH3): in set-up a side sets up its vehicle in a Zone its listing names (or on its entry squares), facing one of eight directions. */
  z.object({ type: z.literal('setup/place-vehicle'), vehicleId: id, square: squareSchema, facing: compass, turret: compass.optional() }),
  /** Case 2.0: the umpire places a vehicle anywhere it may stand, at any time, with his reason. */
  z.object({ type: z.literal('umpire/place-vehicle'), vehicleId: id, square: squareSchema, facing: compass, turret: compass.optional(), reason: z.string().trim().min(1).max(300) }),
  /**
   * Cases 23.13–23.14, 29.11: the vehicle moves square by square along `route` (its own square first). Case 23.18: each
   * Enemy man in a square it enters steps aside to the square his Player chose (`sidesteps`); a Friendly man in the last
   * square mounts it when `mountRunOver` (the tank stops), and is run over and killed when it goes on past him.
   */
  z.object({
    type: z.literal('vehicle/move'),
    vehicleId: id,
    route: z.array(squareSchema).min(2).max(60),
    sidesteps: z.array(z.object({ manId: id, to: squareSchema })).max(20).optional(),
    mountRunOver: z.boolean().optional(),
  }),
  /** Case 23.15: the tank or APC pivots in place to a new facing (5 Task Points per 45°). */
  z.object({ type: z.literal('vehicle/pivot'), vehicleId: id, facing: compass }),
  /** Cases 23.41–23.43: the gunner turns the turret (25 Task Points). */
  z.object({ type: z.literal('vehicle/turn-turret'), vehicleId: id, facing: compass }),
  /** Case 23.5, Case 24.21: the commander opens up or buttons down (25 Task Points). */
  z.object({ type: z.literal('vehicle/hatch'), vehicleId: id, open: z.boolean() }),
  /** Case 23.23: two crew seats exchange their men (20 Task Points by the tank); one seat may be empty. */
  z.object({ type: z.literal('vehicle/exchange-crew'), vehicleId: id, a: z.enum(TANK_CREW_ROLES), b: z.enum(TANK_CREW_ROLES) }),
  /** Cases 23.71, 23.74, 24.22: crew members bail out (50 Task Points by the vehicle) to adjacent squares; others may stay. */
  z.object({ type: z.literal('vehicle/bail-out'), vehicleId: id, men: z.array(z.object({ manId: id, square: squareSchema })).min(1).max(5) }),
  /** Case 23.72: the acting man, next to his vehicle, re-enters it into a seat (25 Task Points). */
  z.object({ type: z.literal('task/re-enter-vehicle'), manId: id, vehicleId: id, role: z.enum(TANK_CREW_ROLES) }),
  /** Cases 24.12–24.15, 24.3–24.5, 29.32, 23.18, 23.63: the acting man mounts into an APC, jeep or sidecar, or onto a tank (`rider`). */
  z.object({ type: z.literal('task/mount-vehicle'), manId: id, vehicleId: id }),
  /** Cases 24.12–24.15, 24.41, 24.55, 29.32: the acting man dismounts to `square`. */
  z.object({ type: z.literal('task/dismount-vehicle'), manId: id, square: squareSchema }),
  /** Section 23.0 "Fire", Cases 23.31, 23.36, 23.38: the tank fires its main gun at a square (engine/vehicle-main-gun.ts). */
  z.object({ type: z.literal('vehicle/fire-main-gun'), vehicleId: id, square: squareSchema }),
  /**
   * Cases 23.32, 23.34–23.37, 24.21, 24.23: one of the vehicle's machineguns fires at Enemy men its crewman observes, as a
   * machinegun braced and always loaded (engine/vehicle-machineguns.ts; ruling VH27).
   */
  z.object({
    type: z.literal('vehicle/fire-machinegun'),
    vehicleId: id,
    gun: z.enum(VEHICLE_GUNS),
    targets: z.array(z.object({ targetId: id, fires: z.number().int().min(1).max(20).optional() })).min(1).max(10),
    spray: z.boolean().optional(),
  }),
  /** Case 29.22: "Enemy men may fire at the jeep" (or motorcycle, Section 30.0): small arms fire at the vehicle itself (engine/jeep-target-fire.ts). */
  z.object({ type: z.literal('task/fire-at-jeep'), manId: id, vehicleId: id, weaponId: id.optional(), aimed: z.boolean().optional() }),
  /** Cases 22.42, 23.74 (Tables 26.5/26.6 are Section 26.0's): the umpire records a vehicle's damage with his reason. */
  z.object({ type: z.literal('umpire/damage-vehicle'), vehicleId: id, taskPointsLost: z.number().int().min(0).max(100), knockedOut: z.boolean(), reason: z.string().trim().min(1).max(300) }),
] as const;
