/** Section 33.0 Searchlights: the pure geometry and checks (rules/searchlights.ts), Case by Case. */
import { describe, expect, it } from 'vitest';
import { blankMap } from '../../../map/map-model';
import { COMPASS, beamRange, bearing, inArc, litSquares, mountError, turnError, turnPoints } from './searchlights';
import { LosMapBuilder } from './test-support/los-maps';
import { SEARCHLIGHT_NUMBERS } from '../tables/searchlights';

const S = { col: 20, row: 20 };
const map = blankMap('m', 'blank', 40, 40, { kind: 'custom', note: 'test' });
const key = (q: { col: number; row: number }) => `${q.col},${q.row}`;

describe('Case 33.11: eight cardinal facings', () => {
  it('Case 33.11: a searchlight faces one of the eight directions of the compass rose, clockwise from N', () => {
    expect(COMPASS).toEqual(['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW']);
  });
});

describe('Case 33.14: up to two cardinal points a Phase', () => {
  it('Case 33.14: N to NE, NW, E or W is allowed; N to SE, S or SW is not', () => {
    expect(['NE', 'NW', 'E', 'W'].map((f) => turnPoints('N', f as 'NE'))).toEqual([1, 1, 2, 2]);
    for (const f of ['NE', 'NW', 'E', 'W'] as const) expect(turnError('N', f)).toBeUndefined();
    for (const f of ['SE', 'S', 'SW'] as const) expect(turnError('N', f)).toMatchObject({ code: 'searchlight/turn-too-far', caseRef: 'Case 33.14' });
    expect(turnPoints('NW', 'NE')).toBe(2);
  });
});

describe('Case 33.21: a 45° arc, as the main gun fields of fire (Case 23.36, shifted 22.5° right)', () => {
  it('Case 33.21: the N arc runs from due north (included) to due north-east (excluded)', () => {
    expect(bearing(S, { col: 20, row: 10 })).toBe(0);
    expect(inArc(S, 'N', { col: 20, row: 10 })).toBe(true);
    // (3, −5): atan(3/5) = 30.96°, inside [0°, 45°).
    expect(inArc(S, 'N', { col: 23, row: 15 })).toBe(true);
    // The diagonal, exactly 45°, belongs to NE.
    expect(inArc(S, 'N', { col: 25, row: 15 })).toBe(false);
    expect(inArc(S, 'NE', { col: 25, row: 15 })).toBe(true);
    // West of due north is the NW arc.
    expect(inArc(S, 'N', { col: 19, row: 10 })).toBe(false);
    expect(inArc(S, 'NW', { col: 19, row: 10 })).toBe(true);
  });

  it('Case 33.21: the eight arcs share out every square around the searchlight, each to exactly one', () => {
    for (let row = 5; row <= 35; row++) {
      for (let col = 5; col <= 35; col++) {
        if (col === S.col && row === S.row) continue;
        expect(COMPASS.filter((f) => inArc(S, f, { col, row })).length, `${col},${row}`).toBe(1);
      }
    }
  });
});

describe('Case 33.22: 25 squares, never within three', () => {
  it('Case 33.22: facing N on open ground it lights rows 4 to 25 squares north, not 1–3 and not 26', () => {
    const lit = new Set(litSquares(map, { square: S, facing: 'N' }, { beamRange: 25 }).map(key));
    // Rows 19, 18, 17 are 1–3 squares away; row 16 is 4 away.
    expect([19, 18, 17].map((r) => lit.has(key({ col: 20, row: r })))).toEqual([false, false, false]);
    expect(lit.has(key({ col: 20, row: 16 }))).toBe(true);
    // Map row 1 is 19 squares away: lit. Nothing south.
    expect(lit.has(key({ col: 20, row: 1 }))).toBe(true);
    expect(lit.has(key({ col: 20, row: 24 }))).toBe(false);
    expect(SEARCHLIGHT_NUMBERS.range).toMatchObject({ value: 25, provenance: { kind: 'printed' } });
  });

  it('Case 33.22: facing S it stops at 25 squares (row 45 is off the 40-row map; row 40 is 20 away)', () => {
    const tall = blankMap('t', 'tall', 40, 60, { kind: 'custom', note: 'test' });
    const lit = new Set(litSquares(tall, { square: S, facing: 'S' }, { beamRange: 25 }).map(key));
    expect(lit.has(key({ col: 20, row: 45 }))).toBe(true);
    expect(lit.has(key({ col: 20, row: 46 }))).toBe(false);
  });
});

describe('Case 33.23: only where the searchlight has a Line of Sight, traced from the roof', () => {
  const beam = { square: { col: 20, row: 10 }, facing: 'S' as const };
  const litWith = (hill: number, roof: number) =>
    new Set(
      litSquares(new LosMapBuilder(40, 40).field(20, 10, 'tower').level(20, 14, hill).build(), beam, { beamRange: 25 }, { ...SEARCHLIGHT_NUMBERS, roofLevel: { ...SEARCHLIGHT_NUMBERS.roofLevel, value: roof } }).map(key),
    );
  const column = (lit: Set<string>) => [14, 15, 16, 18, 20, 25, 30, 35].map((r) => (lit.has(key({ col: 20, row: r })) ? 1 : 0));

  it('Case 33.23: from the roof (one level up) the beam clears a level-1 hill 4 squares out and lights from 8 squares on; its near shadow (15, 16) stays dark', () => {
    expect(SEARCHLIGHT_NUMBERS.roofLevel).toMatchObject({ value: 1, provenance: { kind: 'printed' } });
    expect(column(litWith(1, 1))).toEqual([1, 0, 0, 1, 1, 1, 1, 1]);
  });

  it('Case 33.23: traced from the ground instead (roof level 0), the same hill darkens everything behind it — the roof is what lights 2018 on', () => {
    expect(column(litWith(1, 0))).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('Case 33.23: a level-2 hill shadows everything behind it even from the roof; a square off its line (1820) stays lit', () => {
    const lit = litWith(2, 1);
    expect(column(lit)).toEqual([1, 0, 0, 0, 0, 0, 0, 0]);
    expect(lit.has(key({ col: 18, row: 20 }))).toBe(true);
  });
});

describe('Case 33.25: bad weather shortens the beam to the Day observation range', () => {
  it('Case 33.25: fog 5, blizzard 10, clear and light rain 25', () => {
    expect(beamRange('fog')).toEqual({ range: 5, caseRef: 'Case 33.25' });
    expect(beamRange('blizzard')).toEqual({ range: 10, caseRef: 'Case 33.25' });
    expect(beamRange('heavy-snow')).toEqual({ range: 20, caseRef: 'Case 33.25' });
    expect(beamRange('clear')).toEqual({ range: 25, caseRef: 'Case 33.22' });
    expect(beamRange('light-rain')).toEqual({ range: 25, caseRef: 'Case 33.22' });
  });
});

describe('Section 33.0 General Rule: mounted on a building', () => {
  it('Section 33.0: a tower, building, bunker or hangar square takes a searchlight; open ground does not', () => {
    const m = new LosMapBuilder(10, 10).field(3, 3, 'tower').field(4, 4, 'building').build();
    expect(mountError(m, { col: 3, row: 3 })).toBeUndefined();
    expect(mountError(m, { col: 4, row: 4 })).toBeUndefined();
    expect(mountError(m, { col: 5, row: 5 })).toMatchObject({ code: 'searchlight/not-on-building', caseRef: 'Case 33.0' });
    expect(mountError(m, { col: 11, row: 5 })).toMatchObject({ code: 'searchlight/off-map' });
  });
});
