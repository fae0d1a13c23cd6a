import type { Breakdown } from '../../../kernel/breakdown';
import type { LineFeature, Square } from '../../../map/map-model';
import type { ShellHit } from '../rules/shell-blast';
import type { EventBase } from './event-base';
import type { Compass } from '../rules/searchlights';
import type { CrewRole, VehiclePanicReading } from './vehicle';

/** One square a vehicle entered, with what happened there (Cases 23.13, 23.14, 23.18, 22.13, 22.14, 22.42). */
export interface VehicleStepRecord {
  readonly to: Square;
  readonly cost: number;
  readonly facing: Compass;
  readonly turret?: Compass;
  /** Case 23.18: Enemy men who stepped aside, and where to. */
  readonly sidestepped?: readonly { readonly manId: string; readonly to: Square }[];
  /** Case 23.18: Friendly men run over and killed. */
  readonly runOver?: readonly string[];
  /** Cases 22.13, 22.22: anti-personnel and bounce mines set off harmlessly by a tank or APC. */
  readonly harmlessMines?: readonly string[];
  /** Cases 22.14, 29.21: a jeep sets off an anti-personnel mine; on a 6 it is affected (Table 26.6, Section 26.0). */
  readonly jeepMine?: { readonly mineIds: readonly string[]; readonly roll: number; readonly affected: boolean };
  /** Cases 22.41–22.42: anti-tank mines passed through: 1D6, even detonates (damage: Table 26.5, Section 26.0). */
  readonly antiTank?: readonly { readonly mineId: string; readonly roll: number; readonly detonated: boolean }[];
}

