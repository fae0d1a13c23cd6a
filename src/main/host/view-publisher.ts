import { viewerKey, type SideViewer, type UmpireViewer, type Viewer } from '@shared/kernel/viewer';
import type { ViewBase } from '@shared/kernel/ruleset';

export type Listener<V> = (view: V) => void;

/** What of a ruleset the publisher needs: its projection, and whether a viewer still exists in the game. */
export interface Projection<S, UV extends ViewBase, SV extends ViewBase> {
  project(state: S, viewer: UmpireViewer): UV;
  project(state: S, viewer: SideViewer): SV;
  hasViewer(state: S, viewer: Viewer): boolean;
  /** The ruleset's legal actions, if it has them (asked for by the umpire console, never pushed). */
  legalActions?(state: S): unknown;
}

/**
 * The last projection a side viewer was given: serialised without its version and its map, the map itself
 * (a state's map is never changed in place: the same object is the same map), and that viewer's own version.
 */
interface Seen {
  body: string;
  map: unknown;
  version: number;
}

/**
 * The subscribed windows: after every change each gets its own projection (a
 * side never the umpire's). A side's stream is a function of its own
 * projection alone (issue 13): its `version` counts the changes to THAT
 * viewer's projection (not the game's events, which count the enemy's
 * secrets), and a viewer whose projection did not change is sent nothing.
 * The umpire's views keep the game's version and are pushed on every change.
 */
export class ViewPublisher<S, UV extends ViewBase, SV extends ViewBase> {
  private readonly umpireListeners = new Set<Listener<UV>>();
  private readonly playerListeners = new Map<Listener<SV>, SideViewer>();
  private readonly seen = new Map<string, Seen>();
  /** The last legal actions asked for, and the state they belong to (a state is immutable: same object, same answer). */
  private legalMemo: { readonly state: S; readonly legal: unknown } | null = null;

  /**
   * What the host adds to a side's projection before it is compared and pushed (issue 15: its own die to roll,
   * side-dice.ts). A function of that side's own affairs only, so the other side's stream never moves with it.
   */
  sideExtra: ((viewer: SideViewer, view: SV) => object | undefined) | undefined;

  constructor(private ruleset: Projection<S, UV, SV>) {}

  /** Another game's ruleset behind the host (GameHost.adopt): its projections from now on; the memo of legal actions was the old one's. */
  setRuleset(ruleset: Projection<S, UV, SV>): void {
    this.ruleset = ruleset;
    this.legalMemo = null;
  }

  addUmpire(listener: Listener<UV>): () => void {
    this.umpireListeners.add(listener);
    return () => this.umpireListeners.delete(listener);
  }

  addPlayer(listener: Listener<SV>, side: string, manId?: string): () => void {
    this.playerListeners.set(listener, { kind: 'side', side, ...(manId ? { manId } : {}) });
    return () => this.playerListeners.delete(listener);
  }

  /** A side viewer's projection now, with that viewer's own version (a window's getView, the shared screen). */
  sideView(state: S, viewer: SideViewer): SV {
    return this.stamp(viewer, this.sideProjection(state, viewer)).view;
  }

  /** What may be done in `state`, computed once per state and only when asked (issue 23). */
  legal(state: S): unknown {
    if (this.legalMemo?.state !== state) this.legalMemo = { state, legal: this.ruleset.legalActions?.(state) ?? null };
    return this.legalMemo.legal;
  }

  /** `umpireExtra`: what the host adds to the umpire's pushed view (the order queue's summary), never a side's. */
  publish(state: S, umpireExtra?: object): void {
    if (this.umpireListeners.size > 0) {
      const view = { ...this.ruleset.project(state, { kind: 'umpire' }), ...umpireExtra };
      for (const l of this.umpireListeners) l(view);
    }
    // Viewers of the same side (and man) share one projection per change; an unchanged one is not pushed.
    const cache = new Map<string, SV | null>();
    for (const [l, v] of this.playerListeners) {
      // A listener for a side (or man) this game does not have is stale: drop it rather than let one bad viewer stop every push.
      if (!this.ruleset.hasViewer(state, v)) {
        this.playerListeners.delete(l);
        continue;
      }
      const key = viewerKey(v);
      let view = cache.get(key);
      if (view === undefined) {
        const stamped = this.stamp(v, this.sideProjection(state, v));
        view = stamped.changed ? stamped.view : null;
        cache.set(key, view);
      }
      if (view) l(view);
    }
  }

  private sideProjection(state: S, viewer: SideViewer): SV {
    const view = this.ruleset.project(state, viewer);
    const extra = this.sideExtra?.(viewer, view);
    return extra ? { ...view, ...extra } : view;
  }

  /**
   * Compares the projection with the viewer's last one (version aside) and counts a change. The map (~97 % of a
   * side's view on map J) is compared apart: by identity, and only as JSON when it is another object (issue 23:
   * serialising it twice per command was a fifth of a command's time). Same JSON as comparing the whole view.
   */
  private stamp(viewer: SideViewer, projected: SV): { view: SV; changed: boolean } {
    const key = viewerKey(viewer);
    const { map, ...rest } = projected as SV & { readonly map?: unknown };
    const body = JSON.stringify({ ...rest, version: 0 });
    const last = this.seen.get(key);
    const changed = !last || last.body !== body || !sameMap(last.map, map);
    if (!last) this.seen.set(key, { body, map, version: 1 });
    else {
      // An equal map made again is kept too, so the next command compares it by identity.
      [last.body, last.map] = [body, map];
      if (changed) last.version++;
    }
    return { view: { ...projected, version: this.seen.get(key)!.version }, changed };
  }
}

/** The same map: the same object, or another one with the same JSON (another game's, or a map made again). */
function sameMap(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
