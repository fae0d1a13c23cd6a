import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { callUmpire } from '../host/api-service';
import { tempDir } from '../db/test-helpers';
import { campaignGameLog, openCampaignFile } from './campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import { SightlineApp } from './sightline-app';
import { appPageDir } from './test-support/demo-app';

// Issue 14, failure 8: "a read-only database is refused without naming the file". Here SQLite itself answers
// SQLITE_READONLY after the campaign was opened (PRAGMA query_only, which holds as root, where file modes do not):
// a write the umpire asks for (a command through the game log, which a player's action shares, or any other
// campaign write) must be refused naming the file and saying it is read-only, and
// nothing may change.

async function readOnlyCampaign() {
  const initial = trainingGroundState();
  const file = join(tempDir(), 'club.sqlite');
  const game = await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir: appPageDir(), port: 0 });
  onTestFinished(() => app.close());
  const db = game.persistence.campaign!().db;
  db.pragma('query_only = 1');
  return { app, file, db };
}

const call = (app: SightlineApp, method: string, params: unknown = {}) => callUmpire(app.host, app, method, params);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const readOnlyRefusal = (file: string) => ({ body: { error: 'bad-request', message: expect.stringMatching(new RegExp(`${escape(file)}.*read-only`, 's')) } });

describe('a campaign SQLite answers SQLITE_READONLY for (issue 14, failure 8)', () => {
  it("an umpire command is refused naming the file and saying it is read-only; the game's version is unchanged", async () => {
    const { app, file, db } = await readOnlyCampaign();
    const before = app.host.umpireView({ kind: 'umpire' }).version;
    const command = { type: 'umpire/record-observation', observerId: 'c1', targetId: 'd3' };
    await expect(call(app, 'command', { command })).rejects.toMatchObject(readOnlyRefusal(file));
    expect(app.host.umpireView({ kind: 'umpire' }).version).toBe(before);
    // Writable again, the same command commits once.
    db.pragma('query_only = 0');
    await expect(call(app, 'command', { command })).resolves.toMatchObject({ ok: true });
    expect(app.host.umpireView({ kind: 'umpire' }).version).toBe(before + 1);
  });

  it('a campaign write outside the game log (adding a player) is refused the same way', async () => {
    const { app, file } = await readOnlyCampaign();
    await expect(call(app, 'addPlayer', { name: 'Ann' })).rejects.toMatchObject(readOnlyRefusal(file));
  });

  it("the game log a player's action writes through names the file too (no umpire API around it)", async () => {
    const { app, file, db } = await readOnlyCampaign();
    const log = campaignGameLog(db, app.currentGame().gameId);
    expect(() => log.setDiceMode('physical', { from: 'seeded', to: 'physical' } as never)).toThrow(new RegExp(`${escape(file)}.*read-only`, 's'));
    expect(log.diceMode()).toBe('seeded');
  });
});
