/**
 * Mines (Section 22.0, an Optional Rule): the shapes the engine, the host and
 * the console agree on. Minefields are noted in secret by the side that lays
 * them before any man is placed (Section 22.0 Procedure), so a laid mine is
 * umpire-only except to the side that laid it; the engine's rules for
 * triggering and effects live in their own files.
 */
import { z } from 'zod';
import type { Square } from '../../../map/map-model';
import type { Compass } from '../tables/grenade-accuracy';

export const MINE_TYPES = ['anti-personnel', 'bounce', 'claymore', 'anti-tank'] as const;
export type MineType = (typeof MINE_TYPES)[number];
export const mineTypeSchema = z.enum(MINE_TYPES);

/** Case by type, for labels and errors. */
export const MINE_TYPE_CASE: Readonly<Record<MineType, string>> = {
  'anti-personnel': 'Case 22.1',
  bounce: 'Case 22.2',
  claymore: 'Case 22.3',
  'anti-tank': 'Case 22.4',
};

/** How many mines of a type a side may lay (the scenario's listing, or the Players' agreement: Section 22.0 Procedure). */
export interface MineAllotment {
  readonly side: string;
  readonly type: MineType;
  readonly count: number;
  /** Where the number comes from: the scenario's Case, or "Section 22.0 Procedure" for an agreed number. */
  readonly caseRef: string;
  /** Other types the same count may be spent on (Case 48.41: "17 anti-personnel or bounce mines"). */
  readonly alsoTypes?: readonly MineType[];
}

export const mineAllotmentSchema = z
  .object({ side: z.string().min(1).max(64), type: mineTypeSchema, count: z.number().int().min(0).max(99) })
  .strict();

export interface Mine {
  readonly id: string;
  readonly side: string;
  readonly type: MineType;
  readonly square: Square;
  /** Case 22.31: a claymore points at one of the eight adjacent squares. */
  readonly facing?: Compass;
  /** Case 22.32: the square of a claymore's manual detonator (within 50 squares, in Line of Sight). */
  readonly detonator?: Square;
  /** Case 22.35: the anchor square of a claymore's tripwire (at most six squares from the mine). */
  readonly tripwireAnchor?: Square;
  readonly status: 'armed' | 'detonated';
  readonly detonatedTurn?: number;
  /** The man who set it off (entering its square or its tripwire, or at its detonator). */
  readonly triggeredBy?: string;
  /** The men its blast reached (they know it was there). */
  readonly victims?: readonly string[];
}

export interface MinesState {
  readonly allotments: readonly MineAllotment[];
  readonly laid: readonly Mine[];
}
