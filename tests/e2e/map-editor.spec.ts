import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathOf, readSession } from './support/session';
import { umpireApi } from './support/umpire-api';

// The map editor over the campaign database (Map editor screen of the umpire
// console): a new map is drawn, saved, and after a reload opened again
// unchanged — compared as the map file the host keeps (getMap) and as what
// the canvas shows.

const SQUARE_PX = 16;
const MARGIN_PX = 22;
const WIDTH = 10;
const HEIGHT = 8;

interface MapFile {
  name: string;
  width: number;
  height: number;
  squares: { terrain: string; elevation: number; count?: number }[];
  lines: { side: string; terrain: string }[];
  zones: { id: number; squares: string[] }[];
}

/** Page coordinates of a point inside square (col,row), as MapCanvas's first fit puts the map (geometry.ts fitViewport). */
async function squarePoint(canvas: Locator, col: number, row: number, fx = 0.5, fy = 0.5): Promise<{ x: number; y: number }> {
  const box = (await canvas.boundingBox())!;
  const w = WIDTH * SQUARE_PX + 2 * MARGIN_PX;
  const h = HEIGHT * SQUARE_PX + 2 * MARGIN_PX;
  const scale = Math.max(0.25, Math.min(box.width / w, box.height / h));
  const x0 = (box.width - w * scale) / 2;
  const y0 = Math.max(0, (box.height - h * scale) / 2);
  return {
    x: box.x + x0 + (MARGIN_PX + (col - 1 + fx) * SQUARE_PX) * scale,
    y: box.y + y0 + (MARGIN_PX + (row - 1 + fy) * SQUARE_PX) * scale,
  };
}

