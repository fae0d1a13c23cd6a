import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { ConflictError, NotFoundError } from '../errors';
import type { BundledScenario, NewScenario, ScenarioRecord, ScenarioRow, ScenarioSummaryRow, ScenarioSummary, ScenarioUpdate } from '../queries/scenarios';
import {
  insertScenarioParams,
  scenarioFromRow,
  scenarioSql,
  scenarioSummaryFromRow,
  updateScenarioParams,
  upsertBundledParams,
} from '../queries/scenarios';
import { explainConstraint } from './errors-map';

export class ScenariosRepository {
  private readonly insertStmt;
  private readonly upsertBundledStmt;
  private readonly updateStmt;
  private readonly listStmt;
  private readonly getStmt;
  private readonly deleteStmt;

  constructor(
    private readonly db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[ReturnType<typeof insertScenarioParams>]>(scenarioSql.insert);
    this.upsertBundledStmt = db.prepare<[ReturnType<typeof upsertBundledParams>]>(scenarioSql.upsertBundled);
    this.updateStmt = db.prepare<[ReturnType<typeof updateScenarioParams>]>(scenarioSql.update);
    this.listStmt = db.prepare<[{ campaignId: string }], ScenarioSummaryRow>(scenarioSql.listForCampaign);
    this.getStmt = db.prepare<[string], ScenarioRow>(scenarioSql.get);
    this.deleteStmt = db.prepare<[string]>(scenarioSql.delete);
  }

  create(input: NewScenario): ScenarioRecord {
    const params = insertScenarioParams(input, this.ctx);
    try {
      this.insertStmt.run(params);
    } catch (error) {
      explainConstraint(error, {
        foreignKey: `campaign ${params.campaignId} does not exist; scenario "${params.name}" was not saved`,
        unique: `a scenario with id ${params.id} already exists`,
      });
    }
    return this.mustGet(params.id);
  }

  /**
   * Installs the scenarios that ship with the app, in one transaction. An
   * unchanged one is left alone; a changed one is updated in place (games
   * keep the copy they were played with).
   */
  installBundled(scenarios: readonly BundledScenario[]): void {
    const all = scenarios.map((s) => upsertBundledParams(s, this.ctx));
    this.db.transaction(() => {
      for (const params of all) {
        const existing = this.getStmt.get(params.id);
        if (existing && existing.bundled === 0) {
          throw new ConflictError(`scenario id ${params.id} belongs to a campaign scenario; the bundled one was not installed`);
        }
        this.upsertBundledStmt.run(params);
      }
    })();
  }

  /** Edits a campaign's own scenario. Bundled ones are read-only: copy them into the campaign first. */
  update(input: ScenarioUpdate): ScenarioRecord {
    const params = updateScenarioParams(input, this.ctx);
    if (this.updateStmt.run(params).changes === 0) {
      const existing = this.getStmt.get(params.id);
      if (existing) throw new ConflictError(`scenario ${params.id} ships with Sightline and cannot be edited; copy it into the campaign`);
      throw new NotFoundError(`scenario ${params.id} does not exist`);
    }
    return this.mustGet(params.id);
  }

  /** The bundled scenarios and the campaign's own. */
  list(campaignId: string): ScenarioSummary[] {
    return this.listStmt.all({ campaignId }).map(scenarioSummaryFromRow);
  }

  get(id: string): ScenarioRecord | null {
    const row = this.getStmt.get(id);
    return row ? scenarioFromRow(row) : null;
  }

  delete(id: string): void {
    const existing = this.getStmt.get(id);
    if (!existing) throw new NotFoundError(`scenario ${id} does not exist`);
    if (existing.bundled === 1) throw new ConflictError(`scenario ${id} ships with Sightline and cannot be deleted`);
    try {
      this.deleteStmt.run(id);
    } catch (error) {
      explainConstraint(error, { foreignKey: `scenario "${existing.name}" has been played and stays in the archive; it was not deleted` });
    }
  }

  private mustGet(id: string): ScenarioRecord {
    const scenario = this.get(id);
    if (!scenario) throw new NotFoundError(`scenario ${id} does not exist`);
    return scenario;
  }
}
