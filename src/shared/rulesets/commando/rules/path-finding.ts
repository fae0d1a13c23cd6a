/**
 * Where can a man get to with the Task Points he has left, and the cheapest
 * way there: Dijkstra on the eight-neighbour grid of Case 7.22, with exactly
 * the step costs of `movement.ts` (so a route found here, fed to `planMove`,
 * costs the same). Rulings: docs/rulings/movement.md.
 *
 * - A square holding a live Enemy man can be reached but not passed: movement
 *   ends there (Case 7.44).
 * - A square holding two Friendly men can be neither entered nor passed
 *   through (Case 7.41; Section 7.0 General Rule, "at any point during play").
 * - The man's own square is always expanded, even if an Enemy man shares it:
 *   whether he may leave is settled by hand-to-hand combat (Case 7.45), not here.
 *
 * Built to run on every pointer move over a 40 × 64 map: the step costs of a
 * map are compiled once into a typed array (per map, tables and mover kind,
 * held weakly), and each search is a binary-heap Dijkstra over typed arrays.
 * Maps are immutable values; a changed map is a new object.
 */
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, squareIndex } from '../../../map/map-model';
import type { Mover, MovementTables } from './movement-tables';
import { MOVEMENT_TABLES } from './movement-tables';
import { stepTaskPoints } from './movement';
import type { Occupancy } from './stacking';
import { EMPTY_OCCUPANCY } from './stacking';

/** The eight neighbours, clockwise from north (Diagram 1). */
const DC = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

const compiled = new WeakMap<GameMap, WeakMap<MovementTables, (Int32Array | undefined)[]>>();

/** Step costs of every square to each of its eight neighbours; −1 where the step is illegal. */
function stepCosts(map: GameMap, mover: Mover, tables: MovementTables): Int32Array {
  let byTables = compiled.get(map);
  if (!byTables) compiled.set(map, (byTables = new WeakMap()));
  let byMover = byTables.get(tables);
  if (!byMover) byTables.set(tables, (byMover = []));
  const key = (mover.prone ? 1 : 0) | (mover.seriouslyWounded ? 2 : 0) | (mover.divingGear ? 4 : 0);
  let costs = byMover[key];
  if (costs) return costs;
  const { width, height } = map;
  costs = new Int32Array(width * height * 8).fill(-1);
  const plain: Mover = { prone: mover.prone, seriouslyWounded: mover.seriouslyWounded, ...(mover.divingGear ? { divingGear: true } : {}) };
  for (let row = 1; row <= height; row++) {
    for (let col = 1; col <= width; col++) {
      const from = { col, row };
      const base = ((row - 1) * width + (col - 1)) * 8;
      for (let d = 0; d < 8; d++) {
        const to = { col: col + DC[d]!, row: row + DR[d]! };
        if (!onMap(map, to)) continue;
        const c = stepTaskPoints(map, from, to, plain, tables);
        if (typeof c === 'number') costs[base + d] = c;
      }
    }
  }
  byMover[key] = costs;
  return costs;
}

/** A min-heap of (cost, square index) packed into one float: cost · n + index. */
class Heap {
  private data: Float64Array;
  private size = 0;
  constructor(capacity: number) {
    this.data = new Float64Array(Math.max(16, capacity));
  }
  get length(): number {
    return this.size;
  }
  push(x: number): void {
    if (this.size === this.data.length) {
      const bigger = new Float64Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    const a = this.data;
    let i = this.size++;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (a[p]! <= x) break;
      a[i] = a[p]!;
      i = p;
    }
    a[i] = x;
  }
  pop(): number {
    const a = this.data;
    const top = a[0]!;
    const x = a[--this.size]!;
    let i = 0;
    const n = this.size;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= n) break;
      if (c + 1 < n && a[c + 1]! < a[c]!) c++;
      if (a[c]! >= x) break;
      a[i] = a[c]!;
      i = c;
    }
    a[i] = x;
    return top;
  }
}

const OPEN = 1;
const FULL = 2;
const ENEMY = 3;

interface Search {
  readonly cost: Int32Array;
  readonly previous: Int32Array;
  readonly endsMovement: Uint8Array;
}

