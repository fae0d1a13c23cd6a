/**
 * Validation as you go: the edited map is written and read back exactly as a
 * saved file would be (`parseMap(serializeMap(map))`), so the editor flags
 * precisely what a load would refuse, each fault tied to a square where it
 * has one (Case 3.7 code, a side's square, a zone's or structure's first
 * square). A few editor warnings follow (an empty zone or structure) that a
 * file may hold but a scenario cannot use. Pure; the component debounces it.
 */
import { readCoord } from '@shared/map/coords';
import { formatMapError, parseMap, readSide, serializeMap, type MapError } from '@shared/map/map-schema';
import type { GameMap, Square } from '@shared/map/map-model';

export interface ValidationIssue extends MapError {
  readonly severity: 'error' | 'warning';
  /** The square to centre on when the issue is clicked. */
  readonly square?: Square;
  readonly text: string;
}

export function validateMap(map: GameMap): ValidationIssue[] {
  let errors: readonly MapError[];
  try {
    const parsed = parseMap(serializeMap(map));
    errors = parsed.ok ? [] : parsed.errors;
  } catch (e) {
    errors = [{ where: 'map', field: '(file)', message: `the map cannot be written: ${e instanceof Error ? e.message : String(e)}` }];
  }
  const issues: ValidationIssue[] = errors.map((e) => issue(map, e, 'error'));
  for (const z of map.zones) {
    if (z.squares.length === 0) issues.push(issue(map, { where: `zone ${z.id}`, field: 'squares', message: 'zone has no squares (Case 38.42)' }, 'warning'));
  }
  for (const s of map.structures) {
    if (s.squares.length === 0) issues.push(issue(map, { where: `structure "${s.id}"`, field: 'squares', message: 'structure has no squares' }, 'warning'));
    if (s.name.trim() === '') issues.push(issue(map, { where: `structure "${s.id}"`, field: 'name', message: 'structure has no name' }, 'warning'));
  }
  return issues;
}

function issue(map: GameMap, e: MapError, severity: 'error' | 'warning'): ValidationIssue {
  const square = squareOfIssue(map, e.where);
  return { ...e, severity, text: formatMapError(e), ...(square ? { square } : {}) };
}

/** Finds the square an error's `where` names: "square 2547", "side 2547n", "zone 3", `structure "hq"`. */
export function squareOfIssue(map: GameMap, where: string): Square | undefined {
  const bounds = { width: map.width, height: map.height };
  let m = /^square (\d+)/.exec(where);
  if (m) {
    const r = readCoord(m[1]!, bounds);
    return r.ok ? r.square : undefined;
  }
  m = /^side (\d+[nesw])/.exec(where);
  if (m) {
    const side = readSide(m[1]!, bounds);
    if (typeof side === 'string') return undefined;
    return { col: Math.min(map.width, Math.max(1, side.col)), row: Math.min(map.height, Math.max(1, side.row)) };
  }
  m = /^zone (\d+)/.exec(where);
  if (m) return map.zones.find((z) => z.id === Number(m![1]))?.squares[0];
  m = /^structure "(.*)"$/.exec(where);
  if (m) return map.structures.find((s) => s.id === m![1])?.squares[0];
  return undefined;
}
