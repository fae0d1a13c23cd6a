import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { projectView, type PlayerView, type UmpireView } from '@shared/rulesets/commando/view/view';
import type { AuditReport, CommandOutcome, DiceModeReport, FinishInput, FinishReport, PendingDiceInfo, ReplayFrame, ReplayViewer, RewindOutcome } from '@shared/contract/api';
import { assertUmpire, type Caller } from './caller';
import { gameResult } from './finish-game';
import { MemoryGameLog, type AuditDetail, type CommitBatch, type GameLog, type LogDiceMode, type LogGameStatus } from './game-log';
import { commandoEngine, foldEvent, type Engine } from './host-engine';
import { ForbiddenError, HostError } from './host-errors';
import { LogTimeline } from './log-timeline';
import { pendingDiceInfo, runPending, withFaces, type PendingCommand } from './physical-dice';
import { auditReport, replayFrame } from './replay-audit';
import { rewindSeen } from './rewind-seen';
import { assertInSetup, deployCommand, NO_DICE, placeMineCommand, removeMineCommand, type DeployInput, type MinePlacementInput } from './side-setup';
import { redoBatches, RedoStack, rewindStart, undoStart } from './undo-redo';
import { ViewPublisher, type Listener } from './view-publisher';

// The host's names, importable from here as before the split.
export type { Caller } from './caller';
export { commandoEngine, type Engine } from './host-engine';
export { ForbiddenError, HostError, UnknownEventError } from './host-errors';
export { diceRequestInfo } from './physical-dice';
export type { MinePlacementInput } from './side-setup';

/** Where committed events go. `append` must be atomic: all of a command's events or none. */
export interface EventStore {
  append(events: readonly GameEvent[]): void;
}

export interface HostOptions {
  readonly engine?: Engine;
  /** A snapshot of the state is saved every this many live events (default 200), in the same transaction as the event that reaches it. */
  readonly snapshotEvery?: number;
}

export const DEFAULT_SNAPSHOT_EVERY = 200;

/** Commands folded in memory, with the snapshot each batch carries; nothing written yet. */
interface Prepared {
  readonly batches: CommitBatch[];
  readonly state: GameState;
  readonly liveCount: number;
}

function isGameLog(store: EventStore | GameLog): store is GameLog {
  return typeof (store as Partial<GameLog>).commit === 'function' && typeof (store as Partial<GameLog>).rows === 'function';
}

/**
 * GameHost: takes a command from an allowed caller, runs `decide`, appends
 * the events in one transaction (with the dice state and, every N events, a
 * snapshot), folds them, and pushes every subscribed viewer its own
 * projection. It also keeps the umpire's tools over the log: undo, redo,
 * rewind, replay, physical dice, dice modes and finishing the game. It knows
 * nothing of Electron, HTTP or SQLite (a `GameLog` hides the storage).
 *
 * The umpire may do anything; a player may only read his own side's
 * projection and, during set-up, deploy his own side's men (Case 38.4) and
 * lay or lift his own side's mines (Section 22.0).
 */
export class GameHost {
  private readonly views = new ViewPublisher();
  private readonly engine: Engine;
  private readonly snapshotEvery: number;

  private log!: GameLog;
  private dice!: DiceSource;
  private timeline!: LogTimeline;
  private state!: GameState;
  private redoStack = new RedoStack();
  private liveCount = 0;
  private mode: LogDiceMode = 'seeded';
  private gameStatus: LogGameStatus = 'active';
  private pending: PendingCommand | null = null;

  /**
   * `store` is either a full `GameLog` (the host folds its log, from the
   * latest valid snapshot) or a bare `EventStore` (then `initial` is the
   * current state and the history is kept in memory from here on).
   */
  constructor(initial: GameState, dice: DiceSource, store: EventStore | GameLog, options: HostOptions = {}) {
    this.engine = options.engine ?? commandoEngine;
    this.snapshotEvery = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    if (!Number.isInteger(this.snapshotEvery) || this.snapshotEvery < 1) throw new RangeError(`snapshotEvery must be a whole number ≥ 1, not ${this.snapshotEvery}`);
    this.load(initial, dice, isGameLog(store) ? store : new MemoryGameLog({ forward: store, diceMode: dice.mode }));
  }

