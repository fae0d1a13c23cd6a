import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { NotFoundError } from '../errors';
import type { MapRecord, MapRow, MapSummary, MapUpdate, NewMap } from '../queries/maps';
import { insertMapParams, mapFromRow, mapSql, updateMapParams } from '../queries/maps';
import { explainConstraint } from './errors-map';

export class MapsRepository {
  private readonly insertStmt;
  private readonly updateStmt;
  private readonly listStmt;
  private readonly getStmt;
  private readonly deleteStmt;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[ReturnType<typeof insertMapParams>]>(mapSql.insert);
    this.updateStmt = db.prepare<[ReturnType<typeof updateMapParams>]>(mapSql.update);
    this.listStmt = db.prepare<[string], MapSummary>(mapSql.list);
    this.getStmt = db.prepare<[string], MapRow>(mapSql.get);
    this.deleteStmt = db.prepare<[string]>(mapSql.delete);
  }

  create(input: NewMap): MapRecord {
    const params = insertMapParams(input, this.ctx);
    try {
      this.insertStmt.run(params);
    } catch (error) {
      explainConstraint(error, {
        foreignKey: `campaign ${params.campaignId} does not exist; map "${params.name}" was not saved`,
        unique: `a map with id ${params.id} already exists`,
      });
    }
    return this.mustGet(params.id);
  }

  update(input: MapUpdate): MapRecord {
    const params = updateMapParams(input, this.ctx);
    if (this.updateStmt.run(params).changes === 0) throw new NotFoundError(`map ${params.id} does not exist`);
    return this.mustGet(params.id);
  }

  list(campaignId: string): MapSummary[] {
    return this.listStmt.all(campaignId);
  }

  get(id: string): MapRecord | null {
    const row = this.getStmt.get(id);
    return row ? mapFromRow(row) : null;
  }

  delete(id: string): void {
    if (this.deleteStmt.run(id).changes === 0) throw new NotFoundError(`map ${id} does not exist`);
  }

  private mustGet(id: string): MapRecord {
    const map = this.get(id);
    if (!map) throw new NotFoundError(`map ${id} does not exist`);
    return map;
  }
}
