/**
 * The events of the Bound's steps played by the calculators: each carries the
 * dice rolled (decide rolls; evolve never does) and the breakdown of every
 * result, its steps citing the seed line or marked house.
 */
import type { Breakdown } from '../../../kernel/breakdown';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
import type { AggressionOutcome } from '../rules/close-combat';
import type { ChargeOutcome, MeleeResult } from '../tables/close-combat';
import type { HitLocation } from '../tables/hit-location';
import type { MisfireResult } from '../tables/misfire';
import type { ReactionAction } from '../tables/reaction';
import type { FigureState } from './figures';
import type { PendingHit } from './state';

export interface ReactionRolledEvent {
  readonly type: 'reaction/rolled';
  readonly bound: number;
  readonly unitId: string;
  readonly action: ReactionAction;
  readonly need: number;
  readonly total: number;
  readonly passed: boolean;
  /** What the unit does: its action, or hold (ruling SK2). */
  readonly does: ReactionAction | 'hold';
  readonly breakdown: Breakdown;
  readonly dice: readonly RecordedDice[];
}

export interface MisfireRolled {
  readonly figureId: string;
  readonly face: number;
  readonly result: MisfireResult;
  readonly effect: string;
  readonly source: string;
}

export interface FireResolvedEvent {
  readonly type: 'fire/resolved';
  readonly bound: number;
  readonly kind: 'group' | 'aimed';
  readonly firerIds: readonly string[];
  readonly targetIds: readonly string[];
  /** The roll: group fire row and result, or the aimed shot against its Need. */
  readonly breakdown: Breakdown;
  /** Target figures the fire pins (a group "P", line 88). */
  readonly pinned: readonly string[];
  /** The wound rolls the fire leaves for the Damage step. */
  readonly hits: readonly PendingHit[];
  readonly misfires: readonly MisfireRolled[];
  readonly dice: readonly RecordedDice[];
}

export interface DamageRolledEvent {
  readonly type: 'damage/rolled';
  readonly bound: number;
  readonly hitId: string;
  readonly figureId: string;
  readonly result: 'pinned' | 'wounded' | 'crippled' | 'killed';
  /** The figure's state after the hit (a second wound cripples, ruling SK10). */
  readonly state: FigureState;
  readonly breakdown: Breakdown;
  /** The optional hit location (seed lines 62–63, ruling SK19), when the game plays it. */
  readonly location?: {
    readonly location: HitLocation | null;
    readonly result: string;
    readonly crawlOnly: boolean;
    readonly firingDm: number;
    readonly weaponDestroyed: boolean;
    readonly breakdown: Breakdown;
  };
  /** Why the result differs from the roll (a trap's killed read as crippled). */
  readonly note?: string;
  readonly dice: readonly RecordedDice[];
}

export interface MeleeRolled {
  readonly attackerIds: readonly string[];
  readonly defenderId: string;
  readonly result: MeleeResult;
  readonly breakdown: Breakdown;
}

export interface CloseCombatFoughtEvent {
  readonly type: 'close-combat/fought';
  readonly bound: number;
  readonly attackerUnitId: string;
  readonly defenderUnitId: string;
  readonly attackers: 'charge' | 'fail-to-charge';
  readonly defenders: string;
  /** The charge matrix's cell (house, ruling SK11). */
  readonly charge: ChargeOutcome;
  readonly chargeSource: string;
  /** The aggression test before the melee, when the cell comes to melee. */
  readonly aggression?: { readonly outcome: AggressionOutcome; readonly attackers: Breakdown; readonly defenders: Breakdown; readonly source: string };
  readonly melee: readonly MeleeRolled[];
  /** Figures whose state the melee changed. */
  readonly states: readonly { readonly figureId: string; readonly state: FigureState }[];
  /** Men who surrendered (lines 136, 146) and the side now holding them (ruling SK31). */
  readonly prisoners?: { readonly figureIds: readonly string[]; readonly takenBy: string; readonly source: string };
  /** Men who withdrew or evacuated (lines 141, 147), and where they went (ruling SK31). */
  readonly withdrawals?: { readonly moves: readonly { readonly figureId: string; readonly to: { readonly x: number; readonly y: number }; readonly stoppedBy?: string }[]; readonly source: string };
  readonly dice: readonly RecordedDice[];
}

export interface MotivationChangedEvent {
  readonly type: 'motivation/changed';
  readonly bound: number;
  readonly unitId: string;
  readonly from: number;
  readonly to: number;
  readonly breakdown: Breakdown;
}

export interface FiguresRecoveredEvent {
  readonly type: 'figures/recovered';
  readonly bound: number;
  readonly figureIds: readonly string[];
  readonly source: string;
}

export type WiredEvent = ReactionRolledEvent | FireResolvedEvent | DamageRolledEvent | CloseCombatFoughtEvent | MotivationChangedEvent | FiguresRecoveredEvent;

export const WIRED_EVENT_TYPES = ['reaction/rolled', 'fire/resolved', 'damage/rolled', 'close-combat/fought', 'motivation/changed', 'figures/recovered'] as const satisfies readonly WiredEvent['type'][];
