import { describe, expect, it } from 'vitest';
import { describeSquare } from '@shared/map/coords';
import { trainingGroundState } from '../app/demo-game';
import { openCampaignFile } from '../app/campaign-persistence';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { dbFile, dumpDatabase, loseSight, observe, openHost, place, rollingRuleset, UMPIRE } from '../host/test-support/commando-host';
import { canonicalJson } from './canonical-json';
import { exportGameFile, gameFileText, sideFile } from './game-file';
import { importGameFile, ImportRefusedError, parseGameFile } from './import-game';
import { sideReport, umpireReport } from './report';

/** A finished game with an undone branch, physical and seeded dice, and hidden men. */
async function playedGame() {
  const opened = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset, snapshotEvery: 3 });
  const { host, db, gameId } = opened;
  const repos = createRepositories(db);
  const campaignId = repos.games.get(gameId)!.campaignId;
  const ann = repos.players.create({ campaignId, name: 'Ann' });
  const bob = repos.players.create({ campaignId, name: 'Bob' });
  db.prepare(`INSERT INTO game_sides (game_id, side, player_id) VALUES (?, 'commando', ?), (?, 'defender', ?)`).run(gameId, ann.id, gameId, bob.id);
  host.command(UMPIRE, observe('c1', 'd3'));
  host.command(UMPIRE, place('d3', 21, 31));
  host.command(UMPIRE, loseSight('c1', 'd3'));
  // Hidden men move to squares the map's own lists never name.
  host.command(UMPIRE, place('d1', 37, 60));
  host.command(UMPIRE, place('d2', 3, 62));
  host.command(UMPIRE, place('d2', 4, 62));
  host.undo(UMPIRE);
  host.setDiceMode(UMPIRE, 'physical');
  host.command(UMPIRE, place('c2', 20, 7));
  host.provideDice(UMPIRE, [6, 2]);
  host.finishGame(UMPIRE, { sides: { commando: { outcome: 'loss' }, defender: { outcome: 'win', level: 'marginal' } }, rulings: ['Guard Brandt <b>held</b> the farmhouse'], casualties: [{ manId: 'c3', condition: 'dead' }, { manId: 'd1', condition: 'seriously-wounded' }] });
  return { ...opened, campaignId };
}

describe('canonical JSON', () => {
  it('sorts keys, drops undefined properties, and refuses what JSON cannot carry', () => {
    expect(canonicalJson({ b: 1, a: [true, null, { d: 'x', c: undefined }], 'é': -0 })).toBe('{"a":[true,null,{"d":"x"}],"b":1,"é":0}');
    expect(canonicalJson(JSON.parse('{"z":1.5e-7,"y":"\\u2028"}'))).toBe('{"y":"\u2028","z":1.5e-7}');
    expect(() => canonicalJson({ a: NaN })).toThrow(/NaN/);
    expect(() => canonicalJson([undefined])).toThrow(/undefined/);
    expect(() => canonicalJson({ d: new Date(0) })).toThrow(/plain objects/);
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    expect(() => canonicalJson(cyc)).toThrow(/cycle/);
  });
});

