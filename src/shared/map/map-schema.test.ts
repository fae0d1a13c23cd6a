import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { FIELD_TERRAIN, LINE_TERRAIN, blankMap, sideKey, type Direction, type GameMap, type LineFeature, type MapEdge, type SquareTerrain } from './map-model';
import { formatMapError, parseMap, serializeMap, sideOnMap, type MapError, type MapFile } from './map-schema';

const PROV = { kind: 'custom', note: 'test' } as const;

/** A valid 4×3 file to break one field at a time. */
function baseFile(): Record<string, unknown> {
  return {
    version: 1,
    id: 'test-map',
    name: 'Test map',
    width: 4,
    height: 3,
    provenance: { kind: 'custom', note: 'unit test' },
    squares: [
      { terrain: 'clear', elevation: 0, count: 5 },
      { terrain: 'woods', elevation: 1 },
      { terrain: 'clear', elevation: 0, count: 6 },
    ],
    trees: [{ at: '0202', symbols: [{ x: 0.5, y: 0.5, r: 0.2 }] }],
    lines: [{ side: '0101n', terrain: 'wall' }],
    zones: [{ id: 1, squares: ['0101', '0102'] }],
    structures: [{ id: 'hut', name: 'Hut', squares: ['0403'] }],
    entryEdges: ['east'],
  };
}

function errorsOf(file: unknown): readonly MapError[] {
  const r = parseMap(file);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.errors;
}

function withChange(change: (f: Record<string, unknown>) => void): Record<string, unknown> {
  const f = baseFile();
  change(f);
  return f;
}

describe('map file: reading a good file', () => {
  it('builds the whole map, runs expanded row-major from 0101', () => {
    const r = parseMap(baseFile());
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.map.squares).toHaveLength(12);
    expect(r.map.squares[5]).toEqual({ terrain: 'woods', elevation: 1, trees: [{ x: 0.5, y: 0.5, r: 0.2 }] });
    expect(r.map.lines).toEqual([{ side: { col: 1, row: 1, dir: 'n' }, terrain: 'wall' }]);
    expect(r.map.zones).toEqual([{ id: 1, squares: [{ col: 1, row: 1 }, { col: 1, row: 2 }] }]);
    expect(r.map.entryEdges).toEqual(['east']);
  });

  it('optional lists may be left out of a hand-written file', () => {
    const r = parseMap({ version: 1, id: 'm', name: 'M', width: 2, height: 2, provenance: PROV, squares: [{ terrain: 'clear', elevation: 0, count: 4 }] });
    expect(r.ok && r.map.lines.length === 0 && r.map.zones.length === 0).toBe(true);
  });

  it('a 40×64 blank Commando map is one run', () => {
    const file = serializeMap(blankMap('b', 'Blank', 40, 64, PROV));
    expect(file.squares).toEqual([{ terrain: 'clear', elevation: 0, count: 2560 }]);
  });

  it('Cases 7.35 and 8.41: every side on the outer edge is on the map', () => {
    const r = parseMap(
      withChange((f) => {
        f['lines'] = ['0101n', '0101w', '0403s', '0403e', '0502w', '0204n', '0400s'].map((side, i) => ({ side, terrain: LINE_TERRAIN[i % LINE_TERRAIN.length] }));
      }),
    );
    expect(r.ok ? r.map.lines.length : r.errors).toBe(7);
  });
});

