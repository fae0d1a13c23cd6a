import type { ViewBase } from '../kernel/ruleset';

/** Who is connected and how: the session, its links, and the shared screen's state. */
export interface PlayerLink {
  readonly side: string;
  readonly sideName: string;
  /** The side's own token; it opens that side's projection and nothing else. */
  readonly token: string;
  /** Loopback URL for a pop-out or a browser on this machine. */
  readonly url: string;
  /** URLs on the local network, when LAN play is on. */
  readonly lanUrls: readonly string[];
}

export interface ScreenLink {
  /** The screen's own token: it opens the shared screen and nothing else. */
  readonly token: string;
  readonly url: string;
}

/** The shared screen as the umpire sees it: the curtain (handed over to `side`, or to nobody yet), or showing `side`. */
export interface ScreenStatusInfo {
  readonly state: 'curtained' | 'showing';
  readonly side: string | null;
  readonly sideName: string | null;
}

/**
 * What the shared screen receives. Behind the curtain it is exactly
 * `{ curtain: true, next }` (the side's name, absent before any hand-over):
 * no view, no map, nothing of any side.
 */
export type ScreenPush<SV extends ViewBase = ViewBase> =
  | { readonly curtain: true; readonly next?: string }
  | { readonly curtain: false; readonly side: string; readonly sideName: string; readonly view: SV };

export interface SessionInfo {
  readonly mode: 'electron' | 'browser';
  readonly databasePath: string;
  readonly umpireUrl?: string;
  /** `port`: where it listens now; `setting`: the fixed port it takes when turned on (issue 15). */
  readonly lan: { readonly enabled: boolean; readonly port?: number; readonly setting?: number };
  readonly players: readonly PlayerLink[];
  /** The shared screen (served on 127.0.0.1 only: it is a monitor of this computer). */
  readonly screen?: ScreenLink;
}


/**
 * What a side's window is told about its link (issue 15), over its event
 * stream when the umpire puts another game behind the host, or with the 401
 * a dead link gets. It names nothing of any other side: `moved` carries the
 * window's own next link (its side's page and token in the game now open),
 * the others a plain sentence.
 *   - moved: the same seat plays a side of the game now open; go there.
 *   - closed: the window's game is not the one open now, and its seat has no side in it.
 *   - invalid: no game has this token (never issued, or the umpire issued a new link).
 */
export type LinkNotice =
  | { readonly kind: 'moved'; readonly url: string }
  | { readonly kind: 'closed'; readonly message: string }
  | { readonly kind: 'invalid'; readonly message: string };

/** A side stream's last message before it ends for a game switch. */
export interface LinkMessage {
  readonly type: 'link';
  readonly link: LinkNotice;
}
