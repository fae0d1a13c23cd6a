/**
 * Elevation change on a move (Chart 7.39 last line with the Addenda; Cases
 * 35.3, 35.31, 36.11, 36.24): step 5 of movement.ts's cost.
 */
import type { FieldTerrain } from '../../../map/map-model';
import type { BreakdownStep } from '../../../kernel/breakdown';
import type { Provenance, Sourced } from '../../../kernel/provenance';
import type { MovementTables } from './movement-tables';

/** Collects breakdown steps when asked to; the fast path passes `null` and pays nothing for it. */
type Steps = BreakdownStep[] | null;
const prov = (p: Provenance): { provenance: Provenance } => ({ provenance: p });

export function levelOf(tables: MovementTables, sq: { readonly terrain: FieldTerrain; readonly elevation: number }): number {
  return sq.elevation < 0 && tables.surfaceTerrain.value.includes(sq.terrain) ? 0 : sq.elevation;
}

/**
 * Elevation change (Chart 7.39 last line; Cases 35.3, 35.31). Three readings:
 * - `addenda` (default): only the drop between levels 0 and −1 costs, both ways;
 *   any other change is "a simple gradation in the terrain" (Case 35.3) and free.
 * - `as-first-printed`: the chart line before the Addenda: 0 ↔ +1 costs `up`/`down`.
 * - `every-level`: each level climbed costs `up`, each descended `down`, the
 *   0 → −1 drop `intoNegative` (the reading in docs/rulings/tables.md T2).
 */
export function elevationStep(tables: MovementTables, from: number, to: number, value: number, rec: Steps): number {
  if (from === to) return value;
  const label = `Elevation ${fmtLevel(from)} → ${fmtLevel(to)}`;
  const charge = (cost: Sourced<number>, caseRef: string, what: string): void => {
    value += cost.value;
    rec?.push({ kind: 'modifier', label: what, caseRef, amount: cost.value, value, ...prov(cost.provenance) });
  };
  const reading = tables.elevationReading;
  if (reading === 'every-level') {
    const dir = to > from ? 1 : -1;
    for (let k = from; k !== to; k += dir) {
      const what = `Elevation ${fmtLevel(k)} → ${fmtLevel(k + dir)}`;
      if (k === 0 && dir < 0) charge(tables.elevation.intoNegative, 'Case 7.39 (Addenda)', what);
      else charge(dir > 0 ? tables.elevation.up : tables.elevation.down, 'Case 35.31', what);
    }
    return value;
  }
  const boundary = reading === 'addenda' ? 0 : 1; // the level at or above which is "up"
  const crosses = (from >= boundary) !== (to >= boundary);
  if (!crosses) {
    rec?.push({ kind: 'note', label: `${label}: a simple gradation, no extra cost`, caseRef: 'Case 35.3', value });
  } else if (reading === 'addenda') {
    if (to < from) charge(tables.elevation.intoNegative, 'Case 7.39 (Addenda)', label);
    else charge(tables.climbOutOfNegative, 'Case 35.31', label);
  } else {
    charge(to > from ? tables.elevation.up : tables.elevation.down, 'Case 35.31', label);
  }
  return value;
}

const fmtLevel = (n: number): string => (n < 0 ? `−${-n}` : n > 0 ? `+${n}` : '0');
