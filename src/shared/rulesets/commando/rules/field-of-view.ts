/**
 * Field of view: every square a man has a Line of Sight to (Cases 8.2, 8.6),
 * at once — for the umpire's "what can this man see" and a side's shading.
 *
 * The answer is exactly `hasLineOfSight(map, man, square)` for every square
 * (a man standing on the ground of that square; posture never changes LOS,
 * line-of-sight.ts), and a property test checks it square by square on the
 * bundled maps. It is found by recursive shadowcasting, one octant at a time,
 * row by row away from the man, with the Line of Sight rules' elevations
 * kept per level (Cases 8.21, 8.22, 8.25, 8.26). For a target at level t and
 * the man at level v:
 *
 * - An obstacle above both (level > max(v, t)) blocks wherever the
 *   straightedge passes through its inside (Case 8.25). Each such obstacle —
 *   a square of blocking terrain or hill, a tree symbol's circle (Case 8.6), a
 *   blocking square side (line terrain, Case 8.23b), smoke (Case 8.23) —
 *   casts an open angular interval of shadow into the set kept for max(v, t).
 *   A target whose centre's direction lies strictly inside it is hidden; one
 *   whose direction touches none of these obstacles' closed intervals is not
 *   hidden by any of them.
 * - An obstacle above the lower man only (min < level ≤ max) blocks only when
 *   nearer the lower man (Case 8.26). Looking up (v < t) that means it lies
 *   in the first half of the line, looking down in the second half; an
 *   obstacle in row k of the octant is at most a square and a half from the
 *   row on the line's own axis (its centre, corner, side's midpoint or tree's
 *   square), so it cannot block a target in row d when, looking up,
 *   2k − 3 ≥ d, and, looking down, 2k + 3 ≤ d; and where the line crosses
 *   its inside it surely blocks when, looking up, 2k + 2 ≤ d, and, looking
 *   down, 2k ≥ d + 2. A square of hill or blocking terrain blocks at its
 *   centre, within 1 of the line on the minor axis, or at a corner on the
 *   line: since 2m ÷ (d² + m²) ≤ 1 ÷ d, it cannot block when, looking up,
 *   2k − 1 ≥ d, and, looking down, 2k + 1 ≤ d, and surely blocks, looking up,
 *   when 2k + 1 ≤ d. Looking up, the obstacles are fed into sets as the rows
 *   pass (`up`, fov-looking-up.ts); looking down, sets per target level
 *   remember the farthest row that marked each direction (`down`,
 *   `downSquare`, `downHard`).
 * - Line terrain counts at its own level inside a side, and at a corner as
 *   high as the corner ruling can make it (los-grid.ts `hSideTop`); smoke
 *   and overhead obstacles (Case 48.43, one level only) go into every
 *   level's closed set: touching one always means the exact check.
 * - Every other square — on a shadow's edge, touching an obstacle that might
 *   block, adjacent to the man (Case 8.27), or with smoke on the map — gets
 *   the exact straightedge check (fov-walk.ts): where only an obstacle
 *   between the men's levels is left to find, only along the part of the
 *   line nearer the lower man (fov-near-half.ts).
 *
 * So shadowcasting here is a conservative filter: it decides the squares it
 * can prove either way and hands the rest to the exact LOS. Where rounding
 * could matter the intervals are made more cautious (angular-intervals.ts),
 * which only sends more squares to the exact check.
 *
 * On the last half-square before the target's centre the line stays inside
 * the target's square (its slope is below 1), so nothing else in the target's
 * row can be met — except on an octant's diagonal, where the line runs
 * through the corner it shares with its neighbour, which is checked.
 */
