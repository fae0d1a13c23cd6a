import { expect, type Locator, type Page } from '@playwright/test';
import { pathOf, readSession } from './session';
import { umpireApi } from './umpire-api';

/** The umpire's answer to a command. */
type Outcome = { ok: boolean; error?: { code: string; message: string } };
type Pending = { needed: { die: string } } | null;

/** A command with physical dice typed in, each face for the die named; every die asked for is given, and no more. */
export async function withDice(umpire: Page, command: Record<string, unknown>, dice: readonly [string, number][] = []): Promise<void> {
  const first = await umpireApi<Outcome>(umpire, 'command', { command });
  if (!first.ok) expect(first.error?.code, `${String(command.type)}: ${first.error?.message}`).toBe('dice/needed');
  for (const [die, face] of dice) {
    const pending = await umpireApi<Pending>(umpire, 'pendingDice');
    expect(pending?.needed.die, `${String(command.type)} asks for a ${die}`).toBe(die);
    const r = await umpireApi<Outcome>(umpire, 'provideDice', { faces: [face] });
    if (!r.ok) expect(r.error?.code, `${String(command.type)}: ${r.error?.message}`).toBe('dice/needed');
  }
  expect(await umpireApi<Pending>(umpire, 'pendingDice'), `${String(command.type)} wants no more dice`).toBeNull();
}

/**
 * A point of a skirmish table (inches) on a game table's canvas in `scope`
 * (a console, a side window): the canvas's scale with its 12-pixel margin
 * (TableCanvas), the canvas scrolled into view first.
 */
export async function tablePoint(scope: Page | Locator, at: { x: number; y: number }, table = { width: 72, height: 48 }): Promise<{ x: number; y: number }> {
  const canvas = scope.getByTestId('skirmish-table').locator('canvas').first();
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const k = Math.max(1, Math.min((box.width - 24) / table.width, (box.height - 24) / table.height));
  return { x: box.x + 12 + at.x * k, y: box.y + 12 + at.y * k };
}

/** A click on that point of the table. */
export async function clickTable(page: Page, at: { x: number; y: number }): Promise<void> {
  const p = await tablePoint(page, at);
  await page.mouse.click(p.x, p.y);
}

type View = { step: string; ordersIn: Record<string, boolean>; sides: { id: string }[]; units: { id: string; side: string }[]; victory: { decided: boolean } };
type Legal = { actions: { command: { type: string } }[] };

/** Orders the umpire enters as told at the table for every side not yet in: its first unit holds. */
export async function enterHoldOrders(umpire: Page, view: View): Promise<void> {
  for (const s of view.sides) {
    if (view.ordersIn[s.id]) continue;
    const unitId = view.units.find((u) => u.side === s.id)!.id;
    expect(await umpireApi(umpire, 'command', { command: { type: 'orders/submit', side: s.id, orders: [{ unitId, action: 'hold', figures: [] }] } })).toMatchObject({ ok: true });
  }
}

/** Seeded dice, through the umpire's API, to the scenario's decision: reactions and wounds rolled, else the next step. */
export async function playToDecision(umpire: Page, limit = 300): Promise<void> {
  for (let i = 0; i < limit; i++) {
    const view = await umpireApi<View>(umpire, 'getView');
    if (view.victory.decided) return;
    if (view.step === 'orders') await enterHoldOrders(umpire, view);
    const { legal } = await umpireApi<{ legal: Legal }>(umpire, 'legalActions');
    const action = legal.actions.find((a) => a.command.type === 'reaction/roll' || a.command.type === 'damage/roll') ?? legal.actions.find((a) => a.command.type === 'bound/advance') ?? legal.actions[0]!;
    expect(await umpireApi(umpire, 'command', { command: action.command })).toMatchObject({ ok: true });
  }
  throw new Error(`not decided in ${limit} commands`);
}

/** A side's window of the skirmish game open now, by the link the session gives it. */
export async function sideWindow(page: Page, players: readonly { side: string; url: string }[], side: string): Promise<void> {
  await page.goto(pathOf(players.find((p) => p.side === side)!.url));
  await expect(page.getByTestId('skirmish-side')).toBeVisible();
}

/**
 * Finish from the console's button with the scenario's decision (the page
 * must accept the confirm dialog). On failure it says what the host holds
 * (the game's status) and what the page threw, so a slow or lost finish is
 * told apart from one the console did not show.
 */
export async function finishFromConsole(umpire: Page): Promise<void> {
  const thrown: string[] = [];
  const onError = (e: Error) => thrown.push(e.message);
  umpire.on('pageerror', onError);
  try {
    await expect(umpire.getByTestId('skirmish-finish')).toBeVisible();
    await umpire.getByTestId('skirmish-finish').click();
    try {
      await expect(umpire.getByTestId('skirmish-finished')).toContainText('Finished and archived', { timeout: 30_000 });
    } catch (e) {
      const game = await umpireApi<{ status: string }>(umpire, 'currentGame');
      const shown = await umpire.getByTestId('skirmish-error').allTextContents();
      throw new Error(`Finish was not shown: the host holds the game ${game.status}; console error ${JSON.stringify(shown)}; page errors ${JSON.stringify(thrown)}. ${String(e)}`, { cause: e });
    }
  } finally {
    umpire.off('pageerror', onError);
  }
}

/** The umpire's console on the Games screen, filtered to the skirmish scenarios, with bundled scenario `scenarioId` chosen. */
export async function chooseSkirmishScenario(umpire: Page, scenarioId: string): Promise<void> {
  await umpire.goto(pathOf(readSession().umpireUrl));
  await umpire.getByTestId('open-games').click();
  await umpire.getByTestId('ruleset-filter').selectOption('skirmish');
  await umpire.getByTestId(`scenario-${scenarioId}`).getByRole('radio').check();
}

/** Starts the chosen scenario and waits for the skirmish console; the new game's id. */
export async function startChosenSkirmish(umpire: Page): Promise<string> {
  await umpire.getByTestId('start-game').click();
  await expect(umpire.getByTestId('skirmish-console')).toBeVisible();
  return (await umpireApi<{ gameId: string }>(umpire, 'currentGame')).gameId;
}
