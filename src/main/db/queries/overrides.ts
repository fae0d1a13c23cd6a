import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonValue } from '../json';
import { checkInput, id, jsonValue, nonEmpty, parseStored, toJsonText } from '../json';

const columns = `campaign_id AS campaignId, ruleset, table_name AS "table", key, field, value, rationale, updated_at AS updatedAt`;

export const overrideSql = {
  upsert: `INSERT INTO table_overrides (campaign_id, ruleset, table_name, key, field, value, rationale, updated_at)
           VALUES (@campaignId, @ruleset, @table, @key, @field, @value, @rationale, @updatedAt)
           ON CONFLICT (campaign_id, ruleset, table_name, key, field)
           DO UPDATE SET value = excluded.value, rationale = excluded.rationale, updated_at = excluded.updated_at`,
  list: `SELECT ${columns} FROM table_overrides
         WHERE campaign_id = @campaignId AND (@ruleset IS NULL OR ruleset = @ruleset)
         ORDER BY ruleset, table_name, key, field`,
  delete: `DELETE FROM table_overrides
           WHERE campaign_id = @campaignId AND ruleset = @ruleset AND table_name = @table AND key = @key AND field = @field`,
} as const;

/** One campaign's value for one cell of a rules table ("commando / fire-combat / rifle@4 / hit"). */
export interface TableOverride {
  readonly campaignId: string;
  readonly ruleset: string;
  readonly table: string;
  readonly key: string;
  readonly field: string;
  readonly value: JsonValue;
  readonly rationale: string;
  readonly updatedAt: string;
}

const cell = z.object({ campaignId: id, ruleset: nonEmpty, table: nonEmpty, key: z.string(), field: z.string() });
export type OverrideCell = z.input<typeof cell>;
const overrideInput = cell.extend({ value: jsonValue, rationale: nonEmpty.max(2000) });
export type NewOverride = z.input<typeof overrideInput>;

export function setOverrideParams(input: NewOverride, ctx: RepoContext) {
  const v = checkInput(overrideInput, input, 'table override');
  return { ...v, value: toJsonText(v.value, 'override value'), updatedAt: timestamp(ctx) };
}

export function overrideCellParams(input: OverrideCell) {
  return checkInput(cell, input, 'table override cell');
}

export function listOverridesParams(campaignId: string, ruleset?: string) {
  return checkInput(z.object({ campaignId: id, ruleset: nonEmpty.nullable() }), { campaignId, ruleset: ruleset ?? null }, 'override filter');
}

export function overrideFromRow(row: Omit<TableOverride, 'value'> & { value: string }): TableOverride {
  const where = `override ${row.ruleset}/${row.table}/${row.key}/${row.field}`;
  return { ...row, value: parseStored(jsonValue, row.value, where) };
}
