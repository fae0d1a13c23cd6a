import { compare } from 'fast-json-patch';
import { describe, expect, it } from 'vitest';
import { followSide } from './http-client';
import { followStream, ScreenFollower, ViewFollower, type PatchMessage, type ScreenStreamMessage, type SideStreamMessage } from './view-follower';

type V = { readonly version: number; readonly map?: { readonly squares: readonly number[] }; readonly men: readonly string[] };
const map = { squares: [1, 2, 3] };
const v1: V = { version: 1, map, men: ['a1'] };
const v2: V = { version: 2, map, men: ['a1', 'a2'] };
const v3: V = { version: 3, map, men: ['a2'] };
const strip = ({ map: _m, ...rest }: V) => rest;
const patch = (from: V, to: V): PatchMessage => ({ type: 'patch', base: from.version, version: to.version, ops: compare(strip(from), strip(to)) });

describe('a side window follows its stream of patches (issue 13)', () => {
  it('applies each patch to the view it holds, keeping the map sent once', () => {
    const f = new ViewFollower<V>();
    expect(f.take({ type: 'view', view: v1 })).toEqual(v1);
    expect(f.take(patch(v1, v2))).toEqual(v2);
    const third = f.take(patch(v2, v3));
    expect(third).toEqual(v3);
    expect(third !== 'resync' && third.map).toBe(map);
  });

  it('a gap (a patch from another version), a patch before any view or one that does not apply asks for a resync, and a whole view starts again', () => {
    const f = new ViewFollower<V>();
    expect(f.take(patch(v1, v2))).toBe('resync');
    f.take({ type: 'view', view: v1 });
    expect(f.take(patch(v2, v3))).toBe('resync');
    expect(f.take(patch(v1, v2))).toBe('resync');
    expect(f.take({ type: 'view', view: v2 })).toEqual(v2);
    expect(f.take({ type: 'patch', base: 2, version: 3, ops: [{ op: 'test', path: '/men/0', value: 'zz' }] })).toBe('resync');
    expect(f.take({ type: 'view', view: v2 })).toEqual(v2);
    expect(f.take({ type: 'patch', base: 2, version: 9, ops: [] })).toBe('resync');
  });

  it('followSide reopens the stream on a gap and hands the listener only whole, current views', () => {
    const opened: { onmessage: ((e: MessageEvent<string>) => void) | null; closed: boolean }[] = [];
    const open = () => {
      const s = { onmessage: null as ((e: MessageEvent<string>) => void) | null, closed: false, close: () => void (s.closed = true) };
      opened.push(s);
      return s as unknown as EventSource;
    };
    const got: V[] = [];
    const stop = followSide<V>('/api/player/events?token=t', (v) => got.push(v), open);
    const send = (i: number, msg: SideStreamMessage<V>) => opened[i]!.onmessage!({ data: JSON.stringify(msg) } as MessageEvent<string>);
    send(0, { type: 'view', view: v1 });
    send(0, patch(v1, v2));
    send(0, patch(v2, v3));
    send(0, { type: 'patch', base: 7, version: 8, ops: [] });
    expect(opened).toHaveLength(2);
    expect(opened[0]!.closed).toBe(true);
    send(1, { type: 'view', view: v3 });
    expect(got).toEqual([v1, v2, v3, v3]);
    stop();
    expect(opened[1]!.closed).toBe(true);
  });
});

type Push = { readonly curtain: true; readonly next?: string } | { readonly curtain: false; readonly side: string; readonly sideName: string; readonly view: V };
const shown = (view: V): Push => ({ curtain: false, side: 'a', sideName: 'A', view });

describe('the umpire and the shared screen follow their patch streams too (issue 13)', () => {
  it('the shared screen: a reveal whole, patches of the shown view (map kept), the curtain whole; a patch behind the curtain or from a gap resyncs', () => {
    const f = new ScreenFollower<V>();
    expect(f.take({ type: 'screen', push: { curtain: true, next: 'A' } })).toEqual({ curtain: true, next: 'A' });
    expect(f.take({ type: 'screen', push: shown(v1) })).toEqual(shown(v1));
    const second = f.take(patch(v1, v2));
    expect(second).toEqual(shown(v2));
    expect(second !== 'resync' && !second.curtain && second.view.map).toBe(map);
    expect(f.take({ type: 'screen', push: { curtain: true } })).toEqual({ curtain: true });
    expect(f.take(patch(v2, v3))).toBe('resync');
    f.take({ type: 'screen', push: shown(v1) });
    expect(f.take(patch(v2, v3))).toBe('resync');
    expect(f.take(patch(v1, v2))).toBe('resync');
  });

  it('followStream reopens the umpire\u2019s or the screen\u2019s stream on a gap, and hands on only whole, current documents', () => {
    const opened: { url: string; onmessage: ((e: MessageEvent<string>) => void) | null; closed: boolean }[] = [];
    const open = (url: string) => {
      const s = { url, onmessage: null as ((e: MessageEvent<string>) => void) | null, closed: false, close: () => void (s.closed = true) };
      opened.push(s);
      return s as unknown as EventSource;
    };
    const got: Push[] = [];
    const stop = followStream<ScreenStreamMessage<Push>, Push>('/api/screen/events?token=s', () => new ScreenFollower<V>(), (p) => got.push(p), open);
    const send = (i: number, msg: ScreenStreamMessage<Push>) => opened[i]!.onmessage!({ data: JSON.stringify(msg) } as MessageEvent<string>);
    send(0, { type: 'screen', push: shown(v1) });
    send(0, patch(v1, v2));
    send(0, patch(v1, v2));
    expect(opened).toHaveLength(2);
    expect(opened[0]!.closed).toBe(true);
    expect(opened[1]!.url).toBe('/api/screen/events?token=s');
    send(1, { type: 'screen', push: shown(v2) });
    send(1, patch(v2, v3));
    expect(got).toEqual([shown(v1), shown(v2), shown(v2), shown(v3)]);
    stop();
    expect(opened[1]!.closed).toBe(true);
  });
});
