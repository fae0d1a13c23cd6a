import { describe, expect, it } from 'vitest';
import { MapBuilder } from './map-builder';
import { polyline } from './map-areas';
import { terrainAt } from './map-model';
import { parseMap, serializeMap } from './map-schema';

const PROV = { kind: 'custom', note: 'test' } as const;

describe('the rail line (Case 42.43: the train moves only along the track)', () => {
  const build = () => new MapBuilder('t', 'Test', PROV, { width: 6, height: 6 }).fill(polyline(['0301', '0306']), 'rough').rail(polyline(['0301', '0306'])).build();

  it('is drawn over the field terrain, which stays what a man crosses (Case 7.39 has no rail row)', () => {
    const m = build();
    expect(terrainAt(m, { col: 3, row: 2 })).toEqual({ terrain: 'rough', elevation: 0, rail: true });
    expect(terrainAt(m, { col: 2, row: 2 }).rail).toBeUndefined();
  });

  it('round-trips through a version-2 map file; a map without one is still written as version 1', () => {
    const m = build();
    const file = serializeMap(m);
    expect(file.version).toBe(2);
    expect(file.rail).toEqual(['0301', '0302', '0303', '0304', '0305', '0306']);
    const back = parseMap(JSON.parse(JSON.stringify(file)));
    expect(back.ok && back.map).toEqual(m);
    const plain = serializeMap(new MapBuilder('p', 'Plain', PROV, { width: 6, height: 6 }).build());
    expect(plain.version).toBe(1);
    expect('rail' in plain).toBe(false);
  });

  it('a version-1 file with a rail line is refused, naming the field', () => {
    const file = { ...serializeMap(build()), version: 1 };
    const r = parseMap(JSON.parse(JSON.stringify(file)));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors).toContainEqual(expect.objectContaining({ field: 'rail', message: 'a rail line needs a version-2 map file' }));
  });
});
