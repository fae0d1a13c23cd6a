import { expect, test } from '@playwright/test';
import { clickSquare, type MapSize, type Sq } from './support/map-squares';
import { openSideWindow, openUmpireConsole, startNewGame } from './support/new-game';
import { switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Case 38.4 secret deployment from the defender's own window: the Germans of
// Vaagso Island (Section 40) set a man up in Zone 2 with a sentry route
// (Cases 38.45–38.48); the umpire sees him set up and his route; the British
// window is never sent a German id, and cannot deploy a German itself.

interface MapLite extends MapSize {
  squares: { terrain: string }[];
  zones: { id: number; squares: Sq[] }[];
}

const near = (a: Sq, b: Sq) => Math.max(Math.abs(a.col - b.col), Math.abs(a.row - b.row)) === 1;

test('Case 38.4: the defender deploys a sentry with his route from his own window; the umpire sees it; the attacker is sent nothing of it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);

  try {
    const link = await startNewGame(umpire, 'vaagso-island', 'Actions Off Vaagso Island');
    const { page: british, traffic: britishTraffic } = await openSideWindow(browser, link('british'));
    const { page: german } = await openSideWindow(browser, link('germans'));
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
      const res = await british.request.post('/api/player/deploy', { maxRetries: 2, headers: { Authorization: `Bearer ${link('british').token}` }, data: { manId: 'germans-b', square: a } });
      expect(res.status()).toBe(403);
      await british.waitForTimeout(500);
      expect(britishTraffic.payloads.length).toBeGreaterThan(0);
      for (const [i, p] of britishTraffic.payloads.entries()) {
        expect(p, `British payload ${i} names a German`).not.toContain('"germans-');
        expect(p, `British payload ${i} holds a sentry route`).not.toContain('sentr');
      }
    });
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