import type { GameMap } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import { ClosedIntervals, EPS, OpenIntervals, RowMarks } from './angular-intervals';
import { BANDED, LookingUp, NOT_BANDED, SQUARE } from './fov-looking-up';
import { addSides } from './fov-sides';
import type { LosGrid, LosTables } from './los-grid';
import { CELL_OVERHEAD, CELL_SIDES, CELL_TREES, losGridFor, SMOKE_ZONE, smokeMask } from './los-grid';
import { cornerMatters, treesBesideTable } from './fov-target-square';
import { DarkRow, decideRow } from './fov-dark';
import { HillRun } from './fov-hill-run';
import { extent, octantLevels } from './fov-levels';
import { along, nextObstacle } from './fov-next-obstacle';
import { treeSpans } from './fov-trees';
import type { LosContext, Viewpoint } from './line-of-sight';
import { LosTrace } from './los-trace';
import { losClear } from './los-walk';
import { clearNearLower } from './fov-near-half';
import { fovClear } from './fov-walk';

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

/** Every square `from` has a Line of Sight to. */
export function fieldOfView(map: GameMap, from: Viewpoint, ctx?: LosContext, tables?: Partial<LosTables>): FieldOfView {
  if (!onMap(map, from.square)) throw new RangeError(`square ${from.square.col},${from.square.row} is off the ${map.width}×${map.height} map`);
  const g = losGridFor(map, tables);
  const smoke = smokeMask(g, ctx?.smoke);
  return caster.run(g, smoke, from.square.col, from.square.row, g.ground[(from.square.row - 1) * g.width + from.square.col - 1]! + (from.level ?? 0));
}

/** One caster, reused: its sets and buffers only grow (the engine is single-threaded and a run never re-enters). */
class Caster {
  g!: LosGrid;
  smoke: Uint8Array | null = null;
  W = 0;
  H = 0;
  oc = 0;
  or = 0;
  v = 0;
  visible = new Uint8Array(0);
  decided = new Uint8Array(0);
  beside: Uint8Array = new Uint8Array(0); // per square: 1 where another square's tree reaches in (fov-target-square.ts)
  exact = 0;
  /** Levels are indexed from `base` = min(lowest ground, v). */
  base = 0;
  /** The levels a target's max(v, t) can take (v and every ground level above it), ascending: on the map, and in the current octant (`octantLevels`). */
  mapHighs: number[] = [];
  highs: number[] = [];
  /** The ground levels below v (looking down), ascending: on the map, and in the current octant. */
  mapLows: number[] = [];
  lows: number[] = [];
  /** The highest ground of the current octant's targets. */
  octantTop = 0;
  /** Per level index: shadows of obstacles above it (Case 8.25, their ends touched: `touches`), and what else might block or needs the exact check. */
  hard: OpenIntervals[] = [];
  close: ClosedIntervals[] = [];
  /** Per target level below v: the farthest row of an obstacle above it but not above v, by direction (Case 8.26): trees and sides in `down`, squares of hill or blocking terrain in `downSquare`. */
  down: RowMarks[] = [];
  downSquare: RowMarks[] = [];
  /** Per target level below v: the farthest row of an obstacle above it but not above v whose inside each direction crosses. */
  downHard: RowMarks[] = [];
  /** Obstacles above v, for targets above him (Case 8.26): fed row by row. */
  readonly up = new LookingUp();
  readonly trace = new LosTrace();
  /** The interval being added, lo and hi: passed in a typed array so the hot calls do not box doubles. */
  readonly span = new Float64Array(2);
  /** Hill squares of the current row held back to go in as one interval (fov-hill-run.ts). */
  readonly hill = new HillRun();
  /** The current row's dark cells (fov-dark.ts). */
  readonly dark = new DarkRow();
  /** A square's tree intervals (fov-trees.ts). */
  readonly trees = { spans: new Float64Array(16) };
  /** The current octant. */
  xx = 1;
  xy = 0;
  yx = 0;
  yy = 1;
  /** Map index step along the current octant's minor axis. */
  mStep = 0;

