import { expect, test, type Browser, type Page } from '@playwright/test';
import { clickSquare, type Sq } from './support/map-squares';
import { openUmpireConsole, startNewGame, type SideLink } from './support/new-game';
import { capturePayloads, pathOf, readSession, switchBackTo } from './support/session';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { umpireApi } from './support/umpire-api';

// Issue 15, orders from a side's own window. A new game of Raid on Entebbe
// (Section 39.0) with Mines (Section 22.0); the umpire rolls physical dice,
// so every side order waits in his queue and he approves it through the
// umpire API (the console's queue screen is another branch's). On a phone the
// Israelis plot israelis-a's five-square route square by square, its Task
// Point cost shown from their projection; on a tablet the Ugandans answer the
// observation prompts the move raises; israelis-b's route runs onto a mine the
// Israelis never saw and stops there, their window told only what its
// projection holds; in Game-Turn 2 the Israelis plot opportunity fire from the
// phone. Every payload either window received is scanned for the enemy's men,
// squares and mines it does not know. Screenshots: test-results/side-orders-*.png.

interface ManLite {
  id: string;
  side: string;
  square?: Sq;
}
interface UmpireViewLite {
  phase: string;
  turn: number;
  men: ManLite[];
  map: { width: number; height: number; squares: { terrain: string }[]; zones: { id: number; squares: Sq[] }[] };
  mines?: { laid: { id: string; side: string; square: Sq; status: string }[] };
}
interface PlayerViewLite {
  ownMen: ManLite[];
  enemies: { id: string; square: Sq }[];
  mines?: { laid: { id: string; square: Sq }[] };
}

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const MINE_SQUARE = { col: 16, row: 3 };

async function tryCommand(umpire: Page, cmd: Record<string, unknown>): Promise<boolean> {
  const res = await umpire.request.post('/api/umpire/command', { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: { command: cmd } });
  return res.ok() && ((await res.json()) as { ok?: boolean }).ok !== false;
}

/** Types in the dice a waiting command asks for: `face` per die (physical dice, so the runs repeat). */
async function feedDice(umpire: Page, face: (die: string, k: number) => number): Promise<void> {
  for (let n = 0; n < 12; n++) {
    const pending = await umpireApi<{ needed: { die: string } } | null>(umpire, 'pendingDice');
    if (!pending) return;
    await umpireApi(umpire, 'provideDice', { faces: [face(pending.needed.die, n)] });
  }
  throw new Error('A command still waits for dice after 12 faces.');
}

const lowFaces = (die: string) => (die.includes('6') ? 2 : 1);

async function command(umpire: Page, cmd: Record<string, unknown>): Promise<boolean> {
  const taken = await tryCommand(umpire, cmd);
  await feedDice(umpire, lowFaces);
  return taken;
}

/** Approves every order waiting in the umpire's queue (for `side`), feeding the dice each asks for; returns how many. */
async function approveAll(umpire: Page, side: string, face: (die: string) => number = lowFaces): Promise<number> {
  const { orders } = await umpireApi<{ orders: { id: string; side: string }[] }>(umpire, 'orderQueue');
  for (const o of orders.filter((x) => x.side === side)) {
    const out = await umpireApi<{ ok: boolean; error?: { code: string } }>(umpire, 'approveOrder', { orderId: o.id });
    await feedDice(umpire, face);
    expect(out.ok || out.error?.code === 'dice/needed', `approveOrder ${o.id}: ${JSON.stringify(out)}`).toBe(true);
  }
  return orders.filter((x) => x.side === side).length;
}

async function queued(umpire: Page, side: string): Promise<number> {
  const { orders } = await umpireApi<{ orders: { side: string }[] }>(umpire, 'orderQueue');
  return orders.filter((o) => o.side === side).length;
}

/** Clicks an order button in a side's window and waits until the order stands in the umpire's queue. */
async function order(umpire: Page, page: Page, side: string, testId: string): Promise<void> {
  await openOrders(page);
  await page.getByTestId(testId).click();
  await expect.poll(() => queued(umpire, side)).toBe(1);
}

