import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { NotFoundError } from '../errors';
import type { NewPlayer, PlayerRow, PlayerWithGames } from '../queries/players';
import { insertPlayerParams, playerSql, renamePlayerParams } from '../queries/players';
import { explainConstraint } from './errors-map';

export type Player = PlayerRow;
export type { PlayerWithGames };

export class PlayersRepository {
  private readonly insertStmt;
  private readonly listStmt;
  private readonly getStmt;
  private readonly findStmt;
  private readonly renameStmt;
  private readonly deleteStmt;
  private readonly playedStmt;
  private readonly listWithGamesStmt;

  constructor(
    db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[PlayerRow]>(playerSql.insert);
    this.listStmt = db.prepare<[string], PlayerRow>(playerSql.list);
    this.getStmt = db.prepare<[string], PlayerRow>(playerSql.get);
    this.findStmt = db.prepare<[string, string], PlayerRow>(playerSql.findByName);
    this.renameStmt = db.prepare<[{ id: string; name: string }]>(playerSql.rename);
    this.deleteStmt = db.prepare<[string]>(playerSql.delete);
    this.playedStmt = db.prepare<[string], { n: number }>(playerSql.gamesPlayed);
    this.listWithGamesStmt = db.prepare<[string], PlayerWithGames>(playerSql.listWithGames);
  }

  create(input: NewPlayer): Player {
    const row = insertPlayerParams(input, this.ctx);
    try {
      this.insertStmt.run(row);
    } catch (error) {
      explainConstraint(error, {
        foreignKey: `campaign ${row.campaignId} does not exist; player "${row.name}" was not added`,
        unique: `the campaign already has a player called "${row.name}"`,
      });
    }
    return row;
  }

  list(campaignId: string): Player[] {
    return this.listStmt.all(campaignId);
  }

  /** The campaign's players by name, each with how many games he is recorded as playing. */
  listWithGames(campaignId: string): PlayerWithGames[] {
    return this.listWithGamesStmt.all(campaignId);
  }

  get(id: string): Player | null {
    return this.getStmt.get(id) ?? null;
  }

  findByName(campaignId: string, name: string): Player | null {
    return this.findStmt.get(campaignId, name.trim()) ?? null;
  }

  rename(id: string, name: string): void {
    const params = renamePlayerParams(id, name);
    try {
      if (this.renameStmt.run(params).changes === 0) throw new NotFoundError(`player ${id} does not exist`);
    } catch (error) {
      explainConstraint(error, { unique: `the campaign already has a player called "${params.name}"` });
    }
  }

  /** Only a player who never played can be deleted: the archive keeps who played what. */
  delete(id: string): void {
    const played = this.playedStmt.get(id)?.n ?? 0;
    try {
      if (this.deleteStmt.run(id).changes === 0) throw new NotFoundError(`player ${id} does not exist`);
    } catch (error) {
      explainConstraint(error, { foreignKey: `player ${id} played in ${played} game(s) and stays in the archive; it was not deleted` });
    }
  }
}
