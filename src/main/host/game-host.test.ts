import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '@shared/kernel/dice/scripted-dice';
import { replay } from '@shared/rulesets/commando/engine/dispatch';
import { trainingGroundState } from '../app/demo-game';
import { createRepositories } from '../db/repositories/index';
import { tempDir } from '../db/test-helpers';
import { commandoRuleset } from '@shared/rulesets/commando';
import { ForbiddenError, GameHost, HostError } from './game-host';
import { MemoryGameLog } from './game-log';
import { dbFile, loseSight, observe, openHost, place, rollingRuleset, UMPIRE, withDecide } from './test-support/commando-host';

const PLAYER = { kind: 'player', side: 'commando' } as const;

describe('GameHost persistence (campaign database)', () => {
  it("appends each command's events, its audit row and the dice state in one transaction, and folds them", async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()));
    const repos = createRepositories(db);
    const rngBefore = repos.games.rngState(gameId);
    const out = host.command(UMPIRE, place('c1', 18, 6));
    expect(out).toMatchObject({ ok: true, events: 1, seqs: [1] });
    expect(repos.events.listLive(gameId).map((e) => [e.seq, e.type])).toEqual([[1, 'man-placed']]);
    expect(repos.audit.list(gameId).map((a) => [a.kind, a.seq, a.detail.seqs])).toEqual([['command', 1, [1]]]);
    expect(host.current.men.c1!.square).toEqual({ col: 18, row: 6 });
    // The rng state is (re)written with the commit; it is the host's alone.
    expect(repos.games.rngState(gameId)).toBe(rngBefore);
  });

  it('a rejected command changes nothing and a write failure folds nothing', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()));
    const r = host.command(UMPIRE, place('c1', 99, 1));
    expect(r).toMatchObject({ ok: false, error: { caseRef: 'Case 3.7' } });
    expect(createRepositories(db).events.listAll(gameId)).toEqual([]);
    db.exec(`CREATE TRIGGER no_more BEFORE INSERT ON events BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const before = host.current;
    expect(() => host.command(UMPIRE, place('c1', 18, 7))).toThrow(/disk full/);
    expect(host.current).toBe(before);
    expect(createRepositories(db).audit.list(gameId)).toEqual([]);
  });

  it('saves a snapshot every N live events in the same transaction as the event that reaches it, and reopening folds from the latest', async () => {
    const file = dbFile(tempDir());
    const first = await openHost(file, { snapshotEvery: 3 });
    for (let i = 0; i < 8; i++) first.host.command(UMPIRE, place('c1', 18, 6 + i));
    const snaps = first.db.prepare(`SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq`).all(first.gameId) as { seq: number }[];
    expect(snaps.map((s) => s.seq)).toEqual([0, 3, 6]);
    const expected = first.host.current;
    first.persistence.close();

    let folds = 0;
    const counting = withDecide(commandoRuleset.decide, (s, e) => (folds++, commandoRuleset.evolve(s, e)));
    const second = await openHost(file, { snapshotEvery: 3, ruleset: counting });
    expect(folds).toBe(2); // events 7 and 8, after the snapshot at 6
    expect(second.host.current).toEqual(expected);
    expect(second.host.current).toEqual(replay(second.host.initialState, second.host.liveEvents()));
  });

  it('ignores a snapshot that does not match the log (a cache, never trusted blindly)', async () => {
    const file = dbFile(tempDir());
    const first = await openHost(file, { snapshotEvery: 2 });
    for (let i = 0; i < 4; i++) first.host.command(UMPIRE, place('c2', 20, 6 + i));
    const expected = first.host.current;
    first.db.prepare(`UPDATE snapshots SET state = json_set(state, '$.version', 999) WHERE seq = 4`).run();
    first.persistence.close();
    const second = await openHost(file, { snapshotEvery: 2 });
    expect(second.host.current).toEqual(expected);
  });
});

describe('GameHost: who may do what', () => {
  it('a player may read only his own side; every umpire tool refuses him', () => {
    const host = new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), new MemoryGameLog());
    expect(host.playerView(PLAYER, 'commando').side.id).toBe('commando');
    expect(() => host.playerView(PLAYER, 'defender')).toThrow(ForbiddenError);
    const refused: (() => unknown)[] = [
      () => host.command(PLAYER, place('c1', 1, 1)),
      () => host.umpireView(PLAYER),
      () => host.undo(PLAYER),
      () => host.redo(PLAYER),
      () => host.rewindTo(PLAYER, 0),
      () => host.audit(PLAYER),
      () => host.replayAt(PLAYER, 0, { kind: 'side', side: 'commando' }),
      () => host.setDiceMode(PLAYER, 'physical'),
      () => host.provideDice(PLAYER, [1]),
      () => host.pendingDice(PLAYER),
      () => host.cancelDice(PLAYER),
      () => host.finishGame(PLAYER, { sides: { commando: { outcome: 'win' }, defender: { outcome: 'loss' } } }),
      () => host.subscribeUmpire(PLAYER, () => undefined),
    ];
    for (const f of refused) expect(f).toThrow(ForbiddenError);
  });
});

describe('GameHost: dice modes', () => {
  it('physical dice: the host asks for exactly the die decide needs, commits nothing until all are in, and records them as physical', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    const repos = createRepositories(db);
    expect(host.setDiceMode(UMPIRE, 'physical')).toEqual({ diceMode: 'physical', changed: true });
    const asked = host.command(UMPIRE, place('c1', 18, 6));
    expect(asked).toMatchObject({ ok: false, error: { code: 'dice/needed', caseRef: 'Case 10.62', message: 'Case 10.62 magazine check: roll 1D10' }, dice: { die: 'd10', index: 0 } });
    expect(host.pendingDice(UMPIRE)?.needed.prompt).toBe('Case 10.62 magazine check: roll 1D10');
    expect(repos.events.listAll(gameId)).toEqual([]);

    const second = host.provideDice(UMPIRE, [0]); // a printed 0 counts 10 (Case 4.0)
    expect(second).toMatchObject({ ok: false, dice: { die: 'd6', purpose: 'Case 4.0 test roll', prompt: 'Case 4.0 test roll: roll 1D6', index: 1 } });
    expect(repos.events.listAll(gameId)).toEqual([]);
    expect(() => host.provideDice(UMPIRE, [7])).toThrow(/d6 shows 1–6/);
    expect(() => host.provideDice(UMPIRE, [4, 2])).toThrow(/Only 1 of the 2 dice/);
    expect(repos.events.listAll(gameId)).toEqual([]);

    expect(host.provideDice(UMPIRE, [4])).toMatchObject({ ok: true, events: 1 });
    expect(host.pendingDice(UMPIRE)).toBeNull();
    const [stored] = repos.events.listAll(gameId);
    expect(stored!.dice).toEqual([
      { purpose: 'Case 10.62 magazine check', mode: 'physical', faces: [{ die: 'd10', face: 10 }] },
      { purpose: 'Case 4.0 test roll', mode: 'physical', faces: [{ die: 'd6', face: 4 }] },
    ]);
    const audit = repos.audit.list(gameId);
    expect(audit.map((a) => a.kind)).toEqual(['dice-mode', 'command']);
    expect(audit[0]!.detail).toEqual({ from: 'seeded', to: 'physical' });
    expect(audit[1]!.detail).toMatchObject({ diceMode: 'physical', faces: [{ die: 'd10', face: 10 }, { die: 'd6', face: 4 }] });

    // Switching back mid-game is recorded too; seeded dice roll in the host.
    host.setDiceMode(UMPIRE, 'seeded');
    expect(host.command(UMPIRE, place('c1', 18, 7))).toMatchObject({ ok: true });
    expect(repos.events.listAll(gameId)[1]!.dice!.every((d) => d.mode === 'seeded')).toBe(true);
    expect(repos.audit.list(gameId).map((a) => a.kind)).toEqual(['dice-mode', 'command', 'dice-mode', 'command']);
    expect(repos.games.get(gameId)!.diceMode).toBe('seeded');
  });

  it('a pending physical command can be cancelled, and a rule error after the dice commits nothing', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    host.setDiceMode(UMPIRE, 'physical');
    host.command(UMPIRE, place('c1', 18, 6));
    expect(host.cancelDice(UMPIRE)).toEqual({ cancelled: true });
    expect(() => host.provideDice(UMPIRE, [3])).toThrow(HostError);
    host.command(UMPIRE, place('c1', 99, 99));
    const r = host.provideDice(UMPIRE, [3, 3]);
    expect(r).toMatchObject({ ok: false, error: { caseRef: 'Case 3.7' } });
    expect(createRepositories(db).events.listAll(gameId)).toEqual([]);
  });

  it('the seed and RNG state never reach a view, the audit, an export or a report', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    for (let i = 0; i < 5; i++) host.command(UMPIRE, place('c1', 18, 6 + i));
    host.command(UMPIRE, observe('c1', 'd3'));
    const rng = JSON.parse(createRepositories(db).games.rngState(gameId)!) as { algorithm: string; words: number[] };
    const { exportGameFile, gameFileText, sideFile } = await import('../archive/game-file');
    const { umpireReport } = await import('../archive/report');
    const file = exportGameFile(db, gameId);
    const texts = [
      JSON.stringify(host.umpireView(UMPIRE)),
      JSON.stringify(host.playerView(UMPIRE, 'commando')),
      JSON.stringify(host.audit(UMPIRE)),
      JSON.stringify(host.replayAt(UMPIRE, 3, { kind: 'umpire' })),
      gameFileText(file),
      gameFileText(sideFile(file, 'commando')),
      umpireReport(file),
    ];
    for (const t of texts) {
      expect(t).not.toContain(rng.algorithm);
      for (const w of rng.words) expect(t).not.toContain(String(w));
    }
  });
});

describe('GameHost: undo, redo, rewind', () => {
  it('undo reverts the last command as a branch; redo re-appends the same events with new seqs; the audit shows both', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()));
    const repos = createRepositories(db);
    host.command(UMPIRE, place('c1', 18, 6)); // 1
    host.command(UMPIRE, observe('c1', 'd3')); // 2
    host.command(UMPIRE, place('d3', 21, 30)); // 3
    const after3 = host.current;

    const undone = host.undo(UMPIRE);
    expect(undone).toMatchObject({ rewindSeq: 4, reverted: [3] });
    // d3 moved while c1 watched him: the commandos saw that event.
    expect(undone.seenBy).toEqual({ commando: [3], defender: [3] });
    expect(host.current.men.d3!.square).toEqual({ col: 20, row: 32 });
    expect(repos.events.listAll(gameId).map((e) => [e.seq, e.kind, e.revertedBy])).toEqual([
      [1, 'game', null],
      [2, 'game', null],
      [3, 'game', 4],
      [4, 'rewind', null],
    ]);

    const redone = host.redo(UMPIRE);
    expect(redone).toMatchObject({ ok: true, events: 1, seqs: [5] });
    expect(host.current.men).toEqual(after3.men);
    expect(host.current.knowledge).toEqual(after3.knowledge);
    const all = repos.events.listAll(gameId);
    expect(all[4]).toMatchObject({ seq: 5, kind: 'game', revertedBy: null, type: 'man-placed' });
    expect(all[4]!.payload).toEqual(all[2]!.payload);
    const kinds = repos.audit.list(gameId).map((a) => [a.kind, a.seq]);
    expect(kinds).toEqual([
      ['command', 1],
      ['command', 2],
      ['command', 3],
      ['rewind', 4],
      ['rewind-seen', 4],
      ['redo', 5],
    ]);
    expect(repos.audit.list(gameId).at(-1)!.detail).toEqual({ rewindSeq: 4, from: [3], seqs: [5] });
    expect(() => host.redo(UMPIRE)).toThrow(/Nothing to redo/);
  });

  it('several undos redo in reverse order; a new command ends redo; the redo stack survives a reopen', async () => {
    const file = dbFile(tempDir());
    const a = await openHost(file);
    a.host.command(UMPIRE, place('c1', 18, 6));
    a.host.command(UMPIRE, place('c2', 20, 6));
    a.host.command(UMPIRE, place('c3', 22, 6));
    a.host.undo(UMPIRE);
    a.host.undo(UMPIRE);
    a.persistence.close();
    const b = await openHost(file);
    expect(b.host.audit(UMPIRE).canRedo).toBe(true);
    b.host.redo(UMPIRE);
    expect(b.host.current.men.c2!.square).toEqual({ col: 20, row: 6 });
    expect(b.host.current.men.c3!.square).toEqual({ col: 22, row: 5 });
    b.host.redo(UMPIRE);
    expect(b.host.current.men.c3!.square).toEqual({ col: 22, row: 6 });
    b.host.undo(UMPIRE);
    b.host.command(UMPIRE, place('c1', 18, 8));
    expect(() => b.host.redo(UMPIRE)).toThrow(/Nothing to redo/);
  });

  it('rewindTo goes back to any earlier command boundary and flags dice the players had seen', async () => {
    const { host } = await openHost(dbFile(tempDir()), { ruleset: rollingRuleset });
    host.command(UMPIRE, observe('c1', 'd3')); // 1 (no dice)
    host.command(UMPIRE, place('d3', 21, 31)); // 2: seen by commando (c1 observes d3) and defender
    host.command(UMPIRE, place('d1', 11, 54)); // 3: seen by defender only
    host.command(UMPIRE, loseSight('c1', 'd3')); // 4
    const r = host.rewindTo(UMPIRE, 1, 'wrong square');
    expect(r.reverted).toEqual([2, 3, 4]);
    expect(r.diceSeen.map((d) => [d.seq, d.sides])).toEqual([
      [2, ['commando', 'defender']],
      [3, ['defender']],
    ]);
    const audit = host.audit(UMPIRE);
    const seen = audit.entries.find((e) => e.kind === 'rewind-seen')!;
    expect(seen.detail).toMatchObject({ fromSeq: 2, diceSeenByPlayers: true });
    expect(audit.entries.find((e) => e.kind === 'rewind')!.detail).toMatchObject({ reason: 'wrong square', reverted: [2, 3, 4] });
    expect(audit.events.filter((e) => e.revertedBy === 5).map((e) => e.seq)).toEqual([2, 3, 4]);
    expect(() => host.rewindTo(UMPIRE, 3)).toThrow(/not a live event/);
    expect(() => host.rewindTo(UMPIRE, 1)).toThrow(/Nothing to rewind/);
    host.rewindTo(UMPIRE, 0);
    expect(host.current).toEqual(host.initialState);
  });

  it('refuses to split a command', () => {
    const ruleset = withDecide((s, c, d) => {
      const a = commandoRuleset.decide(s, c, d);
      if (!a.ok || c.type !== 'umpire/place-man') return a;
      return { ok: true, value: [...a.value, { ...a.value[0]!, square: { col: c.square.col, row: c.square.row + 1 } }] };
    });
    const host = new GameHost(ruleset, trainingGroundState(), new ScriptedDice([]), new MemoryGameLog());
    host.command(UMPIRE, place('c1', 18, 6)); // 1, 2
    host.command(UMPIRE, place('c1', 18, 10)); // 3, 4
    expect(() => host.rewindTo(UMPIRE, 3)).toThrow(/middle of one command \(events 3–4\); rewind to 2 or 4/);
    expect(host.undo(UMPIRE).reverted).toEqual([3, 4]);
  });
});

describe('GameHost: replay', () => {
  it('shows any event for the umpire and for each side as it saw it then, reverted events included', async () => {
    const { host } = await openHost(dbFile(tempDir()), { snapshotEvery: 2 });
    host.command(UMPIRE, observe('c1', 'd3')); // 1
    host.command(UMPIRE, place('d3', 21, 31)); // 2
    host.command(UMPIRE, loseSight('c1', 'd3')); // 3
    host.command(UMPIRE, place('d3', 25, 40)); // 4
    host.undo(UMPIRE); // 5 reverts 4
    host.command(UMPIRE, place('d3', 26, 41)); // 6

    const atSetup = host.replayAt(UMPIRE, 0, { kind: 'side', side: 'commando' });
    expect(atSetup.kind).toBe('setup');
    expect((atSetup.view as unknown as { enemies: unknown[] }).enemies).toEqual([]);
    const at2 = host.replayAt(UMPIRE, 2, { kind: 'side', side: 'commando' }).view as unknown as { enemies: { id: string; square: unknown; current: boolean }[] };
    expect(at2.enemies).toEqual([expect.objectContaining({ id: 'd3', square: { col: 21, row: 31 }, current: true })]);
    expect(JSON.stringify(at2)).not.toMatch(/"d1"|"d2"|Guard/);
    const at4 = host.replayAt(UMPIRE, 4, { kind: 'umpire' });
    expect(at4.revertedBy).toBe(5);
    expect((at4.view as unknown as { men: { id: string; square: unknown }[] }).men.find((m) => m.id === 'd3')!.square).toEqual({ col: 25, row: 40 });
    const at5 = host.replayAt(UMPIRE, 5, { kind: 'umpire' }).view as unknown as { men: { id: string; square: unknown }[] };
    expect(at5.men.find((m) => m.id === 'd3')!.square).toEqual({ col: 21, row: 31 });
    const at6side = host.replayAt(UMPIRE, 6, { kind: 'side', side: 'commando' }).view as unknown as { enemies: { square: unknown; current: boolean }[] };
    expect(at6side.enemies).toEqual([expect.objectContaining({ square: { col: 21, row: 31 }, current: false })]);
    expect(() => host.replayAt(UMPIRE, 7, { kind: 'umpire' })).toThrow(/runs from 0 to 6/);
  });
});

describe('GameHost: pushes', () => {
  it('pushes every viewer its own projection after each commit, undo and redo', async () => {
    const host = new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), new MemoryGameLog());
    const got: string[] = [];
    host.subscribeUmpire(UMPIRE, (v) => got.push(`umpire:${v.version}`));
    host.subscribePlayer(PLAYER, 'commando', (v) => got.push(`commando:${v.enemies.length}`));
    host.subscribePlayer({ kind: 'player', side: 'defender' }, 'defender', (v) => got.push(`defender:${v.enemies.length}`));
    expect(() => host.subscribePlayer(PLAYER, 'defender', () => undefined)).toThrow(ForbiddenError);
    host.command(UMPIRE, observe('c1', 'd3'));
    host.undo(UMPIRE);
    host.redo(UMPIRE);
    // The defenders' projection never changed after their first view: they are sent nothing more (issue 13); the umpire gets every change.
    expect(got).toEqual(['umpire:1', 'commando:1', 'defender:0', 'umpire:0', 'commando:0', 'umpire:1', 'commando:1']);
  });

  it('keeps working over a bare EventStore (the first host API)', () => {
    const appended: number[] = [];
    const host = new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([...d10(1), ...d6(1)]), { append: (e) => void appended.push(e.length) });
    host.command(UMPIRE, place('c1', 18, 6));
    host.undo(UMPIRE);
    expect(appended).toEqual([1]);
    expect(host.current.men.c1!.square).toEqual({ col: 18, row: 4 });
  });
});

describe('GameHost: finishing', () => {
  it('records the result with casualties per man and refuses further play', async () => {
    const { host, db, gameId } = await openHost(dbFile(tempDir()));
    host.command(UMPIRE, place('c1', 18, 6));
    expect(() => host.finishGame(UMPIRE, { sides: { commando: { outcome: 'win' } } })).toThrow(/outcome for side "defender"/);
    const r = host.finishGame(UMPIRE, {
      sides: { commando: { outcome: 'win', level: 'decisive' }, defender: { outcome: 'loss' } },
      rulings: ['Case 8.84: d3 lost in the smoke'],
      casualties: [{ manId: 'd2', condition: 'dead' }],
    });
    expect(r.sides.defender).toEqual({ outcome: 'loss', level: null, casualties: 1 });
    const repos = createRepositories(db);
    const entry = repos.results.get(gameId)!;
    expect(entry.outcome).toEqual({ commando: { outcome: 'win', level: 'decisive', casualties: 0 }, defender: { outcome: 'loss', level: null, casualties: 1 } });
    expect(entry.turnsPlayed).toBe(1);
    expect(repos.audit.list(gameId).at(-1)).toMatchObject({ kind: 'finish', detail: { casualties: [{ manId: 'd2', name: 'Guard Keller', side: 'defender', condition: 'dead', wounds: 0 }] } });
    expect(repos.games.get(gameId)!.status).toBe('finished');
    expect(() => host.command(UMPIRE, place('c1', 18, 7))).toThrow(/finished/);
    expect(() => host.undo(UMPIRE)).toThrow(/finished/);
  });
});
