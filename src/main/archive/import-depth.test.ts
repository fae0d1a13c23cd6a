import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { FileDownload, GameSwitchInfo } from '@shared/contract/api';
import { trainingGroundState, DEMO_GAME_ID } from '../app/demo-game';
import { openCampaignFile } from '../app/campaign-persistence';
import { SightlineApp } from '../app/sightline-app';
import { callUmpire } from '../host/api-service';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { dbFile, dumpDatabase, openHost, place, UMPIRE } from '../host/test-support/commando-host';
import { exportGameFile, gameFileText } from './game-file';
import { importGameFile, ImportRefusedError, parseGameFile } from './import-game';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests reach into arbitrary JSON
type Loose = any;

/** A short game of the training ground, with Ann and Bob playing, exported. */
async function exported(): Promise<string> {
  const { host, db, gameId } = await openHost(dbFile(tempDir()));
  const repos = createRepositories(db);
  const campaignId = repos.games.get(gameId)!.campaignId;
  const ann = repos.players.create({ campaignId, name: 'Ann' });
  const bob = repos.players.create({ campaignId, name: 'Bob' });
  db.prepare(`INSERT INTO game_sides (game_id, side, player_id) VALUES (?, 'commando', ?), (?, 'defender', ?)`).run(gameId, ann.id, gameId, bob.id);
  host.command(UMPIRE, place('c1', 18, 6));
  host.command(UMPIRE, place('d1', 20, 30));
  return gameFileText(exportGameFile(db, gameId));
}

async function target() {
  const other = await openCampaignFile(dbFile(tempDir(), 'other.sqlite'), { id: 'training-ground', name: 'Training ground (demo)', initial: trainingGroundState() });
  return other.persistence.campaign!();
}

/** Imports `text`, expecting a refusal matching `message` and the database dump unchanged. */
function expectRefused(t: Awaited<ReturnType<typeof target>>, text: string, message: RegExp, label: string): void {
  const before = dumpDatabase(t.db);
  let error: unknown;
  try {
    importGameFile(t.db, text, { campaignId: t.campaignId });
  } catch (e) {
    error = e;
  }
  expect(error, label).toBeInstanceOf(ImportRefusedError);
  expect((error as Error).message, label).toMatch(message);
  expect(dumpDatabase(t.db), label).toBe(before);
}

describe('game import: checked in depth before anything is written (issue 14)', () => {
  it('refuses a broken game, naming the field, and leaves the database as it was', async () => {
    const good = await exported();
    const t = await target();
    const mutate = (f: (o: Loose) => void) => {
      const o = JSON.parse(good) as Loose;
      f(o);
      return JSON.stringify(o);
    };
    const cases: [string, string, RegExp][] = [
      ['man off the map', mutate((o) => (o.initial.men.c1.square = { col: 999, row: 999 })), /initial\.men\.c1\.square: square \{col: 999, row: 999\} is not on the 40×64 map/],
      ['event off the map', mutate((o) => (o.events[0].payload.square = { col: 999, row: 999 })), /events\[0\] \(seq 1\)\.payload\.square: square \{col: 999, row: 999\} is not on/],
      ['empty map', mutate((o) => (o.initial.map.squares = [])), /initial\.map/],
      ['Twin and twin on two sides', mutate((o) => { o.sides[0].players[0].name = 'Twin'; o.sides[1].players[0].name = 'twin'; }), /sides\[1\]\.players\[0\]\.name: "twin" is the same name as "Twin" \(sides\[0\]\.players\[0\]\)/],
      ['one player twice in a side', mutate((o) => o.sides[0].players.push({ ...o.sides[0].players[0] })), /sides(\[0\]\.players\[1\]: player .* is listed twice in side "commando"|: side commando lists the same player twice)/],
      ['a control character in a name', mutate((o) => (o.sides[0].players[0].name = 'Ann\u0000')), /sides(\[0\]\.players\[0\]\.name|: side commando, player 1 \(.*\): the name).*control/],
      ['initial.gameId of another game', mutate((o) => (o.initial.gameId = 'another-game')), /initial\.gameId "another-game" is not the game's id \(game\.id "/],
      ['100 MB inside scenario.copy', mutate((o) => (o.scenario.copy.junk = 'x'.repeat(100 * 1024 * 1024))), /scenario\.copy.*at most 1000000/],
      ['a demo copy with more in it', mutate((o) => (o.scenario.copy.title = 'x')), /scenario\.copy: a demo scenario holds only/],
      ['a long player name', mutate((o) => (o.sides[0].players[0].name = 'A'.repeat(201))), /sides\[0\]\.players\[0\]\.name/],
      ['a huge payload', mutate((o) => (o.events[0].payload.note = 'x'.repeat(300_000))), /events\[0\]\.payload.*at most 262144/],
      ['a man whose key is not his id', mutate((o) => (o.initial.men.c1.id = 'c9')), /initial\.men\.c1\.id is "c9"/],
      ['a side of the game file the setup lacks', mutate((o) => o.sides.push({ side: 'martians', name: 'Martians', players: [] })), /sides\[2\]\.side "martians" is not a side of the game/],
    ];
    for (const [label, text, message] of cases) expectRefused(t, text, message, label);
    // The good file still imports.
    expect(importGameFile(t.db, good, { campaignId: t.campaignId }).events).toBe(2);
  }, 60_000);

  it('matches a player already in the campaign regardless of case and width, never failing on the database', async () => {
    const good = await exported();
    const t = await target();
    const repos = createRepositories(t.db);
    const twin = repos.players.create({ campaignId: t.campaignId, name: 'ANN' });
    const report = importGameFile(t.db, good, { campaignId: t.campaignId });
    expect(report.createdPlayers).toEqual(['Bob']);
    const game = repos.games.get(report.gameId)!;
    expect(game.sides.find((s) => s.side === 'commando')?.playerId).toBe(twin.id);
  });

  it("checks a scenario game's setup against the scenario it names", async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'sightline-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html>');
    const initial = trainingGroundState();
    const game = await openCampaignFile(join(tempDir(), 'club.sqlite'), { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
    const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir, port: 0 });
    onTestFinished(() => app.close());
    const { game: info } = (await callUmpire(app.host, app, 'newGame', { scenarioId: 'raid-on-entebbe' })) as GameSwitchInfo;
    const good = ((await callUmpire(app.host, app, 'exportGame', { gameId: info.gameId })) as FileDownload).text;
    const t = await target();
    const mutate = (f: (o: Loose) => void) => {
      const o = JSON.parse(good) as Loose;
      f(o);
      return JSON.stringify(o);
    };
    const renameSide = (o: Loose) => {
      const old = o.initial.sides[0].id as string;
      o.initial.sides[0].id = 'martians';
      for (const m of Object.values(o.initial.men) as Loose[]) if (m.side === old) m.side = 'martians';
      for (const s of o.sides as Loose[]) if (s.side === old) s.side = 'martians';
    };
    expectRefused(t, mutate(renameSide), /initial\.sides \(.*\) are not the sides of scenario "raid-on-entebbe"/, 'sides');
    expectRefused(t, mutate((o) => (o.scenario.copy.title = 'x'.repeat(30_000))), /scenario\.copy\.title: must be at most 20000 characters/, 'title');
    expectRefused(t, mutate((o) => (o.initial.scenario.id = 'vaagso-island')), /initial\.scenario\.id "vaagso-island" is not the game's scenario/, 'scenario id');
    // The file as exported passes every check (this target campaign lacks the bundled scenarios to import it into).
    expect(parseGameFile(good).game.id).toBe(info.gameId);
  }, 60_000);
});
