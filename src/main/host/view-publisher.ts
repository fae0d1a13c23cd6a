import { viewerKey, type SideViewer, type UmpireViewer, type Viewer } from '@shared/kernel/viewer';
import type { ViewBase } from '@shared/kernel/ruleset';

export type Listener<V> = (view: V) => void;

/** What of a ruleset the publisher needs: its projection, and whether a viewer still exists in the game. */
export interface Projection<S, UV extends ViewBase, SV extends ViewBase> {
  project(state: S, viewer: UmpireViewer): UV;
  project(state: S, viewer: SideViewer): SV;
  hasViewer(state: S, viewer: Viewer): boolean;
}

/** The subscribed windows: after every change each gets its own projection (a side never the umpire's). */
export class ViewPublisher<S, UV extends ViewBase, SV extends ViewBase> {
  private readonly umpireListeners = new Set<Listener<UV>>();
  private readonly playerListeners = new Map<Listener<SV>, SideViewer>();

  constructor(private readonly ruleset: Projection<S, UV, SV>) {}

  addUmpire(listener: Listener<UV>): () => void {
    this.umpireListeners.add(listener);
    return () => this.umpireListeners.delete(listener);
  }

  addPlayer(listener: Listener<SV>, side: string, manId?: string): () => void {
    this.playerListeners.set(listener, { kind: 'side', side, ...(manId ? { manId } : {}) });
    return () => this.playerListeners.delete(listener);
  }

  publish(state: S): void {
    if (this.umpireListeners.size > 0) {
      const view = this.ruleset.project(state, { kind: 'umpire' });
      for (const l of this.umpireListeners) l(view);
    }
    // Viewers of the same side (and man) share one projection per change.
    const cache = new Map<string, SV>();
    for (const [l, v] of this.playerListeners) {
      // A listener for a side (or man) this game does not have is stale: drop it rather than let one bad viewer stop every push.
      if (!this.ruleset.hasViewer(state, v)) {
        this.playerListeners.delete(l);
        continue;
      }
      const key = viewerKey(v);
      let view = cache.get(key);
      if (!view) {
        view = this.ruleset.project(state, v);
        cache.set(key, view);
      }
      l(view);
    }
  }
}
