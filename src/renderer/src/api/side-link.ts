import type { LinkMessage, LinkNotice } from '@shared/contract/session';
import { ViewFollower, type SideStreamMessage } from './view-follower';

/**
 * A side window's link (issue 15): live; reconnecting after a drop or a
 * server restart (with the wait before the next try); or ended — moved to the
 * seat's link in the game the umpire opened, closed, or not a valid link.
 */
export type LinkState = { readonly kind: 'live' } | { readonly kind: 'reconnecting'; readonly attempt: number; readonly inMs: number } | LinkNotice;

/** The wait before reconnect try `attempt` (0 at once, then 0.5 s doubling, at most 10 s). */
export function backoffMs(attempt: number): number {
  return attempt <= 0 ? 0 : Math.min(500 * 2 ** (attempt - 1), 10_000);
}

/** What a probe of the link answered: it works, it is refused with a notice, or the server could not be reached (or failed). */
export type ProbeAnswer = { readonly ok: true } | { readonly ok: false; readonly link: LinkNotice } | { readonly ok: false; readonly link?: undefined };

/** What the link needs of an EventSource. */
export interface StreamSource {
  close(): void;
  onmessage: ((e: MessageEvent<string>) => void) | null;
  onerror: ((e: Event) => void) | null;
  onopen: ((e: Event) => void) | null;
}

export interface SideLinkDeps {
  open(url: string): StreamSource;
  /** Asks the server whether the link opens its side now (a POST of getView with the token). */
  probe(): Promise<ProbeAnswer>;
  setTimer(f: () => void, ms: number): unknown;
  clearTimer(t: unknown): void;
}

/**
 * Follows a side's stream and keeps it up: on a drop (the server stopped,
 * the network went) the stream is closed and the link probed, at once and
 * then with backoff, until it answers again (the stream is reopened and the
 * host sends the whole view first) or is refused with a notice (the window
 * is told: moved, closed, invalid). A `link` message on the stream (the
 * umpire opened another game, or rotated this link) ends it the same way.
 */
export function followSideLink<V extends { readonly version: number; readonly map?: unknown }>(
  url: string,
  deps: SideLinkDeps,
  onView: (view: V) => void,
  onState: (state: LinkState) => void,
): () => void {
  let source: ReturnType<SideLinkDeps['open']> | null = null;
  let timer: unknown = null;
  let attempt = 0;
  let stopped = false;
  let live = false;

  const end = (notice: LinkNotice) => {
    stop();
    onState(notice);
  };
  const connect = () => {
    if (stopped) return;
    const follower = new ViewFollower<V>();
    const s = deps.open(url);
    source = s;
    s.onopen = () => {
      attempt = 0;
    };
    s.onmessage = (e: MessageEvent<string>) => {
      const msg = JSON.parse(e.data) as SideStreamMessage<V> | LinkMessage;
      if (msg.type === 'link') return end(msg.link);
      const doc = follower.take(msg);
      if (doc === 'resync') {
        s.close();
        return connect();
      }
      if (!live) {
        live = true;
        onState({ kind: 'live' });
      }
      onView(doc);
    };
    s.onerror = () => {
      s.close();
      retry();
    };
  };
  const retry = () => {
    if (stopped) return;
    live = false;
    const inMs = backoffMs(attempt);
    onState({ kind: 'reconnecting', attempt, inMs });
    attempt += 1;
    timer = deps.setTimer(() => void check(), inMs);
  };
  const check = async () => {
    timer = null;
    if (stopped) return;
    let answer: ProbeAnswer;
    try {
      answer = await deps.probe();
    } catch {
      answer = { ok: false };
    }
    if (stopped) return;
    if (answer.ok) return connect();
    if (answer.link) return end(answer.link);
    retry();
  };
  const stop = () => {
    stopped = true;
    source?.close();
    if (timer !== null) deps.clearTimer(timer);
  };
  connect();
  return stop;
}

/** The browser's probe of a side link: POST getView with its token; a 401 carries the notice (http-transport.ts). */
export function probeSideLink(token: string, fetcher: typeof fetch = fetch): () => Promise<ProbeAnswer> {
  return async () => {
    const res = await fetcher('/api/player/getView', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: '{}' });
    if (res.ok) return { ok: true };
    const body = (await res.json().catch(() => null)) as { link?: LinkNotice; message?: string } | null;
    if (body?.link) return { ok: false, link: body.link };
    if (res.status === 401 || res.status === 403) return { ok: false, link: { kind: 'invalid', message: body?.message ?? 'This link does not open a side.' } };
    return { ok: false };
  };
}
