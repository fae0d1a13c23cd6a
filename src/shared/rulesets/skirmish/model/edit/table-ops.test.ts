import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { rect } from '../../test-support/tables';
import { propertySeed } from '../../test-support/property-seed';
import { formatTableError, parseTable, tableToFile, type SkirmishTable } from '../table-model';
import { blankTable, newArea, newBuilding, newHill, newLinear, newRoad } from './new-features';
import { applyAllToHistory, applyToHistory, createTableHistory, redoTable, undoLabel, undoTable, type TableHistory } from './table-history';
import { applyTableOp, nextFeatureId, snap, type TableOp } from './table-ops';

const ok = (t: SkirmishTable, op: TableOp): SkirmishTable => {
  const r = applyTableOp(t, op);
  if (!r.ok) throw new Error(r.errors.map(formatTableError).join('; '));
  return r.table;
};
const errorsOf = (t: SkirmishTable, op: TableOp): string[] => {
  const r = applyTableOp(t, op);
  return r.ok ? [] : r.errors.map(formatTableError);
};

/** A wood, a wall and a house with a door: the table the e2e draws. */
function village(): SkirmishTable {
  let t = blankTable('t', 'Village');
  t = ok(t, newArea(t, rect(5, 5, 10, 8), 'close'));
  t = ok(t, newLinear(t, [{ x: 30, y: 5 }, { x: 30, y: 30 }], 'wall'));
  t = ok(t, newBuilding(t, rect(40, 10, 6, 4)));
  return ok(t, { kind: 'add-opening', building: 'house-1', opening: { kind: 'door', edge: 0, at: 2, width: 1 } });
}

