import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES, pageIn } from './support/screens';

// Section 34.0 Illumination Devices: a new game of the Bruneval raid (Light Snow / Night, Case 45.1) with
// Optional Rule 34 chosen (Case 45.41 suggests it); the umpire puts a star shell over the map for the
// Germans (ruling IL7). The master map washes the lit squares and marks the shell "S"; the British window,
// whose men are not on the map yet, still sees a shell on its parachute (ruling IL10). Screenshots at three
// sizes in both themes (test-results/illumination-*.png).

interface ViewLite {
  illumination?: { devices: { id: string; kind: string }[]; lit: unknown[] };
}

test('Section 34.0: a star shell lights the map; the master map and both side windows draw it', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'bruneval-radar-station', 'The Radar Station at Bruneval', { optionalRules: [34] });
    await umpireApi(umpire, 'command', { command: { type: 'umpire/star-shell', side: 'germans', square: { col: 20, row: 30 } } });
    const after = await umpireApi<ViewLite>(umpire, 'getView');
    expect(after.illumination?.devices.map((d) => d.kind)).toEqual(['star-shell']);
    expect(after.illumination!.lit.length).toBeGreaterThan(100);

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('umpire-map')).toBeVisible();
        await expect(u.getByTestId('umpire-map')).toHaveAttribute('data-lights', /light-1:S/);
        await u.screenshot({ path: `test-results/illumination-umpire-${theme}-${size.width}.png` });
        const b = await pageIn(browser, theme, size);
        await b.goto(pathOf(link('british').url));
        await expect(b.getByTestId('player-side')).toBeVisible();
        await expect(b.getByTestId('player-map')).toHaveAttribute('data-lights', /light-1:S/);
        await b.screenshot({ path: `test-results/illumination-british-${theme}-${size.width}.png` });
        await u.context().close();
        await b.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
