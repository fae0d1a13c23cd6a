import { expect, test, type Page } from '@playwright/test';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 15: a side's orders wait in the umpire's queue; he approves one and refuses another (with a reason the
// side reads) from his console, and the side's myOrders shows the outcome; he edits a route and approves it with
// one key, refuses with R (ruling SO14); the side's window shows its man's weapon tools (ruling SO13); orders at
// once are answered alike (ruling SO12). On a copy of the training ground,
// rewound to its start, so the game the other specs share is left as it was (and put back behind the windows).

interface ViewLite {
  readonly phase: string;
  readonly men: readonly { readonly id: string; readonly side: string; readonly name: string; readonly square?: { col: number; row: number } }[];
  readonly sequence?: { readonly initiative?: { readonly side: string }; readonly active?: { readonly manId: string } };
  readonly whoseMove?: { readonly side?: string };
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'desktop', width: 1920, height: 1080 },
] as const;

const code = (q: { col: number; row: number }) => `${String(q.col).padStart(2, '0')}${String(q.row).padStart(2, '0')}`;

async function player<T>(page: Page, token: string, method: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/player/${method}`, { maxRetries: 2, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test('the umpire approves one side order and refuses another from the console queue; the side reads the outcome', async ({ browser }) => {
  test.setTimeout(180_000);
  const umpire = await (await browser.newContext()).newPage();
  await umpire.goto(pathOf(readSession().umpireUrl));
  const { gameId: gameBefore } = await umpireApi<{ gameId: string }>(umpire, 'currentGame');
  try {
    const file = await umpireApi<{ text: string }>(umpire, 'exportGame', {});
    // A copy under a game id of its own (the file names its game; the campaign has the original).
    const copyId = `order-queue-${Date.now()}`;
    const { gameId } = await umpireApi<{ gameId: string }>(umpire, 'importGame', { json: file.text.split(gameBefore).join(copyId) });
    await switchBackTo(umpire, gameId);
    // Back to its start when earlier specs played it (alone, it has no event yet: nothing to rewind).
    const rewound = await umpire.request.post('/api/umpire/rewindTo', { maxRetries: 2, headers: { Authorization: `Bearer ${readSession().umpireToken}` }, data: { seq: 0, reason: 'order-queue spec: from the start' } });
    if (!rewound.ok()) expect(await rewound.text()).toContain('Nothing to rewind');
    // To the Non-Prepared Task Execution Phase on the umpire's API (the Turn panel's buttons are another spec's).
    for (let i = 0; i < 12; i++) {
      const v = await umpireApi<ViewLite>(umpire, 'getView');
      if (v.phase === 'non-prepared-task-execution') break;
      await umpireApi(umpire, 'command', { command: v.phase === 'initiative' && !v.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' } });
    }
    const view = await umpireApi<ViewLite>(umpire, 'getView');
    expect(view.phase).toBe('non-prepared-task-execution');
    const side = view.whoseMove?.side ?? view.sequence!.initiative!.side;
    const [first, second] = view.men.filter((m) => m.side === side && m.square);
    const token = readSession().players.find((p) => p.side === side)!.token;

    await umpire.getByTestId('tab-players').click();
    await expect(umpire.getByTestId('order-queue')).toBeVisible();
    await umpire.getByTestId('order-mode-queue').click();
    await expect(umpire.getByTestId('order-mode-queue')).toBeChecked();

    const sent = await player<{ queued: string }>(umpire, token, 'order', { order: { type: 'task/begin', manId: first!.id } });
    const other = await player<{ queued: string }>(umpire, token, 'order', { order: { type: 'task/begin', manId: second!.id } });
    // The console hears of each order on its own stream.
    await expect(umpire.getByTestId(`order-${sent.queued}`)).toContainText(`${first!.name}: begins executing tasks`);
    await expect(umpire.getByTestId(`order-${other.queued}`)).toContainText(second!.name);
    expect(await player(umpire, token, 'myOrders', {})).toMatchObject({ mode: 'queue', pending: [{ id: sent.queued }, { id: other.queued }] });

    await umpire.getByTestId(`approve-${sent.queued}`).click();
    await expect(umpire.getByTestId(`order-${sent.queued}`)).toHaveCount(0);
    await umpire.getByTestId(`refuse-reason-${other.queued}`).fill('One man at a time: wait for your turn.');
    await umpire.getByTestId(`refuse-${other.queued}`).click();
    await expect(umpire.getByTestId('order-queue-empty')).toBeVisible();
    expect(await player(umpire, token, 'myOrders', {})).toEqual({ mode: 'queue', pending: [], refused: [expect.objectContaining({ id: other.queued, reason: 'One man at a time: wait for your turn.' })] });
    expect((await umpireApi<ViewLite>(umpire, 'getView')).sequence?.active?.manId).toBe(first!.id);

    // A route in words, with its Task Points as the engine charges them: the screenshots' queue.
    const from = first!.square!;
    const route = [from, { col: from.col, row: from.row + 1 }, { col: from.col, row: from.row + 2 }];
    const move = await player<{ queued: string }>(umpire, token, 'order', { order: { type: 'task/route', manId: first!.id, route } });
    await player(umpire, token, 'order', { order: { type: 'task/fall-prone', manId: first!.id, goOn: true } });
    await expect(umpire.getByTestId(`order-${move.queued}`)).toContainText(/moves .* \(\d+ TP of his \d+\)/);
    for (const theme of ['dark', 'light'] as const) {
      await umpire.evaluate((t) => localStorage.setItem('sightline-theme', t), theme);
      await umpire.reload();
      await umpire.getByTestId('tab-players').click();
      await expect(umpire.getByTestId(`order-${move.queued}`)).toBeVisible();
      // Ruling SO14: E on the focused order opens its edit (the route as square codes).
      await umpire.getByTestId(`order-${move.queued}`).focus();
      await umpire.keyboard.press('e');
      await expect(umpire.getByTestId(`edit-route-${move.queued}`)).toBeVisible();
      for (const s of SIZES) {
        await umpire.setViewportSize({ width: s.width, height: s.height });
        await umpire.getByTestId('order-queue').scrollIntoViewIfNeeded();
        await umpire.screenshot({ path: `test-results/order-queue/${s.name}-${theme}.png` });
      }
    }
    await umpire.evaluate(() => localStorage.removeItem('sightline-theme'));

    // The side's own window with the acting man's tools (ruling SO13), at the three sizes in both themes: what it offers is its projection's.
    const link = readSession().players.find((p) => p.side === side)!;
    const sideView = await player<{ enemies: { id: string; current: boolean }[] }>(umpire, token, 'getView', {});
    for (const theme of ['dark', 'light'] as const) {
      for (const s of SIZES) {
        const touch = s.width < 1100;
        const ctx = await browser.newContext({ viewport: { width: s.width, height: s.height }, hasTouch: touch, isMobile: touch });
        await ctx.addInitScript((t) => localStorage.setItem('sightline-theme', t), theme);
        const page = await ctx.newPage();
        await page.goto(pathOf(link.url));
        const tab = page.getByTestId('player-tab-orders');
        if (touch) await tab.click();
        await expect(page.getByTestId('side-weapons')).toBeVisible();
        const offered = await page.locator('[data-testid^="fire-"]:not([data-testid="fire-orders"]):not([data-testid="fire-none"])').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.testid!.slice('fire-'.length)));
        expect(offered.every((id) => sideView.enemies.some((e) => e.id === id && e.current))).toBe(true);
        await page.screenshot({ path: `test-results/order-queue/side-window-${s.name}-${theme}.png` });
        await ctx.close();
      }
    }

    // One key: the route approved as edited (two squares of the three), the fall-prone order refused with R, a reason and Enter.
    await umpire.setViewportSize({ width: 1366, height: 768 });
    await umpire.reload();
    await umpire.getByTestId('tab-players').click();
    const item = umpire.getByTestId(`order-${move.queued}`);
    await item.focus();
    await umpire.keyboard.press('e');
    await umpire.getByTestId(`edit-route-${move.queued}`).fill(`${code(route[0]!)} ${code(route[1]!)}`);
    await item.focus();
    await umpire.keyboard.press('a');
    await expect(item).toHaveCount(0);
    await expect.poll(async () => (await umpireApi<ViewLite>(umpire, 'getView')).men.find((m) => m.id === first!.id)?.square).toEqual(route[1]);
    const prone = umpire.locator('li.order-item').first();
    await prone.focus();
    await umpire.keyboard.press('r');
    await umpire.keyboard.type('Stay on your feet.');
    await umpire.keyboard.press('Enter');
    await expect(umpire.getByTestId('order-queue-empty')).toBeVisible();
    expect(await player<{ refused: { reason: string }[] }>(umpire, token, 'myOrders', {})).toMatchObject({ refused: expect.arrayContaining([expect.objectContaining({ reason: 'Stay on your feet.' })]) });

    // Ruling SO12: with orders at once, an order the engine refuses (he stands already) is answered "sent" as one that runs,
    // and never listed as waiting: whether or not a Guard's prompt about his step holds it (this spec cannot tell, nor may the side).
    await umpire.getByTestId('order-mode-immediate').click();
    await expect(umpire.getByTestId('order-mode-immediate')).toBeChecked();
    const stand = await player<Record<string, unknown>>(umpire, token, 'order', { order: { type: 'task/stand', manId: first!.id } });
    expect(Object.keys(stand).sort()).toEqual(['events', 'ok', 'sent', 'version']);
    expect(stand).toMatchObject({ ok: true, events: 0 });
    expect(await player<{ pending: unknown[] }>(umpire, token, 'myOrders', {})).toMatchObject({ pending: [] });
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
