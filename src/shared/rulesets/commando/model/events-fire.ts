import type { FieldTerrain, LineFeature, Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { ManCondition, Posture } from './state';
import type { Armament, CarriedWeapon } from '../rules/weapons';
import type { PreparedGrenade } from '../rules/grenades';
import type { OpportunityPlot } from '../rules/opportunity-model';
import type { Explosive } from '../rules/explosives';
import type { EventBase } from './event-base';

/** Cases 19.51–19.52: a fire that missed a ridden mount (or its rider) rolled again at the rider (or the mount); engine/mount-fire.ts. */
export interface MountFireSplit {
  readonly fromId: string;
  readonly toId: string;
  /** The fire of the task (1-based) that missed `fromId`. */
  readonly fire: number;
  readonly chance: Breakdown;
  readonly roll: number;
  readonly hit: boolean;
  readonly woundPoints: number;
  readonly caseRef: 'Case 19.51' | 'Case 19.52';
}

/** Case 29.23 (as Case 19.52): a fire that missed a man in a jeep, rolled again to hit the jeep; Case 29.22: a hit rolls 1D6, a 6 damages it. */
export interface JeepFireSplit {
  readonly fromId: string;
  readonly vehicleId: string;
  readonly fire: number;
  readonly chance: Breakdown;
  readonly roll: number;
  readonly hit: boolean;
  /** Case 29.22: the 1D6 after a hit; on a 6 the jeep rolls on Table 26.6 (the `vehicle-damaged` event that follows). */
  readonly damageDie?: number;
  readonly caseRef: 'Case 29.23';
}

/** Case 29.22 (with Case 29.23's miss that may hit the driver): one fire at a jeep or motorcycle itself (engine/jeep-target-fire.ts). */
export interface JeepTargetFire {
  readonly fire: number;
  readonly roll: number;
  readonly hit: boolean;
  /** Case 29.22: the 1D6 after a hit; on a 6 the jeep rolls on Table 26.6 (the `vehicle-damaged` event that follows). */
  readonly damageDie?: number;
  /** Case 29.23 (Case 19.51): a miss at the jeep hits its driver on 1D100 at or below the tens digit; his wounds follow as `man-wounded`. */
  readonly driver?: { readonly manId: string; readonly chance: Breakdown; readonly roll: number; readonly hit: boolean; readonly woundPoints: number };
}

/** One target of a fire task as resolved (engine/fire-command.ts); his wounds follow as `man-wounded` events. */
export interface FireTargetRecord {
  readonly targetId: string;
  readonly fires: number;
  readonly chance: Breakdown;
  readonly killChance: Breakdown;
  readonly hit: boolean;
  readonly killed: boolean;
  readonly woundPoints: number;
  readonly condition: ManCondition;
  /** Cases 10.74, 14.31 (opportunity fire) or 17.21 (flamethrower): he must check panic now; Section 14 consumes it. */
  readonly panicCheckDue?: { readonly caseRef: string };
}

/** Events of Sections 9–11, 13 and opportunity fire (engine/fire-command.ts, grenade-command.ts, weapon-command.ts, opportunity-command.ts). */
export type FireEvent =
  | (EventBase & {
      readonly type: 'fire-resolved';
      readonly firerId: string;
      readonly weaponId: string;
      readonly weapon: string;
      readonly aimed: boolean;
      readonly spray: boolean;
      /** Opportunity fire (Cases 6.31, 10.7): the prompt answered; `simultaneous` for Case 10.55 return fire. */
      readonly opportunity?: { readonly promptId: string; readonly simultaneous: boolean; readonly caseRef: string };
      /** The fire task's cost (Chart 5.22 with Cases 10.16, 10.43, 9.21, aiming). */
      readonly cost: Breakdown;
      /** What is charged now: the cost less any part the plot prepaid (Case 10.76, ruling TS15). */
      readonly taskPointsCharged: number;
      readonly targets: readonly FireTargetRecord[];
      /** Cases 19.51–19.52: missed fires rolled again at the rider or the mount (their dice are in `dice`). */
      readonly mountFire?: readonly MountFireSplit[];
      /** Cases 29.22–29.23: missed fires at men in a jeep rolled again at the jeep (their dice are in `dice`). */
      readonly jeepFire?: readonly JeepFireSplit[];
      /** Case 29.22: the fire was at this jeep or motorcycle itself (no man is its target: `targets` is empty). */
      readonly atJeep?: { readonly vehicleId: string; readonly chance: Breakdown; readonly fires: readonly JeepTargetFire[]; readonly caseRef: string };
      /** Case 10.62: the magazine check unloaded the weapon. */
      readonly magazineUnloaded: boolean;
      /** Cases 14.11, 14.13: the opportunity firer checks panic as he fires (unless he has this Phase). */
      readonly firerPanicCheckDue?: { readonly caseRef: string };
      /** Cases 10.74, 14.31 (ruling O11): the man fired upon by opportunity fire checks panic now (one target; also in `targets`). */
      readonly panicCheckDue?: { readonly manId: string; readonly caseRef: string };
      /** Cases 14.22, 14.34: the fire a panic "fire" result ordered (`panic-fire-ordered`); it delivers `ManTurn.panicFire`. */
      readonly panicFire?: { readonly at: 'enemy' | 'friend'; readonly caseRef: string };
      /** Cases 24.33, 24.52, 29.33: he fired from this vehicle, through this side's gun slits (four men a side, two at the rear, each Game-Turn). */
      readonly fromVehicle?: { readonly vehicleId: string; readonly slit?: 'slits-left' | 'slits-right' | 'slits-rear' };
      /** Section 17.0, Diagram 5: the flamethrower's 45° pattern, where he stood, and the squares it covered (rules/flame-pattern.ts). */
      readonly flame?: { readonly pattern: string; readonly origin: Square; readonly squares: readonly Square[] };
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /**
   * Case 17.31 (Table 10.81 note †): the flamethrower rolled in its explosion range (or, Case 17.35, caught another's
   * explosion); after all the task's fires. It stays in his armament, broken until repaired (Case 17.36, ruling FL9);
   * `armament` is his armament after it (unchanged; older saves carry it without the flamethrower).
   */
  | (EventBase & { readonly type: 'flamethrower-exploded'; readonly manId: string; readonly weaponId: string; readonly rolls: readonly number[]; readonly armament: Armament; readonly summary: readonly string[]; readonly caseRef: string })
  /** Case 11.72 (and a scenario's listing, e.g. Case 40.43): a detonated charge's effect on a structure; the map is public. */
  | (EventBase & {
      readonly type: 'structure-demolished';
      readonly explosiveId: string;
      readonly at: Square;
      /** The map structure's id when the target is a named structure. */
      readonly structureId?: string;
      /** Case 40.43: `damaged` when one wall went; `destroyed` when the structure was levelled or lost all its walls. */
      readonly result?: 'damaged' | 'destroyed';
      readonly squares: readonly { readonly square: Square; readonly from: FieldTerrain; readonly to: FieldTerrain }[];
      readonly removedLines: readonly LineFeature[];
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /** Case 8.5: every enemy man with LOS and in range observes a man who fires or throws. */
  | (EventBase & { readonly type: 'observed-automatically'; readonly actorId: string; readonly square: Square; readonly posture: Posture; readonly observerIds: readonly string[]; readonly caseRef: string })
  /** Case 10.72, ruling O4: the plots' counts and designated men after a step, fire or throw (host-only). */
  | (EventBase & { readonly type: 'opportunity-plots-updated'; readonly plots: Readonly<Record<string, OpportunityPlot>>; readonly caseRef: string })
  /** Cases 7.53, 10.73, ruling O5: the plotted man lets this moment pass. */
  | (EventBase & { readonly type: 'opportunity-held'; readonly promptId: string; readonly plotterId: string; readonly caseRef: string })
  | (EventBase & { readonly type: 'grenade-prepared'; readonly manId: string; readonly grenade: PreparedGrenade; readonly armament: Armament; readonly cost: Breakdown; readonly exploded: readonly PreparedGrenade[]; readonly summary: readonly string[]; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'grenade-thrown';
      readonly manId: string;
      readonly grenade: PreparedGrenade;
      readonly target: Square;
      readonly chance: Breakdown;
      readonly hit: boolean;
      readonly landing: Square;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
      /** Case 11.4: every man in the blast radius, friends included (Case 11.44). Their wounds follow as `man-wounded`. */
      readonly blast?: { readonly square: Square; readonly code: string; readonly killChance: Breakdown; readonly men: readonly { readonly id: string; readonly wounds: number; readonly killed: boolean; readonly reason: string; readonly panicCheckDue?: { readonly caseRef: string } }[] };
      /** Case 10.12: smoke and illumination are not combat tasks. */
      readonly combat: boolean;
      readonly armament: Armament;
      readonly opportunity?: { readonly promptId: string; readonly simultaneous: boolean; readonly caseRef: string };
      /** Cases 10.74, 14.31: the man whose tasks the opportunity throw interrupted checks panic now (others hit: `blast.men`). */
      readonly panicCheckDue?: { readonly manId: string; readonly caseRef: string };
      /** Case 14.23: the throw a panic "fire" result ordered for a man holding a prepared grenade. */
      readonly panicFire?: { readonly at: 'enemy' | 'friend'; readonly caseRef: string };
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'weapon-reloaded'; readonly manId: string; readonly weaponId: string; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & { readonly type: 'weapon-prepared'; readonly manId: string; readonly weaponId: string; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & { readonly type: 'weapons-dropped'; readonly manId: string; readonly square: Square; readonly dropped: readonly CarriedWeapon[]; readonly armament: Armament; readonly caseRef: string })
  | (EventBase & { readonly type: 'weapon-picked-up'; readonly manId: string; readonly square: Square; readonly weaponId: string; readonly dropped: readonly CarriedWeapon[]; readonly armament: Armament; readonly cost: Breakdown; readonly caseRef: string })
  | (EventBase & {
      readonly type: 'weapons-exchanged';
      readonly manId: string;
      readonly partnerId: string;
      readonly square: Square;
      readonly taker: Armament;
      readonly partner: Armament;
      readonly dropped: readonly CarriedWeapon[];
      readonly takerCost: Breakdown;
      readonly partnerCost?: Breakdown;
      /** Case 11.71: an explosive passed in the exchange, to `toManId`. */
      readonly explosive?: { readonly id: string; readonly toManId: string };
      readonly caseRef: string;
    })
  /** Case 11.71: before play the Player gives an explosive to one of his men (set-up, `setup/assign-explosive`). */
  | (EventBase & { readonly type: 'explosive-assigned'; readonly explosiveId: string; readonly manId: string; readonly caseRef: string })
  | (EventBase & { readonly type: 'explosive-emplaced'; readonly manId: string; readonly explosive: Explosive; readonly taskPoints: number; readonly caseRef: string })
  /** Cases 11.52–11.58, in the Bookkeeping Phase. */
  | (EventBase & { readonly type: 'smoke-laid'; readonly landing: Square; readonly squares: readonly Square[]; readonly turn: number; readonly source: string; readonly summary: readonly string[]; readonly caseRef: string })
  /** Case 11.54, in the Bookkeeping Phase. */
  | (EventBase & { readonly type: 'smoke-dissipated'; readonly dissipated: readonly Square[]; readonly summary: readonly string[]; readonly caseRef: string })
  /** Cases 11.74–11.76, in the Bookkeeping Phase; wounds follow as `man-wounded`. */
  | (EventBase & { readonly type: 'explosive-checked'; readonly explosive: Explosive; readonly detonated: boolean; readonly summary: readonly string[]; readonly caseRef: string });
