/**
 * The shared shape of the square-brush tools (field terrain, elevation): hover
 * shows the brush, pointer-down opens a stroke and paints, dragging paints
 * each new square, pointer-up closes the stroke as one undo step, Esc takes
 * the unfinished stroke back.
 */
import { sameSquare, type Square } from '@shared/map/map-model';
import { abortStroke, beginStroke, endStroke, edit, type EditorState } from '../editor-state';
import { brushSquares, type EditOp } from '../operations';
import { sameHover, type EditorPreview, type EditorTool, type EditorToolId, type ToolResult } from './editor-tool';

export interface StrokeSpec {
  readonly tool: EditorToolId;
  readonly hint: string;
  readonly strokeHint: string;
  /** The edit a brush dab makes on these squares, or undefined for none. */
  paint(ed: EditorState, squares: readonly Square[]): EditOp | undefined;
  label(ed: EditorState): string;
  colour(ed: EditorState): string;
  /** Squares across the brush paints, when not the brush's own size (the rail line is laid one square wide). */
  brushSize?(ed: EditorState): number;
}

export function strokeIdle(spec: StrokeSpec, hover?: Square): EditorTool {
  const self: EditorTool = {
    tool: spec.tool,
    name: 'idle',
    hint: spec.hint,
    down(p, ed) {
      if (!p.square) return { tool: self, editor: ed };
      const opened = beginStroke(ed, spec.label(ed));
      return { tool: strokePainting(spec, p.square), editor: dab(spec, opened, p.square) };
    },
    move: (p, ed) => (sameHover(p?.square, hover) ? { tool: self, editor: ed } : { tool: strokeIdle(spec, p?.square), editor: ed }),
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: strokeIdle(spec), editor: ed }),
    preview: (ed) => brushPreview(spec, ed, hover),
  };
  return self;
}

export function strokePainting(spec: StrokeSpec, last: Square): EditorTool {
  const self: EditorTool = {
    tool: spec.tool,
    name: 'painting',
    hint: spec.strokeHint,
    down: (p, ed) => ({ tool: self, editor: p.square ? dab(spec, ed, p.square) : ed }),
    move(p, ed): ToolResult {
      if (!p?.square || sameSquare(p.square, last)) return { tool: self, editor: ed };
      let next = ed;
      for (const sq of between(last, p.square)) next = dab(spec, next, sq);
      return { tool: strokePainting(spec, p.square), editor: next };
    },
    up: (p, ed) => ({ tool: strokeIdle(spec, p?.square), editor: endStroke(ed) }),
    cancel: (ed) => ({ tool: strokeIdle(spec), editor: abortStroke(ed) }),
    preview: (ed) => brushPreview(spec, ed, last),
  };
  return self;
}

function dab(spec: StrokeSpec, ed: EditorState, sq: Square): EditorState {
  return edit(ed, spec.paint(ed, brushSquares(ed.map, sq, spec.brushSize?.(ed) ?? ed.brush.size)));
}

function brushPreview(spec: StrokeSpec, ed: EditorState, at: Square | undefined): EditorPreview {
  return at ? { kind: 'squares', squares: brushSquares(ed.map, at, spec.brushSize?.(ed) ?? ed.brush.size), colour: spec.colour(ed) } : { kind: 'none' };
}

/** The squares after `a` up to and including `b` on a straight line, so a fast drag leaves no gaps. */
export function between(a: Square, b: Square): Square[] {
  const n = Math.max(Math.abs(b.col - a.col), Math.abs(b.row - a.row));
  const out: Square[] = [];
  for (let i = 1; i <= n; i++) out.push({ col: Math.round(a.col + ((b.col - a.col) * i) / n), row: Math.round(a.row + ((b.row - a.row) * i) / n) });
  return out;
}
