import { describe, expect, it } from 'vitest';
import { KILL_PERCENTAGE_ROWS, killRowFor } from './kill-percentage';

describe('Case 10.83 Kill Percentage Table', () => {
  it('Case 10.83: the printed rows 01-05 none … 66-71 → 11', () => {
    expect(KILL_PERCENTAGE_ROWS['01-05']!.kill.value).toBe('none');
    const printedRows = Object.entries(KILL_PERCENTAGE_ROWS).filter(([, r]) => r.kill.provenance.kind === 'printed');
    expect(printedRows.map(([k, r]) => `${k}:${r.kill.value}`)).toEqual([
      '01-05:none', '06-11:1', '12-17:2', '18-23:3', '24-29:4', '30-35:5', '36-41:6', '42-47:7', '48-53:8', '54-59:9', '60-65:10', '66-71:11',
    ]);
  });
  it('seed-gaps.md: the misprinted "42-27" row is 42–47 → 07', () => {
    expect(KILL_PERCENTAGE_ROWS['42-47']!.kill).toMatchObject({ value: 7, provenance: { source: expect.stringMatching(/42-27/) } });
  });
  it('seed-gaps.md: house rows continue the step of 6 — 72-77 → 12, 78-83 → 13, 84-89 → 14', () => {
    for (const [k, v] of [['72-77', 12], ['78-83', 13], ['84-89', 14]] as const) {
      expect(KILL_PERCENTAGE_ROWS[k]!.kill).toMatchObject({ value: v, provenance: { kind: 'house' } });
      expect(KILL_PERCENTAGE_ROWS[k]!.parenthesised).toBe(false);
    }
  });
  it('Case 10.83 note: the parenthesised rows from 90 exceed 14%', () => {
    expect(KILL_PERCENTAGE_ROWS['90-95']).toMatchObject({ parenthesised: true, kill: { value: 15, provenance: { kind: 'house' } } });
    expect(KILL_PERCENTAGE_ROWS['96-101']!.kill.value).toBe(16);
  });
  it('Case 10.83: every row is floor(hit ÷ 6), rows are contiguous from 1', () => {
    const rows = Object.values(KILL_PERCENTAGE_ROWS).sort((a, b) => a.low - b.low);
    let next = 1;
    for (const r of rows) {
      expect(r.low).toBe(next);
      next = r.high + 1;
      if (r.kill.value !== 'none') for (let h = r.low; h <= r.high; h++) expect(Math.floor(h / 6)).toBe(r.kill.value);
    }
  });
  it('Case 10.24: a number at or below zero reads as 01; above the last row, the last row', () => {
    expect(killRowFor(-7).key).toBe('01-05');
    expect(killRowFor(60).key).toBe('60-65');
    expect(killRowFor(200)).toMatchObject({ key: '114-119', beyondTable: true });
  });
});
