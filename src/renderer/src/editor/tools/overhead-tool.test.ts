import { describe, expect, it } from 'vitest';
import { blankMap, type Square } from '@shared/map/map-model';
import { MARGIN_PX, squareAtMapPoint, SQUARE_PX } from '../../map/geometry';
import { createEditor, undo, type EditorState } from '../editor-state';
import { applyOp, elevationOp, paintTerrainOp } from '../operations';
import type { EditorPointer, EditorTool } from './editor-tool';
import { editorKey } from './editor-tools';
import { overheadIdle } from './overhead-tool';

const fresh = (): EditorState => createEditor(blankMap('t', 'Tools', 40, 64, { kind: 'custom', note: 't' }));

function ptr(col: number, row: number): EditorPointer {
  const point = { x: MARGIN_PX + (col - 0.5) * SQUARE_PX, y: MARGIN_PX + (row - 0.5) * SQUARE_PX };
  const square = squareAtMapPoint(point, { width: 40, height: 64 });
  return { point, ...(square ? { square } : {}) };
}

function drag(tool: EditorTool, ed: EditorState, points: readonly EditorPointer[]): { tool: EditorTool; editor: EditorState } {
  let r = tool.down(points[0]!, ed);
  for (const p of points.slice(1)) r = r.tool.move(p, r.editor);
  return r.tool.up(points[points.length - 1], r.editor);
}

const at = (ed: EditorState, s: Square) => ed.map.squares[(s.row - 1) * 40 + (s.col - 1)]!;

describe('overhead tool (Case 48.43: a crane arm at Elevation Level Two)', () => {
  it('Case 48.43: drags a crane arm at level 2 over the squares as one undo step, leaving the Clear ground beneath', () => {
    const r = drag(overheadIdle, fresh(), [ptr(10, 10), ptr(14, 10)]);
    for (let col = 10; col <= 14; col++) expect(at(r.editor, { col, row: 10 })).toEqual({ terrain: 'clear', elevation: 0, overhead: { level: 2, kind: 'crane-arm' } });
    expect(r.editor.undo).toHaveLength(1);
    expect(at(undo(r.editor), { col: 12, row: 10 }).overhead).toBeUndefined();
  });

  it('Case 48.43: level 0 erases; the O key picks the tool and digits its level', () => {
    const drawn = drag(overheadIdle, fresh(), [ptr(10, 10), ptr(11, 10)]).editor;
    const k = editorKey({ key: '0', code: 'Digit0' }, overheadIdle, drawn);
    expect(k.editor.brush.overhead).toBe(0);
    const erased = drag(overheadIdle, k.editor, [ptr(10, 10)]).editor;
    expect(at(erased, { col: 10, row: 10 }).overhead).toBeUndefined();
    expect(at(erased, { col: 11, row: 10 }).overhead).toEqual({ level: 2, kind: 'crane-arm' });
    expect(editorKey({ key: 'o' }, k.tool, drawn).tool.tool).toBe('overhead');
  });

  it('Case 48.43: repainting the ground or its elevation keeps the arm overhead', () => {
    const ed = drag(overheadIdle, fresh(), [ptr(5, 5)]).editor;
    const painted = applyOp(ed.map, paintTerrainOp(ed.map, [{ col: 5, row: 5 }], 'rough')!);
    const raised = applyOp(painted, elevationOp(painted, [{ col: 5, row: 5 }], 1)!);
    expect(raised.squares[4 * 40 + 4]).toEqual({ terrain: 'rough', elevation: 1, overhead: { level: 2, kind: 'crane-arm' } });
  });
});
