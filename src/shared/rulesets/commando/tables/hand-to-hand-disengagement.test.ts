import { describe, expect, it } from 'vitest';
import { DISENGAGEMENT_TABLE, DISENGAGEMENT_TABLE_DATA, disengagementRowId } from './hand-to-hand-disengagement';
import { DEFAULT_COMMANDO_TABLES, listNonPrinted } from './index';

describe('Case 12.91 Disengagement Table (printed whole)', () => {
  it.each([
    [1, 1, undefined, 5],
    [1, 2, undefined, 3],
    [2, 1, 3, 5],
    [2, 2, 2, 4],
  ] as const)('%i withdrawing vs %i: both through %s, one through %i', (w, s, both, one) => {
    const row = DISENGAGEMENT_TABLE_DATA[disengagementRowId(w, s)];
    expect(row.bothThrough?.value).toBe(both);
    expect(row.oneThrough.value).toBe(one);
    expect(row.oneThrough.provenance.kind).toBe('printed');
  });
  it('is registered and has no non-printed value', () => {
    expect(DEFAULT_COMMANDO_TABLES.handToHandDisengagement).toBe(DISENGAGEMENT_TABLE_DATA);
    expect(listNonPrinted(DEFAULT_COMMANDO_TABLES).filter((v) => v.table === 'handToHandDisengagement')).toEqual([]);
    expect(DISENGAGEMENT_TABLE.title).toMatch(/Case 12\.91/);
  });
  it('override schema takes a 2D6 span top', () => {
    expect(DISENGAGEMENT_TABLE.valueSchema('oneThrough')!.safeParse(7).success).toBe(true);
    expect(DISENGAGEMENT_TABLE.valueSchema('oneThrough')!.safeParse(13).success).toBe(false);
    expect(DISENGAGEMENT_TABLE.valueSchema('withdrawing')).toBeUndefined();
  });
});
