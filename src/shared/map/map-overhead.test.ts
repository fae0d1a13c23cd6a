/** Map files version 2: overhead obstacles (Case 48.43, a crane's arm) and tower terrain (Cases 41.43, 48.43); version 1 still loads. */
import { describe, expect, it } from 'vitest';
import { MapBuilder } from './map-builder';
import { parseMap, serializeMap, type MapError } from './map-schema';

function file(version: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version,
    id: 'crane-yard',
    name: 'Crane yard',
    width: 3,
    height: 2,
    provenance: { kind: 'custom', note: 'unit test' },
    squares: [
      { terrain: 'tower', elevation: 0 },
      { terrain: 'clear', elevation: 0, count: 5 },
    ],
    ...extra,
  };
}

function errorsOf(json: unknown): readonly MapError[] {
  const r = parseMap(json);
  if (r.ok) throw new Error('expected the file to be refused');
  return r.errors;
}

describe('Case 48.43: overhead obstacles in the map file (version 2)', () => {
  it('Case 48.43: a crane arm is read onto its squares, over the Clear terrain beneath', () => {
    const r = parseMap(file(2, { overhead: [{ at: '0201', level: 2, kind: 'crane-arm' }, { at: '0301', level: 2, kind: 'crane-arm' }] }));
    if (!r.ok) throw new Error(JSON.stringify(r.errors));
    expect(r.map.squares[1]).toEqual({ terrain: 'clear', elevation: 0, overhead: { level: 2, kind: 'crane-arm' } });
    expect(r.map.squares[3]!.overhead).toBeUndefined();
    expect(r.map.squares[0]!.terrain).toBe('tower');
  });

  it('Case 48.43: a version-1 file still loads; overhead obstacles need version 2', () => {
    expect(parseMap({ ...file(1), squares: [{ terrain: 'clear', elevation: 0, count: 6 }] }).ok).toBe(true);
    expect(errorsOf(file(1, { overhead: [{ at: '0201', level: 2, kind: 'crane-arm' }] }))).toContainEqual({ where: 'map', field: 'overhead', message: 'overhead obstacles need a version-2 map file' });
    expect(errorsOf(file(4))[0]!.message).toMatch(/newer Sightline/);
  });

  it('Case 48.43: faults are named by their square', () => {
    const errs = errorsOf(file(2, { overhead: [{ at: '0201', level: 0, kind: 'crane-arm' }, { at: '0202', level: 2, kind: 'gantry' }] }));
    expect(errs.map((e) => e.where)).toEqual(['square 0201', 'square 0202']);
    const twice = errorsOf(file(2, { overhead: [{ at: '0201', level: 2, kind: 'crane-arm' }, { at: '0201', level: 3, kind: 'crane-arm' }] }));
    expect(twice[0]).toMatchObject({ where: 'square 0201', message: expect.stringMatching(/twice/) });
  });

  it('Case 48.43: the builder draws an arm and the file round-trips; maps without one stay version 1', () => {
    const m = new MapBuilder('y', 'Yard', { kind: 'custom', note: 't' }, { width: 3, height: 2 });
    m.fill([{ col: 1, row: 1 }], 'tower').overhead([{ col: 2, row: 1 }, { col: 3, row: 1 }], 2);
    const map = m.build();
    const out = serializeMap(map);
    expect(out.version).toBe(2);
    expect(out.overhead).toEqual([
      { at: '0201', level: 2, kind: 'crane-arm' },
      { at: '0301', level: 2, kind: 'crane-arm' },
    ]);
    const back = parseMap(JSON.parse(JSON.stringify(out)));
    expect(back.ok && back.map).toEqual(map);
    const plain = new MapBuilder('p', 'Plain', { kind: 'custom', note: 't' }, { width: 3, height: 2 }).build();
    expect(serializeMap(plain).version).toBe(1);
    expect(serializeMap(plain)).not.toHaveProperty('overhead');
  });
});
