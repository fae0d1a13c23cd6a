import { expect, type Page } from '@playwright/test';

/**
 * Clicks the Turn panel's initiative roll and Phase advance until the header
 * shows `target`. Each click waits for what it causes: the Turn panel fetches
 * its legal actions after the Phase arrives, so a fixed pause let the loop look
 * for the advance button in Phase C before the roll button (the only action
 * there) had been drawn.
 */
export async function advanceToPhase(umpire: Page, target: string, limit = 8): Promise<void> {
  const phase = umpire.getByTestId('turn-phase');
  const roll = umpire.getByTestId('action-initiative/roll');
  const advance = umpire.getByTestId('action-phase/advance');
  for (let n = 0; n < limit; n++) {
    const now = (await phase.textContent()) ?? '';
    if (now.includes(target)) break;
    // The Turn panel asks for the legal actions after the Phase arrives: wait for the one this Phase offers.
    await expect(roll.or(advance).first()).toBeVisible();
    if (await roll.isVisible()) {
      await roll.click();
      await expect(roll).toBeHidden();
      await expect(advance).toBeVisible();
    }
    await advance.click();
    await expect(phase).not.toHaveText(now);
  }
  await expect(phase).toContainText(target);
}