  run(g: LosGrid, smoke: Uint8Array | null, oc: number, or: number, v: number): FieldOfView {
    this.g = g;
    this.smoke = smoke;
    this.beside = treesBesideTable(g);
    this.W = g.width;
    this.H = g.height;
    this.oc = oc;
    this.or = or;
    this.v = v;
    this.exact = 0;
    const n = g.width * g.height;
    this.visible = new Uint8Array(n);
    if (this.decided.length < n) this.decided = new Uint8Array(n);
    else this.decided.fill(0, 0, n);
    this.levels();
    const o = (or - 1) * this.W + oc - 1;
    this.visible[o] = 1;
    this.decided[o] = 1;
    const eff = g.eff;
    const cellFlags = g.cellFlags;
    const base = this.base;
    for (let q = 0; q < OCTANTS.length; q++) {
      const [xx, xy, yx, yy] = OCTANTS[q]!;
      this.xx = xx;
      this.xy = xy;
      this.yx = yx;
      this.yy = yy;
      // How far the map runs along this octant's major and minor axes: every cell within is on the map.
      const reach = extent(this, xx, yx);
      const wide = extent(this, xy, yy);
      // Map index steps along the major and minor axes: every cell the loops reach is on the map (`reach`, `wide`).
      const dStep = xx + yx * this.W;
      const mStep = xy + yy * this.W;
      this.mStep = mStep;
      octantLevels(this, o, xx, yx, xy, yy);
      for (const h of this.highs) {
        this.hard[h - this.base]!.clear();
        this.close[h - this.base]!.clear();
      }
      for (const t of this.lows) {
        this.down[t - this.base]!.clear();
        this.downSquare[t - this.base]!.clear();
        this.downHard[t - this.base]!.clear();
      }
      this.up.clear();
      const next = smoke === null && base === g.minGround ? along(nextObstacle(g), mStep) : null;
      if ((g.cellFlags[o]! & CELL_SIDES) !== 0) addSides(this, 0, 0, o);
      for (let d = 1; d <= reach; d++) {
        this.up.feed(d, this.span);
        const row = o + d * dStep;
        const top = d < wide ? d : wide;
        // One column past the diagonal too: the diagonal's lines pass through its corners.
        const edge = d + 1 < wide ? d + 1 : wide;
        const dark = d > 1 && this.markDark(d, edge);
        if (d > 1) decideRow(this, this.hard[this.v - base]!, d, row, top, dark);
        else for (let m = 0; m <= top; m++) this.decide(d, m, row + m * mStep);
        if (d === reach) break; // the last row's obstacles would shadow only rows past the map's edge
        const first = this.dark.first;
        const last = this.dark.last;
        const runs = dark ? this.dark.n : 0;
        let r = 0;
        // Without smoke, from one square that can block to the next (fov-next-obstacle.ts), past the runs of dark cells.
        if (next !== null)
          for (let m = next[row]!; m <= edge; m += next[row + m * mStep]!) {
            while (r < runs && last[r]! < m) r++;
            if (r < runs && first[r]! <= m) m = last[r]!;
            else this.addObstacles(d, m, row + m * mStep);
            if (++m > edge) break;
          }
        else for (let m = 0; m <= edge; m++) {
          while (r < runs && last[r]! < m) r++;
          if (r < runs && first[r]! <= m) {
            m = last[r]!;
            continue;
          }
          const i = row + m * mStep;
          // Nothing here can block anyone: most squares of most maps.
          if (eff[i]! > base || cellFlags[i]! !== 0 || (smoke !== null && (smoke[i]! & SMOKE_ZONE) !== 0)) this.addObstacles(d, m, i);
        }
        this.flushHill();
      }
    }
    return { width: this.W, height: this.H, visible: this.visible, exactChecks: this.exact };
  }