  /**
   * Puts another game (or the same game, reopened) behind this host, keeping
   * every subscriber, and pushes them the new views. Used when the umpire
   * opens another campaign file or restores a backup.
   */
  load(initial: GameState, dice: DiceSource, log: GameLog): void {
    // Batches (one per command) and the redo stack come from the audit trail.
    const redo = new RedoStack();
    const timeline = LogTimeline.read(log, initial, (s, e) => this.fold(s, e), (a, t) => redo.follow(a, t));
    this.log = log;
    this.dice = dice;
    this.timeline = timeline;
    this.redoStack = redo;
    this.mode = log.diceMode();
    this.gameStatus = log.status();
    this.pending = null;
    const live = timeline.liveSeqs();
    this.liveCount = live.length;
    this.state = timeline.stateAtTime(live.at(-1) ?? 0);
    this.publish();
  }

  get current(): GameState {
    return this.state;
  }

  /** The state before the first event. */
  get initialState(): GameState {
    return this.timeline.initial;
  }

  get diceMode(): LogDiceMode {
    return this.mode;
  }

  get status(): LogGameStatus {
    return this.gameStatus;
  }

  sides(): readonly { id: string; name: string }[] {
    return this.state.sides.map((s) => ({ id: s.id, name: s.name }));
  }

  /** The live events in order (host use: exports, tests). */
  liveEvents(): GameEvent[] {
    return this.timeline.liveEvents();
  }

  // ---------------------------------------------------------------- commands

  command(caller: Caller, command: Command): CommandOutcome {
    assertUmpire(caller, 'Only the umpire may give this command.');
    this.assertPlayable();
    if (this.mode === 'physical') {
      this.pending = { command, faces: [], needed: null };
      return this.runPhysical();
    }
    this.pending = null;
    const decided = this.engine.decide(this.state, command, this.dice);
    if (!decided.ok) return { ok: false, error: decided.error };
    return this.commitCommand(command, decided.value, { diceMode: this.dice.mode });
  }

  /**
   * Case 38.4 secret deployment from a side's own window: a player may set up
   * a man of his own side (with a sentry route, Cases 38.45–38.48), and only
   * while the game is in set-up. The host builds the `setup/deploy` command;
   * the engine checks the Zones. An unknown man and an enemy man are refused
   * alike, so the answer never tells a side which ids the other side has.
   * The umpire's own pending physical-dice command is left alone.
   */
  deploy(caller: Caller, deploy: DeployInput): CommandOutcome {
    const command = deployCommand(deploy);
    if (caller.kind === 'umpire') return this.command(caller, command);
    this.assertSideSetup('Set-up is over (Case 38.41): a side deploys its men only before the game starts.');
    if (this.state.men[deploy.manId]?.side !== caller.side) throw new ForbiddenError('A side sets up only its own men (Case 38.4).');
    return this.sideCommand(caller, command);
  }

  /**
   * Section 22.0 Procedure: a side notes its mines in secret before play, so
   * a player may lay a mine for his own side only (the side is the caller's,
   * never taken from the request), and only while the game is in set-up. The
   * engine checks the allotment and the claymore's facing, detonator and
   * tripwire (Cases 22.31–22.35).
   */
  placeMine(caller: Caller, mine: MinePlacementInput): CommandOutcome {
    if (caller.kind === 'umpire') {
      if (!mine.side) throw new HostError('Name the side whose mine this is (Section 22.0).');
      return this.command(caller, placeMineCommand(mine.side, mine));
    }
    this.assertSideSetup('Set-up is over (Section 22.0): a side lays its mines only before the game starts.');
    if (mine.side !== undefined && mine.side !== caller.side) throw new ForbiddenError('A side lays only its own mines (Section 22.0).');
    return this.sideCommand(caller, placeMineCommand(caller.side, mine));
  }

  /**
   * Section 22.0: during set-up a side lifts one of its own mines again. An
   * unknown mine and an enemy mine are refused alike, so the answer never
   * tells a side where the other side's mines are.
   */
  removeMine(caller: Caller, mineId: string): CommandOutcome {
    const command = removeMineCommand(mineId);
    if (caller.kind === 'umpire') return this.command(caller, command);
    this.assertSideSetup('Set-up is over (Section 22.0): a side lifts its mines only before the game starts.');
    if (this.state.mines?.laid.find((m) => m.id === mineId)?.side !== caller.side) throw new ForbiddenError('A side lifts only its own mines (Section 22.0).');
    return this.sideCommand(caller, command);
  }

  // ------------------------------------------------------------------- dice

  /** The die the pending command waits for, or null. */
  pendingDice(caller: Caller): PendingDiceInfo | null {
    assertUmpire(caller, 'Only the umpire rolls dice.');
    return pendingDiceInfo(this.pending);
  }

