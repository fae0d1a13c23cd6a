import { describe, expect, it } from 'vitest';
import { MapBuilder } from './map-builder';
import { rect, sq } from './map-areas';
import { terrainAt } from './map-model';
import { parseMap, serializeMap } from './map-schema';

const PROV = { kind: 'custom', note: 'test' } as const;
const build = () =>
  new MapBuilder('t', 'Test', PROV, { width: 6, height: 6 })
    .fill(rect('0202', '0303'), 'building')
    .ladder([sq('0202')])
    .ladder([sq('0303')], 'stairway')
    .flatRoof([sq('0302')])
    .build();

describe('Case 35.21 ladder and stairway symbols, Case 35.22 flat roofs, in the map file (version 3)', () => {
  it('Case 35.21: the symbol is drawn on the building square; Case 35.22: roofs are gabled unless marked flat', () => {
    const m = build();
    expect(terrainAt(m, { col: 2, row: 2 })).toMatchObject({ terrain: 'building', ladder: 'ladder' });
    expect(terrainAt(m, { col: 3, row: 3 }).ladder).toBe('stairway');
    expect(terrainAt(m, { col: 3, row: 2 }).flatRoof).toBe(true);
    expect(terrainAt(m, { col: 2, row: 3 }).flatRoof).toBeUndefined();
  });

  it('round-trips through a version-3 map file; a map without any is written as before', () => {
    const m = build();
    const file = serializeMap(m);
    expect(file.version).toBe(3);
    expect(file.ladders).toEqual([
      { at: '0202', kind: 'ladder' },
      { at: '0303', kind: 'stairway' },
    ]);
    expect(file.flatRoofs).toEqual(['0302']);
    const back = parseMap(JSON.parse(JSON.stringify(file)));
    expect(back.ok && back.map).toEqual(m);
    const plain = serializeMap(new MapBuilder('p', 'Plain', PROV, { width: 6, height: 6 }).fill(rect('0202', '0303'), 'building').build());
    expect(plain.version).toBe(1);
    expect('ladders' in plain || 'flatRoofs' in plain).toBe(false);
  });

  it('an older file still loads; an older file with ladders is refused, naming the field', () => {
    const file = serializeMap(build());
    const v2 = { ...file, version: 2, ladders: undefined, flatRoofs: undefined };
    const ok = parseMap(JSON.parse(JSON.stringify(v2)));
    expect(ok.ok).toBe(true);
    const bad = parseMap(JSON.parse(JSON.stringify({ ...file, version: 2 })));
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors).toContainEqual({ where: 'map', field: 'ladders', message: 'ladders and stairways (Case 35.21) need a version-3 map file' });
      expect(bad.errors).toContainEqual({ where: 'map', field: 'flatRoofs', message: 'flat roofs (Case 35.22) need a version-3 map file' });
    }
  });

  it('a ladder on a square without a roof, or listed twice, or of an unknown kind is refused with its square', () => {
    const file = serializeMap(build());
    const r = parseMap(JSON.parse(JSON.stringify({ ...file, ladders: [{ at: '0101', kind: 'ladder' }, { at: '0202', kind: 'ladder' }, { at: '0202', kind: 'stairway' }] })));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors).toContainEqual({ where: 'square 0101', field: 'ladders[0]', message: 'a ladder or stairway on a clear square; only a building, bunker, hangar or tower has a roof (Case 35.2)' });
      expect(r.errors).toContainEqual({ where: 'square 0202', field: 'ladders[2]', message: 'this square has a ladder or stairway listed twice' });
    }
    const odd = parseMap(JSON.parse(JSON.stringify({ ...file, ladders: [{ at: '0202', kind: 'rope' }] })));
    expect(!odd.ok && odd.errors[0]).toMatchObject({ where: 'square 0202', message: 'unknown climbing symbol "rope" (Case 35.21: ladder or stairway)' });
  });
});
