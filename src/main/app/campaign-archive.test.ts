import { describe, expect, it } from 'vitest';
import type { ArchiveEntryInfo, FileDownload, FinishReport, GamePlayersInfo, GameSwitchInfo, PlayerInfo, ReplayFrame, ScenarioStatisticsInfo } from '@shared/contract/api';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { callUmpire, type UmpireShell } from '../host/api-service';
import type { SightlineApp } from './sightline-app';
import { call, startDemoApp } from './test-support/demo-app';

const place = (manId: string, col: number, row: number) => ({ command: { type: 'umpire/place-man', manId, square: { col, row } } });
const post = (app: SightlineApp, method: string, token: string, body: unknown = {}) =>
  fetch(`http://127.0.0.1:${app.port}/api/umpire/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });

/** Two players registered, one of them renamed. */
async function club(app: SightlineApp): Promise<{ ann: PlayerInfo; bob: PlayerInfo }> {
  const ann = await call<PlayerInfo>(app, 'addPlayer', { name: '  Ann  ' });
  const bob = await call<PlayerInfo>(app, 'addPlayer', { name: 'Bobby' });
  return { ann, bob: await call<PlayerInfo>(app, 'renamePlayer', { playerId: bob.id, name: 'Bob' }) };
}

describe('players of the campaign through the umpire API', () => {
  it('adds, renames and lists players; a name taken in another case is refused', async () => {
    const app = await startDemoApp({ snapshotEvery: 4 });
    const { ann, bob } = await club(app);
    expect(ann).toMatchObject({ name: 'Ann', gamesPlayed: 0 });
    expect(bob.name).toBe('Bob');
    expect((await call<PlayerInfo[]>(app, 'listPlayers')).map((p) => p.name)).toEqual(['Ann', 'Bob']);
    await expect(call(app, 'addPlayer', { name: 'ANN' })).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringMatching(/already has a player called "Ann"/) } });
    await expect(call(app, 'renamePlayer', { playerId: bob.id, name: 'ann' })).rejects.toMatchObject({ body: { error: 'bad-request' } });
    await expect(call(app, 'addPlayer', { name: '   ' })).rejects.toMatchObject({ body: { error: 'bad-request' } });
    await expect(call(app, 'renamePlayer', { playerId: 'nobody', name: 'Zed' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/not one of this campaign's players/) } });
  });

  it('assigns players to the sides of the open game, refusing a side the game does not have', async () => {
    const app = await startDemoApp({ snapshotEvery: 4 });
    const { ann, bob } = await club(app);
    const info = await call<GamePlayersInfo>(app, 'setGamePlayers', { sides: { commando: [ann.id, ann.id], defender: [bob.id] } });
    expect(info.sides.map((s) => [s.id, s.name, s.players.map((p) => p.playerName)])).toEqual([
      ['commando', 'Commandos', ['Ann']],
      ['defender', 'Guards', ['Bob']],
    ]);
    expect(await call(app, 'gamePlayers')).toEqual(info);
    await expect(call(app, 'setGamePlayers', { sides: { martians: [ann.id] } })).rejects.toMatchObject({ body: { message: expect.stringMatching(/No side "martians"/) } });
    await expect(call(app, 'setGamePlayers', { sides: { commando: ['nobody'] } })).rejects.toMatchObject({ body: { error: 'bad-request' } });
    // A refused assignment leaves the stored one as it was.
    expect(await call(app, 'gamePlayers')).toEqual(info);
    expect((await call<PlayerInfo[]>(app, 'listPlayers')).map((p) => p.gamesPlayed)).toEqual([1, 1]);
  });

  it('a player token reaches none of the player and archive methods', async () => {
    const app = await startDemoApp({ snapshotEvery: 4 });
    const side = app.tokens.sideToken('commando');
    for (const method of ['listPlayers', 'addPlayer', 'renamePlayer', 'gamePlayers', 'setGamePlayers', 'exportGame', 'report', 'replayAt', 'finishGame']) {
      expect((await post(app, method, side, { name: 'Mallory' })).status, method).toBe(401);
    }
    expect(await call(app, 'listPlayers')).toEqual([]);
    expect((await post(app, 'listPlayers', app.tokens.umpire)).status).toBe(200);
  });
});

describe('without a campaign database', () => {
  it('the player methods and games by id say they need one; the open game still finishes', async () => {
    const app = await startDemoApp({ snapshotEvery: 4 });
    const bare: UmpireShell = { session: () => app.session(), setLan: (on) => app.setLan(on), openPlayerWindow: (side) => app.openPlayerWindow(side) };
    for (const [method, params] of [
      ['listPlayers', {}],
      ['addPlayer', { name: 'Ann' }],
      ['gamePlayers', {}],
      ['setGamePlayers', { sides: {} }],
      ['replayAt', { gameId: 'g', seq: 0, viewer: { kind: 'umpire' } }],
      ['finishGame', { gameId: 'g', result: { sides: {} } }],
    ] as const) {
      await expect(callUmpire(app.host, bare, method, params), method).rejects.toMatchObject({ body: { error: 'bad-request', message: expect.stringMatching(/needs a campaign database/) } });
    }
    const report = (await callUmpire(app.host, bare, 'finishGame', { result: { sides: { commando: { outcome: 'draw' }, defender: { outcome: 'draw' } } } })) as FinishReport;
    expect(report.finished).toBe(true);
  });
});

describe('any game of the campaign by id', () => {
  it('finishes with its players; the archive names sides and players; export, report and replay of a game not open equal those made while it was open', async () => {
    const app = await startDemoApp({ snapshotEvery: 4 });
    const { ann, bob } = await club(app);
    const gameId = (await call<{ gameId: string }>(app, 'currentGame')).gameId;
    await call(app, 'command', { command: { type: 'umpire/record-observation', observerId: 'c1', targetId: 'd3' } });
    for (let i = 0; i < 5; i++) await call(app, 'command', place('d1', 30 + i, 60));
    await call(app, 'undo');
    const finished = await call<FinishReport>(app, 'finishGame', {
      result: { sides: { commando: { outcome: 'win', level: 'decisive' }, defender: { outcome: 'loss' } }, rulings: ['Case 8.84 applied'] },
      players: { commando: [ann.id], defender: [bob.id] },
    });
    expect(finished.players).toEqual([
      { side: 'commando', playerId: ann.id, playerName: 'Ann' },
      { side: 'defender', playerId: bob.id, playerName: 'Bob' },
    ]);

    const [entry] = await call<ArchiveEntryInfo[]>(app, 'archive', { filter: { playerId: bob.id } });
    expect(entry).toMatchObject({ gameId, sides: [{ id: 'commando', name: 'Commandos' }, { id: 'defender', name: 'Guards' }] });
    expect(entry!.players.map((p) => p.playerName)).toEqual(['Ann', 'Bob']);
    const stats = await call<ScenarioStatisticsInfo[]>(app, 'statistics', { filter: { playerId: ann.id } });
    expect(stats[0]).toMatchObject({ games: 1, sides: [{ side: 'commando', wins: 1 }, { side: 'defender', losses: 1 }] });

    const whileOpen = {
      game: await call<FileDownload>(app, 'exportGame'),
      side: await call<FileDownload>(app, 'exportGame', { side: 'defender' }),
      report: await call<FileDownload>(app, 'report'),
      sideReport: await call<FileDownload>(app, 'report', { side: 'commando' }),
      frame: await call<ReplayFrame>(app, 'replayAt', { seq: 3, viewer: { kind: 'side', side: 'commando' } }),
    };
    const byId = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: 3, viewer: { kind: 'side', side: 'commando' } });
    expect(byId).toEqual({ ...whileOpen.frame, last: 7 });

    const other = await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' });
    expect(other.game.gameId).not.toBe(gameId);
    expect(await call(app, 'exportGame', { gameId })).toEqual(whileOpen.game);
    expect(await call(app, 'exportGame', { gameId, side: 'defender' })).toEqual(whileOpen.side);
    expect(await call(app, 'report', { gameId })).toEqual(whileOpen.report);
    expect(await call(app, 'report', { gameId, side: 'commando' })).toEqual(whileOpen.sideReport);
    expect(await call(app, 'replayAt', { gameId, seq: 3, viewer: { kind: 'side', side: 'commando' } })).toEqual(byId);
    // The undone event (seq 6) and its rewind record (seq 7) replay too; the fog lifted shows every man.
    const undone = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: 6, viewer: { kind: 'umpire' } });
    expect(undone).toMatchObject({ seq: 6, kind: 'game', revertedBy: 7, last: 7 });
    const asCommando = await call<ReplayFrame>(app, 'replayAt', { gameId, seq: 6, viewer: { kind: 'side', side: 'commando' } });
    expect((asCommando.view as PlayerView).ownMen.every((m) => m.side === 'commando')).toBe(true);
    await expect(call(app, 'replayAt', { gameId, seq: 8, viewer: { kind: 'umpire' } })).rejects.toMatchObject({ body: { message: expect.stringMatching(/runs from 0 to 7/) } });
    await expect(call(app, 'exportGame', { gameId: 'nope' })).rejects.toMatchObject({ body: { message: expect.stringMatching(/not one of this campaign's games/) } });
    // The open game is untouched by all this.
    expect(app.host.current.gameId).toBe(other.game.gameId);
  });

  it('finishes a game that is not open, recording its players, and leaves the open game playing', async () => {
    const app = await startDemoApp({ snapshotEvery: 4 });
    const { ann, bob } = await club(app);
    const first = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' })).game.gameId;
    const second = (await call<GameSwitchInfo>(app, 'newGame', { scenarioId: 'raid-on-entebbe' })).game.gameId;
    const result = { sides: { israelis: { outcome: 'win' }, ugandans: { outcome: 'loss' } } };
    // A refused result assigns nobody.
    await expect(call(app, 'finishGame', { gameId: first, result: { sides: { israelis: { outcome: 'win' } } }, players: { israelis: [ann.id] } })).rejects.toMatchObject({ body: { error: 'bad-request' } });
    expect((await call<GamePlayersInfo>(app, 'gamePlayers', { gameId: first })).sides.flatMap((s) => s.players)).toEqual([]);
    await call(app, 'finishGame', { gameId: first, result, players: { israelis: [ann.id], ugandans: [bob.id] } });
    const archive = await call<ArchiveEntryInfo[]>(app, 'archive', { filter: { playerId: ann.id } });
    expect(archive.map((e) => [e.gameId, e.sides.map((s) => s.name)])).toEqual([[first, ['Israeli Commandos', 'Ugandan Sentries']]]);
    expect(app.host.current.gameId).toBe(second);
    expect(app.host.status).not.toBe('finished');
    await expect(call(app, 'finishGame', { gameId: first, result })).rejects.toMatchObject({ body: { message: expect.stringMatching(/finished/) } });
  });
});
