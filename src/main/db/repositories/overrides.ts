import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import type { NewOverride, OverrideCell, TableOverride } from '../queries/overrides';
import { listOverridesParams, overrideCellParams, overrideFromRow, overrideSql, setOverrideParams } from '../queries/overrides';
import { explainConstraint } from './errors-map';

export class OverridesRepository {
  private readonly upsertStmt;
  private readonly listStmt;
  private readonly deleteStmt;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.upsertStmt = db.prepare<[ReturnType<typeof setOverrideParams>]>(overrideSql.upsert);
    this.listStmt = db.prepare<[{ campaignId: string; ruleset: string | null }], Omit<TableOverride, 'value'> & { value: string }>(
      overrideSql.list,
    );
    this.deleteStmt = db.prepare<[OverrideCell]>(overrideSql.delete);
  }

  list(campaignId: string, ruleset?: string): TableOverride[] {
    return this.listStmt.all(listOverridesParams(campaignId, ruleset)).map(overrideFromRow);
  }

  /** Sets (or replaces) one cell's override. */
  set(input: NewOverride): void {
    const params = setOverrideParams(input, this.ctx);
    try {
      this.upsertStmt.run(params);
    } catch (error) {
      explainConstraint(error, { foreignKey: `campaign ${params.campaignId} does not exist; the override was not saved` });
    }
  }

  /** Returns to the table's own value. False when there was no override. */
  delete(cell: OverrideCell): boolean {
    return this.deleteStmt.run(overrideCellParams(cell)).changes > 0;
  }
}