  /** The umpire types the faces of real dice; nothing is committed until the command needs no more (physical-dice.ts). */
  provideDice(caller: Caller, faces: readonly number[]): CommandOutcome {
    assertUmpire(caller, 'Only the umpire rolls dice.');
    const p = this.pending;
    if (!p) throw new HostError('No command is waiting for dice.');
    p.faces = withFaces(p, faces, (d) => this.engine.decide(this.state, p.command, d));
    return this.runPhysical();
  }

  /** Drops the command waiting for dice; nothing of it was committed. */
  cancelDice(caller: Caller): { readonly cancelled: boolean } {
    assertUmpire(caller, 'Only the umpire rolls dice.');
    const cancelled = this.pending !== null;
    this.pending = null;
    return { cancelled };
  }

  setDiceMode(caller: Caller, mode: 'seeded' | 'physical'): DiceModeReport {
    assertUmpire(caller, 'Only the umpire chooses the dice.');
    this.assertPlayable();
    if (mode === this.mode) return { diceMode: this.mode, changed: false };
    const dropped = this.pending !== null;
    this.log.setDiceMode(mode, { from: this.mode, to: mode, ...(dropped ? { droppedPendingCommand: true } : {}) });
    this.mode = mode;
    this.pending = null;
    return { diceMode: mode, changed: true };
  }

  // ------------------------------------------------------------ undo / redo

  /** Reverts the last live command (all its events) as a branch. */
  undo(caller: Caller, reason = 'undo'): RewindOutcome {
    assertUmpire(caller, 'Only the umpire may undo.');
    this.assertPlayable();
    return this.revertFrom(undoStart(this.timeline), reason);
  }

  /**
   * Goes back to the game as it stood just after live event `seq` (0: before
   * the first). The first live event after it must start a command, so a
   * rewind never splits one.
   */
  rewindTo(caller: Caller, seq: number, reason?: string): RewindOutcome {
    assertUmpire(caller, 'Only the umpire may rewind.');
    this.assertPlayable();
    const from = rewindStart(this.timeline, seq);
    return this.revertFrom(from, reason?.trim() ? reason.trim() : `rewind to event ${seq}`);
  }

  /**
   * Re-applies the most recently reverted branch, while nothing new has been
   * done since: its events are appended again, unchanged (same payloads, same
   * dice), with new seqs after the rewind record; each re-appended command
   * gets an audit row `redo` naming the rewind and the original seqs.
   */
  redo(caller: Caller): CommandOutcome {
    assertUmpire(caller, 'Only the umpire may redo.');
    this.assertPlayable();
    const top = this.redoStack.top();
    if (!top) throw new HostError('Nothing to redo: no branch was undone since the last command.');
    this.pending = null;
    const prepared = this.prepare(redoBatches(this.timeline, top));
    const seqs = this.log.commit(prepared.batches);
    this.apply(prepared, seqs);
    this.redoStack.pop();
    this.publish();
    return { ok: true, version: this.state.version, events: seqs.flat().length, seqs: seqs.flat() };
  }

  // ------------------------------------------------------------ replay, audit

  /** The game right after event `seq` (0: the setup), for the umpire or as one side saw it then (replay-audit.ts). */
  replayAt(caller: Caller, seq: number, viewer: ReplayViewer): ReplayFrame {
    assertUmpire(caller, 'Only the umpire may replay the game.');
    return replayFrame(this.timeline, seq, viewer);
  }

  /** The whole log (abandoned branches and rewind records included) and the audit trail: umpire only. */
  audit(caller: Caller): AuditReport {
    assertUmpire(caller, 'The audit trail is the umpire\u2019s.');
    return auditReport(this.timeline, this.log.auditEntries(), { diceMode: this.mode, status: this.gameStatus, canRedo: this.redoStack.canRedo });
  }

  /** Ends the game with its result: outcome per side, rulings, casualties per man (from the state unless given), turns played. */
  finishGame(caller: Caller, input: FinishInput): FinishReport {
    assertUmpire(caller, 'Only the umpire may end the game.');
    this.assertPlayable();
    const record = gameResult(this.state, input);
    this.log.finish(record);
    this.gameStatus = 'finished';
    this.pending = null;
    this.redoStack.clear();
    return { finished: true, ...record };
  }

  // ------------------------------------------------------------------- views

  umpireView(caller: Caller): UmpireView {
    assertUmpire(caller, 'A player may not see the umpire view.');
    return projectView(this.state, { kind: 'umpire' });
  }

  playerView(caller: Caller, side: string, manId?: string): PlayerView {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    return projectView(this.state, { kind: 'side', side, ...(manId ? { manId } : {}) });
  }

