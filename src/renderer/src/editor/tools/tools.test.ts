import { describe, expect, it } from 'vitest';
import { MARGIN_PX, sideAtMapPoint, squareAtMapPoint, squareOrigin, SQUARE_PX } from '../../map/geometry';
import { canUndo, select, setBrush, undo } from '../editor-state';
import { applyAffine, decompose, IDENTITY } from '../trace-align';
import type { EditorPointer } from './editor-tool';
import { elevationIdle } from './elevation-tool';
import { editorKey, EDITOR_TOOLS } from './editor-tools';
import { entryEdgeIdle } from './entry-edge-tool';
import { lineIdle } from './line-tool';
import { paintIdle } from './paint-tool';
import { structureIdle } from './structure-tool';
import { traceFirst } from './trace-tool';
import { treeIdle } from './tree-tool';
import { zoneIdle } from './zone-tool';
import { drag, fresh, squareAt } from './test-support/strokes';

/** A pointer at a fraction of a square (default its centre), resolved as MapCanvas resolves it. */
function ptr(col: number, row: number, fx = 0.5, fy = 0.5, mods: { shift?: boolean; alt?: boolean } = {}): EditorPointer {
  const point = { x: MARGIN_PX + (col - 1 + fx) * SQUARE_PX, y: MARGIN_PX + (row - 1 + fy) * SQUARE_PX };
  const size = { width: 40, height: 64 };
  const square = squareAtMapPoint(point, size);
  const side = sideAtMapPoint(point, size);
  return { point, ...(square ? { square } : {}), ...(side ? { side } : {}), ...mods };
}

describe('paint tool (field terrain, Case 7.3)', () => {
  it('coalesces a drag-paint stroke into one undo step, filling gaps between far pointer moves', () => {
    const r = drag(paintIdle, setBrush(fresh(), { terrain: 'rough' }), [ptr(2, 2), ptr(3, 2), ptr(8, 2)]);
    expect(r.tool.name).toBe('idle');
    expect(r.editor.undo).toHaveLength(1);
    expect(r.editor.undo[0]!.label).toBe('paint rough');
    for (let col = 2; col <= 8; col++) expect(squareAt(r.editor, { col, row: 2 }).terrain).toBe('rough');
    expect(undo(r.editor).map).toEqual(fresh().map);
  });

  it('paints 3×3 with the big brush, clipped at the map edge, and previews it on hover', () => {
    const ed = setBrush(fresh(), { terrain: 'water', size: 3 });
    const hover = paintIdle.move(ptr(1, 1), ed).tool;
    expect(hover.preview(ed)).toMatchObject({ kind: 'squares', squares: [{ col: 1, row: 1 }, { col: 2, row: 1 }, { col: 1, row: 2 }, { col: 2, row: 2 }] });
    const r = drag(hover, ed, [ptr(1, 1)]);
    expect(r.editor.map.squares.filter((s) => s.terrain === 'water')).toHaveLength(4);
  });

  it('Esc mid-stroke takes the stroke back and records nothing', () => {
    const ed = fresh();
    let r = paintIdle.down(ptr(5, 5), ed);
    r = r.tool.move(ptr(6, 5), r.editor);
    expect(r.tool.name).toBe('painting');
    const c = r.tool.cancel(r.editor);
    expect(c.tool.name).toBe('idle');
    expect(c.editor.map).toEqual(ed.map);
    expect(canUndo(c.editor)).toBe(false);
  });

  it('a stroke over squares already painted records nothing', () => {
    const once = drag(paintIdle, fresh(), [ptr(4, 4)]).editor;
    expect(drag(paintIdle, once, [ptr(4, 4)]).editor.undo).toHaveLength(1);
  });
});

describe('elevation tool (Case 8.21)', () => {
  it('paints the brush level as one step', () => {
    const r = drag(elevationIdle, setBrush(fresh(), { elevation: 2 }), [ptr(10, 10), ptr(10, 12)]);
    expect([10, 11, 12].map((row) => squareAt(r.editor, { col: 10, row }).elevation)).toEqual([2, 2, 2]);
    expect(r.editor.undo).toHaveLength(1);
  });
});

