import { projectView } from '@shared/rulesets/commando/view/view';
import type { AuditReport, ReplayFrame, ReplayViewer } from '@shared/contract/api';
import type { AuditRecord, LogDiceMode, LogGameStatus } from './game-log';
import { HostError } from './host-errors';
import type { LogTimeline } from './log-timeline';

/**
 * The game as it stood right after event `seq` was written (0: the setup),
 * for the umpire or as one side saw it then. `seq` may be a reverted event
 * or a rewind record: the events live at that moment are folded.
 */
export function replayFrame(timeline: LogTimeline, seq: number, viewer: ReplayViewer): ReplayFrame {
  const last = timeline.lastSeq;
  if (!Number.isInteger(seq) || seq < 0 || seq > last) throw new HostError(`Event ${seq} does not exist; this game's log runs from 0 to ${last}.`);
  const state = timeline.stateAtTime(seq);
  const row = seq > 0 ? timeline.row(seq) : undefined;
  const view = viewer.kind === 'umpire' ? projectView(state, { kind: 'umpire' }) : projectView(state, { kind: 'side', side: viewer.side, ...(viewer.manId ? { manId: viewer.manId } : {}) });
  return { seq, kind: row?.kind ?? 'setup', revertedBy: row?.revertedBy ?? null, view };
}

/** The whole log (abandoned branches and rewind records included, each event with its dice and command batch) and the audit trail. */
export function auditReport(
  timeline: LogTimeline,
  entries: readonly AuditRecord[],
  facts: { readonly diceMode: LogDiceMode; readonly status: LogGameStatus; readonly canRedo: boolean },
): AuditReport {
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
