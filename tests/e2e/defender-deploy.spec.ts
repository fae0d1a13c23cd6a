import { expect, test, type Page } from '@playwright/test';
import { capturePayloads, pathOf, readSession, switchBackTo } from './support/session';

// Case 38.4 secret deployment from the defender's own window: the Germans of
// Vaagso Island (Section 40) set a man up in Zone 2 with a sentry route
// (Cases 38.45–38.48); the umpire sees him set up and his route; the British
// window is never sent a German id, and cannot deploy a German itself.

interface Sq {
  col: number;
  row: number;
}
interface MapLite {
  width: number;
  height: number;
  squares: { terrain: string }[];
  zones: { id: number; squares: Sq[] }[];
}

// Layout constants of src/renderer/src/map/geometry.ts (SQUARE_PX, MARGIN_PX, fitViewport).
const SQUARE_PX = 16;
const MARGIN_PX = 22;

async function umpireApi<T>(page: Page, method: string, params: unknown = {}): Promise<T> {
  const res = await page.request.post(`/api/umpire/${method}`, { headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: params });
  expect(res.ok(), `${method}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Clicks a square's centre on a map at its first (fitted) viewport. */
async function clickSquare(page: Page, testId: string, map: MapLite, sq: Sq): Promise<void> {
  const box = page.getByTestId(testId);
  const rect = (await box.boundingBox())!;
  const size = await box.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
  const w = map.width * SQUARE_PX + 2 * MARGIN_PX;
  const h = map.height * SQUARE_PX + 2 * MARGIN_PX;
  const scale = Math.max(0.25, Math.min(size.width / w, size.height / h));
  const vx = (size.width - w * scale) / 2;
  const vy = Math.max(0, (size.height - h * scale) / 2);
  const p = { x: rect.x + vx + (MARGIN_PX + (sq.col - 0.5) * SQUARE_PX) * scale, y: rect.y + vy + (MARGIN_PX + (sq.row - 0.5) * SQUARE_PX) * scale };
  await page.mouse.move(p.x - 2, p.y - 2);
  await page.mouse.move(p.x, p.y);
  await page.mouse.click(p.x, p.y);
}

const near = (a: Sq, b: Sq) => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) === 1;

test('Case 38.4: the defender deploys a sentry with his route from his own window; the umpire sees it; the attacker is sent nothing of it', async ({ browser }) => {
  test.setTimeout(120_000);
  const session = readSession();
  const umpire = await (await browser.newContext()).newPage();
  await umpire.goto(pathOf(session.umpireUrl));
  const before = await umpireApi<{ gameId: string }>(umpire, 'currentGame');

  try {
    await umpire.getByTestId('open-games').click();
    await umpire.getByTestId('scenario-vaagso-island').click();
    await umpire.getByTestId('endurance-standard').check();
    await umpire.getByTestId('dice-seeded').check();
    await umpire.getByTestId('start-game').click();
    await expect(umpire.getByTestId('scenario')).toHaveText('Actions Off Vaagso Island');
    const links = await umpireApi<{ players: { side: string; url: string; token: string }[] }>(umpire, 'getSession');
    const link = (side: string) => links.players.find((p) => p.side === side)!;

    const british = await (await browser.newContext()).newPage();
    const britishTraffic = await capturePayloads(british);
    await british.goto(pathOf(link('british').url));
    const german = await (await browser.newContext()).newPage();
    await german.goto(pathOf(link('germans').url));
    await expect(german.getByTestId('player-deploy')).toContainText('Zone 2: 0 of 1');
    // The attacker enters the map (Case 38.51): nothing to set up in his window.
    await expect(british.getByTestId('player-side')).toBeVisible();
    await expect(british.getByTestId('player-deploy')).toHaveCount(0);

    // Two neighbouring clear squares of Zone 2, and a third square next to the second.
    const { map } = await umpireApi<{ map: MapLite }>(umpire, 'getView');
    const clear = (sq: Sq) => map.squares[(sq.row - 1) * map.width + (sq.col - 1)]!.terrain === 'clear';
    const zone2 = map.zones.find((z) => z.id === 2)!.squares.filter(clear);
    const a = zone2.find((q) => zone2.some((r) => near(q, r)))!;
    const b = zone2.find((r) => near(a, r))!;
    const c = { col: b.col + (b.col - a.col || 1), row: b.row + (b.row - a.row) };

    await test.step('the German window lays germans-a and his route: square, route, undo, close the loop', async () => {
      await german.getByTestId('deploy-man-germans-a').click();
      await german.getByTestId('deploy-sentry').check();
      await clickSquare(german, 'player-map', map, a);
      await clickSquare(german, 'player-map', map, b);
      await clickSquare(german, 'player-map', map, c);
      await expect(german.getByTestId('route-count')).toContainText('route of 3 squares');
      await german.getByTestId('route-undo').click();
      await expect(german.getByTestId('route-count')).toContainText('route of 2 squares');
      // Back on his own square: the loop is closed and sent.
      await clickSquare(german, 'player-map', map, a);
      await expect(german.getByTestId('deploy-man-germans-a')).toContainText('sentry');
      await expect(german.getByTestId('player-deploy')).toContainText('Zone 2: 1 of 1');
      await expect(german.getByTestId('player-deploy-error')).toHaveCount(0);
    });

    await test.step("the umpire sees him set up as a sentry, with the route on the master map's data", async () => {
      await umpire.getByTestId('tab-turn').click();
      await expect(umpire.getByTestId('setup-man-germans-a')).toContainText('set up · sentry');
      const view = await umpireApi<{ setup: { sentryRoutes: { manId: string; route: Sq[] }[] }; men: { id: string; square?: Sq }[] }>(umpire, 'getView');
      expect(view.setup.sentryRoutes).toEqual([{ manId: 'germans-a', route: [a, b], index: 0 }]);
      expect(view.men.find((m) => m.id === 'germans-a')!.square).toEqual(a);
    });

    await test.step('the British token cannot deploy a German, and the British window was sent no German id', async () => {
      const res = await british.request.post('/api/player/deploy', { headers: { Authorization: `Bearer ${link('british').token}` }, data: { manId: 'germans-b', square: a } });
      expect(res.status()).toBe(403);
      await british.waitForTimeout(500);
      expect(britishTraffic.payloads.length).toBeGreaterThan(0);
      for (const [i, p] of britishTraffic.payloads.entries()) {
        expect(p, `British payload ${i} names a German`).not.toContain('"germans-');
        expect(p, `British payload ${i} holds a sentry route`).not.toContain('sentr');
      }
    });
  } finally {
    await switchBackTo(umpire, before.gameId);
  }
});
