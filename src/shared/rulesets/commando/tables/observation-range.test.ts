import { describe, expect, it } from 'vitest';
import { LIGHT, OBSERVATION_RANGE, WEATHER } from './observation-range';
import type { ObservationRange } from './observation-range';

const asNumber = (r: ObservationRange): number => (r === 'unlimited' ? Number.POSITIVE_INFINITY : r);

describe('Case 8.13 Observation Range Table: the printed rows', () => {
  const rows: [(typeof WEATHER)[number], ObservationRange, number, number][] = [
    ['clear', 'unlimited', 25, 12],
    ['light-rain', 50, 20, 10],
    ['heavy-rain', 25, 12, 6],
    ['mist', 50, 25, 10],
    ['fog', 5, 4, 2],
    ['light-snow', 40, 18, 8],
  ];
  it.each(rows)('%s: day %s, dawn/dusk %i, night %i', (w, day, dawn, night) => {
    const r = OBSERVATION_RANGE[w];
    expect([r.day.value, r['dawn-dusk'].value, r.night.value]).toEqual([day, dawn, night]);
    for (const l of LIGHT) expect(r[l].provenance).toMatchObject({ kind: 'printed' });
  });
  it('Heavy Snow / Day is printed as 20', () => {
    expect(OBSERVATION_RANGE['heavy-snow'].day).toMatchObject({ value: 20, provenance: { kind: 'printed' } });
  });
  it('"U" is read as unlimited (Clear / Day)', () => {
    expect(OBSERVATION_RANGE.clear.day.value).toBe('unlimited');
  });
});

describe('Case 8.13 cells missing from the seed', () => {
  it('Heavy Snow Dawn/Dusk and Night are house values with rationale', () => {
    for (const l of ['dawn-dusk', 'night'] as const) {
      const c = OBSERVATION_RANGE['heavy-snow'][l];
      expect(c.provenance.kind).toBe('house');
      expect(c.provenance.rationale?.trim()).toBeTruthy();
    }
  });
  it('Case 33.25 gives Blizzard / Day: "during a blizzard, its range is 10 squares"', () => {
    expect(OBSERVATION_RANGE.blizzard.day).toMatchObject({ value: 10, provenance: { kind: 'printed' } });
    expect(OBSERVATION_RANGE.blizzard.day.provenance.source).toMatch(/33\.25/);
  });
  it('Case 33.25 cross-check: fog day range 5 matches the printed table', () => {
    expect(OBSERVATION_RANGE.fog.day.value).toBe(5);
  });
  it('Blizzard Dawn/Dusk and Night are house values with rationale', () => {
    for (const l of ['dawn-dusk', 'night'] as const) {
      expect(OBSERVATION_RANGE.blizzard[l].provenance.kind).toBe('house');
      expect(OBSERVATION_RANGE.blizzard[l].provenance.rationale?.trim()).toBeTruthy();
    }
  });
});

describe('Case 8.13: house values are consistent with their printed neighbours', () => {
  it('every weather has a range for every light', () => {
    for (const w of WEATHER) for (const l of LIGHT) expect(OBSERVATION_RANGE[w][l]).toBeDefined();
  });
  it('within a row, day ≥ dawn/dusk ≥ night', () => {
    for (const w of WEATHER) {
      const r = OBSERVATION_RANGE[w];
      expect(asNumber(r.day.value)).toBeGreaterThanOrEqual(asNumber(r['dawn-dusk'].value));
      expect(asNumber(r['dawn-dusk'].value)).toBeGreaterThanOrEqual(asNumber(r.night.value));
    }
  });
  it('snow worsens down the rows: Light Snow ≥ Heavy Snow ≥ Blizzard ≥ Fog, in every light', () => {
    const order = ['light-snow', 'heavy-snow', 'blizzard', 'fog'] as const;
    for (const l of LIGHT) {
      for (let i = 1; i < order.length; i++) {
        expect(asNumber(OBSERVATION_RANGE[order[i - 1]!][l].value)).toBeGreaterThanOrEqual(asNumber(OBSERVATION_RANGE[order[i]!][l].value));
      }
    }
  });
  it('Heavy Snow sees no farther than Heavy Rain in any light', () => {
    for (const l of LIGHT) {
      expect(asNumber(OBSERVATION_RANGE['heavy-snow'][l].value)).toBeLessThanOrEqual(asNumber(OBSERVATION_RANGE['heavy-rain'][l].value));
    }
  });
});
