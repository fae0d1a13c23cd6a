import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import { parseMap } from '@shared/map/map-schema';
import { createEditor, setBrush, type EditorState } from '../editor-state';
import { exportMapFile } from '../map-file';
import { applyOp, elevationOp, paintTerrainOp } from '../operations';
import { editorKey } from './editor-tools';
import { climbIdle } from './climb-tool';
import { MARGIN_PX, SQUARE_PX } from '../../map/geometry';

const fresh = (): EditorState => createEditor(blankMap('t', 'Tools', 10, 10, { kind: 'custom', note: 't' }));
const ptr = (col: number, row: number) => ({ point: { x: MARGIN_PX + (col - 0.5) * SQUARE_PX, y: MARGIN_PX + (row - 0.5) * SQUARE_PX }, square: { col, row } });
const click = (ed: EditorState, col: number, row: number): EditorState => {
  const r = climbIdle.down(ptr(col, row), ed);
  return r.tool.up(ptr(col, row), r.editor).editor;
};
const sq = (ed: EditorState, col: number, row: number) => ed.map.squares[(row - 1) * 10 + (col - 1)]!;

describe('ladders and roofs tool (Cases 35.21–35.22)', () => {
  const withHouse = (): EditorState => {
    const ed = fresh();
    return { ...ed, map: applyOp(ed.map, paintTerrainOp(ed.map, [{ col: 3, row: 3 }, { col: 4, row: 3 }], 'building')!) };
  };

  it('Case 35.21: draws a ladder or a stairway on a building square, never on open ground', () => {
    let ed = click(withHouse(), 3, 3);
    expect(sq(ed, 3, 3).ladder).toBe('ladder');
    ed = click(ed, 5, 5);
    expect(sq(ed, 5, 5).ladder).toBeUndefined();
    ed = editorKey({ key: '2', code: 'Digit2' }, climbIdle, ed).editor;
    ed = click(ed, 4, 3);
    expect(sq(ed, 4, 3).ladder).toBe('stairway');
  });

  it('Case 35.22: marks a roof flat; 0 clears; the marks survive a new elevation and the map file (version 3)', () => {
    let ed = click(setBrush(withHouse(), { climb: 'flat-roof' }), 3, 3);
    ed = click(setBrush(ed, { climb: 'ladder' }), 3, 3);
    expect(sq(ed, 3, 3)).toMatchObject({ flatRoof: true, ladder: 'ladder' });
    ed = { ...ed, map: applyOp(ed.map, elevationOp(ed.map, [{ col: 3, row: 3 }], 1)!) };
    expect(sq(ed, 3, 3)).toMatchObject({ flatRoof: true, ladder: 'ladder', elevation: 1 });
    const file = JSON.parse(exportMapFile(ed.map).text) as { version: number };
    expect(file.version).toBe(3);
    const back = parseMap(file);
    expect(back.ok && back.map.squares[2 * 10 + 2]).toMatchObject({ flatRoof: true, ladder: 'ladder' });
    ed = click(setBrush(ed, { climb: 'clear' }), 3, 3);
    expect(sq(ed, 3, 3).ladder).toBeUndefined();
    expect(sq(ed, 3, 3).flatRoof).toBeUndefined();
  });
});
