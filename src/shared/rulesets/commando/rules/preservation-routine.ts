/**
 * The preservation routine (Section 15.2): a man who failed his preservation
 * check spends the whole next Task Execution Phase running for the Friendly
 * map edge (Cases 15.21, 15.23, 15.24), never entering a square holding an
 * Enemy man or impassable terrain and skirting blocking line terrain
 * (Case 15.25); at the edge he pays 5 Task Points to step off into an
 * imaginary square and is out of play for good (Case 15.26).
 *
 * The route is the cheapest to the edge by a weighted search: each step
 * weighs its Task Points (exactly `movement.ts`'s `stepTaskPoints`) plus a
 * penalty for entering a square beside an Enemy man or in an Enemy man's LOS
 * — the way a man "moves to the right or the left of the obstacle until he
 * can move past it" (Case 15.25), and the way his Player would move him.
 * The penalties steer the route only; the man pays Task Points alone.
 *
 * Rulings: docs/rulings/panic-and-preservation.md.
 */
import type { GameMap, MapEdge, Square } from '../../../map/map-model';
import { onMap, squareIndex } from '../../../map/map-model';
import type { LosContext } from './line-of-sight';
import { hasLineOfSight } from './line-of-sight';
import type { Mover, MovementTables } from './movement-tables';
import { MOVEMENT_TABLES } from './movement-tables';
import { squareName, stepTaskPoints } from './movement';
import type { Occupancy } from './stacking';
import { EMPTY_OCCUPANCY } from './stacking';
import type { CommandoTables } from '../tables/index';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';

const OPPOSITE: Readonly<Record<MapEdge, MapEdge>> = { north: 'south', south: 'north', east: 'west', west: 'east' };

/**
 * The Friendly map edge(s) (Case 15.23): the edges his side entered on; for a
 * side that began on the map, the edges opposite those the opposing side
 * entered on. With more than one, the owning Player chooses.
 */
export function friendlyMapEdges(side: { readonly enteredOn?: readonly MapEdge[]; readonly opponentEnteredOn?: readonly MapEdge[] }): readonly MapEdge[] {
  if (side.enteredOn && side.enteredOn.length > 0) return [...new Set(side.enteredOn)];
  return [...new Set((side.opponentEnteredOn ?? []).map((e) => OPPOSITE[e]))];
}

/** Is `sq` on the row or column of `edge`? */
export function onEdge(map: Pick<GameMap, 'width' | 'height'>, sq: Square, edge: MapEdge): boolean {
  switch (edge) {
    case 'north':
      return sq.row === 1;
    case 'south':
      return sq.row === map.height;
    case 'west':
      return sq.col === 1;
    case 'east':
      return sq.col === map.width;
  }
}

/** How strongly the route avoids Enemy men (search weights, not Task Points). */
export interface AvoidanceWeights {
  /** Added for entering a square orthogonally or diagonally adjacent to an Enemy man. */
  readonly adjacent: number;
  /** Added for entering a square in the LOS of an Enemy man (per Enemy man). */
  readonly inLos: number;
}

export const DEFAULT_AVOIDANCE: AvoidanceWeights = { adjacent: 20, inLos: 5 };

export interface PreservationRouteInput {
  readonly map: GameMap;
  readonly square: Square;
  readonly mover: Mover;
  /** His Task Point allotment for the Turn (Case 15.24). */
  readonly taskPoints: number;
  /** The Friendly edge, or the candidate edges (owning Player's choice: default the cheapest, Case 15.23). */
  readonly edges: readonly MapEdge[];
  /** Enemy men his side knows of: their squares are never entered; the route keeps out of their reach and sight. */
  readonly enemies: readonly { readonly square: Square; readonly posture: 'erect' | 'prone' }[];
  /** Who is where, from his side's point of view (Cases 7.41, 7.44). */
  readonly occupancy?: Occupancy;
  /** Squares a scenario puts off limits (Case 46.43's swimming pool): never entered, as impassable terrain. */
  readonly offLimits?: (square: Square) => boolean;
  /** A prone man stands first (Chart 5.22 "Stand erect"); default true. */
  readonly standErect?: boolean;
  readonly avoidance?: AvoidanceWeights;
  readonly los?: LosContext;
  readonly movementTables?: MovementTables;
  readonly tables?: Pick<CommandoTables, 'preservation' | 'taskPointCosts'>;
}

