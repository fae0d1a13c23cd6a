/** Helpers for the movement tests: movers, a small test map, and a step's cost or error. */
import type { FieldTerrain, GameMap, LineFeature, LineTerrain, SideRef, Square, SquareTerrain } from '../../../../map/map-model';
import { blankMap } from '../../../../map/map-model';
import { stepCost } from '../movement';
import type { Mover, MovementTables } from '../movement-tables';
import { MOVEMENT_TABLES } from '../movement-tables';
import type { Occupancy } from '../stacking';

export const ERECT: Mover = { prone: false, seriouslyWounded: false };
export const PRONE: Mover = { prone: true, seriouslyWounded: false };
export const WOUNDED: Mover = { prone: false, seriouslyWounded: true };

export const sq = (col: number, row: number): Square => ({ col, row });

/** A 5×5 map of clear level-0 ground with some squares and sides changed. */
export function map(
  opts: { terrain?: [Square, FieldTerrain][]; elevation?: [Square, number][]; lines?: [SideRef, LineTerrain][]; size?: number } = {},
): GameMap {
  const size = opts.size ?? 5;
  const m = blankMap('t', 'test', size, size, { kind: 'custom', note: 'test' });
  const squares: SquareTerrain[] = m.squares.map((s) => ({ ...s }));
  for (const [s, terrain] of opts.terrain ?? []) squares[(s.row - 1) * size + (s.col - 1)] = { ...squares[(s.row - 1) * size + (s.col - 1)]!, terrain };
  for (const [s, elevation] of opts.elevation ?? []) squares[(s.row - 1) * size + (s.col - 1)] = { ...squares[(s.row - 1) * size + (s.col - 1)]!, elevation };
  const lines: LineFeature[] = (opts.lines ?? []).map(([side, terrain]) => ({ side, terrain }));
  return { ...m, squares, lines };
}

export function cost(m: GameMap, from: Square, to: Square, mover: Mover = ERECT, tables: MovementTables = MOVEMENT_TABLES): number {
  const r = stepCost(m, from, to, mover, undefined, tables);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.cost;
}

export function errorOf(m: GameMap, from: Square, to: Square, mover: Mover = ERECT, occupancy?: Occupancy): string {
  const r = stepCost(m, from, to, mover, occupancy);
  if (r.ok) throw new Error(`expected an error, got cost ${r.value.cost}`);
  return `${r.error.code} ${r.error.caseRef}`;
}

export const C = sq(3, 3);

