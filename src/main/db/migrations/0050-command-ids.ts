import type { Migration } from './migration';

/**
 * Issue 23: a client command id (docs/host.md, "Commands that apply once")
 * is found in its command's audit row by an index, instead of the host
 * reading every audit row of the game when it opens it. Partial: only
 * `command` rows carry an id.
 */
export const commandIds: Migration = {
  version: 5,
  name: 'command-ids',
  up(db) {
    db.exec(`CREATE INDEX audit_command_id ON audit (game_id, json_extract(detail, '$.commandId')) WHERE kind = 'command'`);
  },
};
