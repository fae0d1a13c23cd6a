import { expect, test, type Page } from '@playwright/test';
import { advanceToPhase } from './support/advance-phase';
import { clickSquare, type Sq } from './support/map-squares';
import { openSideWindow, openUmpireConsole, startNewGame } from './support/new-game';
import { switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 16: the umpire's console at a club night. A Raid on Entebbe (Section 39.0) with Mines (Section 22.0):
// the Log tab reads as sentences — names, not ids; dice as rolled; the Case — a mine roll with no detonation is
// among Last resolutions; the Select tool's move during play is an explicit umpire ruling with its reason, never
// in the Israelis' own log; the after-action report's event table has no JSON. Screenshots of the Log tab and the
// report at 1366×768 and 1920×1080 in both themes.

interface ViewLite {
  men: { id: string; side: string; name: string; square?: Sq }[];
  map: { width: number; height: number; squares: { terrain: string }[]; zones: { id: number; squares: Sq[] }[] };
}

async function command(umpire: Page, c: Record<string, unknown>): Promise<void> {
  const out = await umpireApi<{ ok: boolean; error?: { message: string } }>(umpire, 'command', { command: c });
  expect(out.ok, `${String(c['type'])}: ${out.error?.message ?? ''}`).toBe(true);
}

/** Types each die the Dice prompt asks for, until it closes. */
async function typeDice(umpire: Page, face: number) {
  const prompt = umpire.getByTestId('dice-prompt');
  await expect(prompt).toBeVisible();
  for (let n = 0; n < 10 && (await prompt.isVisible()); n++) {
    await prompt.getByRole('textbox').fill(String(face));
    await prompt.getByRole('button', { name: 'Enter' }).click();
    await umpire.waitForTimeout(400);
  }
  await expect(prompt).toBeHidden();
}

test('issue 16: the Entebbe log reads as sentences; a quiet mine roll is a resolution; an umpire ruling asks for its reason; the report has no JSON', async ({ browser }) => {
  test.setTimeout(240_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'raid-on-entebbe', 'Raid on Entebbe', {
      optionalRules: [22],
      configure: async (page) => {
        await page.getByTestId('mines-ugandans-anti-personnel').fill('1');
      },
    });
    const { page: israeli } = await openSideWindow(browser, link('israelis'));
    await expect(israeli.getByTestId('player-side')).toHaveText('Israeli Commandos');

    const first = await umpireApi<ViewLite>(umpire, 'getView');
    const map = first.map;
    const mine = { col: 14, row: 2 };
    await test.step('set-up by the umpire: the sentries in their Zones, the hostages, one mine in 1402 (Cases 39.6, 22.0)', async () => {
      const terminal = (sq: Sq) => sq.col >= 17 && sq.col <= 24 && sq.row >= 40 && sq.row <= 43;
      const clear = (sq: Sq) => !terminal(sq) && map.squares[(sq.row - 1) * map.width + (sq.col - 1)]!.terrain === 'clear';
      const plan: [number, number][] = [[2, 2], [3, 1], [4, 1], [5, 1], [7, 1], [8, 1], [9, 1], [10, 1], [11, 1], [12, 1]];
      const ugandans = first.men.filter((m) => m.side === 'ugandans');
      let i = 0;
      for (const [zone, men] of plan) {
        const squares = map.zones.find((z) => z.id === zone)!.squares.filter(clear);
        for (let k = 0; k < men; k++) await command(umpire, { type: 'setup/deploy', manId: ugandans[i++]!.id, square: squares[k * 3]! });
      }
      await command(umpire, { type: 'setup/place-object', objectId: 'hostage-group-1', square: { col: 18, row: 40 } });
      await command(umpire, { type: 'setup/place-object', objectId: 'hostage-group-2', square: { col: 21, row: 42 } });
      await command(umpire, { type: 'setup/place-mine', side: 'ugandans', mineType: 'anti-personnel', square: mine });
      await command(umpire, { type: 'setup/start' });
      await expect(umpire.getByTestId('turn-phase')).toContainText('A. Observation');
    });

    await test.step('on to Phase E; Israeli Commandos A enters at 1401 (Case 38.51)', async () => {
      await umpire.getByTestId('tab-turn').click();
      await advanceToPhase(umpire, 'E. Non-Prepared Task Execution');
      await expect(umpire.getByTestId('turn-phase')).toContainText('E. Non-Prepared Task Execution');
      const pass = umpire.getByRole('button', { name: /Ugandan Sentries passes/ });
      // The Turn panel's actions arrive after the Phase: wait for whichever this initiative offers.
      const begin = umpire.getByRole('button', { name: /Begin tasks: israelis-a/ });
      await expect(pass.or(begin).first()).toBeVisible();
      if (await pass.isVisible()) await pass.click();
      await umpire.getByRole('button', { name: /Begin tasks: israelis-a/ }).click();
      await command(umpire, { type: 'entry/enter', manId: 'israelis-a', square: { col: 14, row: 1 } });
      await expect(israeli.getByTestId('own-men')).toContainText('at 1401');
    });

    await test.step('the Move tool into 1402, real dice: the mine rolls 1D6 = 5, no detonation (Case 22.1)', async () => {
      await umpire.getByTestId('dice-mode-to-physical').click();
      await expect(umpire.getByTestId('dice-mode-current')).toHaveText('Physical dice');
      await umpire.keyboard.press('m');
      await clickSquare(umpire, 'umpire-map', map, mine);
      await typeDice(umpire, 5);
      const card = umpire.getByTestId('resolution-mine-triggered');
      await expect(card.getByTestId('resolution-sentence')).toHaveText('Mine at 1402 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)');
      await expect(card.getByTestId('resolution-dice')).toContainText('typed in');
      await expect(card.getByTestId('resolution-dice')).toContainText('1D6 = 5');
      await umpire.getByTestId('dice-mode-to-seeded').click();
    });

    await test.step('the Select tool: his own square is a no-op; another square is a ruling with a reason (Case 2.0)', async () => {
      const count = async () => (await umpireApi<{ events: unknown[] }>(umpire, 'audit')).events.length;
      await umpire.keyboard.press('s');
      await clickSquare(umpire, 'umpire-map', map, mine);
      const before = await count();
      await clickSquare(umpire, 'umpire-map', map, mine);
      await umpire.waitForTimeout(500);
      expect(await count()).toBe(before);
      await expect(umpire.getByTestId('ruling-dialog')).toHaveCount(0);
      await clickSquare(umpire, 'umpire-map', map, { col: 15, row: 2 });
      const dialog = umpire.getByTestId('ruling-dialog');
      await expect(dialog).toContainText('goes from 1402 to 1502');
      await expect(dialog.getByTestId('ruling-confirm')).toBeDisabled();
      await dialog.getByTestId('ruling-reason').fill('counter knocked over');
      await dialog.getByTestId('ruling-confirm').click();
      await expect(dialog).toHaveCount(0);
      expect(await count()).toBe(before + 1);
    });

    await test.step('the Log tab reads as sentences, and filters by kind', async () => {
      await umpire.getByTestId('tab-log').click();
      const log = umpire.getByTestId('timeline');
      for (const line of [
        'Mine at 1402 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)',
        'Set-up is done: Game-Turn 1 begins (Case 38.41)',
        'Game-Turn 1: Phase A. Observation ends, Phase B. Opportunity Fire Plot begins (Case 5.1)',
        'Umpire ruling: Israeli Commandos A is placed from 1402 in 1502 (erect), outside the rules — “counter knocked over” (Case 2.0)',
      ])
        await expect(log.locator('.sentence').filter({ hasText: line })).toHaveCount(1);
      await expect(log.locator('.sentence').filter({ hasText: /^Israeli Commandos A enters the map at 1401 on the north edge \(\d+ TP\) \(Case 38\.54\)$/ })).toHaveCount(1);
      await expect(log.locator('.sentence').filter({ hasText: /man-placed|mine-triggered|israelis-a/ })).toHaveCount(0);
      await log.getByTestId('log-filter-kind').selectOption('mine-triggered');
      await expect(log.getByTestId('log-line')).toHaveCount(1);
      await log.getByTestId('log-filter-kind').selectOption('');
    });

    await test.step("the Israelis' own log tells what they saw, never the mine roll nor the ruling's reason", async () => {
      const own = israeli.getByTestId('side-log');
      await expect(own).toContainText('Israeli Commandos A enters the map at 1401');
      await expect(own).not.toContainText('Mine at');
      await expect(own).not.toContainText('ruling');
      await expect(own).not.toContainText('counter knocked over');
    });

    const report = await umpireApi<{ text: string }>(umpire, 'report', {});
    await test.step("the umpire's after-action report: sentences, no JSON in the event table; the ruling listed", () => {
      const html = report.text;
      const table = html.slice(html.indexOf('<h2>Event log</h2>'), html.indexOf('<h2>Audit trail</h2>'));
      expect(table).toContain('Mine at 1402 (Israeli Commandos A): 1D6 = 5, no detonation (Case 22.1)');
      expect(table).not.toContain('{');
      expect(html).toContain("<h2>Umpire's rulings during play</h2>");
      expect(html).toContain('counter knocked over');
    });

    await test.step('screenshots: the Log tab in both themes and the report, at 390×844, 1366×768 and 1920×1080', async () => {
      const reportPage = await (await browser.newContext()).newPage();
      for (const [w, hgt] of [
        [390, 844],
        [1366, 768],
        [1920, 1080],
      ] as const) {
        await umpire.setViewportSize({ width: w, height: hgt });
        for (const theme of ['dark', 'light'] as const) {
          const current = (await umpire.getByTestId('theme-toggle').textContent()) ?? '';
          if ((theme === 'light') !== /dark/i.test(current)) await umpire.getByTestId('theme-toggle').click();
          await umpire.waitForTimeout(300);
          await umpire.screenshot({ path: `test-results/issue16-log-${theme}-${w}x${hgt}.png` });
        }
        await reportPage.setViewportSize({ width: w, height: hgt });
        await reportPage.setContent(report.text);
        await reportPage.evaluate(() => [...document.querySelectorAll('h2')].find((x) => x.textContent === 'Event log')?.scrollIntoView());
        await reportPage.screenshot({ path: `test-results/issue16-report-${w}x${hgt}.png` });
      }
      await reportPage.context().close();
    });
    await israeli.context().close();
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
