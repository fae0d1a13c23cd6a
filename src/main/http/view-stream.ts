import type { ServerResponse } from 'node:http';
// fast-json-patch is CommonJS for Node: its named exports exist only on the default object under Node's ESM loader.
import jsonPatch from 'fast-json-patch';
import type { ViewBase } from '@shared/kernel/ruleset';

/**
 * How much a side's stream may hold unsent before it counts as stalled. Past
 * it nothing more is queued: the stream is coalesced to the latest view,
 * sent whole when the client reads again (or on its reconnect), so a client
 * that stops reading costs the server at most this and one view.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

/** What a side's stream carries: a whole view, or a JSON patch (RFC 6902) of the view without its map, from version `base`. */
export type SideStreamMessage<V extends ViewBase = ViewBase> = { readonly type: 'view'; readonly view: V } | { readonly type: 'patch'; readonly base: number; readonly version: number; readonly ops: readonly unknown[] };

type WithMap = ViewBase & { readonly map?: unknown };

/**
 * One side connection's pushes (issue 13): the whole view on connecting, then
 * only a patch of its own projection against the last view it was sent (the
 * map, which never changes mid-game, is left out: a new map — another game
 * loaded — is a whole view again). Respects back-pressure: while more than
 * `MAX_UNSENT_BYTES` wait in the socket, views are not queued; on 'drain' the
 * latest whole view is sent, and the client, which checks `base`, resyncs.
 */
export class ViewStream<V extends WithMap = WithMap> {
  private last: V | null = null;
  private lagging = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly latest: () => V,
    private readonly limit = MAX_UNSENT_BYTES,
  ) {
    res.on('drain', () => {
      if (!this.lagging || res.writableEnded || res.destroyed) return;
      this.lagging = false;
      this.whole(this.latest());
    });
  }

  /** The first message of a connection: the whole view. */
  start(view: V): void {
    this.whole(view);
  }

  push(view: V): void {
    if (this.lagging || this.res.writableEnded || this.res.destroyed) return;
    if (this.res.writableLength > this.limit) {
      // Stalled: keep nothing; the latest view goes whole when it drains.
      this.lagging = true;
      this.last = null;
      return;
    }
    const last = this.last;
    if (!last || last.map !== view.map) return this.whole(view);
    const ops = jsonPatch.compare(withoutMap(last), withoutMap(view));
    this.last = view;
    this.write({ type: 'patch', base: last.version, version: view.version, ops });
  }

  get stalled(): boolean {
    return this.lagging;
  }

  private whole(view: V): void {
    this.last = view;
    this.write({ type: 'view', view });
  }

  private write(msg: SideStreamMessage<V>): void {
    this.res.write(`data: ${JSON.stringify(msg)}\n\n`);
  }
}

function withoutMap(view: WithMap): object {
  const { map: _map, ...rest } = view;
  return rest;
}
