import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { EventBase } from './event-base';

/** One man the explosion reached (Cases 17.32–17.33). */
export interface FlameBlastHit {
  readonly manId: string;
  /** Case 8.11 range from the exploding flamethrower's square. */
  readonly range: number;
  /** The dice code rolled (Case 17.33). */
  readonly code: string;
  readonly woundPoints: number;
  readonly reason: string;
  /** Case 17.34: a man the explosion wounded checks panic, doubled and 10 added. */
  readonly panicCheckDue?: { readonly caseRef: string };
}

/** Section 17.0 Flamethrowers (engine/flamethrower-*.ts). Umpire-only; a side learns through its view. */
export type FlameEvent =
  /** Cases 17.32–17.33: the explosion's blast on every man within two squares; the Wound Points follow as `man-wounded`. */
  | (EventBase & { readonly type: 'flame-blast'; readonly manId: string; readonly weaponId: string; readonly square: Square; readonly squares: readonly Square[]; readonly hits: readonly FlameBlastHit[]; readonly summary: readonly string[]; readonly caseRef: string })
  /** Case 17.35: the 50% roll for another flamethrower within the Explosion Radius. */
  | (EventBase & { readonly type: 'flamethrower-chain-roll'; readonly manId: string; readonly weaponId: string; readonly roll: number; readonly exploded: boolean; readonly caseRef: string })
  /** Case 17.41: a man wounded by flamethrower fire begins to burn. */
  | (EventBase & { readonly type: 'man-caught-fire'; readonly manId: string; readonly caseRef: string })
  /** Cases 17.41, 17.43: in the Bookkeeping Phase a burning man takes 1D6 Wound Points (as `man-wounded`, after this). */
  | (EventBase & { readonly type: 'man-burned'; readonly manId: string; readonly woundPoints: number; readonly caseRef: string })
  /** Case 17.42: Task Points spent prone putting the flames out; `out` once the 25 (50 seriously wounded) are spent. */
  | (EventBase & { readonly type: 'flames-smothered'; readonly manId: string; readonly cost: Breakdown; readonly spentSoFar: number; readonly needed: number; readonly out: boolean; readonly caseRef: string })
  /** Case 17.36: Task Points spent repairing an exploded flamethrower; `repaired` once the 135 are spent. */
  | (EventBase & { readonly type: 'flamethrower-repair'; readonly manId: string; readonly weaponId: string; readonly cost: Breakdown; readonly spentSoFar: number; readonly needed: number; readonly repaired: boolean; readonly caseRef: string });
