import { expect, test, type Page } from '@playwright/test';
import { openDemoGame, pathOf, readSession } from './support/session';
import { SCREEN_SIZES, pageIn } from './support/screens';

// Cases 23.32–23.35, 24.23: the Turn panel's button for a vehicle machinegun's fire (commandLabel). No scenario that lists
// tanks can start yet (vehicles-map.spec.ts says why), so the demo game's legal actions are served with one
// `vehicle/fire-machinegun` command added, at a man of the demo game, and the panel is screenshotted at three sizes in both
// themes (test-results/vehicle-mg-*.png). The command's legality is the engine's (vehicle-machineguns.test.ts).

async function withMachinegun(page: Page): Promise<void> {
  await page.route('**/api/umpire/legalActions', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { version: number; legal: { commands: unknown[] } };
    const view = (await (await page.request.post('/api/umpire/getView', { headers: route.request().headers(), data: {}, maxRetries: 2 })).json()) as { men: { id: string }[] };
    const target = view.men[0]!.id;
    const command = { type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun: 'hull', targets: [{ targetId: target }] };
    await route.fulfill({ response: res, json: { ...body, legal: { ...body.legal, commands: [command, ...body.legal.commands] } } });
  });
}

test('Cases 23.32–23.35: the Turn panel offers a vehicle machinegun’s fire with its Case', async ({ browser }) => {
  test.setTimeout(300_000);
  const restore = await openDemoGame(browser);
  try {
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await withMachinegun(u);
        await u.goto(pathOf(readSession().umpireUrl));
        await u.getByTestId('tab-turn').click();
        const button = u.getByTestId('action-vehicle/fire-machinegun');
        await expect(button).toBeVisible();
        await expect(button).toContainText('vehicle-1 fires its hull machinegun at');
        await expect(button).toContainText('Case 23.32');
        await button.scrollIntoViewIfNeeded();
        await u.screenshot({ path: `test-results/vehicle-mg-${theme}-${size.width}.png` });
        await u.context().close();
      }
    }
  } finally {
    await restore();
  }
});
