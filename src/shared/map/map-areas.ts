/**
 * Areas and sides for drawing maps (map-builder.ts): squares written as CCRR
 * codes ("1740", Case 3.7) or `{ col, row }`; sides as a code and a direction
 * letter ("1740n"), as map files write them. Areas are plain arrays of squares,
 * built with `rect`, `polygon`, `disc`, `polyline`, `union`, `minus`; `outline`
 * and `sideRun` give the sides walls and wire are drawn on.
 */
import { parseCoord } from './coords';
import type { Direction, SideRef, Square } from './map-model';

/** A square as a CCRR code ("1740") or as numbers. */
export type At = string | Square;
/** A square side as a code and direction ("1740n"), or as numbers. */
export type SideAt = string | SideRef;
export type Area = readonly Square[];

export function sq(at: At): Square {
  return typeof at === 'string' ? parseCoord(at) : { col: at.col, row: at.row };
}

export function side(at: SideAt): SideRef {
  if (typeof at !== 'string') return { col: at.col, row: at.row, dir: at.dir };
  const m = /^(\d{4})([nesw])$/.exec(at);
  if (!m) throw new RangeError(`"${at}" is not a side: a square code and n, e, s or w ("1740n")`);
  return { ...parseCoord(m[1]!), dir: m[2] as Direction };
}

const key = (s: Square): string => `${s.col},${s.row}`;

/** Every square of the rectangle with corners `a` and `b` (either order), row by row. */
export function rect(a: At, b: At): Square[] {
  const p = sq(a);
  const q = sq(b);
  const out: Square[] = [];
  for (let row = Math.min(p.row, q.row); row <= Math.max(p.row, q.row); row++) {
    for (let col = Math.min(p.col, q.col); col <= Math.max(p.col, q.col); col++) out.push({ col, row });
  }
  return out;
}

/** Squares whose centres lie within `radius` squares of the centre of `centre`. */
export function disc(centre: At, radius: number): Square[] {
  const c = sq(centre);
  const r = Math.ceil(radius);
  const out: Square[] = [];
  for (let row = c.row - r; row <= c.row + r; row++) {
    for (let col = c.col - r; col <= c.col + r; col++) if ((col - c.col) ** 2 + (row - c.row) ** 2 <= radius * radius + 1e-9) out.push({ col, row });
  }
  return out;
}

/**
 * Squares inside a polygon whose vertices are square centres (even–odd rule on
 * square centres), plus the squares its edges run through, so a thin polygon
 * still has its outline.
 */
export function polygon(points: readonly At[]): Square[] {
  const v = points.map(sq);
  if (v.length < 3) throw new RangeError('a polygon needs three or more points');
  const rows = v.map((p) => p.row);
  const cols = v.map((p) => p.col);
  const seen = new Set<string>();
  const out: Square[] = [];
  const add = (s: Square): void => {
    if (!seen.has(key(s))) {
      seen.add(key(s));
      out.push(s);
    }
  };
  for (let row = Math.min(...rows); row <= Math.max(...rows); row++) {
    for (let col = Math.min(...cols); col <= Math.max(...cols); col++) {
      let inside = false;
      for (let i = 0, j = v.length - 1; i < v.length; j = i++) {
        const a = v[i]!;
        const b = v[j]!;
        if (a.row > row !== b.row > row && col < ((b.col - a.col) * (row - a.row)) / (b.row - a.row) + a.col) inside = !inside;
      }
      if (inside) add({ col, row });
    }
  }
  for (const s of polyline([...v, v[0]!])) add(s);
  return sortSquares(out);
}

/**
 * A path of orthogonally adjacent squares through the given squares in order
 * (a road, track, stream or trench), `width` squares wide: each square of the
 * centre line grows right and down into a width × width block.
 */
export function polyline(points: readonly At[], width = 1): Square[] {
  const v = points.map(sq);
  const seen = new Set<string>();
  const out: Square[] = [];
  const add = (s: Square): void => {
    for (let dr = 0; dr < width; dr++) {
      for (let dc = 0; dc < width; dc++) {
        const t = { col: s.col + dc, row: s.row + dr };
        if (!seen.has(key(t))) {
          seen.add(key(t));
          out.push(t);
        }
      }
    }
  };
  if (v.length === 0) return out;
  let prev = v[0]!;
  add(prev);
  for (let i = 1; i < v.length; i++) {
    const a = v[i - 1]!;
    const b = v[i]!;
    const n = Math.max(Math.abs(b.col - a.col), Math.abs(b.row - a.row));
    for (let k = 1; k <= n; k++) {
      const p = { col: Math.round(a.col + ((b.col - a.col) * k) / n), row: Math.round(a.row + ((b.row - a.row) * k) / n) };
      // A diagonal step gets a corner square, so the path stays orthogonally connected.
      if (p.col !== prev.col && p.row !== prev.row) add({ col: p.col, row: prev.row });
      add(p);
      prev = p;
    }
  }
  return out;
}

export function union(...areas: readonly Area[]): Square[] {
  const seen = new Set<string>();
  const out: Square[] = [];
  for (const a of areas) {
    for (const s of a) {
      if (!seen.has(key(s))) {
        seen.add(key(s));
        out.push({ col: s.col, row: s.row });
      }
    }
  }
  return out;
}

export function minus(area: Area, ...remove: readonly Area[]): Square[] {
  const gone = new Set(remove.flatMap((a) => a.map(key)));
  return area.filter((s) => !gone.has(key(s))).map((s) => ({ col: s.col, row: s.row }));
}

/** Row-major order, each square once. */
export function sortSquares(area: Area): Square[] {
  return union(area).sort((a, b) => a.row - b.row || a.col - b.col);
}

/** The sides of an area's squares that face a square outside it: its outline. */
export function outline(area: Area): SideRef[] {
  const inside = new Set(area.map(key));
  const out: SideRef[] = [];
  const steps: readonly [Direction, number, number][] = [
    ['n', 0, -1],
    ['e', 1, 0],
    ['s', 0, 1],
    ['w', -1, 0],
  ];
  for (const s of sortSquares(area)) {
    for (const [dir, dc, dr] of steps) if (!inside.has(key({ col: s.col + dc, row: s.row + dr }))) out.push({ col: s.col, row: s.row, dir });
  }
  return out;
}

/** The sides along a straight run of squares from `a` to `b`, each on its `dir` side (a wall, a wire, a fence). */
export function sideRun(a: At, b: At, dir: Direction): SideRef[] {
  const p = sq(a);
  const q = sq(b);
  if (p.col !== q.col && p.row !== q.row) throw new RangeError(`a side run goes along one row or column; ${p.col},${p.row} to ${q.col},${q.row} does not`);
  return rect(p, q).map((s) => ({ ...s, dir }));
}