describe('game files: export and import', () => {
  it('exports every live and reverted event with its dice, the audit and the result, and imports back byte for byte', async () => {
    const { db, gameId } = await playedGame();
    const file = exportGameFile(db, gameId);
    // The file names its ruleset (the discriminator an import reads first).
    expect(file.scenario.ruleset).toBe('commando');
    expect(file.events.map((e) => [e.seq, e.kind, e.revertedBy])).toEqual([
      [1, 'game', null],
      [2, 'game', null],
      [3, 'game', null],
      [4, 'game', null],
      [5, 'game', null],
      [6, 'game', 7],
      [7, 'rewind', null],
      [8, 'game', null],
    ]);
    expect(file.events[7]!.dice!.map((d) => d.mode)).toEqual(['physical', 'physical']);
    expect(file.events[1]!.dice!.map((d) => d.mode)).toEqual(['seeded', 'seeded']);
    expect(file.result?.sides.defender).toEqual({ outcome: 'win', level: 'marginal', casualties: 1 });
    expect(file.sides.map((s) => [s.side, s.players.map((p) => p.name)])).toEqual([
      ['commando', ['Ann']],
      ['defender', ['Bob']],
    ]);
    const text = gameFileText(file);
    expect(text).not.toMatch(/rng|xoroshiro|words/i);

    const other = await openCampaignFile(dbFile(tempDir(), 'other.sqlite'), { id: 'training-ground', name: 'Training ground (demo)', initial: trainingGroundState() });
    const target = other.persistence.campaign!();
    const report = importGameFile(target.db, text, { campaignId: target.campaignId });
    expect(report).toEqual({ gameId, events: 8, createdPlayers: ['Ann', 'Bob'] });
    expect(gameFileText(exportGameFile(target.db, gameId))).toBe(text);
    // The imported game is finished and archived in its new home.
    expect(createRepositories(target.db).results.archive({ campaignId: target.campaignId }).map((e) => e.gameId)).toEqual([gameId]);
  });

  it("a side's export holds only what that side saw: no hidden man's id, name or position, no undo history, no rulings", async () => {
    const { db, gameId } = await playedGame();
    const file = exportGameFile(db, gameId);
    const state = trainingGroundState();
    const mapText = JSON.stringify(state.map);
    const commando = gameFileText(sideFile(file, 'commando'));
    // The commandos observed d3 only; d1 and d2 stayed hidden all game.
    const hidden = [
      { id: 'd1', name: 'Guard Brandt', squares: [{ col: 10, row: 54 }, { col: 37, row: 60 }] },
      { id: 'd2', name: 'Guard Keller', squares: [{ col: 30, row: 46 }, { col: 3, row: 62 }, { col: 4, row: 62 }] },
    ];
    const report = sideReport(sideFile(file, 'commando'));
    for (const man of hidden) {
      for (const text of [commando, report]) {
        expect(text).not.toContain(`"${man.id}"`);
        expect(text).not.toMatch(new RegExp(`\\b${man.id}\\b`));
        expect(text).not.toContain(man.name);
      }
      for (const sq of man.squares) {
        const pos = JSON.stringify(sq);
        if (!mapText.includes(pos)) expect(commando).not.toContain(pos);
        expect(report).not.toMatch(new RegExp(`\\b${describeSquare(sq)}\\b`));
      }
    }
    expect(commando).toContain('"d3"');
    expect(commando).not.toMatch(/revert|rewind|"seq"|xoroshiro|farmhouse<|held/);
    expect(report).not.toContain('held');
    // Each step is a change the side saw; d3 appears from the step after the setup.
    const side = sideFile(file, 'commando');
    expect(side.timeline[0]!.enemies).toEqual([]);
    expect(side.timeline.some((t) => t.enemies.some((e) => e.id === 'd3'))).toBe(true);
    expect(side.result?.ownCasualties).toEqual([{ manId: 'c3', name: 'Pte. Rook', condition: 'dead', wounds: 0 }]);
    const guards = gameFileText(sideFile(file, 'defender'));
    for (const secret of ['"c1"', '"c2"', '"c3"', 'Sgt. Hale', 'Cpl. Moss', 'Pte. Rook']) expect(guards).not.toContain(secret);
  });

  it("the umpire's report shows everything, escaped; reports are self-contained HTML", async () => {
    const { db, gameId } = await playedGame();
    const html = umpireReport(exportGameFile(db, gameId));
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('Guard Brandt &lt;b&gt;held&lt;/b&gt; the farmhouse');
    expect(html).toContain('reverted by 7');
    // Dice as rolled, with their purpose and how they were made (issue 16: "1D10 = 6", typed in from real dice).
    expect(html).toContain('Case 10.62 magazine check: 1D10 = 6 (typed in)');
    // Issue 16: the event table is sentences, names not ids, never JSON.
    const eventTable = html.slice(html.indexOf('<h2>Event log</h2>'), html.indexOf('<h2>Audit trail</h2>'));
    expect(eventTable).toContain('Guard Brandt is placed in 3760 (erect) (Case 2.0)');
    expect(eventTable).not.toContain('{');
    expect(html.slice(html.indexOf('<h2>Audit trail</h2>'))).not.toContain('{');
    expect(html).toContain('Pte. Rook');
    expect(html).not.toMatch(/<script|src=|href=/i);
  });
});

