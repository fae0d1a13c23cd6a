/**
 * Ladders, stairways and flat roofs in the map file (version 3; Cases 35.21,
 * 35.22). The printed maps have none ("Players wishing to include these
 * options in the game will have to draw their own", Case 35.2), so a map file
 * lists the squares where they are drawn. Kept apart from map-schema.ts so
 * that file stays about the common parts.
 */
import { z } from 'zod';
import { formatCoord, type CoordBounds } from './coords';
import { CLIMB_SYMBOLS, ROOFED_TERRAIN, type ClimbSymbol, type GameMap, type Square, type SquareTerrain } from './map-model';

const coordString = z.string('a square coordinate must be a string such as "2547" (Case 3.7)');
const climbSymbol = z.enum(CLIMB_SYMBOLS, { error: (iss) => `unknown climbing symbol ${JSON.stringify(iss.input)} (Case 35.21: ladder or stairway)` });

/** Version 3 fields: `ladders` (Case 35.21) and `flatRoofs` (Case 35.22). */
export const climbingFileFields = {
  ladders: z.array(z.strictObject({ at: coordString, kind: climbSymbol })).default([]),
  flatRoofs: z.array(coordString).default([]),
};

export interface ClimbingFileError {
  readonly where: string;
  readonly field: string;
  readonly message: string;
}

/**
 * Puts the file's ladders and flat roofs on `squares` (in place), reporting
 * each fault: a version below 3, a square listed twice, a symbol on a square
 * with no roof.
 */
export function applyClimbingFields(
  file: { readonly version: number; readonly ladders: readonly { at: string; kind: ClimbSymbol }[]; readonly flatRoofs: readonly string[] },
  squares: SquareTerrain[],
  width: number,
  bounds: CoordBounds,
  square: (at: string, where: string, field: string) => Square | undefined,
  errors: ClimbingFileError[],
): void {
  if (file.version < 3 && file.ladders.length > 0) errors.push({ where: 'map', field: 'ladders', message: 'ladders and stairways (Case 35.21) need a version-3 map file' });
  if (file.version < 3 && file.flatRoofs.length > 0) errors.push({ where: 'map', field: 'flatRoofs', message: 'flat roofs (Case 35.22) need a version-3 map file' });
  const put = (at: string, field: string, seen: Set<number>, what: string, change: (q: SquareTerrain) => SquareTerrain) => {
    const sq = square(at, `square ${at}`, field);
    if (!sq) return;
    const idx = (sq.row - 1) * width + (sq.col - 1);
    const here = squares[idx];
    if (!here) return;
    const where = `square ${formatCoord(sq, bounds)}`;
    if (seen.has(idx)) errors.push({ where, field, message: `this square has ${what} listed twice` });
    seen.add(idx);
    if (!ROOFED_TERRAIN.includes(here.terrain)) errors.push({ where, field, message: `${what} on a ${here.terrain} square; only a building, bunker, hangar or tower has a roof (Case 35.2)` });
    squares[idx] = change(here);
  };
  const seenLadders = new Set<number>();
  file.ladders.forEach((l, i) => put(l.at, `ladders[${i}]`, seenLadders, 'a ladder or stairway', (q) => ({ ...q, ladder: l.kind })));
  const seenRoofs = new Set<number>();
  file.flatRoofs.forEach((at, i) => put(at, `flatRoofs[${i}]`, seenRoofs, 'a flat roof', (q) => ({ ...q, flatRoof: true })));
}

/** The version-3 fields of a map, empty when it has no ladder, stairway or flat roof. */
export function serializeClimbing(map: GameMap): { ladders?: { at: string; kind: ClimbSymbol }[]; flatRoofs?: string[] } {
  const bounds: CoordBounds = { width: map.width, height: map.height };
  const at = (i: number) => formatCoord({ col: (i % map.width) + 1, row: Math.floor(i / map.width) + 1 }, bounds);
  const ladders: { at: string; kind: ClimbSymbol }[] = [];
  const flatRoofs: string[] = [];
  map.squares.forEach((q, i) => {
    if (q.ladder) ladders.push({ at: at(i), kind: q.ladder });
    if (q.flatRoof) flatRoofs.push(at(i));
  });
  return { ...(ladders.length > 0 ? { ladders } : {}), ...(flatRoofs.length > 0 ? { flatRoofs } : {}) };
}