async function sideWindow(browser: Browser, link: SideLink, viewport: { width: number; height: number }) {
  const ctx = await browser.newContext({ viewport, hasTouch: true, isMobile: true });
  const page = await ctx.newPage();
  const traffic = await capturePayloads(page);
  await page.goto(pathOf(link.url));
  return { page, traffic };
}

/** Opens the Orders tab of a phone's or tablet's sheet (it stays open when already open). */
async function openOrders(page: Page): Promise<void> {
  const tab = page.getByTestId('player-tab-orders');
  if ((await tab.count()) > 0 && (await tab.getAttribute('aria-expanded')) !== 'true') await tab.click();
  await expect(page.getByTestId('side-orders')).toBeVisible();
}

async function playerView(page: Page, link: SideLink): Promise<PlayerViewLite> {
  const res = await page.request.post('/api/player/getView', { maxRetries: 2, headers: { Authorization: `Bearer ${link.token}` }, data: {} });
  expect(res.ok()).toBe(true);
  return (await res.json()) as PlayerViewLite;
}

/** Centres the side's map on one of its men (Our men → show on the map), so the squares around him are clear of the map's edges. */
async function centreOn(page: Page, manId: string): Promise<void> {
  const sheet = (await page.getByTestId('player-tab-men').count()) > 0;
  if (sheet) await page.getByTestId('player-tab-men').click();
  await page.getByTestId('own-men').locator('li', { hasText: manId }).getByRole('button').click();
  if (sheet) await expect(page.getByTestId('player-panel')).toHaveCount(0);
  await page.waitForTimeout(200);
}

/** The buttons and selects inside `testId` smaller than a fingertip (44 CSS px), named with their size. */
async function smallControls(page: Page, testId: string): Promise<string[]> {
  return page.getByTestId(testId).evaluate((root) =>
    Array.from(root.querySelectorAll<HTMLElement>('button, select'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.width < 43.5 || r.height < 43.5))
      .map(({ el, r }) => `${el.dataset.testid ?? el.textContent?.trim()}: ${r.width.toFixed(0)}x${r.height.toFixed(0)}`),
  );
}

const squareText = (sq: Sq) => `${String(sq.col).padStart(2, '0')}${String(sq.row).padStart(2, '0')}`;

/**
 * Issue 15's leak scan: a payload a side's window received may name an
 * enemy man only if its side knows him now (its final projection), and no
 * enemy square or mine beyond what that projection holds.
 */
function leaks(payloads: readonly string[], enemies: readonly ManLite[], known: PlayerViewLite, enemyMines: readonly { id: string; square: Sq }[]): string[] {
  const knownIds = new Set(known.enemies.map((e) => e.id));
  const knownMines = new Set((known.mines?.laid ?? []).map((m) => m.id));
  // A square the side holds something on itself (its men, its own mines) says nothing of the enemy.
  const ownSquares = new Set([...known.ownMen.flatMap((m) => (m.square ? [m.square] : [])), ...(known.mines?.laid ?? []).map((m) => m.square)].map(squareText));
  const out: string[] = [];
  for (const [i, p] of payloads.entries()) {
    for (const e of enemies) {
      if (knownIds.has(e.id)) continue;
      if (p.includes(`"${e.id}"`)) out.push(`payload ${i} names ${e.id}`);
      if (e.square && !ownSquares.has(squareText(e.square)) && p.includes(`"square":{"col":${e.square.col},"row":${e.square.row}}`)) out.push(`payload ${i} holds ${e.id}'s square ${squareText(e.square)}`);
    }
    for (const m of enemyMines) if (!knownMines.has(m.id) && (p.includes(`"${m.id}"`) || p.includes(`"square":{"col":${m.square.col},"row":${m.square.row}}`))) out.push(`payload ${i} holds mine ${m.id}`);
  }
  return out;
}

