import { expect, test, type Browser, type Page } from '@playwright/test';
import { openDemoGame, pathOf, readSession, switchBackTo } from './support/session';
import { expectWithin, pageIn, SCREEN_SIZES } from './support/screens';
import { chooseSkirmishScenario, finishFromConsole, startChosenSkirmish } from './support/skirmish';
import { umpireApi } from './support/umpire-api';

// Issue 19, the archive of a skirmish game: a die typed in the skirmish
// console (physical dice), the game played to its scenario's decision and
// finished with it, the Games list naming its rules, the archive's row
// (report in words, replay through SkirmishReplay) and the per-scenario
// statistics. Screenshots go to test-results/issue-19-archive.

const SHOTS = 'test-results/issue-19-archive';

type Legal = { step: string; bound: number; actions: { command: { type: string } }[] };
type View = { step: string; ordersIn: Record<string, boolean>; sides: { id: string }[]; units: { id: string; side: string }[]; victory: { decided: boolean } };

/** Both sides' orders entered by the umpire (as told at the table): each side's first unit holds. */
async function enterOrders(umpire: Page, view: View): Promise<void> {
  for (const s of view.sides) {
    if (view.ordersIn[s.id]) continue;
    const unitId = view.units.find((u) => u.side === s.id)!.id;
    expect(await umpireApi(umpire, 'command', { command: { type: 'orders/submit', side: s.id, orders: [{ unitId, action: 'hold', figures: [] }] } })).toMatchObject({ ok: true });
  }
}

/** Seeded dice to the scenario's decision: reactions and wounds rolled, else the next step. */
async function playToDecision(umpire: Page): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const view = await umpireApi<View>(umpire, 'getView');
    if (view.victory.decided) return;
    if (view.step === 'orders') await enterOrders(umpire, view);
    const { legal } = await umpireApi<{ legal: Legal }>(umpire, 'legalActions');
    const action = legal.actions.find((a) => a.command.type === 'reaction/roll' || a.command.type === 'damage/roll') ?? legal.actions.find((a) => a.command.type === 'bound/advance') ?? legal.actions[0]!;
    expect(await umpireApi(umpire, 'command', { command: action.command })).toMatchObject({ ok: true });
  }
  throw new Error('not decided in 300 commands');
}

async function shoot(browser: Browser, name: string, open: (p: Page) => Promise<void>): Promise<void> {
  for (const size of SCREEN_SIZES) {
    for (const theme of ['dark', 'light'] as const) {
      const p = await pageIn(browser, theme, size);
      await p.goto(pathOf(readSession().umpireUrl));
      await expect(p.getByTestId('skirmish-console')).toBeVisible();
      await open(p);
      await p.screenshot({ path: `${SHOTS}/${name}-${size.width}-${theme}.png`, fullPage: size.width === 390 });
      await p.context().close();
    }
  }
}

