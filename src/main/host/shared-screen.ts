import type { ViewBase } from '@shared/kernel/ruleset';
import type { ScreenPush, ScreenStatusInfo } from '@shared/contract/session';
import { HostError, type Caller } from './game-host';

/**
 * The shared screen: one monitor beside the umpire that the sides take turns
 * at. It shows one side's projection at a time, chosen by the umpire. Handing
 * it to another side first draws the curtain ("Hand over to <side> — waiting
 * for the umpire"); behind the curtain the screen is sent nothing but
 * `{ curtain: true, next }`, and only when the umpire reveals does it get the
 * new side's projection (so the outgoing player never glimpses the incoming
 * side's men, and the other way round).
 *
 * hand over → curtained(next) → reveal → showing(side)
 *                  ↑                          │
 *                  └──────── hand over ───────┘
 * game switch → curtained(nobody) from anywhere.
 */
export type ScreenState =
  | { readonly mode: 'curtained'; readonly next: { readonly side: string; readonly sideName: string } | null }
  | { readonly mode: 'showing'; readonly side: string; readonly sideName: string };

export type ScreenAction =
  | { readonly type: 'hand-over'; readonly side: string; readonly sideName: string }
  | { readonly type: 'reveal' }
  | { readonly type: 'game-switched' };

export const INITIAL_SCREEN: ScreenState = { mode: 'curtained', next: null };

/** The pure transition. Revealing with nobody handed the screen is refused; revealing what is already shown changes nothing. */
export function screenTransition(state: ScreenState, action: ScreenAction): ScreenState {
  switch (action.type) {
    case 'hand-over':
      return { mode: 'curtained', next: { side: action.side, sideName: action.sideName } };
    case 'reveal':
      if (state.mode === 'showing') return state;
      if (!state.next) throw new HostError('Hand the shared screen over to a side before revealing it.');
      return { mode: 'showing', side: state.next.side, sideName: state.next.sideName };
    case 'game-switched':
      return INITIAL_SCREEN;
  }
}

export function screenStatusOf(state: ScreenState): ScreenStatusInfo {
  if (state.mode === 'showing') return { state: 'showing', side: state.side, sideName: state.sideName };
  return { state: 'curtained', side: state.next?.side ?? null, sideName: state.next?.sideName ?? null };
}

/** What of the host the screen uses: the sides, and one side's projection as that side's own player would get it. */
export interface ScreenHost<SV extends ViewBase = ViewBase> {
  sides(): readonly { readonly id: string; readonly name: string }[];
  playerView(caller: Caller, side: string): SV;
  subscribePlayer(caller: Caller, side: string, listener: (view: SV) => void): () => void;
}

/** The shared screen as the API and the transports use it, whatever the ruleset's views. */
export interface Screen {
  status(): ScreenStatusInfo;
  current(): ScreenPush;
  handOver(side: string): ScreenStatusInfo;
  reveal(): ScreenStatusInfo;
  subscribe(listener: (push: ScreenPush) => void): () => void;
}

/**
 * The state machine tied to the host. While showing a side it holds one
 * subscription to that side's projection, asked for as that side's player
 * (never as the umpire), and drops it the moment the curtain is drawn.
 */
export class SharedScreen<SV extends ViewBase = ViewBase> implements Screen {
  private state: ScreenState = INITIAL_SCREEN;
  private readonly listeners = new Set<(push: ScreenPush<SV>) => void>();
  private unsubscribeHost: (() => void) | undefined;

  constructor(private readonly host: ScreenHost<SV>) {}

  status(): ScreenStatusInfo {
    return screenStatusOf(this.state);
  }

  /** What the screen shows now: the curtain, or the revealed side's projection. */
  current(): ScreenPush<SV> {
    const s = this.state;
    if (s.mode === 'curtained') return s.next ? { curtain: true, next: s.next.sideName } : { curtain: true };
    return this.showing(s.side, s.sideName, this.host.playerView({ kind: 'player', side: s.side }, s.side));
  }

  handOver(side: string): ScreenStatusInfo {
    const found = this.host.sides().find((s) => s.id === side);
    if (!found) throw new HostError(`No side "${side}" in this game (sides: ${this.host.sides().map((s) => s.id).join(', ')}).`);
    return this.go({ type: 'hand-over', side: found.id, sideName: found.name });
  }

  reveal(): ScreenStatusInfo {
    return this.go({ type: 'reveal' });
  }

  /** Another game is behind the host: the curtain, with nobody to hand over to yet. */
  gameSwitched(): void {
    this.go({ type: 'game-switched' });
  }

  /** The screen's stream; the listener is not called with the current state (ask `current()`). */
  subscribe(listener: (push: ScreenPush<SV>) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private go(action: ScreenAction): ScreenStatusInfo {
    const before = this.state;
    const next = screenTransition(before, action);
    if (next === before) return this.status();
    // The curtain drops the old side's subscription before anything else is sent.
    this.unsubscribeHost?.();
    this.unsubscribeHost = undefined;
    this.state = next;
    if (next.mode === 'showing') {
      const caller = { kind: 'player', side: next.side } as const;
      this.unsubscribeHost = this.host.subscribePlayer(caller, next.side, (view) => {
        // A push from a subscription the curtain has since replaced is dropped.
        if (this.state === next) this.broadcast(this.showing(next.side, next.sideName, view));
      });
    }
    this.broadcast(this.current());
    return this.status();
  }

  private showing(side: string, sideName: string, view: SV): ScreenPush<SV> {
    return { curtain: false, side, sideName, view };
  }

  private broadcast(push: ScreenPush<SV>): void {
    for (const l of this.listeners) l(push);
  }
}
