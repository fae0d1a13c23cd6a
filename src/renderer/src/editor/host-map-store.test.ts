import { describe, expect, it } from 'vitest';
import type { MapSummaryInfo, SaveMapOutcome, UmpireMethod, UmpireParams, UmpireResults } from '@shared/contract/api';
import { blankMap } from '@shared/map/map-model';
import { parseMap, serializeMap } from '@shared/map/map-schema';
import { hostMapStore, type MapApi, type SavedMapInfo } from './host-map-store';

/**
 * A fake umpire client that behaves as the host's catalogue does
 * (src/main/app/game-manager.ts): one bundled map, read-only; saveMap checks
 * the file with parseMap and copies a bundled map instead of overwriting it.
 */
function fakeHost() {
  const bundledFile = serializeMap(blankMap('commando-a', 'Map A', 4, 4, { kind: 'approximation', note: 'Drawn from the scenario text.' }));
  const own = new Map<string, Record<string, unknown>>();
  const calls: { method: string; params: unknown }[] = [];
  let next = 1;
  const summary = (id: string, file: Record<string, unknown>, bundled: boolean): MapSummaryInfo => ({
    id,
    name: String(file['name']),
    bundled,
    letter: bundled ? 'A' : null,
    width: Number(file['width']),
    height: Number(file['height']),
    provenance: { kind: 'custom', note: '' },
    updatedAt: bundled ? null : '2024-01-01T00:00:00Z',
  });
  const handlers: { [M in UmpireMethod]?: (p: UmpireParams<M>) => UmpireResults[M] } = {
    listMaps: () => [summary('commando-a', bundledFile as unknown as Record<string, unknown>, true), ...[...own].map(([id, f]) => summary(id, f, false))],
    getMap: ({ id }) => {
      const file = id === 'commando-a' ? (bundledFile as unknown as Record<string, unknown>) : own.get(id);
      if (!file) throw new Error(`map ${id} is not in this campaign`);
      return { ...summary(id, file, id === 'commando-a'), file: structuredClone(file) };
    },
    saveMap: ({ id, file }): SaveMapOutcome => {
      const parsed = parseMap(file);
      if (!parsed.ok) return { ok: false, errors: parsed.errors.map((e) => ({ where: e.where, field: e.field, message: e.message })) };
      const overBundled = id === 'commando-a' || (id === undefined && file['id'] === 'commando-a');
      const key = id !== undefined && !overBundled ? id : `own-${next++}`;
      const stored = { ...structuredClone(file), id: key };
      own.set(key, stored);
      return { ok: true, map: summary(key, stored, false), ...(overBundled ? { copiedFrom: 'commando-a' } : {}) };
    },
  };
  const client: MapApi = {
    call(method, params) {
      calls.push({ method, params });
      const h = handlers[method] as ((p: unknown) => unknown) | undefined;
      if (!h) return Promise.reject(new Error(`unexpected ${method}`));
      try {
        return Promise.resolve(h(params)) as never;
      } catch (e) {
        return Promise.reject(e as Error);
      }
    },
  };
  return { client, calls, own, bundledFile };
}

describe('hostMapStore', () => {
  it('lists the bundled maps as read-only and the campaign maps by name', async () => {
    const host = fakeHost();
    host.own.set('own-x', serializeMap(blankMap('own-x', 'Club quarry', 3, 3, { kind: 'custom', note: '' })) as unknown as Record<string, unknown>);
    const store = hostMapStore(host.client);
    expect(await store.list()).toEqual([
      { id: 'commando-a', name: 'Map A · bundled, read-only' },
      { id: 'own-x', name: 'Club quarry' },
    ]);
  });

  it('loads the map file (getMap → file), which parses as a map', async () => {
    const store = hostMapStore(fakeHost().client);
    const file = await store.load('commando-a');
    const parsed = parseMap(file);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.map.name).toBe('Map A');
  });

  it('rejects loading a map the host does not have', async () => {
    await expect(hostMapStore(fakeHost().client).load('nope')).rejects.toThrow(/not in this campaign/);
  });

  it('saves a new map without an id and then over its own id', async () => {
    const host = fakeHost();
    const saved: SavedMapInfo[] = [];
    const store = hostMapStore(host.client, { onSaved: (i) => saved.push(i) });
    const file = serializeMap(blankMap('new-map', 'New map', 5, 5, { kind: 'custom', note: '' }));
    const first = await store.save(undefined, file);
    expect(first).toEqual({ id: 'own-1' });
    expect(host.calls.at(-1)).toEqual({ method: 'saveMap', params: { file } });
    expect('id' in (host.calls.at(-1)!.params as object)).toBe(false);
    const second = await store.save(first.id, { ...file, name: 'Renamed' });
    expect(second).toEqual({ id: 'own-1' });
    expect(host.own.get('own-1')?.['name']).toBe('Renamed');
    expect(saved.map((s) => s.copiedFrom)).toEqual([undefined, undefined]);
  });

  it('saving over a bundled map makes a campaign copy and says so', async () => {
    const host = fakeHost();
    const saved: SavedMapInfo[] = [];
    const store = hostMapStore(host.client, { onSaved: (i) => saved.push(i) });
    const file = await store.load('commando-a');
    const r = await store.save('commando-a', file);
    expect(r.id).not.toBe('commando-a');
    expect(saved[0]?.copiedFrom).toBe('commando-a');
    expect(saved[0]?.map.id).toBe(r.id);
  });

  it('a faulty file is refused with an Error naming the square and field', async () => {
    const host = fakeHost();
    const saved: SavedMapInfo[] = [];
    const store = hostMapStore(host.client, { onSaved: (i) => saved.push(i) });
    const file = serializeMap(blankMap('bad', 'Bad', 3, 3, { kind: 'custom', note: '' })) as unknown as Record<string, unknown>;
    const broken = { ...file, zones: [{ id: 1, squares: ['0909'] }] };
    const err = await store.save(undefined, broken).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).message).toMatch(/^the map was not saved \(\d+ faults?\): /);
    expect((err as Error).message).toContain('zone 1');
    expect((err as Error).message).toContain('0909');
    expect(host.own.size).toBe(0);
    expect(saved).toEqual([]);
  });

  it('refuses something that is not a map file object before asking the host', async () => {
    const host = fakeHost();
    await expect(hostMapStore(host.client).save(undefined, [1, 2])).rejects.toThrow(/JSON object/);
    expect(host.calls).toEqual([]);
  });
});
