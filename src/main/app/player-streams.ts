import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How long a player's event stream may take to let go before it is cut off. */
const CLOSE_GRACE_MS = 2_000;

/** The open player event streams (SSE, loopback or LAN), ended when another game is put behind the host. */
export class PlayerStreams {
  private readonly open = new Set<{ readonly req: IncomingMessage; readonly res: ServerResponse }>();

  /** Remembers each player event stream `server` opens. */
  track(server: Server): Server {
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (!(req.url ?? '').startsWith('/api/player/events')) return;
      const entry = { req, res };
      this.open.add(entry);
      res.once('close', () => this.open.delete(entry));
    });
    return server;
  }

  /**
   * Ends every player event stream and waits until each has unsubscribed
   * from the host. `farewell` (called for every stream at once, before this
   * returns its promise) gives the stream's last message: where its window
   * goes now (issue 15).
   */
  closeAll(farewell?: (req: IncomingMessage) => unknown): Promise<void> {
    const streams = [...this.open];
    this.open.clear();
    for (const { req, res } of streams) {
      const last = farewell?.(req);
      if (last !== undefined && !res.writableEnded && !res.destroyed) res.write(`data: ${JSON.stringify(last)}\n\n`);
    }
    return this.ended(streams);
  }

  /** Ends the streams `last` gives a last message for (a rotated link's), leaving the others open. */
  closeWhere(last: (req: IncomingMessage) => unknown): Promise<void> {
    const ending: { readonly req: IncomingMessage; readonly res: ServerResponse }[] = [];
    for (const entry of [...this.open]) {
      const msg = last(entry.req);
      if (msg === undefined) continue;
      this.open.delete(entry);
      if (!entry.res.writableEnded && !entry.res.destroyed) entry.res.write(`data: ${JSON.stringify(msg)}\n\n`);
      ending.push(entry);
    }
    return this.ended(ending);
  }

  private async ended(streams: readonly { readonly req: IncomingMessage; readonly res: ServerResponse }[]): Promise<void> {
    await Promise.all(
      streams.map(
        ({ req, res }) =>
          new Promise<void>((resolve) => {
            if (req.closed) return resolve();
            // A clean end of the stream; a client that does not let go is cut off.
            const timer = setTimeout(() => {
              res.destroy();
              resolve();
            }, CLOSE_GRACE_MS);
            timer.unref();
            req.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            res.end();
          }),
      ),
    );
  }
}
