import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySeed } from '../test-support/property-seed';
import { SCALE_MARKS, SET_ASIDE_MARKS, inchesToMetres, metresToInches } from './ground-scale';

describe('ground scale (seed line 15)', () => {
  it('holds the printed marks of both rows, exact and marked printed', () => {
    const marks = SCALE_MARKS.map((m) => [m.value.inches, m.value.metres]);
    expect(marks).toEqual([[2, 10], [4, 20], [8, 40], [10, 60], [20, 100], [25, 150], [30, 200], [40, 300], [60, 600], [72, 1500], [80, 2000], [90, 2500], [96, 3000], [108, 4000], [114, 5000], [120, 6000]]);
    for (const m of SCALE_MARKS) {
      expect(m.provenance.source).toMatch(/^seed 003 line 15, ground scale/);
      const there = inchesToMetres(m.value.inches);
      expect(there.value).toBe(m.value.metres);
      expect(there.provenance.kind).toBe('printed');
      const back = metresToInches(m.value.metres);
      expect(back.value).toBe(m.value.inches);
      expect(back.provenance.kind).toBe('printed');
    }
  });

  it("sets aside 5' = 1.0km, which puts 60\" at 1,000 m against the first row's 600 m", () => {
    expect(SET_ASIDE_MARKS.map((s) => s.mark.value)).toEqual([{ inches: 60, metres: 1000 }]);
    expect(inchesToMetres(60).value).toBe(600);
  });

  it('interpolates between marks as a house reading with a rationale', () => {
    const r = inchesToMetres(15);
    expect(r.value).toBe(80);
    expect(r.provenance.kind).toBe('house');
    expect(r.provenance.rationale).toMatch(/straight lines between neighbouring marks/);
    expect(inchesToMetres(1).value).toBe(5);
    expect(inchesToMetres(126).value).toBe(7000);
    expect(inchesToMetres(126).provenance.kind).toBe('house');
    expect(inchesToMetres(0)).toMatchObject({ value: 0, provenance: { kind: 'printed' } });
  });

  it('refuses a negative distance', () => {
    expect(() => inchesToMetres(-1)).toThrow(/0" or more/);
  });

  it('property: every value off a printed mark is house; the scale rises and inverts', () => {
    const markInches = new Set(SCALE_MARKS.map((m) => m.value.inches));
    fc.assert(
      fc.property(fc.double({ min: 0, max: 200, noNaN: true }), fc.double({ min: 0, max: 200, noNaN: true }), (x, y) => {
        const mx = inchesToMetres(x);
        if (x !== 0 && !markInches.has(x)) expect(mx.provenance.kind).toBe('house');
        if (x < y - 1e-6) expect(mx.value).toBeLessThan(inchesToMetres(y).value);
        expect(metresToInches(mx.value).value).toBeCloseTo(x, 9);
      }),
      { seed: propertySeed(), numRuns: 500 },
    );
  });
});