describe('line tool (Cases 7.35, 8.41)', () => {
  it('draws the brush line on the nearest side, and erases it with a second click', () => {
    const ed = setBrush(fresh(), { line: 'door' });
    const drawn = drag(lineIdle(), ed, [ptr(5, 5, 0.5, 0.05)]).editor;
    expect(drawn.map.lines).toEqual([{ side: { col: 5, row: 5, dir: 'n' }, terrain: 'door' }]);
    // The same side from the square above erases it.
    const erased = drag(lineIdle(), drawn, [ptr(5, 4, 0.5, 0.95)]).editor;
    expect(erased.map.lines).toEqual([]);
    expect(erased.undo).toHaveLength(2);
  });

  it('draws a wall along a run of sides as one undo step, replacing other line terrain', () => {
    let ed = setBrush(fresh(), { line: 'window' });
    ed = drag(lineIdle(), ed, [ptr(3, 6, 0.5, 0.05)]).editor;
    ed = setBrush(ed, { line: 'wall' });
    const r = drag(lineIdle(), ed, [1, 2, 3, 4].map((col) => ptr(col, 6, 0.5, 0.05)));
    expect(r.editor.map.lines.map((l) => `${l.side.col}${l.terrain}`).sort()).toEqual(['1wall', '2wall', '3wall', '4wall']);
    expect(r.editor.undo).toHaveLength(2);
    expect(undo(r.editor).map.lines).toEqual([{ side: { col: 3, row: 6, dir: 'n' }, terrain: 'window' }]);
  });

  it('Shift-drag erases and the hover preview shows the side', () => {
    let ed = drag(lineIdle(), fresh(), [1, 2].map((col) => ptr(col, 6, 0.05, 0.5))).editor;
    expect(ed.map.lines).toHaveLength(2);
    const hover = lineIdle().move(ptr(2, 6, 0.05, 0.5, { shift: true }), ed).tool;
    expect(hover.preview(ed)).toEqual({ kind: 'side', side: { col: 2, row: 6, dir: 'w' }, erase: true });
    ed = drag(hover, ed, [ptr(1, 6, 0.05, 0.5, { shift: true }), ptr(2, 6, 0.05, 0.5, { shift: true })]).editor;
    expect(ed.map.lines).toEqual([]);
  });
});

describe('tree tool (Case 8.6)', () => {
  it('places a tree at the pointer (making the square woods) and removes it by clicking it', () => {
    const ed = setBrush(fresh(), { treeRadius: 0.2 });
    const placed = drag(treeIdle(), ed, [ptr(7, 7, 0.3, 0.6)]).editor;
    const t = squareAt(placed, { col: 7, row: 7 });
    expect(t.terrain).toBe('woods');
    expect(t.trees).toEqual([{ x: 0.3, y: 0.6, r: 0.2 }]);
    const removed = drag(treeIdle(), placed, [ptr(7, 7, 0.35, 0.6)]).editor;
    expect(squareAt(removed, { col: 7, row: 7 }).trees).toBeUndefined();
    expect(squareAt(removed, { col: 7, row: 7 }).terrain).toBe('woods');
  });

  it('keeps a tree at the square edge inside the square', () => {
    const placed = drag(treeIdle(), fresh(), [ptr(7, 7, 0.98, 0.01)]).editor;
    expect(squareAt(placed, { col: 7, row: 7 }).trees).toEqual([{ x: 0.8, y: 0.2, r: 0.2 }]);
  });
});

describe('zone tool (Case 38.42)', () => {
  it('starts a new zone on an unzoned square and drags more squares into it as one step', () => {
    const r = drag(zoneIdle(), fresh(), [ptr(1, 1), ptr(2, 1), ptr(3, 1)]);
    expect(r.editor.map.zones).toEqual([{ id: 1, squares: [{ col: 1, row: 1 }, { col: 2, row: 1 }, { col: 3, row: 1 }] }]);
    expect(r.editor.selection).toEqual({ kind: 'zone', id: 1 });
    expect(r.editor.undo).toHaveLength(1);
    const back = undo(r.editor);
    expect(back.map.zones).toEqual([]);
    expect(back.selection).toEqual({ kind: 'none' });
  });

  it('moves squares between zones, removes them from a drag that starts inside, and selects with Alt', () => {
    let ed = drag(zoneIdle(), fresh(), [ptr(1, 1), ptr(2, 1), ptr(3, 1)]).editor;
    ed = select(ed, { kind: 'none' });
    ed = drag(zoneIdle(), ed, [ptr(1, 5), ptr(1, 6)]).editor; // zone 2
    ed = drag(zoneIdle(), ed, [ptr(3, 1)]).editor; // zone 2 takes 0301 from zone 1
    expect(ed.map.zones).toEqual([
      { id: 1, squares: [{ col: 1, row: 1 }, { col: 2, row: 1 }] },
      { id: 2, squares: [{ col: 1, row: 5 }, { col: 1, row: 6 }, { col: 3, row: 1 }] },
    ]);
    ed = drag(zoneIdle(), ed, [ptr(1, 5), ptr(1, 6)]).editor; // starts inside zone 2: removes
    expect(ed.map.zones[1]!.squares).toEqual([{ col: 3, row: 1 }]);
    ed = drag(zoneIdle(), ed, [ptr(2, 1, 0.5, 0.5, { alt: true })]).editor;
    expect(ed.selection).toEqual({ kind: 'zone', id: 1 });
  });

  it('Esc while starting a new zone takes the zone back and clears the selection', () => {
    const r = zoneIdle().down(ptr(9, 9), fresh());
    const c = r.tool.cancel(r.editor);
    expect(c.editor.map.zones).toEqual([]);
    expect(c.editor.selection).toEqual({ kind: 'none' });
  });
});

