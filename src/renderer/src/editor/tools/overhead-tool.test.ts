import { describe, expect, it } from 'vitest';
import { undo } from '../editor-state';
import { applyOp, elevationOp, paintTerrainOp } from '../operations';
import { editorKey } from './editor-tools';
import { overheadIdle } from './overhead-tool';
import { centre, drag, fresh, squareAt } from './test-support/strokes';

describe('overhead tool (Case 48.43: a crane arm at Elevation Level Two)', () => {
  it('Case 48.43: drags a crane arm at level 2 over the squares as one undo step, leaving the Clear ground beneath', () => {
    const r = drag(overheadIdle, fresh(), [centre(10, 10), centre(14, 10)]);
    for (let col = 10; col <= 14; col++) expect(squareAt(r.editor, { col, row: 10 })).toEqual({ terrain: 'clear', elevation: 0, overhead: { level: 2, kind: 'crane-arm' } });
    expect(r.editor.undo).toHaveLength(1);
    expect(squareAt(undo(r.editor), { col: 12, row: 10 }).overhead).toBeUndefined();
  });

  it('Case 48.43: level 0 erases; the O key picks the tool and digits its level', () => {
    const drawn = drag(overheadIdle, fresh(), [centre(10, 10), centre(11, 10)]).editor;
    const k = editorKey({ key: '0', code: 'Digit0' }, overheadIdle, drawn);
    expect(k.editor.brush.overhead).toBe(0);
    const erased = drag(overheadIdle, k.editor, [centre(10, 10)]).editor;
    expect(squareAt(erased, { col: 10, row: 10 }).overhead).toBeUndefined();
    expect(squareAt(erased, { col: 11, row: 10 }).overhead).toEqual({ level: 2, kind: 'crane-arm' });
    expect(editorKey({ key: 'o' }, k.tool, drawn).tool.tool).toBe('overhead');
  });

  it('Case 48.43: repainting the ground or its elevation keeps the arm overhead', () => {
    const ed = drag(overheadIdle, fresh(), [centre(5, 5)]).editor;
    const painted = applyOp(ed.map, paintTerrainOp(ed.map, [{ col: 5, row: 5 }], 'rough')!);
    const raised = applyOp(painted, elevationOp(painted, [{ col: 5, row: 5 }], 1)!);
    expect(raised.squares[4 * 40 + 4]).toEqual({ terrain: 'rough', elevation: 1, overhead: { level: 2, kind: 'crane-arm' } });
  });
});
