/**
 * Command → three viewers on a real game (issue 23): Raid on Entebbe
 * (Section 39.0, map J, 19 men), set up by the Zone counts and played for two
 * Game-Turns by the scripted policy the engine tests use (Israelis enter,
 * walk to the hostages and lead them off; Ugandans hold). Every command of
 * that play is given again through `GameHost.command` over a real campaign
 * file (SQLite, WAL, synchronous=FULL) with three real listeners:
 *
 * - the umpire console: its push as the window's channel carries it
 *   (`electron/ipc-push.ts`: the whole view once, then patches without the
 *   map; until issue 23's last part this bench serialised the whole
 *   `{type: 'view', view}` on every push, which the app no longer does);
 * - each side's window: the real `ViewStream` (the whole view once, then
 *   patches of the side's projection) writing to a sink that takes every byte.
 *
 * Reported per command: p50 / p95 / p99 of the time from the command to the
 * last push, as a ratio to the peer — a bare better-sqlite3 insert (WAL,
 * synchronous=FULL) of the same events' JSON in its own transaction, timed
 * command by command, interleaved with ours, the order alternating. Also
 * `legalActions` of the state after each command, as a share of our median
 * (before issue 23 the umpire projection computed it on every command), and
 * a second host in the same run whose umpire push is the whole view with
 * the legal actions in it (the old path), interleaved command by command, for
 * ours ÷ old at each percentile. And each command's CPU time (`process.cpuUsage`), ours and the old
 * path's, so what other processes on a shared machine add to the wall clock shows.
 *
 * Run: npx tsx --tsconfig tsconfig.node.json bench/command-push.ts (or `npm run bench command-push`).
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import '../src/shared/rulesets/commando/index';
import type { Command } from '../src/shared/rulesets/commando/model/commands';
import type { GameState } from '../src/shared/rulesets/commando/model/state';
import { candidates, isLegal, legalActions } from '../src/shared/rulesets/commando/engine/legal-actions';
import { deployUgandans, newEntebbe, playTurn, RuleDice } from '../src/shared/rulesets/commando/scenarios/special/test-support/entebbe-play';
import { openCampaignFile } from '../src/main/app/campaign-persistence';
import { sqlite } from '../src/main/db/driver';
import { commandoHost, type CommandoHost } from '../src/main/app/commando-host';
import { ViewStream } from '../src/main/http/view-stream';
import { watchOverIpc } from '../src/main/electron/ipc-push';
import { viewShape } from '../src/main/host/view-publisher-patches';
import { median } from './support/stats';

const ROUNDS = 5;
const TURNS = 2;
const UMPIRE = { kind: 'umpire' } as const;

/** A response that takes every byte at once (no socket). */
class Sink extends EventEmitter {
  bytes = 0;
  readonly writableLength = 0;
  readonly writableEnded = false;
  readonly destroyed = false;
  write(chunk: string): boolean {
    this.bytes += Buffer.byteLength(chunk);
    return true;
  }
}

/** The scripted Entebbe play, its commands recorded: the state after set-up, and every command after it. */
async function scriptedEntebbe(): Promise<{ initial: GameState; commands: Command[]; men: number; onMap: number }> {
  const { play } = await newEntebbe(new RuleDice());
  deployUgandans(play);
  const initial = play.state;
  const commands: Command[] = [];
  const run = play.run.bind(play);
  play.run = (c) => {
    commands.push(c);
    return run(c);
  };
  for (let t = 0; t < TURNS; t++) playTurn(play);
  const men = Object.values(play.state.men);
  return { initial, commands, men: men.length, onMap: men.filter((m) => m.square).length };
}

/**
 * `withLegal`: the old path — the umpire push is the whole view, serialised on every command, carrying
 * `legalActions(state)` too (as every umpire projection did before issue 23). Otherwise the umpire's
 * window as the app feeds it (`electron/ipc-push.ts`): the whole view once, then patches of its
 * projection without the map; each message serialised as JSON (IPC's structured clone does like work).
 */
