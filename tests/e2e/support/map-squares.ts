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

// Layout constants of src/renderer/src/map/geometry.ts (SQUARE_PX, MARGIN_PX).
const SQUARE_PX = 16;
const MARGIN_PX = 22;

/** The map's current view, as MapCanvas writes it on its box (data-vp-x, data-vp-y, data-scale). */
async function viewportOf(page: Page, testId: string) {
  const box = page.getByTestId(testId);
  const rect = (await box.boundingBox())!;
  const vp = await box.evaluate((el) => ({ x: Number(el.dataset.vpX), y: Number(el.dataset.vpY), scale: Number(el.dataset.scale), width: el.clientWidth, height: el.clientHeight }));
  return { rect, vp };
}

/**
 * The screen point of a square's centre on the map `testId`. The map opens
 * filling its box, so a square may lie outside it: then the map's "Whole
 * map" button shows all of it first (as the map was fitted before it filled).
 */
export async function squarePoint(page: Page, testId: string, map: MapSize, sq: Sq): Promise<{ x: number; y: number }> {
  const at = async () => {
    const { rect, vp } = await viewportOf(page, testId);
    const x = vp.x + (MARGIN_PX + (sq.col - 0.5) * SQUARE_PX) * vp.scale;
    const y = vp.y + (MARGIN_PX + (sq.row - 0.5) * SQUARE_PX) * vp.scale;
    // Inside the box, clear of the map's own buttons in its bottom-right corner.
    const inside = x >= 0 && y >= 0 && x <= vp.width && y <= vp.height && !(y > vp.height - 44 && x > vp.width - 300);
    return { inside, point: { x: rect.x + x, y: rect.y + y } };
  };
  if (sq.col < 1 || sq.row < 1 || sq.col > map.width || sq.row > map.height) throw new Error(`Square ${sq.col},${sq.row} is off the ${map.width}×${map.height} map.`);
  const first = await at();
  if (first.inside) return first.point;
  await page.getByTestId(`${testId}-whole`).click();
  await page.waitForTimeout(100);
  return (await at()).point;
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