export type PreservationRouteEnd =
  /** He stepped off the map: out of play for good (Case 15.26). */
  | 'exited'
  /** His Task Points ran out on the way (Case 15.24). */
  | 'out-of-task-points'
  /** No route to the edge avoids Enemy men and impassable terrain: he stays where he is. */
  | 'no-route';

export interface PreservationRouteResult {
  readonly edge?: MapEdge;
  /** The whole route to the edge square, from his square; empty with `no-route`. */
  readonly plannedRoute: readonly Square[];
  /** The squares he moves through this Turn, from his square. */
  readonly route: readonly Square[];
  readonly steps: readonly { readonly from: Square; readonly to: Square; readonly cost: number }[];
  /** Task Points spent standing erect first (Chart 5.22), 0 if he did not. */
  readonly standCost: number;
  /** Task Points spent moving, including the 5 to step off the map. */
  readonly spent: number;
  readonly end: PreservationRouteEnd;
  /** Task Points left unspent; the routine takes his full allotment all the same (Case 15.24). */
  readonly unspent: number;
  readonly log: readonly string[];
}

/** Squares adjacent to any Enemy man, and a lazy count of Enemy men in LOS. */
function dangerOf(input: PreservationRouteInput): (idx: number, sq: Square) => number {
  const { map } = input;
  const w = input.avoidance ?? DEFAULT_AVOIDANCE;
  const adjacent = new Uint8Array(map.width * map.height);
  for (const e of input.enemies) {
    for (let dc = -1; dc <= 1; dc++) {
      for (let dr = -1; dr <= 1; dr++) {
        const s = { col: e.square.col + dc, row: e.square.row + dr };
        if (onMap(map, s)) adjacent[squareIndex(map, s)] = 1;
      }
    }
  }
  const cache = new Float64Array(map.width * map.height).fill(-1);
  return (idx, sq) => {
    let c = cache[idx]!;
    if (c < 0) {
      c = adjacent[idx] ? w.adjacent : 0;
      if (w.inLos > 0) {
        for (const e of input.enemies) {
          if (onMap(map, e.square) && hasLineOfSight(map, { square: sq, posture: input.mover.prone ? 'prone' : 'erect' }, e, input.los)) c += w.inLos;
        }
      }
      cache[idx] = c;
    }
    return c;
  };
}

const DC = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

/** Weighted Dijkstra from `start` to the nearest square of `edge`; forbidden squares are never entered. */
function searchToEdge(input: PreservationRouteInput, mover: Mover, edge: MapEdge, forbidden: (sq: Square) => boolean, danger: (i: number, sq: Square) => number, tables: MovementTables): { route: Square[]; weight: number } | undefined {
  const { map } = input;
  const n = map.width * map.height;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const prev = new Int32Array(n).fill(-1);
  const done = new Uint8Array(n);
  const start = squareIndex(map, input.square);
  dist[start] = 0;
  const heap: [number, number][] = [[0, start]];
  const push = (x: [number, number]): void => {
    heap.push(x);
    for (let i = heap.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (heap[p]![0] <= heap[i]![0]) break;
      [heap[p], heap[i]] = [heap[i]!, heap[p]!];
      i = p;
    }
  };
  const pop = (): [number, number] => {
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ; ) {
        let c = 2 * i + 1;
        if (c >= heap.length) break;
        if (c + 1 < heap.length && heap[c + 1]![0] < heap[c]![0]) c++;
        if (heap[c]![0] >= heap[i]![0]) break;
        [heap[c], heap[i]] = [heap[i]!, heap[c]!];
        i = c;
      }
    }
    return top;
  };
  while (heap.length > 0) {
    const [d, u] = pop();
    if (done[u] || d !== dist[u]) continue;
    done[u] = 1;
    const from = { col: (u % map.width) + 1, row: Math.floor(u / map.width) + 1 };
    if (onEdge(map, from, edge)) {
      const route: Square[] = [];
      for (let i = u; i >= 0; i = prev[i]!) route.push({ col: (i % map.width) + 1, row: Math.floor(i / map.width) + 1 });
      return { route: route.reverse(), weight: d };
    }
    for (let k = 0; k < 8; k++) {
      const to = { col: from.col + DC[k]!, row: from.row + DR[k]! };
      if (!onMap(map, to)) continue;
      const v = squareIndex(map, to);
      if (done[v] || forbidden(to)) continue;
      const c = stepTaskPoints(map, from, to, mover, tables);
      if (typeof c !== 'number') continue;
      const nd = d + c + danger(v, to);
      if (nd < dist[v]!) {
        dist[v] = nd;
        prev[v] = u;
        push([nd, v]);
      }
    }
  }
  return undefined;
}

