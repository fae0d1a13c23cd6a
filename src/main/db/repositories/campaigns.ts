import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { NotFoundError } from '../errors';
import type { CampaignRow, NewCampaign } from '../queries/campaigns';
import { campaignSql, insertCampaignParams, renameCampaignParams } from '../queries/campaigns';

export type Campaign = CampaignRow;

export class CampaignsRepository {
  private readonly insertStmt;
  private readonly listStmt;
  private readonly getStmt;
  private readonly renameStmt;
  private readonly deleteStmt;
  private readonly countStmt;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[CampaignRow]>(campaignSql.insert);
    this.listStmt = db.prepare<[], CampaignRow>(campaignSql.list);
    this.getStmt = db.prepare<[string], CampaignRow>(campaignSql.get);
    this.renameStmt = db.prepare<[{ id: string; name: string }]>(campaignSql.rename);
    this.deleteStmt = db.prepare<[string]>(campaignSql.delete);
    this.countStmt = db.prepare<[], { n: number }>(campaignSql.count);
  }

  create(input: NewCampaign): Campaign {
    const row = insertCampaignParams(input, this.ctx);
    this.insertStmt.run(row);
    return row;
  }

  list(): Campaign[] {
    return this.listStmt.all();
  }

  get(id: string): Campaign | null {
    return this.getStmt.get(id) ?? null;
  }

  count(): number {
    return this.countStmt.get()?.n ?? 0;
  }

  rename(id: string, name: string): void {
    if (this.renameStmt.run(renameCampaignParams(id, name)).changes === 0) throw new NotFoundError(`campaign ${id} does not exist`);
  }

  /** Deletes the campaign and everything in it: its players, maps, scenarios, games and results. */
  delete(id: string): void {
    if (this.deleteStmt.run(id).changes === 0) throw new NotFoundError(`campaign ${id} does not exist`);
  }
}
