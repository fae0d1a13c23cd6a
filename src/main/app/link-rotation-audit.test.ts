import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SessionInfo } from '@shared/contract/api';
import { callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import { openDefaultGame } from './open-default-game';
import { SightlineApp } from './sightline-app';

const staticDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Sightline</title>');

describe('links that last (issue 15): a rotated link is in the game’s audit trail', () => {
  it('rotating a side’s link notes the side and the umpire in the audit, never a token, and the note outlasts a restart', async () => {
    const file = join(tempDir(), 'club.sqlite');
    const start = async () => {
      const app = await SightlineApp.start({ mode: 'browser', ...(await openDefaultGame(['--db', file], {})), staticDir, port: 0 });
      onTestFinished(() => app.close());
      return app;
    };
    const app = await start();
    const before = app.session().players.find((p) => p.side === 'commando')!.token;
    const session = (await callUmpire(app.host, app, 'rotateSideLink', { side: 'commando' })) as SessionInfo;
    const after = session.players.find((p) => p.side === 'commando')!.token;
    const last = app.host.audit({ kind: 'umpire' }).entries.at(-1);
    expect(last).toMatchObject({ kind: 'link-rotated', detail: { side: 'commando', by: { kind: 'umpire' } } });
    expect(JSON.stringify(last)).not.toContain(before);
    expect(JSON.stringify(last)).not.toContain(after);
    await app.close();
    const again = await start();
    expect(again.host.audit({ kind: 'umpire' }).entries.filter((e) => e.kind === 'link-rotated')).toHaveLength(1);
  });
});
