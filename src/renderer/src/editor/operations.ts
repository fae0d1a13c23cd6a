/**
 * Map edits as invertible operations (the command pattern). Every operation
 * records what it replaces, so `invertOp` is exact and `applyOp(applyOp(m, op),
 * invertOp(op))` gives `m` back, order of lines, zones and structures
 * included. Builders read the map and return `undefined` when the edit would
 * change nothing, so a drag across painted squares records nothing.
 *
 * Terrain follows the rules' two kinds: field terrain fills a square (Case
 * 7.3) at an elevation level (Case 8.21) with tree symbols in woods (Case
 * 8.6); line terrain runs along a square side (Cases 7.35, 8.41). Zones are
 * the numbered set-up zones of Case 38.42 (their edits: zone-ops.ts; the
 * structures': structure-ops.ts); entry edges those of Case 38.5.
 */
import {
  ROOFED_TERRAIN,
  sideKey,
  squareIndex,
  onMap,
  type FieldTerrain,
  type GameMap,
  type LineFeature,
  type LineTerrain,
  type MapEdge,
  type MapProvenance,
  type SideRef,
  type Square,
  type SquareTerrain,
  type Structure,
  type TreeSymbol,
  type Zone,
} from '@shared/map/map-model';

export interface SquareChange {
  readonly index: number;
  readonly before: SquareTerrain;
  readonly after: SquareTerrain;
}

export interface MapMeta {
  readonly name: string;
  readonly provenance: MapProvenance;
}

/** One edit. List edits (line, zone, structure) insert when `before` is absent, remove when `after` is absent, else replace, at `index`. */
export type EditOp =
  | { readonly kind: 'squares'; readonly changes: readonly SquareChange[] }
  | { readonly kind: 'line'; readonly index: number; readonly before?: LineFeature; readonly after?: LineFeature }
  | { readonly kind: 'zone'; readonly index: number; readonly before?: Zone; readonly after?: Zone }
  | { readonly kind: 'structure'; readonly index: number; readonly before?: Structure; readonly after?: Structure }
  | { readonly kind: 'entry-edges'; readonly before: readonly MapEdge[]; readonly after: readonly MapEdge[] }
  | { readonly kind: 'meta'; readonly before: MapMeta; readonly after: MapMeta }
  | { readonly kind: 'batch'; readonly ops: readonly EditOp[] };

export const EDGE_ORDER: readonly MapEdge[] = ['north', 'east', 'south', 'west'];

function applyList<T>(list: readonly T[], index: number, before: T | undefined, after: T | undefined): T[] {
  const out = [...list];
  if (before !== undefined && after !== undefined) out[index] = after;
  else if (after !== undefined) out.splice(index, 0, after);
  else if (before !== undefined) out.splice(index, 1);
  return out;
}

export function applyOp(map: GameMap, op: EditOp): GameMap {
  switch (op.kind) {
    case 'squares': {
      const squares = [...map.squares];
      for (const c of op.changes) squares[c.index] = c.after;
      return { ...map, squares };
    }
    case 'line':
      return { ...map, lines: applyList(map.lines, op.index, op.before, op.after) };
    case 'zone':
      return { ...map, zones: applyList(map.zones, op.index, op.before, op.after) };
    case 'structure':
      return { ...map, structures: applyList(map.structures, op.index, op.before, op.after) };
    case 'entry-edges':
      return { ...map, entryEdges: op.after };
    case 'meta':
      return { ...map, name: op.after.name, provenance: op.after.provenance };
    case 'batch':
      return op.ops.reduce(applyOp, map);
  }
}

export function invertOp(op: EditOp): EditOp {
  switch (op.kind) {
    case 'squares':
      return { kind: 'squares', changes: [...op.changes].reverse().map((c) => ({ index: c.index, before: c.after, after: c.before })) };
    case 'line':
    case 'zone':
    case 'structure':
      return { ...op, before: op.after, after: op.before } as EditOp;
    case 'entry-edges':
    case 'meta':
      return { ...op, before: op.after, after: op.before } as EditOp;
    case 'batch':
      return { kind: 'batch', ops: [...op.ops].reverse().map(invertOp) };
  }
}

