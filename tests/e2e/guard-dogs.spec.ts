import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES, pageIn } from './support/screens';

// Section 32.0 Guard Dogs on the maps: a new game of Actions Off Vaagso Island with Optional Rule 32 chosen (Case 40.41
// gives the Germans three dogs). In set-up the umpire places a dog beside a German man, its handler (Case 32.11), taking
// the command from the legal actions. The master map rings it (data-dogs); the German window rings its own dog and the
// British window holds nothing of it (ruling GD5). Screenshots at three sizes in both themes (test-results/guard-dogs-*.png).

interface Cmd {
  type: string;
  manId?: string;
}
interface ViewLite {
  men: { id: string; side: string; square?: { col: number; row: number }; dog?: unknown }[];
}
interface Legal {
  legal: { commands: Cmd[] };
}

test('Section 32.0: a guard dog placed in set-up is drawn on the master map and in its own side window only', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'vaagso-island', 'Actions Off Vaagso Island', { optionalRules: [32] });
    const view = await umpireApi<ViewLite>(umpire, 'getView');
    let legal = (await umpireApi<Legal>(umpire, 'legalActions')).legal;
    // A German man set up first if none is (the dog begins within six squares of its handler, Case 32.11).
    if (!legal.commands.some((c) => c.type === 'setup/place-dog')) {
      const german = view.men.find((m) => m.side === 'germans');
      expect(german, 'a German man').toBeDefined();
      await umpireApi(umpire, 'command', { command: { type: 'umpire/place-man', manId: german!.id, square: { col: 20, row: 20 } } });
      legal = (await umpireApi<Legal>(umpire, 'legalActions')).legal;
    }
    const place = legal.commands.find((c) => c.type === 'setup/place-dog');
    expect(place, 'a legal setup/place-dog').toBeDefined();
    await umpireApi(umpire, 'command', { command: place });
    const after = await umpireApi<ViewLite>(umpire, 'getView');
    expect(after.men.filter((m) => m.dog).map((m) => m.id)).toEqual(['dog-1']);

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('umpire-map')).toHaveAttribute('data-dogs', 'dog-1');
        await u.getByRole('button', { name: 'Whole map' }).click();
        await u.screenshot({ path: `test-results/guard-dogs-umpire-${theme}-${size.width}.png` });
        const g = await pageIn(browser, theme, size);
        await g.goto(pathOf(link('germans').url));
        await expect(g.getByTestId('player-side')).toBeVisible();
        await expect(g.getByTestId('player-map')).toHaveAttribute('data-dogs', 'dog-1');
        await g.screenshot({ path: `test-results/guard-dogs-germans-${theme}-${size.width}.png` });
        if (size.width === 1366) {
          const b = await pageIn(browser, theme, size);
          await b.goto(pathOf(link('british').url));
          await expect(b.getByTestId('player-side')).toBeVisible();
          await expect(b.getByTestId('player-map')).toHaveAttribute('data-dogs', '');
          await b.context().close();
        }
        await u.context().close();
        await g.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
