import { expect, test, type Page } from '@playwright/test';
import { expectWithin, pageIn, SCREEN_SIZES } from './support/screens';
import { openDemoGame, pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 19: a skirmish side window works as Commando's do — on a phone by its
// LAN link (the LAN listener, not the umpire's), and on the shared screen
// behind the curtain (nothing of a side before its reveal; the screen shows,
// never writes). The village search is set up open (ruling SG3), so every
// unit of a side holds the same contacts: each is listed once, with the
// units that see it. Screenshots: test-results/issue-19-curtain-lan.

const SHOTS = 'test-results/issue-19-curtain-lan';
type Session = { players: { side: string; url: string }[]; screen?: { url: string }; lan: { enabled: boolean; port?: number; setting?: number } };

/** Every contact line of the side window, and that no contact is listed twice. */
async function contactsOnce(page: Page): Promise<string[]> {
  const lines = await page.getByTestId('side-contacts').locator('li').allTextContents();
  const numbers = lines.map((l) => /^Contact (\d+):/.exec(l)?.[1]);
  expect(numbers.every((n) => n !== undefined), lines.join('\n')).toBe(true);
  expect(new Set(numbers).size, lines.join('\n')).toBe(lines.length);
  return lines;
}

test('issue 19: a skirmish side window by its LAN link and on the shared screen behind the curtain', async ({ browser }) => {
  test.setTimeout(240_000);
  const restore = await openDemoGame(browser);
  const umpire = await pageIn(browser, 'dark', { width: 1366, height: 768 });
  await umpire.goto(pathOf(readSession().umpireUrl));
  const before = (await umpireApi<Session>(umpire, 'getSession')).lan;
  const demo = (await umpireApi<{ gameId: string }>(umpire, 'currentGame')).gameId;
  try {
    await umpireApi(umpire, 'newGame', { scenarioId: 'skirmish-village-search' });
    await umpireApi(umpire, 'setLan', { enabled: true, port: 40000 + Math.floor(Math.random() * 10000) });
    const session = await umpireApi<Session>(umpire, 'getSession');
    expect(session.lan.enabled).toBe(true);
    await umpire.goto(pathOf(readSession().umpireUrl));
    await expect(umpire.getByTestId('skirmish-console')).toBeVisible();
    // The side's link as a phone at the club opens it: the same path on the LAN listener's port.
    const lanLink = (side: string) => `http://127.0.0.1:${session.lan.port}${pathOf(session.players.find((p) => p.side === side)!.url)}`;

    // The Israelis' window on a phone, over the LAN: the table, each contact once, and their orders handed in from there.
    const idf = await pageIn(browser, 'dark', { width: 390, height: 844 });
    await idf.goto(lanLink('idf'));
    await expect(idf.getByTestId('skirmish-side')).toBeVisible();
    await expect(idf.getByRole('heading', { level: 1 })).toContainText('bound 1, orders step');
    const lines = await contactsOnce(idf);
    expect(lines.length).toBeGreaterThan(0);
    for (const l of lines) expect(l).toMatch(/seen by .*,/); // an open set-up: every unit holds every contact
    await idf.getByTestId('submit-orders').click();
    await expect(idf.getByTestId('side-orders-state')).toContainText('Waiting for the other side');
    expect((await umpireApi<{ ordersIn: Record<string, boolean> }>(umpire, 'getView')).ordersIn).toMatchObject({ idf: true, plo: false });

    // The shared screen: curtained first, then the PLO's window once revealed — shown, not written in.
    const screen = await pageIn(browser, 'dark', { width: 1366, height: 768 });
    await screen.goto(pathOf(session.screen!.url));
    await expect(screen.getByTestId('screen-curtain')).toBeVisible();
    await expect(screen.getByTestId('skirmish-side')).toHaveCount(0);
    // The skirmish console's own player windows panel: the links and the shared screen's curtain.
    await umpire.getByTestId('skirmish-player-windows').locator('summary').click();
    await expect(umpire.getByTestId('shared-screen-section')).toBeVisible();
    await umpire.getByTestId('screen-hand-over-plo').click();
    await expect(screen.getByTestId('curtain-text')).toHaveText(/^Hand over to /);
    await expect(screen.getByTestId('skirmish-side')).toHaveCount(0);
    await umpire.getByTestId('screen-reveal').click();
    await expect(screen.getByTestId('screen-showing')).toHaveAttribute('data-side', 'plo');
    await expect(screen.getByTestId('skirmish-side')).toBeVisible();
    await expect(screen.getByTestId('side-orders')).toContainText('Not written yet.');
    await expect(screen.getByTestId('submit-orders')).toHaveCount(0);
    await contactsOnce(screen);
    await screen.screenshot({ path: `${SHOTS}/screen-plo-1366x768-dark.png` });
    // Handed to the Israelis: the curtain again, and nothing of the PLO's window left on it.
    await umpire.getByTestId('screen-hand-over-idf').click();
    await expect(screen.getByTestId('screen-curtain')).toBeVisible();
    await expect(screen.getByTestId('skirmish-side')).toHaveCount(0);
    await screen.screenshot({ path: `${SHOTS}/screen-curtain-1366x768-dark.png` });
    await umpire.getByTestId('screen-reveal').click();
    await expect(screen.getByTestId('screen-showing')).toHaveAttribute('data-side', 'idf');
    await expect(screen.getByTestId('side-orders-state')).toContainText('Waiting for the other side');

    // The side window by its LAN link at each size and theme.
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const page = await pageIn(browser, theme, size);
        await page.goto(lanLink('plo'));
        await expect(page.getByTestId('skirmish-side')).toBeVisible();
        await contactsOnce(page);
        await page.screenshot({ path: `${SHOTS}/side-plo-lan-${size.width}x${size.height}-${theme}.png`, fullPage: true });
        await page.context().close();
      }
    }
    // The console's player windows panel at each size and theme.
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const page = await pageIn(browser, theme, size);
        await page.goto(pathOf(readSession().umpireUrl));
        const panel = page.getByTestId('skirmish-player-windows');
        await panel.locator('summary').click();
        await expect(panel.getByTestId('screen-status')).toContainText('Showing');
        // Every side's link is listed whole, not cut off in a scroller.
        for (const side of ['idf', 'plo']) await expectWithin(panel.getByTestId(`player-link-${side}`), panel.locator('ul.links'));
        await panel.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/console-player-windows-${size.width}x${size.height}-${theme}.png` });
        await page.context().close();
      }
    }
    await screen.context().close();
    await idf.context().close();
  } finally {
    await umpireApi(umpire, 'setLan', { enabled: before.enabled, ...(before.setting !== undefined ? { port: before.setting } : {}) });
    await switchBackTo(umpire, demo);
    await umpire.context().close();
    await restore();
  }
});
