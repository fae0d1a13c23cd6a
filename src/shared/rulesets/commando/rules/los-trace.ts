/**
 * The Line of Sight rules applied to each event of a grid traversal
 * (grid-trace.ts): the engine behind line-of-sight.ts.
 *
 * Every obstacle the straightedge meets has a level and a position:
 *
 * - a square it runs through (not the men's own): its ground (Case 8.21),
 *   plus one if it is blocking field terrain (Case 8.22);
 * - a tree symbol it passes through (Case 8.6): its square's ground plus one;
 * - a blocking square side it crosses (Case 8.23b): the higher ground beside
 *   it plus one;
 * - a corner it passes exactly through: the lower of the two sides of the
 *   line there (the corner ruling, docs/rulings/line-of-sight.md);
 * - an overhead obstacle over a square it runs through (a crane's arm,
 *   Case 48.43): it occupies one Elevation Level only and blocks where the
 *   line passes at that level (`atBand`).
 *
 * An obstacle above both men blocks (Case 8.25); one above the lower man but
 * not above the higher blocks only when strictly nearer the lower man
 * (Case 8.26). Smoke blocks at every level (Case 8.23). Positions are kept in
 * doubled coordinates (square centres at odd integers) so distances compare
 * exactly. The trace is always walked from the lower-indexed square, so the
 * answer cannot depend on which man looks.
 */
import type { LosGrid } from './los-grid';
import {
  FIELD_BLOCKS,
  FIELD_TREES,
  NONE,
  SIDE_APERTURE,
  SIDE_BLOCK,
  SIDE_BUILDING,
  SMOKE_SQUARE,
  SMOKE_ZONE,
  UNBOUNDED,
  hSideIndex,
  vSideIndex,
} from './los-grid';
import type { TraceVisitor } from './grid-trace';

export type BlockKind = 'field' | 'line' | 'tree' | 'hill' | 'smoke' | 'overhead' | 'vehicle';

/** A block as found, before it is described for the umpire. */
export interface RawBlock {
  readonly kind: BlockKind;
  /** Obstacle level (UNBOUNDED for smoke). */
  readonly level: number;
  /** The square the block is in (field, tree, hill, smoke) or beside (line: the side's stored square). */
  readonly col: number;
  readonly row: number;
  /** For line terrain: which stored side of (col, row). */
  readonly vertical?: boolean;
  /** Index into LINE_TERRAIN of a blocking side. */
  readonly lineKind?: number;
  /** Smoke: which end of the trace the man in smoke stands at; `undefined` for smoke along the line. */
  readonly smokeEnd?: 'start' | 'end';
  /** Smoke: the man stands in a smoke square itself (Case 11.59), not in the smoke around it (Case 8.23). */
  readonly smokeSquare?: boolean;
  /** The corner the line passes exactly through: the other flanking square. */
  readonly corner?: { readonly col: number; readonly row: number };
}

export interface RawAperture {
  readonly col: number;
  readonly row: number;
  readonly vertical: boolean;
  readonly kind: number;
}

/** What a full trace collects; `null` on the fast path. */
export interface TraceRecord {
  readonly blocks: RawBlock[];
  readonly apertures: RawAperture[];
  /** Square index, and the effective level the line meets there (Case 8.22). */
  readonly cells: number[];
  readonly effective: number[];
  throughBuildingLine: boolean;
}

export class LosTrace implements TraceVisitor {
  g!: LosGrid;
  smoke: Uint8Array | null = null;
  /** Case 23.62: squares holding a tank (los-vehicles.ts), or null. */
  vehicles: Uint8Array | null = null;
  record: TraceRecord | null = null;
  /** Square indices of the two ends (start = where the walk begins). */
  sIdx = 0;
  eIdx = 0;
  adjacent = false;
  low = 0;
  high = 0;
  /** Centres of the lower and higher man, doubled coordinates (used only when their levels differ). */
  lx = 0;
  ly = 0;
  hx = 0;
  hy = 0;
  /** The straightedge in square units: start centre and direction. */
  x0 = 0;
  y0 = 0;
  dx = 0;
  dy = 0;
  len2 = 1;

