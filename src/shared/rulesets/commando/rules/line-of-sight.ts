/**
 * Line of Sight (Cases 8.2, 8.6, 11.56–11.59): can two men see each other?
 *
 * Lay a straightedge from the centre of one man's square to the centre of the
 * other's (Case 8.24) and walk the squares, sides and corners it meets
 * (grid-trace.ts; LOS walks its own copy, los-walk.ts) against per-map lookup arrays (los-grid.ts), applying the
 * elevation, blocking-terrain, tree-symbol and smoke rules (los-trace.ts).
 * Every reading the rules leave open is recorded, with its reason, in
 * docs/rulings/line-of-sight.md. In short:
 *
 * - The men's own squares never block (a man in woods sees out), but line
 *   terrain on their sides does. Adjacent men see each other unless blocking
 *   line terrain lies between (Case 8.27).
 * - Blocking terrain is one level above its ground (Case 8.22); any obstacle
 *   above both men blocks (Case 8.25); one above the lower man but not the
 *   higher blocks only when strictly nearer the lower man (Case 8.26).
 * - A line exactly through a square corner is blocked there only when
 *   blocking terrain touches the corner on both sides of the line.
 * - An overhead obstacle (a crane's arm, Case 48.43) occupies one level
 *   only: it blocks where the line passes at that level, not below or above.
 * - Smoke blocks its square and the eight around it at every level (8.23);
 *   a man in a smoke square sees, and is seen, only within it (11.59); a man
 *   in the smoke around it sees adjacent men only.
 * - A tank's square is blocking terrain (Case 23.62, los-vehicles.ts).
 * - Posture does not change LOS: a prone man is at his square's level. It
 *   matters only to observation through apertures (Cases 8.42–8.44).
 *
 * The answer is symmetric: swapping observer and target never changes
 * `clear`.
 */
import { describeSquare } from '../../../map/coords';
import type { GameMap, SideRef, Square } from '../../../map/map-model';
import { LINE_TERRAIN, onMap, sameSquare } from '../../../map/map-model';
import type { LosGrid, LosTables } from './los-grid';
import { losGridFor, smokeMask } from './los-grid';
import type { RawBlock, TraceRecord } from './los-trace';
import { LosTrace } from './los-trace';
import { vehicleMask } from './los-vehicles';
import { losClear, walkLos } from './los-walk';

export type { LosTables } from './los-grid';
export { DEFAULT_LOS_TABLES } from './los-grid';

export interface Viewpoint {
  readonly square: Square;
  readonly posture: 'erect' | 'prone';
  /** Extra levels above the ground of the square, e.g. on a roof (Case 7.13). */
  readonly level?: number;
}

export interface LosContext {
  /** Squares holding smoke; each blocks itself and the 8 around it (Case 8.23). */
  readonly smoke?: readonly Square[];
  /** Squares holding a tank: each is blocking terrain for the line (Case 23.62, los-vehicles.ts). */
  readonly vehicles?: readonly Square[];
}

export interface LosBlock {
  readonly kind: 'field' | 'line' | 'tree' | 'hill' | 'smoke' | 'overhead' | 'vehicle';
  readonly square?: Square;
  readonly side?: SideRef;
  readonly caseRef: string;
  readonly reason: string;
}

export interface LosProfilePoint {
  readonly square: Square;
  /** From the centre of the observer's square, in squares (as Case 8.11 measures range). */
  readonly distance: number;
  readonly ground: number;
  /** The level the line meets here: ground, +1 where it passes through blocking terrain (Case 8.22). */
  readonly effective: number;
}

export type ApertureTerrain = 'door' | 'window' | 'slit';

export interface LosResult {
  readonly clear: boolean;
  /** The first block from the observer. */
  readonly blockedBy?: LosBlock;
  /** Apertures the line crosses, from the observer (for Cases 8.42–8.44). */
  readonly apertures: readonly { side: SideRef; terrain: ApertureTerrain }[];
  /** The line crosses a building line or aperture (Case 8.45 modifier). */
  readonly throughBuildingLine: boolean;
  /** Every square the line runs through, from the observer, for a side view. */
  readonly profile: readonly LosProfilePoint[];
}