/** Joins operations into one undo step; consecutive square edits merge (first `before`, last `after` per square). */
export function combineOps(ops: readonly EditOp[]): EditOp | undefined {
  const flat: EditOp[] = [];
  for (const op of ops) {
    const last = flat[flat.length - 1];
    if (op.kind === 'squares' && last?.kind === 'squares') flat[flat.length - 1] = mergeSquares(last, op);
    else flat.push(op);
  }
  if (flat.length === 0) return undefined;
  return flat.length === 1 ? flat[0] : { kind: 'batch', ops: flat };
}

function mergeSquares(a: Extract<EditOp, { kind: 'squares' }>, b: Extract<EditOp, { kind: 'squares' }>): EditOp {
  const byIndex = new Map<number, SquareChange>();
  for (const c of a.changes) byIndex.set(c.index, c);
  for (const c of b.changes) {
    const first = byIndex.get(c.index);
    byIndex.set(c.index, { index: c.index, before: first ? first.before : c.before, after: c.after });
  }
  return { kind: 'squares', changes: [...byIndex.values()] };
}

export function describeOp(op: EditOp): string {
  switch (op.kind) {
    case 'squares':
      return `${op.changes.length} square${op.changes.length === 1 ? '' : 's'}`;
    case 'line':
      return op.after ? `${op.after.terrain} side` : 'erase side';
    case 'zone':
      return `zone ${(op.after ?? op.before)?.id ?? ''}`;
    case 'structure':
      return `structure ${(op.after ?? op.before)?.name ?? ''}`;
    case 'entry-edges':
      return 'entry edges';
    case 'meta':
      return 'map details';
    case 'batch':
      return op.ops.length === 1 ? describeOp(op.ops[0]!) : `${op.ops.length} edits`;
  }
}

// ---------------------------------------------------------------- builders

export const squareKey = (s: Square) => `${s.col},${s.row}`;

/** `list` with each on-map square of `squares` it lacks appended, once, in order (zones and structures hold a square once). */
export function appendSquares(map: Pick<GameMap, 'width' | 'height'>, list: readonly Square[], squares: readonly Square[]): Square[] {
  const have = new Set(list.map(squareKey));
  const next = [...list];
  for (const s of squares) {
    if (!onMap(map, s) || have.has(squareKey(s))) continue;
    have.add(squareKey(s));
    next.push({ col: s.col, row: s.row });
  }
  return next;
}

function sameTerrain(a: SquareTerrain, b: SquareTerrain): boolean {
  if (a.terrain !== b.terrain || a.elevation !== b.elevation) return false;
  if (a.overhead?.level !== b.overhead?.level || a.overhead?.kind !== b.overhead?.kind) return false;
  if ((a.rail ?? false) !== (b.rail ?? false)) return false;
  if (a.ladder !== b.ladder || (a.flatRoof ?? false) !== (b.flatRoof ?? false)) return false;
  const ta = a.trees ?? [];
  const tb = b.trees ?? [];
  return ta.length === tb.length && ta.every((t, i) => t.x === tb[i]!.x && t.y === tb[i]!.y && t.r === tb[i]!.r);
}

/** A square with `trees` only when it has some, so maps compare equal after a file round trip. */
export function squareTerrain(terrain: FieldTerrain, elevation: number, trees?: readonly TreeSymbol[]): SquareTerrain {
  return trees && trees.length > 0 ? { terrain, elevation, trees } : { terrain, elevation };
}

