/**
 * A campaign database for the open and archive benches (issue 23), generated
 * into a temporary folder, never committed: one game of a real scenario
 * (Raid on Entebbe, Section 39, map J) with ~50,000 live events and a
 * snapshot every 200 (the host's own cadence, written by the host), and
 * 2,000 finished games of the bundled scenarios, each with its setup
 * (snapshot 0), a few events, players on its sides and a result.
 *
 * Run on its own to keep a file: `npx tsx --tsconfig tsconfig.node.json bench/support/bench-db.ts /tmp/club.sqlite`.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Command } from '../../src/shared/rulesets/commando/model/commands';
import type { GameState } from '../../src/shared/rulesets/commando/model/state';
import { createGame } from '../../src/shared/rulesets/commando/scenarios/setup-game';
import { SeededDice } from '../../src/shared/kernel/dice/seeded-dice';
import { openDefaultCampaign } from '../../src/main/db/default-location';
import type { Database } from '../../src/main/db/driver';
import { bundledCatalogue } from '../../src/main/app/catalogue';
import { campaignGameLog } from '../../src/main/app/campaign-persistence';
import { commandoHost } from '../../src/main/app/commando-host';
import { GameManager } from '../../src/main/app/game-manager';

export const BIG_GAME_EVENTS = 50_000;
export const FINISHED_GAMES = 2_000;
const BIG_SCENARIO = 'raid-on-entebbe';

export interface BenchDatabase {
  readonly db: Database;
  readonly campaignId: string;
  /** The 50k-event game. */
  readonly bigGameId: string;
  readonly bigSetup: GameState;
  readonly scenarioIds: readonly string[];
  readonly playerIds: readonly string[];
}

/** The umpire places man `i % n` alternately on two squares of his own column: always legal (Case 7.41: one man per column). */
function placement(state: GameState, i: number): Command {
  const men = Object.values(state.men).filter((m) => m.condition !== 'dead');
  const m = i % men.length;
  const col = 1 + ((m * 2) % (state.map.width - 1));
  const row = 1 + (Math.floor(i / men.length) % 2);
  return { type: 'umpire/place-man', manId: men[m]!.id, square: { col, row } };
}