const fastTrace = new LosTrace();

function levelOf(g: LosGrid, v: Viewpoint): number {
  return g.ground[(v.square.row - 1) * g.width + v.square.col - 1]! + (v.level ?? 0);
}

function checkOnMap(map: GameMap, v: Viewpoint): void {
  if (!onMap(map, v.square)) throw new RangeError(`square ${v.square.col},${v.square.row} is off the ${map.width}×${map.height} map`);
}

/** Does `from` have a Line of Sight to `to`? The fast path: allocates nothing once the map's grid is built. */
export function hasLineOfSight(map: GameMap, from: Viewpoint, to: Viewpoint, ctx?: LosContext, tables?: Partial<LosTables>): boolean {
  checkOnMap(map, from);
  checkOnMap(map, to);
  const a = from.square;
  const b = to.square;
  if (sameSquare(a, b)) return true;
  const g = losGridFor(map, tables);
  return losClear(fastTrace, g, smokeMask(g, ctx?.smoke), a.col, a.row, levelOf(g, from), b.col, b.row, levelOf(g, to), vehicleMask(g, ctx?.vehicles));
}

/** The full Line of Sight from `from` to `to`: the first block, apertures crossed and an elevation profile. */
export function lineOfSight(map: GameMap, from: Viewpoint, to: Viewpoint, ctx?: LosContext, tables?: Partial<LosTables>): LosResult {
  checkOnMap(map, from);
  checkOnMap(map, to);
  const a = from.square;
  const b = to.square;
  const g = losGridFor(map, tables);
  const ha = levelOf(g, from);
  const hb = levelOf(g, to);
  if (sameSquare(a, b)) {
    const i = (a.row - 1) * g.width + a.col - 1;
    return { clear: true, apertures: [], throughBuildingLine: false, profile: [{ square: a, distance: 0, ground: g.ground[i]!, effective: g.eff[i]! }] };
  }
  const smoke = smokeMask(g, ctx?.smoke);
  const vehicles = vehicleMask(g, ctx?.vehicles);
  const forward = a.row < b.row || (a.row === b.row && a.col < b.col);
  const rec: TraceRecord = { blocks: [], apertures: [], cells: [], effective: [], throughBuildingLine: false };
  const t = new LosTrace();
  if (forward) {
    t.reset(g, smoke, rec, a.col, a.row, ha, b.col, b.row, hb, vehicles);
    walkLos(a.col, a.row, b.col, b.row, t);
  } else {
    t.reset(g, smoke, rec, b.col, b.row, hb, a.col, a.row, ha, vehicles);
    walkLos(b.col, b.row, a.col, a.row, t);
  }
  if (!forward) {
    rec.blocks.reverse();
    rec.apertures.reverse();
    rec.cells.reverse();
    rec.effective.reverse();
  }
  const profile: LosProfilePoint[] = rec.cells.map((idx, k) => {
    const col = (idx % g.width) + 1;
    const row = (idx - col + 1) / g.width + 1;
    return { square: { col, row }, distance: Math.hypot(col - a.col, row - a.row), ground: g.ground[idx]!, effective: rec.effective[k]! };
  });
  const apertures = rec.apertures.map((ap) => ({
    side: { col: ap.col, row: ap.row, dir: ap.vertical ? ('w' as const) : ('n' as const) },
    terrain: LINE_TERRAIN[ap.kind] as ApertureTerrain,
  }));
  const first = rec.blocks[0];
  const base = { apertures, throughBuildingLine: rec.throughBuildingLine, profile };
  if (!first) return { clear: true, ...base };
  return { clear: false, blockedBy: describeBlock(map, first, forward, Math.min(ha, hb), Math.max(ha, hb)), ...base };
}

