import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { umpireApi } from './support/umpire-api';

// Issue 21's acceptance, from the Games screen: Scenario 47 (Commando Front-Line Action) starts now that Sections 23.0,
// 24.0, 26.0 and 28.0 are built (Case 47.42, Case 38.23), with its German tank and British APC and their crews in the
// game (Case 47.42: "come with full crews"). Screenshots of its set-up on the master map at three sizes in both themes.

const SHOTS = 'test-results/scenario-47';

test('Cases 38.23, 47.42: Scenario 47 starts from the Games screen with its necessary Optional Rules and both vehicles', async ({ browser }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    await startNewGame(umpire, 'commando-front-line-action', 'Commando Front-Line Action');
    const game = await umpireApi<{ scenarioName: string; optionalRules: readonly string[] }>(umpire, 'currentGame');
    expect(game.scenarioName).toBe('Commando Front-Line Action');
    for (const section of ['23', '24', '26', '28']) expect(game.optionalRules, `Section ${section}.0 in use`).toContain(section);
    const view = await umpireApi<{ vehicles?: { kind: string; side: string }[] }>(umpire, 'getView');
    expect((view.vehicles ?? []).map((v) => [v.side, v.kind]).sort()).toEqual([
      ['british', 'apc'],
      ['germans', 'tank'],
    ]);
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const page = await pageIn(browser, theme, size);
        await page.goto(pathOf(readSession().umpireUrl));
        await expect(page.getByTestId('scenario')).toHaveText('Commando Front-Line Action');
        await expect(page.getByTestId('umpire-map')).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/setup-${theme}-${size.width}.png` });
        await page.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
