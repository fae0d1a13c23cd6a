/**
 * Movement (Section 7.0): the Task Point cost of one step, itemised. The
 * numbers are movement-tables.ts; line terrain on the side crossed is
 * line-crossing.ts, elevation elevation-cost.ts; a whole route is
 * move-plan.ts. Rulings: docs/rulings/movement.md.
 *
 * One step's cost, in order:
 *   1. base: 5 orthogonal / 7 diagonal (Case 7.22), 10 / 14 prone (Chart 5.22);
 *   2. × the entered square's Terrain Multiple (Case 7.33);
 *   3. + its Terrain Additive (Case 7.34);
 *   4. + line terrain additive on the side crossed (Case 7.35, line-crossing.ts); a diagonal
 *      step passes a corner and pays the cheaper way round it (Case 7.37);
 *   5. + elevation change (Chart 7.39 last line, Addenda; Case 35.31;
 *      elevation-cost.ts);
 *   6. × 2 for a seriously wounded man, after all the terrain arithmetic
 *      (Cases 9.21, 9.32).
 */
import { UNDERWATER_NUMBERS } from '../tables/underwater';
import { describeSquare } from '../../../map/coords';
import type { FieldTerrain, GameMap, Square } from '../../../map/map-model';
import { onMap, squareIndex } from '../../../map/map-model';
import type { Breakdown, BreakdownStep } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import { elevationStep, levelOf } from './elevation-cost';
import { lineCrossingStep } from './line-crossing';
import type { Mover, MovementTables, MovementTaskId } from './movement-tables';
import { MOVEMENT_TABLES, movementTaskCost } from './movement-tables';
import type { Occupancy } from './stacking';
import { checkEntry, EMPTY_OCCUPANCY } from './stacking';

