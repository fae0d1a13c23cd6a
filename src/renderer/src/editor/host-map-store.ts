/**
 * The map editor's store over the umpire API: the campaign database behind
 * the host. `list` is listMaps (the twelve bundled maps, read-only, and the
 * campaign's own), `load` is getMap's file, `save` is saveMap. The host checks
 * the file with parseMap; a faulty file is not saved and `save` rejects with an
 * Error whose message names every fault's square (or side, zone, structure)
 * and field. Saving over a bundled map never overwrites it: the host saves a
 * campaign copy and `onSaved` says so.
 */
import type { MapFaultInfo, MapSummaryInfo, UmpireMethod, UmpireParams, UmpireResults } from '@shared/contract/api';
import type { MapStore } from './map-store';

/** The one thing the store needs of the umpire client. */
export interface MapApi {
  call<M extends UmpireMethod>(method: M, params: UmpireParams<M>): Promise<UmpireResults[M]>;
}

export interface SavedMapInfo {
  readonly map: MapSummaryInfo;
  /** The bundled map this save copied, when the editor saved over one. */
  readonly copiedFrom?: string;
}

export interface HostMapStoreOptions {
  /** Called after every successful save (the editor screen tells the umpire about copies and refreshes its list). */
  readonly onSaved?: (info: SavedMapInfo) => void;
}

/** "Map A: Son Tay prison camp (approximation) · bundled, read-only". */
export function entryName(m: MapSummaryInfo): string {
  return m.bundled ? `${m.name} · bundled, read-only` : m.name;
}

/** One fault as the umpire reads it: "square 0305, terrain: not a terrain type". */
export function describeFault(f: MapFaultInfo): string {
  return `${f.where}, ${f.field}: ${f.message}`;
}

export function saveErrorMessage(errors: readonly MapFaultInfo[]): string {
  const shown = errors.slice(0, 20).map(describeFault);
  const more = errors.length > shown.length ? `; …and ${errors.length - shown.length} more` : '';
  return `the map was not saved (${errors.length} ${errors.length === 1 ? 'fault' : 'faults'}): ${shown.join('; ')}${more}`;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function hostMapStore(client: MapApi, options: HostMapStoreOptions = {}): MapStore {
  return {
    async list() {
      const maps = await client.call('listMaps', {});
      return maps.map((m) => ({ id: m.id, name: entryName(m) }));
    },
    async load(id) {
      const detail = await client.call('getMap', { id });
      return detail.file;
    },
    async save(id, file) {
      if (!isRecord(file)) throw new Error('the map was not saved: a map file is a JSON object');
      const outcome = await client.call('saveMap', { ...(id !== undefined ? { id } : {}), file });
      if (!outcome.ok) throw new Error(saveErrorMessage(outcome.errors));
      options.onSaved?.({ map: outcome.map, ...(outcome.copiedFrom !== undefined ? { copiedFrom: outcome.copiedFrom } : {}) });
      return { id: outcome.map.id };
    },
  };
}
