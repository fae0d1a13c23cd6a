// Browser mode: the whole app served on 127.0.0.1 for a browser, used where
// no Electron binary exists and by the end-to-end tests.
import { fileURLToPath } from 'node:url';
import { openDefaultGame } from '../app/open-default-game';
import { lanPortFrom } from '../app/player-links';
import { SightlineApp } from '../app/sightline-app';
import { writeSessionFile } from './session-file';

interface Args {
  port: number;
  lan: boolean;
  lanPort: number;
  lanHost?: string;
  sessionFile?: string;
  staticDir: string;
  reason?: string;
}

function parseArgs(argv: readonly string[]): Args {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    if (i >= 0) return argv[i + 1];
    return argv.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
  };
  const port = Number(value('--port') ?? process.env.SIGHTLINE_PORT ?? 7450);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${value('--port')}".`);
  return {
    port,
    lan: argv.includes('--lan'),
    lanPort: lanPortFrom(value('--lan-port'), process.env),
    ...(value('--lan-host') ? { lanHost: value('--lan-host')! } : {}),
    ...(value('--session-file') ? { sessionFile: value('--session-file')! } : {}),
    staticDir: value('--static') ?? fileURLToPath(new URL('../../../out/renderer', import.meta.url)),
    ...(value('--reason') ? { reason: value('--reason')! } : {}),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const game = await openDefaultGame(process.argv, process.env);
  const app = await SightlineApp.start({
    mode: 'browser',
    ...game,
    staticDir: args.staticDir,
    port: args.port,
    ...(args.lanHost ? { lanHost: args.lanHost } : {}),
    lanPort: args.lanPort,
  });
  if (args.lan) await app.setLan(true);
  const session = app.session();
  const lines = [
    `Sightline is running in browser mode on 127.0.0.1${args.reason ? ` (${args.reason})` : ''}.`,
    `Campaign database: ${session.databasePath}`,
    '',
    `Umpire console:  ${session.umpireUrl}`,
    `Open game: ${app.currentGame().scenarioName} (its links last: they open this game's sides whenever it is open, and follow the umpire to the next game)`,
    ...session.players.map((p) => `Player window — ${p.sideName}:  ${p.url}`),
    ...(session.screen ? [`Shared second screen (hand-over curtain):  ${session.screen.url}`] : []),
    ...(session.lan.enabled ? ['', `On the local network (port ${session.lan.port ?? args.lanPort}):`, ...session.players.flatMap((p) => p.lanUrls.map((u) => `  ${p.sideName}: ${u}`))] : []),
    '',
    'Press Ctrl+C to stop.',
  ];
  process.stdout.write(lines.join('\n') + '\n');
  if (args.sessionFile) writeSessionFile(args.sessionFile, { ...session, umpireToken: app.tokens.umpire, port: app.port });
  const stop = () => {
    void app.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`Sightline could not start: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
