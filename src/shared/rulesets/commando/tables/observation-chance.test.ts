import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OBSERVATION_CHANCE_INDEX,
  OBSERVATION_CHANCE_LIMITS,
  OBSERVATION_CHANCE_MODIFIERS,
  OBSERVATION_CODE_LETTERS,
  clampObservationChance,
} from './observation-chance';
import type { ObservationModifierId } from './observation-chance';

describe('Case 8.73 Observation Chance Index (printed as 8.63): letters A–M', () => {
  const printedRows: [string, number][] = [
    ['A', 95],
    ['B', 90],
    ['C', 85],
    ['D', 80],
    ['E', 75],
    ['F', 70],
    ['G', 65],
    ['H', 60],
    ['J', 55],
    ['K', 50],
    ['L', 45],
    ['M', 40],
  ];
  it.each(printedRows)('%s is %i%%, printed', (letter, chance) => {
    const c = OBSERVATION_CHANCE_INDEX[letter as keyof typeof OBSERVATION_CHANCE_INDEX];
    expect(c).toMatchObject({ value: chance, provenance: { kind: 'printed' } });
    expect(c.provenance.source).toMatch(/8\.73/);
    expect(c.provenance.source).toMatch(/8\.63/);
  });
  it('the printed index skips I', () => {
    expect(OBSERVATION_CODE_LETTERS).not.toContain('I');
  });
});

describe('Case 8.73: the index past M (house)', () => {
  const past = OBSERVATION_CODE_LETTERS.slice(OBSERVATION_CODE_LETTERS.indexOf('N'));
  it('N onward are house, with rationale', () => {
    for (const l of past) {
      expect(OBSERVATION_CHANCE_INDEX[l].provenance.kind).toBe('house');
      expect(OBSERVATION_CHANCE_INDEX[l].provenance.rationale?.trim()).toBeTruthy();
    }
  });
  it('the whole index falls by 5 a letter and ends at the 5% floor', () => {
    const values = OBSERVATION_CODE_LETTERS.map((l) => OBSERVATION_CHANCE_INDEX[l].value);
    for (let i = 1; i < values.length; i++) expect(values[i - 1]! - values[i]!).toBe(5);
    expect(values.at(-1)).toBe(OBSERVATION_CHANCE_LIMITS.minimum.value);
  });
  it('N is 35%; O is skipped like I', () => {
    expect(OBSERVATION_CHANCE_INDEX.N.value).toBe(35);
    expect(OBSERVATION_CODE_LETTERS).not.toContain('O');
  });
  it('every code letter used by a scenario (A–F, L) is printed', () => {
    for (const l of ['A', 'B', 'C', 'D', 'E', 'F', 'L'] as const) expect(OBSERVATION_CHANCE_INDEX[l].provenance.kind).toBe('printed');
  });
});

describe('Case 8.74 Observation Chance Modification Table (printed as 8.64)', () => {
  const rows: [ObservationModifierId, number][] = [
    ['target-prone', -15],
    ['target-in-woods-or-rubble', -10],
    ['target-in-rough-crater-forest-dune', -20],
    ['target-inside-building', -20],
    ['target-inside-hangar-or-barracks', -5],
    ['observer-moving', -25],
    ['target-moving', 20],
    ['target-30-or-more-squares', -25],
    ['target-50-or-more-squares', -40],
    ['observer-near-searchlight', 30],
    ['observer-lit-looking-out', -30],
  ];
  it.each(rows)('%s is %i%%, printed', (id, value) => {
    const m = OBSERVATION_CHANCE_MODIFIERS[id].modifier;
    expect(m).toMatchObject({ value, provenance: { kind: 'printed' } });
    expect(m.provenance.source).toMatch(/8\.74/);
    expect(m.provenance.source).toMatch(/8\.64/);
  });
  it('has exactly the eleven printed rows', () => {
    expect(Object.keys(OBSERVATION_CHANCE_MODIFIERS).sort()).toEqual(rows.map(([id]) => id).sort());
  });
  it('the two range rows do not stack (one exclusive group)', () => {
    expect(OBSERVATION_CHANCE_MODIFIERS['target-30-or-more-squares'].exclusiveGroup).toBe('range');
    expect(OBSERVATION_CHANCE_MODIFIERS['target-50-or-more-squares'].exclusiveGroup).toBe('range');
  });
});

describe('Case 8.74 note: the chance is clamped to 5–95%', () => {
  it('limits are printed 5 and 95', () => {
    expect(OBSERVATION_CHANCE_LIMITS.minimum).toMatchObject({ value: 5, provenance: { kind: 'printed' } });
    expect(OBSERVATION_CHANCE_LIMITS.maximum).toMatchObject({ value: 95, provenance: { kind: 'printed' } });
  });
  it('clamp keeps any chance within 5–95 and leaves in-range chances alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), (n) => {
        const c = clampObservationChance(n);
        expect(c).toBeGreaterThanOrEqual(5);
        expect(c).toBeLessThanOrEqual(95);
        if (n >= 5 && n <= 95) expect(c).toBe(n);
      }),
    );
  });
  it('A (95) with target moving (+20) is still 95; M (40) prone at 50+ squares (−55) is 5', () => {
    expect(clampObservationChance(95 + 20)).toBe(95);
    expect(clampObservationChance(40 - 15 - 40)).toBe(5);
  });
});

describe('Case 8.73 note: Defending Mode', () => {
  it('subtracts 20% to a minimum of 5%, printed', () => {
    expect(OBSERVATION_CHANCE_LIMITS.defendingMode).toMatchObject({ value: -20, provenance: { kind: 'printed' } });
    expect(OBSERVATION_CHANCE_LIMITS.defendingModeMinimum).toMatchObject({ value: 5, provenance: { kind: 'printed' } });
  });
});
