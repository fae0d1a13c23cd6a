import { expect, test, type Page } from '@playwright/test';
import { openDemoGame, pathOf, readSession } from './support/session';
import { SCREEN_SIZES, pageIn } from './support/screens';
import { serveUmpireView } from './support/served-view';

// Sections 23.0–30.0 vehicles on the master map. No scenario that lists tanks or APCs can start yet (Scenario 47 waits
// on its Special Rules), and vehicles exist only from a scenario's listing, so the umpire's view of the demo game is
// served here with two vehicles added (a tank opened up with its turret turned, an APC buttoned down carrying men),
// exactly in the shape view.ts gives `vehicles`. The master map draws them (data-vehicles) and is screenshotted at three
// sizes in both themes (test-results/vehicles-*.png). The side windows' projection is checked by vehicle-items.test.ts.

const VEHICLES = [
  { id: 'vehicle-1', side: 'a', kind: 'tank', name: 'Tank', variant: { era: 'WWII' }, square: { col: 6, row: 6 }, facing: 'NE', turret: 'E', open: true, crew: { commander: 'c1', driver: 'c2', gunner: 'c3', loader: 'c4' }, passengers: [], riders: ['r1'] },
  { id: 'vehicle-2', side: 'b', kind: 'apc', name: 'APC', variant: { era: 'WWII', apcType: 'enclosed' }, square: { col: 10, row: 9 }, facing: 'W', open: false, crew: { driver: 'd1', commander: 'd2' }, passengers: ['p1', 'p2', 'p3'], riders: [] },
];

async function withVehicles(page: Page): Promise<void> {
  await serveUmpireView<{ sides: { id: string }[] }>(page, (view) => {
    const [a, b] = view.sides.map((s) => s.id);
    return { ...view, vehicles: [{ ...VEHICLES[0], side: a }, { ...VEHICLES[1], side: b ?? a }] };
  });
}

test('Sections 23.0–30.0: the master map draws each vehicle with its facing, turret, hatch, kind and men aboard', async ({ browser }) => {
  test.setTimeout(300_000);
  const restore = await openDemoGame(browser);
  try {
    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await withVehicles(u);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('umpire-map')).toBeVisible();
        await expect(u.getByTestId('umpire-map')).toHaveAttribute('data-vehicles', 'vehicle-1:TANK:0606:NE/E:o:5 vehicle-2:APC:1009:W:5');
        await u.getByRole('button', { name: 'Whole map' }).click();
        await u.screenshot({ path: `test-results/vehicles-umpire-${theme}-${size.width}.png` });
        await u.context().close();
      }
    }
  } finally {
    await restore();
  }
});
