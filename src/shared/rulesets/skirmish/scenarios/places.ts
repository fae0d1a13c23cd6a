/**
 * A scenario's places on the table (deployment areas, mined areas, victory
 * places): a table feature by id — an area or a building — or a polygon of
 * its own. Resolved against the table the game is played on.
 */
import type { Place } from '../model/scenario-file';
import { pointInPolygon } from '../rules/geometry';
import type { Point, Polygon, TableLayout } from '../rules/table-types';

export type PlaceResult = { readonly ok: true; readonly polygon: Polygon; readonly name: string } | { readonly ok: false; readonly message: string };

export function placePolygon(table: Pick<TableLayout, 'areas' | 'buildings' | 'width' | 'height'>, place: Place): PlaceResult {
  if ('feature' in place) {
    const f = table.areas.find((a) => a.id === place.feature) ?? table.buildings.find((b) => b.id === place.feature);
    if (!f) return { ok: false, message: `"${place.feature}" is neither an area nor a building of the table (its areas: ${table.areas.map((a) => a.id).join(', ') || 'none'}; buildings: ${table.buildings.map((b) => b.id).join(', ') || 'none'})` };
    return { ok: true, polygon: f.polygon, name: f.name ?? f.id };
  }
  const off = place.polygon.find((p) => p.x < 0 || p.y < 0 || p.x > table.width || p.y > table.height);
  if (off) return { ok: false, message: `the corner (${off.x}, ${off.y}) is off the ${table.width}"×${table.height}" table` };
  return { ok: true, polygon: place.polygon, name: 'the marked place' };
}

/** Whether a point lies in a place (its boundary counts); a place that does not resolve holds nothing. */
export function inPlace(table: Pick<TableLayout, 'areas' | 'buildings' | 'width' | 'height'>, place: Place, p: Point): boolean {
  const r = placePolygon(table, place);
  return r.ok && pointInPolygon(p, r.polygon);
}
