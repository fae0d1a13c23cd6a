import type { LoggedEvent, VersionedState, ViewBase } from '@shared/kernel/ruleset';
import { viewerKey, type Viewer } from '@shared/kernel/viewer';
import type { AuditReport, ReplayFrame } from '@shared/contract/host-results';
import type { ReplayViewer } from '@shared/contract/umpire-api';
import type { AuditRecord, LogDiceMode, LogGameStatus } from './game-log';
import { HostError } from './host-errors';
import type { History } from './history-queries';

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
  timeline: History<S, E>,
  seq: number,
  viewer: ReplayViewer,
  project: (state: S, viewer: Viewer) => V,
  fold: (state: S, event: E) => S,
): ReplayFrame<V> {
  const last = timeline.lastSeq;
  if (!Number.isInteger(seq) || seq < 0 || seq > last) throw new HostError(`Event ${seq} does not exist; this game's log runs from 0 to ${last}.`);
  const state = timeline.stateAtTime(seq);
  const row = seq > 0 ? timeline.row(seq) : undefined;
  const shown = replayViewer(viewer);
  const view = project(state, shown);
  // A side's frame carries the side's own version then, never the game's (which counts the enemy's secret events, issue 13).
  const stamped = shown.kind === 'side' ? { ...view, version: sideVersionAt(timeline, seq, shown, project, fold) } : view;
  return { seq, kind: row?.kind ?? 'setup', revertedBy: row?.revertedBy ?? null, view: stamped };
}

/** Per timeline and side viewer: the side's version at each moment so far, and the state and projection at the last one. */
interface VersionMemo<S> {
  versions: number[];
  state: S;
  body: string;
}
const memos = new WeakMap<object, Map<string, VersionMemo<unknown>>>();

/**
 * The side viewer's version right after event `seq`: how many times its
 * projection (version aside) had changed from the setup to then, moment by
 * moment — what its window's version counted, a function of its projection
 * alone. Moments never change once written (a rewind is a later moment), so
 * they are remembered per timeline; each new moment folds one event (a
 * rewind record refolds its moment).
 */
function sideVersionAt<S extends VersionedState, E extends LoggedEvent, V extends ViewBase>(
  timeline: History<S, E>,
  seq: number,
  viewer: Viewer,
  project: (state: S, viewer: Viewer) => V,
  fold: (state: S, event: E) => S,
): number {
  const byViewer = memos.get(timeline) ?? new Map<string, VersionMemo<unknown>>();
  memos.set(timeline, byViewer);
  const key = viewerKey(viewer);
  const bodyOf = (state: S) => JSON.stringify({ ...project(state, viewer), version: 0 });
  let memo = byViewer.get(key) as VersionMemo<S> | undefined;
  if (!memo) {
    const state = timeline.stateAtTime(0);
    memo = { versions: [1], state, body: bodyOf(state) };
    byViewer.set(key, memo as VersionMemo<unknown>);
  }
  for (let t = memo.versions.length; t <= seq; t++) {
    const row = timeline.row(t);
    memo.state = row?.kind === 'game' ? fold(memo.state, row.event) : timeline.stateAtTime(t);
    const body = bodyOf(memo.state);
    memo.versions.push(memo.versions.at(-1)! + (body === memo.body ? 0 : 1));
    memo.body = body;
  }
  return memo.versions[seq]!;
}

/** The whole log (abandoned branches and rewind records included, each event with its dice and command batch) and the audit trail. */
export function auditReport<S extends VersionedState, E extends LoggedEvent>(
  timeline: History<S, E>,
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
