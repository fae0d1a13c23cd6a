import { describe, expect, it } from 'vitest';
import { disc, hash01, MapBuilder, minus, outline, polygon, polyline, rect, sideRun, sortSquares, treesFor, union } from './map-builder';
import { sideKey, terrainAt, type Square } from './map-model';
import { parseMap, serializeMap } from './map-schema';

const PROV = { kind: 'approximation', note: 'drawn from the scenario text; not the printed map' } as const;
const k = (s: Square) => `${s.col},${s.row}`;
const linesOf = (m: ReturnType<MapBuilder['build']>) => new Map(m.lines.map((l) => [sideKey(l.side), l.terrain]));

describe('area helpers', () => {
  it('rect takes CCRR codes (Case 3.7) in either corner order', () => {
    expect(rect('1740', '2443')).toHaveLength(8 * 4);
    expect(rect('2443', '1740').map(k)).toEqual(rect('1740', '2443').map(k));
    expect(rect('0101', '0101')).toEqual([{ col: 1, row: 1 }]);
  });

  it('disc is round and centred', () => {
    const d = disc('1010', 1);
    expect(d.map(k).sort()).toEqual(['10,10', '10,11', '10,9', '11,10', '9,10'].sort());
  });

  it('polyline is orthogonally connected, even on a diagonal, and can be widened', () => {
    const p = polyline(['0101', '0505']);
    const set = new Set(p.map(k));
    for (const s of p.slice(1)) {
      const n = [
        [0, -1],
        [1, 0],
        [0, 1],
        [-1, 0],
      ].some(([dc, dr]) => set.has(k({ col: s.col + dc!, row: s.row + dr! })));
      expect(n).toBe(true);
    }
    expect(set.has('5,5')).toBe(true);
    expect(sortSquares(polyline(['0101', '0104'], 2)).map(k)).toEqual(rect('0101', '0205').map(k));
  });

  it('polygon fills inside its vertices and keeps its outline', () => {
    const p = polygon(['0101', '0501', '0505', '0105']);
    expect(sortSquares(p).map(k)).toEqual(rect('0101', '0505').map(k));
  });

  it('union, minus and outline', () => {
    const a = rect('0101', '0202');
    expect(union(a, rect('0202', '0303'))).toHaveLength(7);
    expect(minus(a, [{ col: 1, row: 1 }])).toHaveLength(3);
    expect(outline(a)).toHaveLength(8);
    expect(sideRun('0101', '0103', 'w').map((s) => s.dir)).toEqual(['w', 'w', 'w']);
    expect(() => sideRun('0101', '0202', 'n')).toThrow(RangeError);
  });
});

describe('seeded tree symbols (Case 8.6), never Math.random', () => {
  it('the same square always gets the same trees, inside the square', () => {
    for (let col = 1; col <= 40; col += 7) {
      for (let row = 1; row <= 64; row += 5) {
        const t = treesFor({ col, row }, 3);
        expect(t).toEqual(treesFor({ col, row }, 3));
        expect(t.length).toBeGreaterThanOrEqual(1);
        expect(t.length).toBeLessThanOrEqual(2);
        for (const tree of t) {
          expect(tree.x - tree.r).toBeGreaterThanOrEqual(-1e-9);
          expect(tree.x + tree.r).toBeLessThanOrEqual(1 + 1e-9);
          expect(tree.y - tree.r).toBeGreaterThanOrEqual(-1e-9);
          expect(tree.y + tree.r).toBeLessThanOrEqual(1 + 1e-9);
        }
      }
    }
    expect(hash01(3, 4, 5)).toBe(hash01(3, 4, 5));
    expect(hash01(3, 4, 5)).not.toBe(hash01(4, 3, 5));
  });
});

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
