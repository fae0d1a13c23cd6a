/** Sections 26.0 and 27.0, pure: Tables 26.7 and 27.3, Case 27.21's arming, the back-blast (Cases 27.22–27.24). */
import { describe, expect, it } from 'vitest';
import { LosMapBuilder } from './test-support/los-maps';
import { backblast, backblastPattern, lawChance, lawUnarmed, rocketChance, smallBuilding } from './antitank';

const at = (col: number, row: number) => ({ col, row });

describe('Case 26.7 Rocket Launcher Accuracy Table', () => {
  it.each([
    [1, 80],
    [2, 95],
    [4, 95],
    [5, 90],
    [8, 90],
    [9, 75],
    [15, 75],
    [16, 45],
    [25, 45],
    [26, 20],
    [35, 20],
    [36, 2],
    [60, 2],
  ])('Case 26.7: range %i is %i percent (printed, no modifiers)', (dist, pct) => {
    const b = rocketChance(at(1, 1), at(1, 1 + dist))!;
    expect(b.final).toBe(pct);
    expect(b.steps[0]).toMatchObject({ caseRef: 'Case 26.7', provenance: { kind: 'printed' } });
  });

  it('Case 26.7: no line for his own square', () => {
    expect(rocketChance(at(3, 3), at(3, 3))).toBeUndefined();
  });
});

describe('Case 27.3 LAW Accuracy Table and Case 27.21 arming', () => {
  it('Case 27.21: within 3 squares (inclusive) the LAW never arms', () => {
    expect(lawUnarmed(3)).toBe(true);
    expect(lawUnarmed(4)).toBe(false);
    expect(lawChance(at(1, 1), at(1, 4))).toBeUndefined();
  });

  it.each([
    [11, 75],
    [15, 75],
    [16, 60],
    [30, 60],
    [31, 45],
    [45, 45],
    [46, 25],
    [67, 25],
    [68, 5],
  ])('Case 27.3: range %i is %i percent (printed)', (dist, pct) => {
    const b = lawChance(at(1, 1), at(1, 1 + dist))!;
    expect(b.final).toBe(pct);
    expect(b.steps[0]!.provenance?.kind).toBe('printed');
  });

  it('Case 27.3 with ruling AT7: ranges 4–10 have no printed row; the first row carried down is house', () => {
    const b = lawChance(at(1, 1), at(1, 8))!;
    expect(b.final).toBe(75);
    expect(b.steps[0]!.provenance?.kind).toBe('house');
  });
});

describe('Case 27.22: the back-blast pattern (Diagram 14, ruling AT9)', () => {
  it('Case 27.22: firing north, the blast goes south: three squares deep, the last flanked east and west', () => {
    expect(backblastPattern(at(10, 10), 's')).toEqual([at(10, 11), at(10, 12), at(10, 13), at(9, 13), at(11, 13)]);
  });

  it('Case 27.22: the direction he most nearly fires in (as for panic) decides the opposite one', () => {
    const map = new LosMapBuilder(20, 20).build();
    const b = backblast(map, at(10, 10), at(15, 5))!;
    expect(b).toMatchObject({ firing: 'ne', toward: 'sw' });
    expect(b.squares.map((q) => q.square)).toContainEqual(at(9, 11));
    expect(backblast(map, at(10, 10), at(10, 10))).toBeUndefined();
  });

  it('Case 27.23: backblast will not travel through walls; through a window its Wound Points are halved', () => {
    const walled = new LosMapBuilder(20, 20).line(10, 11, 'n', 'wall').build();
    const b = backblast(walled, at(10, 10), at(10, 2))!;
    expect(b.squares.map((q) => q.square)).not.toContainEqual(at(10, 11));
    expect(b.walled).toContainEqual(at(10, 11));
    const windowed = new LosMapBuilder(20, 20).line(10, 11, 'n', 'window').build();
    const w = backblast(windowed, at(10, 10), at(10, 2))!;
    expect(w.squares.find((q) => q.square.row === 11 && q.square.col === 10)).toMatchObject({ halved: true });
  });
});

describe('Case 27.24: a building of six squares or fewer', () => {
  it('Case 27.24: fired from inside a building of six squares, everyone inside; a building of seven does not count', () => {
    const small = new LosMapBuilder(20, 20);
    for (const c of [5, 6, 7]) for (const r of [5, 6]) small.field(c, r, 'building');
    expect(smallBuilding(small.build(), at(5, 5))).toHaveLength(6);
    small.field(8, 5, 'building');
    expect(smallBuilding(small.build(), at(5, 5))).toBeUndefined();
    expect(smallBuilding(small.build(), at(1, 1))).toBeUndefined();
  });
});