describe('structure tool', () => {
  it('creates a structure from a dragged rectangle and selects it', () => {
    let r = structureIdle().down(ptr(4, 4), fresh());
    r = r.tool.move(ptr(6, 5), r.editor);
    expect(r.tool.preview(r.editor)).toEqual({ kind: 'rect', from: { col: 4, row: 4 }, to: { col: 6, row: 5 }, mode: 'create' });
    r = r.tool.up(ptr(6, 5), r.editor);
    expect(r.editor.map.structures).toEqual([
      { id: 'structure-1', name: 'Structure 1', squares: [4, 5, 6].map((col) => ({ col, row: 4 })).concat([4, 5, 6].map((col) => ({ col, row: 5 }))) },
    ]);
    expect(r.editor.selection).toEqual({ kind: 'structure', id: 'structure-1' });
    expect(r.editor.undo).toHaveLength(1);
  });

  it('selects by click, adds with Shift-drag and removes with Alt-drag', () => {
    let ed = drag(structureIdle(), fresh(), [ptr(4, 4), ptr(5, 5)]).editor;
    ed = select(ed, { kind: 'none' });
    ed = drag(structureIdle(), ed, [ptr(5, 5)]).editor;
    expect(ed.selection).toEqual({ kind: 'structure', id: 'structure-1' });
    expect(ed.map.structures).toHaveLength(1);
    ed = drag(structureIdle(), ed, [ptr(6, 4, 0.5, 0.5, { shift: true }), ptr(6, 5, 0.5, 0.5, { shift: true })]).editor;
    expect(ed.map.structures[0]!.squares).toHaveLength(6);
    ed = drag(structureIdle(), ed, [ptr(4, 4, 0.5, 0.5, { alt: true }), ptr(4, 5, 0.5, 0.5, { alt: true })]).editor;
    expect(ed.map.structures[0]!.squares).toHaveLength(4);
  });

  it('Esc cancels the rectangle', () => {
    const r = structureIdle().down(ptr(4, 4), fresh());
    expect(r.tool.cancel(r.editor).editor.map.structures).toEqual([]);
  });
});

describe('entry-edge tool (Case 38.5)', () => {
  it('toggles the edge nearest the pointer', () => {
    const on = drag(entryEdgeIdle(), fresh(), [ptr(20, 63)]).editor;
    expect(on.map.entryEdges).toEqual(['south']);
    const both = drag(entryEdgeIdle(), on, [ptr(1, 30)]).editor;
    expect(both.map.entryEdges).toEqual(['south', 'west']);
    expect(drag(entryEdgeIdle(), both, [ptr(20, 64)]).editor.map.entryEdges).toEqual(['west']);
  });
});

