/**
 * The skirmish table file (JSON): a rectangle in inches with areas, linear
 * features, buildings, hills and roads. Versioned; zod checks each field's
 * shape, `table-model.ts` the geometry.
 */
import { z } from 'zod';
import { COVER_CLASSES } from '../tables/cover';
import { LINEAR_KINDS } from '../tables/features';
import { MOVEMENT_CLASSES } from '../tables/movement';
import { MATERIALS } from '../tables/penetration';

export const TABLE_FILE_VERSION = 1;
const TABLE_FILE_VERSIONS = [1] as const;
/** The largest side a table may have, inches (40 feet). */
export const MAX_TABLE_SIDE = 480;
export const DEFAULT_TABLE = { width: 72, height: 48 } as const;

const num = (what: string) => z.number(`${what} must be a number`).refine(Number.isFinite, `${what} must be finite`);
const id = z.string('id must be a string').min(1, 'id must not be empty');
const point = z.strictObject({ x: num('x'), y: num('y') });
const polygon = z.array(point).min(3, 'a polygon needs 3 corners or more');
const polyline = z.array(point).min(2, 'a line needs 2 points or more');
const height = (what: string) => num(what).min(0, `${what} must be 0 m or more`).max(200, `${what} must be 200 m or less`);
const enumOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: (iss) => `unknown ${what} ${JSON.stringify(iss.input)} (one of ${values.join(', ')})` });

const area = z.strictObject({
  id,
  name: z.string().optional(),
  polygon,
  cover: enumOf(COVER_CLASSES, 'cover class'),
  movement: enumOf(MOVEMENT_CLASSES, 'movement class'),
  height: height('height').optional(),
});

const linear = z.strictObject({
  id,
  kind: enumOf(LINEAR_KINDS, 'linear feature'),
  points: polyline,
  material: enumOf(MATERIALS, 'material'),
  thickness: num('thickness').min(0, 'thickness must be 0 or more').max(100, 'thickness must be 100 or less'),
  height: height('height'),
});

const opening = z.strictObject({
  kind: enumOf(['door', 'window'] as const, 'opening'),
  edge: z.number().int('edge must be a whole number').min(0, 'edge must be 0 or more'),
  at: num('at').min(0, 'at must be 0" or more'),
  width: num('width').positive('width must be more than 0"'),
});

const building = z.strictObject({
  id,
  name: z.string().optional(),
  polygon,
  height: height('height').positive('a building is more than 0 m high'),
  wall: z.strictObject({ material: enumOf(MATERIALS, 'material'), thickness: num('thickness').min(0).max(100) }),
  openings: z.array(opening).default([]),
  cover: enumOf(COVER_CLASSES, 'cover class').default('close'),
});

const hill = z.strictObject({
  id,
  name: z.string().optional(),
  contours: z.array(z.strictObject({ polygon, height: height('height') })).min(1, 'a hill needs a contour'),
});

const road = z.strictObject({
  id,
  kind: enumOf(['road', 'track'] as const, 'road kind'),
  points: polyline,
  width: num('width').positive('width must be more than 0"').max(24, 'width must be 24" or less'),
});

export const tableFileSchema = z.strictObject({
  version: z.literal(TABLE_FILE_VERSIONS, {
    error: (iss) => (iss.input === undefined ? 'missing: a table file must say which version it is' : `${JSON.stringify(iss.input)} is not a table file version this Sightline reads (${TABLE_FILE_VERSIONS.join(', ')})`),
  }),
  kind: z.literal('skirmish-table', { error: 'kind must be "skirmish-table"' }),
  id,
  name: z.string().min(1, 'name must not be empty'),
  /** Who drew it: "drawn for Sightline", a club's table, a photo traced. */
  provenance: z.strictObject({ kind: enumOf(['sightline', 'traced', 'custom'] as const, 'provenance'), note: z.string() }),
  width: num('width').positive().max(MAX_TABLE_SIDE).default(DEFAULT_TABLE.width),
  height: num('height').positive().max(MAX_TABLE_SIDE).default(DEFAULT_TABLE.height),
  areas: z.array(area).default([]),
  linear: z.array(linear).default([]),
  buildings: z.array(building).default([]),
  hills: z.array(hill).default([]),
  roads: z.array(road).default([]),
});

export type TableFile = z.input<typeof tableFileSchema>;
export type ParsedTableFile = z.output<typeof tableFileSchema>;