  subscribeUmpire(caller: Caller, listener: Listener<UmpireView>): () => void {
    assertUmpire(caller, 'A player may not subscribe to the umpire view.');
    return this.views.addUmpire(listener);
  }

  subscribePlayer(caller: Caller, side: string, listener: Listener<PlayerView>, manId?: string): () => void {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    return this.views.addPlayer(listener, side, manId);
  }

  // ----------------------------------------------------------------- private

  private assertPlayable(): void {
    if (this.gameStatus === 'finished' || this.gameStatus === 'abandoned') throw new HostError(`The game is ${this.gameStatus}; nothing was changed.`);
  }

  private assertSideSetup(message: string): void {
    this.assertPlayable();
    assertInSetup(this.state, message);
  }

  /** A side's set-up command: decided without dice, committed with the side named in the audit; the umpire's pending dice are left alone. */
  private sideCommand(caller: Caller & { readonly kind: 'player' }, command: Command): CommandOutcome {
    const decided = this.engine.decide(this.state, command, NO_DICE);
    if (!decided.ok) return { ok: false, error: decided.error };
    return this.commitCommand(command, decided.value, { diceMode: this.dice.mode, by: { kind: 'player', side: caller.side } });
  }

  private runPhysical(): CommandOutcome {
    const p = this.pending!;
    const r = runPending(p, (d) => this.engine.decide(this.state, p.command, d));
    if (r.kind === 'needs-dice') return r.outcome;
    if (r.kind === 'refused') {
      this.pending = null;
      return r.outcome;
    }
    const outcome = this.commitCommand(p.command, r.events, r.detail);
    this.pending = null;
    return outcome;
  }

  private commitCommand(command: Command, events: readonly GameEvent[], detail: AuditDetail): CommandOutcome {
    if (events.length === 0) return { ok: true, version: this.state.version, events: 0, seqs: [] };
    const prepared = this.prepare([{ events, audit: { kind: 'command', detail: { command, ...detail } } }]);
    // Persist first: if the write fails nothing is folded and no viewer sees it.
    const seqs = this.log.commit(prepared.batches);
    this.apply(prepared, seqs);
    this.redoStack.clear();
    this.publish();
    return { ok: true, version: this.state.version, events: events.length, seqs: seqs.flat() };
  }

  /** Folds the batches from the current state and marks where a snapshot falls due; changes nothing. */
  private prepare(batches: readonly CommitBatch[]): Prepared {
    let s = this.state;
    let count = this.liveCount;
    const out = batches.map((b) => {
      let snapshot: CommitBatch['snapshot'];
      b.events.forEach((e, i) => {
        s = this.fold(s, e);
        count++;
        if (count % this.snapshotEvery === 0) snapshot = { index: i, state: s };
      });
      return snapshot ? { ...b, snapshot } : { events: b.events, audit: b.audit };
    });
    return { batches: out, state: s, liveCount: count };
  }

  private apply(prepared: Prepared, seqs: number[][]): void {
    this.timeline.appendCommitted(prepared.batches, seqs);
    this.state = prepared.state;
    this.liveCount = prepared.liveCount;
  }

  /** Undo as a branch: the rewind record, which sides had seen the abandoned events, and the branch kept for redo. */
  private revertFrom(fromSeq: number, reason: string): RewindOutcome {
    this.pending = null;
    const reverting = this.timeline.liveSeqs().filter((s) => s >= fromSeq);
    const base = this.timeline.stateAtTime(this.timeline.lastLiveBefore(fromSeq));
    const abandoned = reverting.map((seq) => ({ seq, event: this.timeline.eventAt(seq) }));
    const { seenBy, diceSeen } = rewindSeen(base, this.state.sides.map((side) => side.id), abandoned, (s, e) => this.fold(s, e));
    const seen = { fromSeq, seenBy, diceSeen, diceSeenByPlayers: diceSeen.length > 0 };
    const result = this.log.rewind(fromSeq, reason, seen);
    this.timeline.appendRewind(result.rewindSeq, result.reverted, fromSeq, reason);
    this.redoStack.push({ rewindSeq: result.rewindSeq, batches: this.timeline.groupBatches(result.reverted) });
    this.state = base;
    this.liveCount -= result.reverted.length;
    this.publish();
    return { rewindSeq: result.rewindSeq, reverted: [...result.reverted], seenBy, diceSeen, version: this.state.version };
  }

  private fold(state: GameState, event: GameEvent): GameState {
    return foldEvent(this.engine, state, event);
  }

  private publish(): void {
    this.views.publish(this.state);
  }
}
