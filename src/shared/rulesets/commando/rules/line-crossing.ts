/**
 * Crossing a square side on a move (Cases 7.35–7.37; Chart 7.39 note 4): the
 * line terrain on the side crossed is impassable or adds its Task Points; a
 * diagonal step passes a corner and pays the cheaper way round it; a door,
 * window or slit is never passed diagonally. Step 4 of movement.ts's cost.
 */
import { describeSquare } from '../../../map/coords';
import type { GameMap, LineTerrain, Square, SquareTerrain } from '../../../map/map-model';
import type { BreakdownStep } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { MovementTables } from './movement-tables';

const squareName = (sq: Square): string => describeSquare(sq);

/**
 * Line features of every square side, indexed by number, built once per map.
 * Sides are stored as `sideKey` names them: the north side of (col, row), rows
 * 1 … height + 1, and the west side, columns 1 … width + 1.
 */
interface SideTable {
  readonly north: (LineTerrain[] | undefined)[];
  readonly west: (LineTerrain[] | undefined)[];
}
const sideCache = new WeakMap<GameMap, SideTable>();
function sideTable(map: GameMap): SideTable {
  let t = sideCache.get(map);
  if (t) return t;
  const { width: w, height: h } = map;
  t = { north: new Array<LineTerrain[] | undefined>((h + 1) * w), west: new Array<LineTerrain[] | undefined>(h * (w + 1)) };
  for (const f of map.lines) {
    const { dir } = f.side;
    const vertical = dir === 'e' || dir === 'w';
    const col = f.side.col + (dir === 'e' ? 1 : 0);
    const row = f.side.row + (dir === 's' ? 1 : 0);
    if (col < 1 || row < 1 || col > (vertical ? w + 1 : w) || row > (vertical ? h : h + 1)) continue;
    const list = vertical ? t.west : t.north;
    const i = vertical ? (row - 1) * (w + 1) + (col - 1) : (row - 1) * w + (col - 1);
    (list[i] ??= []).push(f.terrain);
  }
  sideCache.set(map, t);
  return t;
}

const NO_LINES: readonly LineTerrain[] = [];

/** The line features on the side shared by orthogonally adjacent (ac, ar) and (bc, br). */
function sharedSide(map: GameMap, t: SideTable, ac: number, ar: number, bc: number, br: number): readonly LineTerrain[] {
  const w = map.width;
  const list =
    br !== ar ? t.north[(Math.max(ar, br) - 1) * w + (ac - 1)] : t.west[(ar - 1) * (w + 1) + (Math.max(ac, bc) - 1)];
  return list ?? NO_LINES;
}

const OPEN = 0;
const IMPASSABLE = 1;
const APERTURE = 2;

/** Whether a side can be crossed: impassable line terrain (Case 7.35), or a door/window/slit on a diagonal (Case 7.36). */
function sideBlock(tables: MovementTables, features: readonly LineTerrain[], diagonal: boolean): number {
  let block = OPEN;
  for (const f of features) {
    const e = tables.line[f];
    if (e.crossing.value === 'impassable') return IMPASSABLE;
    if (diagonal && e.aperture) block = APERTURE;
  }
  return block;
}

/** The first feature that blocks, for the message. */
function blocker(tables: MovementTables, features: readonly LineTerrain[], kind: number): LineTerrain {
  return features.find((f) => (kind === IMPASSABLE ? tables.line[f].crossing.value === 'impassable' : tables.line[f].aperture)) ?? features[0]!;
}

function sideAdditive(tables: MovementTables, features: readonly LineTerrain[], negate: boolean): number {
  if (negate) return 0;
  let sum = 0;
  for (const f of features) {
    const c = tables.line[f].crossing.value;
    if (c !== 'impassable') sum += c;
  }
  return sum;
}

/** Collects breakdown steps when asked to; the fast path passes `null` and pays nothing for it. */
type Steps = BreakdownStep[] | null;
const prov = (p: Provenance): { provenance: Provenance } => ({ provenance: p });
const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1).replace(/-/g, ' ');
const lineLabel = (t: LineTerrain): string => capital(t);

/**
 * Adds the line terrain of the step `from` → `to` (adjacent, on the map) to
 * `value`, itemising into `rec` when it is an array; or why the side may not
 * be crossed.
 */
