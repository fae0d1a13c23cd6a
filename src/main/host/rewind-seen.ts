import type { RecordedDice } from '@shared/kernel/dice/recording-dice';
import type { LoggedEvent, ViewBase } from '@shared/kernel/ruleset';
import type { SideViewer } from '@shared/kernel/viewer';
import { canonicalJson } from '../archive/canonical-json';

export interface RewindSeen {
  /** Per side, the abandoned events that changed its projection. */
  readonly seenBy: Record<string, number[]>;
  /** Abandoned events with dice whose effect a player had already seen. */
  readonly diceSeen: { seq: number; sides: string[]; dice: readonly RecordedDice[] }[];
}

/**
 * Which sides saw each abandoned event: folding the branch from `base`, an
 * event was seen by a side when it changed that side's projection. Written
 * with the rewind (audit row `rewind-seen`) so the umpire knows which undone
 * dice a player already knows.
 */
export function rewindSeen<S, E extends LoggedEvent>(
  base: S,
  sides: readonly string[],
  abandoned: readonly { readonly seq: number; readonly event: E }[],
  fold: (state: S, event: E) => S,
  project: (state: S, viewer: SideViewer) => ViewBase,
): RewindSeen {
  const sideKey = (state: S, side: string) => viewKey(project(state, { kind: 'side', side }));
  const seenBy: Record<string, number[]> = {};
  const diceSeen: { seq: number; sides: string[]; dice: readonly RecordedDice[] }[] = [];
  let s = base;
  const keys = new Map(sides.map((side) => [side, sideKey(s, side)]));
  for (const { seq, event } of abandoned) {
    s = fold(s, event);
    const saw: string[] = [];
    for (const side of sides) {
      const k = sideKey(s, side);
      if (k !== keys.get(side)) {
        saw.push(side);
        (seenBy[side] ??= []).push(seq);
        keys.set(side, k);
      }
    }
    if (event.dice && event.dice.length > 0 && saw.length > 0) diceSeen.push({ seq, sides: saw, dice: event.dice });
  }
  return { seenBy, diceSeen };
}

/**
 * What a side's window shows, as one comparable text: the event counter left
 * out, and so is a board the view carries (`map`, Commando's), as it always
 * was: it is large, and what happens on it shows elsewhere in the view.
 */
function viewKey(view: ViewBase): string {
  const { map: _map, version: _version, ...rest } = view as ViewBase & { readonly map?: unknown };
  return canonicalJson(rest);
}
