import { expect, test } from '@playwright/test';
import { clickSquare, type Sq } from './support/map-squares';
import { openDemoGame, pathOf, readSession } from './support/session';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { umpireApi } from './support/umpire-api';

// Issue 23: the umpire's "what can this man see". On the demo game's master map the sight tool (V) is pointed at a
// guard: the host answers manSight, the map darkens what he cannot see, and the card counts the squares in his sight
// and lists each enemy with what observation would find (Cases 8.12, 8.24, 8.83). Screenshots at the three sizes in
// both themes (test-results/man-sight-*.png).

interface ViewLite {
  map: { width: number; height: number };
  men: { id: string; name: string; side: string; square?: Sq; condition: string }[];
}
interface SightLite {
  sight: { manId: string; squares: string; enemies: { id: string; status: string }[] } | null;
}

test("the sight tool shows what a man can see, as the host answers it", async ({ browser }) => {
  test.setTimeout(240_000);
  const restore = await openDemoGame(browser);
  try {
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const page = await pageIn(browser, theme, size);
        await page.goto(pathOf(readSession().umpireUrl));
        const view = await umpireApi<ViewLite>(page, 'getView');
        const guard = view.men.find((m) => m.side === 'defender' && m.square && m.condition !== 'dead')!;
        expect(guard, 'a guard on the demo map').toBeDefined();
        await page.getByTestId('tool-sight').click();
        await expect(page.getByTestId('tool-hint')).toContainText('to see what he can see');
        await clickSquare(page, 'umpire-map', view.map, guard.square!);
        const card = page.getByTestId('sight-card');
        await expect(card).toContainText(`What ${guard.name} can see`);
        const asked = await umpireApi<SightLite>(page, 'manSight', { manId: guard.id });
        const inRange = [...asked.sight!.squares].filter((c) => c === '1').length;
        await expect(page.getByTestId('sight-in-range')).toHaveText(String(inRange));
        await expect(page.getByTestId('sight-enemies').locator('li')).toHaveCount(asked.sight!.enemies.length);
        await page.screenshot({ path: `test-results/man-sight-${theme}-${size.width}.png` });
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('sight-card')).toHaveCount(0);
        await page.context().close();
      }
    }
  } finally {
    await restore();
  }
});
