import { describe, expect, it } from 'vitest';
import { lineOfSight } from '@shared/rulesets/skirmish/rules/line-of-sight';
import { buildTableIndex } from '@shared/rulesets/skirmish/rules/table-index';
import { blankTable } from '@shared/rulesets/skirmish/model/edit/new-features';
import type { SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { describeSight, faultyIds, featureAt, insertionIndex, readTape } from './table-view';

const table = (): SkirmishTable => ({
  ...blankTable('t', 'T'),
  areas: [{ id: 'wood-1', polygon: [{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 15, y: 13 }, { x: 5, y: 13 }], cover: 'close', movement: 'close' }],
  linear: [{ id: 'wall-1', kind: 'wall', points: [{ x: 30, y: 5 }, { x: 30, y: 30 }], material: 'brick', thickness: 2, height: 2 }],
  buildings: [{ id: 'house-1', polygon: [{ x: 40, y: 10 }, { x: 46, y: 10 }, { x: 46, y: 14 }, { x: 40, y: 14 }], height: 4, wall: { material: 'brick', thickness: 1 }, openings: [], cover: 'close' }],
});

describe('the table screen arithmetic', () => {
  it('a click finds a wall within reach before the area or building under it', () => {
    const t = table();
    expect(featureAt(t, { x: 30.4, y: 10 }, 0.6)).toEqual({ list: 'linear', id: 'wall-1' });
    expect(featureAt(t, { x: 10, y: 10 }, 0.6)).toEqual({ list: 'areas', id: 'wood-1' });
    expect(featureAt(t, { x: 43, y: 12 }, 0.6)).toEqual({ list: 'buildings', id: 'house-1' });
    expect(featureAt(t, { x: 60, y: 40 }, 0.6)).toBeUndefined();
  });

  it('a double-click near an edge inserts after that edge’s first corner; far from every edge, nowhere', () => {
    const sq = table().areas[0]!.polygon;
    expect(insertionIndex(sq, true, { x: 15.2, y: 9 }, 0.75)).toBe(2);
    expect(insertionIndex(sq, true, { x: 5, y: 9 }, 0.75)).toBe(4); // the closing edge, from corner 3 back to 0
    expect(insertionIndex(sq, true, { x: 10, y: 9 }, 0.75)).toBeUndefined();
  });

  it('the tape reads a printed mark exactly and marks the metres between marks house', () => {
    const on = readTape({ x: 0, y: 0 }, { x: 20, y: 0 });
    expect([on.inches, on.metres, on.house]).toEqual([20, 100, false]);
    expect(on.marks.map((m) => m.label)).toEqual(['2"=10 m', '4"=20 m', '8"=40 m', '10"=60 m', '20"=100 m']);
    const between = readTape({ x: 0, y: 0 }, { x: 0, y: 15 });
    expect(between.house).toBe(true);
    expect(between.metres).toBe(80);
    expect(between.text).toMatch(/^15\.00" = 80 m \(house/);
  });

  it('names the feature of each fault', () => {
    const m = faultyIds([
      { where: 'buildings[0] "house-1"', field: 'openings[0]', message: 'too long' },
      { where: 'table', field: 'hills', message: 'x' },
    ]);
    expect([...m.entries()]).toEqual([
      ['house-1', ['openings[0]: too long']],
      ['table', ['hills: x']],
    ]);
  });

  it('the LOS reading across the wall names it and its penetration', () => {
    const t = table();
    const r = lineOfSight(buildTableIndex(t), { id: 'A', at: { x: 20, y: 20 }, posture: 'standing' }, { id: 'B', at: { x: 31, y: 20 }, posture: 'prone' });
    const d = describeSight(r);
    expect(d.lines).toContain('Crosses wall "wall-1" (brick, 2): penetration -6 (printed) · 1.00" before the target · protects him');
    expect(d.headline).toMatch(/^Blocked/);
  });
});
