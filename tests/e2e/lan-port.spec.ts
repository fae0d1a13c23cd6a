import { expect, test } from '@playwright/test';
import { pageIn, SCREEN_SIZES } from './support/screens';
import { readSession, pathOf } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 15: the LAN port is set in the Players tab (fixed, saved in the campaign file), so the links and QR codes
// printed for the club keep working. The setting is put back as it was, for the other specs. Screenshots:
// test-results/lan-port-<size>-<theme>.png.
test('issue 15: the umpire sets the fixed LAN port in the Players tab', async ({ browser }) => {
  test.setTimeout(180_000);
  const umpire = await pageIn(browser, 'dark', { width: 1366, height: 768 });
  await umpire.goto(pathOf(readSession().umpireUrl));
  const before = (await umpireApi<{ lan: { enabled: boolean; setting?: number } }>(umpire, 'getSession')).lan;
  const chosen = 40000 + Math.floor(Math.random() * 10000);
  try {
    await umpire.getByTestId('tab-players').click();
    const input = umpire.getByTestId('lan-port-input');
    await input.fill('80');
    await expect(umpire.getByTestId('lan-port-save')).toBeDisabled();
    await input.fill(String(chosen));
    await umpire.getByTestId('lan-port-save').click();
    await expect(umpire.getByTestId('lan-port')).toContainText(`now ${chosen}`);
    expect((await umpireApi<{ lan: { setting?: number } }>(umpire, 'getSession')).lan.setting).toBe(chosen);
    for (const theme of ['dark', 'light'] as const) {
      for (const size of [...SCREEN_SIZES, { width: 768, height: 1024 }]) {
        const page = await pageIn(browser, theme, size);
        await page.goto(pathOf(readSession().umpireUrl));
        await page.getByTestId('tab-players').click();
        await page.getByTestId('lan-port').scrollIntoViewIfNeeded();
        await expect(page.getByTestId('lan-port')).toContainText(`now ${chosen}`);
        await page.screenshot({ path: `test-results/lan-port-${size.width}x${size.height}-${theme}.png` });
        await page.context().close();
      }
    }
  } finally {
    if (before.setting !== undefined) await umpireApi(umpire, 'setLan', { enabled: before.enabled, port: before.setting });
    await umpire.context().close();
  }
});
