import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { replay } from '@shared/rulesets/commando/engine/dispatch';
import { checkIntegrity } from '../db/backup';
import { openCampaignDatabase } from '../db/open-database';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { scriptedCommand } from './test-support/crash-child';
import { dbFile, openHost } from './test-support/commando-host';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll } from 'vitest';

const tempDirOutsideTest = mkdtempSync(join(tmpdir(), 'sightline-crash-'));
afterAll(() => rmSync(tempDirOutsideTest, { recursive: true, force: true }));

const CHILD = fileURLToPath(new URL('./test-support/crash-child.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const SHARED = fileURLToPath(new URL('../../shared', import.meta.url));
const TRIALS = 20;

/**
 * How to start the child: `node --import tsx crash-child.ts` works but costs
 * ~2 s a start on these machines; 20 starts would eat the time budget. So the
 * child is bundled once with esbuild (which tsx itself uses) and started as
 * plain JavaScript — the same code. If esbuild cannot be loaded, tsx it is.
 */
let command: { args: string[]; env: NodeJS.ProcessEnv } = {
  args: ['--import', 'tsx', CHILD],
  env: { TSX_TSCONFIG_PATH: TSCONFIG },
};

beforeAll(async () => {
  try {
    const esbuild = await import('esbuild');
    const outfile = join(tempDirOutsideTest, 'crash-child.mjs');
    await esbuild.build({
      entryPoints: [CHILD],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      alias: { '@shared': SHARED },
      external: ['better-sqlite3', 'better-sqlite3-node'],
      logLevel: 'silent',
    });
    // The bundle lives in a temp folder: the driver's require() finds the native module through NODE_PATH.
    command = { args: [outfile], env: { NODE_PATH: NODE_MODULES } };
  } catch (e) {
    console.log(`crash-safety: esbuild unavailable (${e instanceof Error ? e.message : String(e)}); starting the child with tsx`);
  }
});

const MIN_COMMANDS = 500;
const SNAPSHOT_EVERY = 25;

/** A reproducible schedule of kill points (the seed is printed), from the generator the seeded dice use. */
function prng(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  return () => uniformInt(rng, 0, 0xffff_ffff) / 0x1_0000_0000;
}

interface Trial {
  acks: Map<number, number[]>;
  ready: number | null;
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs the child until `killAt` decides to SIGKILL it (or it finishes). */
function runChild(file: string, args: string[], killAt: (acks: number) => number | null, killAfterMs: number | null): Promise<Trial> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...command.args, '--db', file, '--snapshot-every', String(SNAPSHOT_EVERY), ...args], {
      env: { ...process.env, ...command.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const trial: Trial = { acks: new Map(), ready: null, signal: null, stderr: '' };
    let buffer = '';
    let killing = false;
    const kill = () => {
      if (!killing) {
        killing = true;
        child.kill('SIGKILL');
      }
    };
    if (killAfterMs !== null) setTimeout(kill, killAfterMs);
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let nl: number;
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        const [word, a, b] = line.split(' ');
        if (word === 'ready') trial.ready = Number(a);
        if (word === 'ack') {
          trial.acks.set(Number(a), (b ?? '').split(',').filter(Boolean).map(Number));
          const delay = killAt(trial.acks.size);
          if (delay === 0) kill();
          else if (delay !== null) setTimeout(kill, delay);
        }
      }
    });
    child.stderr.on('data', (c: Buffer) => (trial.stderr += c.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (_code, signal) => {
      trial.signal = signal;
      resolve(trial);
    });
  });
}

describe('crash safety: SIGKILL at random points never loses an acknowledged command', () => {
  it(`survives ${TRIALS} kills during a scripted game of ≥ ${MIN_COMMANDS} commands`, async () => {
    const seed = Number(process.env.SIGHTLINE_CRASH_SEED ?? Date.now() % 1_000_000);
    console.log(`crash-safety seed ${seed} (set SIGHTLINE_CRASH_SEED to repeat)`);
    const rnd = prng(seed);
    const file = dbFile(tempDir());
    let committed = 0;
    let kills = 0;
    const t0 = Date.now();
    for (let t = 0; t < TRIALS; t++) {
      // Most trials die a few ms after a random ack; some at a random moment, possibly while opening.
      const byTime = t % 5 === 4;
      const target = 12 + Math.floor(rnd() * 36);
      const delay = Math.floor(rnd() * 4);
      const trial = await runChild(file, [], (n) => (!byTime && n === target ? delay : null), byTime ? 300 + Math.floor(rnd() * 1500) : null);
      if (process.env.SIGHTLINE_CRASH_TRACE) console.log(`trial ${t}: ${trial.acks.size} acks at ${Date.now() - t0} ms`);
      expect(trial.stderr).toBe('');
      expect(trial.signal).toBe('SIGKILL');
      kills++;
      committed = await verify(file, trial, committed);
      await checkLiveEqualsReplay(file);
    }
    // Top up (no kill) if the random schedule fell short of the game's length.
    if (committed < MIN_COMMANDS) {
      const trial = await runChild(file, ['--limit', String(MIN_COMMANDS)], () => null, null);
      expect(trial.signal).toBeNull();
      committed = await verify(file, trial, committed);
      await checkLiveEqualsReplay(file);
    }
    expect(kills).toBeGreaterThanOrEqual(TRIALS);
    expect(committed).toBeGreaterThanOrEqual(MIN_COMMANDS);
  }, 300_000); // a hang guard: the test took 128 s on a 2-core CI machine at load 22
});

/** After a kill: the file is sound, every acknowledged command is there, at most the in-flight one beyond. */
async function verify(file: string, trial: Trial, committedBefore: number): Promise<number> {
  // Opening runs SQLite's check and refuses a damaged file; the full check also cross-checks every index.
  const db = await openCampaignDatabase(file, { integrityCheck: 'full' });
  try {
    expect(checkIntegrity(db, 'full')).toEqual([]);
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const repos = createRepositories(db);
    const game = repos.games.list(repos.campaigns.list()[0]!.id)[0]!;
    const commands = repos.audit.list(game.id).filter((a) => a.kind === 'command');
    const n = commands.length;
    if (trial.ready !== null) expect(trial.ready).toBe(committedBefore);
    const acked = [...trial.acks.keys()];
    const maxAck = acked.length ? Math.max(...acked) : committedBefore - 1;
    // Everything acknowledged survived; at most the command in flight at the kill is beyond it (and then it is whole).
    expect(n).toBeGreaterThanOrEqual(maxAck + 1);
    expect(n).toBeLessThanOrEqual(Math.max(maxAck + 2, committedBefore + 1));
    for (const [i, seqs] of trial.acks) {
      expect(commands[i]!.detail.seqs).toEqual(seqs);
      expect(commands[i]!.detail.command).toEqual(scriptedCommand(i));
    }
    const live = repos.events.listLive(game.id);
    expect(live.map((e) => e.seq)).toEqual(commands.flatMap((c) => c.detail.seqs as number[]));
    return n;
  } finally {
    db.close();
  }
}

async function checkLiveEqualsReplay(file: string): Promise<void> {
  const { host, persistence } = await openHost(file, { snapshotEvery: SNAPSHOT_EVERY });
  try {
    expect(host.current).toEqual(replay(host.initialState, host.liveEvents()));
  } finally {
    persistence.close();
  }
}
