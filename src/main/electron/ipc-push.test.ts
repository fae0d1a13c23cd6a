import { applyPatch, deepClone, type Operation } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { ipcChannel } from '@shared/contract/channels';
import { GameHost } from '../host/game-host';
import { MemoryGameLog } from '../host/game-log';
import { viewShape } from '../host/view-publisher-patches';
import { trainingGroundState } from '../app/demo-game';
import { observe, place, UMPIRE, type CommandoHost } from '../host/test-support/commando-host';
import { watchOverIpc, WindowWatch, type PushTarget } from './ipc-push';

// Issue 13: Electron's pushes, like the SSE streams, send a window its whole
// view once and then patches of its own projection without the map. Electron
// does not run here: a fake webContents records what would be sent.

type Doc = Record<string, unknown> & { version: number; map?: unknown };
type Msg = { type: 'view'; view: Doc } | { type: 'patch'; base: number; version: number; ops: Operation[] };

class FakeContents implements PushTarget {
  destroyed = false;
  readonly sent: { channel: string; msg: Msg; bytes: number }[] = [];
  isDestroyed(): boolean {
    return this.destroyed;
  }
  send(channel: string, msg: unknown): void {
    // Electron sends a structured clone: what arrives is a copy.
    this.sent.push({ channel, msg: structuredClone(msg) as Msg, bytes: JSON.stringify(msg).length });
  }
}

/** What the renderer holds after each message (ViewFollower's rule: a patch applies to the view without its map). */
function follow(sent: readonly { msg: Msg }[]): Doc {
  let held: Doc | null = null;
  for (const { msg } of sent) {
    if (msg.type === 'view') held = msg.view;
    else {
      const base: Doc = held!;
      expect(msg.base).toBe(base.version);
      const { map, ...rest } = base;
      held = { ...(applyPatch(deepClone(rest) as object, msg.ops, true, false).newDocument as Doc), map };
    }
  }
  return held!;
}

const json = (x: unknown): Doc => JSON.parse(JSON.stringify(x)) as Doc;
const newHost = (): CommandoHost => new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), { append: () => undefined });

describe('Electron IPC pushes: the whole view once, then patches per viewer (issue 13)', () => {
  it("a side's window: the whole view with its map, then patches without it that make its projection; nothing when its projection did not change", () => {
    const host = newHost();
    const win = new FakeContents();
    const caller = { kind: 'player', side: 'defender' } as const;
    const stop = watchOverIpc(win, ipcChannel.playerPush, viewShape(), host.playerView(caller, 'defender'), (l) => host.subscribePlayer(caller, 'defender', l));
    host.command(UMPIRE, observe('d1', 'c2'));
    host.command(UMPIRE, place('d1', 10, 10));
    // A commando placed out of the guards' sight changes nothing they know: nothing is sent.
    const before = win.sent.length;
    host.command(UMPIRE, place('c1', 1, 1));
    expect(win.sent.length).toBe(before);
    expect(win.sent.map((s) => s.msg.type)).toEqual(['view', 'patch', 'patch']);
    expect(win.sent.every((s) => s.channel === ipcChannel.playerPush)).toBe(true);
    expect(win.sent.filter((s) => JSON.stringify(s.msg).includes('"squares"'))).toHaveLength(1);
    expect(win.sent[1]!.bytes * 20).toBeLessThan(win.sent[0]!.bytes);
    expect(follow(win.sent)).toEqual(json(host.playerView(caller, 'defender')));
    stop();
    host.command(UMPIRE, place('d1', 11, 10));
    expect(win.sent.length).toBe(before);
  });

  it("the umpire's window: patches after each command, the whole view (the new map) when another game is loaded; a destroyed window is sent nothing", () => {
    const host = newHost();
    const win = new FakeContents();
    const watch = new WindowWatch();
    const start = () => watchOverIpc(win, ipcChannel.umpirePush, viewShape(), host.umpireView(UMPIRE), (l) => host.subscribeUmpire(UMPIRE, l));
    watch.replace(start);
    host.command(UMPIRE, place('d1', 10, 10));
    host.command(UMPIRE, observe('d1', 'c2'));
    host.load(trainingGroundState(), new ScriptedDice([]), new MemoryGameLog());
    host.command(UMPIRE, place('d1', 12, 12));
    expect(win.sent.map((s) => s.msg.type)).toEqual(['view', 'patch', 'patch', 'view', 'patch']);
    expect(follow(win.sent)).toEqual(json(host.umpireView(UMPIRE)));
    // Watching again (a window that lost step) drops the old subscription and starts with the whole view.
    watch.replace(start);
    host.command(UMPIRE, place('d1', 13, 12));
    expect(win.sent.slice(5).map((s) => s.msg.type)).toEqual(['view', 'patch']);
    expect(follow(win.sent)).toEqual(json(host.umpireView(UMPIRE)));
    win.destroyed = true;
    host.command(UMPIRE, place('d1', 14, 12));
    expect(win.sent).toHaveLength(7);
    watch.close();
  });
});
