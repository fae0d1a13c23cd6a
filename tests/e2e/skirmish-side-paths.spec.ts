import { expect, test, type Page } from '@playwright/test';
import { capturePayloads, openDemoGame, switchBackTo } from './support/session';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { chooseSkirmishScenario, clickTable, finishFromConsole, playToDecision, sideWindow, startChosenSkirmish, tablePoint, withDice } from './support/skirmish';
import { umpireApi } from './support/umpire-api';

// Issue 19: a side moves its men from its own window. In the village search
// the Israelis' window orders Alpha to advance and draws Turai Peretz's path
// on the table, corner by corner: a path too long is read red in the window
// and refused by the host naming the cost; the one handed in moves him in the
// Movement step and the umpire's table shows him there. Then the game goes on
// (the umpire's API, seeded dice) to the scenario's decision, is finished and
// archived with its result. Screenshots go to test-results/issue-19-paths.

const SHOTS = 'test-results/issue-19-paths';
const PLO_IDS = ['h-1', 'h-2', 'h-3', 'h-4', 'n-1', 'n-2', 'n-3', 'farmhouse-group', 'barn-group'];
type Players = { side: string; url: string }[];
type Figure = { id: string; at: { x: number; y: number } };

/** In the Israelis' window: Alpha advances, Turai Peretz's mode set, his path drawing ready. */
async function startPath(idf: Page): Promise<void> {
  await idf.getByTestId('order-idf-1').selectOption('advance');
  await idf.getByTestId('mode-a-4').selectOption('advance');
  await expect(idf.getByTestId('draw-path-a-4')).toHaveAttribute('aria-pressed', 'true');
  await expect(idf.getByTestId('skirmish-table')).toHaveAttribute('data-picking', 'yes');
}

