import type { GameState } from '@shared/rulesets/commando/model/state';
import { projectView, type PlayerView, type UmpireView } from '@shared/rulesets/commando/view/view';

export type Listener<V> = (view: V) => void;
type SideViewer = { readonly side: string; readonly manId?: string };

/** The subscribed windows: after every change each gets its own projection (a side never the umpire's). */
export class ViewPublisher {
  private readonly umpireListeners = new Set<Listener<UmpireView>>();
  private readonly playerListeners = new Map<Listener<PlayerView>, SideViewer>();

  addUmpire(listener: Listener<UmpireView>): () => void {
    this.umpireListeners.add(listener);
    return () => this.umpireListeners.delete(listener);
  }

  addPlayer(listener: Listener<PlayerView>, side: string, manId?: string): () => void {
    this.playerListeners.set(listener, { side, ...(manId ? { manId } : {}) });
    return () => this.playerListeners.delete(listener);
  }

  publish(state: GameState): void {
    if (this.umpireListeners.size > 0) {
      const view = projectView(state, { kind: 'umpire' });
      for (const l of this.umpireListeners) l(view);
    }
    // Viewers of the same side (and man) share one projection per change.
    const cache = new Map<string, PlayerView>();
    const sides = new Set(state.sides.map((s) => s.id));
    for (const [l, v] of this.playerListeners) {
      // A listener for a side (or man) this game does not have is stale: drop it rather than let one bad viewer stop every push.
      if (!sides.has(v.side) || (v.manId !== undefined && state.men[v.manId]?.side !== v.side)) {
        this.playerListeners.delete(l);
        continue;
      }
      const key = `${v.side}\u0000${v.manId ?? ''}`;
      let view = cache.get(key);
      if (!view) {
        view = projectView(state, { kind: 'side', side: v.side, ...(v.manId ? { manId: v.manId } : {}) });
        cache.set(key, view);
      }
      l(view);
    }
  }
}
