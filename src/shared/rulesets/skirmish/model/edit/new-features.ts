/**
 * New features as the editor's drawing tools make them: an outline drawn on
 * the table becomes an `add-…` operation with a fresh id and the defaults
 * below (the panel sets the rest afterwards).
 */
import type { CoverClass } from '../../tables/cover';
import type { LinearKind } from '../../tables/features';
import type { MovementClass } from '../../tables/movement';
import type { Material } from '../../tables/penetration';
import type { Point, SkirmishTable } from '../table-model';
import { nextFeatureId, type TableOp } from './table-ops';

/** What a linear feature of each kind is made of, by default, and how high (m) and thick it is. */
export const LINEAR_DEFAULTS: Readonly<Record<LinearKind, { readonly material: Material; readonly thickness: number; readonly height: number }>> = {
  wall: { material: 'brick', thickness: 1, height: 2 },
  fence: { material: 'wood-fence', thickness: 1, height: 1.2 },
  hedge: { material: 'wood-fence', thickness: 1, height: 2 },
  bank: { material: 'earth', thickness: 3, height: 1.5 },
  sandbags: { material: 'sandbag', thickness: 2, height: 1 },
};

/** The movement class that goes with a cover class, until the umpire says otherwise. */
export const MOVEMENT_FOR_COVER: Readonly<Record<CoverClass, MovementClass>> = {
  open: 'open',
  light: 'light',
  close: 'close',
  dense: 'close',
  water: 'light',
  impassable: 'impassable',
};

const PREFIX: Readonly<Record<CoverClass, string>> = { open: 'field', light: 'scrub', close: 'wood', dense: 'jungle', water: 'water', impassable: 'rock' };

export function newArea(t: SkirmishTable, polygon: readonly Point[], cover: CoverClass): TableOp {
  return { kind: 'add-area', area: { id: nextFeatureId(t, PREFIX[cover]), polygon, cover, movement: MOVEMENT_FOR_COVER[cover] } };
}

export function newLinear(t: SkirmishTable, points: readonly Point[], kind: LinearKind): TableOp {
  return { kind: 'add-linear', linear: { id: nextFeatureId(t, kind), kind, points, ...LINEAR_DEFAULTS[kind] } };
}

export function newBuilding(t: SkirmishTable, polygon: readonly Point[]): TableOp {
  return { kind: 'add-building', building: { id: nextFeatureId(t, 'house'), polygon, height: 4, wall: { material: 'brick', thickness: 1 }, openings: [], cover: 'close' } };
}

export function newHill(t: SkirmishTable, polygon: readonly Point[], height = 5): TableOp {
  return { kind: 'add-hill', hill: { id: nextFeatureId(t, 'hill'), contours: [{ polygon, height }] } };
}

export function newRoad(t: SkirmishTable, points: readonly Point[], kind: 'road' | 'track' = 'road'): TableOp {
  return { kind: 'add-road', road: { id: nextFeatureId(t, kind), kind, points, width: kind === 'road' ? 2 : 1 } };
}

/** An empty table to start drawing on. */
export function blankTable(id: string, name: string, width = 72, height = 48): SkirmishTable {
  return { id, name, provenance: { kind: 'custom', note: '' }, width, height, areas: [], linear: [], buildings: [], hills: [], roads: [] };
}