function attachViewers(host: CommandoHost, sinks: Sink[], withLegal = false): { umpireBytes: () => number } {
  let umpireBytes = 0;
  if (withLegal) {
    host.subscribeUmpire(UMPIRE, (view) => {
      umpireBytes += JSON.stringify({ type: 'view', view: { ...view, legal: legalActions(host.current) } }).length;
    });
  } else {
    const window = { isDestroyed: () => false, send: (_channel: string, msg: unknown) => void (umpireBytes += JSON.stringify(msg).length) };
    watchOverIpc(window, 'umpire-push', viewShape(), host.umpireView(UMPIRE), (l) => host.subscribeUmpire(UMPIRE, l));
  }
  const sides = host.current.sides.map((s) => s.id);
  sides.forEach((side, i) => {
    const caller = { kind: 'player', side } as const;
    const stream = new ViewStream(sinks[i] as unknown as ServerResponse, () => host.playerView(caller, side));
    stream.start(host.playerView(caller, side));
    host.subscribePlayer(caller, side, (view) => stream.push(view));
  });
  return { umpireBytes: () => umpireBytes };
}

const pct = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
};
const cpuMs = (u: NodeJS.CpuUsage): number => (u.user + u.system) / 1000;
const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

export default async function run(): Promise<void> {
  const { initial, commands, men, onMap } = await scriptedEntebbe();
  const dir = mkdtempSync(join(tmpdir(), 'sightline-command-push-'));
  const ours: number[] = [];
  const peer: number[] = [];
  const legal: number[] = [];
  const legalFull: number[] = [];
  /** The same commands on a second host whose umpire push is the whole view with the legal actions, as before issue 23. */
  const old: number[] = [];
  /** The same commands' CPU time (`process.cpuUsage`, user + system, ms): what other processes on the machine do not add to. */
  const oursCpu: number[] = [];
  const oldCpu: number[] = [];
  let pushedBytes = 0;
  /** The events' JSON each command wrote in the first round: the peer writes the same bytes. */
  const written: string[][] = [];
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const opened = await openCampaignFile(join(dir, `game-${round}.sqlite`), { id: `entebbe-${round}`, name: initial.scenarioName, initial });
      const game = opened.persistence.open(opened.initial);
      if (!game.log) throw new Error('no log');
      const host = commandoHost(opened.initial, new RuleDice(), game.log);
      const sinks = [new Sink(), new Sink()];
      const umpire = attachViewers(host, sinks);
      const openedOld = await openCampaignFile(join(dir, `old-${round}.sqlite`), { id: `entebbe-old-${round}`, name: initial.scenarioName, initial });
      const gameOld = openedOld.persistence.open(openedOld.initial);
      if (!gameOld.log) throw new Error('no log');
      const hostOld = commandoHost(openedOld.initial, new RuleDice(), gameOld.log);
      attachViewers(hostOld, [new Sink(), new Sink()], true);
      const timeOld = (c: Command) => {
        const c0 = process.cpuUsage();
        const t0 = performance.now();
        const out = hostOld.command(UMPIRE, c);
        old.push(performance.now() - t0);
        oldCpu.push(cpuMs(process.cpuUsage(c0)));
        if (!out.ok) throw new Error(`old host: ${c.type} refused: ${out.error.message}`);
      };
      const Database = sqlite();
      const bare = new Database(join(dir, `peer-${round}.sqlite`));
      bare.pragma('journal_mode = WAL');
      bare.pragma('synchronous = FULL');
      bare.exec('CREATE TABLE events (seq INTEGER PRIMARY KEY, body TEXT NOT NULL)');
      const insert = bare.prepare('INSERT INTO events (body) VALUES (?)');
      const insertAll = bare.transaction((bodies: string[]) => {
        for (const b of bodies) insert.run(b);
      });
      commands.forEach((c, k) => {
        const oursFirst = round === 0 || (round + k) % 2 === 0;
        const timeOurs = () => {
          const c0 = process.cpuUsage();
          const t0 = performance.now();
          const out = host.command(UMPIRE, c);
          const ms = performance.now() - t0;
          oursCpu.push(cpuMs(process.cpuUsage(c0)));
          if (!out.ok) throw new Error(`round ${round}, command ${k} (${c.type}) refused: ${out.error.message}`);
          return { ms, bodies: host.liveEvents().slice(-out.events).map((e) => JSON.stringify(e)) };
        };
        const timePeer = (bodies: string[]) => {
          const t0 = performance.now();
          insertAll(bodies);
          return performance.now() - t0;
        };
        if (!oursFirst) timeOld(c);
        if (oursFirst) {
          const o = timeOurs();
          ours.push(o.ms);
          written[k] ??= o.bodies;
          peer.push(timePeer(written[k]!));
        } else {
          peer.push(timePeer(written[k]!));
          ours.push(timeOurs().ms);
        }
        if (oursFirst) timeOld(c);
        // The list as it is made now (cheap legality, issue 23), and the candidates checked by the full decide as before, order alternating.
        const timeList = () => {
          const t0 = performance.now();
          legalActions(host.current);
          legal.push(performance.now() - t0);
        };
        const timeFull = () => {
          const t0 = performance.now();
          candidates(host.current).filter((x) => isLegal(host.current, x));
          legalFull.push(performance.now() - t0);
        };
        for (const f of oursFirst ? [timeList, timeFull] : [timeFull, timeList]) f();
      });
      pushedBytes += umpire.umpireBytes() + sinks.reduce((n, s) => n + s.bytes, 0);
      bare.close();
      opened.persistence.close();
      openedOld.persistence.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const n = commands.length;
  const p = median(peer);
  process.stdout.write(
    [
      `command → three viewers (umpire window fed as ipc-push feeds it, two side ViewStreams), Raid on Entebbe, map J, ${men} men (${onMap} on the map after ${TURNS} turns), ${n} commands × ${ROUNDS} rounds:`,
      `  p50 / p95 / p99: ${fmt(pct(ours, 0.5) / p)}× / ${fmt(pct(ours, 0.95) / p)}× / ${fmt(pct(ours, 0.99) / p)}× the peer's median (bare insert + fsync of the same events)   [${fmt(pct(ours, 0.5))} / ${fmt(pct(ours, 0.95))} / ${fmt(pct(ours, 0.99))} ms; peer ${fmt(p)} ms]`,
      `  the old path (every umpire push the whole view with legalActions in it, as before issue 23), same run, interleaved: p50 / p95 / p99 ${fmt(pct(old, 0.5) / p)}× / ${fmt(pct(old, 0.95) / p)}× / ${fmt(pct(old, 0.99) / p)}× the peer   [${fmt(pct(old, 0.5))} / ${fmt(pct(old, 0.95))} / ${fmt(pct(old, 0.99))} ms]; ours ÷ it: ${fmt(pct(ours, 0.5) / pct(old, 0.5))} / ${fmt(pct(ours, 0.95) / pct(old, 0.95))} / ${fmt(pct(ours, 0.99) / pct(old, 0.99))}`,
      `  CPU clock (process.cpuUsage, user + system) per command, p50 / p95 / p99: ours ${fmt(pct(oursCpu, 0.5))} / ${fmt(pct(oursCpu, 0.95))} / ${fmt(pct(oursCpu, 0.99))} ms, the old path ${fmt(pct(oldCpu, 0.5))} / ${fmt(pct(oldCpu, 0.95))} / ${fmt(pct(oldCpu, 0.99))} ms; ours ÷ it ${fmt(pct(oursCpu, 0.5) / pct(oldCpu, 0.5))} / ${fmt(pct(oursCpu, 0.95) / pct(oldCpu, 0.95))} / ${fmt(pct(oursCpu, 0.99) / pct(oldCpu, 0.99))}; wall ÷ CPU at p50 ${fmt(pct(ours, 0.5) / pct(oursCpu, 0.5))} (above 1: the fsync's wait, and other processes on the machine)`,
      `  legalActions of the state after each command: median ${fmt((median(legal) / median(ours)) * 100)} % of a command's median, ${fmt((legal.reduce((a, b) => a + b, 0) / ours.reduce((a, b) => a + b, 0)) * 100)} % of all commands' time   [${fmt(median(legal))} ms, p95 ${fmt(pct(legal, 0.95))} ms]`,
      `  the same states' legal actions with every candidate checked by the full decide (follow-ups, victory facts: before the cheap check), interleaved: cheap ÷ full, median ${fmt(median(legal) / median(legalFull))}, all ${fmt(legal.reduce((a, b) => a + b, 0) / legalFull.reduce((a, b) => a + b, 0))}   [full ${fmt(median(legalFull))} ms, p95 ${fmt(pct(legalFull, 0.95))} ms]`,
      `  pushed: ${fmt(pushedBytes / (n * ROUNDS) / 1024)} KB per command over the three viewers`,
      '',
    ].join('\n'),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
