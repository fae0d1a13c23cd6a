/**
 * Command → player push (issue 13): `GameHost.command` over an in-memory log
 * with two side streams attached (each side's window, the real serialised
 * pushes: `ViewStream` — the whole view once, then JSON patches of the side's
 * own projection — written to a sink that takes every byte), as a ratio to
 * the same commands on the same host with no stream attached. The two hosts
 * run the same commands, interleaved round by round, the order swapped each
 * round. Never a bare time to compare across machines.
 *
 * Where `src/main/http/view-stream.ts` does not exist (code from before issue
 * 13), the stream is what the transport did then: every push the whole
 * `{type: 'view', view}` serialised, so "before" runs the same file.
 *
 * Run: npx tsx --tsconfig tsconfig.node.json bench/stream-push.ts (or `npm run bench stream-push`).
 */
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ScriptedDice } from '../src/shared/kernel/dice/scripted-dice';
import type { GameEvent } from '../src/shared/rulesets/commando/model/events';
import type { GameState } from '../src/shared/rulesets/commando/model/state';
import { trainingGroundState } from '../src/main/app/demo-game';
import { commandoHost, type CommandoHost } from '../src/main/app/commando-host';
import { scriptedCommand } from '../src/main/host/test-support/crash-child';
import { MemoryGameLog } from '../src/main/host/game-log';
// A type only (erased when run): the "before" code has no such file.
import type { ViewStream as ViewStreamClass } from '../src/main/http/view-stream';
import { median } from './support/stats';

const ROUNDS = 7;
const COMMANDS_PER_ROUND = 150;
const UMPIRE = { kind: 'umpire' } as const;
const SIDES = ['commando', 'defender'] as const;

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** A response that takes every byte at once (no socket): what is measured is the server's work per push. */
class Sink extends EventEmitter {
  bytes = 0;
  writes = 0;
  readonly writableLength = 0;
  readonly writableEnded = false;
  readonly destroyed = false;
  write(chunk: string): boolean {
    this.bytes += Buffer.byteLength(chunk);
    this.writes++;
    return true;
  }
}

type Attach = (host: CommandoHost, side: string, sink: Sink) => void;

async function streamAttacher(): Promise<{ attach: Attach; kind: string }> {
  const file = fileURLToPath(new URL('../src/main/http/view-stream.ts', import.meta.url));
  if (existsSync(file)) {
    const { ViewStream } = (await import(pathToFileURL(file).href)) as { ViewStream: typeof ViewStreamClass };
    return {
      kind: 'ViewStream (whole view, then patches of the side projection)',
      attach: (host, side, sink) => {
        const caller = { kind: 'player', side } as const;
        const res = sink as unknown as ServerResponse;
        const stream = new ViewStream(res, () => host.playerView(caller, side));
        stream.start(host.playerView(caller, side));
        host.subscribePlayer(caller, side, (view) => stream.push(view));
      },
    };
  }
  return {
    kind: 'whole view per push (the transport before issue 13)',
    attach: (host, side, sink) => {
      const caller = { kind: 'player', side } as const;
      const write = (msg: unknown) => sink.write(`data: ${JSON.stringify(msg)}\n\n`);
      write({ type: 'view', view: host.playerView(caller, side) });
      host.subscribePlayer(caller, side, (view) => write({ type: 'view', view }));
    },
  };
}

function newHost(): CommandoHost {
  return commandoHost(trainingGroundState(), new ScriptedDice([]), new MemoryGameLog<GameState, GameEvent>());
}

function timeCommands(host: CommandoHost, from: number): number {
  const t0 = performance.now();
  for (let i = 0; i < COMMANDS_PER_ROUND; i++) host.command(UMPIRE, scriptedCommand((from + i) % 500));
  return (performance.now() - t0) / COMMANDS_PER_ROUND;
}

/** Median ratio (and context) of the streamed host to the bare one; `umpire` gives both hosts the umpire console's listener too. */
function measure(attach: Attach, umpire: boolean) {
  const bare: number[] = [];
  const streamed: number[] = [];
  const ratios: number[] = [];
  let bytes = 0;
  let writes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const plain = newHost();
    const watched = newHost();
    if (umpire) for (const h of [plain, watched]) h.subscribeUmpire(UMPIRE, () => undefined);
    const sinks = SIDES.map(() => new Sink());
    SIDES.forEach((side, i) => attach(watched, side, sinks[i]!));
    const before = sinks.reduce((n, s) => n + s.bytes, 0);
    const beforeWrites = sinks.reduce((n, s) => n + s.writes, 0);
    const from = round * COMMANDS_PER_ROUND;
    let a: number;
    let b: number;
    if (round % 2 === 0) {
      a = timeCommands(plain, from);
      b = timeCommands(watched, from);
    } else {
      b = timeCommands(watched, from);
      a = timeCommands(plain, from);
    }
    bare.push(a);
    streamed.push(b);
    ratios.push(b / a);
    bytes += sinks.reduce((n, s) => n + s.bytes, 0) - before;
    writes += sinks.reduce((n, s) => n + s.writes, 0) - beforeWrites;
  }
  const commands = ROUNDS * COMMANDS_PER_ROUND;
  return { ratio: median(ratios), kb: bytes / commands / 1024, messages: writes / commands, streamed: median(streamed), bare: median(bare) };
}

