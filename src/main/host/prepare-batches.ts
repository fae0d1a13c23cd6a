import type { LoggedEvent } from '@shared/kernel/ruleset';
import type { CommitBatch } from './game-log';

/** Commands folded in memory, with the snapshot each batch carries; nothing written yet. */
export interface Prepared<S, E extends LoggedEvent> {
  readonly batches: CommitBatch<S, E>[];
  readonly state: S;
  readonly liveCount: number;
}

/**
 * A command's batch as `run` decided it: its state is taken as it is,
 * never folded again. When the command reaches a multiple of
 * `snapshotEvery` live events, the snapshot is that state, at its last event.
 */
export function prepareRun<S, E extends LoggedEvent>(batch: CommitBatch<S, E>, state: S, liveCount: number, snapshotEvery: number): Prepared<S, E> {
  const count = liveCount + batch.events.length;
  const due = Math.floor(count / snapshotEvery) > Math.floor(liveCount / snapshotEvery);
  return { batches: [due ? { ...batch, snapshot: { index: batch.events.length - 1, state } } : batch], state, liveCount: count };
}

/** Folds stored batches (a redo's) from `state` and marks where a snapshot falls due; changes nothing. */
export function prepareFolded<S, E extends LoggedEvent>(batches: readonly CommitBatch<S, E>[], state: S, liveCount: number, snapshotEvery: number, fold: (s: S, e: E) => S): Prepared<S, E> {
  let s = state;
  let count = liveCount;
  const out = batches.map((b) => {
    let snapshot: CommitBatch<S, E>['snapshot'];
    b.events.forEach((e, i) => {
      s = fold(s, e);
      count++;
      if (count % snapshotEvery === 0) snapshot = { index: i, state: s };
    });
    return snapshot ? { ...b, snapshot } : { events: b.events, audit: b.audit };
  });
  return { batches: out, state: s, liveCount: count };
}
