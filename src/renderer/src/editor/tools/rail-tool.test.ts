import { describe, expect, it } from 'vitest';
import { parseMap } from '@shared/map/map-schema';
import { redo, setBrush, undo, type EditorState } from '../editor-state';
import { exportMapFile } from '../map-file';
import { applyOp, elevationOp, paintTerrainOp } from '../operations';
import { editorKey } from './editor-tools';
import { railIdle } from './rail-tool';
import { centre, drag, fresh, squareAt } from './test-support/strokes';

const railed = (ed: EditorState): string[] =>
  ed.map.squares.flatMap((t, i) => (t.rail ? [`${String((i % 40) + 1).padStart(2, '0')}${String(Math.floor(i / 40) + 1).padStart(2, '0')}`] : []));

describe('rail tool (Case 42.43: the train moves only along the rail line)', () => {
  it('Case 42.43: a drag lays the track one square wide, whatever the brush, as one undo step; redo lays it again', () => {
    const wide = setBrush(fresh(), { size: 3 });
    const r = drag(railIdle, wide, [centre(21, 1), centre(21, 4)]);
    expect(railed(r.editor)).toEqual(['2101', '2102', '2103', '2104']);
    expect(squareAt(r.editor, { col: 21, row: 2 })).toEqual({ terrain: 'clear', elevation: 0, rail: true });
    expect(r.editor.undo).toHaveLength(1);
    const undone = undo(r.editor);
    expect(railed(undone)).toEqual([]);
    expect(railed(redo(undone))).toEqual(['2101', '2102', '2103', '2104']);
  });

  it('Case 42.43: R picks the tool, 0 takes the track up (with the brush size), 1 lays it again', () => {
    const drawn = drag(railIdle, fresh(), [centre(21, 1), centre(21, 5)]).editor;
    expect(editorKey({ key: 'r' }, railIdle, drawn).tool.tool).toBe('rail');
    const k = editorKey({ key: '0', code: 'Digit0' }, railIdle, drawn);
    expect(k.editor.brush.rail).toBe(false);
    const erased = drag(railIdle, k.editor, [centre(21, 3)]).editor;
    expect(railed(erased)).toEqual(['2101', '2102', '2104', '2105']);
    const wide = drag(railIdle, setBrush(k.editor, { size: 3 }), [centre(21, 3)]).editor;
    expect(railed(wide)).toEqual(['2101', '2105']);
    expect(editorKey({ key: '1', code: 'Digit1' }, railIdle, erased).editor.brush.rail).toBe(true);
  });

  it('Case 42.43: repainting the ground or its elevation keeps the rail line', () => {
    const ed = drag(railIdle, fresh(), [centre(5, 5)]).editor;
    const painted = applyOp(ed.map, paintTerrainOp(ed.map, [{ col: 5, row: 5 }], 'dune')!);
    const raised = applyOp(painted, elevationOp(painted, [{ col: 5, row: 5 }], 1)!);
    expect(raised.squares[4 * 40 + 4]).toEqual({ terrain: 'dune', elevation: 1, rail: true });
  });

  it('Case 42.43: a map with a rail line is saved as a version-2 map file and reads back the same', () => {
    const ed = drag(railIdle, fresh(), [centre(21, 1), centre(21, 3)]).editor;
    const file = JSON.parse(exportMapFile(ed.map).text) as { version: number; rail: string[] };
    expect(file.version).toBe(2);
    expect(file.rail).toEqual(['2101', '2102', '2103']);
    const back = parseMap(file);
    expect(back.ok && back.map).toEqual(ed.map);
    expect((JSON.parse(exportMapFile(fresh().map).text) as { version: number }).version).toBe(1);
  });
});
