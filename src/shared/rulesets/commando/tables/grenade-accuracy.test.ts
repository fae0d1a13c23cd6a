import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMANDO_TABLES, applyOverrides, listNonPrinted } from './index';
import { GRENADE_ACCURACY, GRENADE_RANGE_BANDS, SCATTER_DIAGRAM, accuracyRowId, grenadeRangeBand } from './grenade-accuracy';
import { GRENADE_DAMAGE } from './grenade-damage';
import { GRENADE_ACCURACY_MODIFIERS, GRENADE_RULE_NUMBERS } from './grenade-modifiers';

const row = (id: keyof typeof GRENADE_ACCURACY) => GRENADE_RANGE_BANDS.map((b) => GRENADE_ACCURACY[id][b.id].value);

describe('Case 11.81 Grenade Accuracy Table', () => {
  it('the three printed rows, as printed', () => {
    expect(row('wwi-fragmentation')).toEqual([90, 65, 35, 15, 'P', 'P', 'P']);
    expect(row('wwi-smoke')).toEqual([90, 65, 45, 25, 5, 'P', 'P']);
    expect(row('wwii-fragmentation')).toEqual([95, 75, 55, 35, 'P', 'P', 'P']);
    for (const id of ['wwi-fragmentation', 'wwi-smoke', 'wwii-fragmentation'] as const) {
      for (const b of GRENADE_RANGE_BANDS) expect(GRENADE_ACCURACY[id][b.id].provenance.kind).toBe('printed');
    }
  });
  it('seed-gaps.md: WWII smoke, Modern fragmentation and smoke, illumination are house, each with a rationale', () => {
    for (const id of ['wwii-smoke', 'modern-fragmentation', 'modern-smoke', 'illumination'] as const) {
      for (const b of GRENADE_RANGE_BANDS) {
        expect(GRENADE_ACCURACY[id][b.id].provenance.kind).toBe('house');
        expect(GRENADE_ACCURACY[id][b.id].provenance.rationale).toBeTruthy();
      }
    }
    expect(listNonPrinted(DEFAULT_COMMANDO_TABLES).filter((v) => v.table === 'grenadeAccuracy')).toHaveLength(28);
  });
  it('house rows sit with the printed ones: smoke never below fragmentation, a later era never below an earlier', () => {
    const num = (v: number | 'P') => (v === 'P' ? 0 : v);
    GRENADE_RANGE_BANDS.forEach((_, i) => {
      expect(num(row('wwii-smoke')[i]!)).toBeGreaterThanOrEqual(num(row('wwii-fragmentation')[i]!));
      expect(num(row('modern-fragmentation')[i]!)).toBeGreaterThanOrEqual(num(row('wwii-fragmentation')[i]!));
      expect(num(row('modern-smoke')[i]!)).toBeGreaterThanOrEqual(num(row('modern-fragmentation')[i]!));
    });
  });
  it('illumination has one row for every era; bands by range', () => {
    expect(accuracyRowId('wwi', 'illumination')).toBe('illumination');
    expect(accuracyRowId('modern', 'smoke')).toBe('modern-smoke');
    expect(grenadeRangeBand(4)?.label).toBe('2-4');
    expect(grenadeRangeBand(36)?.label).toBe('26-36');
    expect(grenadeRangeBand(37)).toBeUndefined();
  });
  it('a campaign can type in the printed value (P or a number)', () => {
    const t = applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'grenadeAccuracy', key: 'modern-fragmentation', field: 'r13to15', value: 10, rationale: 'our chart' }]);
    expect(t.grenadeAccuracy['modern-fragmentation'].r13to15.value).toBe(10);
    expect(() => applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'grenadeAccuracy', key: 'wwi-smoke', field: 'r1', value: 'X', rationale: 'r' }])).toThrow(/rejected/);
  });
});

describe('Cases 11.82, 11.84 and the Scatter Diagram', () => {
  it('Case 11.82 as printed', () => {
    expect(GRENADE_ACCURACY_MODIFIERS['window-or-slit-between'].amount.value).toBe(-15);
    expect(GRENADE_ACCURACY_MODIFIERS['no-los']).toMatchObject({ kind: 'multiply' });
  });
  it('Case 11.84 as printed', () => {
    expect(GRENADE_DAMAGE.wwi.closed.value).toBe('2D6-2');
    expect(GRENADE_DAMAGE.modern.vented.value).toBe('1D10+1');
  });
  it('the Scatter Diagram (house): 1 north, clockwise', () => {
    expect(Object.values(SCATTER_DIAGRAM).map((c) => c.value)).toEqual(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
  });
  it('Case 11.13 25%, Case 11.54 dissipates on 1', () => {
    expect(GRENADE_RULE_NUMBERS.secondGrenadeExplodes.value).toBe(25);
    expect(GRENADE_RULE_NUMBERS.smokeDissipatesOn.value).toBe(1);
  });
});
