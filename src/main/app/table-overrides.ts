/**
 * The campaign's own values for cells of the Commando charts (issue 21): a club that owns a printed chart the
 * seed cuts off (Table 23.91, Diagram 8) enters the real values here. Each is checked against the chart
 * registry before it is saved (tables/index.ts `applyOverrides`; a bad cell is refused, named), stored in the
 * `table_overrides` rows, and handed to every Commando game started afterwards, which records them in its
 * state (engine/game-tables.ts): a game keeps the values it started with when the campaign's change later.
 */
import type { TableOverrideInfo } from '@shared/contract/catalogue';
import { applyOverrides, DEFAULT_COMMANDO_TABLES, TableOverrideError, type TableOverride } from '@shared/rulesets/commando/tables/index';
import { unplayedOverrideProblems } from '@shared/rulesets/commando/engine/game-tables';
import type { Repositories } from '../db/repositories/index';
import type { TableOverride as StoredOverride } from '../db/queries/overrides';
import { HostError } from '../host/game-host';

const RULESET = 'commando';

/** The cell as the API names it; the database keeps "" for a chart's single value. */
export interface OverrideCellInput {
  readonly table: string;
  readonly key: string;
  readonly field?: string | undefined;
}

const info = (row: StoredOverride): TableOverrideInfo => {
  if (typeof row.value !== 'number' && typeof row.value !== 'string' && typeof row.value !== 'boolean') {
    throw new HostError(`The campaign's override of ${row.table}.${row.key}${row.field ? `.${row.field}` : ''} is not a chart value (${JSON.stringify(row.value)}); delete it and enter it again.`);
  }
  return { table: row.table, key: row.key, ...(row.field ? { field: row.field } : {}), value: row.value, rationale: row.rationale, updatedAt: row.updatedAt };
};

export class CampaignTableOverrides {
  constructor(
    private readonly repos: Repositories,
    private readonly campaignId: string,
  ) {}

  list(): TableOverrideInfo[] {
    return this.repos.overrides.list(this.campaignId, RULESET).map(info);
  }

  /** Sets (or replaces) one cell's value after checking it against the chart; the error names the cell and what is wrong. */
  set(input: OverrideCellInput & { readonly value: number | string | boolean; readonly rationale: string }): TableOverrideInfo {
    const override: TableOverride = { table: input.table, key: input.key, ...(input.field ? { field: input.field } : {}), value: input.value, rationale: input.rationale.trim() };
    try {
      applyOverrides(DEFAULT_COMMANDO_TABLES, [override]);
    } catch (e) {
      if (e instanceof TableOverrideError) throw new HostError(`The override was not saved. ${e.problems.join('; ')}`);
      throw e;
    }
    const unplayed = unplayedOverrideProblems([override]);
    if (unplayed.length > 0) throw new HostError(`The override was not saved. ${unplayed.join('; ')}`);
    this.repos.overrides.set({ campaignId: this.campaignId, ruleset: RULESET, table: override.table, key: override.key, field: override.field ?? '', value: override.value, rationale: override.rationale });
    const saved = this.list().find((o) => o.table === override.table && o.key === override.key && (o.field ?? '') === (override.field ?? ''));
    if (!saved) throw new HostError(`The override of ${override.table}.${override.key} was not saved.`);
    return saved;
  }

  /** Takes the cell back to the chart's own value for games started from now on. */
  delete(cell: OverrideCellInput): { deleted: boolean } {
    return { deleted: this.repos.overrides.delete({ campaignId: this.campaignId, ruleset: RULESET, table: cell.table, key: cell.key, field: cell.field ?? '' }) };
  }

  /** What a new game records: the campaign's overrides as the engine takes them (createGame checks them again). */
  forNewGame(): TableOverride[] {
    return this.list().map((o) => ({ table: o.table, key: o.key, ...(o.field !== undefined ? { field: o.field } : {}), value: o.value, rationale: o.rationale }));
  }
}
