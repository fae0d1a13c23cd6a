import type { LoggedEvent, VersionedState } from '@shared/kernel/ruleset';
import type { AuditRecord, CommitBatch } from './game-log';
import { HostError } from './host-errors';
import type { History } from './history-queries';

/** One undone branch that may be redone: the rewind that abandoned it and its commands' seqs. */
export interface RedoEntry {
  readonly rewindSeq: number;
  /** The abandoned branch, one seq list per original command, in order. */
  readonly batches: readonly (readonly number[])[];
}

/**
 * The branches that may be redone, newest last. A new command empties it;
 * several undos redo in reverse order. It is rebuilt from the audit trail
 * when a game is opened, so it survives a restart.
 */
export class RedoStack {
  private entries: RedoEntry[] = [];

  get canRedo(): boolean {
    return this.entries.length > 0;
  }

  top(): RedoEntry | undefined {
    return this.entries.at(-1);
  }

  push(entry: RedoEntry): void {
    this.entries.push(entry);
  }

  pop(): void {
    this.entries.pop();
  }

  clear(): void {
    this.entries = [];
  }

  /** Follows one audit entry of a game being opened (in order, once its batch is known to `timeline`). */
  follow(a: AuditRecord, timeline: { groupBatches(seqs: readonly number[]): number[][] }): void {
    if (a.kind === 'command') {
      this.entries.length = 0;
    } else if (a.kind === 'redo') {
      if (this.entries.at(-1)?.rewindSeq === a.detail.rewindSeq) this.entries.pop();
    } else if (a.kind === 'rewind' && a.seq !== null && Array.isArray(a.detail.reverted)) {
      this.entries.push({ rewindSeq: a.seq, batches: timeline.groupBatches(a.detail.reverted as number[]) });
    }
  }
}

/** Undo: the first seq of the last live command, whose whole batch is reverted. */
export function undoStart<S extends VersionedState, E extends LoggedEvent>(timeline: History<S, E>): number {
  const last = timeline.lastLiveSeq();
  if (last === 0) throw new HostError('Nothing to undo: no event is live.');
  return timeline.batchStartOf(last);
}

/**
 * A rewind to just after live event `seq` (0: before the first) reverts from
 * the next live event, which must start a command: a rewind never splits one.
 */
export function rewindStart<S extends VersionedState, E extends LoggedEvent>(timeline: History<S, E>, seq: number): number {
  if (!Number.isInteger(seq) || seq < 0) throw new HostError(`Cannot rewind to event ${seq}: give 0 or a live event's seq.`);
  if (seq > 0) {
    const r = timeline.row(seq);
    if (!r || r.kind !== 'game' || r.revertedBy !== null) throw new HostError(`Event ${seq} is not a live event of this game; rewind to a live one (or 0).`);
  }
  const from = timeline.liveAfter(seq);
  if (from === undefined) throw new HostError(`Nothing to rewind: event ${seq} is the last live event.`);
  const start = timeline.batchStartOf(from);
  if (start !== from) {
    const batch = timeline.batchAt(start);
    throw new HostError(`Event ${seq} is in the middle of one command (events ${batch[0]}–${batch.at(-1)}); rewind to ${timeline.lastLiveBefore(start)} or ${batch.at(-1)} instead.`);
  }
  return from;
}

/** Redo re-appends the branch's events unchanged (same payloads, same recorded dice), one batch per original command. */
export function redoBatches<S extends VersionedState, E extends LoggedEvent>(timeline: History<S, E>, entry: RedoEntry): CommitBatch<S, E>[] {
  return entry.batches.map((seqs) => ({
    events: seqs.map((s) => timeline.eventAt(s)),
    audit: { kind: 'redo', detail: { rewindSeq: entry.rewindSeq, from: [...seqs] } },
  }));
}