async function click(page: Page, p: { x: number; y: number }) {
  await page.mouse.move(p.x, p.y);
  await page.mouse.down();
  await page.mouse.up();
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

/** The canvas as drawn, with no tool preview or selection, once validation has settled (the map list hidden: the editor's full width). */
async function canvasImage(page: Page, editor: Locator): Promise<Buffer> {
  await editor.getByRole('button', { name: /^Field terrain/ }).click();
  await page.getByTestId('toggle-catalogue').click();
  await page.mouse.move(1, 1);
  const shot = await steadyScreenshot(editor.getByTestId('editor-map'));
  await page.getByTestId('toggle-catalogue').click();
  return shot;
}

/** A screenshot once the element has stopped changing (layout, debounced validation outlines, redraws). */
async function steadyScreenshot(target: Locator): Promise<Buffer> {
  let last = await target.screenshot();
  for (let i = 0; i < 40; i++) {
    await target.page().waitForTimeout(250);
    const next = await target.screenshot();
    if (next.equals(last)) return next;
    last = next;
  }
  throw new Error('the map canvas never settled');
}

async function openEditor(page: Page, url: string): Promise<Locator> {
  await page.goto(url);
  await page.getByTestId('open-maps').click();
  const editor = page.getByTestId('map-editor');
  await expect(editor).toBeVisible();
  await expect(page.getByTestId('bundled-maps')).toContainText('approximation');
  return editor;
}

test('a new map drawn in the editor is saved in the campaign and opens again unchanged after a reload', async ({ page }) => {
  const session = readSession();
  page.on('dialog', (d) => void d.accept());
  const name = `E2E quarry ${Date.now()}`;

  let editor = await openEditor(page, pathOf(session.umpireUrl));
  // The bundled maps say where they come from: approximations drawn from the scenario text.
  await expect(page.getByTestId('screen-maps')).toContainText('not the printed maps');

  // A new blank map, 10×8.
  await editor.getByRole('tab', { name: 'File' }).click();
  await editor.getByLabel('Width').fill(String(WIDTH));
  await editor.getByLabel('Height').fill(String(HEIGHT));
  await editor.getByRole('button', { name: 'New', exact: true }).click();
  await expect(editor.locator('.topbar')).toContainText(`${WIDTH}×${HEIGHT}`);
  await editor.getByRole('tab', { name: 'Map' }).click();
  await editor.getByLabel('Name', { exact: true }).fill(name);

  const canvas = editor.getByTestId('editor-map');
  await expect(canvas.locator('canvas').first()).toBeVisible();
  await steadyScreenshot(canvas);

  // Field terrain: woods (the default brush) dragged over 0202–0402.
  await editor.getByRole('button', { name: /^Field terrain/ }).click();
  await editor.getByRole('tab', { name: 'Brush' }).click();
  await editor.getByRole('button', { name: /^woods/ }).click();
  await drag(page, await squarePoint(canvas, 2, 2), await squarePoint(canvas, 4, 2));

  // Line terrain on square sides: a wall on the north side of 0603, a door on the west side of 0705.
  await editor.getByRole('button', { name: /^Line terrain/ }).click();
  await editor.getByRole('button', { name: /^wall/ }).click();
  await click(page, await squarePoint(canvas, 6, 3, 0.5, 0.08));
  await editor.getByRole('button', { name: /^door/ }).click();
  await click(page, await squarePoint(canvas, 7, 5, 0.08, 0.5));

  // A zone (Case 38.42): started on 0807 and dragged to 0907; Alt-click off it to clear the selection.
  await editor.getByRole('button', { name: /^Zones/ }).click();
  await drag(page, await squarePoint(canvas, 8, 7), await squarePoint(canvas, 9, 7));
  await page.keyboard.down('Alt');
  await click(page, await squarePoint(canvas, 1, 8));
  await page.keyboard.up('Alt');

  await editor.getByRole('tab', { name: 'Map' }).click();
  await expect(editor.getByRole('button', { name: /Zone 1\s*2 squares/ })).toBeVisible();
  const drawn = await canvasImage(page, editor);

  // Save it into the campaign.
  await editor.getByRole('button', { name: 'Save as new' }).click();
  const status = editor.locator('.topbar [role=status]');
  await expect(status).toHaveText(/^Saved as [\w-]+\.$/);
  const id = /^Saved as ([\w-]+)\.$/.exec((await status.textContent()) ?? '')![1]!;
  await expect(page.getByTestId('campaign-maps')).toContainText(name);

  const before = await umpireApi<{ bundled: boolean; file: MapFile }>(page, 'getMap', { id });
  expect(before.bundled).toBe(false);
  expect(before.file.name).toBe(name);
  expect([before.file.width, before.file.height]).toEqual([WIDTH, HEIGHT]);
  // What was drawn is in the file: three woods squares, the wall and the door, Zone 1 of two squares.
  expect(before.file.squares.filter((r) => r.terrain === 'woods').reduce((n, r) => n + (r.count ?? 1), 0)).toBe(3);
  expect(before.file.lines.map((l) => l.terrain).sort()).toEqual(['door', 'wall']);
  expect(before.file.zones).toEqual([{ id: 1, squares: ['0807', '0907'] }]);

  // Reload the page: nothing is kept in the browser; open the map again from the campaign.
  await page.reload();
  editor = await openEditor(page, pathOf(session.umpireUrl));
  await editor.getByRole('tab', { name: 'File' }).click();
  await editor.getByRole('button', { name: new RegExp(name) }).click();
  await expect(editor.locator('.topbar [role=status]')).toHaveText(`Opened ${id}.`);
  await expect(editor.locator('.topbar')).toContainText(name);
  await editor.getByRole('tab', { name: 'Map' }).click();
  await expect(editor.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(editor.getByRole('button', { name: /Zone 1\s*2 squares/ })).toBeVisible();

  // Something visible: the canvas shows the same map, pixel for pixel.
  const reopened = await canvasImage(page, editor);
  expect(reopened.equals(drawn)).toBe(true);

  // Saved again over its own id after the round trip through the editor, the file is identical.
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editor.locator('.topbar [role=status]')).toHaveText(`Saved as ${id}.`);
  const after = await umpireApi<{ file: MapFile }>(page, 'getMap', { id });
  expect(after.file).toEqual(before.file);
});

test('saving over a bundled map makes a campaign copy and says so', async ({ page }) => {
  const session = readSession();
  const editor = await openEditor(page, pathOf(session.umpireUrl));
  const maps = await umpireApi<{ id: string; name: string; bundled: boolean }[]>(page, 'listMaps', {});
  const bundled = maps.find((m) => m.bundled)!;

  await editor.getByRole('tab', { name: 'File' }).click();
  await editor.getByRole('button', { name: new RegExp(`^${bundled.name.replace(/[().]/g, '\\$&')} · bundled, read-only`) }).click();
  await expect(editor.locator('.topbar [role=status]')).toHaveText(`Opened ${bundled.id}.`);
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('map-notice')).toContainText('read-only, so your edits were saved as a campaign copy');
  const status = (await editor.locator('.topbar [role=status]').textContent()) ?? '';
  const copyId = /^Saved as ([\w-]+)\.$/.exec(status)?.[1];
  expect(copyId).toBeTruthy();
  expect(copyId).not.toBe(bundled.id);

  const copy = await umpireApi<{ bundled: boolean; name: string }>(page, 'getMap', { id: copyId });
  expect(copy.bundled).toBe(false);
  expect(copy.name).toContain('(campaign copy)');
  const original = await umpireApi<{ bundled: boolean; name: string }>(page, 'getMap', { id: bundled.id });
  expect(original).toMatchObject({ bundled: true, name: bundled.name });
});
