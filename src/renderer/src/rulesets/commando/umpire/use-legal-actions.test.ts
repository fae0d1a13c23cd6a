import { describe, expect, it } from 'vitest';
import { legalActionsNeeded } from './use-legal-actions';

// Issue 23: the console asks the host for the legal actions (a legality check per candidate command) only
// while something shows or uses them: the Turn panel (buttons, prompts, its keys) or the deploy tool.
describe('legal actions asked only when needed (issue 23)', () => {
  it('the Turn panel needs them, whatever the tool', () => {
    expect(legalActionsNeeded('turn', false)).toBe(true);
    expect(legalActionsNeeded('turn', true)).toBe(true);
  });

  it('the deploy tool needs them on any tab', () => {
    for (const tab of ['men', 'log', 'datalog', 'tables', 'players']) expect(legalActionsNeeded(tab, true)).toBe(true);
  });

  it('no other panel or tool asks for them', () => {
    for (const tab of ['men', 'log', 'datalog', 'tables', 'players']) expect(legalActionsNeeded(tab, false)).toBe(false);
  });
});
