import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathOf, readSession } from './support/session';
import { umpireApi } from './support/umpire-api';

// The skirmish table editor (Tables screen of the umpire console): a table
// with a wood, a wall and a building with a door is drawn, saved in the
// campaign, and after a reload opened again identical (the exported file
// equals the file the host keeps); the LOS tool across the wall names it and
// its penetration. Then screenshots at three sizes in both themes.

const MARGIN = 12;
const TABLE = { width: 72, height: 48 };

/** Page coordinates of a table point (inches), as TableCanvas fits the 72"×48" table into its host. */
async function at(host: Locator, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = (await host.boundingBox())!;
  const k = Math.max(1, Math.min((box.width - 2 * MARGIN) / TABLE.width, (box.height - 2 * MARGIN) / TABLE.height));
  return { x: box.x + MARGIN + x * k, y: box.y + MARGIN + y * k };
}

async function clickAt(page: Page, host: Locator, x: number, y: number) {
  const p = await at(host, x, y);
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

async function draw(page: Page, host: Locator, tool: string, points: readonly [number, number][]) {
  await page.getByTestId(`table-tool-${tool}`).click();
  for (const [x, y] of points) await clickAt(page, host, x, y);
  await page.getByTestId('finish-draw').click();
}

async function openTables(page: Page): Promise<Locator> {
  await page.goto(pathOf(readSession().umpireUrl));
  await page.getByTestId('open-tables').click();
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await expect(page.getByTestId('table-choice')).toContainText('Village edge');
  const host = page.locator('.table-stage-host');
  await expect(host.locator('canvas').first()).toBeVisible();
  return host;
}

async function openSaved(page: Page, id: string) {
  await page.getByTestId('table-choice').selectOption(id);
  await page.getByTestId('open-table').click();
  await expect(page.getByTestId('table-notice')).toContainText('Opened "E2E village"');
}

async function exported(page: Page): Promise<unknown> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-table').click()]);
  return JSON.parse(readFileSync((await download.path())!, 'utf8')) as unknown;
}

async function sightAcrossTheWall(page: Page, host: Locator) {
  await page.getByTestId('table-tool-los').click();
  await clickAt(page, host, 20, 20);
  await clickAt(page, host, 31, 20);
  await expect(page.getByTestId('los-result')).toBeVisible();
}

test('a table drawn with a wood, a wall and a building is saved, reloads identical, and the LOS tool across the wall names it and its penetration', async ({ page }) => {
  const host = await openTables(page);
  await draw(page, host, 'area', [
    [5, 5],
    [15, 5],
    [15, 13],
    [5, 13],
  ]);
  await expect(page.getByTestId('table-status')).toContainText('1 areas');
  // Undo and redo, by keyboard.
  await page.locator('body').press('Control+z');
  await expect(page.getByTestId('table-status')).toContainText('0 areas');
  await page.locator('body').press('Control+y');
  await expect(page.getByTestId('table-status')).toContainText('1 areas');
  await draw(page, host, 'linear', [
    [30, 5],
    [30, 30],
  ]);
  await draw(page, host, 'building', [
    [40, 10],
    [46, 10],
    [46, 14],
    [40, 14],
  ]);
  await expect(page.getByTestId('table-status')).toContainText('1 areas, 1 linear, 1 buildings');
  await page.getByTestId('table-tool-select').click();
  await expect(page.getByTestId('selected-feature')).toContainText('house-1');
  await page.getByTestId('add-door').click();
  // A door longer than its wall is refused, named on the feature.
  await page.getByTestId('opening-at').fill('5.5');
  await page.getByTestId('opening-at').press('Enter');
  await page.getByTestId('add-window').click();
  await expect(page.getByTestId('table-errors')).toContainText('buildings[0] "house-1", openings[1]: the window runs to 6.5" along a wall 6.00" long');
  await page.getByTestId('table-name').fill('E2E village');
  await page.getByTestId('table-name').press('Tab');
  await page.getByTestId('save-table').click();
  await expect(page.getByTestId('table-notice')).toContainText('Saved "E2E village"');

  const tables = await umpireApi<{ id: string; name: string; bundled: boolean }[]>(page, 'listTables', {});
  const mine = tables.find((t) => t.name === 'E2E village' && !t.bundled)!;
  const saved = (await umpireApi<{ file: Record<string, unknown> }>(page, 'getTable', { id: mine.id })).file;
  expect(saved).toMatchObject({
    kind: 'skirmish-table',
    name: 'E2E village',
    areas: [{ id: 'wood-1', cover: 'close', polygon: [{ x: 5, y: 5 }, { x: 15, y: 5 }, { x: 15, y: 13 }, { x: 5, y: 13 }] }],
    linear: [{ id: 'wall-1', kind: 'wall', material: 'brick', thickness: 1, points: [{ x: 30, y: 5 }, { x: 30, y: 30 }] }],
    buildings: [{ id: 'house-1', openings: [{ kind: 'door', edge: 0, at: 0.5, width: 1 }] }],
  });

  await page.reload();
  const again = await openTables(page);
  await openSaved(page, mine.id);
  expect(await exported(page)).toEqual(saved);

  await sightAcrossTheWall(page, again);
  const result = page.getByTestId('los-result');
  await expect(result).toContainText('Blocked by wall "wall-1"');
  await expect(result).toContainText(/Crosses wall "wall-1" \(brick, 1\): penetration -3 \(printed\)/);
});

for (const theme of ['dark', 'light'] as const) {
  for (const size of [
    { width: 390, height: 844 },
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    test(`screenshot of the Tables screen with a sight line, ${size.width}x${size.height}, ${theme}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto(pathOf(readSession().umpireUrl));
      await page.evaluate((t) => localStorage.setItem('sightline-theme', t), theme);
      const host = await openTables(page);
      const tables = await umpireApi<{ id: string; name: string; bundled: boolean }[]>(page, 'listTables', {});
      await openSaved(page, tables.find((t) => t.name === 'E2E village' && !t.bundled)!.id);
      await sightAcrossTheWall(page, host);
      await page.waitForTimeout(300);
      // The screen is fixed over the console: the viewport is what the umpire sees; on a phone the panel is below the table.
      await page.screenshot({ path: `test-results/skirmish-tables/tables-${size.width}x${size.height}-${theme}.png` });
      if (size.width === 1366) {
        await page.getByTestId('table-tool-figure').click();
        await clickAt(page, host, 60, 30);
        await page.getByTestId('reach-mode').selectOption('advance');
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `test-results/skirmish-tables/tables-${size.width}x${size.height}-${theme}-reach.png` });
      }
      if (size.width < 760) {
        await page.getByTestId('los-result').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/skirmish-tables/tables-${size.width}x${size.height}-${theme}-panel.png` });
      }
    });
  }
}
