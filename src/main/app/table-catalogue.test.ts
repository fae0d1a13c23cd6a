import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MapSummaryInfo, SaveTableOutcome, TableDetailInfo, TableSummaryInfo } from '@shared/contract/api';
import { tempDir } from '../db/test-helpers';
import { BundledAssetError } from './catalogue';
import type { SightlineApp } from './sightline-app';
import { readBundledTables } from './table-catalogue';
import { call, startDemoAppOn } from './test-support/demo-app';

const wood = [
  { x: 5, y: 5 },
  { x: 15, y: 5 },
  { x: 15, y: 13 },
  { x: 5, y: 13 },
];
const drawn = () => ({
  version: 1,
  kind: 'skirmish-table',
  id: 'club-table',
  name: 'Club table',
  provenance: { kind: 'custom', note: 'drawn in the editor' },
  width: 72,
  height: 48,
  areas: [{ id: 'wood-1', polygon: wood, cover: 'close', movement: 'close' }],
  linear: [{ id: 'wall-1', kind: 'wall', points: [{ x: 30, y: 5 }, { x: 30, y: 30 }], material: 'brick', thickness: 1, height: 2 }],
  buildings: [],
  hills: [],
  roads: [],
});

const start = (file: string): Promise<SightlineApp> => startDemoAppOn(file, { lanHost: '127.0.0.1' });

describe('skirmish tables in the campaign database, through the umpire API', () => {
  it('lists the two bundled tables (drawn for Sightline) and serves their files', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const tables = await call<TableSummaryInfo[]>(app, 'listTables');
    expect(tables.map((t) => [t.id, t.bundled, t.provenance.kind])).toEqual([
      ['paddy-and-treeline', true, 'sightline'],
      ['village-edge', true, 'sightline'],
    ]);
    const village = await call<TableDetailInfo>(app, 'getTable', { id: 'village-edge' });
    expect(village.file['kind']).toBe('skirmish-table');
    await expect(call(app, 'deleteTable', { id: 'village-edge' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/ships with Sightline/) } });
  });

  it('saves a table and reads back the same file; updates it; refuses a faulty one naming the feature; keeps it out of the Commando maps', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const saved = await call<SaveTableOutcome>(app, 'saveTable', { file: drawn() });
    if (!saved.ok) throw new Error('not saved');
    const back = await call<TableDetailInfo>(app, 'getTable', { id: saved.table.id });
    expect(back.file).toEqual({ ...drawn(), id: saved.table.id });
    expect((await call<TableSummaryInfo[]>(app, 'listTables')).filter((t) => !t.bundled).map((t) => t.name)).toEqual(['Club table']);

    const renamed = await call<SaveTableOutcome>(app, 'saveTable', { id: saved.table.id, file: { ...drawn(), name: 'Club table v2' } });
    expect(renamed).toMatchObject({ ok: true, table: { id: saved.table.id, name: 'Club table v2' } });

    const crossing = { ...drawn(), areas: [{ id: 'wood-1', polygon: [wood[0], wood[2], wood[1], wood[3]], cover: 'close', movement: 'close' }] };
    const refused = await call<SaveTableOutcome>(app, 'saveTable', { id: saved.table.id, file: crossing });
    expect(refused).toEqual({ ok: false, errors: [{ where: 'areas[0] "wood-1"', field: 'polygon', message: expect.stringMatching(/^not a simple polygon/) }] });
    expect((await call<TableDetailInfo>(app, 'getTable', { id: saved.table.id })).name).toBe('Club table v2');

    // The maps store holds both; the Commando map methods never see a table.
    expect((await call<MapSummaryInfo[]>(app, 'listMaps')).some((m) => m.id === saved.table.id)).toBe(false);
    await expect(call(app, 'getMap', { id: saved.table.id })).rejects.toMatchObject({ body: { message: expect.stringMatching(/is not in this campaign/) } });
    await expect(call(app, 'getTable', { id: 'commando-j' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/table commando-j is not in this campaign/) } });

    expect(await call(app, 'deleteTable', { id: saved.table.id })).toEqual({ deleted: true, id: saved.table.id });
    expect((await call<TableSummaryInfo[]>(app, 'listTables')).filter((t) => !t.bundled)).toEqual([]);
  });

  it('saving over a bundled table saves a campaign copy, never the bundled file', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const village = await call<TableDetailInfo>(app, 'getTable', { id: 'village-edge' });
    const copy = await call<SaveTableOutcome>(app, 'saveTable', { id: 'village-edge', file: village.file });
    expect(copy).toMatchObject({ ok: true, copiedFrom: 'village-edge', table: { bundled: false, name: `${village.name} (campaign copy)` } });
    expect((await call<TableDetailInfo>(app, 'getTable', { id: 'village-edge' })).file).toEqual(village.file);
  });

  it('answers over HTTP with the umpire token only', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const base = app.session().umpireUrl!.replace(/\/[^/]*$/, '').replace(/\/ui$/, '');
    const origin = new URL(base).origin;
    const post = (method: string, token: string, body: unknown) =>
      fetch(`${origin}/api/umpire/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
    const res = await post('saveTable', app.tokens.umpire, { file: drawn() });
    expect(res.status).toBe(200);
    const outcome = (await res.json()) as SaveTableOutcome;
    expect(outcome.ok).toBe(true);
    expect((await post('listTables', app.tokens.sideToken('commando'), {})).status).toBe(401);
  });

  it('a malformed bundled table stops the catalogue, naming the file and the feature', () => {
    const dir = join(tempDir(), 'tables');
    mkdirSync(dir);
    writeFileSync(join(dir, 'bad.json'), JSON.stringify({ ...drawn(), linear: [{ ...drawn().linear[0], thickness: -1 }] }));
    expect(() => readBundledTables(dir)).toThrow(BundledAssetError);
    expect(() => readBundledTables(dir)).toThrow(/tables\/bad\.json[\s\S]*linear\[0\] "wall-1", thickness: thickness must be 0 or more/);
    expect(() => readBundledTables(join(dir, 'none'))).toThrow(/the bundled skirmish tables are missing/);
  });
});
