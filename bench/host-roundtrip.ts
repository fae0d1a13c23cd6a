/**
 * Host round trip and replay, each as a ratio against a plain in-memory fold
 * of the same events measured in the same run (never a bare time to compare
 * across machines; these machines are small and noisy).
 *
 * 1. Command round trip: `GameHost.command` = decide + one SQLite
 *    transaction (events, audit row, dice state; WAL, synchronous=FULL) +
 *    fold + a projection pushed to three viewers (umpire and both sides).
 *    Reported per command, against folding one event in memory, and against
 *    the same host over an in-memory log (no SQLite) for scale.
 * 2. Replay of a 10,000-event game on open: the whole log read back from the
 *    database and folded from the setup, versus folded from the latest
 *    snapshot (every 200 events); both against a plain fold of the same
 *    10,000 events already in memory.
 *
 * Run: npx tsx --tsconfig tsconfig.node.json bench/host-roundtrip.ts (or `npm run bench host`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { ScriptedDice } from '../src/shared/kernel/dice/scripted-dice';
import { evolve } from '../src/shared/rulesets/commando/engine/dispatch';
import type { GameEvent } from '../src/shared/rulesets/commando/model/events';
import type { GameState } from '../src/shared/rulesets/commando/model/state';
import { openCampaignFile } from '../src/main/app/campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from '../src/main/app/demo-game';
import { commandoHost, type CommandoHost, type CommandoLog } from '../src/main/app/commando-host';
import { scriptedCommand } from '../src/main/host/test-support/crash-child';
import { MemoryGameLog } from '../src/main/host/game-log';
import { median } from './support/stats';

const ROUNDS = 5;
const COMMANDS_PER_ROUND = 150;
const REPLAY_EVENTS = 10_000;
const UMPIRE = { kind: 'umpire' } as const;

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

function foldAll(initial: GameState, events: readonly GameEvent[]): GameState {
  let s = initial;
  for (const e of events) s = evolve(s, e);
  return s;
}

/** Time per event of a plain fold of `events` (repeated until at least ~20 ms have passed). */
function foldPerEvent(initial: GameState, events: readonly GameEvent[]): number {
  let reps = 0;
  const t0 = performance.now();
  let t: number;
  do {
    foldAll(initial, events);
    reps++;
    t = performance.now();
  } while (t - t0 < 20);
  return (t - t0) / (reps * events.length);
}

function subscribeThree(host: CommandoHost): void {
  host.subscribeUmpire(UMPIRE, () => undefined);
  host.subscribePlayer(UMPIRE, 'commando', () => undefined);
  host.subscribePlayer(UMPIRE, 'defender', () => undefined);
}

async function openBenchHost(file: string, snapshotEvery = 200) {
  const initial = trainingGroundState();
  const opened = await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const game = opened.persistence.open(opened.initial);
  if (!game.log) throw new Error('no log');
  return { host: commandoHost(opened.initial, game.dice, game.log, { snapshotEvery }), log: game.log, persistence: opened.persistence, initial: opened.initial };
}

export default async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-bench-'));
  try {
    // ---- 1. command round trip
    const sqlite: number[] = [];
    const memory: number[] = [];
    const fold: number[] = [];
    let next = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const { host, persistence, initial } = await openBenchHost(join(dir, `roundtrip-${round}.sqlite`));
      subscribeThree(host);
      const mem = commandoHost(trainingGroundState(), new ScriptedDice([]), new MemoryGameLog<GameState, GameEvent>());
      subscribeThree(mem);
      const commands = Array.from({ length: COMMANDS_PER_ROUND }, () => scriptedCommand(next++ % 500));
      let t0 = performance.now();
      for (const c of commands) mem.command(UMPIRE, c);
      memory.push((performance.now() - t0) / commands.length);
      t0 = performance.now();
      for (const c of commands) host.command(UMPIRE, c);
      sqlite.push((performance.now() - t0) / commands.length);
      fold.push(foldPerEvent(initial, host.liveEvents()));
      persistence.close();
    }
    const f = median(fold);
    process.stdout.write(
      [
        `command round trip (decide + append + fold + project for three viewers), median of ${ROUNDS} rounds × ${COMMANDS_PER_ROUND} commands:`,
        `  host over SQLite (WAL, synchronous=FULL): ${fmt(median(sqlite) / f)}× a plain in-memory fold of the same event`,
        `  host over an in-memory log:               ${fmt(median(memory) / f)}× the plain fold`,
        `  (SQLite durability is ${fmt(median(sqlite) / median(memory))}× the in-memory host)`,
        '',
      ].join('\n'),
    );

    // ---- 2. replay of a 10,000-event game
    const file = join(dir, 'replay.sqlite');
    const built = await openBenchHost(file, 200);
    // Building the log is set-up, not measured: no fsync for it.
    built.persistence.campaign!().db.pragma('synchronous = OFF');
    for (let i = 0; built.host.liveEvents().length < REPLAY_EVENTS; i++) {
      const out = built.host.command(UMPIRE, scriptedCommand(i));
      if (!out.ok) throw new Error(out.error.message);
    }
    const events = built.host.liveEvents();
    const expected = built.host.current;
    built.persistence.close();

    const scratch: number[] = [];
    const snap: number[] = [];
    const plain: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { log, persistence, initial } = await openBenchHost(file, 200);
      const noSnapshots: CommandoLog = { ...log, snapshotAtOrBefore: () => null, initial: () => log.initial() };
      const dice = new ScriptedDice([]);
      let t0 = performance.now();
      const a = commandoHost(initial, dice, noSnapshots);
      scratch.push(performance.now() - t0);
      t0 = performance.now();
      const b = commandoHost(initial, dice, log);
      snap.push(performance.now() - t0);
      t0 = performance.now();
      const c = foldAll(a.initialState, events);
      plain.push(performance.now() - t0);
      if (a.current.version !== expected.version || b.current.version !== expected.version || c.version !== expected.version) throw new Error('replay disagrees with the live state');
      persistence.close();
    }
    const p = median(plain);
    process.stdout.write(
      [
        `replay of a ${events.length}-event game on open (read the log from SQLite, rebuild batches, fold), median of ${ROUNDS}:`,
        `  from scratch:              ${fmt(median(scratch) / p)}× a plain in-memory fold of the same events`,
        `  from the latest snapshot:  ${fmt(median(snap) / p)}× the plain fold`,
        `  (the snapshot saves ${fmt(median(scratch) / median(snap))}× ; reading and checking ${events.length} rows dominates both)`,
        '',
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
