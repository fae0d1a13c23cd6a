/**
 * Barbed wire (Section 20.0): which square sides carry wire, and the
 * bridging man of Case 20.12–20.13. Straight wire (Case 20.11) and
 * concertina wire (Case 20.21) are impassable in the Terrain Effects data
 * (tables/terrain-effects.ts), so movement, path-finding and the panic
 * routine already treat them as walls (Case 20.22). This module says where
 * a prone man has made straight wire passable, and when he may get up.
 * Wire-clipping (Section 20.3) is wire-clipping.ts. Rulings:
 * docs/rulings/barbed-wire.md.
 */
import type { Direction, GameMap, LineFeature, LineTerrain, SideRef, Square } from '../../../map/map-model';
import { sameSquare, sideKey } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';

export type WireTerrain = Extract<LineTerrain, 'barbed-wire' | 'concertina-wire'>;
export const WIRE_TERRAIN: readonly WireTerrain[] = ['barbed-wire', 'concertina-wire'];
export const isWire = (t: LineTerrain): t is WireTerrain => (WIRE_TERRAIN as readonly LineTerrain[]).includes(t);

/** A Task Execution Phase, as the bridge counts them (Case 20.13). */
export interface WirePhase {
  readonly turn: number;
  readonly phase: string;
}

/** A man lying on straight wire (Case 20.12). */
export interface WireBridge {
  readonly manId: string;
  /** The wire side, in its stored name (`n` or `w`). */
  readonly side: SideRef;
  /** His square, beside the wire. */
  readonly square: Square;
  /** The Phase he fell onto the wire. */
  readonly since: WirePhase;
  /** The last Phase a man crossed over him (Case 20.13). */
  readonly lastUsed?: WirePhase;
}

/** Section 20.0 in the game state: bridges, clipping under way, sides clipped away. Folded from events; umpire-only. */
export interface WireState {
  readonly bridges: Readonly<Record<string, WireBridge>>;
  /** Case 20.31: Task Points expended so far toward clearing a side, by `sideKey`. */
  readonly clipping: Readonly<Record<string, number>>;
  /** Case 20.34: the wire that has ceased to exist. */
  readonly clipped: readonly LineFeature[];
}

export const emptyWire = (): WireState => ({ bridges: {}, clipping: {}, clipped: [] });

/** Case 20.13: "two full Task Execution Phases after the last Phase in which a man used him". */
export const BRIDGE_FULL_PHASES: Sourced<number> = printed(2, 'Case 20.13 ("two full Task Execution Phases")');

/** Case 20.13: standing early costs "1D6 Wound Points" automatically. */
export const EARLY_STAND_WOUNDS: Sourced<string> = printed('1D6', 'Case 20.13 ("automatically receives 1D6 Wound Points")');

/** Case 20.13: an Enemy man in hand-to-hand with a bridging man: both take 1D6 more each Task Execution Phase. */
export const BRIDGE_MELEE_WOUNDS: Sourced<string> = printed('1D6', 'Case 20.13 ("both men take an additional 1D6 Wound Points during each Task Execution Phase")');

/** Standing up on the far side of the wire costs no more than standing (ruling BW5). */
export const STAND_ACROSS_EXTRA: Sourced<number> = house(0, 'Case 20.13 ("he may stand erect (on the other side of the wire, if he so desires)")', 'the Case prices only standing; the roll off the wire is part of it');

const TASK_PHASES = ['non-prepared-task-execution', 'prepared-task-execution'];

/** The running number of a Task Execution Phase: two per Game-Turn (Case 5.1 E, F). */
export function taskPhaseIndex(p: WirePhase): number {
  const i = TASK_PHASES.indexOf(p.phase);
  return p.turn * 2 + (i < 0 ? 0 : i);
}

/**
 * Case 20.13: the first Task Execution Phase in which he may stand without
 * harm — after two full Phases since the last crossing (or since he fell on
 * the wire, ruling BW4, if nobody crossed).
 */
export function bridgeFreeFrom(b: WireBridge): number {
  return taskPhaseIndex(b.lastUsed ?? b.since) + BRIDGE_FULL_PHASES.value + 1;
}

export const mayStandFreely = (b: WireBridge, now: WirePhase): boolean => taskPhaseIndex(now) >= bridgeFreeFrom(b);

/** The side in its stored name (`n` or `w`), as `sideKey` names it. */
export function normalSide(side: SideRef): SideRef {
  const [c, r, d] = sideKey(side).split(',');
  return { col: Number(c), row: Number(r), dir: d as Direction };
}

/** The two squares a side separates (Case 20.12 "a square adjacent to straight wire"). */
export function squaresBeside(side: SideRef): readonly [Square, Square] {
  const s = normalSide(side);
  return s.dir === 'n' ? [{ col: s.col, row: s.row - 1 }, { col: s.col, row: s.row }] : [{ col: s.col - 1, row: s.row }, { col: s.col, row: s.row }];
}


export const besideSide = (square: Square, side: SideRef): boolean => squaresBeside(side).some((s) => sameSquare(s, square));

/** The square across the side from `square`. */
export function acrossSide(square: Square, side: SideRef): Square | undefined {
  const [a, b] = squaresBeside(side);
  return sameSquare(a, square) ? b : sameSquare(b, square) ? a : undefined;
}

/** The wire on a side, if any (the first wire feature found). */
export function wireOn(map: GameMap, side: SideRef): WireTerrain | undefined {
  const k = sideKey(side);
  return map.lines.find((l) => isWire(l.terrain) && sideKey(l.side) === k)?.terrain as WireTerrain | undefined;
}

/** The four sides of a square (each in its stored name). */
export function sidesOf(square: Square): SideRef[] {
  return (['n', 'e', 's', 'w'] as const).map((dir) => normalSide({ ...square, dir }));
}

/** The sides a step from `from` to the adjacent `to` may pass: the shared side, or the four round a corner (Case 7.37). */
export function sidesOfStep(from: Square, to: Square): SideRef[] {
  const dc = to.col - from.col;
  const dr = to.row - from.row;
  const between = (a: Square, b: Square): SideRef =>
    a.row !== b.row ? { col: a.col, row: Math.max(a.row, b.row), dir: 'n' } : { col: Math.max(a.col, b.col), row: a.row, dir: 'w' };
  if (dc === 0 || dr === 0) return [between(from, to)];
  const a = { col: to.col, row: from.row };
  const b = { col: from.col, row: to.row };
  return [between(from, a), between(a, to), between(from, b), between(b, to)];
}

/**
 * Case 20.12: the map as a man other than the bridging men sees it for
 * movement — straight wire under a bridging man is crossable. Only the
 * bridged wire is lifted; any other feature on the side stays.
 */
export function mapWithBridges(map: GameMap, bridges: readonly WireBridge[]): GameMap {
  if (bridges.length === 0) return map;
  const open = new Set(bridges.map((b) => sideKey(b.side)));
  return { ...map, lines: map.lines.filter((l) => !(l.terrain === 'barbed-wire' && open.has(sideKey(l.side)))) };
}

/** The map without one wire feature (Case 20.34: "the wire is considered to have ceased to exist in the square-side"). */
export function mapWithoutWire(map: GameMap, side: SideRef, terrain: WireTerrain): GameMap {
  const k = sideKey(side);
  return { ...map, lines: map.lines.filter((l) => !(l.terrain === terrain && sideKey(l.side) === k)) };
}
