import { expect, test } from '@playwright/test';
import { capturePayloads, openDemoGame, pathOf, readSession, switchBackTo } from './support/session';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { chooseSkirmishScenario, sideWindow, startChosenSkirmish } from './support/skirmish';
import { umpireApi } from './support/umpire-api';

// Issue 19: a bundled skirmish scenario started from the Games screen; the
// umpire console and both side windows; orders written in secret in each
// side window and revealed to the umpire together; the leak scan of every
// payload each side window received. Screenshots go to test-results/issue-19.

const SHOTS = 'test-results/issue-19';
const US_IDS = ['us-1a', 'us-1b', 'us-1c', 'us-2a', 'us-1', 'us-2'];
const NVA_IDS = ['nva-1a', 'nva-1b', 'nva-1'];

type Players = { side: string; url: string }[];

test('issue 19: a skirmish game from the Games screen — console, orders from both side windows revealed together, the step, no leak', async ({ browser }) => {
  test.setTimeout(240_000);
  const restore = await openDemoGame(browser);
  const umpire = await pageIn(browser, 'dark', { width: 1366, height: 768 });
  let started: string | undefined;
  try {
    await chooseSkirmishScenario(umpire, 'skirmish-patrol-meeting');
    await expect(umpire.getByTestId('skirmish-setup-note')).toBeVisible();
    started = await startChosenSkirmish(umpire);
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('Bound 1 · orders step');
    await expect(umpire.getByTestId('skirmish-table')).toHaveAttribute('data-figures', /^[1-9]\d*$/);
    await expect(umpire.getByTestId('skirmish-victory')).toContainText('Not decided');

    const players = (await umpireApi<{ players: Players }>(umpire, 'getSession')).players;
    const us = await pageIn(browser, 'dark', { width: 1366, height: 768 });
    const nva = await pageIn(browser, 'dark', { width: 1366, height: 768 });
    const usSeen = await capturePayloads(us);
    const nvaSeen = await capturePayloads(nva);
    await sideWindow(us, players, 'us');
    await sideWindow(nva, players, 'nva');
    await expect(us.getByTestId('side-figures')).toContainText('Sgt Kowalski');
    await expect(nva.getByTestId('side-figures')).not.toContainText('Sgt Kowalski');

    await us.getByTestId('order-us-1').selectOption('hold');
    await us.getByTestId('submit-orders').click();
    await expect(us.getByTestId('side-orders-state')).toContainText('Waiting for the other side');
    await expect(umpire.getByTestId('orders-us')).toContainText('revealed when both sides are done');
    await expect(umpire.getByTestId('orders-nva')).toContainText('Not written yet');
    await nva.getByTestId('submit-orders').click();
    await expect(nva.getByTestId('side-orders-state')).toContainText('Both sides are done');

    // The umpire's step reveals both sides' orders together.
    await umpire.getByTestId('skirmish-action-bound/advance').click();
    await expect(umpire.getByTestId('skirmish-bound')).toContainText('reaction step');
    await expect(umpire.getByTestId('orders-us')).toContainText('1st Squad: hold');
    await expect(umpire.getByTestId('orders-nva')).toContainText('hold');
    for (const size of SCREEN_SIZES) {
      for (const theme of ['dark', 'light'] as const) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('skirmish-console')).toBeVisible();
        await u.screenshot({ path: `${SHOTS}/console-${size.width}-${theme}.png`, fullPage: size.width === 390 });
        expect(await u.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth), `the console at ${size.width} wide scrolls sideways`).toBeLessThanOrEqual(0);
        const s = await pageIn(browser, theme, size);
        await sideWindow(s, players, 'us');
        await s.screenshot({ path: `${SHOTS}/side-us-${size.width}-${theme}.png`, fullPage: size.width === 390 });
        await u.context().close();
        await s.context().close();
      }
    }

    // Leak scan: nothing of the enemy's figures or units in any payload a side's window received, and no key that tells a false contact from a real one.
    const leaks = (payloads: string[], enemy: string[]) => payloads.flatMap((p) => [...enemy.filter((id) => p.includes(`"${id}"`)), ...(/"falseContact"|"cards"|"victory"/.test(p) ? ['truth key'] : [])]);
    expect(usSeen.payloads.length).toBeGreaterThan(0);
    expect(nvaSeen.payloads.length).toBeGreaterThan(0);
    expect(leaks(usSeen.payloads, NVA_IDS)).toEqual([]);
    expect(leaks(nvaSeen.payloads, US_IDS)).toEqual([]);
    await us.context().close();
    await nva.context().close();
  } finally {
    if (started) {
      const games = await umpireApi<{ id: string; scenarioId: string }[]>(umpire, 'listGames');
      await switchBackTo(umpire, games.find((g) => g.scenarioId === 'training-ground')!.id);
    }
    await umpire.context().close();
    await restore();
  }
});
