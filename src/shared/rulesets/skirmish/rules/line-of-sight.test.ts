import { describe, expect, it } from 'vitest';
import { emptyLayout, rect } from '../test-support/tables';
import { lineOfSight } from './line-of-sight';
import { buildTableIndex } from './table-index';
import type { TableFigure, TableLayout } from './table-types';

const fig = (id: string, x: number, y: number, posture: TableFigure['posture'] = 'standing'): TableFigure => ({ id, at: { x, y }, posture });
const los = (layout: TableLayout, a: TableFigure, b: TableFigure, smoke = [] as Parameters<typeof lineOfSight>[3]) => lineOfSight(buildTableIndex(layout), a, b, smoke);

const brickWall: TableLayout = {
  ...emptyLayout(),
  linear: [{ id: 'wall-1', kind: 'wall', points: [{ x: 30, y: 10 }, { x: 30, y: 30 }], material: 'brick', thickness: 2, height: 1 }],
};

describe('line of sight on the table', () => {
  it('open ground: clear, in the open, distance in inches and metres', () => {
    const r = los(emptyLayout(), fig('a', 10, 20), fig('b', 30, 20));
    expect(r).toMatchObject({ visibility: 'clear', inches: 20, line: 'open', inRange: true, blockers: [], crossed: [] });
    expect(r.metres.value).toBe(100);
    expect(r.breakdown.final).toBe(0);
  });

  it('a man standing behind a low brick wall is seen, and the wall protects him: brick -3 per brick (seed line 65)', () => {
    const r = los(brickWall, fig('a', 10, 20), fig('b', 31, 20));
    expect(r.visibility).toBe('partial');
    expect(r.crossed).toEqual([expect.objectContaining({ id: 'wall-1', kind: 'wall', protects: true, blocksEye: false })]);
    expect(r.crossed[0]!.penetration.value).toBe(-6);
    expect(r.coverBehind).toEqual({ line: 'dense', ids: ['wall-1'] });
    expect(r.line).toBe('dense');
    expect(r.inRange).toBe(false);
    expect(r.breakdown.final).toBe(-6);
    expect(r.breakdown.steps.some((s) => s.label.includes('wall "wall-1" (brick, 2)') && s.caseRef.startsWith('seed 003 line 65'))).toBe(true);
  });

  it('a prone man behind the wall is hidden; the wall is named as the blocker', () => {
    const r = los(brickWall, fig('a', 10, 20), fig('b', 31, 20, 'prone'));
    expect(r.visibility).toBe('blocked');
    expect(r.blockers).toEqual([expect.objectContaining({ kind: 'wall', ids: ['wall-1'] })]);
    expect(r.breakdown.steps.some((s) => s.label.startsWith('blocked by wall "wall-1"'))).toBe(true);
  });

  it('a wall far from the target is crossed but does not protect him', () => {
    const r = los(brickWall, fig('a', 29, 20), fig('b', 50, 20));
    expect(r.crossed[0]).toMatchObject({ id: 'wall-1', protects: false });
    expect(r.line).toBe('open');
  });

  it('a hill between blocks; from its crest one sees over, from the middle of its flat top the crest hides the foot', () => {
    const layout: TableLayout = { ...emptyLayout(), hills: [{ id: 'hill-1', contours: [{ polygon: rect(20, 10, 20, 20), height: 5 }, { polygon: rect(25, 15, 10, 10), height: 10 }] }] };
    const r = los(layout, fig('a', 10, 20), fig('b', 50, 20));
    expect(r.visibility).toBe('blocked');
    expect(r.blockers[0]).toMatchObject({ kind: 'hill', ids: ['hill-1'] });
    expect(los(layout, fig('a', 34.9, 20), fig('b', 50, 20)).visibility).toBe('clear');
    expect(los(layout, fig('a', 30, 20), fig('b', 50, 20)).blockers[0]).toMatchObject({ kind: 'hill', what: expect.stringContaining('contour 1 (10 m)') });
  });

  it('a building blocks unless the line runs through a window at window height', () => {
    const layout: TableLayout = {
      ...emptyLayout(),
      buildings: [{ id: 'house-1', polygon: rect(30, 10, 6, 6), height: 5, wall: { material: 'brick', thickness: 1 }, openings: [{ kind: 'window', edge: 3, at: 1, width: 2 }, { kind: 'window', edge: 1, at: 1, width: 2 }], cover: 'close' }],
    };
    // Edge 3 runs from (30,16) up to (30,10): 1–3" along it is y 15..13; edge 1 from (36,10) down to (36,16): y 11..13.
    expect(los(layout, fig('a', 10, 15.5), fig('b', 50, 15.5)).visibility).toBe('blocked');
    expect(los(layout, fig('a', 10, 13), fig('b', 50, 13)).visibility).toBe('partial'); // eyes through both windows, feet behind the walls
    expect(los(layout, fig('a', 10, 13, 'prone'), fig('b', 50, 13, 'prone')).blockers[0]).toMatchObject({ kind: 'building', ids: ['house-1'] });
    const inside = los(layout, fig('a', 10, 13), fig('b', 33, 13));
    expect(inside.coverIn).toEqual({ line: 'close', ids: ['house-1'] });
    expect(inside.crossed[0]).toMatchObject({ kind: 'window', penetration: { value: 0 } });
  });

  it('vegetation: seen into a wood up to its class range, blocked through more than that (house)', () => {
    const layout: TableLayout = { ...emptyLayout(), areas: [{ id: 'wood-1', polygon: rect(20, 0, 20, 48), cover: 'dense', movement: 'close' }] };
    const shallow = los(layout, fig('a', 15, 20), fig('b', 23, 20));
    expect(shallow).toMatchObject({ visibility: 'clear', coverIn: { line: 'dense', ids: ['wood-1'] }, coverBehind: { line: 'dense' }, line: 'dense', inches: 8, inRange: false });
    const through = los(layout, fig('a', 10, 20), fig('b', 50, 20));
    expect(through.visibility).toBe('blocked');
    expect(through.blockers[0]).toMatchObject({ kind: 'vegetation', ids: ['wood-1'] });
  });

  it('cover behind: the worst along the last 2" before the target', () => {
    const layout: TableLayout = { ...emptyLayout(), areas: [{ id: 'scrub', polygon: rect(28, 10, 1.5, 20), cover: 'light', movement: 'light' }, { id: 'far-wood', polygon: rect(12, 10, 2, 20), cover: 'close', movement: 'close' }] };
    const r = los(layout, fig('a', 5, 20), fig('b', 30, 20));
    expect(r.coverIn.line).toBe('open');
    expect(r.coverBehind).toEqual({ line: 'light', ids: ['scrub'] });
    expect(r.line).toBe('light');
  });

  it('smoke moves the line down (seed line 36)', () => {
    const r = los(emptyLayout(), fig('a', 10, 20), fig('b', 30, 20), [{ id: 'smoke-1', centre: { x: 20, y: 20 }, radius: 1, developed: 'full' }]);
    expect(r.smoke).toEqual({ shift: 2, ids: ['smoke-1'] });
    expect(r.line).toBe('close');
    expect(r.inRange).toBe(false);
  });
});