/**
 * The umpire's stream (issue 13, point 2): a host whose umpire listener writes the umpire's SSE stream into a
 * sink — `whole`, every push the whole `{type:'view', view}` serialised (the transport before), or `patch`,
 * the real `PatchStream` (the whole view once, then patches without the map) — against the same commands on a
 * host whose umpire listener does nothing (the projection alone: what the app pays anyway).
 */
async function measureUmpire(mode: 'whole' | 'patch') {
  const file = fileURLToPath(new URL('../src/main/http/view-stream.ts', import.meta.url));
  const mod = (await import(pathToFileURL(file).href)) as { PatchStream?: new (res: ServerResponse, latest: () => unknown, shape: unknown) => { start(v: unknown): void; push(v: unknown): void }; viewShape?: () => unknown };
  const ratios: number[] = [];
  let bytes = 0;
  let writes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const plain = newHost();
    const watched = newHost();
    plain.subscribeUmpire(UMPIRE, () => undefined);
    const sink = new Sink();
    if (mode === 'patch' && mod.PatchStream && mod.viewShape) {
      const stream = new mod.PatchStream(sink as unknown as ServerResponse, () => watched.umpireView(UMPIRE), mod.viewShape());
      stream.start(watched.umpireView(UMPIRE));
      watched.subscribeUmpire(UMPIRE, (view) => stream.push(view));
    } else {
      const write = (msg: unknown) => sink.write(`data: ${JSON.stringify(msg)}\n\n`);
      write({ type: 'view', view: watched.umpireView(UMPIRE) });
      watched.subscribeUmpire(UMPIRE, (view) => write({ type: 'view', view }));
    }
    const [b0, w0] = [sink.bytes, sink.writes];
    const from = round * COMMANDS_PER_ROUND;
    let a: number;
    let b: number;
    if (round % 2 === 0) {
      a = timeCommands(plain, from);
      b = timeCommands(watched, from);
    } else {
      b = timeCommands(watched, from);
      a = timeCommands(plain, from);
    }
    ratios.push(b / a);
    bytes += sink.bytes - b0;
    writes += sink.writes - w0;
  }
  const commands = ROUNDS * COMMANDS_PER_ROUND;
  return { ratio: median(ratios), kb: bytes / commands / 1024, messages: writes / commands, patched: mode === 'patch' && !!mod.PatchStream };
}

export default async function run(): Promise<void> {
  const { attach, kind } = await streamAttacher();
  const lines = [`command → player push, two side streams attached: ${kind}; median of ${ROUNDS} interleaved rounds × ${COMMANDS_PER_ROUND} commands:`];
  for (const umpire of [false, true]) {
    const m = measure(attach, umpire);
    lines.push(
      umpire ? '  both hosts with the umpire console\'s listener attached too:' : '  no other listener:',
      `    with two streams: ${fmt(m.ratio)}× the same commands with no stream attached (throughput ${fmt(1 / m.ratio)}× of none)`,
      `    pushed: ${fmt(m.kb)} KB and ${fmt(m.messages)} messages per command over both streams`,
      `    [${fmt(m.streamed)} ms vs ${fmt(m.bare)} ms per command; context only]`,
    );
  }
  lines.push(`command → umpire push, the umpire's stream attached, ÷ the same commands with the umpire's listener doing nothing; median of ${ROUNDS} rounds × ${COMMANDS_PER_ROUND} commands:`);
  for (const mode of ['whole', 'patch'] as const) {
    const m = await measureUmpire(mode);
    if (mode === 'patch' && !m.patched) continue;
    lines.push(
      mode === 'whole' ? '  every push the whole view (the umpire stream before issue 13, point 2):' : '  PatchStream (the whole view once, then patches without the map):',
      `    ${fmt(m.ratio)}× (throughput ${fmt(1 / m.ratio)}× of the bare listener); pushed ${fmt(m.kb)} KB and ${fmt(m.messages)} messages per command`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run();
