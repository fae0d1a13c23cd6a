import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { squarePoint, type Sq } from './support/map-squares';
import { openUmpireConsole, startNewGame, type SideLink } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { pageIn } from './support/screens';

// Issue 16, the umpire's console at a club night: at 1366×768 the master map
// fills its box with squares of at least 16 px, zooms and pans from the
// keyboard, and a crowded square opens its stack; axe finds no serious or
// critical WCAG 2 A/AA violation on the console, a side window and the
// curtain, in either theme. Screenshots of each go to test-results/issue-16.

interface MapLite {
  width: number;
  height: number;
  squares: { terrain: string }[];
  zones: { id: number; squares: Sq[] }[];
}

const SHOTS = 'test-results/issue-16';

async function mapView(page: Page, testId: string) {
  return page.getByTestId(testId).evaluate((el) => ({ scale: Number(el.dataset.scale), x: Number(el.dataset.vpX), y: Number(el.dataset.vpY), squarePx: Number(el.dataset.squarePx), width: el.clientWidth }));
}

/** Serious and critical WCAG 2 A/AA violations on the page, each named with its first elements. */
async function axeProblems(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}

test('issue 16: the map fills its box at 1366×768 with squares of 16 px or more, zooms and pans, and a crowded square opens its stack', async ({ browser }) => {
  test.setTimeout(150_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    await umpire.setViewportSize({ width: 1366, height: 768 });
    await startNewGame(umpire, 'raid-on-entebbe', 'Raid on Entebbe');
    const { map } = await umpireApi<{ map: MapLite }>(umpire, 'getView');

    await test.step('fitted: the map spans the box, squares ≥ 16 px, Zones outlined in set-up', async () => {
      await expect.poll(async () => (await mapView(umpire, 'umpire-map')).squarePx).toBeGreaterThanOrEqual(16);
      const v = await mapView(umpire, 'umpire-map');
      expect(Math.abs(v.x)).toBeLessThan(1);
      expect((map.width * 16 + 44) * v.scale).toBeGreaterThanOrEqual(v.width - 1);
      await expect(umpire.getByTestId('umpire-map')).toHaveAttribute('data-zones', 'shown');
    });

    await test.step('keys on the focused map: + zooms, arrows pan, 0 fits again; the buttons do the same', async () => {
      const fitted = await mapView(umpire, 'umpire-map');
      await umpire.getByTestId('umpire-map').focus();
      await umpire.keyboard.press('+');
      await expect.poll(async () => (await mapView(umpire, 'umpire-map')).scale).toBeGreaterThan(fitted.scale * 1.2);
      const zoomed = await mapView(umpire, 'umpire-map');
      await umpire.keyboard.press('ArrowDown');
      await expect.poll(async () => (await mapView(umpire, 'umpire-map')).y).toBeLessThan(zoomed.y);
      await umpire.keyboard.press('0');
      await expect.poll(async () => (await mapView(umpire, 'umpire-map')).scale).toBeCloseTo(fitted.scale, 3);
      await umpire.getByTestId('umpire-map-zoom-out').click();
      await expect.poll(async () => (await mapView(umpire, 'umpire-map')).scale).toBeLessThan(fitted.scale);
      await umpire.getByTestId('umpire-map-fit').click();
      await expect.poll(async () => (await mapView(umpire, 'umpire-map')).scale).toBeCloseTo(fitted.scale, 3);
    });

    await test.step('two men set up on one square show as one stack; clicking it lists both, and a name selects him', async () => {
      const clear = (sq: Sq) => map.squares[(sq.row - 1) * map.width + (sq.col - 1)]!.terrain === 'clear';
      const zone2 = map.zones.find((z) => z.id === 2)!.squares.filter(clear);
      const { men } = await umpireApi<{ men: { id: string; side: string; name: string }[] }>(umpire, 'getView');
      const [a, b] = men.filter((m) => m.side === 'ugandans');
      for (const m of [a!, b!]) expect((await umpireApi<{ ok: boolean }>(umpire, 'command', { command: { type: 'setup/deploy', manId: m.id, square: zone2[0] } })).ok).toBe(true);
      const p = await squarePoint(umpire, 'umpire-map', map, zone2[0]!);
      await umpire.mouse.click(p.x, p.y);
      const stack = umpire.getByTestId('umpire-map-stack');
      await expect(stack).toContainText('2 men at');
      await expect(stack).toContainText(a!.id);
      await expect(stack).toContainText(b!.id);
      mkdirSync(SHOTS, { recursive: true });
      await umpire.screenshot({ path: `${SHOTS}/console-1366-setup-stack.png` });
      await umpire.getByTestId(`umpire-map-stack-${b!.id}`).click();
      await expect(stack).toHaveCount(0);
      await umpire.getByTestId('tab-men').click();
      await expect(umpire.getByTestId('selected-man')).toContainText(b!.name);
    });
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`issue 16: axe finds no serious or critical WCAG 2 A/AA violation on the umpire console, ${theme} theme (1366 and 1920 wide)`, async ({ browser }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const session = readSession();
    for (const size of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      const umpire = await pageIn(browser, theme, size);
      await umpire.goto(pathOf(session.umpireUrl));
      await expect(umpire.getByTestId('umpire-map')).toBeVisible();
      await expect(umpire.locator('html')).toHaveAttribute('data-theme', theme);
      await umpire.screenshot({ path: `${SHOTS}/console-${size.width}-${theme}.png` });
      expect(await axeProblems(umpire), `console, ${theme} theme, Turn tab`).toEqual([]);
      if (size.width === 1366) {
        await umpire.getByTestId('tab-men').click();
        expect(await axeProblems(umpire), `console, ${theme} theme, Men tab`).toEqual([]);
      }
      await umpire.context().close();
    }
  });

  test(`issue 16: axe finds no serious or critical WCAG 2 A/AA violation on a side window (390 wide) and the curtain, ${theme} theme`, async ({ browser }) => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    const session = readSession();
    const screen = (session as unknown as { screen?: SideLink }).screen;
    const player = await pageIn(browser, theme, { width: 390, height: 844 });
    await player.goto(pathOf(session.players[0]!.url));
    await expect(player.getByTestId('player-side')).toBeVisible();
    await player.screenshot({ path: `${SHOTS}/side-390-${theme}.png` });
    expect(await axeProblems(player), `side window, ${theme} theme`).toEqual([]);
    await player.context().close();
    expect(screen, 'the session names the shared screen').toBeDefined();
    const curtain = await pageIn(browser, theme, { width: 1366, height: 768 });
    await curtain.goto(pathOf(screen!.url));
    await expect(curtain.getByTestId('screen-curtain')).toBeVisible();
    expect(await axeProblems(curtain), `curtain, ${theme} theme`).toEqual([]);
    await curtain.context().close();
  });
}