  /** Set up a trace from square (sc, sr) at level hs to (ec, er) at level he. */
  reset(g: LosGrid, smoke: Uint8Array | null, record: TraceRecord | null, sc: number, sr: number, hs: number, ec: number, er: number, he: number, vehicles: Uint8Array | null = null): void {
    this.g = g;
    this.smoke = smoke;
    this.vehicles = vehicles;
    this.record = record;
    this.sIdx = (sr - 1) * g.width + sc - 1;
    this.eIdx = (er - 1) * g.width + ec - 1;
    this.adjacent = Math.abs(ec - sc) <= 1 && Math.abs(er - sr) <= 1;
    const startLower = hs <= he;
    this.low = startLower ? hs : he;
    this.high = startLower ? he : hs;
    this.lx = 2 * (startLower ? sc : ec) - 1;
    this.ly = 2 * (startLower ? sr : er) - 1;
    this.hx = 2 * (startLower ? ec : sc) - 1;
    this.hy = 2 * (startLower ? er : sr) - 1;
    this.x0 = sc - 0.5;
    this.y0 = sr - 0.5;
    this.dx = ec - sc;
    this.dy = er - sr;
    this.len2 = this.dx * this.dx + this.dy * this.dy || 1;
  }

  /** Cases 8.25 and 8.26: does an obstacle at `level`, at doubled position (px, py), block? */
  blocks(level: number, px: number, py: number): boolean {
    if (level <= this.low) return false;
    if (level > this.high) return true;
    const ax = px - this.lx;
    const ay = py - this.ly;
    const bx = px - this.hx;
    const by = py - this.hy;
    return ax * ax + ay * ay < bx * bx + by * by;
  }

  /**
   * Case 48.43 (crane arm): an obstacle that occupies Elevation Level `band` only. Two men at
   * one level are blocked by it only at that level; between men at different levels the line's
   * height where it passes the obstacle's centre (at doubled position px, py) is interpolated
   * between theirs, and it blocks when that height is `band` or more but under `band` + 1.
   */
  atBand(band: number, px: number, py: number): boolean {
    const low = this.low;
    const high = this.high;
    if (low === high) return low === band;
    const vx = this.hx - this.lx;
    const vy = this.hy - this.ly;
    const d = vx * vx + vy * vy;
    let num = (px - this.lx) * vx + (py - this.ly) * vy;
    num = num < 0 ? 0 : num > d ? d : num;
    // height = low + (high − low)·num/d, compared in whole numbers.
    const rise = (high - low) * num;
    return rise >= (band - low) * d && rise < (band + 1 - low) * d;
  }

  /** Does the straightedge pass through the inside of listed tree `k` (Case 8.6)? A tangent line does not. */
  hitsTree(k: number): boolean {
    const g = this.g;
    const px = g.treeX[k]! - this.x0;
    const py = g.treeY[k]! - this.y0;
    let t = (px * this.dx + py * this.dy) / this.len2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const qx = px - t * this.dx;
    const qy = py - t * this.dy;
    return qx * qx + qy * qy < g.treeR2[k]!;
  }

  /** The square's level for the line (Case 8.22), raised to blocking terrain's where a tank stands (Case 23.62). */
  effAt(idx: number): number {
    const g = this.g;
    const v = this.vehicles;
    return v !== null && v[idx] !== 0 ? Math.max(g.eff[idx]!, g.ground[idx]! + 1) : g.eff[idx]!;
  }

  /** Is the square's level a tank's rather than its terrain's (Case 23.62)? */
  private byVehicle(idx: number): boolean {
    const v = this.vehicles;
    return v !== null && v[idx] !== 0 && this.effAt(idx) > this.g.eff[idx]!;
  }

  /** Record a block found during a full trace; the fast path stops before building one. */
  private found(b: RawBlock): boolean {
    this.record!.blocks.push(b);
    return false;
  }

