import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FileDownload, ImportReport } from '@shared/contract/api';
import { callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import type { SightlineApp } from './sightline-app';
import { startDemoAppOn } from './test-support/demo-app';

const call = async (app: SightlineApp, method: string, params: unknown = {}): Promise<unknown> => callUmpire(app.host, app, method, params);
const place = (manId: string, col: number, row: number) => ({ command: { type: 'umpire/place-man', manId, square: { col, row } } });

const start = (file: string): Promise<SightlineApp> => startDemoAppOn(file, { snapshotEvery: 4 });

describe('SightlineApp: campaign files through the umpire API', () => {
  it('backs up, keeps playing, restores the backup (the live file set aside), and every window sees the restored game', async () => {
    const dir = tempDir();
    const file = join(dir, 'club.sqlite');
    const app = await start(file);
    await call(app, 'command', place('c1', 18, 6));
    const pushed: number[] = [];
    app.host.subscribeUmpire({ kind: 'umpire' }, (v) => pushed.push(v.version));
    const backup = (await call(app, 'backupCampaign')) as { path: string; schemaVersion: number };
    expect(existsSync(backup.path)).toBe(true);
    expect(((await call(app, 'listBackups')) as { path: string }[]).map((b) => b.path)).toEqual([backup.path]);
    await call(app, 'command', place('c1', 18, 7));
    expect(app.host.current.men.c1!.square).toEqual({ col: 18, row: 7 });

    const restored = (await call(app, 'restoreCampaign', { backupPath: backup.path })) as { setAside: string[]; databasePath: string };
    expect(restored.databasePath).toBe(file);
    expect(restored.setAside.some((f) => f.startsWith(`${file}.replaced-`))).toBe(true);
    expect(app.host.current.men.c1!.square).toEqual({ col: 18, row: 6 });
    expect(pushed.at(-1)).toBe(1);
    // The game goes on from the restored log.
    await call(app, 'command', place('c1', 18, 8));
    expect((await call(app, 'audit')) as { events: unknown[] }).toMatchObject({ events: [{ seq: 1 }, { seq: 2 }] });

    await expect(call(app, 'restoreCampaign', { backupPath: join(dir, 'nope.sqlite') })).rejects.toMatchObject({ body: { error: 'bad-request' } });
    expect(app.host.current.men.c1!.square).toEqual({ col: 18, row: 8 });
  });

  it('opens another campaign file (created when new) behind the same windows', async () => {
    const dir = tempDir();
    const app = await start(join(dir, 'a.sqlite'));
    await call(app, 'command', place('c2', 20, 9));
    const session = (await call(app, 'openCampaign', { path: join(dir, 'b.sqlite') })) as { databasePath: string };
    expect(session.databasePath).toBe(join(dir, 'b.sqlite'));
    expect(app.host.current.men.c2!.square).toEqual({ col: 20, row: 4 });
    await call(app, 'openCampaign', { path: join(dir, 'a.sqlite') });
    expect(app.host.current.men.c2!.square).toEqual({ col: 20, row: 9 });
  });

  it('finishes a game into the archive and statistics; exports, reports and imports through the API', async () => {
    const dir = tempDir();
    const app = await start(join(dir, 'a.sqlite'));
    await call(app, 'command', { command: { type: 'umpire/record-observation', observerId: 'c1', targetId: 'd3' } });
    for (let i = 0; i < 5; i++) await call(app, 'command', place('d1', 30 + i, 60));
    await call(app, 'finishGame', { result: { sides: { commando: { outcome: 'draw' }, defender: { outcome: 'draw' } }, rulings: ['Case 8.84 applied'] } });
    const archive = (await call(app, 'archive', { filter: {} })) as { outcome: Record<string, { outcome: string }> }[];
    expect(archive).toHaveLength(1);
    expect(archive[0]!.outcome.commando!.outcome).toBe('draw');
    const stats = (await call(app, 'statistics', {})) as { games: number; sides: { side: string; draws: number }[] }[];
    expect(stats[0]).toMatchObject({ games: 1, sides: [{ side: 'commando', draws: 1 }, { side: 'defender', draws: 1 }] });

    const file = (await call(app, 'exportGame')) as FileDownload;
    expect(file.fileName).toMatch(/\.sightline\.json$/);
    const side = (await call(app, 'exportGame', { side: 'commando' })) as FileDownload;
    expect(side.text).not.toContain('"d1"');
    const report = (await call(app, 'report', { side: 'commando' })) as FileDownload;
    expect(report.mediaType).toBe('text/html');
    expect(report.text).not.toContain('Guard Brandt');
    expect(((await call(app, 'report')) as FileDownload).text).toContain('Guard Brandt');

    const other = await start(join(dir, 'b.sqlite'));
    const imported = (await call(other, 'importGame', { json: file.text })) as ImportReport;
    expect(((await call(other, 'archive', {})) as { gameId: string }[]).map((e) => e.gameId)).toEqual([imported.gameId]);
    await expect(call(other, 'importGame', { json: file.text.slice(0, 100) })).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringMatching(/truncated/) } });
  });
});
