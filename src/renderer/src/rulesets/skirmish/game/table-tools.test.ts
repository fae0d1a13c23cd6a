import { describe, expect, it } from 'vitest';
import { blankTable } from '@shared/rulesets/skirmish/model/edit/new-features';
import type { SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { clickTool, figureAt, hoverTool, readSight, sightEnd } from './table-tools';

const table = (): SkirmishTable => ({
  ...blankTable('t', 'T'),
  linear: [{ id: 'wall-1', kind: 'wall', points: [{ x: 30, y: 5 }, { x: 30, y: 30 }], material: 'brick', thickness: 2, height: 2 }],
});
const figures = [
  { id: 'us-1a', name: 'Sgt Kowalski', at: { x: 20, y: 20 }, posture: 'standing' as const },
  { id: 'nva-1a', name: 'Pte Lam', at: { x: 31, y: 20 }, posture: 'prone' as const },
];

describe("the game table's tape and LOS tool", () => {
  it('two clicks fix the ends; the line follows the pointer between them; a third click starts afresh', () => {
    const one = clickTool(undefined, { x: 1, y: 2 });
    expect(one).toEqual({ a: { x: 1, y: 2 }, b: { x: 1, y: 2 }, fixed: false });
    const moved = hoverTool(one, { x: 5, y: 5 })!;
    expect(moved.b).toEqual({ x: 5, y: 5 });
    const two = clickTool(moved, { x: 6, y: 6 });
    expect(two).toEqual({ a: { x: 1, y: 2 }, b: { x: 6, y: 6 }, fixed: true });
    expect(hoverTool(two, { x: 9, y: 9 })).toBe(two);
    expect(clickTool(two, { x: 3, y: 3 })).toEqual({ a: { x: 3, y: 3 }, b: { x: 3, y: 3 }, fixed: false });
  });

  it('an end within 1" of a figure snaps to him and his posture; elsewhere it is a standing man at the point', () => {
    expect(figureAt(figures, { x: 20.6, y: 20.6 })?.id).toBe('us-1a');
    expect(figureAt(figures, { x: 21.2, y: 20 })).toBeUndefined();
    expect(sightEnd(figures, { x: 30.8, y: 20.3 }, 'B')).toMatchObject({ id: 'nva-1a', at: { x: 31, y: 20 }, posture: 'prone' });
    expect(sightEnd(figures, { x: 10, y: 10 }, 'A')).toMatchObject({ id: 'A', at: { x: 10, y: 10 }, posture: 'standing' });
  });

  it('the sight line from a figure to a prone man behind the brick wall is blocked by it, with the wall and its penetration named', () => {
    const r = readSight(table(), figures, { a: { x: 20.2, y: 20 }, b: { x: 31, y: 19.8 }, fixed: true });
    expect([r.from.id, r.to.id]).toEqual(['us-1a', 'nva-1a']);
    expect(r.result.visibility).toBe('blocked');
    expect(r.result.crossed.map((c) => [c.id, c.material, c.protects])).toEqual([['wall-1', 'brick', true]]);
    // The same men with the prone man moved clear of the wall: nothing blocks.
    const clear = readSight(table(), [figures[0]!, { ...figures[1]!, at: { x: 25, y: 20 } }], { a: { x: 20, y: 20 }, b: { x: 25, y: 20 }, fixed: true });
    expect(clear.result.visibility).toBe('clear');
    expect(clear.result.blockers).toEqual([]);
  });
});
