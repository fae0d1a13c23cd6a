import { describe, expect, it } from 'vitest';
import type { SideSetup } from '@shared/rulesets/commando/view/setup-view';
import { setupBanner } from './PlayerScreen';

describe('Case 38.4: the side window banner in set-up agrees with its "Deploy your men" panel (issue 16)', () => {
  it('the deploying side is told to deploy, the other to wait; never "the umpire is resolving"', () => {
    const setup = {} as SideSetup;
    expect(setupBanner({ phase: 'setup', setup })).toBe('Set-up: deploy your men in your Zones, in secret.');
    expect(setupBanner({ phase: 'setup' })).toBe('The other side is setting up. Wait for Game-Turn 1.');
    expect(setupBanner({ phase: 'observation' })).toBeUndefined();
  });
});
