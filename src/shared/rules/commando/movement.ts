/**
 * Movement (Section 7.0): the Task Point cost of one step, itemised, and the
 * check of a drawn route step by step. Rulings: docs/rulings/movement.md.
 *
 * One step's cost, in order:
 *   1. base: 5 orthogonal / 7 diagonal (Case 7.22), 10 / 14 prone (Chart 5.22);
 *   2. × the entered square's Terrain Multiple (Case 7.33);
 *   3. + its Terrain Additive (Case 7.34);
 *   4. + line terrain additive on the side crossed (Case 7.35); a diagonal
 *      step passes a corner and pays the cheaper way round it (Case 7.37);
 *   5. + elevation change (Chart 7.39 last line, Addenda; Case 35.31);
 *   6. × 2 for a seriously wounded man, after all the terrain arithmetic
 *      (Cases 9.21, 9.32).
 */
import { describeSquare } from '../../map/coords';
import type { FieldTerrain, GameMap, LineTerrain, Square } from '../../map/map-model';
import { onMap, squareIndex } from '../../map/map-model';
import type { Breakdown, BreakdownStep } from '../breakdown';
import type { Provenance, Sourced } from '../provenance';
import { house } from '../provenance';
import type { RuleError } from '../rule-error';
import { ruleError } from '../rule-error';
import type { Occupancy } from './stacking';
import { checkEntry, EMPTY_OCCUPANCY, STACKING_LIMIT_CASE_7_41 } from './stacking';
import type { CommandoTables } from './tables/index';
import type { TaskPointCostValue } from './tables/task-point-costs';
import { TASK_POINT_ALLOTMENT, TASK_POINT_COSTS } from './tables/task-point-costs';
import type { ElevationChangeCosts, FieldTerrainEffect, LineTerrainEffect } from './tables/terrain-effects';
import { ELEVATION_CHANGE, FIELD_TERRAIN_EFFECTS, LINE_TERRAIN_EFFECTS, WOODS_MULTIPLE_CASE_7_34 } from './tables/terrain-effects';

/** What about the man changes the cost of his movement. */
export interface Mover {
  /** Moves at the prone rates of Chart 5.22. */
  readonly prone: boolean;
  /** Pays twice every cost (Cases 9.21, 9.32). */
  readonly seriouslyWounded: boolean;
  /** Has no Task Points and performs no task (Case 9.22). */
  readonly incapacitated?: boolean;
}

export type MovementTaskId = 'move-orthogonal' | 'move-diagonal' | 'move-orthogonal-prone' | 'move-diagonal-prone' | 'fall-prone';

/** Every number movement reads, with its provenance. A campaign overrides any of them. */
export interface MovementTables {
  readonly field: Readonly<Record<FieldTerrain, Pick<FieldTerrainEffect, 'multiple' | 'additive'>>>;
  readonly line: Readonly<Record<LineTerrain, Pick<LineTerrainEffect, 'crossing' | 'aperture'>>>;
  readonly taskPoints: Readonly<Record<MovementTaskId, { readonly cost: Sourced<TaskPointCostValue> }>>;
  readonly seriouslyWoundedMultiple: Sourced<number>;
  readonly elevation: ElevationChangeCosts;
  /** How level changes are charged: the Addenda's 0 ↔ −1 drop only (default), the chart line as first printed (0 ↔ +1), or every level (see `elevationStep`). */
  readonly elevationReading: 'addenda' | 'as-first-printed' | 'every-level';
  /** Climbing from level −1 back to 0: Case 35.31 "into or out of" level zero. */
  readonly climbOutOfNegative: Sourced<number>;
  /** Chart 7.39 gives woods multiple 1; Case 7.34's example gives 2. */
  readonly woodsReading: 'chart' | 'case-7.34';
  readonly woodsMultipleCase734: Sourced<number>;
  /** Chart 7.39 note 4: terrain that negates other terrain in its square for movement. */
  readonly negatesOtherTerrain: Sourced<readonly FieldTerrain[]>;
  /** Water whose `elevation` is its depth; a man moving on it is at level 0 (Cases 36.11, 36.24). */
  readonly surfaceTerrain: Sourced<readonly FieldTerrain[]>;
  readonly stackingLimit: Sourced<number>;
  /** Falling prone as the last task: free only when short of Task Points (Case 7.6, default) or always (Chart 5.22 note *). */
  readonly fallProneAtEnd: 'case-7.6' | 'chart-5.22-note';
}

