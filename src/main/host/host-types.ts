import type { LoggedEvent, Ruleset, Tagged, ViewBase } from '@shared/kernel/ruleset';

/** The ruleset a host drives: any ruleset, whatever its scenarios, boards and options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type HostRuleset<S, C extends Tagged, E extends Tagged, UV extends ViewBase, SV extends ViewBase> = Ruleset<S, C, E, UV, SV, any, any, any>;

/** Where committed events go. `append` must be atomic: all of a command's events or none. */
export interface EventStore<E = LoggedEvent> {
  append(events: readonly E[]): void;
}

export interface HostOptions {
  /** A snapshot of the state is saved every this many live events (default 200), in the same transaction as the command that reaches it. */
  readonly snapshotEvery?: number;
  /** Seqs per page when history is read in pages (default 500; tests use a few, to cross page edges). */
  readonly historyPage?: number;
}

export const DEFAULT_SNAPSHOT_EVERY = 200;
