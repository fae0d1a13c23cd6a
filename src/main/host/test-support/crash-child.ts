// The crash-safety test's child: runs a host on a campaign file and plays a
// scripted game, writing "ack <index> <seqs>" to stdout after each command's
// transaction has committed. The parent kills it with SIGKILL at random
// points and checks what survived. Run: node --import tsx crash-child.ts --db <file>
// With --http it plays nothing itself: it serves the umpire API on 127.0.0.1
// (token CRASH_UMPIRE_TOKEN), prints "http <port>", and the parent's clients
// send the commands, retrying with the same command ids after each kill.
import { mkdtempSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from '@shared/rulesets/commando/model/commands';
import { commandoRuleset } from '@shared/rulesets/commando';
import { openCampaignFile } from '../../app/campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from '../../app/demo-game';
import { createHttpListener, listen } from '../../http/http-transport';
import { TokenRegistry } from '../../http/tokens';
import type { UmpireShell } from '../api-service';
import { GameHost } from '../game-host';

export const CRASH_UMPIRE_TOKEN = 'crash-test-umpire-token';

const MEN = ['c1', 'c2', 'c3', 'd1', 'd2', 'd3'] as const;

/** Command `i` of the scripted game: legal whenever commands 0..i-1 all committed. */
export function scriptedCommand(i: number): Command {
  const block = i % 50;
  if (block === 10) return { type: 'umpire/record-observation', observerId: 'c1', targetId: 'd3' };
  if (block === 30) return { type: 'umpire/lose-sight', observerId: 'c1', targetId: 'd3' };
  const m = i % MEN.length;
  // Each man keeps to his own columns, so Case 7.41 stacking never refuses a move.
  return { type: 'umpire/place-man', manId: MEN[m]!, square: { col: m * 6 + 1 + ((i * 7) % 5), row: 1 + ((i * 13) % 64) } };
}

export async function runChild(file: string, snapshotEvery: number, limit: number): Promise<void> {
  const initial = trainingGroundState();
  const opened = await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const game = opened.persistence.open(opened.initial);
  if (!game.log) throw new Error('no log');
  const host = new GameHost(commandoRuleset, opened.initial, game.dice, game.log, { snapshotEvery });
  const umpire = { kind: 'umpire' } as const;
  let next = host.audit(umpire).entries.filter((e) => e.kind === 'command').length;
  writeSync(1, `ready ${next}\n`);
  for (; next < limit; next++) {
    const out = host.command(umpire, scriptedCommand(next));
    if (!out.ok) throw new Error(`scripted command ${next} was refused: ${out.error.message}`);
    writeSync(1, `ack ${next} ${(out.seqs ?? []).join(',')}\n`);
  }
  opened.persistence.close();
  writeSync(1, 'done\n');
}

/** The same host behind the HTTP transport: the umpire API only, for the parent's clients. */
export async function serveChild(file: string, snapshotEvery: number): Promise<void> {
  const initial = trainingGroundState();
  const opened = await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const game = opened.persistence.open(opened.initial);
  if (!game.log) throw new Error('no log');
  const host = new GameHost(commandoRuleset, opened.initial, game.dice, game.log, { snapshotEvery });
  const tokens = new TokenRegistry([], { umpire: CRASH_UMPIRE_TOKEN });
  const server = createHttpListener('loopback', { host, shell: {} as UmpireShell, tokens, staticDir: mkdtempSync(join(tmpdir(), 'sightline-crash-static-')) });
  const port = await listen(server, 0, '127.0.0.1');
  writeSync(1, `http ${port}\n`);
}

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

if (arg('--db') && process.argv.includes('--http')) {
  serveChild(arg('--db')!, Number(arg('--snapshot-every') ?? 200)).catch((e: unknown) => {
    process.stderr.write(`crash child failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  });
} else if (arg('--db')) {
  runChild(arg('--db')!, Number(arg('--snapshot-every') ?? 200), Number(arg('--limit') ?? Number.MAX_SAFE_INTEGER)).catch((e: unknown) => {
    process.stderr.write(`crash child failed: ${e instanceof Error ? e.stack : String(e)}\n`);
    process.exit(1);
  });
}