function climbOutOf(intoNegative: Sourced<number>): Sourced<number> {
  return house(
    intoNegative.value,
    'Case 35.31 ("into or out of a square at elevation level zero"), with the Chart 7.39 Addenda',
    'the Addenda price the drop from 0 to −1; Case 35.31 charges it both ways, so climbing back out costs the same',
  );
}

export const MOVEMENT_TABLES: MovementTables = {
  field: FIELD_TERRAIN_EFFECTS,
  line: LINE_TERRAIN_EFFECTS,
  taskPoints: TASK_POINT_COSTS,
  seriouslyWoundedMultiple: TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple,
  elevation: ELEVATION_CHANGE,
  elevationReading: 'addenda',
  climbOutOfNegative: climbOutOf(ELEVATION_CHANGE.intoNegative),
  woodsReading: 'chart',
  woodsMultipleCase734: WOODS_MULTIPLE_CASE_7_34,
  negatesOtherTerrain: house(['road'], 'Chart 7.39 note 4', 'the chart rows the note marks are cut off in the seed; only a road plausibly "negates any other terrain"'),
  surfaceTerrain: house(['water', 'river', 'sea'], 'Cases 36.11, 36.24', 'water level is level 0 and a swimmer stays there; the square’s elevation marks the depth'),
  stackingLimit: STACKING_LIMIT_CASE_7_41,
  fallProneAtEnd: 'case-7.6',
};

/** The defaults with some entries replaced. */
export function movementTables(overrides: Partial<MovementTables>): MovementTables {
  return { ...MOVEMENT_TABLES, ...overrides };
}

export type MovementReadings = Partial<Pick<MovementTables, 'woodsReading' | 'elevationReading' | 'fallProneAtEnd'>>;

const fromCampaign = new WeakMap<CommandoTables, Map<string, MovementTables>>();

/**
 * Movement's view of a campaign's charts (after `applyOverrides` or
 * `withWoodsMultipleCase734`), with the readings this file offers. The same
 * inputs give the same object, so path-finding's per-tables cache holds.
 */
export function movementTablesFrom(tables: CommandoTables, readings: MovementReadings = {}): MovementTables {
  let byReadings = fromCampaign.get(tables);
  if (!byReadings) fromCampaign.set(tables, (byReadings = new Map()));
  const key = `${readings.woodsReading ?? ''}|${readings.elevationReading ?? ''}|${readings.fallProneAtEnd ?? ''}`;
  let t = byReadings.get(key);
  if (!t) {
    t = {
      ...MOVEMENT_TABLES,
      field: tables.fieldTerrain,
      line: tables.lineTerrain,
      taskPoints: tables.taskPointCosts,
      seriouslyWoundedMultiple: tables.taskPointAllotment.seriouslyWoundedCostMultiple,
      elevation: tables.elevationChange,
      climbOutOfNegative: climbOutOf(tables.elevationChange.intoNegative),
      ...readings,
    };
    byReadings.set(key, t);
  }
  return t;
}

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

/** CCRR, as Case 3.7 reads a square ("2547"). */
/** A square's CCRR name (Case 3.7), for messages. */
export const squareName = (sq: Square): string => describeSquare(sq);

/**
 * Line features of every square side, indexed by number, built once per map.
 * Sides are stored as `sideKey` names them: the north side of (col, row), rows
 * 1 … height + 1, and the west side, columns 1 … width + 1.
 */