test("issue 19: a skirmish game's archive — a die typed in the console, finished with the scenario's decision, its rules in the Games list, report, replay, statistics", async ({ browser }) => {
  test.setTimeout(540_000);
  const restore = await openDemoGame(browser);
  const umpire = await pageIn(browser, 'dark', { width: 1366, height: 768 });
  umpire.on('dialog', (d) => void d.accept());
  let started: string | undefined;
  try {
    await chooseSkirmishScenario(umpire, 'skirmish-patrol-meeting');
    started = await startChosenSkirmish(umpire);

    // Physical dice: switched in the console, the spotting roll waits for the die the umpire types.
    await umpire.getByTestId('dice-mode-to-physical').click();
    await expect(umpire.getByTestId('dice-mode-current')).toHaveText('Physical dice');
    await enterOrders(umpire, await umpireApi<View>(umpire, 'getView'));
    const bound = umpire.getByTestId('skirmish-bound');
    for (let i = 0; i < 4 && !(await bound.textContent())!.includes('spotting step'); i++) {
      const before = (await bound.textContent())!;
      await umpire.getByTestId('skirmish-action-bound/advance').click();
      await expect(umpire.getByTestId('skirmish-error')).toHaveCount(0);
      // The next click waits for this step to be shown: a click read against the old step would run past the spotting step.
      await expect(bound).not.toHaveText(before);
    }
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('spotting step');
    await umpire.getByTestId('skirmish-action-spot/check').first().click();
    await expect(umpire.getByTestId('dice-prompt')).toBeVisible();
    await expect(umpire.getByTestId('dice-kind')).toContainText('D6');
    // A die left waiting is asked for again in a console opened now.
    await shoot(browser, 'console-die', async (p) => void (await expect(p.getByTestId('dice-prompt')).toBeVisible()));
    await umpire.getByTestId('dice-prompt').getByRole('textbox').fill('6');
    await umpire.getByTestId('dice-prompt').getByRole('button', { name: 'Enter' }).click();
    await expect(umpire.getByTestId('dice-prompt')).toHaveCount(0);
    const audit = await umpireApi<{ events: { kind: string; event: { type: string; dice?: { mode: string; faces: { face: number }[] }[] } }[] }>(umpire, 'audit');
    const spot = audit.events.filter((e) => e.kind === 'game' && e.event.type === 'spot/checked').at(-1)!;
    expect(spot.event.dice).toEqual([expect.objectContaining({ mode: 'physical', faces: [expect.objectContaining({ face: 6 })] })]);
    await umpire.getByTestId('dice-mode-to-seeded').click();
    await expect(umpire.getByTestId('dice-mode-current')).toHaveText('Seeded dice');

    // Played to the scenario's decision; the umpire finishes with it from the console.
    await playToDecision(umpire);
    await finishFromConsole(umpire);
    // Opened again, the console knows from the host that the game is finished: no Finish button, the archive named.
    await umpire.reload();
    await expect(umpire.getByTestId('skirmish-finished')).toContainText('Finished and archived');
    await expect(umpire.getByTestId('skirmish-finish')).toHaveCount(0);
    // The host takes no more commands: no orders, steps, undo or dice are offered; the rolls shown are the last bound's.
    for (const gone of ['skirmish-orders', 'skirmish-step', 'skirmish-undo', 'skirmish-dice']) await expect(umpire.getByTestId(gone)).toHaveCount(0);
    const decided = await umpireApi<{ victory: { afterBound: number } }>(umpire, 'getView');
    await expect(umpire.getByTestId('skirmish-bound')).toHaveText(`Finished after bound ${decided.victory.afterBound}`);
    await expect(umpire.getByTestId('skirmish-rolls').getByRole('heading')).toHaveText(`Rolls of bound ${decided.victory.afterBound}`);
    await shoot(browser, 'console-finished', async (p) => {
      await expect(p.getByTestId('skirmish-finished')).toContainText('Finished and archived');
      await expect(p.getByTestId('skirmish-finish')).toHaveCount(0);
    });

    // The Games list names each game's rules.
    await umpire.getByTestId('open-games').click();
    await expect(umpire.getByTestId(`game-ruleset-${started}`)).toHaveText('Modern skirmish (1989)');
    await expect(umpire.getByTestId('games-list')).toContainText('Commando');
    await shoot(browser, 'games', async (p) => {
      await p.getByTestId('open-games').click();
      await expect(p.getByTestId(`game-ruleset-${started!}`)).toBeVisible();
      await p.getByTestId(`game-ruleset-${started!}`).scrollIntoViewIfNeeded();
    });
    await umpire.getByTestId('close-screen').click();

    // The archive: its row with each side's copy and report, the umpire's report in words, the replay, the statistics in bounds.
    await umpire.getByTestId('open-archive').click();
    const archive = umpire.getByTestId('screen-archive');
    const row = archive.getByTestId(`archive-row-${started}`);
    await expect(row).toContainText('Patrol meeting engagement');
    await expect(row.getByTestId('row-export-us')).toBeVisible();
    await row.getByTestId('row-report-nva').click();
    const sideReport = umpire.frameLocator('[data-testid="report-frame"]');
    await expect(sideReport.locator('h1')).toContainText('after-action report for N.V.A. patrol');
    await expect(sideReport.locator('body')).toContainText('What we saw, step by step');
    await umpire.getByTestId('close-report').click();
    await expect(archive.getByTestId('stats-skirmish-patrol-meeting')).toContainText('bounds on average');
    await row.getByTestId('row-report').click();
    const report = umpire.frameLocator('[data-testid="report-frame"]');
    await expect(report.locator('h1')).toContainText('Patrol meeting engagement');
    await expect(report.locator('body')).toContainText('seed line 26 spotting');
    await expect(report.locator('body')).toContainText('6 on a d6 (typed in)');
    await umpire.getByTestId('close-report').click();
    await row.getByTestId('row-replay').click();
    await expect(umpire.getByTestId('skirmish-replay')).toBeVisible();
    await shoot(browser, 'archive-replay', async (p) => {
      await p.getByTestId('open-archive').click();
      await p.getByTestId(`archive-row-${started!}`).getByTestId('row-replay').click();
      await expect(p.getByTestId('skirmish-replay')).toBeVisible();
      // The drawn table fits the dialog (it ran past its bottom at 1366×768); the step buttons are named.
      // (The console's own table is behind the archive: the one looked for is the dialog's.)
      const dialog = p.getByTestId('replay-viewer');
      await expectWithin(dialog.getByTestId('skirmish-table').locator('canvas').first(), dialog);
      await expect(dialog.getByRole('button', { name: 'To the setup' })).toBeDisabled();
      await dialog.getByRole('button', { name: 'To the last event' }).click();
      await expect(dialog.getByRole('button', { name: 'To the last event' })).toBeDisabled();
      await expectWithin(dialog.getByTestId('skirmish-table').locator('canvas').first(), dialog);
    });
    // Each side's report in the archive (issue 19), built from that side's copy alone.
    await shoot(browser, 'archive-side-report', async (p) => {
      await p.getByTestId('open-archive').click();
      await p.getByTestId(`archive-row-${started!}`).getByTestId('row-report-us').click();
      await expect(p.frameLocator('[data-testid="report-frame"]').locator('h1')).toContainText('after-action report for U.S. patrol');
    });
    await shoot(browser, 'archive-stats', async (p) => {
      await p.getByTestId('open-archive').click();
      await p.getByTestId('stats-skirmish-patrol-meeting').scrollIntoViewIfNeeded();
    });
  } finally {
    if (started) {
      const games = await umpireApi<{ id: string; scenarioId: string }[]>(umpire, 'listGames');
      await switchBackTo(umpire, games.find((g) => g.scenarioId === 'training-ground')!.id);
    }
    await umpire.context().close();
    await restore();
  }
});
