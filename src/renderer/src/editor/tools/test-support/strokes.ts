import { blankMap, type Square } from '@shared/map/map-model';
import { MARGIN_PX, squareAtMapPoint, SQUARE_PX } from '../../../map/geometry';
import { createEditor, type EditorState } from '../../editor-state';
import type { EditorPointer, EditorTool } from '../editor-tool';

// The editor tool tests draw on a blank 40 × 64 map with pointers at square centres, as MapCanvas resolves them.

/** A new editor on a blank 40 × 64 map. */
export const fresh = (): EditorState => createEditor(blankMap('t', 'Tools', 40, 64, { kind: 'custom', note: 't' }));

/** A pointer at the centre of square (col, row), with the square it falls in. */
export function centre(col: number, row: number): EditorPointer {
  const point = { x: MARGIN_PX + (col - 0.5) * SQUARE_PX, y: MARGIN_PX + (row - 0.5) * SQUARE_PX };
  const square = squareAtMapPoint(point, { width: 40, height: 64 });
  return { point, ...(square ? { square } : {}) };
}

/** Press at the first pointer, move through the rest, release at the last. */
export function drag(tool: EditorTool, ed: EditorState, points: readonly EditorPointer[]): { tool: EditorTool; editor: EditorState } {
  let r = tool.down(points[0]!, ed);
  for (const p of points.slice(1)) r = r.tool.move(p, r.editor);
  return r.tool.up(points[points.length - 1], r.editor);
}

/** The terrain of square `s` on the 40-wide map. */
export const squareAt = (ed: EditorState, s: Square) => ed.map.squares[(s.row - 1) * 40 + (s.col - 1)]!;
