/**
 * The map editor's document: the GameMap being edited, its undo and redo
 * stacks of invertible operations (operations.ts), the selection, the brush
 * and the trace underlay's alignment. Everything here is a pure function of
 * the state; the component holds one `EditorState` and swaps it.
 *
 * A drag (a paint stroke, a line drawn along several sides) is one undo step:
 * `beginStroke` opens it, edits apply at once so the map shows them, and
 * `endStroke` folds them into one operation. Typing in a text field coalesces
 * the same way through `edit(…, { coalesce })`.
 */
import type { ClimbBrush } from './operations';
import type { FieldTerrain, GameMap, LineTerrain, Square } from '@shared/map/map-model';
import { applyOp, combineOps, describeOp, invertOp, type EditOp, type MapMeta } from './operations';
import { IDENTITY, type Affine } from './trace-align';

export const UNDO_LIMIT = 500;

export interface UndoEntry {
  readonly op: EditOp;
  readonly label: string;
  /** Consecutive edits with the same key (typing in one field) merge into one step. */
  readonly coalesce?: string;
}

export interface Brush {
  readonly terrain: FieldTerrain;
  /** 1 or 3 squares across (field terrain and elevation). */
  readonly size: 1 | 3;
  /** Elevation level to paint (Case 8.21). */
  readonly elevation: number;
  readonly line: LineTerrain;
  /** Radius of a new tree symbol, in squares (Case 8.6). */
  readonly treeRadius: number;
  /** Level of an overhead obstacle to paint (a crane's arm, Case 48.43); 0 erases. */
  readonly overhead: number;
  /** Lay the rail line (Case 42.43) or, false, take it up. */
  readonly rail: boolean;
  /** Cases 35.21–35.22: draw a ladder, a stairway, a flat roof, or clear them. */
  readonly climb: ClimbBrush;
}

export type Selection = { readonly kind: 'none' } | { readonly kind: 'zone'; readonly id: number } | { readonly kind: 'structure'; readonly id: string };

/** The underlay's alignment: two known square corners and where the image puts them. */
export interface TraceState {
  readonly opacity: number;
  /** Image pixels → map pixels. */
  readonly transform: Affine;
  /** Allow rotation (similarity fit) or keep the image square to the grid (separate x and y scales). */
  readonly allowRotation: boolean;
  /** The top-left corner of `from` and the bottom-right corner of `to` are the two alignment points. */
  readonly from: Square;
  readonly to: Square;
}

export interface EditorState {
  readonly map: GameMap;
  readonly undo: readonly UndoEntry[];
  readonly redo: readonly UndoEntry[];
  /** An open stroke: its edits are on `map` already and become one undo step at `endStroke`. */
  readonly stroke?: { readonly label: string; readonly ops: readonly EditOp[] };
  readonly selection: Selection;
  readonly brush: Brush;
  readonly trace: TraceState;
  /** Bumped on every map change; the component debounces validation on it. */
  readonly revision: number;
}

export const DEFAULT_BRUSH: Brush = { terrain: 'woods', size: 1, elevation: 1, line: 'wall', treeRadius: 0.2, overhead: 2, rail: true, climb: 'ladder' };

export function createEditor(map: GameMap): EditorState {
  return {
    map,
    undo: [],
    redo: [],
    selection: { kind: 'none' },
    brush: DEFAULT_BRUSH,
    trace: { opacity: 0.5, transform: IDENTITY, allowRotation: true, from: { col: 1, row: 1 }, to: { col: map.width, row: map.height } },
    revision: 0,
  };
}

/** Starts again on another map (opened or imported): history and selection go, brush and trace stay. */
export function replaceMap(state: EditorState, map: GameMap): EditorState {
  const fresh = createEditor(map);
  return { ...fresh, brush: state.brush, trace: { ...state.trace, to: { col: map.width, row: map.height } }, revision: state.revision + 1 };
}

