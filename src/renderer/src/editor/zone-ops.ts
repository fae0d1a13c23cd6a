/**
 * The numbered set-up zones of Case 38.42 as invertible map edits: the map is
 * divided into zones, so a square added to one leaves any other.
 */
import { onMap, sameSquare, type GameMap, type Square, type Zone } from '@shared/map/map-model';
import { appendSquares, applyOp, combineOps, squareKey, type EditOp } from './operations';

export function nextZoneId(map: GameMap): number {
  return map.zones.reduce((n, z) => Math.max(n, z.id), 0) + 1;
}

export function createZoneOp(map: GameMap, id: number, squares: readonly Square[] = []): EditOp | undefined {
  if (!Number.isInteger(id) || id < 0 || map.zones.some((z) => z.id === id)) return undefined;
  const create: EditOp = { kind: 'zone', index: map.zones.length, after: { id, squares: [] } };
  if (squares.length === 0) return create;
  const rest = zoneSquaresOp(applyOp(map, create), id, squares, true);
  return combineOps(rest ? [create, rest] : [create]);
}

export function deleteZoneOp(map: GameMap, id: number): EditOp | undefined {
  const index = map.zones.findIndex((z) => z.id === id);
  return index >= 0 ? { kind: 'zone', index, before: map.zones[index]! } : undefined;
}

/** Renumbers a zone; refused (undefined) when the number is taken, zones having distinct numbers. */
export function renumberZoneOp(map: GameMap, id: number, newId: number): EditOp | undefined {
  const index = map.zones.findIndex((z) => z.id === id);
  if (index < 0 || id === newId || !Number.isInteger(newId) || newId < 0 || map.zones.some((z) => z.id === newId)) return undefined;
  const before = map.zones[index]!;
  return { kind: 'zone', index, before, after: { id: newId, squares: before.squares } };
}

/**
 * Adds squares to a zone (taking them out of any other zone: the map is
 * divided into zones, Case 38.42) or removes them from it.
 */
export function zoneSquaresOp(map: GameMap, id: number, squares: readonly Square[], add: boolean): EditOp | undefined {
  const index = map.zones.findIndex((z) => z.id === id);
  if (index < 0) return undefined;
  const onMapSquares = squares.filter((s) => onMap(map, s));
  const keys = new Set(onMapSquares.map(squareKey));
  const ops: EditOp[] = [];
  map.zones.forEach((z, i) => {
    if (i === index) {
      const next = add ? appendSquares(map, z.squares, onMapSquares) : z.squares.filter((s) => !keys.has(squareKey(s)));
      if (next.length !== z.squares.length) ops.push({ kind: 'zone', index: i, before: z, after: { id: z.id, squares: next } });
    } else if (add) {
      const next = z.squares.filter((s) => !keys.has(squareKey(s)));
      if (next.length !== z.squares.length) ops.push({ kind: 'zone', index: i, before: z, after: { id: z.id, squares: next } });
    }
  });
  return combineOps(ops);
}

export function zoneOf(map: GameMap, sq: Square): Zone | undefined {
  return map.zones.find((z) => z.squares.some((s) => sameSquare(s, sq)));
}
