import type { Square } from '../../../map/map-model';

/**
 * Case 8.35 and Diagram 3 — the 180° field of vision.
 *
 * "A man may only observe more than one man when all of the men observed are
 * in the same 180° arc." Diagram 3 survives in our copy only as words (a fan
 * in front of the man), so the arc is defined here (docs/rulings/observation.md):
 *
 * - The observer may face any direction; the arc is not tied to the eight
 *   compass points and has no facing of its own between Phases.
 * - A set of targets is in one arc when some closed half-plane whose edge runs
 *   through the centre of the observer's square contains the centres of all
 *   their squares. Closed: two men exactly opposite each other (due east and
 *   due west) are both at the edges of a 180° arc and may be observed together.
 * - A target in the observer's own square (Case 7.43 allows it) lies on the
 *   centre and is in every arc.
 *
 * Square centres differ by whole squares, so every test below is exact integer
 * arithmetic: no angles, no floating point, no tolerance.
 */

/** A direction on the map grid in squares: `dx` along columns (east +), `dy` along rows (south +). */
export interface GridVector {
  readonly dx: number;
  readonly dy: number;
}

const offset = (from: Square, to: Square): GridVector => ({ dx: to.col - from.col, dy: to.row - from.row });

/** z of the cross product a × b: ≥ 0 when b lies within the 180° turning from a towards +90°. */
const cross = (a: GridVector, b: GridVector): number => a.dx * b.dy - a.dy * b.dx;

const dot = (a: GridVector, b: GridVector): number => a.dx * b.dx + a.dy * b.dy;

/**
 * Is `target` inside the closed 180° arc of a man at `observer` facing
 * `facing`? The arc is the half-plane of points whose offset makes a
 * non-negative dot product with the facing (its edges included).
 */
export function inArc(observer: Square, facing: GridVector, target: Square): boolean {
  return dot(facing, offset(observer, target)) >= 0;
}

/**
 * A facing under which every target lies in the observer's 180° arc
 * (Case 8.35), or `undefined` when no single arc holds them all.
 *
 * If a closed half-plane through the centre holds all the offsets, turn its
 * edge until it touches one of them, `v`; then every offset lies within the
 * 180° that starts at `v` and turns one way (cross(v, w) ≥ 0), and the facing
 * is `v` turned a quarter that way. Conversely such a `v` gives such a
 * half-plane, so trying each offset as `v` is complete.
 */
export function arcFacing(observer: Square, targets: readonly Square[]): GridVector | undefined {
  const offsets = targets.map((t) => offset(observer, t)).filter((v) => v.dx !== 0 || v.dy !== 0);
  const first = offsets[0];
  if (first === undefined) return { dx: 0, dy: -1 };
  for (const v of offsets) {
    if (offsets.every((w) => cross(v, w) >= 0)) return { dx: -v.dy, dy: v.dx };
  }
  return undefined;
}

/** Case 8.35: are all these men within one 180° arc of the observer? */
export function withinOneArc(observer: Square, targets: readonly Square[]): boolean {
  return arcFacing(observer, targets) !== undefined;
}

/**
 * For the map overlay (Diagram 3): the squares within `radius` squares
 * (Chebyshev) of the observer that lie in his arc when he faces `facing`.
 * The observer's own square is included.
 */
export function squaresInArc(observer: Square, facing: GridVector, radius: number): Square[] {
  const out: Square[] = [];
  for (let row = observer.row - radius; row <= observer.row + radius; row++) {
    for (let col = observer.col - radius; col <= observer.col + radius; col++) {
      const sq = { col, row };
      if (inArc(observer, facing, sq)) out.push(sq);
    }
  }
  return out;
}
