import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { LinkNotice } from '@shared/contract/api';
import { callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import { popOutPlan } from '../electron/follow-popouts';
import { openDefaultGame } from './open-default-game';
import { SightlineApp } from './sightline-app';
import { appPageDir } from './test-support/demo-app';

describe('issue 15: Electron pop-outs follow the umpire to a new game (the main process’s half, without Electron)', () => {
  it('on a new game the hook is told where each old side goes, and what it returns runs once the new game is behind the host', async () => {
    const file = join(tempDir(), 'club.sqlite');
    const game = await openDefaultGame(['--db', file], {});
    const seen: { plan?: ReturnType<typeof popOutPlan>; sidesWhenReopened?: string[] } = {};
    let open = ['israelis', 'ugandans'];
    const app: SightlineApp = await SightlineApp.start({
      mode: 'electron',
      ...game,
      staticDir: appPageDir(),
      port: 0,
      closePlayerWindows: async (follow: (side: string) => LinkNotice) => {
        seen.plan = popOutPlan(open, follow);
        return () => {
          seen.sidesWhenReopened = app.host.sides().map((s) => s.id);
          open = [...seen.plan!.reopen];
        };
      },
    });
    onTestFinished(() => app.close());
    await callUmpire(app.host, app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    // Raid on Entebbe again: each seat's side has the same id in the new game (side-links.ts follow), so both reopen there.
    await callUmpire(app.host, app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    expect(seen.plan).toEqual({ reopen: ['israelis', 'ugandans'], closed: [] });
    expect(seen.sidesWhenReopened).toEqual(['israelis', 'ugandans']);
    // A scenario with other sides: the pop-outs' seats have none there, so they close.
    const other = app.host.sides().map((s) => s.id);
    await callUmpire(app.host, app, 'newGame', { scenarioId: 'lippe-river-bridgehead' });
    const lippe = app.host.sides().map((s) => s.id);
    expect(lippe.some((s) => other.includes(s))).toBe(false);
    expect(seen.plan).toEqual({ reopen: [], closed: ['israelis', 'ugandans'] });
  });
});
