/**
 * The tables browser's reading of campaign overrides (issue 21): the charts with a list of overrides applied,
 * which cell a given override is, and the typed value the umpire's text stands for.
 */
import { applyOverrides, DEFAULT_COMMANDO_TABLES, TableOverrideError, type CommandoTables, type TableOverride } from '@shared/rulesets/commando/tables/index';
import type { ChartValue } from '@shared/rulesets/commando/tables/table';

export interface CellRef {
  readonly table: string;
  readonly key: string;
  readonly field?: string | undefined;
}

/** The charts with `overrides` applied; a list that no longer fits the charts comes back as its problems, with the defaults. */
export function tablesWith(overrides: readonly TableOverride[]): { readonly tables: CommandoTables; readonly problems: readonly string[] } {
  if (overrides.length === 0) return { tables: DEFAULT_COMMANDO_TABLES, problems: [] };
  try {
    return { tables: applyOverrides(DEFAULT_COMMANDO_TABLES, overrides), problems: [] };
  } catch (e) {
    if (e instanceof TableOverrideError) return { tables: DEFAULT_COMMANDO_TABLES, problems: e.problems };
    throw e;
  }
}

export const sameCell = (a: CellRef, b: CellRef): boolean => a.table === b.table && a.key === b.key && (a.field ?? '') === (b.field ?? '');

export const cellName = (c: CellRef): string => `${c.table}.${c.key}${c.field ? `.${c.field}` : ''}`;

/** The value the umpire typed, as the chart's own value is typed (a number stays text when it does not read, so the host names the cell). */
export function typedValue(current: ChartValue, text: string): ChartValue {
  const t = text.trim();
  if (typeof current === 'number') return t !== '' && Number.isFinite(Number(t)) ? Number(t) : t;
  if (typeof current === 'boolean') return t === 'true' ? true : t === 'false' ? false : t;
  return t;
}
