import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { pageIn, SCREEN_SIZES } from './support/screens';

// Sections 18.0 and 21.0 on the umpire console: a new game of the Raid on Son Tay with Thump Guns chosen (Case 41.41).
// In set-up a Green Beret is issued a thump gun (Case 21.11, taken from the legal actions) and the umpire places him in
// the compound. On the console the umpire shows him on the map, picks the Launcher tool (K) and points at a square
// south of him: the preview card names the thump gun and the Case that governs the shot. Screenshots at three sizes in
// both themes (test-results/launcher-tool-*.png).

interface Cmd {
  type: string;
  manId?: string;
}

test('Sections 18.0, 21.0: the Launcher tool aims a thump gun at a square on the master map', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    await startNewGame(umpire, 'raid-on-son-tay', 'The Raid on Son Tay', { optionalRules: [21] });
    const legal = (await umpireApi<{ legal: { commands: Cmd[] } }>(umpire, 'legalActions')).legal.commands;
    const issue = legal.find((c) => c.type === 'setup/issue-thump-gun');
    expect(issue, 'Case 21.11: a thump gun to issue').toBeDefined();
    await umpireApi(umpire, 'command', { command: issue });
    const manId = issue!.manId!;
    await umpireApi(umpire, 'command', { command: { type: 'umpire/place-man', manId, square: { col: 20, row: 21 }, reason: 'e2e: the launcher tool' } });

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await u.getByTestId('tab-men').click();
        await u.getByTestId(`show-man-${manId}`).click();
        await u.getByTestId('tool-launcher').click();
        await expect(u.getByTestId('tool-hint')).toContainText('Launcher (Sections 18.0, 21.0)');
        const box = (await u.getByTestId('umpire-map').boundingBox())!;
        await u.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + Math.min(120, box.height / 3));
        const card = u.getByTestId('grenade-card');
        await expect(card).toContainText(`${manId} fires his thump gun`);
        await expect(card).toContainText(/Case 21\.\d+/);
        await u.screenshot({ path: `test-results/launcher-tool-umpire-${theme}-${size.width}.png` });
        await u.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
