import { expect, test, type Page } from '@playwright/test';
import { pathOf, readSession } from './support/session';

// The renderer is split (src/renderer/src/App.tsx, pages/setup/ConsoleScreens.tsx,
// rulesets/<id>/screens.ts): each window loads only its own page, the page its
// ruleset's screen, and the umpire console loads its whole-window screens and
// the charts when first opened. A side's window and the shared screen never
// fetch the umpire console's code at all.

const UMPIRE_ONLY = ['UmpirePage', 'UmpireConsole', 'GamesScreen', 'ScenarioSetup', 'MapEditorScreen', 'PlayersScreen', 'ArchiveScreen', 'TablesBrowser'];

/** The names of the JS chunks a page requests (each file is `<name>-<hash>.js`; a hash may itself hold a dash). */
class ChunksLoaded {
  private readonly files: string[] = [];
  constructor(page: Page) {
    page.on('request', (req) => {
      const file = /\/assets\/([^/]+\.js)$/.exec(new URL(req.url()).pathname)?.[1];
      if (req.resourceType() === 'script' && file) this.files.push(file);
    });
  }
  has(name: string): boolean {
    return this.files.some((f) => f.startsWith(`${name}-`));
  }
  umpireOnly(): string[] {
    return UMPIRE_ONLY.filter((name) => this.has(name));
  }
}

test("a side's window and the shared screen load none of the umpire console's code", async ({ browser }) => {
  const session = readSession();
  const side = session.players[0]!;
  const player = await (await browser.newContext()).newPage();
  const playerChunks = new ChunksLoaded(player);
  await player.goto(pathOf(side.url));
  await expect(player.getByTestId('player-side')).toHaveText(side.sideName);
  expect(playerChunks.has('PlayerPage')).toBe(true);
  expect(playerChunks.has('PlayerScreen')).toBe(true);
  expect(playerChunks.umpireOnly()).toEqual([]);

  const link = (session as unknown as { screen?: { url: string } }).screen;
  if (!link) throw new Error('The session has no shared screen link.');
  const screen = await (await browser.newContext()).newPage();
  const screenChunks = new ChunksLoaded(screen);
  await screen.goto(pathOf(link.url));
  await expect(screen.getByTestId('screen-curtain')).toBeVisible();
  expect(screenChunks.has('ScreenPage')).toBe(true);
  expect(screenChunks.umpireOnly()).toEqual([]);
});

test('the umpire console loads a screen and the charts when they are first opened', async ({ browser }) => {
  const umpire = await (await browser.newContext()).newPage();
  const chunks = new ChunksLoaded(umpire);
  await umpire.goto(pathOf(readSession().umpireUrl));
  await expect(umpire.getByTestId('umpire-map')).toBeVisible();
  expect(chunks.has('UmpirePage')).toBe(true);
  expect(chunks.has('UmpireConsole')).toBe(true);
  expect(chunks.has('MapEditorScreen')).toBe(false);
  expect(chunks.has('TablesBrowser')).toBe(false);

  await umpire.getByTestId('open-maps').click();
  await expect(umpire.getByTestId('screen-maps')).toBeVisible();
  await expect.poll(() => chunks.has('MapEditorScreen')).toBe(true);
  await umpire.getByTestId('close-screen').click();

  await umpire.getByTestId('tab-tables').click();
  await expect(umpire.getByTestId('tables-browser')).toBeVisible();
  await expect.poll(() => chunks.has('TablesBrowser')).toBe(true);
});
