import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame, type SideLink } from './support/new-game';
import { capturePayloads, pathOf, readSession, switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';
import { SCREEN_SIZES, pageIn } from './support/screens';

// Section 31.0 Electrified Wire: a new game of the Passchendaele trench raid
// (map L has straight wire) with Optional Rule 31 chosen; the Germans put the
// current in one side of wire in set-up. The master map marks it LIVE; the
// German window marks its own wire; the British window is sent nothing of it
// (General Rule: "looks exactly like straight barbed wire"). Screenshots at
// three sizes in both themes (test-results/electrified-wire-*.png).

interface SideRef {
  col: number;
  row: number;
  dir: 'n' | 'e' | 's' | 'w';
}
interface ViewLite {
  map: { lines: { side: SideRef; terrain: string }[] };
  liveWire?: { live: { side: SideRef; owner: string }[] };
}

test('Section 31.0: the Germans electrify a side of wire in set-up; the master map marks it; the British are sent nothing of it', async ({ browser }) => {
  test.setTimeout(600_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    const link = await startNewGame(umpire, 'passchendaele-trench-raid', 'Trench Raid Near Passchendaele', { optionalRules: [31] });
    const { map } = await umpireApi<ViewLite>(umpire, 'getView');
    const wire = map.lines.find((l) => l.terrain === 'barbed-wire');
    expect(wire, 'map L has straight wire').toBeDefined();
    await umpireApi(umpire, 'command', { command: { type: 'setup/electrify-wire', side: 'germans', wire: wire!.side } });
    const after = await umpireApi<ViewLite>(umpire, 'getView');
    expect(after.liveWire?.live).toEqual([{ side: expect.objectContaining({ col: wire!.side.col, row: wire!.side.row }) as SideRef, owner: 'germans' }]);

    const british: SideLink = link('british');
    const bPage = await (await browser.newContext()).newPage();
    const traffic = await capturePayloads(bPage);
    await bPage.goto(pathOf(british.url));
    await expect(bPage.getByTestId('player-side')).toBeVisible();
    const sent = traffic.payloads.join('\n');
    expect(sent).not.toContain('liveWire');
    expect(sent).not.toContain('"live"');

    for (const theme of ['dark', 'light'] as const) {
      for (const size of SCREEN_SIZES) {
        const u = await pageIn(browser, theme, size);
        await u.goto(pathOf(readSession().umpireUrl));
        await expect(u.getByTestId('umpire-map')).toBeVisible();
        await u.screenshot({ path: `test-results/electrified-wire-umpire-${theme}-${size.width}.png` });
        const g = await pageIn(browser, theme, size);
        await g.goto(pathOf(link('germans').url));
        await expect(g.getByTestId('player-side')).toBeVisible();
        await g.screenshot({ path: `test-results/electrified-wire-germans-${theme}-${size.width}.png` });
        await u.context().close();
        await g.context().close();
      }
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
