import type { ServerResponse } from 'node:http';
import { Patcher, viewShape, type StreamShape } from '../host/view-publisher-patches';
import type { ViewBase } from '@shared/kernel/ruleset';

export { screenShape, viewShape, type PatchMessage, type ScreenStreamMessage, type SideStreamMessage, type StreamShape } from '../host/view-publisher-patches';

/**
 * How much a stream may hold unsent before it counts as stalled. Past it
 * nothing more is queued: the stream is coalesced to the latest document,
 * sent whole when the client reads again (or on its reconnect), so a client
 * that stops reading costs the server at most this and one document.
 */
export const MAX_UNSENT_BYTES = 256 * 1024;

type WithMap = ViewBase & { readonly map?: unknown };

/**
 * One SSE connection's pushes (issue 13): the whole document on connecting,
 * then only a patch against the last one it was sent, the map left out
 * (`Patcher`). Respects back-pressure: while more than `limit` bytes wait in
 * the socket nothing is queued; on 'drain' the latest whole document is sent,
 * and the client, which checks `base`, resyncs.
 */
export class PatchStream<T> {
  private readonly patcher: Patcher<T>;
  private lagging = false;

  constructor(
    private readonly res: ServerResponse,
    private readonly latest: () => T,
    shape: StreamShape<T>,
    private readonly limit = MAX_UNSENT_BYTES,
  ) {
    this.patcher = new Patcher(shape);
    res.on('drain', () => {
      if (!this.lagging || res.writableEnded || res.destroyed) return;
      this.lagging = false;
      this.write(this.patcher.whole(this.latest()));
    });
  }

  /** The first message of a connection: the whole document. */
  start(doc: T): void {
    this.write(this.patcher.whole(doc));
  }

  push(doc: T): void {
    if (this.lagging || this.res.writableEnded || this.res.destroyed) return;
    if (this.res.writableLength > this.limit) {
      // Stalled: keep nothing; the latest document goes whole when it drains.
      this.lagging = true;
      this.patcher.reset();
      return;
    }
    this.write(this.patcher.next(doc));
  }

  get stalled(): boolean {
    return this.lagging;
  }

  /** How many times a map went out on this connection: once per game, and again on each resync after a stall. */
  get mapsSent(): number {
    return this.patcher.mapsSent;
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
