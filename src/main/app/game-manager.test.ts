import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { GameSwitchInfo, MapDetailInfo, MapSummaryInfo, SaveMapOutcome, ScenarioDetailInfo, ScenarioSummaryInfo, SessionInfo } from '@shared/contract/api';
import { err } from '@shared/kernel/result';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { Database } from '../db/driver';
import { tempDir } from '../db/test-helpers';
import { openCampaignFile } from './campaign-persistence';
import { DEMO_GAME_ID, trainingGroundState } from './demo-game';
import type { CreateGame } from './game-manager';
import { SightlineApp, type SightlineOptions } from './sightline-app';
import { call, appPageDir } from './test-support/demo-app';

async function start(file: string, extra: Partial<SightlineOptions> = {}): Promise<SightlineApp> {
  const initial = trainingGroundState();
  const game = await openCampaignFile(file, { id: DEMO_GAME_ID, name: initial.scenarioName, initial });
  const app = await SightlineApp.start({ mode: 'browser', ...game, staticDir: appPageDir(), port: 0, lanHost: '127.0.0.1', ...extra });
  onTestFinished(() => app.close());
  connections.set(app, game.persistence.campaign!().db);
  return app;
}

/** The app's own connection: the campaign file is held exclusively (one writer), so no second connection can read it. */
const connections = new WeakMap<SightlineApp, Database>();

/** Every committed row of a table (read between calls, so no transaction is open). */
const dump = (app: SightlineApp, table: string): unknown[] => connections.get(app)!.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();

