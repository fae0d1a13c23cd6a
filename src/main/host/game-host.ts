import type { DiceSource } from '@shared/dice/dice-source';
import type { Command } from '@shared/game/commands';
import { decide, evolve } from '@shared/game/engine';
import type { GameEvent } from '@shared/game/events';
import type { GameState } from '@shared/game/state';
import { projectView, type PlayerView, type UmpireView } from '@shared/game/view';
import type { CommandOutcome } from '@shared/contract/api';

/** Who is asking. The host, not the transport, decides what each caller may do. */
export type Caller = { readonly kind: 'umpire' } | { readonly kind: 'player'; readonly side: string };

/** Where committed events go. `append` must be atomic: all of a command's events or none. */
export interface EventStore {
  append(events: readonly GameEvent[]): void;
}

export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

type Listener<V> = (view: V) => void;

/**
 * GameHost: takes a command from an allowed caller, runs `decide`, appends
 * the events in one transaction, folds them, and pushes every subscribed
 * viewer its own projection. It knows nothing of Electron or HTTP.
 */
export class GameHost {
  private state: GameState;
  private readonly umpireListeners = new Set<Listener<UmpireView>>();
  private readonly playerListeners = new Map<Listener<PlayerView>, { side: string; manId?: string }>();

  constructor(
    initial: GameState,
    private readonly dice: DiceSource,
    private readonly store: EventStore,
  ) {
    this.state = initial;
  }

  get current(): GameState {
    return this.state;
  }

  sides(): readonly { id: string; name: string }[] {
    return this.state.sides.map((s) => ({ id: s.id, name: s.name }));
  }

  command(caller: Caller, command: Command): CommandOutcome {
    if (caller.kind !== 'umpire') throw new ForbiddenError('Only the umpire may give this command.');
    const decided = decide(this.state, command, this.dice);
    if (!decided.ok) return { ok: false, error: decided.error };
    // Persist first: if the write fails nothing is folded and no viewer sees it.
    this.store.append(decided.value);
    this.state = decided.value.reduce(evolve, this.state);
    this.publish();
    return { ok: true, version: this.state.version, events: decided.value.length };
  }

  umpireView(caller: Caller): UmpireView {
    if (caller.kind !== 'umpire') throw new ForbiddenError('A player may not see the umpire view.');
    return projectView(this.state, { kind: 'umpire' });
  }

  playerView(caller: Caller, side: string, manId?: string): PlayerView {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    return projectView(this.state, { kind: 'side', side, ...(manId ? { manId } : {}) });
  }

  subscribeUmpire(caller: Caller, listener: Listener<UmpireView>): () => void {
    if (caller.kind !== 'umpire') throw new ForbiddenError('A player may not subscribe to the umpire view.');
    this.umpireListeners.add(listener);
    return () => this.umpireListeners.delete(listener);
  }

  subscribePlayer(caller: Caller, side: string, listener: Listener<PlayerView>, manId?: string): () => void {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    this.playerListeners.set(listener, { side, ...(manId ? { manId } : {}) });
    return () => this.playerListeners.delete(listener);
  }

  private publish(): void {
    if (this.umpireListeners.size > 0) {
      const view = projectView(this.state, { kind: 'umpire' });
      for (const l of this.umpireListeners) l(view);
    }
    for (const [l, v] of this.playerListeners) l(projectView(this.state, { kind: 'side', side: v.side, ...(v.manId ? { manId: v.manId } : {}) }));
  }
}