interface SideTable {
  readonly north: (LineTerrain[] | undefined)[];
  readonly west: (LineTerrain[] | undefined)[];
}
const sideCache = new WeakMap<GameMap, SideTable>();
function sideTable(map: GameMap): SideTable {
  let t = sideCache.get(map);
  if (t) return t;
  const { width: w, height: h } = map;
  t = { north: new Array<LineTerrain[] | undefined>((h + 1) * w), west: new Array<LineTerrain[] | undefined>(h * (w + 1)) };
  for (const f of map.lines) {
    const { dir } = f.side;
    const vertical = dir === 'e' || dir === 'w';
    const col = f.side.col + (dir === 'e' ? 1 : 0);
    const row = f.side.row + (dir === 's' ? 1 : 0);
    if (col < 1 || row < 1 || col > (vertical ? w + 1 : w) || row > (vertical ? h : h + 1)) continue;
    const list = vertical ? t.west : t.north;
    const i = vertical ? (row - 1) * (w + 1) + (col - 1) : (row - 1) * w + (col - 1);
    (list[i] ??= []).push(f.terrain);
  }
  sideCache.set(map, t);
  return t;
}

const NO_LINES: readonly LineTerrain[] = [];

/** The line features on the side shared by orthogonally adjacent (ac, ar) and (bc, br). */
function sharedSide(map: GameMap, t: SideTable, ac: number, ar: number, bc: number, br: number): readonly LineTerrain[] {
  const w = map.width;
  const list =
    br !== ar ? t.north[(Math.max(ar, br) - 1) * w + (ac - 1)] : t.west[(ar - 1) * (w + 1) + (Math.max(ac, bc) - 1)];
  return list ?? NO_LINES;
}

const OPEN = 0;
const IMPASSABLE = 1;
const APERTURE = 2;

/** Whether a side can be crossed: impassable line terrain (Case 7.35), or a door/window/slit on a diagonal (Case 7.36). */
function sideBlock(tables: MovementTables, features: readonly LineTerrain[], diagonal: boolean): number {
  let block = OPEN;
  for (const f of features) {
    const e = tables.line[f];
    if (e.crossing.value === 'impassable') return IMPASSABLE;
    if (diagonal && e.aperture) block = APERTURE;
  }
  return block;
}

/** The first feature that blocks, for the message. */
function blocker(tables: MovementTables, features: readonly LineTerrain[], kind: number): LineTerrain {
  return features.find((f) => (kind === IMPASSABLE ? tables.line[f].crossing.value === 'impassable' : tables.line[f].aperture)) ?? features[0]!;
}

function sideAdditive(tables: MovementTables, features: readonly LineTerrain[], negate: boolean): number {
  if (negate) return 0;
  let sum = 0;
  for (const f of features) {
    const c = tables.line[f].crossing.value;
    if (c !== 'impassable') sum += c;
  }
  return sum;
}

/** Collects breakdown steps when asked to; the fast path passes `null` and pays nothing for it. */
type Steps = BreakdownStep[] | null;
const prov = (p: Provenance): { provenance: Provenance } => ({ provenance: p });