test('issue 15: the sides order their own men from phone and tablet windows; the umpire approves; a hidden mine stops a route; nothing leaks', async ({ browser }) => {
  test.setTimeout(300_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'raid-on-entebbe', 'Raid on Entebbe', {
      optionalRules: [22],
      configure: async () => {
        await umpire.getByTestId('mines-ugandans-anti-personnel').fill('3');
      },
    });
    const { page: israeli, traffic: israeliTraffic } = await sideWindow(browser, link('israelis'), PHONE);
    const { page: ugandan, traffic: ugandanTraffic } = await sideWindow(browser, link('ugandans'), TABLET);
    await expect(israeli.getByTestId('player-side')).toHaveText('Israeli Commandos');
    await expect(ugandan.getByTestId('player-side')).toHaveText('Ugandan Sentries');
    const player = (side: string, method: string, data: unknown) =>
      ugandan.request.post(`/api/player/${method}`, { maxRetries: 2, headers: { Authorization: `Bearer ${link(side).token}` }, data }).then(async (res) => {
        expect(res.ok(), `${method}: ${await res.text()}`).toBe(true);
      });

    const { map, men } = await umpireApi<UmpireViewLite>(umpire, 'getView');
    await test.step('set-up: the Ugandans deploy and lay a mine on israelis-b’s way, in secret (Cases 38.4, 22.0)', async () => {
      const terminal = (sq: Sq) => sq.col >= 17 && sq.col <= 24 && sq.row >= 40 && sq.row <= 43;
      const clear = (sq: Sq) => !terminal(sq) && map.squares[(sq.row - 1) * map.width + (sq.col - 1)]!.terrain === 'clear';
      const ugandans = men.filter((m) => m.side === 'ugandans').map((m) => m.id);
      const plan: [number, number][] = [[2, 2], [3, 1], [4, 1], [5, 1], [7, 1], [8, 1], [9, 1], [10, 1], [11, 1], [12, 1]];
      let n = 0;
      for (const [zone, count] of plan) {
        const squares = map.zones.find((z) => z.id === zone)!.squares.filter(clear);
        for (let k = 0; k < count; k++) await player('ugandans', 'deploy', { manId: ugandans[n++], square: squares[k * 3] });
      }
      await player('ugandans', 'placeMine', { mineType: 'anti-personnel', square: MINE_SQUARE });
      await command(umpire, { type: 'setup/place-object', objectId: 'hostage-group-1', square: { col: 18, row: 40 } });
      await command(umpire, { type: 'setup/place-object', objectId: 'hostage-group-2', square: { col: 21, row: 42 } });
      await command(umpire, { type: 'setup/start' });
      await expect(israeli.getByTestId('player-phase')).toContainText('A. Observation');
    });

    await umpireApi(umpire, 'setDiceMode', { mode: 'physical' });
    await umpireApi(umpire, 'setOrderMode', { mode: 'queue' });
    await test.step('on to Phase E; the Israelis bring israelis-a on at 1401 from the phone (Case 38.51, ruling SO11)', async () => {
      for (let n = 0; n < 8 && (await umpireApi<UmpireViewLite>(umpire, 'getView')).phase !== 'non-prepared-task-execution'; n++) {
        await tryCommand(umpire, { type: 'initiative/roll' });
        await feedDice(umpire, (_, k) => (k % 2 === 0 ? 8 : 3));
        await command(umpire, { type: 'phase/advance' });
      }
      await expect(israeli.getByTestId('player-phase')).toContainText('E. Non-Prepared');
      await tryCommand(umpire, { type: 'side/pass', side: 'ugandans' });
      await order(umpire, israeli, 'israelis', 'order-begin-israelis-a');
      expect(await approveAll(umpire, 'israelis')).toBe(1);
      await openOrders(israeli);
      await expect(israeli.getByTestId('enter-at')).toBeVisible();
      await expect(israeli.getByTestId('enter-at').getByRole('button')).toHaveCount(40);
      expect(await smallControls(israeli, 'enter-at')).toEqual([]);
      await israeli.screenshot({ path: 'test-results/side-orders-enter-390x844.png' });
      const wide = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const desk = await wide.newPage();
      await desk.goto(pathOf(link('israelis').url));
      await openOrders(desk);
      await expect(desk.getByTestId('enter-at')).toBeVisible();
      await desk.screenshot({ path: 'test-results/side-orders-enter-1366x768.png' });
      // The entry squares are lit on the map and take a tap (the list above is the accessible alternative): a square
      // that is not one is answered and sends nothing; 1401 sends the order.
      await clickSquare(desk, 'player-map', map, { col: 14, row: 3 });
      await expect(desk.getByTestId('order-note')).toContainText('not one of your entry squares');
      expect(await queued(umpire, 'israelis')).toBe(0);
      await clickSquare(desk, 'player-map', map, { col: 14, row: 1 });
      await expect.poll(() => queued(umpire, 'israelis')).toBe(1);
      await wide.close();
      expect(await approveAll(umpire, 'israelis')).toBe(1);
      await expect(israeli.getByTestId('enter-at')).toHaveCount(0);
      await expect(israeli.getByTestId('player-whose-move')).toContainText('israelis-a');
      // On the map's north edge: his weapon tools, and stepping off the map (Case 15.26, ruling SO13); fire offers only men the Israelis observe.
      await openOrders(israeli);
      await expect(israeli.getByTestId('side-weapons')).toBeVisible();
      await expect(israeli.getByTestId('order-exit')).toContainText('5 TP');
      const seen = (await playerView(israeli, link('israelis'))).enemies.map((e) => e.id);
      const offered = await israeli.locator('[data-testid^="fire-"]:not([data-testid="fire-orders"]):not([data-testid="fire-none"])').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid!.slice('fire-'.length)));
      expect(offered.filter((id) => !seen.includes(id))).toEqual([]);
      expect(await smallControls(israeli, 'side-weapons')).toEqual([]);
    });

    const route = [2, 3, 4, 5, 6].map((row) => ({ col: 14, row }));
    await test.step('screenshots: the route tool at 390×844, 1366×768 and 1920×1080 in both themes (test-results/side-orders-<size>-<theme>.png)', async () => {
      for (const theme of ['dark', 'light'] as const) {
        for (const size of [PHONE, { width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
          const touch = size.width < 1100;
          const ctx = await browser.newContext({ viewport: size, hasTouch: touch, isMobile: touch });
          await ctx.addInitScript((t) => localStorage.setItem('sightline-theme', t), theme);
          const page = await ctx.newPage();
          await page.goto(pathOf(link('israelis').url));
          await expect(page.getByTestId('player-whose-move')).toContainText('israelis-a');
          await centreOn(page, 'israelis-a');
          await openOrders(page);
          await page.getByTestId('route-start').click();
          for (const sq of route) await clickSquare(page, 'player-map', map, sq);
          await expect(page.getByTestId('route-steps').locator('li')).toHaveCount(5);
          await page.screenshot({ path: `test-results/side-orders-${size.width}x${size.height}-${theme}.png` });
          if (!touch) await page.getByTestId('side-orders').screenshot({ path: `test-results/side-orders-panel-${size.width}-${theme}.png` });
          await ctx.close();
        }
      }
    });
    await test.step('phone: the Israelis plot israelis-a’s five squares, each step’s Task Points shown, and send the route', async () => {
      await centreOn(israeli, 'israelis-a');
      await openOrders(israeli);
      await israeli.getByTestId('route-start').click();
      await expect(israeli.getByTestId('player-panel')).toHaveCount(0);
      for (const sq of route) await clickSquare(israeli, 'player-map', map, sq);
      const steps = israeli.getByTestId('route-steps').locator('li');
      await expect(steps).toHaveCount(5);
      const costs = await steps.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.cost)));
      expect(costs.every((c) => c >= 5)).toBe(true);
      const total = israeli.getByTestId('route-total');
      await expect(total).toHaveAttribute('data-total', String(costs.reduce((a, b) => a + b, 0)));
      await expect(total).toContainText('5 squares');
      await israeli.screenshot({ path: 'test-results/side-orders-phone-route.png' });
      // Fingers: every control of the route bar is 44 CSS px at least (issue 15).
      expect(await smallControls(israeli, 'route-bar')).toEqual([]);
      await israeli.getByTestId('route-send').click();
      await openOrders(israeli);
      await expect(israeli.getByTestId('order-note')).toContainText('waits for the umpire');
      await expect(israeli.getByTestId('pending-orders')).toContainText('israelis-a moves 5 squares to 1406');
      expect(await smallControls(israeli, 'side-orders')).toEqual([]);
    });

    let shot = false;
    let typedOwnDie = false;
    /** Case 7.52: every observation prompt is answered from the Ugandans' tablet (letting it pass when they may, Case 8.92), the umpire approving each answer. */
    const answerPrompts = async () => {
      for (let n = 0; n < 16; n++) {
        const { sequence } = await umpireApi<{ sequence: { prompts: unknown[] } }>(umpire, 'getView');
        if (sequence.prompts.length === 0) return;
        await openOrders(ugandan);
        const prompt = ugandan.locator('[data-testid^="prompt-ugandans-asked"]').first();
        await expect(prompt).toBeVisible();
        if (!shot) await ugandan.screenshot({ path: 'test-results/side-orders-tablet-prompt.png' });
        shot = true;
        const mustNow = (await prompt.textContent())?.includes('must try now');
        if (!typedOwnDie) {
          // Ruling SO15: the first prompt is answered with an attempt, and its observation roll (Cases 8.73, 38.41) is the
          // Ugandans' own die: the tablet asks for it in its own words and types it; the Israelis are sent nothing meanwhile.
          await prompt.locator('[data-testid^="answer-observe-"]').first().click();
          await expect.poll(() => queued(umpire, 'ugandans')).toBe(1);
          const israeliBefore = israeliTraffic.payloads.length;
          const { orders } = await umpireApi<{ orders: { id: string; side: string }[] }>(umpire, 'orderQueue');
          await umpireApi(umpire, 'approveOrder', { orderId: orders.find((o) => o.side === 'ugandans')!.id });
          expect(await umpireApi<{ owner?: string } | null>(umpire, 'pendingDice')).toMatchObject({ owner: 'ugandans' });
          await openOrders(ugandan);
          const die = ugandan.getByTestId('your-die');
          await expect(die).toBeVisible();
          await expect(ugandan.getByTestId('your-die-words')).toHaveText(/^Your die 1: .+'s observation roll \(Cases 8\.73, 38\.41\), the green die \(tens\)/);
          await expect(ugandan.getByTestId('your-die-words')).not.toContainText('israelis');
          expect(await smallControls(ugandan, 'your-die')).toEqual([]);
          await ugandan.screenshot({ path: 'test-results/side-orders-tablet-your-die.png' });
          for (const theme of ['dark', 'light'] as const) {
            for (const size of [...SCREEN_SIZES, TABLET]) {
              const shotPage = await pageIn(browser, theme, size);
              await shotPage.goto(pathOf(link('ugandans').url));
              await expect(shotPage.getByTestId('player-side')).toHaveText('Ugandan Sentries');
              await openOrders(shotPage);
              await expect(shotPage.getByTestId('your-die')).toBeVisible();
              await shotPage.screenshot({ path: `test-results/side-orders-your-die-${size.width}x${size.height}-${theme}.png` });
              await shotPage.context().close();
            }
          }
          await ugandan.getByTestId('your-die-face').fill('9');
          await ugandan.getByTestId('your-die-enter').click();
          await expect(ugandan.getByTestId('your-die-words')).toContainText('Your die 2:');
          // Nothing was committed yet: the Israelis' stream has not moved while the Ugandans' dice were asked and typed.
          expect(israeliTraffic.payloads.length).toBe(israeliBefore);
          // The units die; any further die the command asks the umpire types (see the branch report: a later die's count).
          await expect(ugandan.getByTestId('your-die-words')).toContainText('Your die 2:');
          await ugandan.getByTestId('your-die-face').fill('9');
          await ugandan.getByTestId('your-die-enter').click();
          await expect(ugandan.getByTestId('your-die-words').filter({ hasText: 'Your die 2:' })).toHaveCount(0);
          await feedDice(umpire, lowFaces);
          await expect(die).toHaveCount(0);
          typedOwnDie = true;
          continue;
        }
        await prompt.locator(mustNow ? '[data-testid^="answer-observe-"]' : '[data-testid^="answer-forego-"]').first().click();
        await expect.poll(() => queued(umpire, 'ugandans')).toBe(1);
        await approveAll(umpire, 'ugandans');
      }
      throw new Error('Prompts still wait after 16 answers.');
    };
    const squareOf = async (manId: string) => (await playerView(israeli, link('israelis'))).ownMen.find((m) => m.id === manId)?.square;

    await test.step('the umpire approves; the tablet answers each observation prompt the move raises; the phone goes on with the route', async () => {
      expect(await approveAll(umpire, 'israelis')).toBe(1);
      for (let n = 0; n < 10; n++) {
        await answerPrompts();
        if ((await squareOf('israelis-a'))?.row === 6) break;
        // Stopped short with the prompt answered: the Israelis go on with the rest of the route (Case 7.52).
        await order(umpire, israeli, 'israelis', 'route-resume');
        await approveAll(umpire, 'israelis');
      }
      expect(await squareOf('israelis-a')).toEqual({ col: 14, row: 6 });
      expect(typedOwnDie).toBe(true);
    });

    const beforeMine = israeliTraffic.payloads.length;
    await test.step('a route onto a mine the Israelis never saw: israelis-b stops in the mined square (Case 22.1, ruling MN3)', async () => {
      // Case 8.95: observers who waited are asked once more as his tasks end; his end is given again once they have answered.
      for (let n = 0; n < 3 && (await umpireApi<{ sequence: { active?: { manId: string } } }>(umpire, 'getView')).sequence.active?.manId === 'israelis-a'; n++) {
        await order(umpire, israeli, 'israelis', 'order-end');
        await approveAll(umpire, 'israelis');
        await answerPrompts();
      }
      // Case 6.22: the Ugandans' turn to choose a man comes round; they hold their squares (Case 38.48).
      await tryCommand(umpire, { type: 'side/pass', side: 'ugandans' });
      await command(umpire, { type: 'task/begin', manId: 'israelis-b' });
      await command(umpire, { type: 'entry/enter', manId: 'israelis-b', square: { col: 16, row: 1 } });
      await expect(israeli.getByTestId('player-whose-move')).toContainText('israelis-b');
      await centreOn(israeli, 'israelis-b');
      await openOrders(israeli);
      await israeli.getByTestId('route-start').click();
      for (const row of [2, 3, 4, 5]) await clickSquare(israeli, 'player-map', map, { col: 16, row });
      // The mine is not the Israelis' to know: the preview costs the mined square as any other.
      await expect(israeli.getByTestId('route-steps').locator('li')).toHaveCount(4);
      await expect(israeli.getByTestId('route-error')).toHaveCount(0);
      await israeli.getByTestId('route-send').click();
      await openOrders(israeli);
      await expect(israeli.getByTestId('pending-orders')).toContainText('israelis-b moves 4 squares');
      // 1D6 even: the mine goes off (Case 22.1).
      await approveAll(umpire, 'israelis', (die) => (die.includes('6') ? 2 : 1));
      for (let n = 0; n < 6; n++) {
        await answerPrompts();
        const at = await squareOf('israelis-b');
        if (at?.row === MINE_SQUARE.row) break;
        await order(umpire, israeli, 'israelis', 'route-resume');
        await approveAll(umpire, 'israelis', (die) => (die.includes('6') ? 2 : 1));
      }
      // The route went on to 1605; it ended in the mined square, as far as the Israelis can tell only that he stopped there.
      expect(await squareOf('israelis-b')).toEqual(MINE_SQUARE);
      await israeli.getByTestId('player-tab-men').click();
      await expect(israeli.getByTestId('own-men')).toContainText(`at ${squareText(MINE_SQUARE)}`);
      await israeli.screenshot({ path: 'test-results/side-orders-phone-mine.png' });
    });
    // Before the mine went off the Israelis were sent nothing of it.
    const mines = (await umpireApi<UmpireViewLite>(umpire, 'getView')).mines?.laid ?? [];
    expect(mines.map((m) => m.square)).toContainEqual(MINE_SQUARE);
    expect(leaks(israeliTraffic.payloads.slice(0, beforeMine), [], { ownMen: [], enemies: [] }, mines)).toEqual([]);

    await test.step('Game-Turn 2, Phase B: the phone plots israelis-a for opportunity fire; the umpire approves (Cases 5.1 B, 10.76)', async () => {
      for (let n = 0; n < 3 && (await umpireApi<{ sequence: { active?: { manId: string } } }>(umpire, 'getView')).sequence.active?.manId === 'israelis-b'; n++) {
        await command(umpire, { type: 'task/end', manId: 'israelis-b' });
        await answerPrompts();
      }
      for (let n = 0; n < 12 && (await umpireApi<UmpireViewLite>(umpire, 'getView')).phase !== 'opportunity-fire-plot'; n++) {
        await tryCommand(umpire, { type: 'side/pass', side: 'israelis' });
        await tryCommand(umpire, { type: 'side/pass', side: 'ugandans' });
        await command(umpire, { type: 'phase/advance' });
      }
      await expect(israeli.getByTestId('player-phase')).toContainText('B.');
      await openOrders(israeli);
      await israeli.getByTestId('plot-condition').selectOption('first-moving');
      await israeli.getByTestId('plot-orders').locator('[data-testid^="plot-israelis-a-"]').first().click();
      await expect(israeli.getByTestId('pending-orders')).toContainText('israelis-a lies in wait');
      expect(await approveAll(umpire, 'israelis')).toBe(1);
      await expect(israeli.getByTestId('plot-withdraw-israelis-a')).toBeVisible();
      await expect(israeli.getByTestId('pending-orders')).toHaveCount(0);
      await israeli.screenshot({ path: 'test-results/side-orders-phone-plot.png' });
    });

    await test.step('leak scan: each window was sent only its own side’s men, and of the enemy only what its projection holds', async () => {
      const now = await umpireApi<UmpireViewLite>(umpire, 'getView');
      const israeliKnows = await playerView(israeli, link('israelis'));
      const ugandanKnows = await playerView(ugandan, link('ugandans'));
      const ugandanMen = now.men.filter((m) => m.side === 'ugandans');
      const israeliMen = now.men.filter((m) => m.side === 'israelis');
      expect(israeliTraffic.payloads.length).toBeGreaterThan(10);
      expect(leaks(israeliTraffic.payloads, ugandanMen, israeliKnows, now.mines?.laid ?? [])).toEqual([]);
      expect(leaks(ugandanTraffic.payloads, israeliMen, ugandanKnows, [])).toEqual([]);
      // Nor the other side's pending or refused orders.
      for (const p of ugandanTraffic.payloads) expect(p).not.toContain('plot/opportunity-fire');
    });
    await Promise.all([israeli, ugandan].map((p) => p.context().close()));
  } finally {
    await switchBackTo(umpire, gameBefore);
    await umpire.context().close();
  }
});
