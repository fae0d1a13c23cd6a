import { compare } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { ipcPlayerClient, ipcUmpireClient, type PlayerBridge, type UmpireBridge } from './ipc-client';
import type { PatchMessage } from './view-follower';

// Issue 13: an Electron window follows its pushes as a browser follows its stream: the whole view once, then
// patches; a gap asks the main process to watch again (the whole view comes first) and drops what comes before it.

type V = { readonly version: number; readonly map?: { readonly squares: readonly number[] }; readonly men: readonly string[] };
const map = { squares: [1, 2, 3] };
const v = (version: number, men: string[]): V => ({ version, map, men });
const v1 = v(1, ['a1']);
const v2 = v(2, ['a1', 'a2']);
const v3 = v(3, ['a2']);
const strip = ({ map: _m, ...rest }: V) => rest;
const patch = (from: V, to: V): PatchMessage => ({ type: 'patch', base: from.version, version: to.version, ops: compare(strip(from), strip(to)) });

function fakeBridge<B extends UmpireBridge | PlayerBridge>(role: B['role']) {
  const listeners = new Set<(msg: unknown) => void>();
  const watches: (string | undefined)[] = [];
  const bridge = {
    role,
    side: 'a',
    invoke: () => Promise.resolve(undefined),
    watch: (manId?: string) => {
      watches.push(manId);
      return Promise.resolve();
    },
    onPush: (l: (msg: unknown) => void) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  } as unknown as B;
  return { bridge, watches, listeners, send: (msg: unknown) => [...listeners].forEach((l) => l(msg)) };
}

describe('Electron windows follow their patched pushes (issue 13)', () => {
  it("the umpire's window: watches, applies patches (the map kept), ignores session news, and on a gap watches again once", () => {
    const { bridge, watches, listeners, send } = fakeBridge<UmpireBridge>('umpire');
    const got: V[] = [];
    const stop = ipcUmpireClient(bridge).onView((view) => got.push(view as unknown as V));
    expect(watches).toHaveLength(1);
    send(patch(v1, v2)); // before the whole view: dropped, no second watch
    expect(watches).toHaveLength(1);
    send({ type: 'view', view: v1 });
    send({ type: 'session', session: {} });
    send(patch(v1, v2));
    send(patch(v1, v2)); // a gap
    send(patch(v2, v3)); // stale, before the whole view asked for
    expect(watches).toHaveLength(2);
    send({ type: 'view', view: v2 });
    send(patch(v2, v3));
    expect(got).toEqual([v1, v2, v2, v3]);
    expect(got[3]!.map).toBe(map);
    stop();
    expect(listeners.size).toBe(0);
  });

  it("a side's window: watches its man, follows its patches, and re-watches the same man on a gap", () => {
    const { bridge, watches, send } = fakeBridge<PlayerBridge>('player');
    const got: V[] = [];
    ipcPlayerClient(bridge).onView((view: PlayerView) => got.push(view as unknown as V), 'a1');
    send({ type: 'view', view: v1 });
    send(patch(v2, v3));
    send({ type: 'view', view: v2 });
    send(patch(v2, v3));
    expect(watches).toEqual(['a1', 'a1']);
    expect(got).toEqual([v1, v2, v3]);
  });
});