export interface StepCost {
  readonly from: Square;
  readonly to: Square;
  readonly kind: 'orthogonal' | 'diagonal';
  readonly cost: number;
  /** Entering put him in a square with a live Enemy man: no more Task Points this Phase (Case 7.44). */
  readonly endsMovement: boolean;
  readonly breakdown: Breakdown;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

/** A square's CCRR name (Case 3.7), for messages. */
export const squareName = (sq: Square): string => describeSquare(sq);

/** Collects breakdown steps when asked to; the fast path passes `null` and pays nothing for it. */
type Steps = BreakdownStep[] | null;
const prov = (p: Provenance): { provenance: Provenance } => ({ provenance: p });

/**
 * The arithmetic of one step. Returns the cost (or the RuleError) and, when
 * `rec` is an array, pushes the itemised steps into it. Occupancy is not
 * looked at here: it never changes a cost (Case 7.42), only whether the
 * square may be entered.
 */
function computeStep(map: GameMap, from: Square, to: Square, mover: Mover, tables: MovementTables, rec: Steps): number | RuleError {
  if (mover.incapacitated) return ruleError('move/incapacitated', 'Case 9.22', 'An incapacitated man has no Task Points and performs no task (Case 9.22).');
  if (!onMap(map, from) || !onMap(map, to)) {
    return ruleError('move/off-map', 'Case 7.22', `Square ${squareName(onMap(map, from) ? to : from)} is not on map ${map.name}.`);
  }
  const dc = to.col - from.col;
  const dr = to.row - from.row;
  if ((dc === 0 && dr === 0) || Math.abs(dc) > 1 || Math.abs(dr) > 1) {
    return ruleError('move/not-adjacent', 'Case 7.23', `${squareName(to)} is not adjacent to ${squareName(from)}: a man moves one square at a time (Case 7.23).`);
  }
  const diagonal = dc !== 0 && dr !== 0;
  const src = map.squares[squareIndex(map, from)]!;
  const dst = map.squares[squareIndex(map, to)]!;

  // 1. Base cost (Case 7.22; Chart 5.22 prone rows).
  const baseId: MovementTaskId = diagonal ? (mover.prone ? 'move-diagonal-prone' : 'move-diagonal') : mover.prone ? 'move-orthogonal-prone' : 'move-orthogonal';
  const base = movementTaskCost(tables, baseId);
  let value = base.value;
  rec?.push({
    kind: 'base',
    label: `Move one square ${diagonal ? 'diagonally' : 'orthogonally'}${mover.prone ? ' while prone' : ''}`,
    caseRef: mover.prone ? 'Case 5.22' : 'Case 7.22',
    amount: value,
    value,
    ...prov(base.provenance),
  });

  // 2–3. Field terrain of the square entered (Cases 7.32–7.34); a man in flippers swims at the Clear rate (Case 36.25).
  const wet = tables.surfaceTerrain.value.includes(dst.terrain);
  const field = mover.divingGear && wet ? tables.field.clear : tables.field[dst.terrain];
  if (mover.divingGear && wet) rec?.push({ kind: 'note', label: 'Snorkel or SCUBA gear: water at the Clear movement rate', caseRef: 'Case 36.25', value });
  const woods734 = dst.terrain === 'woods' && tables.woodsReading === 'case-7.34';
  const multiple = woods734 ? tables.woodsMultipleCase734 : field.multiple;
  if (multiple.value === 'impassable') {
    return ruleError('move/impassable', 'Case 7.39', `${terrainLabel(dst.terrain)} at ${squareName(to)} is impassable (Terrain Effects Chart, Case 7.39).`);
  }
  if (multiple.value !== 1) {
    value *= multiple.value;
    rec?.push({ kind: 'multiply', label: `${terrainLabel(dst.terrain)}: Terrain Multiple ×${multiple.value}`, caseRef: woods734 ? 'Case 7.34' : 'Case 7.33', amount: multiple.value, value, ...prov(multiple.provenance) });
  }
  if (dst.terrain === 'woods') {
    rec?.push({ kind: 'note', label: `Woods multiple ${multiple.value}: Chart 7.39 prints 1, Case 7.34’s example uses 2`, caseRef: 'Case 7.34', value });
  }
  if (field.additive.value !== 0) {
    value += field.additive.value;
    rec?.push({ kind: 'modifier', label: `${terrainLabel(dst.terrain)}: Terrain Additive`, caseRef: 'Case 7.34', amount: field.additive.value, value, ...prov(field.additive.provenance) });
  }

  // 4. Line terrain on the side crossed (Cases 7.35–7.37; Chart 7.39 note 4).
  const crossed = lineCrossingStep(map, from, to, src, dst, tables, value, rec);
  if (typeof crossed !== 'number') return crossed;
  value = crossed;

  // 5. Elevation change (Chart 7.39 last line with the Addenda; Cases 35.3, 35.31).
  value = elevationStep(tables, levelOf(tables, src), levelOf(tables, dst), value, rec);

  // Every task costs Task Points (Case 5.21), whatever a campaign's negative additive says.
  if (value < 1) {
    value = 1;
    rec?.push({ kind: 'clamp', label: 'A task always costs at least one Task Point', caseRef: 'Case 5.21', value });
  }

  // Case 36.26: flippers on land, triple the cost to enter each land square.
  if (mover.divingGear && !wet) {
    const m = UNDERWATER_NUMBERS.gearLandMultiple;
    value *= m.value;
    rec?.push({ kind: 'multiply', label: `Snorkel or SCUBA gear on land: ×${m.value}`, caseRef: 'Case 36.26', amount: m.value, value, ...prov(m.provenance) });
  }

  // 6. Serious wounds double the cost, after the terrain arithmetic (Cases 9.21, 9.32).
  if (mover.seriouslyWounded) {
    const m = tables.seriouslyWoundedMultiple;
    value *= m.value;
    rec?.push({ kind: 'multiply', label: `Seriously wounded: ×${m.value} Task Points`, caseRef: 'Case 9.21', amount: m.value, value, ...prov(m.provenance) });
  }
  return value;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, ' ');
const terrainLabel = (t: FieldTerrain): string => capital(t);

/**
 * The Task Points for one step, with no breakdown: the same arithmetic as
 * `stepCost`, for path-finding. Occupancy is not considered.
 */
export function stepTaskPoints(map: GameMap, from: Square, to: Square, mover: Mover, tables: MovementTables = MOVEMENT_TABLES): number | RuleError {
  return computeStep(map, from, to, mover, tables, null);
}

/**
 * The Task Point cost of one step from `from` to the adjacent `to`, itemised;
 * or why the step is illegal. With `occupancy`, a full square refuses entry
 * (Case 7.41) and a live Enemy man ends movement (Case 7.44).
 */
export function stepCost(
  map: GameMap,
  from: Square,
  to: Square,
  mover: Mover,
  occupancy: Occupancy = EMPTY_OCCUPANCY,
  tables: MovementTables = MOVEMENT_TABLES,
): Outcome<StepCost> {
  const steps: BreakdownStep[] = [];
  const cost = computeStep(map, from, to, mover, tables, steps);
  if (typeof cost !== 'number') return { ok: false, error: cost };
  const entry = checkEntry(occupancy(to), squareName(to), tables.stackingLimit.value);
  if (!entry.ok) return entry;
  for (const n of entry.notes) steps.push({ kind: 'note', label: n.label, caseRef: n.caseRef, value: cost });
  const kind = from.col !== to.col && from.row !== to.row ? 'diagonal' : 'orthogonal';
  return {
    ok: true,
    value: {
      from,
      to,
      kind,
      cost,
      endsMovement: entry.endsMovement,
      breakdown: { what: `Task Points to move ${squareName(from)} → ${squareName(to)} (${kind})`, steps, final: cost },
    },
  };
}
