import type { RepoContext } from '../context';
import { systemContext, timestamp } from '../context';
import type { Database } from '../driver';
import { NotFoundError } from '../errors';

/** Where a stored side token leads: the game and the side it opens. */
export interface StoredLink {
  readonly gameId: string;
  readonly side: string;
}

/**
 * The sides' tokens of every game (`side_links`, issue 15) and the file's own
 * settings (`app_settings`). A token is made once per game and side and kept
 * until the umpire rotates it.
 */
export class LinksRepository {
  private readonly listStmt;
  private readonly insertStmt;
  private readonly rotateStmt;
  private readonly findStmt;
  private readonly getSettingStmt;
  private readonly setSettingStmt;

  constructor(
    private readonly db: Database,
    private readonly ctx: RepoContext = systemContext,
  ) {
    this.listStmt = db.prepare<[string], { side: string; token: string }>(`SELECT side, token FROM side_links WHERE game_id = ?`);
    this.insertStmt = db.prepare<[string, string, string, string]>(`INSERT INTO side_links (game_id, side, token, created_at) VALUES (?, ?, ?, ?)`);
    this.rotateStmt = db.prepare<[string, string, string]>(`UPDATE side_links SET token = ? WHERE game_id = ? AND side = ?`);
    this.findStmt = db.prepare<[string], StoredLink>(`SELECT game_id AS gameId, side FROM side_links WHERE token = ?`);
    this.getSettingStmt = db.prepare<[string], { value: string }>(`SELECT value FROM app_settings WHERE key = ?`);
    this.setSettingStmt = db.prepare<[string, string, string]>(
      `INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
  }

  /** Each side's token of a game, making (and keeping) one for a side that has none yet; one transaction. */
  sideTokens(gameId: string, sides: readonly string[], make: () => string): Record<string, string> {
    return this.db
      .transaction(() => {
        const stored = new Map(this.listStmt.all(gameId).map((r) => [r.side, r.token]));
        const out: Record<string, string> = {};
        for (const side of sides) {
          let token = stored.get(side);
          if (token === undefined) {
            token = make();
            this.insertStmt.run(gameId, side, token, timestamp(this.ctx));
          }
          out[side] = token;
        }
        return out;
      })
      .immediate();
  }

  /** Replaces a side's token: the old one stops opening anything. */
  rotate(gameId: string, side: string, token: string): void {
    if (this.rotateStmt.run(token, gameId, side).changes !== 1) throw new NotFoundError(`side "${side}" of game ${gameId} has no link to replace`);
  }

  /** The game and side a stored token opens, or null when no game has it (never issued, or rotated away). */
  find(token: string): StoredLink | null {
    return this.findStmt.get(token) ?? null;
  }

  setting(key: string): string | null {
    return this.getSettingStmt.get(key)?.value ?? null;
  }

  setSetting(key: string, value: string): void {
    this.setSettingStmt.run(key, value, timestamp(this.ctx));
  }

  /** The setting, made and stored the first time it is asked for. */
  settingOr(key: string, make: () => string): string {
    const v = this.setting(key);
    if (v !== null) return v;
    const made = make();
    this.setSetting(key, made);
    return made;
  }
}
