import { expect, test } from '@playwright/test';
import { capturePayloads, pathOf, readSession } from './support/session';
import { umpireApi } from './support/umpire-api';

// New games from the scenario setup screen (Games screen of the umpire
// console). Each test sets up the game it needs; the old player links stop
// working at every switch, so the new ones are read from getSession.

interface Man {
  id: string;
  name: string;
  side: string;
}

test('Raid on Entebbe (Section 39) starts from the setup screen; the Israeli page is served only Israeli men', async ({ browser }) => {
  const session = readSession();
  const umpireCtx = await browser.newContext();
  const umpire = await umpireCtx.newPage();
  await umpire.goto(pathOf(session.umpireUrl));
  await umpire.getByTestId('open-games').click();

  const card = umpire.getByTestId('scenario-raid-on-entebbe');
  await expect(card).toContainText('Section 39.0 · Raid on Entebbe');
  await expect(card).toContainText('Map J');
  await expect(card).toContainText('Modern');
  await expect(card).toContainText('Israeli Commandos (commando, 8 men)');
  await card.click();
  await expect(umpire.getByTestId('setup-options')).toContainText('Endurance (Case 9.4)');
  await umpire.getByTestId('endurance-standard').check();
  await umpire.getByTestId('dice-seeded').check();
  await umpire.getByTestId('start-game').click();

  // The console now shows the new game (the view stream carries it) and the Players tab its new links.
  await expect(umpire.getByTestId('screen-games')).toBeHidden();
  await expect(umpire.getByTestId('scenario')).toHaveText('Raid on Entebbe');
  await expect(umpire.getByTestId('players-section')).toBeVisible();
  const now = await umpireApi<{ players: { side: string; sideName: string; url: string }[] }>(umpire, 'getSession', {});
  const israelis = now.players.find((p) => p.side === 'israelis')!;
  expect(israelis.sideName).toBe('Israeli Commandos');
  await expect(umpire.getByTestId('player-link-israelis')).toHaveAttribute('href', israelis.url);
  expect(now.players.map((p) => p.side).sort()).toEqual(['israelis', 'ugandans']);

  // The umpire sees every man of both sides.
  const view = await umpireApi<{ men: Man[] }>(umpire, 'getView', {});
  const own = view.men.filter((m) => m.side === 'israelis');
  const enemies = view.men.filter((m) => m.side === 'ugandans');
  expect(own.length).toBeGreaterThan(0);
  expect(enemies.length).toBeGreaterThan(0);
  await umpire.getByTestId('tab-men').click();
  const list = umpire.getByTestId('umpire-men');
  await expect(list.getByRole('button')).toHaveCount(view.men.length);
  for (const m of [...own, ...enemies]) await expect(list).toContainText(m.id);

  // The Israeli player's page, from the new link: its own men, and not one Ugandan id or name in anything it was sent.
  const israeliCtx = await browser.newContext();
  const page = await israeliCtx.newPage();
  const traffic = await capturePayloads(page);
  await page.goto(pathOf(israelis.url));
  await expect(page.getByTestId('player-side')).toHaveText('Israeli Commandos');
  for (const m of own) await expect(page.getByTestId('own-men')).toContainText(m.name);
  await expect(page.getByTestId('contacts')).toContainText('None observed.');
  expect(traffic.payloads.length).toBeGreaterThan(0);
  const all = traffic.payloads.join('\n');
  for (const m of own) expect(all).toContain(`"${m.id}"`);
  for (const m of enemies) {
    expect(all).not.toContain(`"${m.id}"`);
    expect(all).not.toContain(m.name);
  }
  for (const payload of traffic.payloads) {
    const parsed = JSON.parse(payload) as { kind?: string; view?: { kind?: string } };
    expect(parsed.view?.kind ?? parsed.kind).not.toBe('umpire');
  }

  // The links of the game before stopped working at the switch.
  const old = session.players[0];
  if (old) {
    const res = await page.request.post('/api/player/getView', { maxRetries: 2, headers: { Authorization: `Bearer ${old.token}` }, data: {} });
    expect(res.status()).toBe(401);
  }

  await Promise.all([umpireCtx.close(), israeliCtx.close()]);
});

test('Section 47 is shown as startable now that every Optional Rule it needs is built (Case 38.23)', async ({ page }) => {
  const session = readSession();
  await page.goto(pathOf(session.umpireUrl));
  await page.getByTestId('open-games').click();

  const card = page.getByTestId('scenario-commando-front-line-action');
  await expect(card).toContainText('Section 47.0 · Commando Front-Line Action');
  // Sections 23.0, 24.0, 26.0 and 28.0 are built (issue 21): nothing blocks it, and it can be chosen.
  await expect(page.getByTestId('scenario-blocked-commando-front-line-action')).toHaveCount(0);
  await expect(card.getByRole('radio')).toBeEnabled();
});
