import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openSideWindow, openUmpireConsole, startNewGame } from './support/new-game';
import { readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 15, links that last: open side windows follow the umpire to a new game their seat plays in (or say
// plainly that their game was closed), a dead link says what is wrong, and links printed before a server restart
// still work after it (the window reconnects by itself meanwhile).

/** The token the side window holds now (takeToken keeps it in the tab's session storage, out of the address bar). */
const heldToken = (page: Page) => page.evaluate(() => sessionStorage.getItem(`sightline-token:${location.pathname}`)).catch(() => 'navigating');

test('both side windows follow the umpire to a new game of their sides, say closed when their sides are not in it, and a dead link says so', async ({ browser }) => {
  test.setTimeout(120_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const first = await startNewGame(umpire, 'raid-on-entebbe', 'Raid on Entebbe');
    const israelis = await openSideWindow(browser, first('israelis'));
    const ugandans = await openSideWindow(browser, first('ugandans'));
    await expect(israelis.page.getByTestId('player-side')).toHaveText(first('israelis').sideName);
    await expect(ugandans.page.getByTestId('player-side')).toHaveText(first('ugandans').sideName);

    // Another game of the same sides: each window goes to its own side's link there.
    const second = await startNewGame(umpire, 'raid-on-entebbe', 'Raid on Entebbe');
    expect(second('israelis').token).not.toBe(first('israelis').token);
    await expect.poll(() => heldToken(israelis.page)).toBe(second('israelis').token);
    await expect.poll(() => heldToken(ugandans.page)).toBe(second('ugandans').token);
    await expect(israelis.page.getByTestId('player-side')).toHaveText(first('israelis').sideName);
    await expect(ugandans.page.getByTestId('player-side')).toHaveText(first('ugandans').sideName);
    // Fog: the notice the Israeli window was sent names nothing of the Ugandans.
    const notices = israelis.traffic.payloads.filter((p) => p.includes('"type":"link"'));
    expect(notices).toHaveLength(1);
    for (const other of ['ugandans', 'Ugandan', first('ugandans').token, second('ugandans').token]) expect(notices[0]).not.toContain(other);

    // Back to the training ground: its sides are not these, so both windows say their game was closed.
    await switchBackTo(umpire, gameBefore);
    for (const w of [israelis, ugandans]) {
      await expect(w.page.getByTestId('link-closed')).toContainText('This game has been closed by the umpire');
      await expect(w.page.getByTestId('player-side')).toHaveCount(0);
    }
    // Reloading a dead link says what is wrong instead of waiting for the umpire for ever.
    await israelis.page.reload();
    await expect(israelis.page.getByTestId('link-closed')).toContainText('This game has been closed by the umpire');
    await expect(israelis.page.getByText('Waiting for the umpire…')).toHaveCount(0);
    await israelis.page.context().close();
    await ugandans.page.context().close();
  } finally {
    await switchBackTo(umpire, gameBefore);
    await umpire.context().close();
  }
});

/** A second Sightline in browser mode on a copy of the campaign; resolves with the links it printed. */
function startServer(db: string, port: number): Promise<{ child: ChildProcess; port: number; printed: Map<string, string> }> {
  const child = spawn(join('node_modules', '.bin', 'tsx'), ['--tsconfig', 'src/main/tsconfig.json', 'src/main/cli/browser-mode.ts', '--port', String(port), '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`The second server did not start within 60 s:\n${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('Press Ctrl+C to stop.')) return;
      clearTimeout(timer);
      const printed = new Map([...out.matchAll(/Player window — (.+?): {2}(\S+)/g)].map((m) => [m[1]!, m[2]!]));
      resolve({ child, port: Number(/127\.0\.0\.1:(\d+)\/umpire/.exec(out)?.[1]), printed });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    child.once('exit', (code) => reject(new Error(`The second server exited (${code}):\n${out}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test('links printed before a server restart still work after it; an open side window reconnects by itself', async ({ browser }) => {
  test.setTimeout(180_000);
  const { umpire } = await openUmpireConsole(browser);
  // A copy of the campaign, taken with SQLite's online backup while the shared e2e server holds its file.
  const backup = await umpireApi<{ path: string }>(umpire, 'backupCampaign');
  await umpire.context().close();
  const db = join(mkdtempSync(join(tmpdir(), 'sightline-links-')), 'campaign.sqlite');
  copyFileSync(backup.path, db);

  let server = await startServer(db, 0);
  try {
    const before = server.printed;
    expect([...before.keys()]).toEqual(['Commandos', 'Guards']);
    // The printed links are the open game's: the same as the shared server's session for it.
    expect([...before.values()].map((u) => new URL(u).searchParams.get('token'))).toEqual(readSession().players.map((p) => p.token));
    const port = server.port;
    const page = await (await browser.newContext()).newPage();
    await page.goto(before.get('Commandos')!);
    await expect(page.getByTestId('player-side')).toHaveText('Commandos');

    await stopServer(server.child);
    await expect(page.getByTestId('link-reconnecting')).toBeVisible();
    await expect(page.getByTestId('player-side')).toHaveText('Commandos');

    server = await startServer(db, port);
    expect([...server.printed.entries()]).toEqual([...before.entries()]);
    await expect(page.getByTestId('link-reconnecting')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId('player-side')).toHaveText('Commandos');
    // A printed link opened afresh after the restart opens its side.
    const guards = await (await browser.newContext()).newPage();
    await guards.goto(before.get('Guards')!);
    await expect(guards.getByTestId('player-side')).toHaveText('Guards');
    await page.context().close();
    await guards.context().close();
  } finally {
    await stopServer(server.child);
  }
});
