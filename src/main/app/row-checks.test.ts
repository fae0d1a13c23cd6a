import fs from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { createGame } from '@shared/rulesets/commando/scenarios/setup-game';
import { openDefaultCampaign } from '../db/default-location';
import type { Database } from '../db/driver';
import { LATEST_SCHEMA_VERSION } from '../db/migrations/index';
import { tempDir } from '../db/test-helpers';
import { campaignGameLog } from './campaign-persistence';
import { bundledCatalogue } from './catalogue';
import { commandoHost } from './commando-host';
import { GameManager } from './game-manager';

/** The umpire places man `i % n` alternately on two squares of his own column: always legal (Case 7.41). */
function placement(state: GameState, i: number): Command {
  const men = Object.values(state.men).filter((m) => m.condition !== 'dead');
  const m = i % men.length;
  return { type: 'umpire/place-man', manId: men[m]!.id, square: { col: 1 + ((m * 2) % (state.map.width - 1)), row: 1 + (Math.floor(i / men.length) % 2) } };
}

async function club(file = join(tempDir(), 'club.sqlite')) {
  const { db, campaign } = await openDefaultCampaign({ argv: ['--db', file], env: {} });
  onTestFinished(() => {
    if (db.open) db.close();
  });
  const manager = new GameManager({ db, databasePath: file, campaignId: campaign.id }, bundledCatalogue(), createGame);
  return { file, db, manager };
}

function played(db: Database, manager: GameManager, commands: number) {
  const { gameId } = manager.createGame({ scenarioId: 'raid-on-entebbe', endurance: 'standard', optionalRules: [], diceMode: 'seeded' });
  const dice = SeededDice.fromSeed('row-checks');
  const host = commandoHost(manager.initialOf(gameId), dice, campaignGameLog(db, gameId, dice));
  for (let i = 0; i < commands; i++) {
    const out = host.command({ kind: 'umpire' }, placement(host.current, i));
    if (!out.ok) throw new Error(out.error.message);
  }
  return { gameId, host };
}

const checkOf = (db: Database, id: string) =>
  db.prepare(`SELECT checked_seq AS checked, damaged_seq AS damagedSeq, damage, setup_ok AS setupOk FROM game_row_checks WHERE game_id = ?`).get(id) as {
    checked: number;
    damagedSeq: number | null;
    damage: string | null;
    setupOk: number | null;
  };
const lastSeq = (db: Database, id: string) => (db.prepare(`SELECT max(seq) AS n FROM events WHERE game_id = ?`).get(id) as { n: number }).n;
const damagedIn = (manager: GameManager, id: string) => manager.listGames(null).find((g) => g.id === id)?.damaged;

/** Changes a row as no write of SQLite's shows it (a disk fault inside a valid page): the trigger that watches rows is set aside meanwhile. */
function unseenEdit(db: Database, sql: string): void {
  const trigger = (db.prepare(`SELECT sql FROM sqlite_schema WHERE name = 'game_row_checks_event_update'`).get() as { sql: string }).sql;
  db.exec(`DROP TRIGGER game_row_checks_event_update`);
  db.exec(sql);
  db.exec(trigger);
}

