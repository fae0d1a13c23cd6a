import { applyPatch, deepClone, type Operation } from 'fast-json-patch';
import type { PatchMessage } from '@shared/contract/results';

export type { PatchMessage };

/** What a side's (and the umpire's) stream carries: a whole view, or a JSON patch of the view without its map. */
export type SideStreamMessage<V> = { readonly type: 'view'; readonly view: V } | PatchMessage;

/** What the shared screen's stream carries: a whole push (the curtain, or the side shown), or a patch of the shown view. */
export type ScreenStreamMessage<P> = { readonly type: 'screen'; readonly push: P } | PatchMessage;

type Versioned = { readonly version: number; readonly map?: unknown };

/**
 * Follows a view stream: holds the last whole view and applies each patch
 * to it (the map, sent once per game, is kept). A patch that does not start
 * from the view held — a gap: a push was dropped for a stalled client, or
 * the stream started over — answers 'resync': the caller reconnects and is
 * sent the whole view again.
 */
export class ViewFollower<V extends Versioned> {
  private current: V | null = null;

  take(msg: SideStreamMessage<V>): V | 'resync' {
    if (msg.type === 'view') {
      this.current = msg.view;
      return msg.view;
    }
    const held = this.current;
    if (!held || msg.base !== held.version) {
      this.current = null;
      return 'resync';
    }
    const { map, ...rest } = held;
    try {
      const patched = applyPatch(deepClone(rest) as object, msg.ops as Operation[], true, false).newDocument as Omit<V, 'map'>;
      if (patched.version !== msg.version) throw new Error(`the patch should reach version ${msg.version}`);
      this.current = (map === undefined ? patched : { ...patched, map }) as V;
      return this.current;
    } catch {
      this.current = null;
      return 'resync';
    }
  }

  /** Forgets the view held (the curtain drawn): the next patch is a gap. */
  reset(): void {
    this.current = null;
  }
}

type ScreenPushOf<V> = { readonly curtain: true; readonly next?: string } | { readonly curtain: false; readonly side: string; readonly sideName: string; readonly view: V };

/** Follows the shared screen's stream: whole pushes, and patches of the shown side's view between them. */
export class ScreenFollower<V extends Versioned> {
  private push: ScreenPushOf<V> | null = null;
  private readonly views = new ViewFollower<V>();

  take(msg: ScreenStreamMessage<ScreenPushOf<V>>): ScreenPushOf<V> | 'resync' {
    if (msg.type === 'screen') {
      this.push = msg.push;
      if (msg.push.curtain) this.views.reset();
      else this.views.take({ type: 'view', view: msg.push.view });
      return msg.push;
    }
    const shown = this.push;
    const view = shown && !shown.curtain ? this.views.take(msg) : 'resync';
    if (view === 'resync' || !shown || shown.curtain) {
      this.push = null;
      this.views.reset();
      return 'resync';
    }
    this.push = { ...shown, view };
    return this.push;
  }
}

/** What follows a stream: each message answers the document it makes, or 'resync'. */
export interface Follower<M, D> {
  take(msg: M): D | 'resync';
}

/**
 * Opens a stream and follows it: the listener is handed only whole, current
 * documents. On a gap the stream is closed and opened again (the host sends
 * the whole document first), with a fresh follower.
 */
export function followStream<M, D>(url: string, follower: () => Follower<M, D>, listener: (doc: D) => void, open: (url: string) => EventSource = (u) => new EventSource(u)): () => void {
  let source: EventSource;
  const connect = () => {
    const f = follower();
    source = open(url);
    source.onmessage = (e: MessageEvent<string>) => {
      const doc = f.take(JSON.parse(e.data) as M);
      if (doc !== 'resync') return listener(doc);
      source.close();
      connect();
    };
  };
  connect();
  return () => source.close();
}

/**
 * Follows pushes over Electron IPC (issue 13): `watch` asks the main process
 * for the whole view, then patches arrive. On a gap (a window that lost
 * step) it asks to watch again, once, and drops what comes before the
 * whole view. Returns the unsubscribe.
 */
export function followPushes<M, D>(watch: () => unknown, onPush: (listener: (msg: M) => void) => () => void, follower: () => Follower<M, D>, listener: (doc: D) => void): () => void {
  let f = follower();
  let awaiting = true;
  const stop = onPush((msg) => {
    const doc = f.take(msg);
    if (doc !== 'resync') {
      awaiting = false;
      return listener(doc);
    }
    if (awaiting) return;
    awaiting = true;
    f = follower();
    watch();
  });
  watch();
  return stop;
}
