import { describe, expect, it } from 'vitest';
import { trainingGroundState } from '../app/demo-game';
import { openCampaignFile } from '../app/campaign-persistence';
import { createRepositories } from '../db/repositories/index';
import { archiveFromDetailTables } from '../db/test-support/archive-reference';
import { tempDir } from '../db/test-helpers';
import { dbFile, openHost, place, rollingRuleset, UMPIRE } from '../host/test-support/commando-host';
import { exportGameFile, gameFileText } from './game-file';
import { importGameFile } from './import-game';

describe('an imported game gets its archive summary (migration 8)', () => {
  it('lists in its new campaign what it listed in its old one, and what the detail tables give', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    const repos = createRepositories(db);
    const campaignId = repos.games.get(gameId)!.campaignId;
    const ann = repos.players.create({ campaignId, name: 'Ann' });
    const bob = repos.players.create({ campaignId, name: 'Bob' });
    repos.games.setPlayers(gameId, { commando: [ann.id, bob.id], defender: [bob.id] });
    host.command(UMPIRE, place('c2', 20, 7));
    host.finishGame(UMPIRE, { sides: { commando: { outcome: 'win', level: 'Decisive' }, defender: { outcome: 'loss' } }, rulings: ['Case 7.41'], casualties: [] });
    const original = repos.results.get(gameId)!;
    expect(original.players.map((p) => `${p.side}:${p.playerName}`)).toEqual(['commando:Ann', 'commando:Bob', 'defender:Bob']);

    const other = await openCampaignFile(dbFile(tempDir(), 'other.sqlite'), { id: 'training-ground', name: 'Training ground (demo)', initial: trainingGroundState() });
    const target = other.persistence.campaign!();
    importGameFile(target.db, gameFileText(exportGameFile(db, gameId)), { campaignId: target.campaignId });
    const imported = createRepositories(target.db).results.archive({ campaignId: target.campaignId });
    expect(imported).toEqual(archiveFromDetailTables(target.db, target.campaignId));
    expect(imported).toEqual([{ ...original, campaignId: target.campaignId }]);
  });
});
