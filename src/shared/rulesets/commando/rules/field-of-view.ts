/**
 * Field of view: every square a man has a Line of Sight to (Cases 8.2, 8.6),
 * at once — for the umpire's "what can this man see" and a side's shading.
 *
 * The answer is exactly `hasLineOfSight(map, man, square)` for every square
 * (a man standing on the ground of that square; posture never changes LOS,
 * line-of-sight.ts), and a property test checks it square by square on the
 * bundled maps. It is found by recursive shadowcasting, one octant at a time,
 * row by row away from the man, with the Line of Sight rules' elevations
 * kept per level (Cases 8.21, 8.22, 8.25, 8.26):
 *
 * - For a target at level t and the man at level v, an obstacle above both
 *   (level > max(v, t)) blocks wherever the straightedge passes through its
 *   inside (Case 8.25). Each such obstacle — a square of blocking terrain or
 *   hill, a tree symbol's circle (Case 8.6), a blocking square side (line
 *   terrain, Case 8.23b), smoke (Case 8.23) — casts an open angular interval
 *   of shadow into the set kept for that max(v, t). A target whose centre's
 *   direction lies strictly inside a shadow cast by nearer rows is hidden.
 * - An obstacle above the lower man only (level > min(v, t)) blocks or not
 *   by where it lies (Case 8.26), and corners and overhead obstacles
 *   (Case 48.43) have rules of their own; every such obstacle's closed
 *   interval goes into the set kept for that min(v, t). A target whose
 *   direction touches none of them, with nothing beside it in its own row, is
 *   seen: no obstacle that could block lies on the line.
 * - Every other square — on a shadow's edge, grazed by a Case 8.26 obstacle,
 *   adjacent to the man (Case 8.27), on an octant's diagonal, or with smoke
 *   on the map — gets the exact straightedge check (los-walk.ts).
 *
 * So shadowcasting here is a conservative filter: it decides the squares it
 * can prove either way and hands the boundary to the exact LOS. Where rounding
 * could matter the intervals are made more cautious (angular-intervals.ts),
 * which only sends more squares to the exact check.
 */
import type { GameMap } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { ClosedIntervals, OpenIntervals } from './angular-intervals';
import type { LosGrid, LosTables } from './los-grid';
import { losGridFor, NONE, SIDE_BLOCK, SMOKE_ZONE, smokeMask } from './los-grid';
import type { LosContext, Viewpoint } from './line-of-sight';
import { LosTrace } from './los-trace';
import { losClear } from './los-walk';

export interface FieldOfView {
  readonly width: number;
  readonly height: number;
  /** 1 where the man has a Line of Sight to the square, row-major: index (row − 1)·width + col − 1. */
  readonly visible: Uint8Array;
  /** How many squares needed the exact straightedge check (the rest the shadowcasting decided). */
  readonly exactChecks: number;
}

/** The eight octants: (major d, minor m), 0 ≤ m ≤ d, to a map offset (d·xx + m·xy, d·yx + m·yy). */
const OCTANTS: readonly (readonly [number, number, number, number])[] = [
  [1, 0, 0, 1],
  [0, 1, 1, 0],
  [0, -1, 1, 0],
  [-1, 0, 0, 1],
  [-1, 0, 0, -1],
  [0, -1, -1, 0],
  [0, 1, -1, 0],
  [1, 0, 0, -1],
];

const trace = new LosTrace();

/** Every square `from` has a Line of Sight to. */
export function fieldOfView(map: GameMap, from: Viewpoint, ctx?: LosContext, tables?: Partial<LosTables>): FieldOfView {
  if (!onMap(map, from.square)) throw new RangeError(`square ${from.square.col},${from.square.row} is off the ${map.width}×${map.height} map`);
  const g = losGridFor(map, tables);
  const smoke = smokeMask(g, ctx?.smoke);
  return new Caster(g, smoke, from.square.col, from.square.row, g.ground[(from.square.row - 1) * g.width + from.square.col - 1]! + (from.level ?? 0)).run();
}

class Caster {
  readonly W: number;
  readonly H: number;
  readonly visible: Uint8Array;
  readonly decided: Uint8Array;
  exact = 0;
  readonly minG: number;
  readonly maxG: number;
  /** present[x − minG]: some square's ground is at level x (or the man stands at x). */
  readonly present: Uint8Array;
  /** Shadows for targets with max(v, t) = h, at hard[h − v]; obstacles that might matter for min(v, t) = l, at soft[l − minG]. */
  readonly hard: OpenIntervals[] = [];
  readonly soft: ClosedIntervals[] = [];
  /** The current octant. */
  xx = 1;
  xy = 0;
  yx = 0;
  yy = 1;

