import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES } from './support/screens';

// Issue 22: the new-game screen lists the scenario's suggested Optional Rules
// first, each a tick box (a Section Sightline did not play was disabled, "not
// built yet"; every Section is played now); the chosen rules are kept in the game's record (current game,
// games list) and in the archive, whose list and statistics filter by them.
// Screenshots of both screens at three sizes in both themes go to
// test-results/issue-22.

const SHOTS = 'test-results/issue-22';
type Theme = 'dark' | 'light';

async function consoleIn(browser: Browser, theme: Theme, viewport: { width: number; height: number } = { width: 1366, height: 768 }): Promise<Page> {
  const ctx = await browser.newContext({ viewport });
  await ctx.addInitScript((t) => localStorage.setItem('sightline-theme', t), theme);
  const page = await ctx.newPage();
  page.on('dialog', (d) => void d.accept());
  await page.goto(pathOf(readSession().umpireUrl));
  await expect(page.getByTestId('umpire-map')).toBeVisible();
  return page;
}

test('issue 22: a game started with a chosen set of Optional Rules keeps them in its record and the archive, which filters by them', async ({ browser }) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const umpire = await consoleIn(browser, 'dark');
  const { gameId: gameBefore } = await umpireApi<{ gameId: string }>(umpire, 'currentGame');
  try {
    await umpire.getByTestId('open-games').click();
    await umpire.getByTestId('scenario-great-oilfield-raid').click();
    // Case 48.41 suggests Mines (22.0), Thump Guns (21.0) and Rifle Grenades (18.0): all three are listed first, tickable.
    const suggested = umpire.getByTestId('suggested-rules');
    for (const rule of ['18', '21', '22']) {
      await expect(suggested.getByTestId(`optional-rule-${rule}`)).toBeEnabled();
      await expect(suggested.getByTestId(`optional-rule-${rule}`)).not.toBeChecked();
    }
    // Every Section is played now (issue 22): one the scenario does not suggest (29.0 Jeeps) is among the others, tickable.
    await expect(umpire.getByTestId('other-rules').getByTestId('optional-rule-29')).toBeEnabled();
    await expect(umpire.getByTestId('rule-line-29')).not.toContainText('not built yet');
    await umpire.getByTestId('tick-suggested').click();
    for (const rule of ['18', '21', '22']) await expect(umpire.getByTestId(`optional-rule-${rule}`)).toBeChecked();
    await umpire.getByTestId('optional-rule-18').uncheck();
    await umpire.getByTestId('endurance-standard').check();
    await umpire.getByTestId('dice-seeded').check();
    await umpire.getByTestId('start-game').click();
    await expect(umpire.getByTestId('scenario')).toHaveText('The Great Oilfield Raid');

    // The game's record names the rules chosen, and only those.
    const current = await umpireApi<{ gameId: string; optionalRules: string[] }>(umpire, 'currentGame');
    expect(current.gameId).not.toBe(gameBefore);
    expect(current.optionalRules).toEqual(['21', '22']);
    await umpire.getByTestId('open-games').click();
    await expect(umpire.getByTestId('current-game-rules')).toHaveText('Optional Rules: Sections 21.0, 22.0');

    // Finished, it is in the archive with them; the filter finds it with Section 21.0 and not without it.
    await umpireApi(umpire, 'finishGame', { result: { sides: { 'us-commandos': { outcome: 'win' }, woggistanis: { outcome: 'loss' } } } });
    await umpire.reload();
    await umpire.getByTestId('open-archive').click();
    const archive = umpire.getByTestId('screen-archive');
    const row = archive.getByTestId(`archive-row-${current.gameId}`);
    await expect(row.getByTestId('archive-rules')).toHaveText('Optional Rules: Sections 21.0, 22.0');
    await archive.getByTestId('archive-rule-21').selectOption('used');
    await archive.getByRole('button', { name: 'Search' }).click();
    await expect(row).toBeVisible();
    await expect(archive.getByTestId('stats-great-oilfield-raid')).toBeVisible();
    await archive.getByTestId('archive-rule-21').selectOption('unused');
    await archive.getByRole('button', { name: 'Search' }).click();
    await expect(row).toBeHidden();
    await expect(archive.getByTestId('stats-great-oilfield-raid')).toBeHidden();
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`issue 22: screenshots of the new-game screen (Raid on Son Tay: Searchlights suggested) and the archive's rule filter, ${theme} theme`, async ({ browser }) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    for (const size of SCREEN_SIZES) {
      const umpire = await consoleIn(browser, theme, size);
      await umpire.getByTestId('open-games').click();
      await umpire.getByTestId('scenario-raid-on-son-tay').click();
      const choice = umpire.getByTestId('optional-rules');
      await expect(choice.getByTestId('suggested-rules')).toBeVisible();
      await choice.scrollIntoViewIfNeeded();
      await umpire.screenshot({ path: `${SHOTS}/new-game-${size.width}x${size.height}-${theme}.png` });
      await umpire.getByTestId('screen-games').getByRole('button', { name: 'Archive', exact: true }).click();
      const filter = umpire.getByTestId('archive-rule-filter');
      await expect(filter).toBeVisible();
      await filter.scrollIntoViewIfNeeded();
      await umpire.screenshot({ path: `${SHOTS}/archive-${size.width}x${size.height}-${theme}.png` });
      await umpire.context().close();
    }
  });
}
