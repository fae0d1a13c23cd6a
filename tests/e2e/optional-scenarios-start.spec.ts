import { expect, test } from '@playwright/test';
import { openUmpireConsole, startNewGame } from './support/new-game';
import { switchBackTo } from './support/session';
import { umpireApi } from './support/umpire-api';

// Issue 20's acceptance, from the Games screen: Scenarios 42, 49 and 50 start now that the Optional Rules they need are
// built (Case 38.23) — Section 19.0 for Hejaz (the Addenda's Case 42.42), 17.0 and 35.0 for Streetfighting (Case 49.42),
// 36.0 for Army Group Center (Case 50.42) — each with its necessary rules in use though none was ticked.

const SCENARIOS = [
  ['hejaz-railway', 'Lawrence of Arabia on the Hejaz Railway', ['19']],
  ['streetfighting-in-europe', 'Streetfighting in World War II Europe', ['17', '35']],
  ['army-group-center-hq', 'Destruction of Army Group Center Headquarters', ['36']],
] as const;

test('Case 38.23: Scenarios 42, 49 and 50 start from the Games screen with their necessary Optional Rules in use', async ({ browser }) => {
  test.setTimeout(300_000);
  const { umpire, gameBefore } = await openUmpireConsole(browser);
  try {
    for (const [id, name, necessary] of SCENARIOS) {
      await startNewGame(umpire, id, name);
      const game = await umpireApi<{ scenarioName: string; optionalRules: readonly string[] }>(umpire, 'currentGame');
      expect(game.scenarioName).toBe(name);
      for (const section of necessary) expect(game.optionalRules, `${name}: Section ${section}.0 in use`).toContain(section);
    }
  } finally {
    await switchBackTo(umpire, gameBefore);
  }
});