/** A square's CCRR name (Case 3.7). */
/** A square's CCRR name (Case 3.7), for messages. */
export const squareName = (sq: Square): string => describeSquare(sq);

const SIDE_NAMES = { n: 'north', w: 'west' } as const;

function describeBlock(map: GameMap, b: RawBlock, forward: boolean, low: number, high: number): LosBlock {
  const square = { col: b.col, row: b.row };
  const at = squareName(square);
  const men = low === high ? `both men (level ${low})` : `both men (levels ${low} and ${high})`;
  const above = b.level > high;
  const rel = above
    ? `higher than ${men} (Case 8.25)`
    : `higher than the lower man (level ${low}), not above the higher (level ${high}), and nearer the lower man (Case 8.26)`;
  const cornerNote = b.corner
    ? `The line passes exactly through the corner of ${at} and ${squareName(b.corner)}, with blocking terrain on both sides of it (corner ruling, Case 8.24). `
    : '';
  const heightCase = above ? 'Case 8.25' : 'Case 8.26';
  switch (b.kind) {
    case 'smoke': {
      if (b.smokeEnd) {
        const who = (b.smokeEnd === 'start') === forward ? 'The observer' : 'The target';
        const inSquare = b.smokeSquare === true;
        return {
          kind: 'smoke',
          square,
          caseRef: inSquare ? 'Case 11.59' : 'Case 8.23',
          reason: inSquare
            ? `${who} is in a smoke square (${at}): no Line of Sight reaches beyond it (Case 11.59).`
            : `${who} is in smoke drifting from a neighbouring square (${at}): only adjacent men can be seen (Cases 8.23, 8.27).`,
        };
      }
      return { kind: 'smoke', square, caseRef: 'Case 8.23', reason: `${cornerNote}Smoke at or next to ${at} blocks the line at every level (Case 8.23).` };
    }
    case 'line': {
      const dir = b.vertical ? 'w' : 'n';
      const terrain = LINE_TERRAIN[b.lineKind ?? 0] ?? 'line terrain';
      return {
        kind: 'line',
        side: { col: b.col, row: b.row, dir },
        caseRef: above ? 'Case 8.23' : heightCase,
        reason: `${cornerNote}Blocking ${terrain} on the ${SIDE_NAMES[dir]} side of ${at} lies between the men (Case 8.23); it counts as level ${b.level} (Case 8.22), ${rel}.`,
      };
    }
    case 'tree':
      return {
        kind: 'tree',
        square,
        caseRef: 'Case 8.6',
        reason: `The line passes through a tree symbol in ${at} (Case 8.6); woods count as level ${b.level} (Case 8.22), ${rel}.`,
      };
    case 'field': {
      const terrain = map.squares[(b.row - 1) * map.width + b.col - 1]?.terrain ?? 'terrain';
      return {
        kind: 'field',
        square,
        caseRef: above ? 'Case 8.23' : heightCase,
        reason: `${cornerNote}Blocking ${terrain} in ${at} lies between the men (Case 8.23); it counts as level ${b.level} (Case 8.22), ${rel}.`,
      };
    }
    case 'vehicle':
      return { kind: 'vehicle', square, caseRef: 'Case 23.62', reason: `${cornerNote}A tank in ${at} lies between the men: its square is blocking terrain for Line of Sight (Case 23.62); it counts as level ${b.level} (Case 8.22), ${rel}.` };
    case 'hill':
      return { kind: 'hill', square, caseRef: heightCase, reason: `${cornerNote}The ground in ${at} is at level ${b.level}, ${rel}.` };
    case 'overhead':
      return {
        kind: 'overhead',
        square,
        caseRef: 'Case 48.43',
        reason: `Between ${men}, the line passes ${at} at Elevation Level ${b.level}, the level of the overhead obstacle (a crane's arm) there, which blocks Line of Sight at that level only (Case 48.43).`,
      };
  }
}
