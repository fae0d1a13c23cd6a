/**
 * Map files in the browser: export writes the JSON map file (serializeMap);
 * import reads one and returns either the map or every error, each naming its
 * square or field (parseMap), so a bad file never replaces the document.
 */
import { parseMap, serializeMap, type MapError } from '@shared/map/map-schema';
import type { GameMap } from '@shared/map/map-model';

export function exportMapFile(map: GameMap): { filename: string; text: string } {
  const base = (map.id || map.name).replace(/[^a-z0-9-_]+/gi, '-').replace(/^-+|-+$/g, '') || 'map';
  return { filename: `${base}.map.json`, text: `${JSON.stringify(serializeMap(map), null, 2)}\n` };
}

export type ImportResult = { readonly ok: true; readonly map: GameMap } | { readonly ok: false; readonly errors: readonly MapError[] };

export function importMapText(text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { ok: false, errors: [{ where: 'map', field: '(file)', message: `not JSON: ${e instanceof Error ? e.message : String(e)}` }] };
  }
  return importMapJson(json);
}

export function importMapJson(json: unknown): ImportResult {
  const parsed = parseMap(json);
  return parsed.ok ? { ok: true, map: parsed.map } : { ok: false, errors: parsed.errors };
}
