import { expect, test } from '@playwright/test';
import { clickSquare, type MapSize, type Sq } from './support/map-squares';
import { openSideWindow, openUmpireConsole, startNewGame } from './support/new-game';
import { switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Section 22.0 Procedure: mines are noted in secret by the side that lays
// them. A new game of The Great Oilfield Raid (Section 48.0) with Optional
// Rule 22 chosen gives the Woggistanis 17 anti-personnel or bounce mines
// (Case 48.41); their window lays one; the umpire's master map shows it; the
// Americans' window is never sent the mine, its id or its square.

interface MapLite extends MapSize {
  squares: { terrain: string }[];
  zones: { id: number; squares: Sq[] }[];
  structures: { squares: Sq[] }[];
}

test('Section 22.0: the Woggistanis lay a mine from their own window; the umpire map shows it; the Americans are sent nothing of it', async ({ browser }) => {
  test.setTimeout(120_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);

  try {
    const link = await test.step('Case 48.41: a new game with Mines chosen shows the 17 mines, prefilled', () =>
      startNewGame(umpire, 'great-oilfield-raid', 'The Great Oilfield Raid', {
        optionalRules: [22],
        configure: async () => {
          await expect(umpire.getByTestId('listed-mines')).toContainText('17');
          await expect(umpire.getByTestId('mines-woggistanis-anti-personnel')).toHaveValue('17');
          await expect(umpire.getByTestId('mine-numbers-us-commandos')).toHaveCount(0);
          // The Players agree on a claymore besides (Section 22.0 Procedure): the numbers are sent per type.
          await umpire.getByTestId('mines-woggistanis-anti-personnel').fill('14');
          await umpire.getByTestId('mines-woggistanis-bounce').fill('3');
          await umpire.getByTestId('mines-woggistanis-claymore').fill('1');
        },
      }),
    );

    const { page: americans, traffic: americanTraffic } = await openSideWindow(browser, link('us-commandos'));
    const { page: woggistanis } = await openSideWindow(browser, link('woggistanis'));
    await expect(americans.getByTestId('player-side')).toBeVisible();

    // A clear square in no structure; nobody stands on it, so no payload names it as a "square".
    const { map } = await umpireApi<{ map: MapLite }>(umpire, 'getView');
    const listed = map.structures.flatMap((s) => s.squares);
    let target: Sq | undefined;
    for (let row = 20; row < map.height - 5 && !target; row++) {
      for (let col = 10; col < map.width - 10 && !target; col++) {
        const sq = { col, row };
        if (map.squares[(row - 1) * map.width + (col - 1)]!.terrain === 'clear' && !listed.some((q) => q.col === col && q.row === row)) target = sq;
      }
    }
    expect(target).toBeDefined();
    const square = target!;

    await test.step('the Woggistani window lays a bounce mine (Case 22.2) on a square of the map', async () => {
      await expect(woggistanis.getByTestId('mine-controls')).toContainText('3 of 3 left');
      await woggistanis.getByTestId('lay-mine-woggistanis-bounce').click();
      await clickSquare(woggistanis, 'player-map', map, square);
      await expect(woggistanis.getByTestId('laid-mines-woggistanis')).toContainText('mine-1');
      await expect(woggistanis.getByTestId('mine-controls')).toContainText('2 of 3 left');
      await expect(woggistanis.getByTestId('player-map')).toHaveAttribute('data-mines', /mine-1:B/);
    });

    await test.step('Cases 22.31–22.32: a claymore in three clicks: its square, the square it faces, its detonator', async () => {
      const at = { col: square.col + 2, row: square.row };
      await woggistanis.getByTestId('lay-mine-woggistanis-claymore').click();
      await expect(woggistanis.getByTestId('claymore-detonator')).toBeChecked();
      await clickSquare(woggistanis, 'player-map', map, at);
      await clickSquare(woggistanis, 'player-map', map, { col: at.col, row: at.row - 1 });
      await clickSquare(woggistanis, 'player-map', map, { col: at.col, row: at.row + 3 });
      await expect(woggistanis.getByTestId('laid-mines-woggistanis')).toContainText('mine-2');
      await expect(woggistanis.getByTestId('laid-mines-woggistanis')).toContainText('facing N');
      await expect(woggistanis.getByTestId('player-deploy-error')).toHaveCount(0);
      await expect(woggistanis.getByTestId('player-map')).toHaveAttribute('data-mines', /mine-2:C/);
      await woggistanis.getByTestId('player-map').screenshot({ path: 'test-results/mines-player-map.png' });
    });

    await test.step('the umpire sees it on the master map and in the Mines list', async () => {
      await expect(umpire.getByTestId('umpire-map')).toHaveAttribute('data-mines', /mine-1:B mine-2:C/);
      await umpire.getByTestId('tab-men').click();
      await expect(umpire.getByTestId('mines-section')).toContainText('mine-1');
      await expect(umpire.getByTestId('mines-section')).toContainText('Bounce mines 1/3 laid');
      await expect(umpire.getByTestId('mines-section')).toContainText('Claymore mines 1/1 laid');
    });

    await test.step('the American token cannot lift it, and the American window was sent nothing of it', async () => {
      const res = await americans.request.post('/api/player/removeMine', { maxRetries: 2, headers: { Authorization: `Bearer ${link('us-commandos').token}` }, data: { mineId: 'mine-1' } });
      expect(res.status()).toBe(403);
      await americans.waitForTimeout(500);
      expect(americanTraffic.payloads.length).toBeGreaterThan(0);
      const where = `"square":{"col":${square.col},"row":${square.row}}`;
      for (const [i, p] of americanTraffic.payloads.entries()) {
        expect(p, `American payload ${i} names a mine`).not.toMatch(/mine-[12]\b/);
        expect(p, `American payload ${i} holds a laid mine`).not.toMatch(/"(bounce|claymore)"/);
        expect(p, `American payload ${i} holds the mine's square`).not.toContain(where);
      }
    });
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