function taskCost(tables: MovementTables, id: MovementTaskId): Sourced<number> {
  const c = tables.taskPoints[id].cost;
  if (typeof c.value !== 'number') throw new RangeError(`Chart 5.22 row "${id}" must be a number of Task Points, not ${String(c.value)}`);
  return c as Sourced<number>;
}

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
  const base = taskCost(tables, baseId);
  let value = base.value;
  rec?.push({
    kind: 'base',
    label: `Move one square ${diagonal ? 'diagonally' : 'orthogonally'}${mover.prone ? ' while prone' : ''}`,
    caseRef: mover.prone ? 'Case 5.22' : 'Case 7.22',
    amount: value,
    value,
    ...prov(base.provenance),
  });

  // 2–3. Field terrain of the square entered (Cases 7.32–7.34).
  const field = tables.field[dst.terrain];
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

  // 4. Line terrain (Cases 7.35–7.37). Chart 7.39 note 4: a road negates other terrain,
  // so a step along a road (road to road) pays no line additive; impassable stays impassable.
  const roads = tables.negatesOtherTerrain.value;
  const negate = roads.includes(src.terrain) && roads.includes(dst.terrain);
  const sides = sideTable(map);
  let crossed: readonly (readonly LineTerrain[])[];
  let where: string;
  if (!diagonal) {
    const features = sharedSide(map, sides, from.col, from.row, to.col, to.row);
    if (sideBlock(tables, features, false) !== OPEN) {
      const t = blocker(tables, features, IMPASSABLE);
      return ruleError('move/impassable', 'Case 7.35', `${lineLabel(t)} between ${squareName(from)} and ${squareName(to)} is impassable (Case 7.35).`);
    }
    value += sideAdditive(tables, features, negate);
    crossed = [features];
    where = rec ? `between ${squareName(from)} and ${squareName(to)}` : '';
  } else {
    // The step passes the corner of four squares and may go round it either way: by the
    // square beside `from` in its row (a = to.col, from.row) or in its column (b = from.col,
    // to.row), crossing two sides each way. It is blocked only if both ways are (Case 7.37);
    // a door, window or slit is never passed diagonally (Case 7.36).
    const a1 = sharedSide(map, sides, from.col, from.row, to.col, from.row);
    const a2 = sharedSide(map, sides, to.col, from.row, to.col, to.row);
    const b1 = sharedSide(map, sides, from.col, from.row, from.col, to.row);
    const b2 = sharedSide(map, sides, from.col, to.row, to.col, to.row);
    const aBlock = sideBlock(tables, a1, true) | sideBlock(tables, a2, true);
    const bBlock = sideBlock(tables, b1, true) | sideBlock(tables, b2, true);
    if (aBlock !== OPEN && bBlock !== OPEN) {
      if (aBlock === APERTURE || bBlock === APERTURE) {
        return ruleError(
          'move/aperture-not-adjacent',
          'Case 7.36',
          `A man passes a door, window or slit only from the square directly beside it, never diagonally (Case 7.36): ${squareName(from)} → ${squareName(to)}.`,
        );
      }
      return ruleError('move/impassable', 'Case 7.37', `Impassable line terrain runs across both square sides at the corner between ${squareName(from)} and ${squareName(to)} (Case 7.37).`);
    }
    const aCost = aBlock === OPEN ? sideAdditive(tables, a1, negate) + sideAdditive(tables, a2, negate) : Number.POSITIVE_INFINITY;
    const bCost = bBlock === OPEN ? sideAdditive(tables, b1, negate) + sideAdditive(tables, b2, negate) : Number.POSITIVE_INFINITY;
    const viaA = aCost <= bCost;
    value += viaA ? aCost : bCost;
    crossed = viaA ? [a1, a2] : [b1, b2];
    where = '';
    if (rec) {
      const mid = squareName(viaA ? { col: to.col, row: from.row } : { col: from.col, row: to.row });
      where = `at the corner, passing ${mid}`;
      if (crossed[0]!.length + crossed[1]!.length > 0) rec.push({ kind: 'note', label: `Diagonal step goes round the corner by ${mid}, the cheaper way`, caseRef: 'Case 7.37', value: value - (viaA ? aCost : bCost) });
    }
  }
  if (rec) {
    // Itemise what was added above, one line per feature.
    let running = value - crossed.reduce((sum, f) => sum + sideAdditive(tables, f, negate), 0);
    for (const t of crossed.flat()) {
      const c = tables.line[t].crossing;
      const add = negate || c.value === 'impassable' ? 0 : c.value;
      running += add;
      rec.push({
        kind: 'modifier',
        label: negate ? `${lineLabel(t)} ${where}: negated by the road` : `${lineLabel(t)} ${where}`,
        caseRef: negate ? 'Case 7.39 note 4' : 'Case 7.35',
        amount: add,
        value: running,
        ...prov(c.provenance),
      });
    }
  }

  // 5. Elevation change (Chart 7.39 last line with the Addenda; Cases 35.3, 35.31).
  value = elevationStep(tables, levelOf(tables, src), levelOf(tables, dst), value, rec);

  // Every task costs Task Points (Case 5.21), whatever a campaign's negative additive says.
  if (value < 1) {
    value = 1;
    rec?.push({ kind: 'clamp', label: 'A task always costs at least one Task Point', caseRef: 'Case 5.21', value });
  }

  // 6. Serious wounds double the cost, after the terrain arithmetic (Cases 9.21, 9.32).
  if (mover.seriouslyWounded) {
    const m = tables.seriouslyWoundedMultiple;
    value *= m.value;
    rec?.push({ kind: 'multiply', label: `Seriously wounded: ×${m.value} Task Points`, caseRef: 'Case 9.21', amount: m.value, value, ...prov(m.provenance) });
  }
  return value;
}

