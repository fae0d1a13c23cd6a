/**
 * The ground a man can reach in one bound: the points of a square lattice
 * (every `step` inches, anchored on the man) that some path of straight legs
 * between lattice points reaches for no more than the allowance, each leg
 * costed by `legCost` (so the same stretches, classes and walls as a planned
 * move). Found by Dijkstra's shortest paths over the lattice with sixteen
 * directions. It is an inner reading: every point it gives is reachable
 * within the allowance (its path is the witness, and `planMove` over that
 * path costs what it says); a point it leaves out may still be reachable by
 * a path off the lattice. Figures may pass other figures but not end on one.
 */
import { BASE_RADIUS, type MoveMode } from '../tables/movement';
import { distance } from './geometry';
import { legCost } from './movement';
import type { TableIndex } from './table-index';
import type { Point, TableFigure } from './table-types';

export interface ReachablePoint {
  readonly at: Point;
  /** Open inches of allowance spent to get here. */
  readonly cost: number;
}

export interface ReachableArea {
  readonly step: number;
  readonly allowance: number;
  /** Every lattice point reached within the allowance (the start first), where the man may end. */
  readonly points: readonly ReachablePoint[];
  /** The path of legs to a reached point (after the start), or undefined if it is not among `points`. */
  pathTo(p: Point): Point[] | undefined;
}

const DIRS: readonly [number, number][] = [
  [1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1],
  [2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1],
];

/** A small binary heap of [cost, node]. */
class Heap {
  private readonly items: [number, number][] = [];
  get size(): number {
    return this.items.length;
  }
  push(item: [number, number]): void {
    const a = this.items;
    a.push(item);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]![0] <= a[i]![0]) break;
      [a[p], a[i]] = [a[i]!, a[p]!];
      i = p;
    }
  }
  pop(): [number, number] {
    const a = this.items;
    const top = a[0]!;
    const last = a.pop()!;
    if (a.length > 0) {
      a[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < a.length && a[l]![0] < a[m]![0]) m = l;
        if (r < a.length && a[r]![0] < a[m]![0]) m = r;
        if (m === i) break;
        [a[m], a[i]] = [a[i]!, a[m]!];
        i = m;
      }
    }
    return top;
  }
}

export function reachableArea(index: TableIndex, figure: TableFigure, mode: MoveMode, allowance: number, step = 1, others: readonly TableFigure[] = []): ReachableArea {
  if (!(step > 0)) throw new RangeError(`the lattice step must be more than 0", not ${step}`);
  const { width, height } = index.layout;
  const o = figure.at;
  const span = Math.ceil(allowance / step);
  const side = 2 * span + 1;
  const key = (i: number, j: number) => (j + span) * side + (i + span);
  const pointOf = (i: number, j: number): Point => ({ x: o.x + i * step, y: o.y + j * step });
  const cost = new Map<number, number>([[key(0, 0), 0]]);
  const from = new Map<number, number>();
  const heap = new Heap();
  heap.push([0, key(0, 0)]);
  const done = new Set<number>();
  while (heap.size > 0) {
    const [c, k] = heap.pop();
    if (done.has(k)) continue;
    done.add(k);
    const i = (k % side) - span;
    const j = Math.floor(k / side) - span;
    const here = pointOf(i, j);
    for (const [di, dj] of DIRS) {
      const ni = i + di;
      const nj = j + dj;
      if (Math.abs(ni) > span || Math.abs(nj) > span) continue;
      const there = pointOf(ni, nj);
      if (there.x < 0 || there.y < 0 || there.x > width || there.y > height) continue;
      if (c + distance(here, there) > allowance) continue; // no class costs less than open
      const nk = key(ni, nj);
      if (done.has(nk)) continue;
      const total = c + legCost(index, here, there, mode).cost;
      if (total > allowance || total >= (cost.get(nk) ?? Infinity)) continue;
      cost.set(nk, total);
      from.set(nk, k);
      heap.push([total, nk]);
    }
  }
  const r = figure.baseRadius ?? BASE_RADIUS.value;
  const blocked = (p: Point) => others.some((f) => f.id !== figure.id && distance(p, f.at) < r + (f.baseRadius ?? BASE_RADIUS.value));
  const points: ReachablePoint[] = [];
  for (const k of done) {
    const at = pointOf((k % side) - span, Math.floor(k / side) - span);
    if (k !== key(0, 0) && blocked(at)) continue;
    points.push({ at, cost: cost.get(k)! });
  }
  const ends = new Set(points.map((p) => `${p.at.x},${p.at.y}`));
  return {
    step,
    allowance,
    points,
    pathTo(p) {
      const i = Math.round((p.x - o.x) / step);
      const j = Math.round((p.y - o.y) / step);
      if (Math.abs(i) > span || Math.abs(j) > span) return undefined;
      const at = pointOf(i, j);
      if (!ends.has(`${at.x},${at.y}`)) return undefined;
      const out: Point[] = [];
      for (let k: number | undefined = key(i, j); k !== undefined && k !== key(0, 0); k = from.get(k)) out.push(pointOf((k % side) - span, Math.floor(k / side) - span));
      return out.reverse();
    },
  };
}
