import type { ServerResponse } from 'node:http';
// fast-json-patch is CommonJS for Node: its named exports exist only on the default object under Node's ESM loader.
import jsonPatch from 'fast-json-patch';
import type { ViewBase } from '@shared/kernel/ruleset';
import type { ScreenPush } from '@shared/contract/session';

/**
 * How much a stream may hold unsent before it counts as stalled. Past it
 * nothing more is queued: the stream is coalesced to the latest document,
 * sent whole when the client reads again (or on its reconnect), so a client
 * that stops reading costs the server at most this and one document.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/** A JSON patch (RFC 6902) of a view without its map, from version `base` to `version`. */
export type PatchMessage = { readonly type: 'patch'; readonly base: number; readonly version: number; readonly ops: readonly unknown[] };

/** What a side's (and the umpire's) stream carries: a whole view, or a patch of the view without its map. */
export type SideStreamMessage<V extends ViewBase = ViewBase> = { readonly type: 'view'; readonly view: V } | PatchMessage;

/** What the shared screen's stream carries: a whole push (the curtain, or a side shown with its map), or a patch of the shown view. */
export type ScreenStreamMessage<V extends ViewBase = ViewBase> = { readonly type: 'screen'; readonly push: ScreenPush<V> } | PatchMessage;

type WithMap = ViewBase & { readonly map?: unknown };

/**
 * How a stream's documents are sent: the whole message, and — when the
 * document can be patched — its map (left out of patches: a map never
 * changes mid-game, so the same map object is the same map; a new one,
 * another game loaded, goes whole again), its body without the map, and its
 * version (the patch's `base` and `version`).
 */
export interface StreamShape<T> {
  whole(doc: T): unknown;
  patchable(doc: T): Shaped | null;
}

/** A document as patches see it: its map (by identity), what else must stay the same for a patch (the side a screen shows), its body and version. */
export interface Shaped {
  readonly map: unknown;
  readonly key?: string;
  readonly body: object;
  readonly version: number;
}

/** A view (a side's, the umpire's): `{type: 'view', view}` whole, patches of the view without its map. */
export function viewShape<V extends WithMap>(): StreamShape<V> {
  return { whole: (view) => ({ type: 'view', view }), patchable: (view) => ({ map: view.map, body: withoutMap(view), version: view.version }) };
}

/** The shared screen: `{type: 'screen', push}` whole; while it shows a side, patches of that side's view (the curtain and each reveal go whole). */
export function screenShape<V extends WithMap>(): StreamShape<ScreenPush<V>> {
  return {
    whole: (push) => ({ type: 'screen', push }),
    patchable: (push) => (push.curtain ? null : { map: push.view.map, key: push.side, body: withoutMap(push.view), version: push.view.version }),
  };
}

/**
 * One connection's pushes (issue 13): the whole document on connecting, then
 * only a patch against the last one it was sent (the map left out). Respects
 * back-pressure: while more than `limit` bytes wait in the socket nothing is
 * queued; on 'drain' the latest whole document is sent, and the client, which
 * checks `base`, resyncs.
 */
export class PatchStream<T> {
  private last: Shaped | null = null;
  private lagging = false;
  private maps = 0;

  constructor(
    private readonly res: ServerResponse,
    private readonly latest: () => T,
    private readonly shape: StreamShape<T>,
    private readonly limit = MAX_UNSENT_BYTES,
  ) {
    res.on('drain', () => {
      if (!this.lagging || res.writableEnded || res.destroyed) return;
      this.lagging = false;
      this.whole(this.latest());
    });
  }

  /** The first message of a connection: the whole document. */
  start(doc: T): void {
    this.whole(doc);
  }

  push(doc: T): void {
    if (this.lagging || this.res.writableEnded || this.res.destroyed) return;
    if (this.res.writableLength > this.limit) {
      // Stalled: keep nothing; the latest document goes whole when it drains.
      this.lagging = true;
      this.last = null;
      return;
    }
    const last = this.last;
    const next = this.shape.patchable(doc);
    if (!last || !next || last.map !== next.map || last.key !== next.key) return this.whole(doc, next);
    const ops = jsonPatch.compare(last.body, next.body);
    this.last = next;
    this.write({ type: 'patch', base: last.version, version: next.version, ops });
  }

  get stalled(): boolean {
    return this.lagging;
  }

  /** How many times a map went out on this connection: once per game, and again on each resync after a stall. */
  get mapsSent(): number {
    return this.maps;
  }

  private whole(doc: T, shaped = this.shape.patchable(doc)): void {
    this.last = shaped;
    if (shaped && shaped.map !== undefined) this.maps++;
    this.write(this.shape.whole(doc));
  }

  private write(msg: unknown): void {
    this.res.write(`data: ${JSON.stringify(msg)}\n\n`);
  }
}

/** A side's stream: the whole view on connecting, then patches of its own projection (the name the transport and the bench use). */
export class ViewStream<V extends WithMap = WithMap> extends PatchStream<V> {
  constructor(res: ServerResponse, latest: () => V, limit = MAX_UNSENT_BYTES) {
    super(res, latest, viewShape<V>(), limit);
  }
}

function withoutMap(view: WithMap): object {
  const { map: _map, ...rest } = view;
  return rest;
}
