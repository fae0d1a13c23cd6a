import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import { RAIL_STYLE, railLinks, strokeRail } from './terrain-style';

/** A canvas context that records the line segments stroked, with their width. */
function recorder() {
  const strokes: { width: number; segments: number[][] }[] = [];
  let path: number[][] = [];
  let from: number[] = [];
  const c = {
    strokeStyle: '',
    lineWidth: 1,
    save: () => undefined,
    restore: () => undefined,
    beginPath: () => (path = []),
    moveTo: (x: number, y: number) => (from = [x, y]),
    lineTo: (x: number, y: number) => path.push([...from, x, y]),
    lineCap: 'butt',
    stroke: () => strokes.push({ width: c.lineWidth, segments: path }),
  };
  return { c: c as unknown as CanvasRenderingContext2D, strokes };
}

describe('the rail line on the maps (Case 42.43)', () => {
  const base = blankMap('m', 'm', 6, 6, { kind: 'custom', note: '' });
  // Down column 3 from the north edge, east along row 3 to 0503, then diagonally to 0604; 0106 stands alone.
  const rail = new Set(['3,1', '3,2', '3,3', '4,3', '5,3', '6,4', '1,6']);
  const map = { ...base, squares: base.squares.map((t, i) => (rail.has(`${(i % 6) + 1},${Math.floor(i / 6) + 1}`) ? { ...t, rail: true as const } : t)) };

  it('Case 42.43: the track joins each rail square to its neighbours on the line, turning corners and running diagonally', () => {
    expect(railLinks(map, 3, 2)).toEqual([{ dc: 0, dr: -1 }, { dc: 0, dr: 1 }]);
    expect(railLinks(map, 3, 3)).toEqual([{ dc: 0, dr: -1 }, { dc: 1, dr: 0 }]);
    expect(railLinks(map, 5, 3)).toEqual([{ dc: -1, dr: 0 }, { dc: 1, dr: 1 }]);
    // Case 42.7: the line's end at the map edge (the entry square) runs on off the map; a lone square runs east–west.
    expect(railLinks(map, 3, 1)).toStrictEqual([{ dc: 0, dr: 1 }, { dc: 0, dr: -1 }]);
    expect(Object.is(railLinks(map, 3, 1)[1]!.dc, 0)).toBe(true);
    expect(railLinks(map, 1, 6)).toEqual([{ dc: 1, dr: 0 }, { dc: -1, dr: 0 }]);
  });

  it('Case 42.43: a straight rail square is drawn as its bed through the middle with sleepers evenly across it', () => {
    const { c, strokes } = recorder();
    strokeRail(c, 100, 200, 12, railLinks(map, 3, 2));
    expect(strokes).toHaveLength(2);
    // Sleepers every third of a square, the centre one included: at 206 (centre), 202 and 210.
    expect(strokes[0]!.segments.map((s) => s[1])).toEqual([206, 202, 210]);
    expect(strokes[0]!.width).toBe(RAIL_STYLE.sleeperWidth);
    expect(strokes[1]).toEqual({ width: RAIL_STYLE.width, segments: [[106, 206, 106, 200], [106, 206, 106, 212]] });
    const corner = recorder();
    strokeRail(corner.c, 0, 0, 12, railLinks(map, 3, 3));
    expect(corner.strokes[1]!.segments).toEqual([[6, 6, 6, 0], [6, 6, 12, 6]]);
  });
});
