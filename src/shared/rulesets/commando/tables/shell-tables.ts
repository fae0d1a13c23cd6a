/**
 * The shared shell tables of tank main guns and artillery (Section 23.0
 * procedure "Fire"; Section 28.0): the Tank/Artillery Hit Table (Case 23.91),
 * the Tank/Artillery Scatter Table (Case 23.92) — its direction is the Scatter
 * Diagram's (grenade-accuracy.ts `scatterDiagram`) — and Diagram 8, the Tank
 * Damage Diagram.
 *
 * Diagram 8 is an 11 × 11 grid centred on the target square (row 6, column 6).
 * The seed gives the target square (2D6 / 40) and rows 1–2 only
 * (../reference/seed-gaps.md); row 2 is cut after five of its seven cells.
 * The rest is `house`, read from the printed cells (ruling AR2,
 * docs/rulings/artillery.md):
 * - the printed cells lie on a circle: a cell is in the blast when its
 *   straight-line distance d from the target square is at most 5¼ (row 1
 *   holds three cells, row 2 seven, the corners of row 2 are blank);
 * - its ring is ⌈d − ¼⌉ (row 2's cells at d = 5 and 4.47 print 1D6−3 / 02,
 *   those at d = 4.12 and 4 print 1D6−2 / 04);
 * - each ring inward adds one to the printed ring-4 and ring-5 codes
 *   (1D6−3, 1D6−2 → 1D6−1, 1D6, 1D6+1) and doubles their printed kill
 *   percentage (02, 04 → 08, 16), ring 1 taking the half-way 20 below the
 *   printed centre's 40.
 * A club that owns the printed chart enters its values as campaign overrides
 * (`tankDamageDiagram.r3c5.code`, `.kill`).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const HIT = 'Case 23.91 Tank/Artillery Hit Table';
const SCATTER = 'Case 23.92 Tank/Artillery Scatter Table';
const DIAGRAM = 'Diagram 8 Tank Damage Diagram (Charts and Tables)';

// ---------------------------------------------------------------------------
// Case 23.91 with the Section 28.0 numbers it is read with.

export interface ShellHitNumbers {
  readonly artillery: Sourced<number>;
  readonly buttonedDownTank: Sourced<number>;
  readonly openedUpTank: Sourced<number>;
  /** Added for each Game-Turn a man has forward observed the target square. */
  readonly perObservedTurn: Sourced<number>;
  /** Case 28.24: the total chance may not be increased above this. */
  readonly observedCap: Sourced<number>;
  /** Case 28.25: at or above this chance a miss scatters 1D6, not 1D10. */
  readonly shortScatterFrom: Sourced<number>;
  /** Case 28.22: Game-Turns without firing before a gun may fire at a new target square. */
  readonly retargetTurns: Sourced<number>;
  /** Case 28.23: forward observers, one per this many men (rounding down). */
  readonly menPerObserver: Sourced<number>;
  /** Case 28.4: smoke grenades a smoke shell is treated as. */
  readonly smokeGrenadesPerShell: Sourced<number>;
}

export const SHELL_HIT_NUMBERS: ShellHitNumbers = {
  artillery: printed(15, `${HIT}, Artillery or Buttoned Down Tank; Case 28.13 ("a base 15% chance")`),
  buttonedDownTank: printed(15, `${HIT}, Artillery or Buttoned Down Tank`),
  openedUpTank: printed(30, `${HIT}, Opened Up Tank`),
  perObservedTurn: printed(10, `${HIT}, Modifiers for Artillery ("+10% for each Turn a man has Forward Observed the target square"); Case 28.23`),
  observedCap: printed(75, 'Case 28.24 ("may not be increased above 75%")'),
  shortScatterFrom: printed(45, 'Case 28.25 ("45% or greater ... use 1D6")'),
  retargetTurns: printed(3, 'Case 28.22 ("three consecutive Game-Turns without firing")'),
  menPerObserver: printed(4, 'Case 28.23 ("one-fourth (rounding down) of his men")'),
  smokeGrenadesPerShell: printed(5, 'Case 28.4 ("as if 5 (five) smoke grenades scattered")'),
};

// ---------------------------------------------------------------------------
// Case 23.92: 1D10 → squares.

type D10 = '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '10';
export const SHELL_SCATTER_DISTANCE: Readonly<Record<D10, Sourced<number>>> = Object.fromEntries(
  Array.from({ length: 10 }, (_, i) => [String(i + 1), printed(i + 1, `${SCATTER}, die ${i + 1}`)]),
) as Record<D10, Sourced<number>>;

// ---------------------------------------------------------------------------
// Diagram 8.

export interface DiagramCell {
  /** Wound Points dice for a man in this square (upper line). */
  readonly code: Sourced<string>;
  /** Kill percentage (lower right corner): 1D100 at or under it kills. */
  readonly kill: Sourced<number>;
}

/** Diagram 8's size: 11 rows and columns, the target square in the middle. */
export const DIAGRAM_SIZE = 11;
export const DIAGRAM_CENTRE = 6;