export function lineCrossingStep(
  map: GameMap,
  from: Square,
  to: Square,
  src: SquareTerrain,
  dst: SquareTerrain,
  tables: MovementTables,
  value: number,
  rec: Steps,
): number | RuleError {
  const diagonal = from.col !== to.col && from.row !== to.row;
  // 4. Line terrain (Cases 7.35–7.37). Chart 7.39 note 4: a road negates other terrain,
  // so a step along a road (road to road) pays no line additive; impassable stays impassable.
  const roads = tables.negatesOtherTerrain.value;
  const negate = roads.includes(src.terrain) && roads.includes(dst.terrain);
  const sides = sideTable(map);
  let crossed: readonly (readonly LineTerrain[])[];
  let where: string;
  if (!diagonal) {
    const features = sharedSide(map, sides, from.col, from.row, to.col, to.row);
    if (sideBlock(tables, features, false) !== OPEN) {
      const t = blocker(tables, features, IMPASSABLE);
      return ruleError('move/impassable', 'Case 7.35', `${lineLabel(t)} between ${squareName(from)} and ${squareName(to)} is impassable (Case 7.35).`);
    }
    value += sideAdditive(tables, features, negate);
    crossed = [features];
    where = rec ? `between ${squareName(from)} and ${squareName(to)}` : '';
  } else {
    // The step passes the corner of four squares and may go round it either way: by the
    // square beside `from` in its row (a = to.col, from.row) or in its column (b = from.col,
    // to.row), crossing two sides each way. It is blocked only if both ways are (Case 7.37);
    // a door, window or slit is never passed diagonally (Case 7.36).
    const a1 = sharedSide(map, sides, from.col, from.row, to.col, from.row);
    const a2 = sharedSide(map, sides, to.col, from.row, to.col, to.row);
    const b1 = sharedSide(map, sides, from.col, from.row, from.col, to.row);
    const b2 = sharedSide(map, sides, from.col, to.row, to.col, to.row);
    const aBlock = sideBlock(tables, a1, true) | sideBlock(tables, a2, true);
    const bBlock = sideBlock(tables, b1, true) | sideBlock(tables, b2, true);
    if (aBlock !== OPEN && bBlock !== OPEN) {
      if (aBlock === APERTURE || bBlock === APERTURE) {
        return ruleError(
          'move/aperture-not-adjacent',
          'Case 7.36',
          `A man passes a door, window or slit only from the square directly beside it, never diagonally (Case 7.36): ${squareName(from)} → ${squareName(to)}.`,
        );
      }
      return ruleError('move/impassable', 'Case 7.37', `Impassable line terrain runs across both square sides at the corner between ${squareName(from)} and ${squareName(to)} (Case 7.37).`);
    }
    const aCost = aBlock === OPEN ? sideAdditive(tables, a1, negate) + sideAdditive(tables, a2, negate) : Number.POSITIVE_INFINITY;
    const bCost = bBlock === OPEN ? sideAdditive(tables, b1, negate) + sideAdditive(tables, b2, negate) : Number.POSITIVE_INFINITY;
    const viaA = aCost <= bCost;
    value += viaA ? aCost : bCost;
    crossed = viaA ? [a1, a2] : [b1, b2];
    where = '';
    if (rec) {
      const mid = squareName(viaA ? { col: to.col, row: from.row } : { col: from.col, row: to.row });
      where = `at the corner, passing ${mid}`;
      if (crossed[0]!.length + crossed[1]!.length > 0) rec.push({ kind: 'note', label: `Diagonal step goes round the corner by ${mid}, the cheaper way`, caseRef: 'Case 7.37', value: value - (viaA ? aCost : bCost) });
    }
  }
  if (rec) {
    // Itemise what was added above, one line per feature.
    let running = value - crossed.reduce((sum, f) => sum + sideAdditive(tables, f, negate), 0);
    for (const t of crossed.flat()) {
      const c = tables.line[t].crossing;
      const add = negate || c.value === 'impassable' ? 0 : c.value;
      running += add;
      rec.push({
        kind: 'modifier',
        label: negate ? `${lineLabel(t)} ${where}: negated by the road` : `${lineLabel(t)} ${where}`,
        caseRef: negate ? 'Case 7.39 note 4' : 'Case 7.35',
        amount: add,
        value: running,
        ...prov(c.provenance),
      });
    }
  }
  return value;
}
