import { describe, expect, it } from 'vitest';
import type { FileDownload, PlayerInfo } from '@shared/contract/api';
import { call, startDemoApp } from './test-support/demo-app';

const refusedWith = (message: RegExp) => ({ body: { error: 'bad-request', message: expect.stringMatching(message) } });

describe('player names through the umpire API (issue 14, failure 7)', () => {
  it('addPlayer refuses NUL, a lone surrogate and bidi overrides with a message naming the problem', async () => {
    const app = await startDemoApp();
    await expect(call(app, 'addPlayer', { name: 'Ann\u0000' })).rejects.toMatchObject(refusedWith(/control character \(U\+0000\)/));
    await expect(call(app, 'addPlayer', { name: 'Ann\uD800' })).rejects.toMatchObject(refusedWith(/lone surrogate/));
    await expect(call(app, 'addPlayer', { name: 'Ann\u202Eevil' })).rejects.toMatchObject(refusedWith(/bidirectional control character \(U\+202E\)/));
    expect(await call<PlayerInfo[]>(app, 'listPlayers')).toEqual([]);
  });

  it('"Ann", "Ann\\u200d" and "Ａｎｎ" are one player: the second and third are refused, on add and on rename', async () => {
    const app = await startDemoApp();
    const ann = await call<PlayerInfo>(app, 'addPlayer', { name: 'Ann' });
    await expect(call(app, 'addPlayer', { name: 'Ａｎｎ' })).rejects.toMatchObject(refusedWith(/already has a player called "Ann"/));
    await expect(call(app, 'addPlayer', { name: 'Ann\u200D' })).rejects.toMatchObject(refusedWith(/already has a player called "Ann"/));
    await expect(call(app, 'addPlayer', { name: 'Ann\u200B' })).rejects.toMatchObject(refusedWith(/invisible character/));
    const bob = await call<PlayerInfo>(app, 'addPlayer', { name: 'Bob' });
    await expect(call(app, 'renamePlayer', { playerId: bob.id, name: 'ＡＮＮ' })).rejects.toMatchObject(refusedWith(/already has a player called "Ann"/));
    // NFC: a decomposed é is stored composed.
    const zoe = await call<PlayerInfo>(app, 'renamePlayer', { playerId: bob.id, name: 'Zoe\u0301' });
    expect(zoe.name).toBe('Zoé');
    expect((await call<PlayerInfo[]>(app, 'listPlayers')).map((p) => p.id).sort()).toEqual([ann.id, bob.id].sort());
  });

  it('an imported game listing the same player twice in one side is refused naming the side, not a raw SQLite error', async () => {
    const app = await startDemoApp();
    const ann = await call<PlayerInfo>(app, 'addPlayer', { name: 'Ann' });
    await call(app, 'setGamePlayers', { sides: { commando: [ann.id] } });
    const exported = await call<FileDownload>(app, 'exportGame');
    const file = JSON.parse(exported.text) as { game: { id: string }; initial: { gameId: string }; sides: { side: string; players: { id: string; name: string }[] }[] };
    file.game.id = 'imported-game';
    const commando = file.sides.find((s) => s.side === 'commando')!;
    commando.players.push({ id: ann.id, name: 'Ann' });
    await expect(call(app, 'importGame', { json: JSON.stringify(file) })).rejects.toMatchObject(refusedWith(/side commando lists the same player twice/));
    commando.players[1] = { id: 'someone-else', name: 'ann' };
    await expect(call(app, 'importGame', { json: JSON.stringify(file) })).rejects.toMatchObject(refusedWith(/side commando lists the same player twice/));
  });
});