describe('the catalogue through the umpire API', () => {
  it('lists the twelve bundled scenarios with Section, map, era, sides and whether each can start', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const list = await call<ScenarioSummaryInfo[]>(app, 'listScenarios');
    expect(list.filter((s) => s.ruleset === 'commando').map((s) => s.section)).toEqual([39, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
    const entebbe = list.find((s) => s.section === 39)!;
    expect(entebbe).toMatchObject({ id: 'raid-on-entebbe', bundled: true, title: 'Raid on Entebbe', mapLetter: 'J', era: 'Modern', canStart: true, missingOptionalRules: [], problems: [] });
    // Entebbe's special rules are all played by the engine: nothing for the umpire to apply by hand (Case 38.23).
    expect(entebbe?.specialRulesByHand).toEqual([]);
    expect(entebbe.sides.map((s) => [s.id, s.numberOfMen])).toEqual([
      ['israelis', 8],
      ['ugandans', 11],
    ]);
    // Every Optional Rule Section is built (issue 22): all twelve start, 47 with its tank and APC (Case 47.42).
    for (const s of list.filter((x) => x.ruleset === 'commando')) expect(s, s.title).toMatchObject({ canStart: true, missingOptionalRules: [], problems: [] });
    const detail = await call<ScenarioDetailInfo>(app, 'getScenario', { id: 'raid-on-entebbe' });
    expect(detail.file['heading']).toBe('Raid on Entebbe, 3 July 1976');
    await expect(call(app, 'getScenario', { id: 'nope' })).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringMatching(/scenario nope is not in this campaign/) } });
  });

  it('lists the bundled maps with their provenance, and serves a map file', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const maps = await call<MapSummaryInfo[]>(app, 'listMaps');
    expect(maps.filter((m) => m.bundled).map((m) => m.letter).join('')).toBe('ABCDEFGHJKLM');
    const j = maps.find((m) => m.letter === 'J')!;
    expect(j).toMatchObject({ id: 'commando-j', width: 40, height: 64, provenance: { kind: 'approximation' } });
    expect(j.provenance.note).toMatch(/not the printed map/);
    const file = await call<MapDetailInfo>(app, 'getMap', { id: 'commando-j' });
    expect(file.file).toMatchObject({ version: 1, id: 'commando-j', width: 40 });
  });

  it('saves a campaign map; refuses a malformed one naming the square and field, leaving the database unchanged', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const j = (await call<MapDetailInfo>(app, 'getMap', { id: 'commando-j' })).file as Record<string, unknown>;
    const before = dump(app, 'maps');
    const broken = { ...j, trees: [{ at: '2547', symbols: [{ x: 0.5, y: 0.5, r: 0.2 }] }] };
    const refused = await call<SaveMapOutcome>(app, 'saveMap', { file: broken });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors[0]).toMatchObject({ where: 'square 2547', field: 'trees[0]' });
    expect(refused.errors[0]!.message).toMatch(/only woods and forest have trees/);
    const outside = await call<SaveMapOutcome>(app, 'saveMap', { file: { ...j, zones: [{ id: 1, squares: ['4165'] }] } });
    expect(outside).toMatchObject({ ok: false, errors: [{ where: 'zone 1', field: 'squares[0]', message: expect.stringMatching(/"4165" .*off the 40×64 map/) }] });
    expect(dump(app, 'maps')).toEqual(before);

    // Saving over a bundled map saves a copy; the bundled one is untouched.
    const copy = await call<SaveMapOutcome>(app, 'saveMap', { id: 'commando-j', file: { ...j, name: 'Entebbe, traced' } });
    expect(copy).toMatchObject({ ok: true, copiedFrom: 'commando-j', map: { bundled: false, name: 'Entebbe, traced', provenance: { kind: 'approximation' } } });
    if (!copy.ok) return;
    expect(copy.map.id).not.toBe('commando-j');
    expect((await call<MapDetailInfo>(app, 'getMap', { id: 'commando-j' })).file['name']).toBe('Map J: Entebbe airport (approximation)');
    const same = await call<SaveMapOutcome>(app, 'saveMap', { file: j });
    expect(same).toMatchObject({ ok: true, copiedFrom: 'commando-j', map: { name: 'Map J: Entebbe airport (approximation) (campaign copy)' } });

    // The campaign's own map is updated in place, and can be deleted; a bundled one cannot.
    const updated = await call<SaveMapOutcome>(app, 'saveMap', { id: copy.map.id, file: { ...j, name: 'Entebbe v2', provenance: { kind: 'custom', note: 'redrawn by Sam' } } });
    expect(updated).toMatchObject({ ok: true, map: { id: copy.map.id, name: 'Entebbe v2', provenance: { kind: 'custom', note: 'redrawn by Sam' } } });
    expect((await call<MapDetailInfo>(app, 'getMap', { id: copy.map.id })).file).toMatchObject({ id: copy.map.id, name: 'Entebbe v2' });
    const listed = (await call<MapSummaryInfo[]>(app, 'listMaps')).filter((m) => !m.bundled);
    expect(listed.map((m) => m.name).sort()).toEqual(['Entebbe v2', 'Map J: Entebbe airport (approximation) (campaign copy)']);
    await expect(call(app, 'deleteMap', { id: 'commando-j' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/ships with Sightline and cannot be deleted/) } });
    await expect(call(app, 'saveMap', { id: 'not-a-map', file: j })).rejects.toMatchObject({ body: { message: expect.stringMatching(/map not-a-map is not in this campaign/) } });
    expect(await call(app, 'deleteMap', { id: copy.map.id })).toEqual({ deleted: true, id: copy.map.id });
    expect((await call<MapSummaryInfo[]>(app, 'listMaps')).filter((m) => !m.bundled)).toHaveLength(1);
  });
});

