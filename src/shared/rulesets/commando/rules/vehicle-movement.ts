/**
 * Tank and APC movement and facing, pure (Cases 23.13–23.17, 24.11, 24.21;
 * Diagram 9), and the jeep's and motorcycle's (Cases 29.11, 29.14, Section
 * 30.0). Costs are Chart 23.8's (tables/vehicles.ts) or, for jeeps, the
 * men's Terrain Effects Chart (Case 29.11). Rulings VH4–VH7.
 */
import { describeSquare } from '../../../map/coords';
import type { FieldTerrain, GameMap, LineTerrain, Square } from '../../../map/map-model';
import { onMap, sideKey, terrainAt } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { COMPASS, type Compass } from './searchlights';
import type { VehicleTaskCosts } from '../tables/vehicles';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';
import { stepTaskPoints } from './movement';

/** Sections 23.0, 24.0, 29.0, 30.0: the kinds of vehicle (model/vehicle.ts re-exports them). */
export const VEHICLE_KINDS = ['tank', 'apc', 'jeep', 'motorcycle'] as const;
export type VehicleKind = (typeof VEHICLE_KINDS)[number];

/** Case 23.14: the compass rose, as column and row offsets (row 01 is north). */
export const COMPASS_OFFSET: Readonly<Record<Compass, { readonly dc: number; readonly dr: number }>> = {
  N: { dc: 0, dr: -1 },
  NE: { dc: 1, dr: -1 },
  E: { dc: 1, dr: 0 },
  SE: { dc: 1, dr: 1 },
  S: { dc: 0, dr: 1 },
  SW: { dc: -1, dr: 1 },
  W: { dc: -1, dr: 0 },
  NW: { dc: -1, dr: -1 },
};

export const turnBy = (c: Compass, points: number): Compass => COMPASS[(((COMPASS.indexOf(c) + points) % 8) + 8) % 8]!;

export const stepTo = (sq: Square, c: Compass): Square => ({ col: sq.col + COMPASS_OFFSET[c].dc, row: sq.row + COMPASS_OFFSET[c].dr });

/** The compass direction from one square to an adjacent one (undefined when not adjacent). */
export function directionTo(from: Square, to: Square): Compass | undefined {
  return COMPASS.find((c) => from.col + COMPASS_OFFSET[c].dc === to.col && from.row + COMPASS_OFFSET[c].dr === to.row);
}

/** Signed cardinal points from one facing to another, the short way (−4…4; clockwise positive). */
export function signedPoints(from: Compass, to: Compass): number {
  const d = (((COMPASS.indexOf(to) - COMPASS.indexOf(from)) % 8) + 8) % 8;
  return d > 4 ? d - 8 : d;
}

/** Case 23.14, Diagram 9: the three squares in front of a tank facing `facing`. */
export function frontSquares(sq: Square, facing: Compass): Square[] {
  return [-1, 0, 1].map((p) => stepTo(sq, turnBy(facing, p)));
}

/** Case 23.13: field terrain a tank or APC may never enter (ruling VH5 adds the roofed terrain, whose walls it may not cross). */
export const TRACKED_IMPASSABLE: readonly FieldTerrain[] = ['forest', 'dune', 'mountain', 'river', 'sea', 'building', 'bunker', 'hangar', 'tower'];
/** Case 29.11: a jeep (and a motorcycle, Section 30.0) may not move into buildings or forest (ruling VH5: any roofed terrain). */
export const WHEELED_IMPASSABLE: readonly FieldTerrain[] = ['forest', 'building', 'bunker', 'hangar', 'tower'];
/** Case 23.13: "cannot move through walls, windows or doors" (ruling VH5: a building's outline and a slit are walls too); wire is no obstacle. */
export const TRACKED_BLOCKING_LINES: readonly LineTerrain[] = ['wall', 'building-line', 'door', 'window', 'slit'];

const isTracked = (k: VehicleKind): boolean => k === 'tank' || k === 'apc';

function linesBetween(map: GameMap, a: Square, b: Square): LineTerrain[] {
  const dir = b.row < a.row ? 'n' : b.row > a.row ? 's' : b.col < a.col ? 'w' : 'e';
  const key = sideKey({ col: a.col, row: a.row, dir });
  return map.lines.filter((l) => sideKey(l.side) === key).map((l) => l.terrain);
}

const blocks = (lines: readonly LineTerrain[]): LineTerrain | undefined => lines.find((t) => TRACKED_BLOCKING_LINES.includes(t));

/** Case 23.13 (ruling VH6): a wall-like line between two adjacent squares; a diagonal step is blocked only when both ways round the corner are. */
export function trackedLineBlock(map: GameMap, from: Square, to: Square): LineTerrain | undefined {
  if (from.col === to.col || from.row === to.row) return blocks(linesBetween(map, from, to));
  const a = { col: to.col, row: from.row };
  const b = { col: from.col, row: to.row };
  const viaA = blocks(linesBetween(map, from, a)) ?? blocks(linesBetween(map, a, to));
  const viaB = blocks(linesBetween(map, from, b)) ?? blocks(linesBetween(map, b, to));
  return viaA && viaB ? viaA : undefined;
}

