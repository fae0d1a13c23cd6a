// The Electron shell: windows, preloads and IPC around the same SightlineApp
// that browser mode runs. Everything rule- or data-related lives elsewhere.
import { app, BrowserWindow, dialog, protocol, screen, session, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ipcChannel, PLAYER_METHODS, SIDE_ARG_PREFIX, UMPIRE_METHODS } from '@shared/contract/channels';
import { ApiFailure, callPlayer, callUmpire } from '../host/api-service';
import { openDefaultGame } from '../app/open-default-game';
import { lanPortFrom } from '../app/player-links';
import { SightlineApp } from '../app/sightline-app';
import { placePlayerWindow, replaceOnDisplayChange, type Placement } from '../windows/display-placement';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, appPageUrl, isAppUrl, serveAppRequest } from './app-protocol';
import { hardenSession } from './harden-session';
import { viewShape } from '../host/view-publisher-patches';
import { watchOverIpc, WindowWatch } from './ipc-push';
import { claimSingleInstance } from './single-instance';
import { checkWatch } from './watch-params';
import { popOutPlan } from './follow-popouts';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The built renderer, served as app://sightline/… (app-protocol.ts), never from file://. */
const rendererDir = join(here, '../renderer');
const preload = (name: 'umpire' | 'player') => join(here, `../preload/${name}.cjs`);

let sightline: SightlineApp | undefined;
let umpireWindow: BrowserWindow | undefined;
const playerWindows = new Map<string, { win: BrowserWindow; placement: Placement; index: number }>();
/** The shared screen: one window the sides take turns at (src/main/host/shared-screen.ts). */
let screenWindow: { win: BrowserWindow; placement: Placement; index: number } | undefined;

// Before the app is ready: app:// is a standard, secure origin ('self' in the CSP), whose module scripts load.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: APP_SCHEME_PRIVILEGES }]);

/** Serves the renderer in this session (each window has its own partition, and a handler is per session). */
function serveRenderer(s: Electron.Session): void {
  if (s.protocol.isProtocolHandled(APP_SCHEME)) return;
  s.protocol.handle(APP_SCHEME, async (request) => {
    const r = await serveAppRequest(rendererDir, request.url, request.method);
    return new Response(r.body ? new Uint8Array(r.body) : null, { status: r.status, headers: r.headers });
  });
}

/** A window's session: hardened (harden-session.ts) and serving the renderer. */
function windowSession(partition: string): Electron.Session {
  const s = hardenSession(session.fromPartition(partition));
  serveRenderer(s);
  return s;
}