function search(map: GameMap, mover: Mover, start: Square, limit: number, occupancy: Occupancy, tables: MovementTables, goal: number): Search {
  if (!onMap(map, start)) throw new RangeError(`start square ${start.col},${start.row} is off the ${map.width}×${map.height} map`);
  const { width, height } = map;
  const n = width * height;
  const cost = new Int32Array(n).fill(-1);
  const previous = new Int32Array(n).fill(-1);
  const endsMovement = new Uint8Array(n);
  const done = new Uint8Array(n);
  const occ = new Uint8Array(n);
  const s = squareIndex(map, start);
  cost[s] = 0;
  if (mover.incapacitated || limit < 0) return { cost, previous, endsMovement };
  const steps = stepCosts(map, mover, tables);
  const stackingLimit = tables.stackingLimit.value;
  const heap = new Heap(n * 2);
  heap.push(s);
  while (heap.length > 0) {
    const top = heap.pop();
    const u = top % n;
    const du = (top - u) / n;
    if (done[u] || du !== cost[u]) continue;
    done[u] = 1;
    if (u === goal) break;
    if (u !== s && endsMovement[u]) continue; // Case 7.44: he stops here
    const col = (u % width) + 1;
    const row = (u - (col - 1)) / width + 1;
    const base = u * 8;
    for (let d = 0; d < 8; d++) {
      const w = steps[base + d]!;
      if (w < 0) continue;
      const nd = du + w;
      if (nd > limit) continue;
      const vc = col + DC[d]!;
      const vr = row + DR[d]!;
      if (vc < 1 || vr < 1 || vc > width || vr > height) continue;
      const v = (vr - 1) * width + (vc - 1);
      if (done[v]) continue;
      let o = occ[v]!;
      if (o === 0) {
        const here = occupancy({ col: vc, row: vr });
        o = here.friendly >= stackingLimit ? FULL : here.enemyActive ? ENEMY : OPEN;
        occ[v] = o;
        if (o === ENEMY) endsMovement[v] = 1;
      }
      if (o === FULL) continue; // Case 7.41: not even passing through
      const dv = cost[v]!;
      if (dv < 0 || nd < dv) {
        cost[v] = nd;
        previous[v] = u;
        heap.push(nd * n + v);
      }
    }
  }
  return { cost, previous, endsMovement };
}

/** Every square a man can reach with his Task Points, and what it costs. */
export interface ReachableMap {
  readonly width: number;
  readonly height: number;
  readonly start: Square;
  readonly remainingTP: number;
  /** Task Points to reach each square, row-major as `GameMap.squares`; −1 if out of reach. Never more than `remainingTP`. */
  readonly cost: Int32Array;
  /** The square before each one on a cheapest route (row-major index); −1 for the start and unreachable squares. */
  readonly previous: Int32Array;
  /** 1 where entering ends his movement (a live Enemy man, Case 7.44). */
  readonly endsMovement: Uint8Array;
  /** Cost to reach `sq`, or null if out of reach (or off the map). */
  costAt(sq: Square): number | null;
  /** A cheapest route from the start to `sq`, both included, or null. */
  routeTo(sq: Square): Square[] | null;
}

function routeFrom(map: GameMap, previous: Int32Array, cost: Int32Array, target: number): Square[] | null {
  if (cost[target]! < 0) return null;
  const route: Square[] = [];
  for (let i = target; i >= 0; i = previous[i]!) route.push({ col: (i % map.width) + 1, row: Math.floor(i / map.width) + 1 });
  return route.reverse();
}

/**
 * Every square `mover` can reach from `start` within `remainingTP` Task
 * Points, with the cheapest cost of each (Dijkstra; Cases 7.22–7.44).
 */
export function reachable(
  map: GameMap,
  mover: Mover,
  start: Square,
  remainingTP: number,
  occupancy: Occupancy = EMPTY_OCCUPANCY,
  tables: MovementTables = MOVEMENT_TABLES,
): ReachableMap {
  const limit = Math.max(0, remainingTP);
  const { cost, previous, endsMovement } = search(map, mover, start, limit, occupancy, tables, -1);
  return {
    width: map.width,
    height: map.height,
    start,
    remainingTP: limit,
    cost,
    previous,
    endsMovement,
    costAt: (sq) => {
      if (!onMap(map, sq)) return null;
      const c = cost[squareIndex(map, sq)]!;
      return c < 0 ? null : c;
    },
    routeTo: (sq) => (onMap(map, sq) ? routeFrom(map, previous, cost, squareIndex(map, sq)) : null),
  };
}

export interface CheapestPath {
  /** From the start to the goal, both included: feed it to `planMove`. */
  readonly route: Square[];
  readonly cost: number;
  /** The goal holds a live Enemy man: he stops there (Case 7.44). */
  readonly endsMovement: boolean;
}

/**
 * The cheapest legal route from `start` to `goal`, or null if there is none
 * (within `remainingTP`, when given). Ties go to whichever route the search
 * settles first; the choice is deterministic.
 */
export function cheapestPath(
  map: GameMap,
  mover: Mover,
  start: Square,
  goal: Square,
  remainingTP: number = Number.POSITIVE_INFINITY,
  occupancy: Occupancy = EMPTY_OCCUPANCY,
  tables: MovementTables = MOVEMENT_TABLES,
): CheapestPath | null {
  if (!onMap(map, goal)) return null;
  const g = squareIndex(map, goal);
  const { cost, previous, endsMovement } = search(map, mover, start, Math.max(0, remainingTP), occupancy, tables, g);
  const route = routeFrom(map, previous, cost, g);
  return route ? { route, cost: cost[g]!, endsMovement: endsMovement[g] === 1 } : null;
}
