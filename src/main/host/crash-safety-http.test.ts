import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { Command } from '@shared/rulesets/commando/model/commands';
import { replay } from '@shared/rulesets/commando/engine/dispatch';
import { checkIntegrity } from '../db/backup';
import { openCampaignDatabase } from '../db/open-database';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { CRASH_UMPIRE_TOKEN } from './test-support/crash-child';
import { dbFile, openHost } from './test-support/commando-host';

const tempDirOutsideTest = mkdtempSync(join(tmpdir(), 'sightline-crash-http-'));
afterAll(() => rmSync(tempDirOutsideTest, { recursive: true, force: true }));

const CHILD = fileURLToPath(new URL('./test-support/crash-child.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));
const SHARED = fileURLToPath(new URL('../../shared', import.meta.url));
const KILLS = 20;
const SNAPSHOT_EVERY = 25;

// As in crash-safety.test.ts: the child bundled once with esbuild starts in a fraction of tsx's time.
let command: { args: string[]; env: NodeJS.ProcessEnv } = { args: ['--import', 'tsx', CHILD], env: { TSX_TSCONFIG_PATH: TSCONFIG } };
beforeAll(async () => {
  try {
    const esbuild = await import('esbuild');
    const outfile = join(tempDirOutsideTest, 'crash-child.mjs');
    await esbuild.build({ entryPoints: [CHILD], outfile, bundle: true, platform: 'node', format: 'esm', target: 'node20', alias: { '@shared': SHARED }, external: ['better-sqlite3', 'better-sqlite3-node'], logLevel: 'silent' });
    command = { args: [outfile], env: { NODE_PATH: NODE_MODULES } };
  } catch (e) {
    console.log(`crash-safety-http: esbuild unavailable (${e instanceof Error ? e.message : String(e)}); starting the child with tsx`);
  }
});

function prng(seed: number): () => number {
  const rng = xoroshiro128plus(seed);
  return () => uniformInt(rng, 0, 0xffff_ffff) / 0x1_0000_0000;
}

/** Client `who`'s command `i`: each client moves its own men in its own columns, so every command is legal in any interleaving. */
function clientCommand(who: 0 | 1, i: number): Command {
  const m = who * 3 + (i % 3);
  const manId = ['c1', 'c2', 'c3', 'd1', 'd2', 'd3'][m]!;
  return { type: 'umpire/place-man', manId, square: { col: m * 6 + 1 + ((i * 7) % 5), row: 1 + ((i * 13) % 64) } };
}

/** The server now up (a new child after each kill); clients wait on it while there is none. */
class Server {
  private base: string | null = null;
  private waiters: ((base: string) => void)[] = [];
  up(base: string): void {
    this.base = base;
    for (const w of this.waiters.splice(0)) w(base);
  }
  down(): void {
    this.base = null;
  }
  get(): Promise<string> {
    return this.base ? Promise.resolve(this.base) : new Promise((resolve) => this.waiters.push(resolve));
  }
}

interface Stats {
  acked: string[][];
  repeats: number;
  retries: number;
}

describe('crash safety over HTTP: two clients retrying with the same command ids', () => {
  it(`loses none and applies none twice across ≥ ${KILLS} kills`, async () => {
    const seed = Number(process.env.SIGHTLINE_CRASH_SEED ?? Date.now() % 1_000_000);
    console.log(`crash-safety-http seed ${seed} (set SIGHTLINE_CRASH_SEED to repeat)`);
    const rnd = prng(seed);
    const file = dbFile(tempDir());
    const server = new Server();
    const stats: Stats = { acked: [[], []], repeats: 0, retries: 0 };
    let kills = 0;
    let stop = false;
    let acksSinceStart = 0;
    let killAt = Infinity;
    let child: ChildProcess | null = null;
    const stderr: string[] = [];

    const kill = () => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const startChild = () =>
      new Promise<void>((resolve, reject) => {
        const c = spawn(process.execPath, [...command.args, '--db', file, '--snapshot-every', String(SNAPSHOT_EVERY), '--http'], { env: { ...process.env, ...command.env }, stdio: ['ignore', 'pipe', 'pipe'] });
        child = c;
        acksSinceStart = 0;
        // Most lives end a few acks in; every fourth at a random moment (possibly while opening).
        killAt = kills % 4 === 3 ? Infinity : 3 + Math.floor(rnd() * 25);
        const timer = kills % 4 === 3 ? setTimeout(kill, 100 + Math.floor(rnd() * 600)) : null;
        let out = '';
        c.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          const m = /http (\d+)\n/.exec(out);
          if (m) server.up(`http://127.0.0.1:${m[1]}`);
        });
        c.stderr!.on('data', (chunk: Buffer) => stderr.push(chunk.toString('utf8')));
        c.on('error', reject);
        c.on('exit', (_code, signal) => {
          if (timer) clearTimeout(timer);
          server.down();
          if (signal === 'SIGKILL') kills++;
          resolve();
        });
      });

    const runClient = async (who: 0 | 1) => {
      for (let i = 0; !stop; i++) {
        const body = JSON.stringify({ command: clientCommand(who, i), commandId: `client${who}-${i}` });
        for (;;) {
          const base = await server.get();
          try {
            const res = await fetch(`${base}/api/umpire/command`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${CRASH_UMPIRE_TOKEN}` },
              body,
              signal: AbortSignal.timeout(5_000),
            });
            const out = (await res.json()) as { ok: boolean; repeated?: boolean; message?: string };
            expect(out, `client ${who} command ${i}: ${out.message ?? ''}`).toMatchObject({ ok: true });
            if (out.repeated) stats.repeats++;
            stats.acked[who]!.push(`client${who}-${i}`);
            if (++acksSinceStart === killAt) setTimeout(kill, Math.floor(rnd() * 3));
            break;
          } catch (e) {
            if (!(e instanceof TypeError) && !(e instanceof DOMException)) throw e;
            stats.retries++; // the connection died with the child: the same id again, on the next child
            await new Promise((r) => setTimeout(r, 5));
          }
        }
      }
    };

    const clients = Promise.all([runClient(0), runClient(1)]);
    const t0 = Date.now();
    while (kills < KILLS) await startChild();
    // One last clean life, so each client's command in flight gets its answer.
    stop = true;
    killAt = Infinity;
    const last = startChild();
    await clients;
    kill();
    await last;
    console.log(`crash-safety-http: ${kills} kills, ${stats.acked[0]!.length + stats.acked[1]!.length} acks, ${stats.retries} retries, ${stats.repeats} answered from the stored outcome, ${Date.now() - t0} ms`);
    // A child started after a kill takes over the dead child's campaign lock and says so (docs/database.md, "One writer"); nothing else may reach stderr.
    const unexpected = stderr.join('').split('\n').filter((line) => line !== '' && !/: took over the lock left by Sightline process \d+ .*which is no longer running$/.test(line));
    expect(unexpected).toEqual([]);
    expect(kills).toBeGreaterThanOrEqual(KILLS);

    const db = await openCampaignDatabase(file, { integrityCheck: 'full' });
    try {
      expect(checkIntegrity(db, 'full')).toEqual([]);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const repos = createRepositories(db);
      const game = repos.games.list(repos.campaigns.list()[0]!.id)[0]!;
      const ids = repos.audit
        .list(game.id)
        .filter((a) => a.kind === 'command')
        .map((a) => a.detail.commandId as string);
      // 0 applied twice: every id once. 0 lost: exactly the acknowledged ids (a client sends its next only after an answer).
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.filter((id) => id.startsWith('client0-'))).toEqual(stats.acked[0]);
      expect(ids.filter((id) => id.startsWith('client1-'))).toEqual(stats.acked[1]);
    } finally {
      db.close();
    }
    const { host, persistence } = await openHost(file, { snapshotEvery: SNAPSHOT_EVERY });
    try {
      expect(host.current).toEqual(replay(host.initialState, host.liveEvents()));
    } finally {
      persistence.close();
    }
  }, 180_000);
});
