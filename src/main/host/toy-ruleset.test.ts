import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { ApiFailure, callPlayer, callUmpire, type UmpireShell } from './api-service';
import { ForbiddenError, GameHost, UnknownEventError } from './game-host';
import { MemoryGameLog, type GameLog } from './game-log';
import { toyGame, toyRuleset, type ToyEvent, type ToySideView, type ToyState, type ToyUmpireView } from './test-support/toy-ruleset';

// A second ruleset through the same GameHost: nothing of Commando is needed to play it.
const UMPIRE = { kind: 'umpire' } as const;
const RED = { kind: 'player', side: 'red' } as const;
const tick = (by: string) => ({ type: 'toy/tick', by }) as const;

function toyHost(log: GameLog<ToyState, ToyEvent> = new MemoryGameLog<ToyState, ToyEvent>()) {
  return new GameHost(toyRuleset, toyGame(), new ScriptedDice([]), log);
}

const shell: UmpireShell = {
  session: () => ({ mode: 'browser', databasePath: ':memory:', lan: { enabled: false }, players: [] }),
  setLan: async () => shell.session(),
  openPlayerWindow: async () => ({ opened: false, url: '' }),
};

describe('GameHost plays a toy second ruleset', () => {
  it('runs a command, logs its event, and gives each viewer its own projection', () => {
    const host = toyHost();
    expect(host.command(UMPIRE, tick('red'))).toEqual({ ok: true, version: 1, events: 1, seqs: [1] });
    expect(host.liveEvents()).toEqual([{ type: 'toy/ticked', by: 'red', count: 1 }]);
    expect(host.umpireView(UMPIRE)).toMatchObject({ ruleset: 'toy', kind: 'umpire', counts: { red: 1, blue: 0 } });
    expect(host.playerView(RED, 'red')).toEqual({ ruleset: 'toy', version: 1, kind: 'side', side: 'red', count: 1, secret: 'red-secret-7431' });
    expect(JSON.stringify(host.playerView(UMPIRE, 'blue'))).not.toContain('red-secret');
    expect(host.sides()).toEqual([
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ]);
    // The ruleset's own refusal comes back as a refusal; a player may not command.
    expect(host.command(UMPIRE, tick('green'))).toMatchObject({ ok: false, error: { code: 'toy/no-side' } });
    expect(() => host.command(RED, tick('red'))).toThrow(ForbiddenError);
  });

  it("takes the state `run` gives and folds a command's events no second time", () => {
    const neverFold = (): ToyState => {
      throw new Error('folded again');
    };
    const host = new GameHost({ ...toyRuleset, evolve: neverFold }, toyGame(), new ScriptedDice([]), new MemoryGameLog<ToyState, ToyEvent>());
    expect(host.command(UMPIRE, tick('blue'))).toMatchObject({ ok: true });
    expect(host.current.counts.blue).toBe(1);
  });

  it('pushes each subscriber its own view; undo, redo, replay and the audit work as for Commando', () => {
    const host = toyHost();
    const umpire: ToyUmpireView[] = [];
    const red: ToySideView[] = [];
    const blue: ToySideView[] = [];
    host.subscribeUmpire(UMPIRE, (v) => umpire.push(v));
    host.subscribePlayer(RED, 'red', (v) => red.push(v));
    host.subscribePlayer(UMPIRE, 'blue', (v) => blue.push(v));
    host.command(UMPIRE, tick('red'));
    host.command(UMPIRE, tick('red'));
    const undone = host.undo(UMPIRE);
    // Only red's window had shown the undone tick: blue's changed by its event counter alone.
    expect(undone).toMatchObject({ reverted: [2], seenBy: { red: [2] }, version: 1 });
    expect(host.redo(UMPIRE)).toMatchObject({ ok: true, version: 2 });
    expect(umpire.map((v) => v.counts.red)).toEqual([1, 2, 1, 2]);
    expect(red.map((v) => v.count)).toEqual([1, 2, 1, 2]);
    // Blue's projection never changed after its first view: nothing more is pushed to it (issue 13).
    expect(blue.map((v) => v.count)).toEqual([0]);
    expect(JSON.stringify(blue)).not.toContain('red-secret');
    expect(host.replayAt(UMPIRE, 1, { kind: 'side', side: 'red' }).view).toMatchObject({ kind: 'side', count: 1 });
    expect(host.audit(UMPIRE).events.map((e) => [e.seq, e.type, e.revertedBy])).toEqual([
      [1, 'toy/ticked', null],
      [2, 'toy/ticked', 3],
      [3, 'rewind', null],
      [4, 'toy/ticked', null],
    ]);
  });

  it('finishes with the outcome per side (a ruleset without a tally counts no men) and refuses a side window action it does not have', async () => {
    const host = toyHost();
    host.command(UMPIRE, tick('blue'));
    expect(host.finishGame(UMPIRE, { sides: { red: { outcome: 'loss' }, blue: { outcome: 'win' } }, turnsPlayed: 1 })).toMatchObject({
      finished: true,
      sides: { red: { outcome: 'loss', casualties: 0 }, blue: { outcome: 'win', casualties: 0 } },
      turnsPlayed: 1,
      casualties: [],
    });
    expect(host.playerActionNames()).toEqual([]);
    await expect(callPlayer(host, 'red', 'deploy', { manId: 'x', square: { col: 1, row: 1 } })).rejects.toMatchObject({ body: { error: 'unknown-method' } });
  });

  it("parses the umpire's command with the toy's schema at the API: a Commando command is a bad request", async () => {
    const host = toyHost();
    expect(await callUmpire(host, shell, 'command', { command: tick('red') })).toMatchObject({ ok: true, version: 1 });
    const refused = await callUmpire(host, shell, 'command', { command: { type: 'umpire/place-man', manId: 'c1', square: { col: 1, row: 1 } } }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiFailure);
    expect((refused as ApiFailure).body.error).toBe('bad-request');
    expect(await callPlayer(host, 'blue', 'getView', {})).toMatchObject({ kind: 'side', side: 'blue', count: 0, secret: 'blue-secret-9902' });
  });

  it('refuses, when reading a log, an event the ruleset does not know', () => {
    const log = new MemoryGameLog<ToyState, ToyEvent>();
    log.commit([{ events: [{ type: 'toy/ticked', by: 'red', count: 1 }, { type: 'toy/exploded' } as unknown as ToyEvent], audit: { kind: 'command', detail: {} } }]);
    expect(() => toyHost(log)).toThrow(UnknownEventError);
  });
});