/** Case 15.2: the route a man performing the preservation routine runs this Game-Turn. */
export function preservationRoute(input: PreservationRouteInput): PreservationRouteResult {
  const { map } = input;
  const mt = input.movementTables ?? MOVEMENT_TABLES;
  const tables = input.tables ?? DEFAULT_COMMANDO_TABLES;
  const occupancy = input.occupancy ?? EMPTY_OCCUPANCY;
  const budget = Math.max(0, Math.floor(input.taskPoints));
  const log: string[] = [];
  if (!onMap(map, input.square)) throw new RangeError(`square ${input.square.col},${input.square.row} is off the ${map.width}×${map.height} map`);
  if (input.edges.length === 0) throw new RangeError('Case 15.23: the routine needs the Friendly map edge');

  // Stand erect first, when prone and able to afford it.
  let mover = input.mover;
  let standCost = 0;
  if (mover.prone && (input.standErect ?? true)) {
    const row = tables.taskPointCosts['stand-erect'].cost.value;
    const cost = typeof row === 'number' ? row * (mover.seriouslyWounded ? mt.seriouslyWoundedMultiple.value : 1) : Number.POSITIVE_INFINITY;
    if (cost <= budget) {
      standCost = cost;
      mover = { ...mover, prone: false };
      log.push(`Chart 5.22: he stands erect first (${cost} Task Points)`);
    }
  }

  const enemyAt = new Set(input.enemies.map((e) => squareIndex(map, e.square)));
  const forbidden = (sq: Square): boolean => {
    const o = occupancy(sq);
    return enemyAt.has(squareIndex(map, sq)) || o.enemyActive || o.friendly >= mt.stackingLimit.value || input.offLimits?.(sq) === true;
  };
  const danger = dangerOf(input);
  let best: { route: Square[]; weight: number; edge: MapEdge } | undefined;
  for (const edge of input.edges) {
    const r = searchToEdge(input, mover, edge, forbidden, danger, mt);
    if (r && (!best || r.weight < best.weight)) best = { ...r, edge };
  }
  if (!best) {
    log.push('Case 15.25: no route to the Friendly map edge avoids Enemy men and impassable terrain; he stays where he is');
    return { plannedRoute: [], route: [input.square], steps: [], standCost, spent: standCost, end: 'no-route', unspent: budget - standCost, log };
  }
  log.push(`Case 15.23: he runs for the ${best.edge} map edge${input.edges.length > 1 ? ' (owning Player’s choice among the Friendly edges: the nearest)' : ''}, reaching it at ${squareName(best.route[best.route.length - 1]!)}`);

  let spent = standCost;
  const steps: { from: Square; to: Square; cost: number }[] = [];
  for (let i = 1; i < best.route.length; i++) {
    const from = best.route[i - 1]!;
    const to = best.route[i]!;
    const c = stepTaskPoints(map, from, to, mover, mt);
    if (typeof c !== 'number') throw new Error(`preservation route step ${squareName(from)} → ${squareName(to)} was found legal and is not: ${c.message}`);
    if (c > budget - spent) {
      log.push(`Case 15.24: the step to ${squareName(to)} costs ${c} Task Points, only ${budget - spent} remain; he ends the Turn at ${squareName(from)}`);
      return { edge: best.edge, plannedRoute: best.route, route: [input.square, ...steps.map((s) => s.to)], steps, standCost, spent, end: 'out-of-task-points', unspent: budget - spent, log };
    }
    spent += c;
    steps.push({ from, to, cost: c });
  }
  const exitCost = tables.preservation.exitMapCost.value * (mover.seriouslyWounded ? mt.seriouslyWoundedMultiple.value : 1);
  const route = [input.square, ...steps.map((s) => s.to)];
  if (exitCost > budget - spent) {
    log.push(`Case 15.26: at the edge with ${budget - spent} Task Points, short of the ${exitCost} to step off; he leaves next Turn`);
    return { edge: best.edge, plannedRoute: best.route, route, steps, standCost, spent, end: 'out-of-task-points', unspent: budget - spent, log };
  }
  spent += exitCost;
  log.push(`Case 15.26: he steps off the map into an imaginary square (${exitCost} Task Points): out of play, never to re-enter`);
  return { edge: best.edge, plannedRoute: best.route, route, steps, standCost, spent, end: 'exited', unspent: budget - spent, log };
}
