import type { LoggedEvent, VersionedState, ViewBase } from '@shared/kernel/ruleset';
import type { Viewer } from '@shared/kernel/viewer';
import type { AuditReport, ReplayFrame } from '@shared/contract/host-results';
import type { ReplayViewer } from '@shared/contract/umpire-api';
import type { AuditRecord, LogDiceMode, LogGameStatus } from './game-log';
import { HostError } from './host-errors';
import type { LogTimeline } from './log-timeline';

/** The viewer a replay asks for, as the ruleset's projection takes it. */
export function replayViewer(viewer: ReplayViewer): Viewer {
  return viewer.kind === 'umpire' ? { kind: 'umpire' } : { kind: 'side', side: viewer.side, ...(viewer.manId ? { manId: viewer.manId } : {}) };
}

/**
 * The game as it stood right after event `seq` was written (0: the setup),
 * for the umpire or as one side saw it then. `seq` may be a reverted event
 * or a rewind record: the events live at that moment are folded.
 */
export function replayFrame<S extends VersionedState, E extends LoggedEvent, V extends ViewBase>(
  timeline: LogTimeline<S, E>,
  seq: number,
  viewer: ReplayViewer,
  project: (state: S, viewer: Viewer) => V,
): ReplayFrame<V> {
  const last = timeline.lastSeq;
  if (!Number.isInteger(seq) || seq < 0 || seq > last) throw new HostError(`Event ${seq} does not exist; this game's log runs from 0 to ${last}.`);
  const state = timeline.stateAtTime(seq);
  const row = seq > 0 ? timeline.row(seq) : undefined;
  return { seq, kind: row?.kind ?? 'setup', revertedBy: row?.revertedBy ?? null, view: project(state, replayViewer(viewer)) };
}

/** The whole log (abandoned branches and rewind records included, each event with its dice and command batch) and the audit trail. */
export function auditReport<S extends VersionedState, E extends LoggedEvent>(
  timeline: LogTimeline<S, E>,
  entries: readonly AuditRecord[],
  facts: { readonly diceMode: LogDiceMode; readonly status: LogGameStatus; readonly canRedo: boolean },
): AuditReport<E> {
  return {
    diceMode: facts.diceMode,
    status: facts.status,
    canRedo: facts.canRedo,
    events: timeline.rows.map((r) =>
      r.kind === 'game'
        ? { seq: r.seq, kind: 'game', type: r.event.type, revertedBy: r.revertedBy, dice: r.event.dice ?? [], event: r.event, createdAt: r.createdAt, batch: timeline.batchStartOf(r.seq) }
        : { seq: r.seq, kind: 'rewind', type: 'rewind', revertedBy: null, dice: [], fromSeq: r.fromSeq, reason: r.reason, createdAt: r.createdAt },
    ),
    entries: entries.map((a) => ({ id: a.id, seq: a.seq, kind: a.kind, detail: a.detail, createdAt: a.createdAt })),
  };
}