  constructor(
    readonly g: LosGrid,
    readonly smoke: Uint8Array | null,
    readonly oc: number,
    readonly or: number,
    readonly v: number,
  ) {
    this.W = g.width;
    this.H = g.height;
    this.visible = new Uint8Array(this.W * this.H);
    this.decided = new Uint8Array(this.W * this.H);
    let lo = Infinity;
    let hi = -Infinity;
    for (let i = 0; i < g.ground.length; i++) {
      const x = g.ground[i]!;
      if (x < lo) lo = x;
      if (x > hi) hi = x;
    }
    this.minG = lo;
    this.maxG = hi;
    // Only the levels some square stands at are ever asked about (t), with the man's own (v).
    this.present = new Uint8Array(Math.max(v, hi) - lo + 1);
    for (let i = 0; i < g.ground.length; i++) this.present[g.ground[i]! - lo] = 1;
    if (v <= hi) this.present[v - lo] = 1;
    for (let h = v; h <= Math.max(v, hi); h++) this.hard.push(new OpenIntervals());
    for (let l = lo; l <= Math.min(v, hi); l++) this.soft.push(new ClosedIntervals());
  }

  run(): FieldOfView {
    const o = (this.or - 1) * this.W + this.oc - 1;
    this.visible[o] = 1;
    this.decided[o] = 1;
    for (const [xx, xy, yx, yy] of OCTANTS) {
      this.xx = xx;
      this.xy = xy;
      this.yx = yx;
      this.yy = yy;
      for (const s of this.hard) s.clear();
      for (const s of this.soft) s.clear();
      // How far the map runs along this octant's major and minor axes: every cell within is on the map.
      const reach = this.extent(xx, yx);
      const wide = this.extent(xy, yy);
      this.addSides(0, 0);
      for (let d = 1; d <= reach; d++) {
        const top = d < wide ? d : wide;
        for (let m = 0; m <= top; m++) this.decide(d, m);
        for (let m = 0; m <= top; m++) this.addObstacles(d, m);
      }
    }
    return { width: this.W, height: this.H, visible: this.visible, exactChecks: this.exact };
  }

  /** How many squares the map runs from the man along the axis (x, y). */
  extent(x: number, y: number): number {
    if (x > 0) return this.W - this.oc;
    if (x < 0) return this.oc - 1;
    return y > 0 ? this.H - this.or : this.or - 1;
  }

  /** Map square index of octant cell (d, m), or −1 off the map. */
  at(d: number, m: number): number {
    const c = this.oc + d * this.xx + m * this.xy;
    const r = this.or + d * this.yx + m * this.yy;
    return c < 1 || r < 1 || c > this.W || r > this.H ? -1 : (r - 1) * this.W + c - 1;
  }

  decide(d: number, m: number): void {
    const i = this.at(d, m);
    if (i < 0 || this.decided[i] === 1) return;
    this.decided[i] = 1;
    const g = this.g;
    const t = g.ground[i]!;
    const v = this.v;
    const low = t < v ? t : v;
    const high = t < v ? v : t;
    if (d > 1) {
      if (this.smoke === null && low >= g.maxObstacle) {
        this.visible[i] = 1;
        return;
      }
      const s = m / d;
      if (this.hard[high - v]!.covers(s)) return;
      if (this.smoke === null && m < d && !this.soft[low - this.minG]!.touches(s) && !this.besideMatters(d, m, i, low)) {
        this.visible[i] = 1;
        return;
      }
    }
    this.exact++;
    const col = (i % this.W) + 1;
    const row = (i - col + 1) / this.W + 1;
    if (losClear(trace, g, this.smoke, this.oc, this.or, v, col, row, t)) this.visible[i] = 1;
  }

  /** Could the line's last half-square, beside the target in its own row, meet an obstacle? (Its neighbours across the minor axis.) */
  besideMatters(d: number, m: number, i: number, low: number): boolean {
    const g = this.g;
    if (g.treeStart[i + 1]! > g.treeStart[i]!) return true;
    return this.neighbourMatters(i, this.at(d, m - 1), low) || this.neighbourMatters(i, this.at(d, m + 1), low);
  }

  neighbourMatters(i: number, j: number, low: number): boolean {
    if (j < 0) return false;
    const g = this.g;
    return g.eff[j]! > low || g.overhead[j]! !== NONE || g.treeStart[j + 1]! > g.treeStart[j]! || (this.sideFlags(i, j) & SIDE_BLOCK) !== 0;
  }

  /** The flags of the side between side-adjacent squares i and j. */
  sideFlags(i: number, j: number): number {
    const g = this.g;
    const diff = j - i;
    if (diff === 1 || diff === -1) {
      const k = i < j ? j : i; // the eastern square: its west side
      return g.vSide[k + (k - (k % this.W)) / this.W]!; // vSideIndex: row·(W + 1) + col
    }
    return g.hSide[i < j ? j : i]!; // the southern square: its north side
  }

