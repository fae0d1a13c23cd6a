import type { Migration } from './migration';
import { SIGHTLINE_APPLICATION_ID } from './migration';

/**
 * The first schema. Ids are TEXT (UUIDs or stable slugs) so two clubs'
 * archives can later be merged without renumbering. Timestamps are ISO 8601
 * UTC text, which sorts chronologically. Tables are STRICT so a wrong type is
 * refused at write time rather than found years later.
 *
 * Deletion policy: deleting a campaign deletes everything in it; a player or a
 * scenario that appears in a game cannot be deleted (the archive keeps them).
 */
export const initial: Migration = {
  version: 1,
  name: 'initial',
  up(db) {
    db.pragma(`application_id = ${SIGHTLINE_APPLICATION_ID}`);
    db.exec(`
      CREATE TABLE campaigns (
        id         TEXT PRIMARY KEY NOT NULL,
        name       TEXT NOT NULL CHECK (length(trim(name)) > 0),
        created_at TEXT NOT NULL
      ) STRICT;

      CREATE TABLE players (
        id          TEXT PRIMARY KEY NOT NULL,
        campaign_id TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
        created_at  TEXT NOT NULL,
        UNIQUE (campaign_id, name)
      ) STRICT;

      CREATE TABLE maps (
        id          TEXT PRIMARY KEY NOT NULL,
        campaign_id TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
        json        TEXT NOT NULL CHECK (json_valid(json)),
        provenance  TEXT NOT NULL,
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL
      ) STRICT;
      CREATE INDEX maps_by_campaign ON maps (campaign_id, name);

      -- Bundled scenarios ship with the app and belong to no campaign.
      CREATE TABLE scenarios (
        id          TEXT PRIMARY KEY NOT NULL,
        campaign_id TEXT REFERENCES campaigns (id) ON DELETE CASCADE,
        ruleset     TEXT NOT NULL CHECK (length(ruleset) > 0),
        name        TEXT NOT NULL CHECK (length(trim(name)) > 0),
        json        TEXT NOT NULL CHECK (json_valid(json)),
        bundled     INTEGER NOT NULL CHECK (bundled IN (0, 1)),
        created_at  TEXT NOT NULL,
        updated_at  TEXT NOT NULL,
        CHECK ((bundled = 1) = (campaign_id IS NULL))
      ) STRICT;
      CREATE INDEX scenarios_by_campaign ON scenarios (campaign_id, ruleset, name);

      -- scenario_json is the scenario as it was when the game was set up:
      -- later edits to the scenario must not rewrite history.
      CREATE TABLE games (
        id            TEXT PRIMARY KEY NOT NULL,
        campaign_id   TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        scenario_id   TEXT NOT NULL REFERENCES scenarios (id),
        scenario_json TEXT NOT NULL CHECK (json_valid(scenario_json)),
        status        TEXT NOT NULL CHECK (status IN ('setup', 'active', 'finished', 'abandoned')),
        dice_mode     TEXT NOT NULL CHECK (dice_mode IN ('seeded', 'physical', 'scripted')),
        rng_state     TEXT,
        options       TEXT NOT NULL CHECK (json_valid(options)),
        created_at    TEXT NOT NULL,
        finished_at   TEXT,
        CHECK ((finished_at IS NULL) = (status IN ('setup', 'active')))
      ) STRICT;
      CREATE INDEX games_by_campaign_date ON games (campaign_id, created_at);
      CREATE INDEX games_by_scenario ON games (scenario_id, created_at);

      CREATE TABLE game_sides (
        game_id   TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        side      TEXT NOT NULL CHECK (length(side) > 0),
        player_id TEXT NOT NULL REFERENCES players (id),
        PRIMARY KEY (game_id, side, player_id)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX game_sides_by_player ON game_sides (player_id, game_id);

      -- The log. kind 'game' rows are engine events; a 'rewind' row records the
      -- umpire undoing to an earlier point. Undone events are never deleted:
      -- reverted_by holds the seq of the rewind row that abandoned them.
      CREATE TABLE events (
        game_id     TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq         INTEGER NOT NULL CHECK (seq >= 1),
        kind        TEXT NOT NULL CHECK (kind IN ('game', 'rewind')),
        type        TEXT NOT NULL CHECK (length(type) > 0),
        payload     TEXT NOT NULL CHECK (json_valid(payload)),
        dice        TEXT CHECK (dice IS NULL OR json_valid(dice)),
        created_at  TEXT NOT NULL,
        reverted_by INTEGER,
        PRIMARY KEY (game_id, seq),
        FOREIGN KEY (game_id, reverted_by) REFERENCES events (game_id, seq),
        CHECK (reverted_by IS NULL OR (kind = 'game' AND reverted_by > seq))
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX events_reverted ON events (game_id, reverted_by) WHERE reverted_by IS NOT NULL;

      -- A snapshot is a cache of the state after every live event up to seq;
      -- it can always be rebuilt from the events, so rewinds delete stale ones.
      CREATE TABLE snapshots (
        game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq        INTEGER NOT NULL CHECK (seq >= 0),
        state      TEXT NOT NULL CHECK (json_valid(state)),
        created_at TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
      ) STRICT, WITHOUT ROWID;

      -- A campaign's own value for one cell of a rules table; the rationale is
      -- mandatory because the UI shows why a value differs from the printed one.
      CREATE TABLE table_overrides (
        campaign_id TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
        ruleset     TEXT NOT NULL CHECK (length(ruleset) > 0),
        table_name  TEXT NOT NULL CHECK (length(table_name) > 0),
        key         TEXT NOT NULL,
        field       TEXT NOT NULL,
        value       TEXT NOT NULL CHECK (json_valid(value)),
        rationale   TEXT NOT NULL CHECK (length(trim(rationale)) > 0),
        updated_at  TEXT NOT NULL,
        PRIMARY KEY (campaign_id, ruleset, table_name, key, field)
      ) STRICT, WITHOUT ROWID;

      CREATE TABLE results (
        game_id      TEXT PRIMARY KEY NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        turns_played INTEGER NOT NULL CHECK (turns_played >= 0),
        rulings      TEXT NOT NULL CHECK (json_valid(rulings)),
        notes        TEXT NOT NULL DEFAULT '',
        finished_at  TEXT NOT NULL
      ) STRICT;
      CREATE INDEX results_by_date ON results (finished_at);

      -- One row per side rather than a JSON blob, so the archive can filter
      -- and count by outcome with an index.
      CREATE TABLE result_sides (
        game_id    TEXT NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
        side       TEXT NOT NULL CHECK (length(side) > 0),
        outcome    TEXT NOT NULL CHECK (outcome IN ('win', 'loss', 'draw')),
        level      TEXT,
        casualties INTEGER NOT NULL CHECK (casualties >= 0),
        PRIMARY KEY (game_id, side)
      ) STRICT, WITHOUT ROWID;
      CREATE INDEX result_sides_by_outcome ON result_sides (outcome, side);

      CREATE TABLE audit (
        id         INTEGER PRIMARY KEY AUTOINCREMENT,
        game_id    TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq        INTEGER,
        kind       TEXT NOT NULL CHECK (length(kind) > 0),
        detail     TEXT NOT NULL CHECK (json_valid(detail)),
        created_at TEXT NOT NULL
      ) STRICT;
      CREATE INDEX audit_by_game ON audit (game_id, id);
    `);
  },
};
