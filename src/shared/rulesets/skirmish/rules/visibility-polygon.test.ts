import { describe, expect, it } from 'vitest';
import { emptyLayout, randomLayout, rect } from '../test-support/tables';
import { pointInPolygon } from './geometry';
import { lineOfSight } from './line-of-sight';
import { bruteForceIndex, buildTableIndex } from './table-index';
import type { TableFigure, TableLayout } from './table-types';
import { visibilityPolygon } from './visibility-polygon';

const man = (x: number, y: number): TableFigure => ({ id: 'm', at: { x, y }, posture: 'standing' });

describe('visibility polygon', () => {
  it('on an empty table is the table', () => {
    const poly = visibilityPolygon(buildTableIndex(emptyLayout()), man(36, 24));
    for (const c of [{ x: 0.01, y: 0.01 }, { x: 71.99, y: 47.99 }, { x: 1, y: 47 }]) expect(pointInPolygon(c, poly)).toBe(true);
  });

  it('a tall building casts a shadow; the near side stays seen', () => {
    const layout: TableLayout = { ...emptyLayout(), buildings: [{ id: 'b', polygon: rect(30, 20, 4, 8), height: 6, wall: { material: 'brick', thickness: 1 }, openings: [], cover: 'close' }] };
    const poly = visibilityPolygon(buildTableIndex(layout), man(10, 24));
    expect(pointInPolygon({ x: 50, y: 24 }, poly)).toBe(false);
    expect(pointInPolygon({ x: 20, y: 24 }, poly)).toBe(true);
    expect(pointInPolygon({ x: 50, y: 5 }, poly)).toBe(true);
  });

  it('agrees with the line of sight for points beyond tall walls, and with the brute-force index', () => {
    const layout = randomLayout(7, 120);
    const fast = buildTableIndex(layout);
    const m = man(36, 24);
    const poly = visibilityPolygon(fast, m);
    expect(visibilityPolygon(bruteForceIndex(layout), m)).toEqual(poly);
    // A point outside the polygon is behind a full-height blocker: its line of sight is blocked.
    let checked = 0;
    for (let x = 1; x < 72; x += 3.7)
      for (let y = 1; y < 48; y += 3.3) {
        if (pointInPolygon({ x, y }, poly)) continue;
        checked++;
        expect(lineOfSight(fast, m, { id: 't', at: { x, y }, posture: 'standing' }).visibility).not.toBe('clear');
      }
    expect(checked).toBeGreaterThan(0);
  });
});
