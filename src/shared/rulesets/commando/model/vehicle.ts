/**
 * Vehicles (Optional Rules Sections 23.0 Tanks, 24.0 APCs, 29.0 Jeeps, 30.0
 * Motorcycles) as pieces in the game state: their own ids, a square, a facing
 * of eight (Case 23.14), a turret facing (Case 23.16), opened up or buttoned
 * down (Case 23.5), the crew by function (Case 23.22), the men inside or on
 * it, the Task Points spent this Game-Turn (Cases 23.12, 24.11, 29.11) and
 * damage. The men aboard are men (ManState with `aboard`, no square of their
 * own): their square is the vehicle's (ruling VH2). Rulings:
 * docs/rulings/vehicles.md.
 */
import type { Square } from '../../../map/map-model';
import type { Compass } from '../rules/searchlights';

import type { VehicleKind } from '../rules/vehicle-movement';
export { VEHICLE_KINDS, type VehicleKind } from '../rules/vehicle-movement';

/** Section 24.0 General Rule: the three types of APC. */
export const APC_TYPES = ['unroofed', 'enclosed', 'gun-slits'] as const;
export type ApcType = (typeof APC_TYPES)[number];

/** Case 23.22 (tank), Case 24.11 (APC: driver and commander/gunner), Cases 29.12, 30.0 (a driver). */
export const TANK_CREW_ROLES = ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'] as const;
export type CrewRole = (typeof TANK_CREW_ROLES)[number];

/** The era variants the rules draw: Case 23.22 note (modern tanks have no hull machinegun), Case 23.31 exception (modern NATO and Israeli main guns fire twice). */
export interface VehicleVariant {
  readonly era: 'WWI' | 'WWII' | 'Modern';
  /** Section 24.0: the APC's passenger compartment. */
  readonly apcType?: ApcType;
  /** Section 30.0: a motorcycle with a sidecar carries one passenger. */
  readonly sidecar?: boolean;
  /** Section 29.0 General Rule: "Some jeeps may mount machine guns." */
  readonly machinegun?: boolean;
  /** Case 23.31 exception: a modern NATO or Israeli tank fires its main gun twice per Turn. */
  readonly mainGunTwice?: boolean;
}

/** What the vehicle has done in one Game-Turn (Cases 23.12, 23.41, 23.72, 24.36). */
export interface VehicleTurn {
  readonly turn: number;
  /** Task Points spent (Chart 23.8), of the vehicle's allotment. */
  readonly spent: number;
  /** It entered a square this Game-Turn (Cases 24.36, 24.54, 29.33: fire from a moving vehicle). */
  readonly moved: boolean;
  /** Case 23.41: the turret was turned this Game-Turn (no main gun or coaxial fire). */
  readonly turretTurned: boolean;
  /** Case 23.72: a crewman re-entered it in this Phase: it spends nothing in that Phase. */
  readonly reEnteredPhase?: string;
  /** Case 24.12: the one square passengers were loaded or discharged from in a Phase. */
  readonly loadedFrom?: { readonly phase: string; readonly square: Square };
  /** Case 23.18: it stopped to take on a Friendly man it ran over. */
  readonly stopped?: boolean;
  /** Case 23.22 (ruling VH66): its driver went out of action while it was moving; it ceased movement for this Game-Turn. */
  readonly driverLost?: boolean;
  /** Case 23.31: main gun rounds fired this Game-Turn (two for a modern NATO or Israeli tank). */
  readonly mainGunFires?: number;
  /** Case 23.32 (ruling VH27): the Phase its 25 Task Points for machinegun fire were paid; more machineguns fire free in it. */
  readonly machinegunsPaidPhase?: string;
  /** Case 24.52: the men who fired through each side's gun slits this Game-Turn (four a side, two at the rear). */
  readonly slitFirers?: Readonly<Partial<Record<SlitSide, readonly string[]>>>;
  /** Cases 24.33, 24.53: passengers who stood and fired from it this Game-Turn, exposed to Enemy fire (ruling VH31). */
  readonly firedAboard?: readonly string[];
}

/** Case 24.52 Diagrams 12–13: the sides of a gun-slit APC with slits (the front has none). */
export type SlitSide = 'slits-left' | 'slits-right' | 'slits-rear';

export interface VehicleState {
  readonly id: string;
  readonly side: string;
  readonly kind: VehicleKind;
  readonly name: string;
  readonly variant: VehicleVariant;
  /** Off the map until set up or placed (Case 23.17: one square). */
  readonly square?: Square;
  /** Case 23.14: one of the eight compass directions (jeeps and motorcycles have none to speak of, Case 29.14, but keep the last way moved for drawing). */
  readonly facing: Compass;
  /** Case 23.16: tanks only. */
  readonly turret?: Compass;
  /** Case 23.5 (tank), Case 24.21 (APC): opened up (the commander exposed) or buttoned down. */
  readonly open: boolean;
  /** Case 23.22: the man in each function, by man id (absent: no one in that seat). */
  readonly crew: Readonly<Partial<Record<CrewRole, string>>>;
  /** Cases 24.12, 29.32, 30.0: men carried inside (not crew). */
  readonly passengers: readonly string[];
  /** Cases 23.18, 23.63: men riding on a tank (outside, exposed). */
  readonly riders: readonly string[];
  readonly turnRecord?: VehicleTurn;
  /** Cases 23.51–23.52, 24.21: its panic check this Game-Turn and how it read (steady: no panic). */
  readonly panic?: { readonly turn: number; readonly reading: VehiclePanicReading };
  /** Case 23.24: the last Game-Turn its main gun or coaxial machinegun fired (with the loader out, they fire on alternate Game-Turns). */
  readonly turretFiredTurn?: number;
  /** Set-up (ruling VH3): the Zones it may be set up in, or that it comes on with its side's entering men. */
  readonly setup?: { readonly zones?: readonly number[]; readonly entry?: boolean; readonly caseRef: string };
  /** Damage (Cases 22.42, 23.74; Tables 26.5/26.6 belong to Section 26.0): Task Points it has lost, or knocked out. */
  readonly damage?: {
    readonly taskPointsLost: number;
    readonly knockedOut: boolean;
    readonly caseRef: string;
    /** Cases 28.34–28.35: every Table 26.5/26.6 effect suffered so far (turret, interior, treads, hull, burns, destroyed). */
    readonly effects?: readonly string[];
    /** Tables 26.5 / 26.6 Burns: the Game-Turn it began to burn; it explodes in the next Game-Turn's Bookkeeping Phase. */
    readonly burnsTurn?: number;
    /** It has exploded (Destroyed, or burned out): its blast is spent. */
    readonly exploded?: boolean;
  };
}

/** Case 23.52: a panicked tank holds (for "fall prone"), moves straight ahead, or fires its machineguns; `steady` when it did not panic. */
export type VehiclePanicReading = 'steady' | 'hold' | 'move' | 'fire';

/** Sections 23.0, 24.0, 29.0, 30.0 in a game. */
export interface VehiclesState {
  readonly vehicles: readonly VehicleState[];
  readonly nextNumber: number;
}

/** Every man aboard (crew, passengers, riders). */
export function aboardIds(v: VehicleState): string[] {
  return [...Object.values(v.crew).filter((x): x is string => x !== undefined), ...v.passengers, ...v.riders];
}

/** The man's crew function in the vehicle, if any. */
export function roleOf(v: VehicleState, manId: string): CrewRole | undefined {
  return (Object.entries(v.crew) as [CrewRole, string | undefined][]).find(([, id]) => id === manId)?.[0];
}