/** The key of a diagram cell: `r<row>c<col>`, rows from the top, as the diagram numbers them. */
export const diagramKey = (row: number, col: number): string => `r${row}c${col}`;

/** The house reading of the blast's extent and rings (ruling AR2). */
export const DIAGRAM_REACH = 5.25;
export const diagramRing = (dRow: number, dCol: number): number => (dRow === 0 && dCol === 0 ? 0 : Math.ceil(Math.hypot(dRow, dCol) - 0.25));

const HOUSE_RING: Readonly<Record<number, { readonly code: string; readonly kill: number }>> = {
  1: { code: '1D6+1', kill: 20 },
  2: { code: '1D6', kill: 16 },
  3: { code: '1D6-1', kill: 8 },
  4: { code: '1D6-2', kill: 4 },
  5: { code: '1D6-3', kill: 2 },
};

// The printed cells (seed: Diagram 8 rows 1–2, and the shaded target square).
const PRINTED: Readonly<Record<string, { readonly code: string; readonly kill: number }>> = {
  r1c5: { code: '1D6-3', kill: 2 },
  r1c6: { code: '1D6-3', kill: 2 },
  r1c7: { code: '1D6-3', kill: 2 },
  r2c3: { code: '1D6-3', kill: 2 },
  r2c4: { code: '1D6-3', kill: 2 },
  r2c5: { code: '1D6-2', kill: 4 },
  r2c6: { code: '1D6-2', kill: 4 },
  r2c7: { code: '1D6-2', kill: 4 },
  r6c6: { code: '2D6', kill: 40 },
};

const RATIONALE =
  'the seed gives Diagram 8 rows 1–2 and the target square only (seed-gaps.md): ring ⌈d − ¼⌉ of the straight-line distance, ' +
  'each ring inward one more than the printed 1D6−3 (ring 5) and 1D6−2 (ring 4), kill doubling from the printed 02 and 04, ring 1 half the printed 40 (ruling AR2)';

function diagramCells(): Readonly<Record<string, DiagramCell>> {
  const out: Record<string, DiagramCell> = {};
  for (let row = 1; row <= DIAGRAM_SIZE; row++) {
    for (let col = 1; col <= DIAGRAM_SIZE; col++) {
      const dRow = row - DIAGRAM_CENTRE;
      const dCol = col - DIAGRAM_CENTRE;
      if (Math.hypot(dRow, dCol) > DIAGRAM_REACH) continue;
      const key = diagramKey(row, col);
      const where = `${DIAGRAM}, row ${row}, column ${col}`;
      const p = PRINTED[key];
      if (p) {
        out[key] = { code: printed(p.code, `${where} (upper line)`), kill: printed(p.kill, `${where} (lower right corner)`) };
        continue;
      }
      const ring = diagramRing(dRow, dCol);
      const h = HOUSE_RING[ring]!;
      // Row 2's last two cells are cut off in the seed: the diagram is symmetric, so they mirror columns 4 and 3.
      const why = row === 2 ? 'row 2 is cut after five cells in the seed; the mirror of the printed cell across the centre column' : `ring ${ring}: ${RATIONALE}`;
      out[key] = { code: house(h.code, `${where} (upper line)`, why), kill: house(h.kill, `${where} (lower right corner)`, why) };
    }
  }
  return out;
}

export const TANK_DAMAGE_DIAGRAM: Readonly<Record<string, DiagramCell>> = diagramCells();

/** The diagram cell over a square `dRow`, `dCol` from where the shell landed, or undefined outside the blast. */
export function diagramCellAt(diagram: Readonly<Record<string, DiagramCell>>, dRow: number, dCol: number): DiagramCell | undefined {
  return diagram[diagramKey(dRow + DIAGRAM_CENTRE, dCol + DIAGRAM_CENTRE)];
}

// ---------------------------------------------------------------------------
// Descriptors

const percent = z.number().int().min(0).max(100);

export const SHELL_HIT_TABLE = describeTable({
  title: `${HIT} (with Cases 28.22–28.25 and 28.4)`,
  data: SHELL_HIT_NUMBERS,
  valueSchema: (field) => (field === undefined ? percent : undefined),
});

export const SHELL_SCATTER_TABLE = describeTable({
  title: `${SCATTER} (direction: the Scatter Diagram)`,
  data: SHELL_SCATTER_DISTANCE,
  valueSchema: (field) => (field === undefined ? z.number().int().min(0).max(20) : undefined),
});

export const TANK_DAMAGE_DIAGRAM_TABLE = describeTable({
  title: `${DIAGRAM} (Section 23.0 "Fire"; Case 28.33)`,
  data: TANK_DAMAGE_DIAGRAM,
  valueSchema: (field) => (field === 'code' ? z.string().regex(/^\d*D(6|10)([+-]\d+)?$/i, 'a dice code like "1D6-2" or "2D6"') : field === 'kill' ? percent : undefined),
});
