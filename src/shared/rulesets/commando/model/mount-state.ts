/**
 * Horses and camels (Optional Rule Section 19.0) in the game state. A mount is
 * a figure in `state.men` with `mount` set (Section 19.0 General Rule: "Horses
 * are treated similarly to men, except they may expend Task Points only for
 * movement, and they are ridden by men"), as guard dogs are (dog-state.ts):
 * observation of it, fire at it and wounds reach it as they reach a man
 * (ruling HC1). What only mounts have is here. Host-secret except as view.ts
 * projects it.
 */
import type { MountKind } from '../tables/mounts';
import type { Square } from '../../../map/map-model';
import type { PreparedGrenade } from '../rules/grenades';
export type { MountKind };

export interface MountFigure {
  readonly kind: MountKind;
  /** Cases 19.22, 19.31: the man riding it; absent, it is riderless. */
  readonly riderId?: string;
  /** Case 19.67: the man holding its reins (a dismounted rider holds them). */
  readonly reinsHeldBy?: string;
  /** Case 19.67: hitched to a building corner. */
  readonly hitched?: true;
  /** Case 19.66 (camels, and Scenario 42's mule, Case 42.43): hobbled, incapable of movement. */
  readonly hobbled?: true;
  /** Case 19.7 (Case 42.42: the Arabs): its riders are Cossacks. */
  readonly cossack?: true;
  /** Case 20.15: fallen at barbed wire it did not know; it stands by itself in the following Task Execution Phase (1D6). */
  readonly caughtInWire?: true;
  /** Case 19.0 Procedure: the hand-to-hand combat it has charged in (its later blows are "Rearing"). */
  readonly charged?: { readonly turn: number };
}

/** Case 19.34: a grenade dropped from a galloping mount, lying where it landed until the mount's movement ends. */
export interface DroppedGrenade {
  readonly riderId: string;
  readonly mountId: string;
  readonly grenade: PreparedGrenade;
  readonly landing: Square;
}

/** Case 42.42: a scenario's mounts by side, placed in set-up. */
export interface MountAllotment {
  readonly kind: MountKind;
  readonly count: number;
  readonly hobbled: boolean;
  /** Case 19.7 named among the parts in use (Case 42.42: "Arabs are considered Cossacks"). */
  readonly cossack?: boolean;
  readonly caseRef: string;
}

export interface MountsState {
  readonly allotments?: Readonly<Record<string, readonly MountAllotment[]>>;
  readonly nextNumber: number;
  /** Case 19.34: grenades dropped from a galloping mount, to explode at the conclusion of its movement (ruling HC20). */
  readonly drops?: readonly DroppedGrenade[];
  /** Case 20.14: the sides a man or mount of which has been on barbed wire (their ridden mounts jump it). */
  readonly wireKnownBy?: readonly string[];
}