function levelOf(tables: MovementTables, sq: { readonly terrain: FieldTerrain; readonly elevation: number }): number {
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
function elevationStep(tables: MovementTables, from: number, to: number, value: number, rec: Steps): number {
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
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, ' ');
const terrainLabel = (t: FieldTerrain): string => capital(t);
const lineLabel = (t: LineTerrain): string => capital(t);

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

/** Falling prone at the end (Case 7.6), priced by the campaign's reading. */
export function fallProneAtEndCost(mover: Mover, remainingTP: number, stoppedByEnemy: boolean, tables: MovementTables = MOVEMENT_TABLES): Breakdown {
  const what = 'Task Points to fall prone as the last task';
  if (mover.prone) return { what, steps: [{ kind: 'base', label: 'Already prone', caseRef: 'Case 7.6', amount: 0, value: 0 }], final: 0 };
  const row = taskCost(tables, 'fall-prone');
  const steps: BreakdownStep[] = [{ kind: 'base', label: 'Fall prone', caseRef: 'Case 5.22', amount: row.value, value: row.value, ...prov(row.provenance) }];
  let value = row.value;
  if (mover.seriouslyWounded) {
    const m = tables.seriouslyWoundedMultiple;
    value *= m.value;
    steps.push({ kind: 'multiply', label: `Seriously wounded: ×${m.value} Task Points`, caseRef: 'Case 9.21', amount: m.value, value, ...prov(m.provenance) });
  }
  let free: { label: string; caseRef: string } | undefined;
  if (stoppedByEnemy) free = { label: 'No further Task Points after entering an Enemy man’s square; he may still fall prone, free', caseRef: 'Case 7.44; Case 9.31' };
  else if (tables.fallProneAtEnd === 'chart-5.22-note') free = { label: 'Free as the last task of the Phase', caseRef: 'Case 5.22 note *' };
  else if (value > remainingTP) free = { label: `Free as the last task: only ${remainingTP} Task Points remain`, caseRef: 'Case 7.6' };
  if (free) {
    value = 0;
    steps.push({ kind: 'multiply', label: free.label, caseRef: free.caseRef, amount: 0, value });
  }
  return { what, steps, final: value };
}

export interface PlannedStep extends StepCost {
  /** Task Points spent on the route after this step. */
  readonly spent: number;
  /** Task Points left after this step; never negative. */
  readonly remaining: number;
}

export interface MovePlan {
  readonly start: Square;
  readonly steps: readonly PlannedStep[];
  /** Sum of the steps' costs. */
  readonly moveCost: number;
  /** Present when `fallProneAtEnd` was asked for. */
  readonly fallProne?: Breakdown;
  /** Movement plus falling prone. */
  readonly totalCost: number;
  readonly remaining: number;
  readonly finalSquare: Square;
  readonly finalPosture: 'erect' | 'prone';
  /** Present when the route entered a live Enemy man's square (Case 7.44): movement ends there; `unexecuted` are the route's squares he may not go on to (empty if it ended there anyway). */
  readonly stopped?: { readonly at: Square; readonly caseRef: 'Case 7.44'; readonly unexecuted: readonly Square[] };
}

export interface PlanOptions {
  /** Fall prone as the last task (Case 7.6). */
  readonly fallProneAtEnd?: boolean;
}

export type PlanOutcome =
  | { readonly ok: true; readonly value: MovePlan }
  /** `atStep` is the index in `route` of the square that could not be entered; `partial` is the plan up to it. */
  | { readonly ok: false; readonly error: RuleError; readonly atStep: number; readonly partial?: MovePlan };

/**
 * Check a drawn route square by square (Case 7.23) and price it. `route[0]`
 * is the man's square; each later square must be adjacent to the one before.
 * Movement ends in the first square holding a live Enemy man (Case 7.44); the
 * rest of the route is returned as `stopped.unexecuted`, not as an error.
 */
export function planMove(
  map: GameMap,
  mover: Mover,
  route: readonly Square[],
  remainingTP: number,
  occupancy: Occupancy = EMPTY_OCCUPANCY,
  tables: MovementTables = MOVEMENT_TABLES,
  options: PlanOptions = {},
): PlanOutcome {
  const start = route[0];
  const budget = Math.max(0, remainingTP);
  const steps: PlannedStep[] = [];
  let spent = 0;
  let stopped: MovePlan['stopped'];
  const plan = (fallProne?: Breakdown): MovePlan => {
    const fp = fallProne?.final ?? 0;
    const first = start as Square;
    return {
      start: first,
      steps: [...steps],
      moveCost: spent,
      ...(fallProne ? { fallProne } : {}),
      totalCost: spent + fp,
      remaining: budget - spent - fp,
      finalSquare: steps.length > 0 ? steps[steps.length - 1]!.to : first,
      finalPosture: mover.prone || fallProne ? 'prone' : 'erect',
      ...(stopped ? { stopped } : {}),
    };
  };
  const fail = (error: RuleError, atStep: number): PlanOutcome => ({ ok: false, error, atStep, partial: plan() });

  if (!start) return { ok: false, error: ruleError('move/empty-route', 'Case 7.23', 'A route needs at least the man’s own square.'), atStep: 0 };
  if (!onMap(map, start)) return { ok: false, error: ruleError('move/off-map', 'Case 7.22', `Square ${squareName(start)} is not on map ${map.name}.`), atStep: 0 };

  for (let i = 1; i < route.length; i++) {
    const from = route[i - 1]!;
    const to = route[i]!;
    const r = stepCost(map, from, to, mover, occupancy, tables);
    if (!r.ok) return fail(r.error, i);
    const step = r.value;
    if (step.cost > budget - spent) {
      return fail(
        ruleError(
          'move/insufficient_task_points',
          'Case 6.44',
          `Moving ${squareName(from)} → ${squareName(to)} costs ${step.cost} Task Points; only ${budget - spent} remain (Case 6.44).`,
        ),
        i,
      );
    }
    spent += step.cost;
    steps.push({ ...step, spent, remaining: budget - spent });
    if (step.endsMovement) {
      stopped = { at: to, caseRef: 'Case 7.44', unexecuted: route.slice(i + 1) };
      const fallProne = options.fallProneAtEnd ? fallProneAtEndCost(mover, budget - spent, true, tables) : undefined;
      return { ok: true, value: plan(fallProne) };
    }
  }
  const fallProne = options.fallProneAtEnd ? fallProneAtEndCost(mover, budget - spent, false, tables) : undefined;
  return { ok: true, value: plan(fallProne) };
}