describe('the Games list reads each game\'s row check, not its rows (migration 7, issue 23)', () => {
  it('what the app writes is known good: the mark follows every command, undo and redo', async () => {
    const { db, manager } = await club();
    const { gameId, host } = played(db, manager, 8);
    expect(checkOf(db, gameId)).toEqual({ checked: lastSeq(db, gameId), damagedSeq: null, damage: null, setupOk: 1 });
    host.undo({ kind: 'umpire' });
    host.redo({ kind: 'umpire' });
    host.command({ kind: 'umpire' }, placement(host.current, 9));
    expect(db.prepare(`SELECT count(*) AS n FROM events WHERE game_id = ? AND kind = 'rewind'`).get(gameId)).toEqual({ n: 1 });
    expect(checkOf(db, gameId).checked).toBe(lastSeq(db, gameId));
    expect(damagedIn(manager, gameId)).toBeUndefined();
  });

  it('so the list reads no row below the mark; a change no write showed is found when the row is read', async () => {
    const { db, manager } = await club();
    const { gameId } = played(db, manager, 6);
    unseenEdit(db, `UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = '${gameId}' AND seq = 4`);
    // The list trusts the mark: the row is not read (what made it an index read).
    expect(damagedIn(manager, gameId)).toBeUndefined();
    // Reading the row (here opening the game folds it: no snapshot after the setup yet) names it, game and seq, as before migration 7.
    expect(() => commandoHost(manager.initialOf(gameId), SeededDice.fromSeed('x'), campaignGameLog(db, gameId))).toThrow(
      new RegExp(`game ${gameId}, event seq 4 is damaged.*man-plac#d`),
    );
  });

  it('an edit by hand lowers the mark: the list scans from there, names the row, and keeps what it found; mending the row clears it', async () => {
    const { db, manager } = await club();
    const { gameId } = played(db, manager, 6);
    const other = played(db, manager, 2).gameId;
    const last = lastSeq(db, gameId);
    db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 5`).run(gameId);
    expect(checkOf(db, gameId)).toMatchObject({ checked: 4, damagedSeq: null });
    expect(damagedIn(manager, gameId)).toEqual({ seq: 5, reason: expect.stringMatching(/^event seq 5: its row says type "man-placed" but its payload says "man-plac#d"/) as unknown });
    expect(damagedIn(manager, other)).toBeUndefined();
    expect(checkOf(db, gameId)).toMatchObject({ checked: 4, damagedSeq: 5, damage: expect.stringMatching(/man-plac#d/) as unknown });
    // Kept: named again without a scan (the row is changed unseen, and the list still says what it found).
    unseenEdit(db, `UPDATE events SET payload = json_set(payload, '$.type', 'man-placed') WHERE game_id = '${gameId}' AND seq = 5`);
    expect(damagedIn(manager, gameId)).toMatchObject({ seq: 5 });
    // Damaged again by hand: opening refuses it, naming the row (the tail is scanned from the mark).
    db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 5`).run(gameId);
    expect(() => commandoHost(manager.initialOf(gameId), SeededDice.fromSeed('x'), campaignGameLog(db, gameId)).current).toThrow(/event seq 5 is damaged/);
    // Mended by hand: the trigger forgets the damage, the next list scans the rest and moves the mark to the end.
    db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-placed') WHERE game_id = ? AND seq = 5`).run(gameId);
    expect(damagedIn(manager, gameId)).toBeUndefined();
    expect(checkOf(db, gameId)).toEqual({ checked: last, damagedSeq: null, damage: null, setupOk: 1 });
  });

  it('a file that turned read-only still lists the damage: the answer is not kept, and found again next time', async () => {
    const { db, manager } = await club();
    const { gameId } = played(db, manager, 4);
    db.prepare(`UPDATE events SET payload = json_set(payload, '$.type', 'man-plac#d') WHERE game_id = ? AND seq = 3`).run(gameId);
    db.pragma('query_only = ON');
    expect(damagedIn(manager, gameId)).toMatchObject({ seq: 3 });
    expect(damagedIn(manager, gameId)).toMatchObject({ seq: 3 });
    expect(checkOf(db, gameId)).toMatchObject({ checked: 2, damagedSeq: null });
  });

  it('a damaged setup is listed from its check, seq 0', async () => {
    const { db, manager } = await club();
    const { gameId } = played(db, manager, 1);
    db.prepare(`UPDATE snapshots SET state = '[]' WHERE game_id = ? AND seq = 0`).run(gameId);
    expect(damagedIn(manager, gameId)).toEqual({ seq: 0, reason: expect.stringMatching(/stored setup \(snapshot 0\)/) as unknown });
  });

  it('an older campaign (schema 6) is backed up, migrated, and its rows scanned once at the first listing; damage made before the upgrade is found', async () => {
    const first = await club();
    const { gameId } = played(first.db, first.manager, 6);
    const clean = played(first.db, first.manager, 3).gameId;
    // Back to schema 6, as an older Sightline left it, with a row edited by hand meanwhile.
    // (Migration 8 undone first: its triggers and the results' summary columns.)
    for (const { name } of first.db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'trigger' AND (name LIKE '%summary%' OR name LIKE '%outcomes%')`).all() as { name: string }[]) first.db.exec(`DROP TRIGGER ${name}`);
    first.db.exec(`ALTER TABLE results DROP COLUMN outcomes; ALTER TABLE results DROP COLUMN summary;`);
    first.db.exec(`DROP TABLE game_row_checks; PRAGMA user_version = 6;`);
    for (const { name } of first.db.prepare(`SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name LIKE 'game_row_checks%'`).all() as { name: string }[]) first.db.exec(`DROP TRIGGER ${name}`);
    first.db.pragma('ignore_check_constraints = ON');
    first.db.prepare(`UPDATE events SET dice = 'x' WHERE game_id = ? AND seq = 3`).run(gameId);
    first.db.close();

    const { db, manager, file } = await club(first.file);
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_SCHEMA_VERSION);
    const backups = fs.readdirSync(join(file, '..', 'backups'));
    expect(backups.some((b) => b.endsWith('.v6.sqlite'))).toBe(true);
    expect(checkOf(db, gameId)).toEqual({ checked: 0, damagedSeq: null, damage: null, setupOk: 1 });
    expect(damagedIn(manager, gameId)).toMatchObject({ seq: 3, reason: expect.stringMatching(/dice are not JSON/) as unknown });
    expect(damagedIn(manager, clean)).toBeUndefined();
    expect(checkOf(db, gameId)).toMatchObject({ checked: 2, damagedSeq: 3 });
    expect(checkOf(db, clean).checked).toBe(lastSeq(db, clean));
  });
});
