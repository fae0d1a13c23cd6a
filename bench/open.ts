/**
 * Opening a 50,000-event game (issue 23), Raid on Entebbe on map J, from
 * the bench database (bench/support/bench-db.ts; snapshots every 200 events
 * as the host writes them), against a bare read of the same game measured
 * in the same run, interleaved, the order swapped each round.
 *
 * Ours:
 * 1. **host load**: `commandoHost(setup, dice, campaignGameLog(db, id))`,
 *    what the host does when a game is put behind it (read the log, find
 *    the latest usable snapshot, fold the tail);
 * 2. **app open**: `GameManager.openableSetup` (the damage check the app
 *    runs before switching) and then the host load, as `openGame` does
 *    (before issue 23's last part, `openableSetup` also loaded the game once
 *    on trial; now the switch reads it once, before switching). Until
 *    `perf-open2` the damage check scanned every event row of the game; now
 *    it checks the setup, and the host load scans the tail it reads.
 *
 * 3. **first history read**: the host load, then the replay frame of the
 *    newest event (the umpire's), which reads the game's history as undo,
 *    redo, rewind and the audit do (`GameHost`'s timeline: until migration 7
 *    every row of the game was scanned for damage first; until `histpage`
 *    one small row per event was read, and every command's batch).
 *
 * **Peer:** a bare better-sqlite3 read of the newest snapshot (and, where
 * the schema keeps the map apart, its map row), `JSON.parse`, then the live
 * events after it read and folded with the engine's `evolve`.
 *
 * Run: npx tsx --tsconfig tsconfig.node.json bench/open.ts (or `npm run bench open`).
 */
import { pathToFileURL } from 'node:url';
import { evolve } from '../src/shared/rulesets/commando/engine/dispatch';
import type { GameEvent } from '../src/shared/rulesets/commando/model/events';
import type { GameState } from '../src/shared/rulesets/commando/model/state';
import { bundledCatalogue } from '../src/main/app/catalogue';
import { campaignGameLog } from '../src/main/app/campaign-persistence';
import { commandoHost } from '../src/main/app/commando-host';
import { GameManager } from '../src/main/app/game-manager';
import { NO_DICE } from '../src/main/host/game-host';
import type { Database } from '../src/main/db/driver';
import { createGame } from '../src/shared/rulesets/commando/scenarios/setup-game';
import { withBenchDatabase } from './support/bench-db';
import { interleaved, line } from './support/interleave';

// SIGHTLINE_BENCH_ROUNDS lowers it for a slow "before" run.
const ROUNDS = Number(process.env['SIGHTLINE_BENCH_ROUNDS'] ?? 5);

/** The peer: newest snapshot, its map when kept apart, and the live tail folded. */
function barePeer(db: Database, gameId: string): () => GameState {
  const cols = (db.prepare(`SELECT name FROM pragma_table_info('snapshots')`).all() as { name: string }[]).map((c) => c.name);
  const mapApart = cols.includes('map_hash');
  const snap = db.prepare(`SELECT seq, state${mapApart ? ', map_hash AS mapHash' : ''} FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT 1`);
  const map = mapApart ? db.prepare(`SELECT json FROM state_maps WHERE hash = ?`) : null;
  const tail = db.prepare(`SELECT payload, dice FROM events WHERE game_id = ? AND seq > ? AND kind = 'game' AND reverted_by IS NULL ORDER BY seq`);
  return () => {
    const row = snap.get(gameId) as { seq: number; state: string; mapHash?: string };
    let s = JSON.parse(row.state) as GameState;
    if (map && row.mapHash) s = { ...s, map: JSON.parse((map.get(row.mapHash) as { json: string }).json) as GameState['map'] };
    for (const e of tail.all(gameId, row.seq) as { payload: string; dice: string | null }[]) {
      const event = JSON.parse(e.payload) as GameEvent;
      s = evolve(s, e.dice ? ({ ...event, dice: JSON.parse(e.dice) } as GameEvent) : event);
    }
    return s;
  };
}

export default async function run(): Promise<void> {
  await withBenchDatabase(({ db, campaignId, bigGameId, bigSetup }) => {
    const manager = new GameManager({ db, databasePath: db.name, campaignId }, bundledCatalogue(), createGame);
    const live = (db.prepare(`SELECT count(*) AS n FROM events WHERE game_id = ? AND kind = 'game' AND reverted_by IS NULL`).get(bigGameId) as { n: number }).n;
    const peer = barePeer(db, bigGameId);
    const hostLoad = () => commandoHost(bigSetup, NO_DICE, campaignGameLog(db, bigGameId)).current;
    const appOpen = () => {
      const setup = manager.openableSetup(bigGameId);
      const host = commandoHost(setup, NO_DICE, campaignGameLog(db, bigGameId));
      // What the switch also does before switching (game-switch.ts): the umpire's view, checked.
      host.umpireView({ kind: 'umpire' });
      return host.current;
    };
    const expected = peer();
    for (const [name, f] of [['host load', hostLoad], ['app open', appOpen]] as const) {
      const got = f();
      if (got.version !== expected.version) throw new Error(`${name} reaches version ${got.version}, the bare read ${expected.version}`);
    }
    process.stdout.write(`open a ${live}-event game (version ${expected.version}), median of ${ROUNDS} interleaved rounds, ratio ours ÷ peer (bare snapshot + tail fold):\n`);
    process.stdout.write(`${line('host load (log read, snapshot, tail fold)', interleaved(ROUNDS, hostLoad, peer, 1))}\n`);
    process.stdout.write(`${line('app open (damage check, then host load)', interleaved(ROUNDS, appOpen, peer, 1))}\n`);
    const lastSeq = (db.prepare(`SELECT max(seq) AS n FROM events WHERE game_id = ?`).get(bigGameId) as { n: number }).n;
    const firstHistory = () => {
      const host = commandoHost(bigSetup, NO_DICE, campaignGameLog(db, bigGameId));
      return host.replayAt({ kind: 'umpire' }, lastSeq, { kind: 'umpire' }).seq;
    };
    process.stdout.write(`${line('first history read (host load, then the replay frame of the newest event)', interleaved(ROUNDS, firstHistory, peer, 1))}\n`);
    const sizes = db
      .prepare(`SELECT count(*) AS n, avg(length(state)) AS avg, sum(length(state)) AS total FROM snapshots WHERE game_id = ?`)
      .get(bigGameId) as { n: number; avg: number; total: number };
    process.stdout.write(`  snapshots of that game: ${sizes.n}, ${(sizes.avg / 1024).toFixed(1)} KB each on average, ${(sizes.total / 1e6).toFixed(1)} MB in all\n`);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