  /** Which levels this origin needs sets for; the sets themselves are kept between runs. */
  levels(): void {
    const g = this.g;
    const v = this.v;
    this.base = Math.min(g.minGround, v);
    const top = Math.max(g.maxGround, v);
    this.mapHighs = [];
    this.mapLows = [];
    for (let h = this.base; h <= top; h++) {
      const present = h >= g.minGround && h <= g.maxGround && g.groundLevels[h - g.minGround] === 1;
      if (h === v || (h > v && present)) this.mapHighs.push(h);
      else if (h < v && present) this.mapLows.push(h);
    }
    while (this.hard.length <= top - this.base) {
      this.hard.push(new OpenIntervals());
      this.close.push(new ClosedIntervals());
      this.down.push(new RowMarks());
      this.downSquare.push(new RowMarks());
      this.downHard.push(new RowMarks(true));
    }
  }

  /** Find row d's runs of dark cells (fov-dark.ts); whether there is any. */
  markDark(d: number, edge: number): boolean {
    const highs = this.highs;
    const a = this.hard[this.v - this.base]!;
    if (a.n === 0) return false;
    return this.dark.mark(d, edge, a, highs.length === 1 ? null : this.hard[highs[highs.length - 1]! - this.base]!, this.up.inside);
  }

  /** Decide octant cell (d, m), map index i. */
  decide(d: number, m: number, i: number): void {
    if (this.decided[i] === 1) return;
    this.decided[i] = 1;
    const g = this.g;
    const t = g.ground[i]!;
    const v = this.v;
    if (d > 1) {
      const low = t < v ? t : v;
      const high = t < v ? v : t;
      if (this.smoke === null && low >= g.maxObstacle) {
        this.visible[i] = 1;
        return;
      }
      const s = m / d;
      const h = high - this.base;
      if (this.hard[h]!.covers(s)) return;
      // Case 8.26, surely: an obstacle between the levels whose inside the line crosses, in the half nearer the lower man.
      if (t < v ? 2 * this.downHard[t - this.base]!.rowAt(s) >= d + 2 : t > v && this.up.inside.covers(s)) return;
      if (this.smoke === null && !this.close[h]!.touches(s) && !this.hard[h]!.touches(s) && this.beside[i] === 0 && (m < d || !cornerMatters(g, i, i - this.mStep, low))) {
        if (t === v || (t < v ? 2 * this.down[t - this.base]!.rowAt(s) + 3 <= d && 2 * this.downSquare[t - this.base]!.rowAt(s) + 1 <= d : !this.up.touches(d, s, this.span))) {
          this.visible[i] = 1;
          return;
        }
        // Only an obstacle between the levels can block now: the half of the line nearer the lower man (fov-near-half.ts).
        return this.check(i, t, true);
      }
    }
    this.check(i, t, false);
  }

  /** The exact straightedge check of target i at level t: the whole line, or (`near`) its part nearer the lower man. */
  check(i: number, t: number, near: boolean): void {
    this.exact++;
    const col = (i % this.W) + 1;
    const row = (i - col + 1) / this.W + 1;
    const g = this.g;
    if (near ? clearNearLower(this.trace, g, this.oc, this.or, this.v, col, row, t) : this.smoke === null ? fovClear(this.trace, g, this.oc, this.or, this.v, col, row, t) : losClear(this.trace, g, this.smoke, this.oc, this.or, this.v, col, row, t)) this.visible[i] = 1;
  }

  /** Add an obstacle spanning major [a, b] × minor [c, e], given doubled (whole numbers: square sides fall on odd ones). */
  addBox(a: number, b: number, c: number, e: number, hardLevel: number, touchLevel: number, row: number, banded: number): void {
    this.span[0] = c >= 0 ? c / b : a > 0 ? c / a : -Infinity;
    this.span[1] = e >= 0 ? (a > 0 ? e / a : Infinity) : e / b;
    this.addInterval(hardLevel, touchLevel, row, banded);
  }