describe('table editor operations', () => {
  it('snaps to the half inch, with no -0', () => {
    expect(snap({ x: 10.26, y: 3.74 })).toEqual({ x: 10.5, y: 3.5 });
    expect(snap({ x: -0.1, y: 0.24 })).toEqual({ x: 0, y: 0 });
    expect(Object.is(snap({ x: -0.1, y: 0 }).x, 0)).toBe(true);
  });

  it('gives new features fresh ids, unique across every list', () => {
    const t = village();
    expect(t.areas.map((a) => a.id)).toEqual(['wood-1']);
    expect(t.linear[0]).toMatchObject({ id: 'wall-1', kind: 'wall', material: 'brick', thickness: 1 });
    expect(nextFeatureId(t, 'wall')).toBe('wall-2');
    expect(parseTable(JSON.parse(JSON.stringify(tableToFile(t))))).toEqual({ ok: true, table: t });
  });

  it('adds, moves, inserts and deletes corners', () => {
    let t = village();
    t = ok(t, { kind: 'insert-vertex', shape: { list: 'areas', id: 'wood-1' }, index: 2, at: { x: 16, y: 9 } });
    expect(t.areas[0]!.polygon).toHaveLength(5);
    expect(t.areas[0]!.polygon[2]).toEqual({ x: 16, y: 9 });
    t = ok(t, { kind: 'move-vertex', shape: { list: 'areas', id: 'wood-1' }, index: 2, to: { x: 18, y: 9 } });
    expect(t.areas[0]!.polygon[2]).toEqual({ x: 18, y: 9 });
    t = ok(t, { kind: 'delete-vertex', shape: { list: 'areas', id: 'wood-1' }, index: 2 });
    expect(t.areas[0]!.polygon).toEqual(village().areas[0]!.polygon);
    t = ok(t, { kind: 'insert-vertex', shape: { list: 'linear', id: 'wall-1' }, index: 2, at: { x: 40, y: 30 } });
    expect(t.linear[0]!.points).toHaveLength(3);
  });

  it('refuses a corner that makes the outline cross itself, naming the feature', () => {
    const t = village();
    // rect(5,5,10,8) corners: (5,5) (15,5) (15,13) (5,13); dragging corner 1 below the bottom edge crosses it.
    expect(errorsOf(t, { kind: 'move-vertex', shape: { list: 'areas', id: 'wood-1' }, index: 1, to: { x: 10, y: 20 } })).toEqual(['areas[0] "wood-1", polygon: not a simple polygon: edges 0 and 2 cross']);
  });

  it('refuses a corner off the table, naming the feature and corner', () => {
    expect(errorsOf(village(), { kind: 'move-vertex', shape: { list: 'linear', id: 'wall-1' }, index: 1, to: { x: 30, y: 60 } })).toEqual(['linear[0] "wall-1", points[1]: (30, 60) is off the 72"×48" table']);
  });

  it('refuses to leave a polygon with fewer than 3 corners or a line with fewer than 2', () => {
    const t = village();
    expect(errorsOf(t, { kind: 'delete-vertex', shape: { list: 'linear', id: 'wall-1' }, index: 0 })).toEqual(['linear[0] "wall-1", points: a line keeps at least 2 corners: delete the feature instead']);
    const tri = ok(t, newArea(t, [{ x: 50, y: 30 }, { x: 60, y: 30 }, { x: 55, y: 40 }], 'light'));
    expect(errorsOf(tri, { kind: 'delete-vertex', shape: { list: 'areas', id: 'scrub-1' }, index: 0 })[0]).toMatch(/areas\[1\] "scrub-1", points: a polygon keeps at least 3 corners/);
  });

  it('sets class, material, thickness and height; refuses a value the file format refuses, naming the feature and field', () => {
    let t = village();
    t = ok(t, { kind: 'set-props', ref: { list: 'areas', id: 'wood-1' }, props: { cover: 'dense', movement: 'close', height: 12, name: 'Jungle' } });
    expect(t.areas[0]).toMatchObject({ cover: 'dense', height: 12, name: 'Jungle' });
    t = ok(t, { kind: 'set-props', ref: { list: 'linear', id: 'wall-1' }, props: { material: 'concrete', thickness: 2, height: 3 } });
    expect(t.linear[0]).toMatchObject({ material: 'concrete', thickness: 2, height: 3 });
    t = ok(t, { kind: 'set-wall', building: 'house-1', material: 'log', thickness: 2 });
    expect(t.buildings[0]!.wall).toEqual({ material: 'log', thickness: 2 });
    expect(errorsOf(t, { kind: 'set-props', ref: { list: 'linear', id: 'wall-1' }, props: { thickness: -1 } })).toEqual(['linear[0] "wall-1", thickness: thickness must be 0 or more']);
    expect(errorsOf(t, { kind: 'set-props', ref: { list: 'roads', id: 'x' }, props: { width: 1 } })).toEqual(['table, roads: no roads feature "x"']);
    expect(errorsOf(t, { kind: 'set-props', ref: { list: 'areas', id: 'wood-1' }, props: { material: 'brick' } })).toEqual(['areas[0] "wood-1", material: a areas feature has no material']);
  });

  it('keeps doors and windows on their wall when corners are inserted before them, and refuses one running off a shortened wall', () => {
    let t = village();
    // house-1 corners (40,10) (46,10) (46,14) (40,14); the door is on wall 0. A window on wall 2:
    t = ok(t, { kind: 'add-opening', building: 'house-1', opening: { kind: 'window', edge: 2, at: 1, width: 2 } });
    t = ok(t, { kind: 'insert-vertex', shape: { list: 'buildings', id: 'house-1' }, index: 2, at: { x: 47, y: 12 } });
    expect(t.buildings[0]!.openings.map((o) => [o.kind, o.edge])).toEqual([
      ['door', 0],
      ['window', 3],
    ]);
    expect(errorsOf(t, { kind: 'insert-vertex', shape: { list: 'buildings', id: 'house-1' }, index: 1, at: { x: 42, y: 9 } })).toEqual(['buildings[0] "house-1", openings[0]: the door runs to 3" along a wall 2.24" long']);
    expect(errorsOf(t, { kind: 'delete-vertex', shape: { list: 'buildings', id: 'house-1' }, index: 1 })).toEqual(['buildings[0] "house-1", openings: the door on wall 0 stands on corner 1: delete it first']);
    expect(errorsOf(t, { kind: 'add-opening', building: 'house-1', opening: { kind: 'door', edge: 9, at: 0, width: 1 } })[0]).toMatch(/^buildings\[0\] "house-1", openings\[2\]: wall 9 does not exist/);
  });

  it('adds contours that must nest and rise, and roads with a width', () => {
    let t = blankTable('h', 'Hill');
    t = ok(t, newHill(t, rect(10, 10, 20, 20), 5));
    t = ok(t, { kind: 'add-contour', hill: 'hill-1', polygon: rect(15, 15, 10, 10), height: 10 });
    expect(t.hills[0]!.contours.map((c) => c.height)).toEqual([5, 10]);
    expect(errorsOf(t, { kind: 'add-contour', hill: 'hill-1', polygon: rect(16, 16, 2, 2), height: 8 })).toEqual(['hills[0] "hill-1", contours[2].height: 8 m is not above the contour outside it (10 m)']);
    expect(errorsOf(t, { kind: 'move-vertex', shape: { list: 'hills', id: 'hill-1', contour: 1 }, index: 0, to: { x: 5, y: 5 } })).toContain('hills[0] "hill-1", contours[1].polygon: contour 1 is not inside contour 0');
    t = ok(t, { kind: 'set-props', ref: { list: 'hills', id: 'hill-1' }, props: { contour: 1, height: 12 } });
    expect(t.hills[0]!.contours[1]!.height).toBe(12);
    t = ok(t, newRoad(t, [{ x: 0, y: 40 }, { x: 72, y: 40 }], 'track'));
    expect(t.roads[0]).toMatchObject({ id: 'track-1', width: 1 });
    expect(errorsOf(t, { kind: 'set-props', ref: { list: 'roads', id: 'track-1' }, props: { width: 30 } })).toEqual(['roads[0] "track-1", width: width must be 24" or less']);
  });

  it('moves and deletes whole features', () => {
    let t = village();
    t = ok(t, { kind: 'move-feature', ref: { list: 'buildings', id: 'house-1' }, dx: 1, dy: 2 });
    expect(t.buildings[0]!.polygon[0]).toEqual({ x: 41, y: 12 });
    t = ok(t, { kind: 'delete-feature', ref: { list: 'linear', id: 'wall-1' } });
    expect(t.linear).toEqual([]);
    expect(errorsOf(t, { kind: 'move-feature', ref: { list: 'areas', id: 'wood-1' }, dx: -10, dy: 0 })[0]).toMatch(/^areas\[0\] "wood-1", polygon\[0\]: \(-5, 5\) is off the table|^areas\[0\] "wood-1", polygon\[0\]: \(-5, 5\) is off the 72"×48" table$/);
  });
});

