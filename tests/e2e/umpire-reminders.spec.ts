import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openDemoGame, pathOf, readSession } from './support/session';

// Issue 24 point 12: the Cases the umpire applies by hand are shown on his Turn panel when they bear —
// in the demo game's Observation Phase, the order of observation (Case 8.93, ruling TS23) — and never on a side's page.
const SHOTS = 'test-results/issue-24';

for (const theme of ['dark', 'light'] as const) {
  test(`Case 8.93 (ruling TS23): the umpire's Turn panel reminds him of the order of observation, ${theme} theme`, async ({ browser }) => {
    mkdirSync(SHOTS, { recursive: true });
    // Specs share one server: open the demo game if another spec left a different one open, and put that one back after.
    const restore = await openDemoGame(browser);
    const session = readSession();
    for (const viewport of [{ width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
      const ctx = await browser.newContext({ viewport });
      await ctx.addInitScript((t) => localStorage.setItem('sightline-theme', t), theme);
      const umpire = await ctx.newPage();
      await umpire.goto(pathOf(session.umpireUrl));
      await expect(umpire.getByTestId('scenario')).toHaveText('Training ground (demo)');
      const box = umpire.getByTestId('umpire-reminders');
      await expect(box).toBeVisible();
      await expect(umpire.getByTestId('reminder-observation-order')).toContainText('Case 8.93, ruling TS23');
      await umpire.screenshot({ path: `${SHOTS}/reminders-${viewport.width}-${theme}.png` });
      await ctx.close();
    }
    const commando = session.players.find((p) => p.side === 'commando')!;
    const ctx = await browser.newContext();
    const side = await ctx.newPage();
    await side.goto(pathOf(commando.url));
    await expect(side.getByTestId('player-side')).toHaveText('Commandos');
    await expect(side.getByText('Case 8.93')).toHaveCount(0);
    await ctx.close();
    await restore();
  });
}