/** Applies one edit. Inside a stroke it joins the stroke; otherwise it is its own undo step (or merges by `coalesce`). */
export function edit(state: EditorState, op: EditOp | undefined, options: { label?: string; coalesce?: string } = {}): EditorState {
  if (!op) return state;
  const map = applyOp(state.map, op);
  const revision = state.revision + 1;
  if (state.stroke) return { ...state, map, revision, stroke: { ...state.stroke, ops: [...state.stroke.ops, op] } };
  const top = state.undo[state.undo.length - 1];
  if (options.coalesce && top?.coalesce === options.coalesce) {
    const merged = mergeOps(top.op, op);
    return { ...state, map, revision, redo: [], undo: [...state.undo.slice(0, -1), { ...top, op: merged }] };
  }
  const entry: UndoEntry = { op, label: options.label ?? describeOp(op), ...(options.coalesce ? { coalesce: options.coalesce } : {}) };
  return { ...state, map, revision, redo: [], undo: pushLimited(state.undo, entry) };
}

function mergeOps(a: EditOp, b: EditOp): EditOp {
  if (a.kind === 'meta' && b.kind === 'meta') return { kind: 'meta', before: a.before, after: b.after };
  return combineOps([a, b]) ?? a;
}

function pushLimited(stack: readonly UndoEntry[], entry: UndoEntry): UndoEntry[] {
  const out = [...stack, entry];
  return out.length > UNDO_LIMIT ? out.slice(out.length - UNDO_LIMIT) : out;
}

export function beginStroke(state: EditorState, label: string): EditorState {
  const closed = endStroke(state);
  return { ...closed, stroke: { label, ops: [] } };
}

/** Closes the open stroke into one undo step (nothing is recorded for a stroke that changed nothing). */
export function endStroke(state: EditorState): EditorState {
  if (!state.stroke) return state;
  const { stroke, ...rest } = state;
  const op = combineOps(stroke.ops);
  if (!op) return rest;
  return { ...rest, redo: [], undo: pushLimited(state.undo, { op, label: stroke.label }) };
}

/** Esc during a drag: the stroke's edits are taken back and nothing is recorded. */
export function abortStroke(state: EditorState): EditorState {
  if (!state.stroke) return state;
  const { stroke, ...rest } = state;
  const op = combineOps(stroke.ops);
  if (!op) return rest;
  return { ...rest, map: applyOp(state.map, invertOp(op)), revision: state.revision + 1 };
}

export const canUndo = (s: EditorState) => s.undo.length > 0 || (s.stroke?.ops.length ?? 0) > 0;
export const canRedo = (s: EditorState) => s.redo.length > 0;

export function undo(state: EditorState): EditorState {
  const s = endStroke(state);
  const top = s.undo[s.undo.length - 1];
  if (!top) return s;
  const map = applyOp(s.map, invertOp(top.op));
  const { coalesce: _c, ...entry } = top;
  return fixSelection({ ...s, map, revision: s.revision + 1, undo: s.undo.slice(0, -1), redo: [...s.redo, entry] });
}

export function redo(state: EditorState): EditorState {
  const s = endStroke(state);
  const top = s.redo[s.redo.length - 1];
  if (!top) return s;
  const map = applyOp(s.map, top.op);
  return fixSelection({ ...s, map, revision: s.revision + 1, redo: s.redo.slice(0, -1), undo: [...s.undo, top] });
}

/** A selection of a zone or structure that an undo took away is dropped. */
function fixSelection(s: EditorState): EditorState {
  const sel = s.selection;
  if (sel.kind === 'zone' && !s.map.zones.some((z) => z.id === sel.id)) return { ...s, selection: { kind: 'none' } };
  if (sel.kind === 'structure' && !s.map.structures.some((x) => x.id === sel.id)) return { ...s, selection: { kind: 'none' } };
  return s;
}

export function select(state: EditorState, selection: Selection): EditorState {
  return { ...state, selection };
}

export function setBrush(state: EditorState, change: Partial<Brush>): EditorState {
  return { ...state, brush: { ...state.brush, ...change } };
}

export function setTrace(state: EditorState, change: Partial<TraceState>): EditorState {
  return { ...state, trace: { ...state.trace, ...change } };
}

export function currentMeta(state: EditorState): MapMeta {
  return { name: state.map.name, provenance: state.map.provenance };
}

/** The selected zone's id, if a zone is selected and still exists. */
export function selectedZone(state: EditorState): number | undefined {
  const sel = state.selection;
  return sel.kind === 'zone' && state.map.zones.some((z) => z.id === sel.id) ? sel.id : undefined;
}

export function selectedStructure(state: EditorState): string | undefined {
  const sel = state.selection;
  return sel.kind === 'structure' && state.map.structures.some((s) => s.id === sel.id) ? sel.id : undefined;
}