  cell(col: number, row: number, endpoint: boolean): boolean {
    const g = this.g;
    const idx = (row - 1) * g.width + col - 1;
    const rec = this.record;
    if (rec) this.recordCell(idx);
    const smoke = this.smoke;
    if (smoke !== null) {
      const m = smoke[idx]!;
      if (endpoint) {
        // Case 11.59: a man in a smoke square sees nothing beyond it (and, reciprocally, is not seen).
        // Case 8.23 with 8.27: a man in the smoke around it sees adjacent men only.
        if ((m & SMOKE_SQUARE) !== 0 || ((m & SMOKE_ZONE) !== 0 && !this.adjacent)) {
          if (rec === null || this.found({ kind: 'smoke', level: UNBOUNDED, col, row, smokeEnd: idx === this.sIdx ? 'start' : 'end', smokeSquare: (m & SMOKE_SQUARE) !== 0 })) return true;
        }
      } else if ((m & SMOKE_ZONE) !== 0) {
        if (rec === null || this.found({ kind: 'smoke', level: UNBOUNDED, col, row })) return true;
      }
    }
    // Case 8.27: adjacent men see each other unless blocking line terrain lies between.
    if (this.adjacent) return false;
    if (!endpoint) {
      const level = this.effAt(idx);
      if (this.blocks(level, 2 * col - 1, 2 * row - 1)) {
        if (rec === null || this.found({ kind: this.byVehicle(idx) ? 'vehicle' : level > g.ground[idx]! ? 'field' : 'hill', level, col, row })) return true;
      }
      const band = g.overhead[idx]!;
      if (band !== NONE && this.atBand(band, 2 * col - 1, 2 * row - 1)) {
        if (rec === null || this.found({ kind: 'overhead', level: band, col, row })) return true;
      }
    }
    const end = g.treeStart[idx + 1]!;
    for (let k = g.treeStart[idx]!; k < end; k++) {
      const owner = g.treeOwner[k]!;
      if (owner === this.sIdx || owner === this.eIdx) continue; // a man in woods can see out
      const level = g.ground[owner]! + 1;
      const oc = owner % g.width;
      const or = (owner - oc) / g.width;
      if (!this.blocks(level, 2 * oc + 1, 2 * or + 1) || !this.hitsTree(k)) continue;
      if (rec === null || this.found({ kind: 'tree', level, col: oc + 1, row: or + 1 })) return true;
    }
    return false;
  }

  private recordCell(idx: number): void {
    const g = this.g;
    let effective = this.effAt(idx);
    if (g.fieldBlock[idx] === FIELD_TREES) {
      const end = g.treeStart[idx + 1]!;
      for (let k = g.treeStart[idx]!; k < end; k++)
        if (g.treeOwner[k] === idx && this.hitsTree(k)) {
          effective = g.ground[idx]! + 1;
          break;
        }
    }
    this.record!.cells.push(idx);
    this.record!.effective.push(effective);
  }

  side(col: number, row: number, vertical: boolean): boolean {
    const g = this.g;
    const si = vertical ? vSideIndex(g, col, row) : hSideIndex(g, col, row);
    const f = (vertical ? g.vSide : g.hSide)[si]!;
    if (f === 0) return false;
    const rec = this.record;
    if (rec) {
      if ((f & SIDE_APERTURE) !== 0) rec.apertures.push({ col, row, vertical, kind: (vertical ? g.vKind : g.hKind)[si]! });
      if ((f & (SIDE_BUILDING | SIDE_APERTURE)) !== 0) rec.throughBuildingLine = true;
    }
    if ((f & SIDE_BLOCK) === 0) return false;
    // The two squares either side: (col − 1, row) | (col, row) or (col, row − 1) | (col, row).
    const i = (row - 1) * g.width + col - 1;
    const other = vertical ? i - 1 : i - g.width;
    const level = Math.max(g.ground[i]!, g.ground[other]!) + 1;
    const px = vertical ? 2 * col - 2 : 2 * col - 1;
    const py = vertical ? 2 * row - 1 : 2 * row - 2;
    if (!this.blocks(level, px, py)) return false;
    if (rec === null) return true;
    return this.found({ kind: 'line', level, col, row, vertical, lineKind: (vertical ? g.vKind : g.hKind)[si]! });
  }