describe('new games and switching', () => {
  it('sets up Raid on Entebbe (Section 39): the umpire sees every man of the listing, each side only its own', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const switched = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe', endurance: 'rolled' });
    expect(switched.game).toMatchObject({ scenarioId: 'raid-on-entebbe', scenarioName: 'Raid on Entebbe', status: 'active', diceMode: 'seeded' });
    expect(switched.game.sides).toEqual([
      { id: 'israelis', name: 'Israeli Commandos' },
      { id: 'ugandans', name: 'Ugandan Sentries' },
    ]);

    const umpire = await call<UmpireView>(app, 'getView');
    expect(umpire.scenarioName).toBe('Raid on Entebbe');
    expect(umpire.map.id).toBe('commando-j');
    const bySide = (side: string) => umpire.men.filter((m) => m.side === side);
    expect(bySide('israelis')).toHaveLength(8);
    expect(bySide('ugandans')).toHaveLength(11);
    expect(umpire.men).toHaveLength(19);
    expect(bySide('israelis').every((m) => m.weapons.includes('submachinegun'))).toBe(true);
    // Case 9.4, rolled: 1D10+13 for the Israelis, 1D6+7 for the Ugandans; the rolls are in the log with their dice.
    expect(bySide('israelis').every((m) => m.endurance >= 14 && m.endurance <= 23)).toBe(true);
    expect(bySide('ugandans').every((m) => m.endurance >= 8 && m.endurance <= 13)).toBe(true);
    const audit = await call<{ events: { seq: number; type: string; dice: unknown[] }[]; entries: { kind: string; seq: number | null }[] }>(app, 'audit');
    expect(audit.events.map((e) => [e.seq, e.type])).toEqual([[1, 'endurance-assigned']]);
    expect(audit.events[0]!.dice.length).toBeGreaterThan(0);
    expect(audit.entries.map((e) => [e.kind, e.seq])).toEqual([['setup', 1]]);

    const base = `http://127.0.0.1:${app.port}`;
    for (const link of switched.session.players) {
      const res = await fetch(`${base}/api/player/getView`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${link.token}` }, body: '{}' });
      const text = await res.text();
      const view = JSON.parse(text) as PlayerView;
      expect(view.side.id).toBe(link.side);
      expect(view.ownMen.map((m) => m.id).sort()).toEqual(bySide(link.side).map((m) => m.id).sort());
      expect(view.enemies).toEqual([]);
      for (const enemy of umpire.men.filter((m) => m.side !== link.side)) {
        expect(text).not.toContain(`"${enemy.id}"`);
        expect(text).not.toContain(enemy.name);
      }
      expect(text).not.toMatch(/rng|xoroshiro|words/i);
    }
    // The game is kept: snapshot 0 is the set-up, and reopening replays the log from it.
    await call(app, 'openGame', { gameId: switched.game.gameId });
    expect((await call<UmpireView>(app, 'getView')).men).toEqual(umpire.men);
    expect(JSON.stringify(await call(app, 'currentGame'))).not.toMatch(/xoroshiro|rngState/);
  });

  it('a set-up the rules refuse sets nothing up and leaves the game as it was', async () => {
    const refuse: CreateGame = () => err([{ code: 'setup/no-room', caseRef: 'Case 38.43', message: 'Zone 3 cannot hold 4 men' }]);
    const app = await start(join(tempDir(), 'club.sqlite'), { createGame: refuse });
    const token = app.tokens.sideToken('commando');
    await expect(call(app, 'newGame', { scenarioId: 'raid-on-entebbe' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/Zone 3 cannot hold 4 men \(Case 38\.43, setup\/no-room\)/) } });
    expect((await call<unknown[]>(app, 'listGames')).length).toBe(1);
    expect(app.tokens.sideToken('commando')).toBe(token);
  });

  it('switches games: new sides and tokens in the session, old side tokens refused while their game is not open, the game kept in the list; and back to its own links', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const base = `http://127.0.0.1:${app.port}`;
    const post = (path: string, token: string) => fetch(`${base}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    const oldToken = app.tokens.sideToken('commando');
    const training = await call<{ gameId: string }>(app, 'currentGame');
    expect((await post('/api/player/getView', oldToken)).status).toBe(200);

    const switched = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-son-tay', diceMode: 'physical' });
    expect(switched.game).toMatchObject({ scenarioId: 'raid-on-son-tay', scenarioName: 'The Raid on Son Tay', status: 'active', diceMode: 'physical' });
    expect(switched.session.players.map((p) => p.side)).toEqual(['green-berets', 'nva']);
    expect((await post('/api/player/getView', oldToken)).status).toBe(401);
    const nva = switched.session.players.find((p) => p.side === 'nva')!;
    const view = (await (await post('/api/player/getView', nva.token)).json()) as PlayerView;
    expect(view.side.id).toBe('nva');
    expect(view.ownMen.every((m) => m.side === 'nva')).toBe(true);
    expect(view.enemies).toEqual([]);
    expect(((await call<SessionInfo>(app, 'getSession')).players).map((p) => p.token)).toEqual(switched.session.players.map((p) => p.token));

    const games = await call<{ id: string; scenarioId: string; current: boolean; status: string }[]>(app, 'listGames');
    expect(games.map((g) => [g.scenarioId, g.current]).sort()).toEqual([
      ['raid-on-son-tay', true],
      ['training-ground', false],
    ]);
    expect(await call<{ scenarioId: string }[]>(app, 'listGames', { status: 'finished' })).toEqual([]);

    // Back to the training ground: its sides again, with its own stored links (issue 15: links that last); Son Tay's link stops working.
    const back = await call<GameSwitchInfo>(app, 'openGame', { gameId: training.gameId });
    expect(back.game.sides.map((s) => s.id)).toEqual(['commando', 'defender']);
    expect(app.tokens.sideToken('commando')).toBe(oldToken);
    expect((await post('/api/player/getView', oldToken)).status).toBe(200);
    expect((await post('/api/player/getView', nva.token)).status).toBe(401);
    expect((await post('/api/player/getView', app.tokens.sideToken('commando'))).status).toBe(200);
    await expect(call(app, 'openGame', { gameId: 'nope' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/game nope is not in this campaign/) } });
  });

  it('commands go to the game now open, and reopening a game replays it from its own log', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const first = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' })).game.gameId;
    const defender = Object.values(app.host.current.men).find((m) => m.side === 'ugandans')!;
    expect(await call(app, 'command', { command: { type: 'umpire/place-man', manId: defender.id, square: { col: 20, row: 41 } } })).toMatchObject({ ok: true, seqs: [2] });
    await call(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    expect(app.host.current.men[defender.id]!.square).toBeUndefined();
    await call(app, 'openGame', { gameId: first });
    expect(app.host.current.men[defender.id]!.square).toEqual({ col: 20, row: 41 });
    expect((await call<{ events: { seq: number; type: string }[] }>(app, 'audit')).events.map((e) => [e.seq, e.type])).toEqual([
      [1, 'endurance-assigned'],
      [2, 'man-placed'],
    ]);
  });

  it('ends the old game’s player event streams before the switch, so the new game’s pushes reach only its own sides', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const umpireViews: UmpireView[] = [];
    app.host.subscribeUmpire({ kind: 'umpire' }, (v) => umpireViews.push(v));
    const oldToken = app.tokens.sideToken('commando');
    const res = await fetch(`http://127.0.0.1:${app.port}/api/player/events?token=${oldToken}`);
    const reader = res.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^data: /);

    await call(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    // The stream ends (cleanly) before the host changes; the old side's token no longer opens one.
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      expect(new TextDecoder().decode(next.value)).not.toMatch(/Raid on Entebbe|israelis|ugandans/);
    }
    expect((await fetch(`http://127.0.0.1:${app.port}/api/player/events?token=${oldToken}`)).status).toBe(401);
    expect(umpireViews.at(-1)!.scenarioName).toBe('Raid on Entebbe');
    // The host pushes to nobody of the old game: a command still commits and answers.
    const man = Object.values(app.host.current.men).find((m) => m.side === 'ugandans')!;
    expect(await call(app, 'command', { command: { type: 'umpire/place-man', manId: man.id, square: { col: 5, row: 5 } } })).toMatchObject({ ok: true });
  });

  it('restoring a backup reopens the game that was open', async () => {
    const app = await start(join(tempDir(), 'club.sqlite'));
    const { game } = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    const tokens = app.session().players.map((p) => p.token);
    const backup = await call<{ path: string }>(app, 'backupCampaign');
    await call(app, 'restoreCampaign', { backupPath: backup.path });
    expect((await call<{ gameId: string }>(app, 'currentGame')).gameId).toBe(game.gameId);
    expect(app.session().players.map((p) => p.token)).toEqual(tokens);
  });
});
