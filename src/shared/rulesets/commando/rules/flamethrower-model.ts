/**
 * What Section 17.0 Flamethrowers keeps in the game state (engine/flamethrower-*.ts).
 * Umpire-only: a side sees its own burning men and repairs, and the flames and
 * burning men its men observe (view/flame-view.ts, ruling FL11).
 */
import type { Square } from '../../../map/map-model';

/** One flame on the map this Game-Turn: a fired pattern (Diagram 5) or an explosion's radius (Case 17.32). */
export interface FlameMark {
  readonly kind: 'pattern' | 'blast';
  /** The flamethrower man. */
  readonly manId: string;
  readonly side: string;
  /** Where he stood. */
  readonly origin: Square;
  readonly squares: readonly Square[];
  /** The men in it (targets of the pattern, men the blast reached): their sides saw it. */
  readonly menIn: readonly string[];
  readonly turn: number;
  readonly phase: string;
}

export interface BurningMan {
  /** The Game-Turn he caught fire: he first burns in the Bookkeeping Phase of a later Game-Turn (Cases 17.41, 17.43; ruling FL8). */
  readonly since: number;
  /** Task Points spent prone to put the flames out so far (Case 17.42). */
  readonly smothered: number;
}

export interface FlamethrowerState {
  /** Cases 17.31, 17.36: exploded flamethrowers by weapon id, and the Task Points spent repairing each. */
  readonly broken: Readonly<Record<string, { readonly repairSpent: number }>>;
  /** Case 17.36: repaired flamethrowers: they explode on 91–00. */
  readonly repaired: readonly string[];
  /** Case 17.41: men burning, by id. */
  readonly burning: Readonly<Record<string, BurningMan>>;
  /** This Game-Turn's flames, for the maps (cleared when a new Game-Turn begins). */
  readonly flames: readonly FlameMark[];
}

export const emptyFlamethrowers = (): FlamethrowerState => ({ broken: {}, repaired: [], burning: {}, flames: [] });
