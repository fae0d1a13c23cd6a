import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blankMap, FIELD_TERRAIN, LINE_TERRAIN, type Direction, type GameMap, type MapEdge } from '@shared/map/map-model';
import { parseMap, serializeMap } from '@shared/map/map-schema';
import { beginStroke, canRedo, canUndo, createEditor, edit, endStroke, abortStroke, redo, undo, UNDO_LIMIT, type EditorState } from './editor-state';
import { addTreeOp, applyOp, elevationOp, invertOp, metaOp, paintTerrainOp, removeTreeOp, setLineOp, toggleEdgeOp, brushSquares, type EditOp } from './operations';
import { createStructureOp, deleteStructureOp, renameStructureOp, structureSquaresOp } from './structure-ops';
import { createZoneOp, deleteZoneOp, renumberZoneOp, zoneSquaresOp } from './zone-ops';

const W = 8;
const H = 10;
const base = (): GameMap => blankMap('test', 'Test map', W, H, { kind: 'custom', note: 'property test' });

const square = fc.record({ col: fc.integer({ min: 1, max: W }), row: fc.integer({ min: 1, max: H }) });
const squares = fc.array(square, { minLength: 1, maxLength: 6 });

/** An edit intent: reads the current map and builds the operation (or nothing), as the tools do. */
type Intent = (m: GameMap) => EditOp | undefined;

const intent: fc.Arbitrary<Intent> = fc.oneof(
  fc.tuple(squares, fc.constantFrom(...FIELD_TERRAIN)).map(([s, t]): Intent => (m) => paintTerrainOp(m, s, t)),
  fc.tuple(squares, fc.integer({ min: -3, max: 9 })).map(([s, l]): Intent => (m) => elevationOp(m, s, l)),
  fc
    .tuple(fc.integer({ min: 1, max: W }), fc.integer({ min: 1, max: H }), fc.constantFrom<Direction>('n', 'e', 's', 'w'), fc.option(fc.constantFrom(...LINE_TERRAIN), { nil: undefined }))
    .map(([col, row, dir, t]): Intent => (m) => setLineOp(m, { col, row, dir }, t)),
  fc
    .tuple(square, fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0.05, max: 0.5, noNaN: true }))
    .map(([s, x, y, r]): Intent => (m) => addTreeOp(m, s, { x, y, r })),
  fc.tuple(square, fc.nat(3)).map(([s, i]): Intent => (m) => removeTreeOp(m, s, i)),
  fc.tuple(fc.integer({ min: 0, max: 6 }), fc.array(square, { maxLength: 4 })).map(([id, s]): Intent => (m) => createZoneOp(m, id, s)),
  fc.integer({ min: 0, max: 6 }).map((id): Intent => (m) => deleteZoneOp(m, id)),
  fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })).map(([a, b]): Intent => (m) => renumberZoneOp(m, a, b)),
  fc.tuple(fc.integer({ min: 0, max: 6 }), squares, fc.boolean()).map(([id, s, add]): Intent => (m) => zoneSquaresOp(m, id, s, add)),
  fc.tuple(squares, fc.string({ minLength: 1, maxLength: 8 })).map(([s, n]): Intent => (m) => createStructureOp(m, s, n)),
  fc.tuple(fc.nat(4), fc.string({ maxLength: 8 })).map(([i, n]): Intent => (m) => (m.structures[i] ? renameStructureOp(m, m.structures[i].id, n) : undefined)),
  fc.nat(4).map((i): Intent => (m) => (m.structures[i] ? deleteStructureOp(m, m.structures[i].id) : undefined)),
  fc.tuple(fc.nat(4), squares, fc.boolean()).map(([i, s, add]): Intent => (m) => (m.structures[i] ? structureSquaresOp(m, m.structures[i].id, s, add) : undefined)),
  fc.constantFrom<MapEdge>('north', 'east', 'south', 'west').map((e): Intent => (m) => toggleEdgeOp(m, e)),
  fc.tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.string({ maxLength: 10 })).map(([name, note]): Intent => (m) => metaOp(m, { name, note })),
);

/** A session: intents, some grouped into strokes (one undo step each). */
const session = fc.array(fc.tuple(fc.boolean(), fc.array(intent, { minLength: 1, maxLength: 4 })), { minLength: 1, maxLength: 25 });

