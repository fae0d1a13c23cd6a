import { describe, expect, it } from 'vitest';
import { disc, outline, polygon, polyline, rect } from './map-areas';
import { MapBuilder } from './map-builder';
import { sideKey, terrainAt } from './map-model';
import { parseMap, serializeMap } from './map-schema';

const PROV = { kind: 'approximation', note: 'drawn from the scenario text; not the printed map' } as const;
const linesOf = (m: ReturnType<MapBuilder['build']>) => new Map(m.lines.map((l) => [sideKey(l.side), l.terrain]));

describe('MapBuilder', () => {
  it('draws a building bounded by its corner squares, walled on its outer sides, doors replacing walls (Case 8.41)', () => {
    const m = new MapBuilder('t', 'Test', PROV, { width: 10, height: 10 })
      .building({ id: 'hut', name: 'Hut', corners: ['0203', '0405'], doors: ['0303n'], windows: ['0404e'], interior: [{ from: '0203', to: '0205', dir: 'e', doors: ['0204e'] }] })
      .build();
    expect(m.structures).toEqual([{ id: 'hut', name: 'Hut', squares: rect('0203', '0405') }]);
    expect(terrainAt(m, { col: 3, row: 4 }).terrain).toBe('building');
    const lines = linesOf(m);
    for (const s of outline(rect('0203', '0405'))) expect(lines.has(sideKey(s))).toBe(true);
    expect(lines.get(sideKey({ col: 3, row: 3, dir: 'n' }))).toBe('door');
    expect(lines.get(sideKey({ col: 4, row: 4, dir: 'e' }))).toBe('window');
    expect(lines.get(sideKey({ col: 2, row: 4, dir: 'e' }))).toBe('door');
    expect(lines.get(sideKey({ col: 2, row: 3, dir: 'e' }))).toBe('building-line');
    expect(lines.get(sideKey({ col: 2, row: 3, dir: 'n' }))).toBe('building-line');
  });

  it('puts no window in a party wall', () => {
    const m = new MapBuilder('t', 'Test', PROV, { width: 10, height: 10 })
      .building({ id: 'a', name: 'A', corners: ['0101', '0404'], windowEvery: 1 })
      .building({ id: 'b', name: 'B', corners: ['0501', '0804'], windowEvery: 1 })
      .build();
    const lines = linesOf(m);
    for (let row = 1; row <= 4; row++) expect(lines.get(sideKey({ col: 5, row, dir: 'w' }))).toBe('building-line');
    expect(lines.get(sideKey({ col: 6, row: 1, dir: 'n' }))).toBe('window');
  });

  it('clips painted terrain to the map but refuses a building, zone or structure off it', () => {
    const b = new MapBuilder('t', 'Test', PROV, { width: 5, height: 5 });
    b.fill(disc('0101', 2), 'rough');
    expect(terrainAt(b.build(), { col: 1, row: 1 }).terrain).toBe('rough');
    expect(() => b.zone(1, rect('0404', '0606'))).toThrow(RangeError);
    expect(() => b.structure('x', 'X', [{ col: 6, row: 1 }])).toThrow(RangeError);
    expect(() => b.building({ id: 'y', name: 'Y', corners: ['0505', '0606'] })).toThrow(RangeError);
  });

  it('refuses a zone or structure drawn twice', () => {
    const b = new MapBuilder('t', 'Test', PROV, { width: 5, height: 5 }).zone(1, rect('0101', '0202')).structure('s', 'S', rect('0101', '0101'));
    expect(() => b.zone(1, rect('0303', '0303'))).toThrow(/zone 1/);
    expect(() => b.structure('s', 'S', rect('0303', '0303'))).toThrow(/structure s/);
  });

  it('keeps water at its depth and trees only in woods', () => {
    const b = new MapBuilder('t', 'Test', PROV, { width: 6, height: 6 });
    b.water(rect('0101', '0601'), 'river', -2).elevate(rect('0101', '0606'), 1);
    expect(b.at('0101')).toEqual({ terrain: 'river', elevation: -2 });
    expect(b.at('0102')).toEqual({ terrain: 'clear', elevation: 1 });
    b.woods(rect('0103', '0204'), 7);
    expect(b.at('0103').trees?.length).toBeGreaterThan(0);
    b.fill(rect('0103', '0103'), 'road');
    expect(b.at('0103').trees).toBeUndefined();
  });

  it('a later line replaces an earlier one on the same side, however the side is named', () => {
    const m = new MapBuilder('t', 'Test', PROV, { width: 4, height: 4 }).line('0101s', 'wall').line('0102n', 'door').clearLines(['0303e']).build();
    expect(m.lines).toEqual([{ side: { col: 1, row: 2, dir: 'n' }, terrain: 'door' }]);
    expect(() => new MapBuilder('t', 'Test', PROV, { width: 4, height: 4 }).line('0909n', 'wall')).toThrow(RangeError);
  });

  it('builds a map that round-trips through the map file (serializeMap → parseMap)', () => {
    const m = new MapBuilder('t', 'Test', PROV, { width: 12, height: 12 })
      .woods(polygon(['0101', '0601', '0406']), 1)
      .fill(polyline(['0112', '1201']), 'road')
      .building({ id: 'h', name: 'House', corners: ['0808', '1010'], doors: ['0909w'], windowEvery: 2 })
      .zone(2, rect('0101', '0606'))
      .zone(1, rect('0707', '1212'))
      .entry('north', 'west', 'north')
      .build();
    expect(m.zones.map((z) => z.id)).toEqual([1, 2]);
    expect(m.entryEdges).toEqual(['north', 'west']);
    const r = parseMap(JSON.parse(JSON.stringify(serializeMap(m))));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.map).toEqual(m);
  });
});
