import type { RepoContext } from '../context';
import { systemContext } from '../context';
import type { Database, Statement } from '../driver';
import { ConflictError, NotFoundError } from '../errors';
import type { GameStatus } from '../queries/games';
import { gameSql } from '../queries/games';
import type { ArchiveEntry, ArchiveFilter, BuiltQuery, NewResult, ScenarioStatistics, StatisticsRow } from '../queries/results';
import { archiveEntryFromRaw, type ArchiveRawRow } from '../queries/archive-entry';
import {
  buildArchiveQuery,
  buildStatisticsQuery,
  resultSql,
  saveResultParams,
  statisticsFromRows,
} from '../queries/results';

export class ResultsRepository {
  private readonly insertStmt;
  private readonly insertSideStmt;
  private readonly deleteStmt;
  private readonly existsStmt;
  private readonly finishStmt;
  private readonly statusStmt;
  // Filtered queries differ only in which clauses are present: a handful of shapes, each prepared once.
  private readonly prepared = new Map<string, Statement<[Record<string, string | number>], unknown>>();

  constructor(
    private readonly db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.insertStmt = db.prepare<[ReturnType<typeof saveResultParams>['result']]>(resultSql.insert);
    this.insertSideStmt = db.prepare<[ReturnType<typeof saveResultParams>['sides'][number]]>(resultSql.insertSide);
    this.deleteStmt = db.prepare<[string]>(resultSql.delete);
    this.existsStmt = db.prepare<[string], { 1: number }>(resultSql.exists);
    this.finishStmt = db.prepare<[{ gameId: string; finishedAt: string }]>(resultSql.finishGame);
    this.statusStmt = db.prepare<[string], { status: GameStatus }>(gameSql.status);
  }

  /**
   * Records how a game ended and marks it finished, in one transaction. A
   * second result for the same game is refused unless `replace` is set (the
   * umpire correcting a mistake).
   */
  save(input: NewResult, options: { replace?: boolean } = {}): void {
    const { result, sides } = saveResultParams(input, this.ctx);
    this.db
      .transaction(() => {
        const game = this.statusStmt.get(result.gameId);
        if (!game) throw new NotFoundError(`game ${result.gameId} does not exist; the result was not saved`);
        if (game.status === 'abandoned' || game.status === 'setup') {
          throw new ConflictError(`game ${result.gameId} is ${game.status}, so it has no result; nothing was saved`);
        }
        if (this.existsStmt.get(result.gameId)) {
          if (!options.replace) throw new ConflictError(`game ${result.gameId} already has a result; nothing was changed`);
          this.deleteStmt.run(result.gameId);
        }
        this.insertStmt.run(result);
        for (const side of sides) this.insertSideStmt.run(side);
        this.finishStmt.run({ gameId: result.gameId, finishedAt: result.finishedAt });
      })
      .immediate();
  }

  get(gameId: string): ArchiveEntry | null {
    return this.archive({ gameId }).at(0) ?? null;
  }

  /** Finished games, newest first, filtered by scenario, player, date range and outcome. */
  archive(filter: ArchiveFilter = {}): ArchiveEntry[] {
    // Rows as arrays (`.raw()`), each entry built in one pass over its JSON (issue 23, arch3).
    const rows = this.run(buildArchiveQuery(filter), true) as ArchiveRawRow[];
    return rows.map(archiveEntryFromRaw);
  }

  /** Per scenario: games, average turns, and per side wins, losses, draws and casualties. */
  statistics(filter: Omit<ArchiveFilter, 'limit' | 'offset'> = {}): ScenarioStatistics[] {
    return statisticsFromRows(this.run(buildStatisticsQuery(filter)) as StatisticsRow[]);
  }

  private run(query: BuiltQuery, raw = false): unknown[] {
    const key = raw ? `raw:${query.sql}` : query.sql;
    let stmt = this.prepared.get(key);
    if (!stmt) {
      stmt = this.db.prepare<[Record<string, string | number>], unknown>(query.sql);
      if (raw) stmt.raw(true);
      this.prepared.set(key, stmt);
    }
    return stmt.all(query.params);
  }
}

const byConnection = new WeakMap<Database, ResultsRepository>();

/** The archive's repository of a connection, its statements prepared once (the archive screen asks often; issue 23). */
export function resultsOf(db: Database): ResultsRepository {
  let r = byConnection.get(db);
  if (!r) byConnection.set(db, (r = new ResultsRepository(db)));
  return r;
}
