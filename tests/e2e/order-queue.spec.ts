import { expect, test, type Page } from '@playwright/test';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 15: a side's orders wait in the umpire's queue; he approves one and refuses another (with a reason the
// side reads) from his console, and the side's myOrders shows the outcome. On a copy of the training ground,
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

async function player<T>(page: Page, token: string, method: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/player/${method}`, { maxRetries: 2, headers: { Authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${method}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

test('the umpire approves one side order and refuses another from the console queue; the side reads the outcome', async ({ browser }) => {
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
      for (const s of SIZES) {
        await umpire.setViewportSize({ width: s.width, height: s.height });
        await umpire.getByTestId('order-queue').scrollIntoViewIfNeeded();
        await umpire.screenshot({ path: `test-results/order-queue/${s.name}-${theme}.png` });
      }
    }
    await umpire.evaluate(() => localStorage.removeItem('sightline-theme'));
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