function lockDown(contents: WebContents): void {
  contents.on('will-navigate', (e) => e.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** Only the window's own top frame, showing our renderer, may call its handlers. */
function fromOwnFrame(win: BrowserWindow, event: IpcMainInvokeEvent): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame === win.webContents.mainFrame && isAppUrl(frame.url);
}

function secure<T>(win: BrowserWindow, f: (params: unknown) => Promise<T>) {
  return async (event: IpcMainInvokeEvent, params: unknown): Promise<T> => {
    if (!fromOwnFrame(win, event)) throw new Error('Refused: the request did not come from this window.');
    try {
      return await f(params);
    } catch (e) {
      if (e instanceof ApiFailure) throw new Error(`${e.body.error}: ${e.body.message}`, { cause: e });
      throw e;
    }
  };
}

function baseWebPreferences(partition: string, preloadPath: string, extraArgs: string[] = []): Electron.WebPreferences {
  return {
    preload: preloadPath,
    partition,
    session: windowSession(partition),
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    webSecurity: true,
    spellcheck: false,
    additionalArguments: extraArgs,
  };
}

function createUmpireWindow(app: SightlineApp): BrowserWindow {
  const win = new BrowserWindow({
    width: 1400,
    height: 900,
    title: 'Sightline — Umpire',
    backgroundColor: '#111417',
    webPreferences: baseWebPreferences('persist:umpire', preload('umpire')),
  });
  lockDown(win.webContents);
  // Handlers live on this window's own IPC, not on the global ipcMain.
  for (const method of UMPIRE_METHODS) {
    win.webContents.ipc.handle(ipcChannel.umpire(method), secure(win, (params) => callUmpire(app.host, app, method, params)));
  }
  // The window asks to watch (and again when it loses step): the whole view once, then patches (issue 13, ipc-push.ts).
  const watch = new WindowWatch();
  const umpire = { kind: 'umpire' } as const;
  win.webContents.ipc.handle(
    ipcChannel.umpireWatch,
    secure(win, async () => watch.replace(() => watchOverIpc(win.webContents, ipcChannel.umpirePush, viewShape(), app.host.umpireView(umpire), (l) => app.host.subscribeUmpire(umpire, l)))),
  );
  win.on('closed', () => {
    watch.close();
    for (const { win: w } of playerWindows.values()) if (!w.isDestroyed()) w.close();
    if (screenWindow && !screenWindow.win.isDestroyed()) screenWindow.win.close();
  });
  void win.loadURL(appPageUrl({ role: 'umpire' }));
  return win;
}

async function openPlayerWindow(app: SightlineApp, side: string): Promise<void> {
  const existing = playerWindows.get(side);
  if (existing && !existing.win.isDestroyed()) {
    existing.win.focus();
    return;
  }
  const index = playerWindows.size;
  const placement = placePlayerWindow(screen.getAllDisplays(), screen.getPrimaryDisplay().id, index);
  const win = new BrowserWindow({
    ...placement.bounds,
    fullscreen: placement.kind === 'fullscreen',
    title: `Sightline — ${side}`,
    backgroundColor: '#000000',
    autoHideMenuBar: true,
    webPreferences: baseWebPreferences(`persist:player-${side}`, preload('player'), [`${SIDE_ARG_PREFIX}${side}`]),
  });
  lockDown(win.webContents);
  const watch = new WindowWatch();
  const caller = { kind: 'player', side } as const;
  // Each player channel answers for this window's side alone (the side is fixed here, never taken from the request).
  for (const method of PLAYER_METHODS) win.webContents.ipc.handle(ipcChannel.player(method), secure(win, (params) => callPlayer(app.host, side, method, params)));
  win.webContents.ipc.handle(
    ipcChannel.playerWatch,
    secure(win, async (params) => {
      const manId = checkWatch(app.host, side, params);
      // The whole view of this side (or man) once, then patches of its own projection (issue 13, ipc-push.ts).
      watch.replace(() => watchOverIpc(win.webContents, ipcChannel.playerPush, viewShape(), app.host.playerView(caller, side, manId), (l) => app.host.subscribePlayer(caller, side, l, manId)));
    }),
  );
  win.on('closed', () => {
    watch.close();
    playerWindows.delete(side);
  });
  playerWindows.set(side, { win, placement, index });
  await win.loadURL(appPageUrl({ role: 'player', side }));
}

/**
 * The shared screen's pop-out. It has no preload and no IPC at all: it loads
 * the loopback page with the screen's own token, so it can read what the
 * screen shows now and nothing else (the same page a browser would open).
 */
async function openScreenWindow(app: SightlineApp): Promise<void> {
  if (screenWindow && !screenWindow.win.isDestroyed()) {
    screenWindow.win.focus();
    return;
  }
  const index = playerWindows.size;
  const placement = placePlayerWindow(screen.getAllDisplays(), screen.getPrimaryDisplay().id, index);
  const partition = 'persist:shared-screen';
  const win = new BrowserWindow({
    ...placement.bounds,
    fullscreen: placement.kind === 'fullscreen',
    title: 'Sightline — Shared screen',
    backgroundColor: '#000000',
    autoHideMenuBar: true,
    webPreferences: { partition, session: windowSession(partition), sandbox: true, contextIsolation: true, nodeIntegration: false, webSecurity: true, spellcheck: false },
  });
  lockDown(win.webContents);
  screenWindow = { win, placement, index };
  win.on('closed', () => {
    if (screenWindow?.win === win) screenWindow = undefined;
  });
  await win.loadURL(app.screenUrl);
}

function followDisplays(): void {
  const reconsider = () => {
    for (const entry of [...playerWindows.values(), ...(screenWindow ? [screenWindow] : [])]) {
      const next = replaceOnDisplayChange(entry.placement, screen.getAllDisplays(), screen.getPrimaryDisplay().id, entry.index);
      if (!next || entry.win.isDestroyed()) continue;
      entry.win.setFullScreen(false);
      entry.win.setBounds(next.bounds);
      entry.win.setFullScreen(next.kind === 'fullscreen');
      entry.placement = next;
    }
  };
  screen.on('display-added', reconsider);
  screen.on('display-removed', reconsider);
}

app.enableSandbox();
app.on('web-contents-created', (_e, contents) => lockDown(contents));

// One instance: a second launch focuses the first one's umpire window and quits before opening anything.
const firstInstance = claimSingleInstance(
  {
    requestSingleInstanceLock: () => app.requestSingleInstanceLock(),
    quit: () => app.quit(),
    onSecondInstance: (listener) => app.on('second-instance', listener),
  },
  () => umpireWindow,
);

if (firstInstance) void app.whenReady().then(async () => {
  const game = await openDefaultGame(process.argv, process.env);
  sightline = await SightlineApp.start({
    mode: 'electron',
    ...game,
    staticDir: rendererDir,
    port: 0,
    // A fixed LAN port (SIGHTLINE_LAN_PORT, default 7451), so printed QR codes keep working (issue 15).
    lanPort: lanPortFrom(undefined, process.env),
    openPlayerWindow: (side) => openPlayerWindow(sightline!, side),
    openScreenWindow: () => openScreenWindow(sightline!),
    // A game switch changes the sides: every pop-out closes, and reopens on its seat's side of the new game once it is open (follow-popouts.ts).
    closePlayerWindows: async (follow) => {
      const plan = popOutPlan([...playerWindows.keys()], follow);
      for (const { win } of [...playerWindows.values()]) if (!win.isDestroyed()) win.close();
      playerWindows.clear();
      return () => {
        for (const side of plan.reopen) void openPlayerWindow(sightline!, side);
      };
    },
  });
  followDisplays();
  umpireWindow = createUmpireWindow(sightline);
}).catch((e: unknown) => {
  // E.g. the campaign file is open in another program (CampaignInUseError names the file and its pid).
  dialog.showErrorBox('Sightline could not start', e instanceof Error ? e.message : String(e));
  app.quit();
});

app.on('window-all-closed', () => {
  void sightline?.close().finally(() => app.quit());
});
