import { expect, type Browser, type Page } from '@playwright/test';
import { capturePayloads, pathOf, readSession } from './session';
import { umpireApi } from './umpire-api';

export interface SideLink {
  side: string;
  sideName: string;
  url: string;
  token: string;
}

export interface NewGameOptions {
  /** Optional Rules chosen on the setup screen, by Section (22 for Mines). */
  readonly optionalRules?: readonly number[];
  /** Whatever else the spec sets or checks on the setup screen before the game starts. */
  readonly configure?: (umpire: Page) => Promise<void>;
}

/** The umpire console in a browser context of its own, and the game behind it then (for switchBackTo). */
export async function openUmpireConsole(browser: Browser): Promise<{ umpire: Page; gameBefore: string }> {
  const umpire = await (await browser.newContext()).newPage();
  await umpire.goto(pathOf(readSession().umpireUrl));
  const { gameId } = await umpireApi<{ gameId: string }>(umpire, 'currentGame');
  return { umpire, gameBefore: gameId };
}

/**
 * Starts a new game of a scenario from the Games screen, with standard
 * endurance and seeded dice so a run repeats, and waits until the console
 * shows it. Gives the new side links: a game switch issues new tokens.
 */
export async function startNewGame(umpire: Page, scenarioId: string, scenarioName: string, options: NewGameOptions = {}): Promise<(side: string) => SideLink> {
  await umpire.getByTestId('open-games').click();
  await umpire.getByTestId(`scenario-${scenarioId}`).click();
  await umpire.getByTestId('endurance-standard').check();
  await umpire.getByTestId('dice-seeded').check();
  for (const rule of options.optionalRules ?? []) await umpire.getByTestId(`optional-rule-${rule}`).check();
  await options.configure?.(umpire);
  await umpire.getByTestId('start-game').click();
  await expect(umpire.getByTestId('scenario')).toHaveText(scenarioName);
  const { players } = await umpireApi<{ players: SideLink[] }>(umpire, 'getSession');
  return (side) => {
    const link = players.find((p) => p.side === side);
    if (!link) throw new Error(`The new game has no side ${side}.`);
    return link;
  };
}

/** A side's window in a browser context of its own, every payload it is sent recorded from its first request. */
export async function openSideWindow(browser: Browser, link: SideLink): Promise<{ page: Page; traffic: Awaited<ReturnType<typeof capturePayloads>> }> {
  const page = await (await browser.newContext()).newPage();
  const traffic = await capturePayloads(page);
  await page.goto(pathOf(link.url));
  return { page, traffic };
}