/** Changes every on-map square in `squares` by `f`; squares `f` leaves alone are not recorded. */
export function mapSquaresOp(map: GameMap, squares: readonly Square[], f: (t: SquareTerrain) => SquareTerrain): EditOp | undefined {
  const changes: SquareChange[] = [];
  const seen = new Set<number>();
  for (const sq of squares) {
    if (!onMap(map, sq)) continue;
    const index = squareIndex(map, sq);
    if (seen.has(index)) continue;
    seen.add(index);
    const before = map.squares[index]!;
    const after = f(before);
    if (!sameTerrain(before, after)) changes.push({ index, before, after });
  }
  return changes.length ? { kind: 'squares', changes } : undefined;
}

export const hasTrees = (t: FieldTerrain) => t === 'woods' || t === 'forest';

/** What stands over the ground (a crane's arm, Case 48.43) or runs along it (the rail line, Case 42.43) stays when the ground beneath is repainted. */
const keepOverhead = (from: SquareTerrain, to: SquareTerrain): SquareTerrain => ({
  ...to,
  ...(from.rail ? { rail: true as const } : {}),
  ...(from.overhead ? { overhead: from.overhead } : {}),
  // Cases 35.21–35.22: a ladder or flat roof stays while the square keeps a roof.
  ...(from.ladder && ROOFED_TERRAIN.includes(to.terrain) ? { ladder: from.ladder } : {}),
  ...(from.flatRoof && ROOFED_TERRAIN.includes(to.terrain) ? { flatRoof: true as const } : {}),
});

/** Paints field terrain (Case 7.3). Tree symbols stay only on woods and forest (Case 8.6). */
export function paintTerrainOp(map: GameMap, squares: readonly Square[], terrain: FieldTerrain): EditOp | undefined {
  return mapSquaresOp(map, squares, (t) => (t.terrain === terrain ? t : keepOverhead(t, squareTerrain(terrain, t.elevation, hasTrees(terrain) ? t.trees : undefined))));
}

/** Sets the elevation level (Case 8.21 contours: ground is 0, a level is about 3 m). */
export function elevationOp(map: GameMap, squares: readonly Square[], level: number): EditOp | undefined {
  return mapSquaresOp(map, squares, (t) => (t.elevation === level ? t : keepOverhead(t, squareTerrain(t.terrain, level, t.trees))));
}

/** Puts an overhead obstacle `level` above the ground (a crane's arm, Case 48.43), or erases it with level 0. */
export function overheadOp(map: GameMap, squares: readonly Square[], level: number): EditOp | undefined {
  return mapSquaresOp(map, squares, (t) => {
    const { overhead: _old, ...ground } = t;
    return level > 0 ? { ...ground, overhead: { level, kind: 'crane-arm' } } : ground;
  });
}

/** Lays the rail line through the squares (Case 42.43: the train moves only along it), or takes it up; the ground beneath stays. */
export function railOp(map: GameMap, squares: readonly Square[], lay: boolean): EditOp | undefined {
  return mapSquaresOp(map, squares, (t) => {
    const { rail: _old, ...ground } = t;
    return lay ? { ...ground, rail: true } : ground;
  });
}

/** The climbing brush (Cases 35.21–35.22): a ladder or stairway symbol, a flat roof, or none of them; only on squares with a roof. */
export type ClimbBrush = 'ladder' | 'stairway' | 'flat-roof' | 'clear';

export function climbOp(map: GameMap, squares: readonly Square[], brush: ClimbBrush): EditOp | undefined {
  const roofed = squares.filter((s) => ROOFED_TERRAIN.includes(map.squares[(s.row - 1) * map.width + (s.col - 1)]?.terrain ?? 'clear'));
  return mapSquaresOp(map, roofed, (t) => {
    const { ladder: _l, flatRoof: _f, ...ground } = t;
    if (brush === 'clear') return ground;
    if (brush === 'flat-roof') return { ...t, flatRoof: true };
    return { ...t, ladder: brush };
  });
}

export function lineIndex(map: GameMap, side: SideRef): number {
  const key = sideKey(side);
  return map.lines.findIndex((l) => sideKey(l.side) === key);
}

