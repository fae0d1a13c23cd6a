import { expect, test, type Locator, type Page } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES } from './support/screens';

// Section 35.0 Climbing on the maps. (1) In the map editor a house is drawn and the Ladders and roofs tool puts a
// ladder, a flat roof and a stairway on it (Cases 35.21–35.22); saved, the campaign's map file (version 3) holds them.
// (2) A game of the Raid on Son Tay with Searchlights and Climbing (Section 33.0 General Rule): the searchlight's
// operator goes up to the roof (Case 33.12, ruling CL8) and the master map marks him ROOF+1 (Case 7.13).
// Screenshots at three sizes in both themes (test-results/climbing-*.png).

const SQUARE_PX = 16;
const MARGIN_PX = 22;
const WIDTH = 10;
const HEIGHT = 8;

async function squarePoint(canvas: Locator, col: number, row: number): Promise<{ x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const w = WIDTH * SQUARE_PX + 2 * MARGIN_PX;
  const h = HEIGHT * SQUARE_PX + 2 * MARGIN_PX;
  const scale = Math.max(0.25, Math.min(box.width / w, box.height / h));
  const x0 = (box.width - w * scale) / 2;
  const y0 = Math.max(0, (box.height - h * scale) / 2);
  return { x: box.x + x0 + (MARGIN_PX + (col - 0.5) * SQUARE_PX) * scale, y: box.y + y0 + (MARGIN_PX + (row - 0.5) * SQUARE_PX) * scale };
}

async function click(page: Page, p: { x: number; y: number }): Promise<void> {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

async function shots(page: Page, name: string): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    for (const size of SCREEN_SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `test-results/climbing-${name}-${theme}-${size.width}.png` });
    }
  }
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('Cases 35.21-35.22: ladders, a stairway and a flat roof drawn in the map editor are kept in the map file (version 3)', async ({ page }) => {
  test.setTimeout(300_000);
  page.on('dialog', (d) => void d.accept());
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(pathOf(readSession().umpireUrl));
  await page.getByTestId('open-maps').click();
  const editor = page.getByTestId('map-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('tab', { name: 'File' }).click();
  await editor.getByLabel('Width').fill(String(WIDTH));
  await editor.getByLabel('Height').fill(String(HEIGHT));
  await editor.getByRole('button', { name: 'New', exact: true }).click();
  await editor.getByRole('tab', { name: 'Map' }).click();
  await editor.getByLabel('Name', { exact: true }).fill(`E2E ladders ${Date.now()}`);
  const canvas = editor.getByTestId('editor-map');
  await expect(canvas.locator('canvas').first()).toBeVisible();

  await editor.getByRole('button', { name: /^Field terrain/ }).click();
  await editor.getByRole('tab', { name: 'Brush' }).click();
  await editor.getByRole('button', { name: /^building/ }).click();
  for (const col of [3, 4, 5]) await click(page, await squarePoint(canvas, col, 3));

  await editor.getByRole('button', { name: /^Ladders and roofs/ }).click();
  await editor.getByRole('button', { name: /^ladder/ }).click();
  await click(page, await squarePoint(canvas, 3, 3));
  await editor.getByRole('button', { name: /^flat roof/ }).click();
  await click(page, await squarePoint(canvas, 4, 3));
  await click(page, await squarePoint(canvas, 5, 3));
  await editor.getByRole('button', { name: /^stairway/ }).click();
  await click(page, await squarePoint(canvas, 5, 3));

  await editor.getByRole('tab', { name: 'Map' }).click();
  await editor.getByRole('button', { name: 'Save as new' }).click();
  const status = editor.locator('.topbar [role=status]');
  await expect(status).toHaveText(/^Saved as [\w-]+\.$/);
  const id = /^Saved as ([\w-]+)\.$/.exec((await status.textContent()) ?? '')![1]!;
  const saved = await umpireApi<{ file: { version: number; ladders?: unknown[]; flatRoofs?: string[] } }>(page, 'getMap', { id });
  expect(saved.file.version).toBe(3);
  expect(saved.file.ladders).toEqual([
    { at: '0303', kind: 'ladder' },
    { at: '0503', kind: 'stairway' },
  ]);
  expect(saved.file.flatRoofs).toEqual(['0403', '0503']);
  await editor.getByRole('button', { name: /^Ladders and roofs/ }).click();
  await shots(page, 'editor');
});

test('Case 7.13 with Section 33.0: the searchlight operator is on the roof, and the master map marks him ROOF+1', async ({ browser }) => {
  test.setTimeout(300_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    await startNewGame(umpire, 'raid-on-son-tay', 'The Raid on Son Tay', { optionalRules: [33, 35] });
    const before = await umpireApi<{ men: { id: string; side: string; square?: unknown }[] }>(umpire, 'getView');
    const operator = before.men.find((m) => m.side === 'nva' && !m.square) ?? before.men.find((m) => m.side === 'nva');
    await umpireApi(umpire, 'command', { command: { type: 'setup/place-searchlight', side: 'nva', square: { col: 32, row: 43 }, facing: 'NW' } });
    await umpireApi(umpire, 'command', { command: { type: 'setup/deploy', manId: operator!.id, square: { col: 31, row: 42 } } });
    await umpireApi(umpire, 'command', { command: { type: 'setup/man-searchlight', searchlightId: 'searchlight-1', manId: operator!.id } });
    const after = await umpireApi<{ men: { id: string; aloft?: { on: string; level: number } }[] }>(umpire, 'getView');
    expect(after.men.find((m) => m.id === operator!.id)?.aloft).toMatchObject({ on: 'roof', level: 1 });
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 768 } })).newPage();
    await page.goto(pathOf(readSession().umpireUrl));
    await expect(page.getByTestId('umpire-map')).toBeVisible();
    await page.getByRole('button', { name: 'Whole map' }).click();
    await shots(page, 'master');
    await page.context().close();
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
