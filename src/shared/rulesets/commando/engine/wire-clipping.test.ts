import { describe, expect, it } from 'vitest';
import { blankMap, type GameMap } from '../../../map/map-model';
import { mapWithoutWire, wireOn } from '../rules/barbed-wire';
import { clipTotal, clipWire } from './wire-clipping';

const sq = (col: number, row: number) => ({ col, row });

function wired(): GameMap {
  const m = blankMap('w', 'wire', 10, 10, { kind: 'custom', note: 'test' });
  return { ...m, lines: [{ side: { col: 5, row: 1, dir: 'w' }, terrain: 'barbed-wire' }, { side: { col: 5, row: 2, dir: 'w' }, terrain: 'concertina-wire' }] };
}

describe('Section 20.3 Wire-Clipping', () => {
  const clipper = { name: 'Sapper', posture: 'prone' as const, condition: 'fit' as const, equipment: ['wire-clippers'], square: sq(4, 1) };
  const side = { col: 5, row: 1, dir: 'w' as const };

  it('Case 20.31: 50 Task Points clear straight wire, 100 concertina, over several Phases', () => {
    expect(clipTotal('barbed-wire').value).toBe(50);
    expect(clipTotal('concertina-wire').value).toBe(100);
    const first = clipWire(clipper, side, 'barbed-wire', 0, 30);
    expect(first).toMatchObject({ total: 30, needed: 50, done: false });
    expect(clipWire(clipper, side, 'barbed-wire', 30, 20)).toMatchObject({ total: 50, done: true });
    expect(clipWire(clipper, side, 'concertina-wire', 50, 30)).toMatchObject({ total: 80, needed: 100, done: false });
  });

  it('Cases 20.31–20.32: he needs clippers, a square beside the wire, and must be prone', () => {
    expect(clipWire({ ...clipper, equipment: [] }, side, 'barbed-wire', 0, 10)).toMatchObject({ code: 'wire/no-clippers', caseRef: 'Case 20.31' });
    expect(clipWire({ ...clipper, square: sq(3, 1) }, side, 'barbed-wire', 0, 10)).toMatchObject({ code: 'wire/not-adjacent' });
    expect(clipWire({ ...clipper, posture: 'erect' }, side, 'barbed-wire', 0, 10)).toMatchObject({ code: 'wire/not-prone', caseRef: 'Case 20.32' });
    expect(clipWire(clipper, side, undefined, 0, 10)).toMatchObject({ code: 'wire/no-wire' });
  });

  it('Case 9.21 (ruling BW8): a seriously wounded man’s Task Points count half', () => {
    expect(clipWire({ ...clipper, condition: 'seriously-wounded' }, side, 'barbed-wire', 0, 30)).toMatchObject({ total: 15 });
  });

  it('Case 20.34: a clipped side has ceased to exist; other features on the side stay', () => {
    const map = { ...wired(), lines: [...wired().lines, { side: { col: 5, row: 1, dir: 'w' as const }, terrain: 'wall' as const }] };
    const after = mapWithoutWire(map, { col: 4, row: 1, dir: 'e' }, 'barbed-wire');
    expect(wireOn(after, side)).toBeUndefined();
    expect(after.lines.map((l) => l.terrain)).toEqual(['concertina-wire', 'wall']);
  });
});
