import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { pathOf, readSession } from './support/session';
import { expectWithin, pageIn, SCREEN_SIZES } from './support/screens';
import { umpireApi } from './support/umpire-api';

// Issues #6 and #7: the umpire registers the club's players, assigns them to
// the sides of a game, finishes it, finds it in the archive by player, and
// exports, reports and replays it by its id once another game is open.

test('players assigned to a game are in the archive filter; a game that is not open is exported, reported and replayed from its row', async ({ browser }) => {
  const session = readSession();
  const ctx = await browser.newContext({ acceptDownloads: true });
  const umpire = await ctx.newPage();
  umpire.on('dialog', (d) => void d.accept());
  await umpire.goto(pathOf(session.umpireUrl));

  // A fresh game of Raid on Entebbe (Section 39) behind every window.
  const started = await umpireApi<{ game: { gameId: string } }>(umpire, 'newGame', { scenarioId: 'raid-on-entebbe' });
  const gameId = started.game.gameId;
  await umpire.reload();
  await expect(umpire.getByTestId('scenario')).toHaveText('Raid on Entebbe');

  // Register two players and assign them to the sides.
  await umpire.getByTestId('open-players').click();
  const screen = umpire.getByTestId('screen-players');
  for (const name of ['Ann', 'Bob']) {
    await screen.getByTestId('new-player-name').fill(name);
    await screen.getByTestId('add-player').click();
    await expect(screen.getByTestId(`player-${name}`)).toBeVisible();
  }
  await screen.getByTestId('new-player-name').fill('ann');
  await expect(screen.getByTestId('add-player')).toBeDisabled();
  await screen.getByTestId('new-player-name').fill('');
  await screen.getByTestId('assign-israelis-Ann').check();
  await screen.getByTestId('assign-ugandans-Bob').check();
  await screen.getByTestId('save-assignment').click();
  await expect(screen.getByRole('status')).toContainText('Saved who plays Raid on Entebbe');
  await expect(screen.getByTestId('player-Ann')).toContainText('1');
  const stored = await umpireApi<{ sides: { id: string; players: { playerName: string }[] }[] }>(umpire, 'gamePlayers', {});
  expect(stored.sides.map((s) => [s.id, s.players.map((p) => p.playerName)])).toEqual([
    ['israelis', ['Ann']],
    ['ugandans', ['Bob']],
  ]);

  // Finish the game from the archive screen.
  await screen.getByRole('button', { name: 'Archive' }).click();
  const archive = umpire.getByTestId('screen-archive');
  await expect(archive.getByTestId('finish-players')).toContainText('Ann (Israeli Commandos); Bob (Ugandan Sentries)');
  await archive.getByTestId('outcome-israelis').selectOption('win');
  await archive.getByTestId('outcome-ugandans').selectOption('loss');
  await archive.getByTestId('finish-submit').click();
  await expect(archive.getByTestId('finish-report')).toBeVisible();

  // The players are in the filter, and the game is found by one of them, sides by name.
  const row = archive.getByTestId(`archive-row-${gameId}`);
  await expect(row.getByTestId('archive-players')).toHaveText('Ann (Israeli Commandos); Bob (Ugandan Sentries)');
  const playerFilter = archive.locator('form.filters select').nth(1);
  await expect(playerFilter.locator('option')).toHaveText(['any', 'Ann', 'Bob']);
  await playerFilter.selectOption({ label: 'Bob' });
  await archive.getByRole('button', { name: 'Search' }).click();
  await expect(archive.getByTestId('archive-list').locator('tbody tr')).toHaveCount(1);
  await expect(row).toContainText('Israeli Commandos won');

  const whileOpen = await umpireApi<{ text: string; fileName: string }>(umpire, 'exportGame', {});

  // Another game is opened; the finished one is exported from its row, without opening it.
  const next = await umpireApi<{ game: { gameId: string } }>(umpire, 'newGame', { scenarioId: 'raid-on-entebbe' });
  expect(next.game.gameId).not.toBe(gameId);
  await umpire.reload();
  await umpire.getByTestId('open-archive').click();
  const again = umpire.getByTestId('screen-archive').getByTestId(`archive-row-${gameId}`);
  await expect(again).toBeVisible();
  const [download] = await Promise.all([umpire.waitForEvent('download'), again.getByTestId('row-export').click()]);
  expect(download.suggestedFilename()).toBe(whileOpen.fileName);
  expect(readFileSync((await download.path())!, 'utf8')).toBe(whileOpen.text);

  // A side's copy: nothing of the other side's men it never saw.
  const [sideCopy] = await Promise.all([umpire.waitForEvent('download'), again.getByTestId('row-export-israelis').click()]);
  expect(readFileSync((await sideCopy.path())!, 'utf8')).toContain('"format":"sightline-side-view"');

  // The after-action report of the game that is not open.
  await again.getByTestId('row-report').click();
  await expect(umpire.getByTestId('report-viewer')).toBeVisible();
  await expect(umpire.frameLocator('[data-testid="report-frame"]').locator('h1')).toContainText('Raid on Entebbe');
  await umpire.getByTestId('close-report').click();

  // Replay from the setup, with the fog lifted and as the Israelis saw it.
  await again.getByTestId('row-replay').click();
  const replay = umpire.getByTestId('replay-viewer');
  await expect(replay.getByTestId('replay-caption')).toContainText('Setup (0 of');
  await expect(replay.getByTestId('replay-men')).toContainText('Ugandan');
  await replay.getByTestId('replay-viewer-select').selectOption({ label: 'As Israeli Commandos saw it' });
  await expect(replay.getByRole('heading', { name: 'Israeli Commandos' })).toBeVisible();
  await expect(replay.getByTestId('replay-contacts')).toBeVisible();
  await replay.getByTestId('close-replay').click();

  // Issue 19: the replayed map fits inside the dialog at every screen size, in both themes; the step buttons are named.
  for (const size of SCREEN_SIZES) {
    for (const theme of ['dark', 'light'] as const) {
      const p = await pageIn(browser, theme, size);
      await p.goto(pathOf(session.umpireUrl));
      await p.getByTestId('open-archive').click();
      await p.getByTestId(`archive-row-${gameId}`).getByTestId('row-replay').click();
      const dialog = p.getByTestId('replay-viewer');
      await expect(dialog.getByTestId('replay-caption')).toContainText('Setup (0 of');
      await expectWithin(dialog.getByTestId('replay-map').locator('canvas').first(), dialog);
      await dialog.getByRole('button', { name: 'To the last event' }).click();
      await expect(dialog.getByTestId('replay-caption')).not.toContainText('Setup (0 of');
      await expect(dialog.getByRole('button', { name: 'To the setup' })).toBeEnabled();
      await expectWithin(dialog.getByTestId('replay-map').locator('canvas').first(), dialog);
      await p.screenshot({ path: `test-results/issue-19-archive/commando-replay-${size.width}-${theme}.png` });
      await p.context().close();
    }
  }

  // The open game is still the new one.
  expect((await umpireApi<{ gameId: string }>(umpire, 'currentGame', {})).gameId).toBe(next.game.gameId);
  await ctx.close();
});
