import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pathOf, readSession } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES } from './support/screens';

// Issue 19: the Games screen lists both rulesets' scenarios, filters them by
// ruleset, and shows each bundled skirmish scenario (written for Sightline)
// with its conflict, table, set-up, length and forces; each can be chosen.
// Nothing here switches the game behind the windows (skirmish-console.spec.ts
// starts one). Screenshots go to test-results/issue-19.

const SHOTS = 'test-results/issue-19';
type Theme = 'dark' | 'light';

async function gamesScreen(browser: Browser, theme: Theme, viewport: { width: number; height: number }): Promise<Page> {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript((t) => localStorage.setItem('sightline-theme', t), theme);
  const page = await ctx.newPage();
  await page.goto(pathOf(readSession().umpireUrl));
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  await page.getByTestId('open-games').click();
  await expect(page.getByTestId('scenario-raid-on-entebbe')).toBeVisible();
  return page;
}

test('issue 19: the Games screen lists both rulesets and filters by ruleset; a skirmish scenario shows its facts and may be chosen', async ({ browser }) => {
  const page = await gamesScreen(browser, 'dark', { width: 1366, height: 768 });
  const gamesBefore = await umpireApi<unknown[]>(page, 'listGames', {});
  const list = page.getByTestId('scenario-list');
  await expect(list.locator('li')).toHaveCount(15);

  const ambush = page.getByTestId('scenario-skirmish-track-ambush');
  await expect(ambush).toContainText('Ambush on the village road');
  await expect(ambush).toContainText("Modern skirmish (1989) · RHODESIA ('64-'79/80) · table Village edge · hidden set-up · 10 bounds · R.L.I. patrol (8 figures) v Guerrillas (10 figures)");
  await expect(page.getByTestId('scenario-blocked-skirmish-track-ambush')).toHaveCount(0);
  await expect(ambush.getByRole('radio')).toBeEnabled();
  await expect(page.getByTestId('scenario-skirmish-village-search')).toContainText('open set-up');

  await page.getByTestId('ruleset-filter').selectOption('skirmish');
  await expect(list.locator('li')).toHaveCount(3);
  await expect(page.getByTestId('scenario-raid-on-entebbe')).toHaveCount(0);
  await page.getByTestId('ruleset-filter').selectOption('commando');
  await expect(list.locator('li')).toHaveCount(12);
  await expect(page.getByTestId('scenario-skirmish-patrol-meeting')).toHaveCount(0);
  await page.getByTestId('ruleset-filter').selectOption('all');
  await expect(list.locator('li')).toHaveCount(15);

  expect(await umpireApi<unknown[]>(page, 'listGames', {})).toEqual(gamesBefore);
  await page.context().close();
});

for (const theme of ['dark', 'light'] as const) {
  test(`issue 19: the Games screen filtered to the skirmish scenarios, ${theme} theme, at 390, 1366 and 1920 wide (screenshots; axe finds no serious violation)`, async ({ browser }) => {
    test.setTimeout(180_000);
    for (const size of SCREEN_SIZES) {
      const page = await gamesScreen(browser, theme, size);
      await page.getByTestId('ruleset-filter').selectOption('skirmish');
      await expect(page.getByTestId('scenario-list').locator('li')).toHaveCount(3);
      await page.screenshot({ path: `${SHOTS}/games-skirmish-${size.width}-${theme}.png`, fullPage: size.width === 390 });
      const r = await new AxeBuilder({ page }).include('[data-testid="scenario-setup"]').withTags(['wcag2a', 'wcag2aa']).analyze();
      expect(r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);
      expect(overflow, `${size.width} wide scrolls sideways`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });
}
