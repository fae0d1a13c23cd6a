import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import { BatchIndex } from './batch-index';
import { CommandIds } from './command-ids';
import type { GameLog, LogQueries } from './game-log';
import type { History } from './history-queries';
import { LogTimeline, sameShape } from './log-timeline';
import { RedoStack } from './undo-redo';

/** What the host needs to play on from a game it opens. */
export interface Opened<S> {
  /** The state before the first event (the stored setup when the log keeps one). */
  readonly initial: S;
  readonly state: S;
  readonly liveCount: number;
  readonly redo: RedoStack;
}

/** A game opened for a host, not yet behind it (GameHost.prepareLoad, adopt). */
export type LoadedGame<S extends VersionedState, E extends LoggedEvent> = Opened<S> & {
  readonly history: History<S, E> | null;
  readonly commandIds: CommandIds;
  readonly log: GameLog<S, E>;
  readonly dice: DiceSource;
};

/**
 * Opens a game for the host: quickly when the store answers `queries()`
 * (`openQuick`), else by reading the whole log (the log is then kept as
 * `history`). Command ids are looked up in the store, or read from the audit.
 */
export function openLog<S extends VersionedState, E extends LoggedEvent>(
  log: GameLog<S, E>,
  setup: S,
  fold: (s: S, e: E) => S,
): Opened<S> & { readonly history: History<S, E> | null; readonly commandIds: CommandIds } {
  const q = log.queries?.();
  const quick = q ? openQuick(log, q, setup, fold) : null;
  if (q && quick) return { ...quick, history: null, commandIds: new CommandIds((id) => q.commandEntry(id)) };
  // The whole log is read: every row is checked first, so the first damaged one is named.
  log.checkRows?.(0);
  // Batches (one per command) and the redo stack come from the audit trail.
  const redo = new RedoStack();
  const audit = log.auditEntries();
  const history = LogTimeline.read<S, E>(log, setup, fold, (a, t) => redo.follow(a, t), audit);
  const live = history.liveSeqs();
  const state = history.stateAtTime(live.at(-1) ?? 0);
  return { initial: history.initial, state, liveCount: live.length, redo, history, commandIds: q ? new CommandIds((id) => q.commandEntry(id)) : CommandIds.read(audit) };
}

/**
 * Opening a game from its newest snapshot and the tail after it, without
 * reading its whole history (issue 23): the store is asked, not read row by
 * row. The answers are those of reading the whole log (LogTimeline) —
 * open-quick.property.test.ts checks it on generated logs:
 *
 * - the state: the newest snapshot at or before the last live event, trusted
 *   on the same terms (same shape as the setup, its version the setup's plus
 *   the live events up to it), and the live events after it folded;
 * - the live count: asked of the store;
 * - the redo stack: only the audit entries after the last `command` matter
 *   (a command empties it), and the batches of what their rewinds reverted;
 * - damage: the rows after the snapshot are checked (`checkRows`), and a
 *   damaged one throws `DamagedEventError` naming it; the rows before it are
 *   checked when history is first read (GameHost's timeline).
 *
 * Null when the events do not fold: the host then reads the whole log, which
 * names the damage (or, from a snapshot, folds from the setup) as before.
 */
export function openQuick<S extends VersionedState, E extends LoggedEvent>(log: GameLog<S, E>, q: LogQueries<E>, setup: S, fold: (s: S, e: E) => S): Opened<S> | null {
  const initial = log.initial() ?? setup;
  const lastLive = q.lastLiveSeq();
  const liveCount = q.liveCountThrough(lastLive);
  let state = initial;
  if (lastLive > 0) {
    let snap: { readonly seq: number; readonly state: S } | null;
    try {
      snap = log.snapshotAtOrBefore(lastLive);
    } catch {
      snap = null;
    }
    // A snapshot is trusted as LogTimeline trusts it; without one, the live events are folded from the setup.
    const usable = snap && snap.seq > 0 && sameShape(initial, snap.state) && snap.state.version === initial.version + q.liveCountThrough(snap.seq) ? snap : null;
    // Every row read here is checked, reverted ones and rewind records too (a damaged one refuses the open, naming it); older rows wait for history.
    log.checkRows?.(usable?.seq ?? 0);
    try {
      state = usable?.state ?? initial;
      for (const r of q.rowsAfter(usable?.seq ?? 0)) {
        if (r.seq > lastLive) break;
        if (r.kind === 'game' && r.revertedBy === null) state = fold(state, r.event);
      }
    } catch {
      return null;
    }
  } else log.checkRows?.(0);
  return { initial, state, liveCount, redo: redoFromAudit(q) };
}

/** The redo stack as RedoStack.follow rebuilds it from the whole audit trail, from the entries after the last command. */
export function redoFromAudit<E extends LoggedEvent>(q: LogQueries<E>): RedoStack {
  const redo = new RedoStack();
  for (const a of q.auditSinceLastCommand()) {
    redo.follow(a, {
      groupBatches: (seqs) => {
        // The batches known when the rewind was written: command and redo entries before it, over the seqs it reverted.
        const index = new BatchIndex();
        if (seqs.length > 0) {
          const from = seqs.reduce((m, s) => Math.min(m, s));
          const to = seqs.reduce((m, s) => Math.max(m, s));
          for (const b of q.batchEntries(from, to)) if (b.id < a.id) index.register(b.detail.seqs);
        }
        return index.group(seqs);
      },
    });
  }
  return redo;
}