/** Opens (or creates and fills) the bench database at `file`. */
export async function benchDatabase(file: string, progress: (line: string) => void = () => undefined): Promise<BenchDatabase> {
  const fresh = !existsSync(file);
  const { db, campaign } = await openDefaultCampaign({ argv: ['--db', file], env: {} });
  const manager = new GameManager({ db, databasePath: file, campaignId: campaign.id }, bundledCatalogue(), createGame);
  const repos = manager.repos;
  const scenarioIds = manager.listScenarios().filter((s) => s.canStart).map((s) => s.id);
  if (fresh) {
    // Generation only: the bench measures reads, and a power cut here loses nothing anyone saved.
    db.pragma('synchronous = OFF');
    const players = Array.from({ length: 24 }, (_, i) => repos.players.create({ campaignId: campaign.id, name: `Player ${i + 1}` }).id);
    const t0 = Date.now();
    const dice = SeededDice.fromSeed('bench');
    const { gameId } = manager.createGame({ scenarioId: BIG_SCENARIO, endurance: 'standard', optionalRules: [], diceMode: 'seeded' });
    const setup = manager.initialOf(gameId);
    const host = commandoHost(setup, dice, campaignGameLog(db, gameId, dice));
    let count = host.liveEvents().length;
    for (let i = 0; count < BIG_GAME_EVENTS; i++) {
      const out = host.command({ kind: 'umpire' }, placement(host.current, i));
      if (!out.ok) throw new Error(`bench command ${i} was refused: ${out.error.message}`);
      count += out.events ?? 0;
      if (i % 10000 === 0) progress(`  big game: ${count} events (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    // 2,000 finished games over the bundled scenarios. One game per scenario is set up and played six
    // commands through the app; the rest are copies of its rows (whatever columns this schema has), then
    // given their own players and result through the repositories.
    const templates = scenarioIds.map((scenarioId) => {
      const made = manager.createGame({ scenarioId, endurance: 'standard', optionalRules: [], diceMode: 'seeded' });
      const d = SeededDice.fromSeed(scenarioId);
      const h = commandoHost(manager.initialOf(made.gameId), d, campaignGameLog(db, made.gameId, d));
      for (let i = 0; i < 6; i++) {
        const out = h.command({ kind: 'umpire' }, placement(h.current, i));
        if (!out.ok) throw new Error(`bench command ${i} of ${scenarioId} was refused: ${out.error.message}`);
      }
      return { gameId: made.gameId, sides: h.sides().map((x) => x.id) };
    });
    const copy = (table: string, key: string) => {
      const cols = (db.prepare(`SELECT name FROM pragma_table_info('${table}')`).all() as { name: string }[]).map((c) => c.name).filter((c) => c !== 'id' || key !== 'game_id');
      const select = cols.map((c) => (c === key ? '@to' : c === 'created_at' ? '@at' : c)).join(', ');
      return db.prepare(`INSERT INTO ${table} (${cols.join(', ')}) SELECT ${select} FROM ${table} WHERE ${key} = @from`);
    };
    const copies = [copy('games', 'id'), copy('snapshots', 'game_id'), copy('events', 'game_id'), copy('audit', 'game_id')];
    const reverted = db.prepare(`SELECT count(*) AS n FROM events WHERE reverted_by IS NOT NULL`);
    if ((reverted.get() as { n: number }).n > 0) throw new Error('bench templates must have no reverted events');
    for (let g = 0; g < FINISHED_GAMES; g++) {
      const t = templates[g % templates.length]!;
      const id = randomUUID();
      const at = new Date(Date.UTC(2020, 0, 1) + g * 36e5 * 7).toISOString();
      db.transaction(() => {
        for (const c of copies) c.run({ from: t.gameId, to: id, at });
        repos.games.setPlayers(id, Object.fromEntries(t.sides.map((side, k) => [side, [players[(g + k * 7) % players.length]!, ...(g % 3 === 0 ? [players[(g + k * 7 + 1) % players.length]!] : [])]])));
        repos.results.save({
          gameId: id,
          sides: Object.fromEntries(t.sides.map((side, k) => [side, { outcome: (g + k) % 5 === 0 ? 'draw' : k === g % 2 ? 'win' : 'loss', level: k === 0 ? 'Tactical' : null, casualties: (g * (k + 3)) % 9 }])),
          turnsPlayed: 4 + (g % 12),
          rulings: g % 10 === 0 ? ['Case 7.41: stacking as printed'] : [],
          notes: g % 4 === 0 ? `Game ${g} of the bench club.` : '',
          finishedAt: at,
        });
      }).immediate();
      if (g % 500 === 0) progress(`  finished games: ${g} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    for (const t of templates) db.prepare(`DELETE FROM games WHERE id = ?`).run(t.gameId);
    db.pragma('synchronous = FULL');
    db.pragma('wal_checkpoint(TRUNCATE)');
  }
  const big = repos.games.list(campaign.id).find((g) => g.scenarioId === BIG_SCENARIO && g.status === 'active');
  if (!big) throw new Error(`${file} has no active game of ${BIG_SCENARIO}: not a bench database`);
  const playerIds = repos.players.list(campaign.id).map((p) => p.id);
  return { db, campaignId: campaign.id, bigGameId: big.id, bigSetup: manager.initialOf(big.id), scenarioIds, playerIds };
}

/** Runs `f` over the bench database: kept at `SIGHTLINE_BENCH_DB` (generated when missing), else generated into a temporary folder and removed after. */
export async function withBenchDatabase<T>(f: (b: Awaited<ReturnType<typeof benchDatabase>>) => T | Promise<T>): Promise<T> {
  const kept = process.env['SIGHTLINE_BENCH_DB'];
  const dir = kept ? null : mkdtempSync(join(tmpdir(), 'sightline-bench-db-'));
  const file = kept ?? join(dir!, 'club.sqlite');
  const b = await benchDatabase(file, (l) => process.stdout.write(`${l}\n`));
  try {
    return await f(b);
  } finally {
    b.db.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: bench-db.ts <file.sqlite>');
  const b = await benchDatabase(file, (l) => process.stdout.write(`${l}\n`));
  b.db.close();
  process.stdout.write(`${file}: ${(statSync(file).size / 1e6).toFixed(0)} MB\n`);
}
