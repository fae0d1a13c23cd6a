/**
 * Helpers for benchmarks that drive the real app in browser mode: build the
 * renderer when it is missing, start `src/main/cli/browser-mode.ts` on a
 * scratch database and a free port of 47396–47399, call the umpire API, and
 * stop the server again by the process group of the PID we started.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The ports benchmarks may use (47311 belongs to the end-to-end tests). */
export const BENCH_PORTS = [47396, 47397, 47398, 47399] as const;

export interface BenchSession {
  umpireUrl: string;
  umpireToken: string;
  port: number;
  players: { side: string; sideName: string; token: string; url: string }[];
}

export interface RunningApp {
  readonly base: string;
  readonly session: BenchSession;
  readonly pid: number;
  /** The renderer folder served, and whether this run built it. */
  readonly renderer: { staticDir: string; built: 'no' | 'out/renderer' | 'scratch' };
  /** Umpire API call; throws on an HTTP error. */
  umpire<T>(method: string, params?: unknown): Promise<T>;
  stop(): Promise<void>;
}

/**
 * The renderer build for browser mode. out/renderer is built first when it is
 * missing. When it is there but built for Electron (`electron-vite build`
 * writes relative `./assets/` paths, which break at /player/<side>), a
 * browser-mode build goes to a scratch folder instead, leaving the shared
 * out/renderer alone. Returns the folder to serve and whether it was built.
 */
export function ensureRenderer(scratch: string): { staticDir: string; built: 'no' | 'out/renderer' | 'scratch' } {
  const shared = join(ROOT, 'out/renderer');
  const index = join(shared, 'index.html');
  if (existsSync(index) && /src="\/assets\//.test(readFileSync(index, 'utf8'))) return { staticDir: shared, built: 'no' };
  const missing = !existsSync(index);
  const outDir = missing ? shared : join(scratch, 'renderer');
  process.stdout.write(missing ? 'out/renderer is missing: building it (vite build)…\n' : 'out/renderer is an Electron build (relative asset paths): building a browser-mode renderer into a scratch folder…\n');
  const r = spawnSync('npx', ['vite', 'build', '--config', 'vite.renderer.config.ts', ...(missing ? [] : ['--outDir', outDir, '--emptyOutDir'])], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status ?? r.signal}).`);
  return { staticDir: outDir, built: missing ? 'out/renderer' : 'scratch' };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });
}

export async function freeBenchPort(): Promise<number> {
  for (const p of BENCH_PORTS) if (await portFree(p)) return p;
  throw new Error(`None of the benchmark ports ${BENCH_PORTS.join(', ')} is free.`);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts browser mode on a fresh temporary database; resolves once it answers. */
export async function startBrowserMode(): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), 'sightline-bench-ui-'));
  let renderer: ReturnType<typeof ensureRenderer>;
  try {
    renderer = ensureRenderer(dir);
  } catch (e) {
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }
  const port = await freeBenchPort();
  const sessionFile = join(dir, 'session.json');
  const tsxCli = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  let log = '';
  // Its own process group (detached), so stopping it stops tsx's child node too, and nothing else.
  const child: ChildProcess = spawn(
    process.execPath,
    [tsxCli, '--tsconfig', 'src/main/tsconfig.json', 'src/main/cli/browser-mode.ts', '--port', String(port), '--db', join(dir, 'campaign.sqlite'), '--session-file', sessionFile, '--static', renderer.staticDir],
    { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (log += b.toString()));
  const pid = child.pid;
  if (pid === undefined) throw new Error('browser mode did not start');
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // Already gone.
    }
  };
  // Should the bench die half way, the server still goes with it.
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const stop = async () => {
    process.removeListener('exit', onExit);
    if (!exited) {
      killGroup('SIGTERM');
      await Promise.race([exitedPromise, sleep(5000)]);
      if (!exited) killGroup('SIGKILL');
      await Promise.race([exitedPromise, sleep(2000)]);
    }
    // tsx's own child may outlive the parent for a moment.
    killGroup('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const deadline = Date.now() + 60_000;
    let session: BenchSession | undefined;
    while (!session) {
      if (exited) throw new Error(`browser mode exited early:\n${log}`);
      if (Date.now() > deadline) throw new Error(`browser mode did not write its session file within 60 s:\n${log}`);
      if (existsSync(sessionFile)) {
        try {
          session = JSON.parse(readFileSync(sessionFile, 'utf8')) as BenchSession;
        } catch {
          // Half written; read again.
        }
      }
      if (!session) await sleep(200);
    }
    const base = `http://127.0.0.1:${port}`;
    const token = session.umpireToken;
    const umpire = async <T>(method: string, params: unknown = {}): Promise<T> => {
      const res = await fetch(`${base}/api/umpire/${method}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(params),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`umpire/${method}: HTTP ${res.status} ${text}`);
      return JSON.parse(text) as T;
    };
    return { base, session, pid, renderer, umpire, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

export const fmtRatio = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));