export interface VehicleStep {
  readonly to: Square;
  readonly cost: number;
  /** Case 23.14: the facing after the step (its rear toward the square left). */
  readonly facing: Compass;
  readonly caseRef: string;
}

/** One step of a vehicle from `from` (facing `facing`) into the adjacent `to`, or why not. */
export function vehicleStep(map: GameMap, kind: VehicleKind, from: Square, facing: Compass, to: Square, costs: VehicleTaskCosts = DEFAULT_COMMANDO_TABLES.vehicleTaskCosts): VehicleStep | RuleError {
  const name = describeSquare(to);
  const dir = directionTo(from, to);
  if (!dir) return ruleError('vehicle/not-adjacent', 'Case 23.14', `${name} is not next to ${describeSquare(from)}: a vehicle moves one square at a time.`);
  if (!onMap(map, to)) return ruleError('vehicle/off-map', 'Case 23.13', `${name} is off the map.`);
  const terrain = terrainAt(map, to).terrain;
  if (isTracked(kind)) {
    if (!frontSquares(from, facing).some((s) => s.col === to.col && s.row === to.row)) {
      return ruleError('vehicle/not-in-front', 'Case 23.14', `A ${kind} facing ${facing} may only enter one of the three squares in front of it (Diagram 9); ${name} is not one of them: pivot first (Case 23.15).`);
    }
    if (TRACKED_IMPASSABLE.includes(terrain)) return ruleError('vehicle/impassable', 'Case 23.13', `A ${kind} may never enter ${terrain} (${name}; Case 23.13, ruling VH5).`);
    const line = trackedLineBlock(map, from, to);
    if (line) return ruleError('vehicle/wall', 'Case 23.13', `A ${kind} cannot move through a ${line} (between ${describeSquare(from)} and ${name}; Case 23.13).`);
    const diagonal = from.col !== to.col && from.row !== to.row;
    // Case 23.13: 5 or 7, unaffected by terrain multiples or additives.
    return { to, cost: costs[diagonal ? 'move-diagonal' : 'move-orthogonal'].cost.value, facing: dir, caseRef: 'Case 23.13' };
  }
  if (WHEELED_IMPASSABLE.includes(terrain)) return ruleError('vehicle/impassable', 'Case 29.11', `A ${kind} may not move into ${terrain} (${name}; Case 29.11).`);
  // Case 29.11: jeeps pay the men's costs with terrain multiples and additives; Case 29.14: no facing.
  const cost = stepTaskPoints(map, from, to, { prone: false, seriouslyWounded: false });
  if (typeof cost !== 'number') return cost;
  return { to, cost, facing: dir, caseRef: 'Case 29.11' };
}

/** Case 23.15: Task Points to pivot from one facing to another (5 per 45°, at most 20). */
export function pivotCost(from: Compass, to: Compass, costs: VehicleTaskCosts = DEFAULT_COMMANDO_TABLES.vehicleTaskCosts): number {
  return Math.abs(signedPoints(from, to)) * costs['change-facing'].cost.value;
}

/** Case 23.16 (ruling VH7): the turret is brought along by every change of the hull's facing. */
export function turretAfter(turret: Compass | undefined, hullFrom: Compass, hullTo: Compass): Compass | undefined {
  return turret === undefined ? undefined : turnBy(turret, signedPoints(hullFrom, hullTo));
}

/** Case 23.43: an opened-up tank turns its turret anywhere; a buttoned-down one by up to 90°. */
export function turretTurnError(from: Compass, to: Compass, open: boolean, maxButtoned: number): RuleError | undefined {
  if (from === to) return ruleError('vehicle/turret-same', 'Case 23.41', `The turret already faces ${to}.`);
  const n = Math.abs(signedPoints(from, to));
  if (!open && n > maxButtoned) return ruleError('vehicle/turret-buttoned', 'Case 23.43', `A buttoned down tank turns its turret by up to 90°; ${from} to ${to} is ${n * 45}° (Case 23.43). Open up first (Case 23.5).`);
  return undefined;
}

/** Case 23.52: a panicked tank's "move": straight ahead, square by square, stopping before impassable terrain or the map edge. */
export function straightAhead(map: GameMap, kind: VehicleKind, from: Square, facing: Compass, taskPoints: number, costs: VehicleTaskCosts = DEFAULT_COMMANDO_TABLES.vehicleTaskCosts): VehicleStep[] {
  const out: VehicleStep[] = [];
  let at = from;
  let left = taskPoints;
  for (;;) {
    const step = vehicleStep(map, kind, at, facing, stepTo(at, facing), costs);
    if ('code' in step || step.cost > left) return out;
    out.push(step);
    left -= step.cost;
    at = step.to;
  }
}
