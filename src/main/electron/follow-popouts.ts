import type { LinkNotice } from '@shared/contract/session';

/**
 * Issue 15: a side's pop-out window follows the umpire to a newly opened game,
 * as a browser window does (side-links.ts `follow`): to the side its seat
 * plays in the new game, or it closes when its seat has no side there. Pure,
 * so it is tested without Electron; main.ts closes the old windows and opens
 * these sides once the new game is behind the host.
 */
export interface PopOutPlan {
  /** The new game's sides to open a pop-out for, one each, in the order the old ones were open. */
  readonly reopen: readonly string[];
  /** Old sides whose game closed for them (no side of their seat in the new game). */
  readonly closed: readonly string[];
}

/** The side a moved link names (`/player/<side>?token=…`), or undefined for anything else. */
export function sideOfLink(url: string): string | undefined {
  const m = /^\/player\/([^/?#]+)\?/.exec(url);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
}

export function popOutPlan(open: readonly string[], follow: (side: string) => LinkNotice): PopOutPlan {
  const reopen: string[] = [];
  const closed: string[] = [];
  for (const side of open) {
    const notice = follow(side);
    const next = notice.kind === 'moved' ? sideOfLink(notice.url) : undefined;
    if (next === undefined) closed.push(side);
    else if (!reopen.includes(next)) reopen.push(next);
  }
  return { reopen, closed };
}
