/**
 * The skirmish table as the rules read it: plain data in table inches (x to
 * the right, y down the table) and heights in real metres. The file format,
 * its schema and validation are `model/table-model.ts`; these types sit in
 * the rules layer because the rules read them and the model is above.
 */
import type { CoverClass } from '../tables/cover';
import type { LinearKind, Posture } from '../tables/features';
import type { MovementClass } from '../tables/movement';
import type { Material } from '../tables/penetration';

export interface Point {
  readonly x: number;
  readonly y: number;
}
export type Polygon = readonly Point[];

export interface TableArea {
  readonly id: string;
  readonly name?: string;
  readonly polygon: Polygon;
  readonly cover: CoverClass;
  readonly movement: MovementClass;
  /** Canopy height in metres; absent: by cover class (tables/features.ts CANOPY_HEIGHT). */
  readonly height?: number;
}

export interface TableLinear {
  readonly id: string;
  readonly kind: LinearKind;
  readonly points: readonly Point[];
  readonly material: Material;
  /** In the material's unit: logs, bricks, bags, 6" of concrete, feet of earth (ignored for a fence). */
  readonly thickness: number;
  /** Height in metres. */
  readonly height: number;
}

export interface Opening {
  readonly kind: 'door' | 'window';
  /** Index of the wall: the edge from polygon[edge] to polygon[edge + 1]. */
  readonly edge: number;
  /** Inches from the edge's first corner to the opening's start. */
  readonly at: number;
  readonly width: number;
}

export interface TableBuilding {
  readonly id: string;
  readonly name?: string;
  readonly polygon: Polygon;
  /** Height of walls and roof, metres. */
  readonly height: number;
  readonly wall: { readonly material: Material; readonly thickness: number };
  readonly openings: readonly Opening[];
  /** The cover class of a man inside. */
  readonly cover: CoverClass;
}

export interface Contour {
  readonly polygon: Polygon;
  /** Height of the ground inside this contour, metres. */
  readonly height: number;
}

export interface TableHill {
  readonly id: string;
  readonly name?: string;
  /** Outermost first; each inside the one before, each higher. */
  readonly contours: readonly Contour[];
}

export interface TableRoad {
  readonly id: string;
  readonly kind: 'road' | 'track';
  readonly points: readonly Point[];
  /** Inches. */
  readonly width: number;
}

export interface TableLayout {
  readonly width: number;
  readonly height: number;
  readonly areas: readonly TableArea[];
  readonly linear: readonly TableLinear[];
  readonly buildings: readonly TableBuilding[];
  readonly hills: readonly TableHill[];
  readonly roads: readonly TableRoad[];
}

/** A man on the table. */
export interface TableFigure {
  readonly id: string;
  readonly at: Point;
  readonly posture: Posture;
  /** Base radius in inches; absent: tables/movement.ts BASE_RADIUS. */
  readonly baseRadius?: number;
}

/** A smoke cloud, for sight (seed line 36): partial moves a target down one line, full two. */
export interface SmokeCloud {
  readonly id: string;
  readonly centre: Point;
  readonly radius: number;
  readonly developed: 'partial' | 'full';
}