describe('game files: malformed imports are refused and change nothing', () => {
  it('names the problem for each kind of bad file and leaves the database exactly as it was', async () => {
    const { db, gameId, campaignId } = await playedGame();
    const good = gameFileText(exportGameFile(db, gameId));
    const other = await openCampaignFile(dbFile(tempDir(), 'other.sqlite'), { id: 'training-ground', name: 'Training ground (demo)', initial: trainingGroundState() });
    const target = other.persistence.campaign!();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reaching into arbitrary JSON
    type Loose = any;
    const mutate = (f: (o: Loose) => void) => {
      const o = JSON.parse(good) as Loose;
      f(o);
      return JSON.stringify(o);
    };
    const cases: [string, string, RegExp][] = [
      ['truncated', good.slice(0, Math.floor(good.length / 2)), /not valid JSON.*truncated/],
      ['not an object', '[1,2]', /not a Sightline game file/],
      ['wrong format', mutate((o) => (o.format = 'something-else')), /format is "something-else"/],
      ['newer schema', mutate((o) => (o.schemaVersion = 2)), /schema version 2; this Sightline reads version 1 \(it was written by a newer Sightline\)/],
      ['side file', gameFileText(sideFile(exportGameFile(db, gameId), 'commando')), /one side's copy/],
      ['missing field', mutate((o) => delete o.events), /events/],
      ['unknown scenario', mutate((o) => (o.scenario.id = 'operation-nowhere')), /Unknown scenario "operation-nowhere"/],
      ['unknown ruleset', mutate((o) => (o.scenario.ruleset = 'skirmish-1989')), /ruleset "skirmish-1989" is not one this Sightline knows \(it knows: commando, skirmish\)/],
      ['dangling revertedBy', mutate((o) => (o.events[5].revertedBy = 99)), /Event 6 is marked reverted by 99/],
      ['rewind pointing nowhere', mutate((o) => (o.events[6].payload.fromSeq = 50)), /Rewind record 7 points at event 50/],
      ['audit pointing nowhere', mutate((o) => (o.audit[0].seq = 77)), /refers to event 77/],
      ['result for a stranger side', mutate((o) => (o.result.sides.martians = { outcome: 'win', level: null, casualties: 0 })), /side "martians"/],
      ['unknown event type', mutate((o) => { o.events[0].type = 'teleported'; o.events[0].payload.type = 'teleported'; }), /teleported/],
      ['seqs out of order', mutate((o) => ([o.events[0], o.events[1]] = [o.events[1], o.events[0]])), /seqs must rise/],
      ['man of no side', mutate((o) => (o.initial.men.c1.side = 'nobody')), /Man c1 belongs to side "nobody"/],
    ];
    for (const [label, text, message] of cases) {
      const before = dumpDatabase(target.db);
      let error: unknown;
      try {
        importGameFile(target.db, text, { campaignId: target.campaignId });
      } catch (e) {
        error = e;
      }
      expect(error, label).toBeInstanceOf(ImportRefusedError);
      expect((error as Error).message, label).toMatch(message);
      expect((error as Error).message, label).toMatch(/Nothing was imported/);
      expect(dumpDatabase(target.db), label).toBe(before);
    }
    // A game already in the database, and a failure half-way through the writes, roll back too.
    const before = dumpDatabase(db);
    expect(() => importGameFile(db, good, { campaignId })).toThrow(/already in this campaign database/);
    expect(dumpDatabase(db)).toBe(before);
    const t2 = dumpDatabase(target.db);
    target.db.exec(`CREATE TRIGGER late_failure BEFORE INSERT ON results BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    expect(() => importGameFile(target.db, good, { campaignId: target.campaignId })).toThrow(/disk full/);
    target.db.exec(`DROP TRIGGER late_failure`);
    expect(dumpDatabase(target.db)).toBe(t2);
    expect(() => parseGameFile(good)).not.toThrow();
  });
});
