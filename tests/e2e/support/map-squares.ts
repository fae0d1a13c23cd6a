import type { Page } from '@playwright/test';

/** A map square, 1-based as the rules number them. */
export interface Sq {
  col: number;
  row: number;
}

/** What placing a square on screen needs of a map. */
export interface MapSize {
  width: number;
  height: number;
}

// Layout constants of src/renderer/src/map/geometry.ts (SQUARE_PX, MARGIN_PX, fitViewport).
const SQUARE_PX = 16;
const MARGIN_PX = 22;

/** The screen point of a square's centre on the map `testId` at its first (fitted) viewport. */
export async function squarePoint(page: Page, testId: string, map: MapSize, sq: Sq): Promise<{ x: number; y: number }> {
  const box = page.getByTestId(testId);
  const rect = (await box.boundingBox())!;
  const size = await box.evaluate((el) => ({ width: el.clientWidth, height: el.clientHeight }));
  const w = map.width * SQUARE_PX + 2 * MARGIN_PX;
  const h = map.height * SQUARE_PX + 2 * MARGIN_PX;
  const scale = Math.max(0.25, Math.min(size.width / w, size.height / h));
  const vx = (size.width - w * scale) / 2;
  const vy = Math.max(0, (size.height - h * scale) / 2);
  return { x: rect.x + vx + (MARGIN_PX + (sq.col - 0.5) * SQUARE_PX) * scale, y: rect.y + vy + (MARGIN_PX + (sq.row - 0.5) * SQUARE_PX) * scale };
}

/** Moves the pointer onto a point from just beside it, so the map sees it arrive and the tool previews that square. */
async function arrive(page: Page, p: { x: number; y: number }): Promise<void> {
  await page.mouse.move(p.x - 2, p.y - 2);
  await page.mouse.move(p.x, p.y);
}

export async function hoverSquare(page: Page, testId: string, map: MapSize, sq: Sq): Promise<void> {
  await arrive(page, await squarePoint(page, testId, map, sq));
}

/** Hovers a square, then clicks its centre. */
export async function clickSquare(page: Page, testId: string, map: MapSize, sq: Sq): Promise<void> {
  const p = await squarePoint(page, testId, map, sq);
  await arrive(page, p);
  await page.mouse.click(p.x, p.y);
}
