import { describe, expect, it } from 'vitest';
import { FIRE_COMBAT_TABLE_DATA, RANGE_BANDS, rangeBand, type FireCombatEntry, type FireCombatRow } from './fire-combat-table';

const rows = FIRE_COMBAT_TABLE_DATA as Readonly<Record<string, FireCombatRow>>;
const cells = (key: string): FireCombatEntry[] => RANGE_BANDS.map((b) => rows[key]![b.id].value);
/** "P" reads as no chance at all for comparisons. */
const num = (e: FireCombatEntry): number => (e === 'P' ? Number.NEGATIVE_INFINITY : e);

describe('Case 10.81 Fire Combat Table', () => {
  it('Case 10.81: the printed Pistol row 90 75 60 60 35 P P P', () => {
    expect(cells('pistol')).toEqual([90, 75, 60, 60, 35, 'P', 'P', 'P']);
    expect(RANGE_BANDS.every((b) => rows.pistol![b.id].provenance.kind === 'printed')).toBe(true);
  });
  it('seed-gaps.md: every other row is house, with a one-line rationale', () => {
    for (const [key, row] of Object.entries(rows)) {
      if (key === 'pistol') continue;
      for (const b of RANGE_BANDS) {
        expect(row[b.id].provenance.kind, `${key} ${b.id}`).toBe('house');
        expect(row[b.id].provenance.rationale ?? '').not.toBe('');
      }
    }
  });
  it('Case 8.11 / 10.81: range bands 0-1, 2-3, 4-8, 9-20, 21-30, 31-40, 41-50, 51+', () => {
    expect([0, 1, 2, 3, 4, 8, 9, 20, 21, 30, 31, 40, 41, 50, 51, 400].map((r) => rangeBand(r).id)).toEqual([
      '0-1', '0-1', '2-3', '2-3', '4-8', '4-8', '9-20', '9-20', '21-30', '21-30', '31-40', '31-40', '41-50', '41-50', '51+', '51+',
    ]);
    expect(() => rangeBand(-1)).toThrow(/Case 8\.11/);
  });
  it('Case 36.37 example: range 32 (4 × 8) uses the "31-40" column', () => {
    expect(rangeBand(4 * 8).id).toBe('31-40');
  });
  it('Case 10.22: braced is never worse than hand-held, column by column', () => {
    for (const [key, row] of Object.entries(rows)) {
      if (row.mode !== 'hand-held') continue;
      const braced = rows[key.replace(/-hand-held$/, '-braced')]!;
      for (const b of RANGE_BANDS) expect(num(braced[b.id].value), `${key} ${b.id}`).toBeGreaterThanOrEqual(num(row[b.id].value));
    }
  });
  it('seed-gaps.md: the braced rifle sits between the printed pistol and the machinegun in every column', () => {
    for (const b of RANGE_BANDS) {
      const p = num(rows.pistol![b.id].value);
      const mg = num(rows['machinegun-braced']![b.id].value);
      const r = num(rows['rifle-braced']![b.id].value);
      expect(r, b.id).toBeGreaterThanOrEqual(Math.min(p, mg));
      expect(r, b.id).toBeLessThanOrEqual(Math.max(p, mg));
    }
  });
  it('Case 10.81: chances never rise with range, and once "P" always "P"', () => {
    for (const [key] of Object.entries(rows)) {
      const c = cells(key).map(num);
      for (let i = 1; i < c.length; i++) expect(c[i], `${key} column ${i}`).toBeLessThanOrEqual(c[i - 1]!);
    }
  });
  it('Case 10.83 note: no table entry exceeds 90', () => {
    for (const [key] of Object.entries(rows)) for (const e of cells(key)) expect(num(e)).toBeLessThanOrEqual(90);
  });
  it('Cases 10.23–10.24: some house entries are zero or negative — fire there only with a positive modifier', () => {
    expect(cells('submachinegun-hand-held')[5]).toBe(0);
    expect(cells('carbine-hand-held')[7]).toBe(-5);
  });
});