describe('the table editor history', () => {
  it('undo and redo step back and forth; a refused op records its errors and keeps the redo stack', () => {
    let h = createTableHistory(blankTable('t', 'T'));
    h = applyToHistory(h, newArea(h.table, rect(1, 1, 4, 4), 'light'));
    const afterArea = h.table;
    h = applyToHistory(h, newLinear(h.table, [{ x: 1, y: 10 }, { x: 9, y: 10 }], 'hedge'));
    expect(undoLabel(h)).toBe('add hedge "hedge-1"');
    h = undoTable(h);
    expect(h.table).toBe(afterArea);
    const refused = applyToHistory(h, { kind: 'move-vertex', shape: { list: 'areas', id: 'scrub-1' }, index: 0, to: { x: 99, y: 0 } });
    expect(refused.table).toBe(h.table);
    expect(refused.redo).toBe(h.redo);
    expect(refused.errors.map(formatTableError)).toContain('areas[0] "scrub-1", polygon[0]: (99, 0) is off the 72"×48" table');
    h = redoTable(h);
    expect(h.table.linear.map((l) => l.id)).toEqual(['hedge-1']);
  });

  it('a building and its door drawn as one step undo together, or not at all', () => {
    const h0 = createTableHistory(blankTable('t', 'T'));
    const ops: TableOp[] = [newBuilding(h0.table, rect(10, 10, 4, 4)), { kind: 'add-opening', building: 'house-1', opening: { kind: 'door', edge: 0, at: 1, width: 1 } }];
    const h1 = applyAllToHistory(h0, ops, 'draw a house');
    expect(h1.table.buildings[0]!.openings).toHaveLength(1);
    expect(undoTable(h1).table).toBe(h0.table);
    const bad = applyAllToHistory(h0, [ops[0]!, { kind: 'add-opening', building: 'house-1', opening: { kind: 'door', edge: 0, at: 3.5, width: 1 } }], 'draw a house');
    expect(bad.table).toBe(h0.table);
    expect(bad.errors.map(formatTableError)).toEqual(['buildings[0] "house-1", openings[0]: the door runs to 4.5" along a wall 4.00" long']);
  });

  /** Any sequence of editor operations (valid or refused) on the village table. */
  const opFor = (t: SkirmishTable, pick: number, a: number, b: number, x: number, y: number): TableOp => {
    const p = snap({ x, y });
    const features = [...t.areas.map((f) => ({ list: 'areas' as const, id: f.id, n: f.polygon.length })), ...t.linear.map((f) => ({ list: 'linear' as const, id: f.id, n: f.points.length })), ...t.buildings.map((f) => ({ list: 'buildings' as const, id: f.id, n: f.polygon.length }))];
    const f = features[a % Math.max(1, features.length)];
    switch (pick) {
      case 0:
        return newArea(t, rect(p.x, p.y, 2 + (b % 6), 2 + (a % 5)), (['open', 'light', 'close', 'dense', 'water'] as const)[b % 5]!);
      case 1:
        return newLinear(t, [p, snap({ x: x + 5, y: y + (b % 7) })], (['wall', 'fence', 'hedge', 'bank', 'sandbags'] as const)[b % 5]!);
      case 2:
        return newBuilding(t, rect(p.x, p.y, 3 + (b % 4), 3));
      case 3:
        return f ? { kind: 'move-vertex', shape: f, index: b % f.n, to: p } : { kind: 'set-table', name: `T${b}` };
      case 4:
        return f ? { kind: 'insert-vertex', shape: f, index: b % (f.n + 1), at: p } : { kind: 'set-table', width: 60 + (b % 20) };
      case 5:
        return f ? { kind: 'delete-vertex', shape: f, index: b % f.n } : { kind: 'set-table', height: 40 + (b % 20) };
      case 6:
        return f ? { kind: 'delete-feature', ref: f } : { kind: 'set-table', name: '' };
      case 7:
        return f && f.list === 'linear' ? { kind: 'set-props', ref: f, props: { thickness: (b % 8) - 1, height: b % 4 } } : f ? { kind: 'set-props', ref: f, props: { cover: (['open', 'close'] as const)[b % 2]! } } : { kind: 'set-table', name: 'x' };
      case 8:
        return f ? { kind: 'move-feature', ref: f, dx: (b % 9) - 4, dy: (a % 9) - 4 } : { kind: 'set-table', name: 'y' };
      default:
        return { kind: 'add-opening', building: t.buildings[a % Math.max(1, t.buildings.length)]?.id ?? 'none', opening: { kind: b % 2 ? 'door' : 'window', edge: b % 4, at: (a % 5) * 0.5, width: 1 } };
    }
  };
  const steps = fc.array(fc.tuple(fc.nat(9), fc.nat(50), fc.nat(50), fc.double({ min: -2, max: 75, noNaN: true }), fc.double({ min: -2, max: 50, noNaN: true })), { maxLength: 25 });

  it('property: undo after any sequence of operations restores the table exactly; redo gives the last table again; every table on the way loads', () => {
    fc.assert(
      fc.property(steps, (seq) => {
        const start = village();
        const startFile = JSON.stringify(tableToFile(start));
        let h: TableHistory = createTableHistory(start);
        for (const [pick, a, b, x, y] of seq) {
          h = applyToHistory(h, opFor(h.table, pick, a, b, x, y));
          expect(parseTable(JSON.parse(JSON.stringify(tableToFile(h.table)))).ok).toBe(true);
        }
        const end = h.table;
        const endFile = JSON.stringify(tableToFile(end));
        const applied = h.undo.length;
        for (let i = 0; i < applied; i++) h = undoTable(h);
        expect(h.table).toEqual(start);
        expect(JSON.stringify(tableToFile(h.table))).toBe(startFile);
        for (let i = 0; i < applied; i++) h = redoTable(h);
        expect(JSON.stringify(tableToFile(h.table))).toBe(endFile);
        expect(h.table).toEqual(end);
      }),
      { seed: propertySeed(), numRuns: 150 },
    );
  });
});