describe('map file: errors name the square and field', () => {
  it('Case 3.7 codes: unknown terrain is reported at the first square of its run', () => {
    const errs = errorsOf(withChange((f) => ((f['squares'] as { terrain: string }[])[1]!.terrain = 'lava')));
    expect(errs).toEqual([{ where: 'square 0202 (squares[1])', field: 'terrain', message: 'unknown terrain "lava" (field terrain, Case 7.3)' }]);
  });

  it('Case 8.21: elevation must be a whole level in −10..20', () => {
    for (const [bad, msg] of [
      [1.5, /whole number/],
      [21, /20 or less/],
      [-11, /-10 or more/],
      ['2', /must be a number/],
    ] as const) {
      const errs = errorsOf(withChange((f) => ((f['squares'] as { elevation: unknown }[])[2]!.elevation = bad)));
      expect(errs).toHaveLength(1);
      expect(errs[0]!.where).toBe('square 0302 (squares[2])');
      expect(errs[0]!.field).toBe('elevation');
      expect(errs[0]!.message).toMatch(msg);
    }
  });

  it('the runs must cover width × height squares exactly', () => {
    const errs = errorsOf(withChange((f) => ((f['squares'] as { count: number }[])[2]!.count = 7)));
    expect(errs.map(formatMapError)).toEqual(['map, squares: the runs cover 13 squares but a 4×3 map has 12']);
  });

  it('a side off the map is refused; one on the edge is not', () => {
    const errs = errorsOf(withChange((f) => (f['lines'] = [{ side: '0505n', terrain: 'wall' }, { side: '0000e', terrain: 'door' }, { side: '25x7n', terrain: 'wall' }])));
    expect(errs.map((e) => [e.where, e.field])).toEqual([
      ['side 0505n', 'lines[0].side'],
      ['side 0000e', 'lines[1].side'],
      ['side 25x7n', 'lines[2].side'],
    ]);
    expect(errs[0]!.message).toMatch(/neither square beside this side is on the 4×3 map/);
  });

  it('Case 8.41: two features on one side (by sideKey) are refused, however the side is named', () => {
    const errs = errorsOf(withChange((f) => (f['lines'] = [{ side: '0201s', terrain: 'wall' }, { side: '0202n', terrain: 'door' }])));
    expect(errs).toEqual([{ where: 'side 0202n', field: 'lines[1].side', message: 'this side already has a line feature (as side 0201s); one feature a side' }]);
  });

  it('unknown line terrain names the side', () => {
    const errs = errorsOf(withChange((f) => (f['lines'] = [{ side: '0302w', terrain: 'hedge' }])));
    expect(errs).toEqual([{ where: 'side 0302w', field: 'terrain', message: 'unknown line terrain "hedge" (Cases 7.35, 8.41)' }]);
  });

  it('Case 8.6: a tree reaching outside its square is refused', () => {
    const errs = errorsOf(withChange((f) => (f['trees'] = [{ at: '0202', symbols: [{ x: 0.5, y: 0.5, r: 0.2 }, { x: 0.9, y: 0.5, r: 0.2 }] }])));
    expect(errs).toEqual([{ where: 'square 0202', field: 'trees[0].symbols[1]', message: 'the tree (x 0.9, y 0.5, r 0.2) reaches outside its square' }]);
  });

  it('Case 8.6: a tree centre outside the unit square is a schema error naming the square', () => {
    const errs = errorsOf(withChange((f) => (f['trees'] = [{ at: '0202', symbols: [{ x: 1.5, y: 0.5, r: 0.2 }] }])));
    expect(errs[0]).toMatchObject({ where: 'square 0202', field: 'symbols[0].x' });
  });

  it('Case 8.6: trees only on woods or forest', () => {
    const errs = errorsOf(withChange((f) => (f['trees'] = [{ at: '0101', symbols: [{ x: 0.5, y: 0.5, r: 0.1 }] }])));
    expect(errs).toEqual([{ where: 'square 0101', field: 'trees[0]', message: 'tree symbols (Case 8.6) on a clear square; only woods and forest have trees' }]);
  });

  it('trees off the map, and a square listed twice', () => {
    const errs = errorsOf(withChange((f) => (f['trees'] = [{ at: '0504', symbols: [] }, { at: '0202', symbols: [] }, { at: '0202', symbols: [] }])));
    expect(errs.map((e) => [e.where, e.field])).toEqual([
      ['square 0504', 'trees[0].at'],
      ['square 0202', 'trees[2]'],
    ]);
    expect(errs[0]!.message).toMatch(/off the 4×3 map/);
  });

  it('Case 38.42 zones: squares off the map and duplicate zone numbers', () => {
    const errs = errorsOf(withChange((f) => (f['zones'] = [{ id: 1, squares: ['0101', '0104'] }, { id: 1, squares: ['0202', '0202'] }])));
    expect(errs.map((e) => [e.where, e.field])).toEqual([
      ['zone 1', 'squares[1]'],
      ['zone 1', 'id'],
      ['zone 1', 'squares[1]'],
    ]);
  });

  it('structures: squares off the map and duplicate ids', () => {
    const errs = errorsOf(withChange((f) => (f['structures'] = [{ id: 'hut', name: 'Hut', squares: ['9999'] }, { id: 'hut', name: 'Shed', squares: [] }])));
    expect(errs.map((e) => [e.where, e.field])).toEqual([
      ['structure "hut"', 'squares[0]'],
      ['structure "hut"', 'id'],
    ]);
  });

  it('Case 38.51: entry edges must be north, east, south or west, once each', () => {
    expect(errorsOf(withChange((f) => (f['entryEdges'] = ['up'])))).toEqual([
      { where: 'map', field: 'entryEdges[0]', message: 'entry edge "up" is not north, east, south or west (Case 38.51)' },
    ]);
    expect(errorsOf(withChange((f) => (f['entryEdges'] = ['east', 'east'])))[0]!.field).toBe('entryEdges[1]');
  });

  it('a file from a newer Sightline is refused with that reason', () => {
    expect(errorsOf(withChange((f) => (f['version'] = 4)))).toEqual([
      { where: 'map', field: 'version', message: 'this map file is version 4, from a newer Sightline; this Sightline reads map files up to version 3' },
    ]);
    expect(errorsOf(withChange((f) => delete f['version']))[0]!.message).toMatch(/must say which version/);
  });

  it('misspelt keys and non-objects are refused', () => {
    expect(errorsOf(withChange((f) => (f['entryEdge'] = [])))[0]!.message).toMatch(/entryEdge/);
    expect(errorsOf([])[0]!.message).toMatch(/JSON object/);
    expect(errorsOf(null)).toHaveLength(1);
  });

  it('nothing half-loaded: several faults are all reported and no map is returned', () => {
    const r = parseMap(
      withChange((f) => {
        f['lines'] = [{ side: '0909n', terrain: 'wall' }];
        f['zones'] = [{ id: 2, squares: ['0909'] }];
      }),
    );
    expect(r).toEqual({ ok: false, errors: expect.any(Array) });
    expect(r.ok ? [] : r.errors).toHaveLength(2);
  });
});

