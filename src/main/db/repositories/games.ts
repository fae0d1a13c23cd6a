import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database } from '../driver';
import { ConflictError, NotFoundError } from '../errors';
import type { DiceMode, GameRecord, GameRow, GameSide, GameStatus, GameSummary, NewGame, SidePlayers } from '../queries/games';
import { gameFromRow, gameSql, insertGameParams, setDiceModeParams, setPlayersParams, setStatusParams } from '../queries/games';
import { explainConstraint } from './errors-map';

export class GamesRepository {
  private readonly insertStmt;
  private readonly insertSideStmt;
  private readonly deleteSidesStmt;
  private readonly gameCampaignStmt;
  private readonly listStmt;
  private readonly getStmt;
  private readonly sidesStmt;
  private readonly statusStmt;
  private readonly setStatusStmt;
  private readonly setDiceModeStmt;
  private readonly rngStmt;
  private readonly setRngStmt;
  private readonly playerCampaignStmt;
  private readonly scenarioStmt;
  private readonly optionalRulesStmt;

  constructor(
    private readonly db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[ReturnType<typeof insertGameParams>['game']]>(gameSql.insert);
    this.insertSideStmt = db.prepare<[{ gameId: string; side: string; playerId: string }]>(gameSql.insertSide);
    this.deleteSidesStmt = db.prepare<[string]>(gameSql.deleteSides);
    this.gameCampaignStmt = db.prepare<[string], { campaignId: string }>(`SELECT campaign_id AS campaignId FROM games WHERE id = ?`);
    this.listStmt = db.prepare<[{ campaignId: string; status: string | null }], GameSummary>(gameSql.list);
    this.getStmt = db.prepare<[string], GameRow>(gameSql.get);
    this.sidesStmt = db.prepare<[string], GameSide>(gameSql.sides);
    this.statusStmt = db.prepare<[string], { status: GameStatus }>(gameSql.status);
    this.setStatusStmt = db.prepare<[{ id: string; status: string; finishedAt: string | null }]>(gameSql.setStatus);
    this.setDiceModeStmt = db.prepare<[{ id: string; diceMode: string }]>(gameSql.setDiceMode);
    this.rngStmt = db.prepare<[string], { rngState: string | null }>(gameSql.rngState);
    this.setRngStmt = db.prepare<[{ id: string; rngState: string | null }]>(gameSql.setRngState);
    this.playerCampaignStmt = db.prepare<[string], { campaignId: string }>(`SELECT campaign_id AS campaignId FROM players WHERE id = ?`);
    this.scenarioStmt = db.prepare<[string], { campaignId: string | null }>(`SELECT campaign_id AS campaignId FROM scenarios WHERE id = ?`);
    this.optionalRulesStmt = db.prepare<[{ campaignId: string; gameId: string | null }], { gameId: string; rule: string }>(gameSql.optionalRules);
  }

  /** The Optional Rules each of the campaign's games (or the one game) was played with ("22"), sorted; a game with none is absent. */
  optionalRules(campaignId: string, gameId?: string): Map<string, string[]> {
    const out = new Map<string, string[]>();
    for (const r of this.optionalRulesStmt.all({ campaignId, gameId: gameId ?? null })) {
      const list = out.get(r.gameId);
      if (list) list.push(r.rule);
      else out.set(r.gameId, [r.rule]);
    }
    return out;
  }

  /** Sets up a game (status `setup`) with its sides' players, all or nothing. */
  create(input: NewGame): GameRecord {
    const { game, sides } = insertGameParams(input, this.ctx);
    this.db.transaction(() => {
      let inserted = 0;
      try {
        inserted = this.insertStmt.run(game).changes;
      } catch (error) {
        explainConstraint(error, {
          foreignKey: `campaign ${game.campaignId} does not exist; the game was not created`,
          unique: `a game with id ${game.id} already exists`,
        });
      }
      if (inserted === 0) {
        const scenario = this.scenarioStmt.get(game.scenarioId);
        throw scenario
          ? new ConflictError(`scenario ${game.scenarioId} belongs to another campaign; the game was not created`)
          : new NotFoundError(`scenario ${game.scenarioId} does not exist; the game was not created`);
      }
      for (const side of sides) {
        const player = this.playerCampaignStmt.get(side.playerId);
        if (!player) throw new NotFoundError(`player ${side.playerId} (side ${side.side}) does not exist; the game was not created`);
        if (player.campaignId !== game.campaignId) {
          throw new ConflictError(`player ${side.playerId} belongs to another campaign; the game was not created`);
        }
        try {
          this.insertSideStmt.run(side);
        } catch (error) {
          explainConstraint(error, { unique: `player ${side.playerId} is listed twice for side ${side.side}` });
        }
      }
    })();
    return this.mustGet(game.id);
  }

  /** Who plays each side, replaced whole in one transaction: a side left out has no player. The players must be the game's campaign's. */
  setPlayers(gameId: string, sides: SidePlayers): GameSide[] {
    const rows = setPlayersParams(gameId, sides);
    this.db
      .transaction(() => {
        const game = this.gameCampaignStmt.get(gameId);
        if (!game) throw new NotFoundError(`game ${gameId} does not exist; no players were assigned`);
        for (const row of rows) {
          const player = this.playerCampaignStmt.get(row.playerId);
          if (!player) throw new NotFoundError(`player ${row.playerId} (side ${row.side}) does not exist; no players were assigned`);
          if (player.campaignId !== game.campaignId) throw new ConflictError(`player ${row.playerId} belongs to another campaign; no players were assigned`);
        }
        this.deleteSidesStmt.run(gameId);
        for (const row of rows) this.insertSideStmt.run(row);
      })
      .immediate();
    return this.sidesStmt.all(gameId);
  }

  /** Who plays each side of a game. */
  players(gameId: string): GameSide[] {
    return this.sidesStmt.all(gameId);
  }

  list(campaignId: string, status?: GameStatus): GameSummary[] {
    return this.listStmt.all({ campaignId, status: status ?? null });
  }

  get(id: string): GameRecord | null {
    const row = this.getStmt.get(id);
    return row ? gameFromRow(row, this.sidesStmt.all(id)) : null;
  }

  /** setup → active → finished, or → abandoned from setup or active. A game that is over stays over. */
  setStatus(id: string, status: GameStatus): void {
    this.db.transaction(() => {
      const current = this.statusStmt.get(id);
      if (!current) throw new NotFoundError(`game ${id} does not exist`);
      this.setStatusStmt.run(setStatusParams(id, current.status, status, this.ctx));
    }).immediate();
  }

  /** Switching between seeded and physical dice mid-game is allowed; each event records how its dice were made. */
  setDiceMode(id: string, diceMode: DiceMode): void {
    const params = setDiceModeParams(id, diceMode);
    if (this.setDiceModeStmt.run(params).changes === 0) throw new NotFoundError(`game ${id} does not exist`);
  }

  /** The RNG state: host-only. Never put it in anything sent to a player. */
  rngState(id: string): string | null {
    const row = this.rngStmt.get(id);
    if (!row) throw new NotFoundError(`game ${id} does not exist`);
    return row.rngState;
  }

  setRngState(id: string, rngState: string | null): void {
    if (this.setRngStmt.run({ id, rngState }).changes === 0) throw new NotFoundError(`game ${id} does not exist`);
  }

  private mustGet(id: string): GameRecord {
    const game = this.get(id);
    if (!game) throw new NotFoundError(`game ${id} does not exist`);
    return game;
  }
}