function play(start: EditorState, steps: readonly (readonly [boolean, readonly Intent[]])[]): EditorState {
  let ed = start;
  for (const [stroke, intents] of steps) {
    if (stroke) ed = beginStroke(ed, 'stroke');
    for (const f of intents) ed = edit(ed, f(ed.map));
    if (stroke) ed = endStroke(ed);
  }
  return ed;
}

const undoAll = (ed: EditorState) => {
  let s = ed;
  while (canUndo(s)) s = undo(s);
  return s;
};
const redoAll = (ed: EditorState) => {
  let s = ed;
  while (canRedo(s)) s = redo(s);
  return s;
};

describe('editor operations: undo and redo round trips (property)', () => {
  it('any sequence of edits then undo-all gives the original map; redo-all gives the edited map', () => {
    fc.assert(
      fc.property(session, (steps) => {
        const start = createEditor(base());
        const edited = play(start, steps);
        const back = undoAll(edited);
        expect(back.map).toEqual(start.map);
        const again = redoAll(back);
        expect(again.map).toEqual(edited.map);
      }),
      { numRuns: 200 },
    );
  });

  it('every operation is undone exactly by its inverse', () => {
    fc.assert(
      fc.property(fc.array(intent, { minLength: 1, maxLength: 20 }), (intents) => {
        let m = base();
        for (const f of intents) {
          const op = f(m);
          if (!op) continue;
          const next = applyOp(m, op);
          expect(applyOp(next, invertOp(op))).toEqual(m);
          m = next;
        }
      }),
      { numRuns: 200 },
    );
  });

  it('an edited map survives the map file round trip (serializeMap → parseMap)', () => {
    fc.assert(
      fc.property(session, (steps) => {
        const edited = play(createEditor(base()), steps).map;
        const parsed = parseMap(JSON.parse(JSON.stringify(serializeMap(edited))));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.map).toEqual(edited);
      }),
      { numRuns: 150 },
    );
  });
});

describe('editor history', () => {
  it('coalesces a stroke into one undo step and skips a stroke that changed nothing', () => {
    let ed = beginStroke(createEditor(base()), 'paint woods');
    for (let col = 1; col <= 5; col++) ed = edit(ed, paintTerrainOp(ed.map, [{ col, row: 2 }], 'woods'));
    ed = endStroke(ed);
    expect(ed.undo).toHaveLength(1);
    expect(ed.undo[0]!.label).toBe('paint woods');
    expect(ed.map.squares.filter((s) => s.terrain === 'woods')).toHaveLength(5);
    const empty = endStroke(edit(beginStroke(ed, 'again'), paintTerrainOp(ed.map, [{ col: 1, row: 2 }], 'woods')));
    expect(empty.undo).toHaveLength(1);
    expect(undo(ed).map).toEqual(base());
  });

  it('aborts a stroke (Esc) without recording it', () => {
    const start = createEditor(base());
    const painting = edit(beginStroke(start, 'p'), paintTerrainOp(start.map, brushSquares(start.map, { col: 4, row: 4 }, 3), 'rubble'));
    expect(painting.map.squares.filter((s) => s.terrain === 'rubble')).toHaveLength(9);
    const aborted = abortStroke(painting);
    expect(aborted.map).toEqual(start.map);
    expect(aborted.undo).toHaveLength(0);
    expect(aborted.stroke).toBeUndefined();
  });

  it('a new edit clears the redo stack; typing in one field is one step', () => {
    let ed = createEditor(base());
    for (const name of ['B', 'Br', 'Bru']) ed = edit(ed, metaOp(ed.map, { name }), { coalesce: 'name' });
    expect(ed.undo).toHaveLength(1);
    expect(undo(ed).map.name).toBe('Test map');
    const undone = undo(edit(ed, toggleEdgeOp(ed.map, 'north')));
    expect(canRedo(undone)).toBe(true);
    expect(canRedo(edit(undone, toggleEdgeOp(undone.map, 'south')))).toBe(false);
  });

  it('keeps at most UNDO_LIMIT steps', () => {
    let ed = createEditor(base());
    for (let i = 0; i < UNDO_LIMIT + 5; i++) ed = edit(ed, toggleEdgeOp(ed.map, 'west'));
    expect(ed.undo).toHaveLength(UNDO_LIMIT);
  });

  it('drops a selection that an undo removes', () => {
    let ed = createEditor(base());
    ed = { ...edit(ed, createZoneOp(ed.map, 1, [{ col: 1, row: 1 }])), selection: { kind: 'zone', id: 1 } };
    expect(undo(ed).selection).toEqual({ kind: 'none' });
  });
});