/** Puts line terrain on a side (one feature a side), or erases it with `undefined`. */
export function setLineOp(map: GameMap, side: SideRef, terrain: LineTerrain | undefined): EditOp | undefined {
  const index = lineIndex(map, side);
  const before = index >= 0 ? map.lines[index] : undefined;
  if (terrain === undefined) return before ? { kind: 'line', index, before } : undefined;
  if (before?.terrain === terrain) return undefined;
  const after: LineFeature = { side: { col: side.col, row: side.row, dir: side.dir }, terrain };
  return before ? { kind: 'line', index, before, after } : { kind: 'line', index: map.lines.length, after };
}

/** Keeps a tree circle inside its square, as map files require (Case 8.6). */
export function clampTree(t: TreeSymbol): TreeSymbol {
  const r = Math.min(0.5, Math.max(0.05, t.r));
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { x: round(Math.min(1 - r, Math.max(r, t.x))), y: round(Math.min(1 - r, Math.max(r, t.y))), r: round(r) };
}

/** Adds a tree symbol; a square that is not woods or forest becomes woods (only woods have trees). */
export function addTreeOp(map: GameMap, sq: Square, tree: TreeSymbol): EditOp | undefined {
  const t = clampTree(tree);
  return mapSquaresOp(map, [sq], (s) => squareTerrain(hasTrees(s.terrain) ? s.terrain : 'woods', s.elevation, [...(s.trees ?? []), t]));
}

/** The tree under a point (square units from the square's corner), topmost first. */
export function treeAt(trees: readonly TreeSymbol[] | undefined, x: number, y: number): number {
  const list = trees ?? [];
  for (let i = list.length - 1; i >= 0; i--) {
    const t = list[i]!;
    if ((t.x - x) ** 2 + (t.y - y) ** 2 <= t.r * t.r) return i;
  }
  return -1;
}

export function removeTreeOp(map: GameMap, sq: Square, index: number): EditOp | undefined {
  return mapSquaresOp(map, [sq], (s) => (s.trees?.[index] ? squareTerrain(s.terrain, s.elevation, s.trees.filter((_, i) => i !== index)) : s));
}

export function clearTreesOp(map: GameMap, squares: readonly Square[]): EditOp | undefined {
  return mapSquaresOp(map, squares, (s) => squareTerrain(s.terrain, s.elevation));
}

// Entry edges (Case 38.5) and map details.

export function toggleEdgeOp(map: GameMap, edge: MapEdge): EditOp {
  const has = map.entryEdges.includes(edge);
  const after = EDGE_ORDER.filter((e) => (e === edge ? !has : map.entryEdges.includes(e)));
  return { kind: 'entry-edges', before: map.entryEdges, after };
}

export function metaOp(map: GameMap, change: { name?: string; note?: string; kind?: MapProvenance['kind'] }): EditOp | undefined {
  const before: MapMeta = { name: map.name, provenance: map.provenance };
  const after: MapMeta = {
    name: change.name ?? map.name,
    provenance: { kind: change.kind ?? map.provenance.kind, note: change.note ?? map.provenance.note },
  };
  if (after.name === before.name && after.provenance.kind === before.provenance.kind && after.provenance.note === before.provenance.note) return undefined;
  return { kind: 'meta', before, after };
}

/** Every square of the rectangle with corners `a` and `b`, row by row. */
export function rectSquares(a: Square, b: Square): Square[] {
  const out: Square[] = [];
  for (let row = Math.min(a.row, b.row); row <= Math.max(a.row, b.row); row++) {
    for (let col = Math.min(a.col, b.col); col <= Math.max(a.col, b.col); col++) out.push({ col, row });
  }
  return out;
}

/** The squares a brush of `size` (1 or 3) covers around `sq`, clipped to the map. */
export function brushSquares(map: Pick<GameMap, 'width' | 'height'>, sq: Square, size: number): Square[] {
  const r = Math.floor(size / 2);
  return rectSquares({ col: sq.col - r, row: sq.row - r }, { col: sq.col + r, row: sq.row + r }).filter((s) => onMap(map, s));
}