describe('trace-mode alignment tool', () => {
  it('aligns the underlay from two clicks on the image at 0101 top-left and 4064 bottom-right', () => {
    // The image is shown at 0.5 scale, offset (100, 50); on it the grid starts at image px (40, 30) and a square is 24 image px.
    const shown = { a: 0.5, b: 0, c: 0, d: 0.5, e: 100, f: 50 };
    const ed = { ...fresh(), trace: { ...fresh().trace, transform: shown } };
    const onScreen = (ix: number, iy: number) => applyAffine(shown, { x: ix, y: iy });
    const first = traceFirst().down({ point: onScreen(40, 30) }, ed);
    expect(first.tool.name).toBe('second-corner');
    expect(first.tool.preview(first.editor)).toMatchObject({ kind: 'trace', clicked: [onScreen(40, 30)] });
    const done = first.tool.down({ point: onScreen(40 + 40 * 24, 30 + 64 * 24) }, first.editor);
    expect(done.tool.name).toBe('first-corner');
    expect(done.tool.hint).toMatch(/^Aligned 0101–4064/);
    const t = done.editor.trace.transform;
    expect(decompose(t).scaleX).toBeCloseTo(SQUARE_PX / 24, 9);
    expect(decompose(t).rotation).toBe(0);
    const corner = applyAffine(t, { x: 40 + 24 * 24, y: 30 + 46 * 24 });
    expect(corner.x).toBeCloseTo(squareOrigin({ col: 25, row: 47 }).x, 6);
    expect(corner.y).toBeCloseTo(squareOrigin({ col: 25, row: 47 }).y, 6);
    expect(done.editor.undo).toEqual([]);
  });

  it('reports a failed alignment and keeps the old transform', () => {
    const ed = fresh();
    const r = traceFirst().down({ point: { x: 10, y: 10 } }, ed).tool.down({ point: { x: 10, y: 10 } }, ed);
    expect(r.tool.hint).toMatch(/^Could not align/);
    expect(r.editor.trace.transform).toEqual(IDENTITY);
  });
});

describe('editor keyboard shortcuts', () => {
  it('switches tools by letter and picks brushes by number', () => {
    const ed = fresh();
    for (const t of EDITOR_TOOLS) expect(editorKey({ key: t.key }, paintIdle, ed).tool.tool).toBe(t.id);
    expect(editorKey({ key: '5', code: 'Digit5' }, paintIdle, ed).editor.brush.terrain).toBe('woods');
    expect(editorKey({ key: '%', code: 'Digit5', shift: true }, paintIdle, ed).editor.brush.terrain).toBe('sea');
    expect(editorKey({ key: '3', code: 'Digit3' }, lineIdle(), ed).editor.brush.line).toBe('door');
    expect(editorKey({ key: '4', code: 'Digit4' }, elevationIdle, ed).editor.brush.elevation).toBe(4);
    expect(editorKey({ key: '-' }, elevationIdle, setBrush(ed, { elevation: 0 })).editor.brush.elevation).toBe(-1);
    expect(editorKey({ key: '3', code: 'Digit3' }, zoneIdle(), ed).editor.brush.size).toBe(3);
    expect(editorKey({ key: 'b' }, paintIdle, ed).editor.brush.size).toBe(3);
    expect(editorKey({ key: ']' }, treeIdle(), ed).editor.brush.treeRadius).toBeCloseTo(0.25);
    expect(editorKey({ key: '?' }, paintIdle, ed).toggleHelp).toBe(true);
    expect(editorKey({ key: 'q' }, paintIdle, ed).handled).toBe(false);
  });

  it('undoes with Ctrl/Cmd+Z and redoes with Ctrl/Cmd+Shift+Z or Ctrl+Y', () => {
    const painted = drag(paintIdle, fresh(), [ptr(2, 2)]).editor;
    const undone = editorKey({ key: 'z', ctrl: true }, paintIdle, painted).editor;
    expect(undone.map).toEqual(fresh().map);
    expect(editorKey({ key: 'Z', meta: true, shift: true }, paintIdle, undone).editor.map).toEqual(painted.map);
    expect(editorKey({ key: 'y', ctrl: true }, paintIdle, undone).editor.map).toEqual(painted.map);
    expect(editorKey({ key: 'z', meta: true }, paintIdle, painted).editor.map).toEqual(fresh().map);
  });

  it('Esc cancels the current step; Ctrl+Z mid-stroke closes the stroke then undoes it', () => {
    const mid = paintIdle.down(ptr(3, 3), fresh());
    const esc = editorKey({ key: 'Escape' }, mid.tool, mid.editor);
    expect(esc.tool.name).toBe('idle');
    expect(esc.editor.map).toEqual(fresh().map);
    const z = editorKey({ key: 'z', ctrl: true }, mid.tool, mid.editor);
    expect(z.editor.map).toEqual(fresh().map);
    expect(z.editor.redo).toHaveLength(1);
  });
});