  corner(c: number, r: number, sx: number, sy: number): boolean {
    const g = this.g;
    const W = g.width;
    const cx = c + sx; // the flanking square X = (cx, r) shares a side with the square left
    const ry = r + sy; // the flanking square Y = (c, ry)
    const vc = sx > 0 ? c + 1 : c; // the vertical grid line through the corner (a west side of column vc)
    const hr = sy > 0 ? r + 1 : r; // the horizontal grid line (a north side of row hr)
    const fX = vSideIndex(g, vc, r); // between the square left and X
    const tY = vSideIndex(g, vc, ry); // between Y and the square entered
    const fY = hSideIndex(g, c, hr); // between the square left and Y
    const tX = hSideIndex(g, cx, hr); // between X and the square entered
    const xSides = g.vSide[fX]! | g.hSide[tX]!;
    const ySides = g.hSide[fY]! | g.vSide[tY]!;
    const iX = (r - 1) * W + cx - 1;
    const iY = (ry - 1) * W + c - 1;
    const rec = this.record;
    if (rec && (xSides & (SIDE_BLOCK | SIDE_BUILDING)) !== 0 && (ySides & (SIDE_BLOCK | SIDE_BUILDING)) !== 0) {
      // The line slips through the building's outline exactly at a joint: through the aperture's end.
      if ((g.vSide[fX]! & SIDE_APERTURE) !== 0) rec.apertures.push({ col: vc, row: r, vertical: true, kind: g.vKind[fX]! });
      if ((g.hSide[tX]! & SIDE_APERTURE) !== 0) rec.apertures.push({ col: cx, row: hr, vertical: false, kind: g.hKind[tX]! });
      if ((g.hSide[fY]! & SIDE_APERTURE) !== 0) rec.apertures.push({ col: c, row: hr, vertical: false, kind: g.hKind[fY]! });
      if ((g.vSide[tY]! & SIDE_APERTURE) !== 0) rec.apertures.push({ col: vc, row: ry, vertical: true, kind: g.vKind[tY]! });
      if (((xSides | ySides) & (SIDE_BUILDING | SIDE_APERTURE)) !== 0) rec.throughBuildingLine = true;
    }
    let lineLevel = NONE;
    if (((xSides | ySides) & SIDE_BLOCK) !== 0) {
      const iTo = (ry - 1) * W + cx - 1;
      const iFrom = (r - 1) * W + c - 1;
      lineLevel = Math.max(g.ground[iX]!, g.ground[iY]!, g.ground[iTo]!, g.ground[iFrom]!) + 1;
    }
    const xLine = (xSides & SIDE_BLOCK) !== 0 ? lineLevel : NONE;
    const yLine = (ySides & SIDE_BLOCK) !== 0 ? lineLevel : NONE;
    let xLevel = xLine;
    let yLevel = yLine;
    if (!this.adjacent) {
      const smoke = this.smoke;
      xLevel = Math.max(xLevel, smoke !== null && (smoke[iX]! & SMOKE_ZONE) !== 0 ? UNBOUNDED : this.effAt(iX));
      yLevel = Math.max(yLevel, smoke !== null && (smoke[iY]! & SMOKE_ZONE) !== 0 ? UNBOUNDED : this.effAt(iY));
    }
    const level = Math.min(xLevel, yLevel);
    if (level === NONE) return false;
    if (level !== UNBOUNDED && !this.blocks(level, sx > 0 ? 2 * c : 2 * c - 2, sy > 0 ? 2 * r : 2 * r - 2)) return false;
    if (rec === null) return true;
    // Describe the lower (binding) side of the corner.
    const xBinds = xLevel <= yLevel;
    const bc = xBinds ? cx : c;
    const br = xBinds ? r : ry;
    const other = { col: xBinds ? c : cx, row: xBinds ? ry : r };
    const bi = xBinds ? iX : iY;
    if (level === UNBOUNDED) return this.found({ kind: 'smoke', level, col: bc, row: br, corner: other });
    if ((xBinds ? xLine : yLine) === level) {
      // One of the binding side's two half-sides blocks; name the first that does.
      const first = ((xBinds ? g.vSide[fX]! : g.hSide[fY]!) & SIDE_BLOCK) !== 0;
      const vertical = xBinds === first;
      const scol = xBinds ? (first ? vc : cx) : first ? c : vc;
      const srow = xBinds ? (first ? r : hr) : first ? hr : ry;
      const si = xBinds ? (first ? fX : tX) : first ? fY : tY;
      return this.found({ kind: 'line', level, col: scol, row: srow, vertical, lineKind: (vertical ? g.vKind : g.hKind)[si]!, corner: other });
    }
    const kind = this.byVehicle(bi) ? 'vehicle' : g.fieldBlock[bi] === FIELD_BLOCKS ? 'field' : 'hill';
    return this.found({ kind, level, col: bc, row: br, corner: other });
  }
}
