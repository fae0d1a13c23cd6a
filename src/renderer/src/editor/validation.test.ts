import { describe, expect, it } from 'vitest';
import { blankMap, type GameMap } from '@shared/map/map-model';
import { applyOp } from './operations';
import { createStructureOp } from './structure-ops';
import { createZoneOp } from './zone-ops';
import { squareOfIssue, validateMap } from './validation';
import { exportMapFile, importMapText } from './map-file';
import { memoryMapStore } from './map-store';
import { serializeMap } from '@shared/map/map-schema';

const base = blankMap('val', 'Validation', 40, 64, { kind: 'custom', note: 't' });

describe('validation as you go (parseMap of serializeMap)', () => {
  it('finds nothing wrong with a fresh map', () => {
    expect(validateMap(base)).toEqual([]);
  });

  it('ties a file error to its square: tree symbols on a clear square (Case 8.6)', () => {
    const squares = [...base.squares];
    squares[(47 - 1) * 40 + (25 - 1)] = { terrain: 'clear', elevation: 0, trees: [{ x: 0.5, y: 0.5, r: 0.2 }] };
    const issues = validateMap({ ...base, squares });
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatchObject({ severity: 'error', where: 'square 2547', square: { col: 25, row: 47 } });
    expect(issues[0]!.text).toMatch(/only woods and forest/);
  });

  it('flags an empty name, a side off the map, and warns of empty zones and structures', () => {
    expect(validateMap({ ...base, name: '' }).find((i) => i.field === 'name' && i.where === 'map')?.severity).toBe('error');
    let m: GameMap = { ...base, lines: [{ side: { col: 45, row: 3, dir: 'n' as const }, terrain: 'wall' as const }] };
    m = applyOp(m, createZoneOp(m, 2)!);
    m = applyOp(m, createStructureOp(m, [], '')!);
    const issues = validateMap(m);
    expect(issues.find((i) => i.where === 'side 4503n')?.square).toEqual({ col: 40, row: 3 });
    expect(issues.filter((i) => i.severity === 'warning').map((i) => i.where)).toEqual(['zone 2', 'structure "structure-1"', 'structure "structure-1"']);
  });

  it('finds the first square of a zone or structure named in an error', () => {
    const m = applyOp(base, createZoneOp(base, 3, [{ col: 7, row: 9 }])!);
    expect(squareOfIssue(m, 'zone 3')).toEqual({ col: 7, row: 9 });
    expect(squareOfIssue(m, 'map')).toBeUndefined();
  });
});

describe('map files in the browser', () => {
  it('exports a file that imports back to the same map', () => {
    const m = applyOp(base, createZoneOp(base, 1, [{ col: 1, row: 1 }, { col: 2, row: 1 }])!);
    const out = exportMapFile(m);
    expect(out.filename).toBe('val.map.json');
    const back = importMapText(out.text);
    expect(back).toEqual({ ok: true, map: m });
  });

  it('refuses a bad file with errors naming the square or field, and a file that is not JSON', () => {
    const file = serializeMap(base) as { squares: { terrain: string; elevation: number; count?: number }[] };
    const bad = { ...file, squares: [{ terrain: 'clear', elevation: 0, count: 100 }, { terrain: 'lava', elevation: 0, count: 2460 }] };
    const r = importMapText(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ where: 'square 2103 (squares[1])', field: 'terrain' });
    const nj = importMapText('{ nope');
    expect(nj.ok).toBe(false);
    if (!nj.ok) expect(nj.errors[0]!.message).toMatch(/^not JSON/);
  });
});

describe('memory map store', () => {
  it('lists, saves new and existing entries, and loads copies', async () => {
    const store = memoryMapStore();
    expect(await store.list()).toEqual([]);
    const file = serializeMap(base);
    const { id } = await store.save(undefined, file);
    expect(await store.list()).toEqual([{ id, name: 'Validation' }]);
    const loaded = (await store.load(id)) as { name: string };
    expect(loaded).toEqual(file);
    loaded.name = 'changed';
    expect(((await store.load(id)) as { name: string }).name).toBe('Validation');
    expect(await store.save(id, { ...file, name: 'Renamed' })).toEqual({ id });
    expect(await store.list()).toEqual([{ id, name: 'Renamed' }]);
    const second = await store.save(undefined, file);
    expect(second.id).not.toBe(id);
    await expect(store.load('missing')).rejects.toThrow(/no map/);
  });
});