// Random small maps that obey every rule, to prove serialize → JSON → parse gives the same map.
const arbMap: fc.Arbitrary<GameMap> = fc
  .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
  .chain(({ width, height }) => {
    const n = width * height;
    const tree = fc.integer({ min: 1, max: 50 }).chain((k) =>
      fc.record({ x: fc.integer({ min: k, max: 100 - k }).map((v) => v / 100), y: fc.integer({ min: k, max: 100 - k }).map((v) => v / 100), r: fc.constant(k / 100) }),
    );
    const square: fc.Arbitrary<SquareTerrain> = fc
      .record({ terrain: fc.constantFrom(...FIELD_TERRAIN), elevation: fc.integer({ min: -10, max: 20 }), trees: fc.option(fc.array(tree, { maxLength: 3 }), { nil: undefined }) })
      .map(({ terrain, elevation, trees }) => (trees && (terrain === 'woods' || terrain === 'forest') ? { terrain, elevation, trees } : { terrain, elevation }));
    const sq = fc.record({ col: fc.integer({ min: 1, max: width }), row: fc.integer({ min: 1, max: height }) });
    const line: fc.Arbitrary<LineFeature> = fc.record({
      side: fc.record({ col: fc.integer({ min: 0, max: width + 1 }), row: fc.integer({ min: 0, max: height + 1 }), dir: fc.constantFrom<Direction>('n', 'e', 's', 'w') }),
      terrain: fc.constantFrom(...LINE_TERRAIN),
    });
    return fc.record({
      id: fc.string({ minLength: 1, maxLength: 8 }),
      name: fc.string({ minLength: 1, maxLength: 12 }),
      width: fc.constant(width),
      height: fc.constant(height),
      squares: fc.array(square, { minLength: n, maxLength: n }),
      lines: fc
        .array(line, { maxLength: 12 })
        .map((ls) => ls.filter((l) => sideOnMap({ width, height }, l.side)))
        .map((ls) => ls.filter((l, i) => ls.findIndex((o) => sideKey(o.side) === sideKey(l.side)) === i)),
      zones: fc.uniqueArray(fc.record({ id: fc.nat(9), squares: fc.uniqueArray(sq, { selector: (s) => `${s.col},${s.row}`, maxLength: 4 }) }), { selector: (z) => z.id, maxLength: 3 }),
      structures: fc.uniqueArray(fc.record({ id: fc.string({ minLength: 1, maxLength: 5 }), name: fc.string(), squares: fc.uniqueArray(sq, { selector: (s) => `${s.col},${s.row}`, maxLength: 3 }) }), { selector: (s) => s.id, maxLength: 3 }),
      entryEdges: fc.subarray<MapEdge>(['north', 'east', 'south', 'west']),
      provenance: fc.record({ kind: fc.constantFrom('printed', 'approximation', 'custom'), note: fc.string() }),
    });
  });

describe('map file: round trip', () => {
  it('parseMap(JSON(serializeMap(m))) gives m back (property)', () => {
    fc.assert(
      fc.property(arbMap, (m) => {
        const file: MapFile = JSON.parse(JSON.stringify(serializeMap(m)));
        const r = parseMap(file);
        if (!r.ok) throw new Error(r.errors.map(formatMapError).join('\n'));
        expect(r.map).toEqual(m);
      }),
      { numRuns: 300 },
    );
  });

  it('a side named from beyond a 99-square edge is written from inside, same side', () => {
    const m: GameMap = { ...blankMap('w', 'Wide', 99, 2, PROV), lines: [{ side: { col: 100, row: 1, dir: 'w' }, terrain: 'wall' }] };
    const file = serializeMap(m);
    expect(file.lines).toEqual([{ side: '9901e', terrain: 'wall' }]);
    const r = parseMap(file);
    expect(r.ok && sideKey(r.map.lines[0]!.side)).toBe(sideKey({ col: 100, row: 1, dir: 'w' }));
  });
});
