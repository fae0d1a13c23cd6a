import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@shared/contract/api';
import { callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import { openDefaultGame } from './open-default-game';
import { SightlineApp } from './sightline-app';
import { appPageDir } from './test-support/demo-app';

async function start(file: string): Promise<SightlineApp> {
  const game = await openDefaultGame(['--db', file], {});
  return SightlineApp.start({ mode: 'browser', ...game, staticDir: appPageDir(), port: 0, lanHost: '127.0.0.1', lanPort: 7451 });
}

describe('issue 15: the LAN port is set in the Players tab, fixed and saved in the campaign file', () => {
  it('a chosen port is saved, taken when the LAN is turned on, moved to while it is on, and kept after a restart; a bad one changes nothing', async () => {
    const file = join(tempDir(), 'club.sqlite');
    const port = 40000 + Math.floor(Math.random() * 10000);
    const first = await start(file);
    try {
      expect(first.session().lan).toEqual({ enabled: false, setting: 7451 });
      const set = (await callUmpire(first.host, first, 'setLan', { enabled: true, port })) as SessionInfo;
      expect(set.lan).toEqual({ enabled: true, port, setting: port });
      const moved = (await callUmpire(first.host, first, 'setLan', { enabled: true, port: port + 1 })) as SessionInfo;
      expect(moved.lan).toEqual({ enabled: true, port: port + 1, setting: port + 1 });
      await expect(callUmpire(first.host, first, 'setLan', { enabled: true, port: 80 })).rejects.toMatchObject({ body: { error: 'bad-request' } });
      expect(first.session().lan.setting).toBe(port + 1);
    } finally {
      await first.close();
    }
    const again = await start(file);
    try {
      expect(again.session().lan).toEqual({ enabled: false, setting: port + 1 });
      expect(((await callUmpire(again.host, again, 'setLan', { enabled: true })) as SessionInfo).lan.port).toBe(port + 1);
    } finally {
      await again.close();
    }
  });
});