/** Sections 23.0, 24.0, 29.0, 30.0 (engine/vehicle-command.ts, engine/vehicle-crew-command.ts). */
export type VehicleEvent =
  /** Cases 23.51–23.52, 24.21: a buttoned-down tank or APC checks for panic as it first acts in a Game-Turn; the order given is replaced by the panic's reading. */
  | (EventBase & {
      readonly type: 'vehicle-panic-checked';
      readonly vehicleId: string;
      readonly chance: Breakdown;
      readonly roll: number;
      readonly panicked: boolean;
      /** The Panic Results Table's result (Case 14.42), when it panicked. */
      readonly result?: 'fall-prone' | 'fire' | 'move';
      readonly reading: VehiclePanicReading;
      readonly text: string;
      readonly caseRef: string;
    })
  /** Set-up (ruling VH3) or the umpire's placement (Case 2.0). */
  | (EventBase & { readonly type: 'vehicle-placed'; readonly vehicleId: string; readonly square: Square; readonly facing: Compass; readonly turret?: Compass; readonly reason?: string; readonly caseRef: string })
  /** Cases 23.13–23.14, 29.11: the vehicle moved; `stopped` when a run-over Friendly man mounted it (Case 23.18) or a mine stopped it. */
  | (EventBase & {
      readonly type: 'vehicle-moved';
      readonly vehicleId: string;
      readonly steps: readonly VehicleStepRecord[];
      readonly cost: Breakdown;
      readonly mounted?: string;
      /** Case 23.18: what the man who mounts pays (Chart 5.22, mounting a tank). */
      readonly mountCost?: Breakdown;
      readonly caseRef: string;
    })
  /** Case 23.15: pivot in place (the turret comes along, Case 23.16). */
  | (EventBase & { readonly type: 'vehicle-pivoted'; readonly vehicleId: string; readonly from: Compass; readonly to: Compass; readonly turret?: Compass; readonly cost: Breakdown; readonly caseRef: string })
  /** Cases 23.41–23.43. */
  | (EventBase & { readonly type: 'turret-turned'; readonly vehicleId: string; readonly from: Compass; readonly to: Compass; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 23.5. */
  | (EventBase & { readonly type: 'vehicle-hatch'; readonly vehicleId: string; readonly open: boolean; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 23.23. */
  | (EventBase & { readonly type: 'crew-exchanged'; readonly vehicleId: string; readonly a: CrewRole; readonly b: CrewRole; readonly cost: Breakdown; readonly caseRef: string })
  /** Cases 23.71, 24.22: crew members placed in adjacent squares. */
  | (EventBase & { readonly type: 'crew-bailed-out'; readonly vehicleId: string; readonly men: readonly { readonly manId: string; readonly square: Square }[]; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 23.72: a crewman re-enters (25 Task Points, his own); the vehicle spends nothing in this Phase. */
  | (EventBase & { readonly type: 'crew-re-entered'; readonly vehicleId: string; readonly manId: string; readonly role: CrewRole; readonly phase: string; readonly cost: Breakdown; readonly caseRef: string })
  /** Cases 24.12–24.15, 23.18, 29.32: a man mounts (the vehicle pays `vehicleCost` once per loading Phase). */
  | (EventBase & {
      readonly type: 'man-boarded';
      readonly vehicleId: string;
      readonly manId: string;
      readonly as: 'passenger' | 'rider' | 'driver';
      readonly from: Square;
      readonly cost: Breakdown;
      readonly vehicleCost: number;
      readonly phase: string;
      /** Case 29.12: an empty jeep or motorcycle taken by the Enemy changes sides. */
      readonly captured?: boolean;
      readonly caseRef: string;
    })
  /** Cases 24.12–24.15: a man dismounts to an adjacent (or the rear) square. */
  | (EventBase & { readonly type: 'man-alighted'; readonly vehicleId: string; readonly manId: string; readonly square: Square; readonly cost: Breakdown; readonly vehicleCost: number; readonly phase: string; readonly caseRef: string })
  /** The umpire's damage record (Cases 22.42, 23.74; Tables 26.5, 26.6 are Section 26.0's). */
  | (EventBase & {
      readonly type: 'vehicle-damaged';
      readonly vehicleId: string;
      readonly taskPointsLost: number;
      readonly knockedOut: boolean;
      readonly reason: string;
      /** Cases 28.34–28.35: the damage table rolled, its 1D10 and the effects (Tables 26.5, 26.6). */
      readonly table?: { readonly name: 'Table 26.5' | 'Table 26.6'; readonly roll: number; readonly effects: readonly string[] };
      readonly summary?: readonly string[];
      readonly caseRef: string;
    })
  /**
   * Tables 26.5 / 26.6 Destroyed (at once, or a Burns result in the next Game-Turn's Bookkeeping Phase): the vehicle
   * explodes in its square — a tank as its main gun's shell (Diagram 8), an APC as a LAW back-blast in every direction,
   * a motorcycle as a grenade, a jeep as two (rulings AR16–AR19). `men` are everyone struck, aboard or beside it; their
   * wounds follow as `man-wounded`, then (a tank) the vehicles, mines and searchlights its blast reaches.
   */
  | (EventBase & {
      readonly type: 'vehicle-exploded';
      readonly vehicleId: string;
      readonly square: Square;
      readonly how: 'tank-shell' | 'apc-backblast' | 'grenades';
      /** It burned (Burns) and explodes in this Bookkeeping Phase. */
      readonly burned: boolean;
      readonly men: readonly { readonly manId: string; readonly wounds: number; readonly killed: boolean; readonly reason: string }[];
      /** A tank's explosion, as a shell: the walls and wire beside its square (ruling AR5). */
      readonly removedLines: readonly LineFeature[];
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /** Section 23.0 "Fire", Cases 23.31, 23.38, 23.91–23.92: the main gun's round, its landing and what it struck (Diagram 8). */
  | (EventBase & {
      readonly type: 'main-gun-fired';
      readonly vehicleId: string;
      readonly target: Square;
      readonly landing: Square;
      readonly hit: boolean;
      readonly chance: Breakdown;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly die: string; readonly stoppedAtEdge: boolean };
      readonly hits: readonly ShellHit[];
      readonly removedLines: readonly LineFeature[];
      readonly vehicles: readonly string[];
      readonly cost: Breakdown;
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /**
   * Cases 23.32, 23.34–23.37, 24.21, 24.23: a vehicle machinegun fires, manned by `crewmanId`; the vehicle pays `cost`
   * (nothing after its main gun this Game-Turn, Case 23.31, or after its machineguns' 25 this Phase, ruling VH27).
   * The fire itself follows as his `fire-resolved`.
   */
  | (EventBase & {
      readonly type: 'vehicle-machinegun-fired';
      readonly vehicleId: string;
      readonly gun: 'hull' | 'coaxial' | 'hatch' | 'swivel';
      readonly crewmanId: string;
      readonly cost: Breakdown;
      /** Case 23.52: the fire a panic "fire" result ordered, at the nearest observed Enemy man in the gun's field of fire (ruling VH51). */
      readonly panic?: true;
      readonly caseRef: string;
    });