  /**
   * An obstacle in octant row `row` over the directions `span`: a shadow for every max(v, t) below `hardLevel`
   * (Case 8.25), and, for every level below `touchLevel` (the most it can block at anywhere, corners included),
   * into the sets that send touching targets to the exact check. `banded`: it blocks between men at levels either
   * side of it by Case 8.26 (nearer the lower man), so it goes into `down` or `up`; smoke and overhead obstacles
   * (Case 48.43) are not, and touching them always means the exact check.
   */
  addInterval(hardLevel: number, touchLevel: number, row: number, banded: number): void {
    const span = this.span;
    const base = this.base;
    const highs = this.highs;
    // Once out of shadow at one level it is out at every level above (the shadows only shrink): no more searches.
    let lit = false;
    for (let k = 0; k < highs.length; k++) {
      const h = highs[k]!;
      if (h >= touchLevel) break;
      const hard = this.hard[h - base]!;
      // Already in shadow at this level: every target it touches there is hidden before `close` is read.
      if (!lit && hard.coversWidened(span)) continue;
      lit = true;
      // A shadow's own ends say where it is touched (`OpenIntervals.touches`): only what casts none goes into `close`.
      if (h < hardLevel && span[1]! - span[0]! > 2 * EPS) hard.addSpan(span);
      else this.close[h - base]!.addSpan(span);
    }
    if (banded === NOT_BANDED) return;
    const v = this.v;
    const lows = this.lows;
    // Marks matter only where a target below the man is not already in shadow at his level (`hard[v]` is read first).
    if (lows.length > 0 && hardLevel <= v && lows[0]! < touchLevel && !this.hard[v - base]!.coversWidened(span))
      for (let k = 0; k < lows.length && lows[k]! < touchLevel; k++) {
        const t = lows[k]!;
        if (touchLevel <= v) (banded === SQUARE ? this.downSquare : this.down)[t - base]!.mark(span, row);
        if (t < hardLevel) this.downHard[t - base]!.mark(span, row);
      }
    if (touchLevel > v && highs.length > 1) {
      this.up.push(span, row, hardLevel > v, banded === SQUARE);
    }
  }

  /** The obstacles of octant cell (d, m), map index i, for the rows beyond. */
  addObstacles(d: number, m: number, i: number): void {
    const g = this.g;
    const e = g.eff[i]!;
    const flags = g.cellFlags[i]!;
    const smoky = this.smoke !== null && (this.smoke[i]! & SMOKE_ZONE) !== 0;
    if (smoky) this.addBox(2 * d - 1, 2 * d + 1, 2 * m - 1, 2 * m + 1, Infinity, Infinity, d, NOT_BANDED);
    else if (e > this.base) this.addHill(d, m, e);
    if (flags === 0) return;
    if ((flags & CELL_OVERHEAD) !== 0) this.addBox(2 * d - 1, 2 * d + 1, 2 * m - 1, 2 * m + 1, -Infinity, Infinity, d, NOT_BANDED);
    if ((flags & CELL_TREES) !== 0) this.addTrees(i, d);
    if ((flags & CELL_SIDES) !== 0) addSides(this, d, m, i);
  }

  /** Square (d, m) of hill or blocking terrain up to level e, joined into a run of its row (fov-hill-run.ts); `flushHill` adds a run. */
  addHill(d: number, m: number, e: number): void {
    if (this.hill.join(d, m, e)) return;
    this.flushHill();
    this.hill.start(d, m, e);
  }

  flushHill(): void {
    const run = this.hill;
    if (run.level === -Infinity) return;
    this.span[0] = run.lo;
    this.span[1] = run.hi;
    this.addInterval(run.level, run.level, run.row, SQUARE);
    run.level = -Infinity;
  }

  /** Square i's own tree symbols (Case 8.6), in octant row `row`, as fov-trees.ts joins them. */
  addTrees(i: number, row: number): void {
    const level = this.g.ground[i]! + 1;
    const n = treeSpans(this.g, i, this, this.trees);
    const spans = this.trees.spans;
    for (let j = 0; j < n; j++) {
      this.span[0] = spans[2 * j]!;
      this.span[1] = spans[2 * j + 1]!;
      this.addInterval(level, level, row, BANDED);
    }
  }
}

const caster = new Caster();
