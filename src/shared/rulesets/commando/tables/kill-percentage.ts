/**
 * Kill Percentage Table (Case 10.83): the kill chance for a modified hit
 * percentage. The seed prints 01–05 (none) to 66–71 (11), step 6, with the
 * row "42-27" a misprint for 42–47 (../reference/seed-gaps.md).
 *
 * House rows continue the printed step of 6: 72–77 → 12, 78–83 → 13,
 * 84–89 → 14, and the parenthesised rows from 90 up, which the note
 * explains: "Hit Percentage may never exceed 90%, but Kill Percentage may
 * exceed 14%" — the kill chance is read from the modified number before the
 * 90% ceiling, so an aimed close shot (modified 100) kills on 16 or less
 * though it hits on 90 or less (docs/rulings/fire-combat.md F-K1).
 * Every printed row is floor(hit ÷ 6); so is every house row.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const CHART = 'Case 10.83 Kill Percentage Table';

export type KillValue = number | 'none';

export interface KillRow {
  /** Lowest modified hit percentage of the row. */
  readonly low: number;
  /** Highest modified hit percentage of the row. */
  readonly high: number;
  /** A parenthesised row: reached only by a modified number above the 90% ceiling (or at it). */
  readonly parenthesised: boolean;
  readonly kill: Sourced<KillValue>;
}

const PRINTED_THROUGH = 71;
const LAST_HIGH = 119;

const pad = (n: number): string => String(n).padStart(2, '0');

function buildRows(): Readonly<Record<string, KillRow>> {
  const out: Record<string, KillRow> = {};
  out['01-05'] = { low: 1, high: 5, parenthesised: false, kill: printed('none', `${CHART}, 01-05`) };
  for (let low = 6; low <= LAST_HIGH; low += 6) {
    const high = low + 5;
    const key = `${pad(low)}-${pad(high)}`;
    const kill = low / 6;
    const parenthesised = low >= 90;
    const source = `${CHART}, ${parenthesised ? `(${key})` : key}`;
    let cell: Sourced<KillValue>;
    if (high <= PRINTED_THROUGH) {
      cell = printed(kill, low === 42 ? `${source} (printed "42-27", a misprint)` : source);
    } else if (!parenthesised) {
      cell = house(kill, source, `the seed stops at 66-71 → 11; continues the printed step of 6 (floor of hit ÷ 6)`);
    } else {
      cell = house(
        kill,
        source,
        `parenthesised row (note: "Kill Percentage may exceed 14%"): the step of 6 read from the modified number before the 90% ceiling`,
      );
    }
    out[key] = { low, high, parenthesised, kill: cell };
  }
  return out;
}

export const KILL_PERCENTAGE_ROWS: Readonly<Record<string, KillRow>> = buildRows();

export type KillPercentageTable = Readonly<Record<string, KillRow>>;

/**
 * The row for a modified hit percentage: below 01 reads as 01 (Case 10.24);
 * above the last row reads the last row (no weapon and modifier reach it by default).
 */
export function killRowFor(modifiedHit: number, table: KillPercentageTable = KILL_PERCENTAGE_ROWS): { readonly key: string; readonly row: KillRow; readonly beyondTable: boolean } {
  const entries = Object.entries(table).sort(([, a], [, b]) => a.low - b.low);
  const h = Math.max(1, Math.floor(modifiedHit));
  for (const [key, row] of entries) if (h >= row.low && h <= row.high) return { key, row, beyondTable: false };
  const [key, row] = entries[entries.length - 1]!;
  return { key, row, beyondTable: true };
}

export const KILL_PERCENTAGE_TABLE = describeTable({
  title: CHART,
  data: KILL_PERCENTAGE_ROWS as KillPercentageTable,
  valueSchema: (field) => (field === 'kill' ? z.union([z.number().int().min(0).max(100), z.literal('none')]) : undefined),
});