test('issue 19: a side draws a man\'s path in its window; the host refuses one too long, the Movement step moves him by the other; the game to its decision and the archive', async ({ browser }) => {
  test.setTimeout(240_000);
  const restore = await openDemoGame(browser);
  const umpire = await pageIn(browser, 'dark', { width: 1366, height: 768 });
  umpire.on('dialog', (d) => void d.accept());
  let started: string | undefined;
  try {
    await chooseSkirmishScenario(umpire, 'skirmish-village-search');
    started = await startChosenSkirmish(umpire);
    await umpireApi(umpire, 'setDiceMode', { mode: 'physical' });
    const players = (await umpireApi<{ players: Players }>(umpire, 'getSession')).players;
    const idf = await pageIn(browser, 'dark', { width: 1366, height: 768 });
    const plo = await pageIn(browser, 'light', { width: 390, height: 844 });
    const idfSeen = await capturePayloads(idf);
    await sideWindow(idf, players, 'idf');
    await sideWindow(plo, players, 'plo');

    // Turai Peretz (38", 45") advances: 15" straight up the table is more than his 10" (seed line 38).
    await startPath(idf);
    await clickTable(idf, { x: 38, y: 30 });
    const reading = idf.getByTestId('path-reading-a-4');
    await expect(reading).toHaveAttribute('data-reachable', 'no');
    await expect(reading).toContainText(/1[45]\.\d" drawn, costs 1[45]\.\d" of a 10" advance allowance — cannot be taken/);
    await expect(reading).toContainText('seed 003 line 38, infantry movement, track/open, advance');
    await expect(idf.getByTestId('skirmish-table')).toHaveAttribute('data-paths', '1');
    // Handed in all the same, the host refuses it and says why.
    await idf.getByTestId('submit-orders').click();
    await expect(idf.getByTestId('side-orders-error')).toContainText(/figures\[0\] \("a-4"\): the advance path cannot be taken: costs 1[45]\.\d\d" of a 10" allowance/);
    await expect(idf.getByTestId('side-orders-state')).toHaveCount(0);

    // The corner taken back; two corners within his allowance: 5" up, then 3.6" on the slant.
    await idf.getByTestId('undo-corner-a-4').click();
    await clickTable(idf, { x: 38, y: 40 });
    await clickTable(idf, { x: 40, y: 37 });
    await expect(reading).toHaveAttribute('data-reachable', 'yes');
    await expect(reading).toContainText(/8\.\d" drawn, costs 8\.\d" of a 10" advance allowance\./);
    await idf.getByTestId('path-card-a-4').locator('summary').click();
    await expect(idf.getByTestId('path-card-a-4')).toContainText('path costs 8.');
    for (const size of SCREEN_SIZES) {
      for (const theme of ['dark', 'light'] as const) {
        const s = await pageIn(browser, theme, size);
        await sideWindow(s, players, 'idf');
        await startPath(s);
        await clickTable(s, { x: 38, y: 40 });
        await clickTable(s, { x: 40, y: 37 });
        await clickTable(s, { x: 44, y: 36 });
        await expect(s.getByTestId('path-reading-a-4')).toHaveAttribute('data-reachable', 'no');
        await s.getByTestId('undo-corner-a-4').click();
        await expect(s.getByTestId('path-reading-a-4')).toHaveAttribute('data-reachable', 'yes');
        await s.screenshot({ path: `${SHOTS}/side-path-${size.width}-${theme}.png`, fullPage: size.width === 390 });
        expect(await s.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), `the side window at ${size.width} wide scrolls sideways`).toBeLessThanOrEqual(0);
        await s.context().close();
      }
    }
    // On a phone's touch screen the corners are taps.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })).newPage();
    await sideWindow(phone, players, 'idf');
    await startPath(phone);
    for (const at of [{ x: 38, y: 40 }, { x: 40, y: 37 }]) {
      const p = await tablePoint(phone, at);
      await phone.touchscreen.tap(p.x, p.y);
    }
    await expect(phone.getByTestId('path-reading-a-4')).toContainText(/8\.\d" drawn, costs 8\.\d" of a 10" advance allowance\./);
    await phone.context().close();
    await idf.getByTestId('submit-orders').click();
    await expect(idf.getByTestId('side-orders-state')).toContainText('Waiting for the other side');
    await expect(idf.getByTestId('written-idf-1')).toContainText(/Turai Peretz advances to (39\.\d|40\.\d)", (36\.\d|37\.\d)"/);
    await plo.getByTestId('submit-orders').click();
    await expect(plo.getByTestId('side-orders-state')).toContainText('Both sides are done');

    // The umpire: the orders revealed as the bound goes on carry the path; the reaction passes; the Movement step moves him to its end.
    await withDice(umpire, { type: 'bound/advance' });
    const revealed = await umpireApi<{ orders: Record<string, { unitId: string; figures: { figureId: string; mode: string; path: { x: number; y: number }[] }[] }[]> }>(umpire, 'getView');
    const order = revealed.orders.idf!.find((o) => o.unitId === 'idf-1')!.figures.find((f) => f.figureId === 'a-4')!;
    expect(order.mode).toBe('advance');
    expect(order.path).toHaveLength(2);
    const end = order.path[1]!;
    expect(Math.abs(end.x - 40) + Math.abs(end.y - 37)).toBeLessThan(0.4);
    await withDice(umpire, { type: 'reaction/roll', unitId: 'idf-1', support: [] }, [['d6', 6]]);
    await expect(umpire.getByTestId('reaction-idf-1')).toContainText('passed');
    await withDice(umpire, { type: 'bound/advance' });
    await withDice(umpire, { type: 'bound/advance' });
    await withDice(umpire, { type: 'bound/advance' });
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('Bound 1 · fire step');
    const moved = (await umpireApi<{ figures: Figure[] }>(umpire, 'getView')).figures.find((f) => f.id === 'a-4')!;
    expect(moved.at).toEqual(end);
    await expect(umpire.getByTestId('skirmish-figures')).toContainText(`Turai Peretz (Alpha) — ok, at ${end.x.toFixed(1)}", ${end.y.toFixed(1)}"`);
    await expect(umpire.getByTestId('skirmish-figures')).toContainText('Turai Levi (Alpha) — ok, at 34.0", 45.0"');
    await umpire.screenshot({ path: `${SHOTS}/console-moved-1366-dark.png` });
    await expect(idf.getByTestId('skirmish-table')).toHaveAttribute('data-paths', '0');
    // Fog: everything the Israelis' window received — the refusal among it — names no defender (ruling SK36).
    expect(idfSeen.payloads.some((p) => p.includes('"orders/path"'))).toBe(true);
    expect(idfSeen.payloads.flatMap((p) => PLO_IDS.filter((id) => p.includes(`"${id}"`)))).toEqual([]);

    // On to the scenario's decision with seeded dice, finished with it, and archived with its result.
    await umpireApi(umpire, 'setDiceMode', { mode: 'seeded' });
    await playToDecision(umpire);
    const { victory } = await umpireApi<{ victory: { decided: boolean; winner: string | null } }>(umpire, 'getView');
    expect(victory.decided).toBe(true);
    await finishFromConsole(umpire);
    // The archived result is the scenario's decision: the winner's side won, the other lost (or both drew).
    type Entry = { gameId: string; scenarioName: string; outcome: Record<string, { outcome: string }> };
    const archived = await umpireApi<Entry[] | { entries: Entry[] }>(umpire, 'archive', {});
    const row = (Array.isArray(archived) ? archived : archived.entries).find((r) => r.gameId === started)!;
    expect(row.scenarioName).toBe('Village search');
    for (const side of ['idf', 'plo']) expect(row.outcome[side]?.outcome, side).toBe(victory.winner === null ? 'draw' : victory.winner === side ? 'win' : 'loss');
    await umpire.getByTestId('open-archive').click();
    await expect(umpire.getByTestId(`archive-row-${started}`)).toContainText('Village search');
    await umpire.getByTestId(`archive-row-${started}`).scrollIntoViewIfNeeded();
    await umpire.screenshot({ path: `${SHOTS}/archive-row-1366-dark.png` });
    await idf.context().close();
    await plo.context().close();
  } finally {
    if (started) {
      const games = await umpireApi<{ id: string; scenarioId: string }[]>(umpire, 'listGames');
      await switchBackTo(umpire, games.find((g) => g.scenarioId === 'training-ground')!.id);
    }
    await umpire.context().close();
    await restore();
  }
});
