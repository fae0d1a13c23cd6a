import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES, pageIn } from './support/screens';

// Section 33.0 Searchlights on the maps: a new game of the Raid on Son Tay with Optional Rule 33 chosen (Case 41.41
// suggests two for the North Vietnamese, on the Guard Towers). In set-up the umpire mounts one on the tower in 3243
// facing NW and deploys a North Vietnamese man beside it, who goes up as its operator (Case 33.12, ruling SL2). The
// master map draws the light with its facing and the whole beam; the North Vietnamese window its own light whole and
// the lit squares its men can see (ruling SL10). Screenshots at three sizes in both themes (test-results/searchlights-*.png).

interface ViewLite {
  men: { id: string; side: string; square?: { col: number; row: number } }[];
  searchlights?: { lights: { id: string }[]; beams: { id: string; lit: unknown[] }[] };
}

test('Section 33.0: a manned searchlight; the master map and its side window draw the light, its facing and its beam', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'raid-on-son-tay', 'The Raid on Son Tay', { optionalRules: [33, 35] });
    const before = await umpireApi<ViewLite>(umpire, 'getView');
    const operator = before.men.find((m) => m.side === 'nva' && !m.square) ?? before.men.find((m) => m.side === 'nva');
    expect(operator, 'a North Vietnamese man').toBeDefined();
    await umpireApi(umpire, 'command', { command: { type: 'setup/place-searchlight', side: 'nva', square: { col: 32, row: 43 }, facing: 'NW' } });
    await umpireApi(umpire, 'command', { command: { type: 'setup/deploy', manId: operator!.id, square: { col: 31, row: 42 } } });
    await umpireApi(umpire, 'command', { command: { type: 'setup/man-searchlight', searchlightId: 'searchlight-1', manId: operator!.id } });
    const after = await umpireApi<ViewLite>(umpire, 'getView');
    expect(after.searchlights?.beams.map((b) => b.id)).toEqual(['searchlight-1']);
    expect(after.searchlights!.beams[0]!.lit.length).toBeGreaterThan(10);

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('umpire-map')).toBeVisible();
        await expect(u.getByTestId('umpire-map')).toHaveAttribute('data-searchlights', /searchlight-1:NW lit:\d+/);
        await u.getByRole('button', { name: 'Whole map' }).click();
        await u.screenshot({ path: `test-results/searchlights-umpire-${theme}-${size.width}.png` });
        const n = await pageIn(browser, theme, size);
        await n.goto(pathOf(link('nva').url));
        await expect(n.getByTestId('player-side')).toBeVisible();
        await expect(n.getByTestId('player-map')).toHaveAttribute('data-searchlights', /searchlight-1:NW/);
        await n.getByRole('button', { name: 'Whole map' }).click();
        await n.screenshot({ path: `test-results/searchlights-nva-${theme}-${size.width}.png` });
        await u.context().close();
        await n.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
