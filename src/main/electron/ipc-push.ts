import { Patcher, type StreamShape } from '../host/view-publisher-patches';

/** What of a window's webContents the pushes use (a fake one in tests: Electron does not run there). */
export interface PushTarget {
  isDestroyed(): boolean;
  send(channel: string, msg: unknown): void;
}

/**
 * One window's watch over IPC (issue 13): the whole view (and its map) now,
 * then only patches of that viewer's own projection, the map left out — the
 * same messages as the SSE streams (`Patcher`). IPC keeps order and drops
 * nothing, so there is no stall to handle; a window that loses step asks to
 * watch again and is sent the whole view. Returns the unsubscribe.
 */
export function watchOverIpc<T>(target: PushTarget, channel: string, shape: StreamShape<T>, current: T, subscribe: (listener: (doc: T) => void) => () => void): () => void {
  const patcher = new Patcher(shape);
  if (!target.isDestroyed()) target.send(channel, patcher.whole(current));
  return subscribe((doc) => {
    if (!target.isDestroyed()) target.send(channel, patcher.next(doc));
  });
}

/** A window's one watch at a time: watching again (another man, a resync) drops the last subscription first. */
export class WindowWatch {
  private stop: (() => void) | undefined;

  replace(start: () => () => void): void {
    this.close();
    this.stop = start();
  }

  close(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
