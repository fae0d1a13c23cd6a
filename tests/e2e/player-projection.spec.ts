import { expect, test } from '@playwright/test';
import { capturePayloads, pathOf, readSession } from './support/session';

// The training ground: commandos c1–c3 (Sgt. Hale, Cpl. Moss, Pte. Rook), guards d1–d3 (Brandt, Keller, Vogt).
const commandoSecrets = ['"c1"', '"c2"', '"c3"', 'Sgt. Hale', 'Cpl. Moss', 'Pte. Rook'];

test('the umpire sees everyone; each player page is served only its projection', async ({ browser }) => {
  const session = readSession();
  const commando = session.players.find((p) => p.side === 'commando')!;
  const defender = session.players.find((p) => p.side === 'defender')!;

  const umpireCtx = await browser.newContext();
  const umpire = await umpireCtx.newPage();
  await umpire.goto(pathOf(session.umpireUrl));
  await expect(umpire.getByTestId('scenario')).toHaveText('Training ground (demo)');
  await umpire.getByTestId('tab-men').click();
  // One button per man (each row also has its "Show … on the map" button, issue 16).
  await expect(umpire.getByTestId('umpire-men').getByRole('button', { name: /^(?!Show )/ })).toHaveCount(6);
  await expect(umpire.getByTestId('umpire-men').getByRole('button', { name: /^Show .* on the map$/ })).toHaveCount(6);
  await expect(umpire.getByTestId('umpire-map').locator('canvas').first()).toBeVisible();

  // Each player window in its own browser context, as on a second monitor or a phone.
  const commandoCtx = await browser.newContext();
  const commandoPage = await commandoCtx.newPage();
  const commandoTraffic = await capturePayloads(commandoPage);
  await commandoPage.goto(pathOf(commando.url));
  await expect(commandoPage.getByTestId('player-side')).toHaveText('Commandos');
  await expect(commandoPage.getByTestId('contacts')).toContainText('None observed.');

  const defenderCtx = await browser.newContext();
  const defenderPage = await defenderCtx.newPage();
  const defenderTraffic = await capturePayloads(defenderPage);
  await defenderPage.goto(pathOf(defender.url));
  await expect(defenderPage.getByTestId('player-side')).toHaveText('Guards');

  // The umpire rules that Sgt. Hale (c1) has observed Guard Vogt (d3).
  await umpire.getByTestId('umpire-men').getByRole('button', { name: /c1 Sgt\. Hale/ }).click();
  await umpire.getByTestId('observe-target').selectOption('d3');
  await umpire.getByTestId('record-observation').click();

  await expect(commandoPage.getByTestId('contacts')).toContainText('d3 observed by c1');
  await expect(defenderPage.getByTestId('contacts')).toContainText('None observed.');

  // Every payload the commando page received: d3 only after he was observed; d1, d2 never.
  expect(commandoTraffic.payloads.length).toBeGreaterThan(1);
  const commandoAll = commandoTraffic.payloads.join('\n');
  for (const secret of ['"d1"', '"d2"', 'Guard Brandt', 'Guard Keller', 'Guard Vogt', '"knowledge"']) expect(commandoAll).not.toContain(secret);
  // Nothing the page received is an umpire view.
  for (const payload of commandoTraffic.payloads) {
    const parsed = JSON.parse(payload) as { kind?: string; view?: { kind?: string } };
    expect(parsed.view?.kind ?? parsed.kind).not.toBe('umpire');
  }
  expect(commandoAll).toContain('"d3"');
  const firstWithD3 = commandoTraffic.payloads.findIndex((p) => p.includes('"d3"'));
  expect(firstWithD3).toBeGreaterThan(0);

  // The guards observed nobody: no commando id or name ever reached their page.
  const defenderAll = defenderTraffic.payloads.join('\n');
  expect(defenderTraffic.payloads.length).toBeGreaterThan(0);
  for (const secret of commandoSecrets) expect(defenderAll).not.toContain(secret);

  // A player token cannot reach the umpire API from the page's origin either.
  const refused = await commandoPage.evaluate(async (token) => {
    const res = await fetch('/api/umpire/getView', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: '{}' });
    return res.status;
  }, commando.token);
  expect(refused).toBe(401);

  await Promise.all([umpireCtx.close(), commandoCtx.close(), defenderCtx.close()]);
});

test('a page without its token explains what is missing', async ({ page }) => {
  await page.goto('/player/commando');
  await expect(page.getByText(/needs the link Sightline printed/)).toBeVisible();
});