  /** Add an obstacle spanning major [a, b] × minor [c, e] at `level` (Infinity: smoke); `soft` also for the Case 8.26 sets. */
  addBox(a: number, b: number, c: number, e: number, level: number, hardToo: boolean, softAll: boolean): void {
    const lo = c >= 0 ? c / b : a > 0 ? c / a : -Infinity;
    const hi = e >= 0 ? (a > 0 ? e / a : Infinity) : e / b;
    this.addInterval(lo, hi, level, hardToo, softAll);
  }

  addInterval(lo: number, hi: number, level: number, hardToo: boolean, softAll: boolean): void {
    const v = this.v;
    if (!softAll && level <= this.minG && level <= v) return;
    const minG = this.minG;
    const present = this.present;
    if (hardToo) for (let h = v; h < level && h - v < this.hard.length; h++) if (h === v || present[h - minG] === 1) this.hard[h - v]!.add(lo, hi);
    for (let l = minG; l - minG < this.soft.length && (softAll || l < level); l++) if (present[l - minG] === 1) this.soft[l - minG]!.add(lo, hi);
  }

  addObstacles(d: number, m: number): void {
    const i = this.at(d, m);
    if (i < 0) return;
    const g = this.g;
    // Classic shadowcasting's saving: a square wholly in shadow for every level changes nothing beyond it.
    if (this.inShadow(d, m)) return;
    if (this.smoke !== null && (this.smoke[i]! & SMOKE_ZONE) !== 0) this.addBox(d - 0.5, d + 0.5, m - 0.5, m + 0.5, Infinity, true, true);
    else if (g.eff[i]! > this.minG || g.eff[i]! > this.v) this.addBox(d - 0.5, d + 0.5, m - 0.5, m + 0.5, g.eff[i]!, true, false);
    if (g.overhead[i]! !== NONE) this.addBox(d - 0.5, d + 0.5, m - 0.5, m + 0.5, -Infinity, false, true);
    const end = g.treeStart[i + 1]!;
    for (let k = g.treeStart[i]!; k < end; k++) if (g.treeOwner[k] === i) this.addTree(k, g.ground[i]! + 1);
    this.addSides(d, m);
  }

  /** Is octant cell (d, m), sides and all, strictly inside a shadow for every target level? */
  inShadow(d: number, m: number): boolean {
    const lo = (m - 0.5) / (m > 0 ? d + 0.5 : d - 0.5);
    const hi = (m + 0.5) / (d - 0.5);
    const hard = this.hard;
    for (let k = 0; k < hard.length; k++) if ((k === 0 || this.present[this.v + k - this.minG] === 1) && !hard[k]!.coversRange(lo, hi)) return false;
    return true;
  }

  /** A tree symbol's circle (Case 8.6): the directions whose line passes through it. */
  addTree(k: number, level: number): void {
    const g = this.g;
    const px = g.treeX[k]! - (this.oc - 0.5);
    const py = g.treeY[k]! - (this.or - 0.5);
    const major = px * this.xx + py * this.yx;
    const minor = px * this.xy + py * this.yy;
    const rho = Math.hypot(major, minor);
    const r = Math.sqrt(g.treeR2[k]!);
    if (major <= r || rho <= r) return; // never on a line out of this octant's rows
    const theta = Math.atan2(minor, major);
    const alpha = Math.asin(r / rho);
    this.addInterval(Math.tan(theta - alpha), Math.tan(theta + alpha), level, true, false);
  }

  /** The blocking sides of octant cell (d, m) the lines onward may cross: its far side, and (at m = 0 both) its minor sides. */
  addSides(d: number, m: number): void {
    const i = this.at(d, m);
    const far = this.at(d + 1, m);
    if (far >= 0) this.addSide(i, far, d + 0.5, d + 0.5, m - 0.5, m + 0.5);
    const up = this.at(d, m + 1);
    if (up >= 0) this.addSide(i, up, d - 0.5, d + 0.5, m + 0.5, m + 0.5);
    if (m === 0) {
      const down = this.at(d, -1);
      if (down >= 0) this.addSide(i, down, d - 0.5, d + 0.5, -0.5, -0.5);
    }
  }

  addSide(i: number, j: number, a: number, b: number, c: number, e: number): void {
    if ((this.sideFlags(i, j) & SIDE_BLOCK) === 0) return;
    const level = Math.max(this.g.ground[i]!, this.g.ground[j]!) + 1;
    this.addBox(a, b, c, e, level, true, true);
  }
}
