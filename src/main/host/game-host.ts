import type { DiceSource, DieFace, DieRequest } from '@shared/dice/dice-source';
import { checkedFace, runWithPhysicalDice } from '@shared/dice/physical-dice';
import type { Command } from '@shared/game/commands';
import { decide, evolve } from '@shared/game/engine';
import type { GameEvent, RecordedDice } from '@shared/game/events';
import type { Result } from '@shared/game/result';
import type { GameState } from '@shared/game/state';
import type { Square } from '@shared/map/map-model';
import { SETUP_PHASE } from '@shared/scenario/setup-game';
import { projectView, type PlayerView, type UmpireView } from '@shared/game/view';
import type { RuleError } from '@shared/rules/rule-error';
import type { MineType } from '@shared/rules/commando/mines-model';
import type { Compass } from '@shared/rules/commando/tables/grenade-accuracy';
import type {
  AuditReport,
  CommandOutcome,
  DiceModeReport,
  DiceRequestInfo,
  FinishInput,
  FinishReport,
  PendingDiceInfo,
  ReplayFrame,
  ReplayViewer,
  RewindOutcome,
} from '@shared/contract/api';
import { canonicalJson } from '../archive/canonical-json';
import { MemoryGameLog, type AuditDetail, type CommitBatch, type GameLog, type LogDiceMode, type LogGameStatus, type LogRow, type ManCasualty } from './game-log';

/** Who is asking. The host, not the transport, decides what each caller may do. */
export type Caller = { readonly kind: 'umpire' } | { readonly kind: 'player'; readonly side: string };

/** Where committed events go. `append` must be atomic: all of a command's events or none. */
export interface EventStore {
  append(events: readonly GameEvent[]): void;
}

export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenError';
  }
}

/** A request the host refuses as it stands (nothing to undo, no dice pending, game over…). Nothing was changed. */
export class HostError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HostError';
  }
}

/** A stored event the engine does not know (a newer Sightline wrote it, or the row is damaged). */
export class UnknownEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnknownEventError';
  }
}

/** The rules engine the host drives. Tests may wrap it; the app uses `commandoEngine`. */
export interface Engine {
  decide(state: GameState, command: Command, dice: DiceSource): Result<GameEvent[], RuleError>;
  evolve(state: GameState, event: GameEvent): GameState;
}

export const commandoEngine: Engine = { decide, evolve };

/** A mine as a window lays it (Section 22.0); `side` is the umpire's choice, a side's window lays its own. */
export interface MinePlacementInput {
  readonly side?: string | undefined;
  readonly mineType: MineType;
  readonly square: Square;
  readonly facing?: Compass | undefined;
  readonly detonator?: Square | undefined;
  readonly tripwireAnchor?: Square | undefined;
}

function placeMineCommand(side: string, m: MinePlacementInput): Command {
  return {
    type: 'setup/place-mine',
    side,
    mineType: m.mineType,
    square: m.square,
    ...(m.facing ? { facing: m.facing } : {}),
    ...(m.detonator ? { detonator: m.detonator } : {}),
    ...(m.tripwireAnchor ? { tripwireAnchor: m.tripwireAnchor } : {}),
  };
}

/** Set-up rolls no dice; a side's command that asked for one would be refused, never rolled on the umpire's dice. */
const NO_DICE: DiceSource = {
  mode: 'seeded',
  roll(request) {
    throw new ForbiddenError(`${request.purpose}: a side's window rolls no dice; ask the umpire.`);
  },
};

export interface HostOptions {
  readonly engine?: Engine;
  /** A snapshot of the state is saved every this many live events (default 200), in the same transaction as the event that reaches it. */
  readonly snapshotEvery?: number;
}

export const DEFAULT_SNAPSHOT_EVERY = 200;

type Listener<V> = (view: V) => void;
type SideViewer = { readonly side: string; readonly manId?: string };

interface PendingCommand {
  readonly command: Command;
  faces: DieFace[];
  needed: DieRequest | null;
}

interface RedoEntry {
  readonly rewindSeq: number;
  /** The abandoned branch, one seq list per original command, in order. */
  readonly batches: readonly (readonly number[])[];
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
  private readonly umpireListeners = new Set<Listener<UmpireView>>();
  private readonly playerListeners = new Map<Listener<PlayerView>, SideViewer>();
  private readonly engine: Engine;
  private readonly snapshotEvery: number;

  private log!: GameLog;
  private dice!: DiceSource;
  private initial!: GameState;
  private state!: GameState;
  private rows: LogRow[] = [];
  private rowAt = new Map<number, number>();
  private batchStart = new Map<number, number>();
  private batchSeqs = new Map<number, readonly number[]>();
  private redoStack: RedoEntry[] = [];
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
    const rows = [...log.rows()];
    const rowAt = new Map<number, number>();
    rows.forEach((r, i) => rowAt.set(r.seq, i));
    const start = log.initial() ?? initial;
    // Batches (one per command) and the redo stack come from the audit trail.
    const batchStart = new Map<number, number>();
    const batchSeqs = new Map<number, readonly number[]>();
    const register = (seqs: unknown) => {
      if (!Array.isArray(seqs) || seqs.length === 0 || !seqs.every((s) => Number.isInteger(s))) return;
      const list = seqs as number[];
      batchSeqs.set(list[0]!, list);
      for (const s of list) batchStart.set(s, list[0]!);
    };
    const redo: RedoEntry[] = [];
    for (const a of log.auditEntries()) {
      if (a.kind === 'command') {
        register(a.detail.seqs);
        redo.length = 0;
      } else if (a.kind === 'redo') {
        register(a.detail.seqs);
        if (redo.at(-1)?.rewindSeq === a.detail.rewindSeq) redo.pop();
      } else if (a.kind === 'rewind' && a.seq !== null && Array.isArray(a.detail.reverted)) {
        redo.push({ rewindSeq: a.seq, batches: groupBatches(a.detail.reverted as number[], batchStart) });
      }
    }
    for (const r of rows) if (r.kind === 'game' && !batchStart.has(r.seq)) register([r.seq]);

    this.log = log;
    this.dice = dice;
    this.initial = start;
    this.rows = rows;
    this.rowAt = rowAt;
    this.batchStart = batchStart;
    this.batchSeqs = batchSeqs;
    this.redoStack = redo;
    this.mode = log.diceMode();
    this.gameStatus = log.status();
    this.pending = null;
    const live = this.liveSeqs();
    this.liveCount = live.length;
    this.state = this.stateAtTime(live.at(-1) ?? 0);
    this.publish();
  }

  get current(): GameState {
    return this.state;
  }

  /** The state before the first event. */
  get initialState(): GameState {
    return this.initial;
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
    const out: GameEvent[] = [];
    for (const r of this.rows) if (r.kind === 'game' && r.revertedBy === null) out.push(r.event);
    return out;
  }

  // ---------------------------------------------------------------- commands

  command(caller: Caller, command: Command): CommandOutcome {
    this.assertUmpire(caller, 'Only the umpire may give this command.');
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
  deploy(caller: Caller, deploy: { readonly manId: string; readonly square: Square; readonly sentryRoute?: readonly Square[] | undefined }): CommandOutcome {
    const command: Command = { type: 'setup/deploy', manId: deploy.manId, square: deploy.square, ...(deploy.sentryRoute ? { sentryRoute: [...deploy.sentryRoute] } : {}) };
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
    const command: Command = { type: 'setup/remove-mine', mineId };
    if (caller.kind === 'umpire') return this.command(caller, command);
    this.assertSideSetup('Set-up is over (Section 22.0): a side lifts its mines only before the game starts.');
    if (this.state.mines?.laid.find((m) => m.id === mineId)?.side !== caller.side) throw new ForbiddenError('A side lifts only its own mines (Section 22.0).');
    return this.sideCommand(caller, command);
  }

  private assertSideSetup(message: string): void {
    this.assertPlayable();
    const sc = this.state.scenario;
    if (!sc || sc.started || this.state.phase !== SETUP_PHASE) throw new ForbiddenError(message);
  }

  /** A side's set-up command: decided without dice, committed with the side named in the audit; the umpire's pending dice are left alone. */
  private sideCommand(caller: Caller & { readonly kind: 'player' }, command: Command): CommandOutcome {
    const decided = this.engine.decide(this.state, command, NO_DICE);
    if (!decided.ok) return { ok: false, error: decided.error };
    return this.commitCommand(command, decided.value, { diceMode: this.dice.mode, by: { kind: 'player', side: caller.side } });
  }

  /** The die the pending command waits for, or null. */
  pendingDice(caller: Caller): PendingDiceInfo | null {
    this.assertUmpire(caller, 'Only the umpire rolls dice.');
    const p = this.pending;
    if (!p || !p.needed) return null;
    return { command: p.command, entered: p.faces.map((f) => ({ ...f })), needed: diceRequestInfo(p.needed, p.faces.length) };
  }

  /**
   * The umpire types the faces of real dice (a d10's printed 0 may be typed
   * as 0). `decide` is run again from the start with every face so far;
   * nothing is committed until it needs no more. A face too many is refused
   * and the pending command keeps the faces it had.
   */
  provideDice(caller: Caller, faces: readonly number[]): CommandOutcome {
    this.assertUmpire(caller, 'Only the umpire rolls dice.');
    const p = this.pending;
    if (!p) throw new HostError('No command is waiting for dice.');
    const before = p.faces;
    const next = [...before];
    for (const [i, face] of faces.entries()) {
      const r = runWithPhysicalDice(next, (d) => this.engine.decide(this.state, p.command, d));
      if (r.done) {
        throw new HostError(`Only ${i} of the ${faces.length} dice entered were needed; none of them was used and nothing was committed. Enter the dice again.`);
      }
      try {
        next.push(checkedFace(r.needed.die, face));
      } catch (e) {
        throw new HostError(`${r.needed.purpose}: ${e instanceof Error ? e.message : String(e)}; nothing was committed.`);
      }
    }
    p.faces = next;
    return this.runPhysical();
  }

  /** Drops the command waiting for dice; nothing of it was committed. */
  cancelDice(caller: Caller): { readonly cancelled: boolean } {
    this.assertUmpire(caller, 'Only the umpire rolls dice.');
    const cancelled = this.pending !== null;
    this.pending = null;
    return { cancelled };
  }

  setDiceMode(caller: Caller, mode: 'seeded' | 'physical'): DiceModeReport {
    this.assertUmpire(caller, 'Only the umpire chooses the dice.');
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
    this.assertUmpire(caller, 'Only the umpire may undo.');
    this.assertPlayable();
    const last = this.liveSeqs().at(-1);
    if (last === undefined) throw new HostError('Nothing to undo: no event is live.');
    return this.revertFrom(this.batchStart.get(last) ?? last, reason);
  }

  /**
   * Goes back to the game as it stood just after live event `seq` (0: before
   * the first). The first live event after it must start a command, so a
   * rewind never splits one.
   */
  rewindTo(caller: Caller, seq: number, reason?: string): RewindOutcome {
    this.assertUmpire(caller, 'Only the umpire may rewind.');
    this.assertPlayable();
    if (!Number.isInteger(seq) || seq < 0) throw new HostError(`Cannot rewind to event ${seq}: give 0 or a live event's seq.`);
    if (seq > 0) {
      const r = this.row(seq);
      if (!r || r.kind !== 'game' || r.revertedBy !== null) throw new HostError(`Event ${seq} is not a live event of this game; rewind to a live one (or 0).`);
    }
    const from = this.liveSeqs().find((s) => s > seq);
    if (from === undefined) throw new HostError(`Nothing to rewind: event ${seq} is the last live event.`);
    const start = this.batchStart.get(from) ?? from;
    if (start !== from) {
      const batch = this.batchSeqs.get(start) ?? [start];
      throw new HostError(
        `Event ${seq} is in the middle of one command (events ${batch[0]}–${batch.at(-1)}); rewind to ${this.lastLiveBefore(start)} or ${batch.at(-1)} instead.`,
      );
    }
    return this.revertFrom(from, reason?.trim() ? reason.trim() : `rewind to event ${seq}`);
  }

  /**
   * Re-applies the most recently reverted branch, while nothing new has been
   * done since: its events are appended again, unchanged (same payloads, same
   * dice), with new seqs after the rewind record; each re-appended command
   * gets an audit row `redo` naming the rewind and the original seqs.
   */
  redo(caller: Caller): CommandOutcome {
    this.assertUmpire(caller, 'Only the umpire may redo.');
    this.assertPlayable();
    const top = this.redoStack.at(-1);
    if (!top) throw new HostError('Nothing to redo: no branch was undone since the last command.');
    this.pending = null;
    const batches: CommitBatch[] = top.batches.map((seqs) => ({
      events: seqs.map((s) => this.eventAt(s)),
      audit: { kind: 'redo', detail: { rewindSeq: top.rewindSeq, from: [...seqs] } },
    }));
    const prepared = this.prepare(batches);
    const seqs = this.log.commit(prepared.batches);
    this.apply(prepared, seqs);
    this.redoStack.pop();
    this.publish();
    return { ok: true, version: this.state.version, events: seqs.flat().length, seqs: seqs.flat() };
  }

  // ------------------------------------------------------------ replay, audit

  /**
   * The game as it stood right after event `seq` was written (0: the setup),
   * for the umpire or as one side saw it then. `seq` may be a reverted event
   * or a rewind record: the events live at that moment are folded.
   */
  replayAt(caller: Caller, seq: number, viewer: ReplayViewer): ReplayFrame {
    this.assertUmpire(caller, 'Only the umpire may replay the game.');
    const last = this.rows.at(-1)?.seq ?? 0;
    if (!Number.isInteger(seq) || seq < 0 || seq > last) throw new HostError(`Event ${seq} does not exist; this game's log runs from 0 to ${last}.`);
    const state = this.stateAtTime(seq);
    const row = seq > 0 ? this.row(seq) : undefined;
    const view = viewer.kind === 'umpire' ? projectView(state, { kind: 'umpire' }) : projectView(state, { kind: 'side', side: viewer.side, ...(viewer.manId ? { manId: viewer.manId } : {}) });
    return { seq, kind: row?.kind ?? 'setup', revertedBy: row?.revertedBy ?? null, view };
  }

  /** The whole log (abandoned branches and rewind records included) and the audit trail: umpire only. */
  audit(caller: Caller): AuditReport {
    this.assertUmpire(caller, 'The audit trail is the umpire\u2019s.');
    return {
      diceMode: this.mode,
      status: this.gameStatus,
      canRedo: this.redoStack.length > 0,
      events: this.rows.map((r) =>
        r.kind === 'game'
          ? { seq: r.seq, kind: 'game', type: r.event.type, revertedBy: r.revertedBy, dice: r.event.dice ?? [], event: r.event, createdAt: r.createdAt, batch: this.batchStart.get(r.seq) ?? r.seq }
          : { seq: r.seq, kind: 'rewind', type: 'rewind', revertedBy: null, dice: [], fromSeq: r.fromSeq, reason: r.reason, createdAt: r.createdAt },
      ),
      entries: this.log.auditEntries().map((a) => ({ id: a.id, seq: a.seq, kind: a.kind, detail: a.detail, createdAt: a.createdAt })),
    };
  }

  /** Ends the game with its result: outcome per side, rulings, casualties per man (from the state unless given), turns played. */
  finishGame(caller: Caller, input: FinishInput): FinishReport {
    this.assertUmpire(caller, 'Only the umpire may end the game.');
    this.assertPlayable();
    const sideIds = this.state.sides.map((s) => s.id);
    for (const side of Object.keys(input.sides)) if (!sideIds.includes(side)) throw new HostError(`No side "${side}" in this game (sides: ${sideIds.join(', ')}).`);
    for (const side of sideIds) if (!input.sides[side]) throw new HostError(`The result needs an outcome for side "${side}".`);
    let casualties: ManCasualty[];
    if (input.casualties) {
      casualties = input.casualties.map((c) => {
        const man = this.state.men[c.manId];
        if (!man) throw new HostError(`No man "${c.manId}" in this game.`);
        return { manId: man.id, name: man.name, side: man.side, condition: c.condition, wounds: c.wounds ?? man.wounds };
      });
    } else {
      casualties = Object.values(this.state.men)
        .filter((m) => m.condition !== 'fit' || m.wounds > 0)
        .map((m) => ({ manId: m.id, name: m.name, side: m.side, condition: m.condition, wounds: m.wounds }));
    }
    const sides: Record<string, { outcome: 'win' | 'loss' | 'draw'; level: string | null; casualties: number }> = {};
    for (const side of sideIds) {
      const r = input.sides[side]!;
      sides[side] = { outcome: r.outcome, level: r.level ?? null, casualties: casualties.filter((c) => c.side === side && c.condition !== 'fit').length };
    }
    const record = { sides, turnsPlayed: input.turnsPlayed ?? this.state.turn, rulings: input.rulings ?? [], notes: input.notes ?? '', casualties };
    this.log.finish(record);
    this.gameStatus = 'finished';
    this.pending = null;
    this.redoStack = [];
    return { finished: true, ...record };
  }

  // ------------------------------------------------------------------- views

  umpireView(caller: Caller): UmpireView {
    this.assertUmpire(caller, 'A player may not see the umpire view.');
    return projectView(this.state, { kind: 'umpire' });
  }

  playerView(caller: Caller, side: string, manId?: string): PlayerView {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    return projectView(this.state, { kind: 'side', side, ...(manId ? { manId } : {}) });
  }

  subscribeUmpire(caller: Caller, listener: Listener<UmpireView>): () => void {
    this.assertUmpire(caller, 'A player may not subscribe to the umpire view.');
    this.umpireListeners.add(listener);
    return () => this.umpireListeners.delete(listener);
  }

  subscribePlayer(caller: Caller, side: string, listener: Listener<PlayerView>, manId?: string): () => void {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    this.playerListeners.set(listener, { side, ...(manId ? { manId } : {}) });
    return () => this.playerListeners.delete(listener);
  }

  // ----------------------------------------------------------------- private

  private assertUmpire(caller: Caller, message: string): void {
    if (caller.kind !== 'umpire') throw new ForbiddenError(message);
  }

  private assertPlayable(): void {
    if (this.gameStatus === 'finished' || this.gameStatus === 'abandoned') throw new HostError(`The game is ${this.gameStatus}; nothing was changed.`);
  }

  private runPhysical(): CommandOutcome {
    const p = this.pending!;
    const r = runWithPhysicalDice(p.faces, (d) => this.engine.decide(this.state, p.command, d));
    if (!r.done) {
      p.needed = r.needed;
      const info = diceRequestInfo(r.needed, p.faces.length);
      return { ok: false, error: { code: 'dice/needed', caseRef: caseOf(r.needed.purpose), message: info.prompt }, dice: info };
    }
    if (!r.value.ok) {
      this.pending = null;
      return { ok: false, error: r.value.error };
    }
    const outcome = this.commitCommand(p.command, stampDice(r.value.value, 'physical'), { diceMode: 'physical', faces: p.faces.map((f) => ({ ...f })) });
    this.pending = null;
    return outcome;
  }

  private commitCommand(command: Command, events: readonly GameEvent[], detail: AuditDetail): CommandOutcome {
    if (events.length === 0) return { ok: true, version: this.state.version, events: 0, seqs: [] };
    const prepared = this.prepare([{ events, audit: { kind: 'command', detail: { command, ...detail } } }]);
    // Persist first: if the write fails nothing is folded and no viewer sees it.
    const seqs = this.log.commit(prepared.batches);
    this.apply(prepared, seqs);
    this.redoStack = [];
    this.publish();
    return { ok: true, version: this.state.version, events: events.length, seqs: seqs.flat() };
  }

  /** Folds the batches from the current state and marks where a snapshot falls due; changes nothing. */
  private prepare(batches: readonly CommitBatch[]): { batches: CommitBatch[]; state: GameState; liveCount: number } {
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

  private apply(prepared: { batches: CommitBatch[]; state: GameState; liveCount: number }, seqs: number[][]): void {
    const createdAt = new Date().toISOString();
    prepared.batches.forEach((b, bi) => {
      const list = seqs[bi] ?? [];
      b.events.forEach((event, i) => {
        const seq = list[i]!;
        this.rowAt.set(seq, this.rows.length);
        this.rows.push({ seq, kind: 'game', event, revertedBy: null, createdAt });
      });
      if (list.length > 0) {
        this.batchSeqs.set(list[0]!, list);
        for (const s of list) this.batchStart.set(s, list[0]!);
      }
    });
    this.state = prepared.state;
    this.liveCount = prepared.liveCount;
  }

  private revertFrom(fromSeq: number, reason: string): RewindOutcome {
    this.pending = null;
    const reverting = this.liveSeqs().filter((s) => s >= fromSeq);
    const base = this.stateAtTime(this.lastLiveBefore(fromSeq));
    // Which sides saw each abandoned event (its effect reached their projection)?
    const seenBy: Record<string, number[]> = {};
    const diceSeen: { seq: number; sides: string[]; dice: readonly RecordedDice[] }[] = [];
    let s = base;
    const keys = new Map(this.state.sides.map((side) => [side.id, sideKey(s, side.id)]));
    for (const seq of reverting) {
      const event = this.eventAt(seq);
      s = this.fold(s, event);
      const sides: string[] = [];
      for (const side of this.state.sides) {
        const k = sideKey(s, side.id);
        if (k !== keys.get(side.id)) {
          sides.push(side.id);
          (seenBy[side.id] ??= []).push(seq);
          keys.set(side.id, k);
        }
      }
      if (event.dice && event.dice.length > 0 && sides.length > 0) diceSeen.push({ seq, sides, dice: event.dice });
    }
    const seen = { fromSeq, seenBy, diceSeen, diceSeenByPlayers: diceSeen.length > 0 };
    const result = this.log.rewind(fromSeq, reason, seen);
    for (const seq of result.reverted) {
      const i = this.rowAt.get(seq);
      const r = i === undefined ? undefined : this.rows[i];
      if (r && r.kind === 'game') this.rows[i!] = { ...r, revertedBy: result.rewindSeq };
    }
    this.rowAt.set(result.rewindSeq, this.rows.length);
    this.rows.push({ seq: result.rewindSeq, kind: 'rewind', fromSeq, reason, revertedBy: null, createdAt: new Date().toISOString() });
    this.redoStack.push({ rewindSeq: result.rewindSeq, batches: groupBatches(result.reverted, this.batchStart) });
    this.state = base;
    this.liveCount -= result.reverted.length;
    this.publish();
    return { rewindSeq: result.rewindSeq, reverted: [...result.reverted], seenBy, diceSeen, version: this.state.version };
  }

  private fold(state: GameState, event: GameEvent): GameState {
    const next = this.engine.evolve(state, event) as GameState | undefined;
    if (!next || typeof next !== 'object') {
      throw new UnknownEventError(`Event of type "${String((event as { type?: unknown }).type)}" is not one this Sightline knows; the game may be from a newer version.`);
    }
    return next;
  }

  /**
   * The state right after event `at` was written: every game event with
   * seq ≤ at that was live then (not reverted, or reverted by a later
   * rewind).
   * Starts from the newest snapshot at or before `at` whose version matches.
   */
  private stateAtTime(at: number): GameState {
    const liveThen = (r: LogRow) => r.kind === 'game' && r.seq <= at && (r.revertedBy === null || r.revertedBy > at);
    let start = this.initial;
    let from = 0;
    const snap = at > 0 ? this.log.snapshotAtOrBefore(at) : null;
    if (snap && snap.seq > 0) {
      let count = 0;
      for (const r of this.rows) {
        if (r.seq > snap.seq) break;
        if (liveThen(r)) count++;
      }
      if (snap.state.version === this.initial.version + count) {
        start = snap.state;
        from = snap.seq;
      }
    }
    let s = start;
    for (const r of this.rows) {
      if (r.seq <= from) continue;
      if (r.seq > at) break;
      if (liveThen(r) && r.kind === 'game') s = this.fold(s, r.event);
    }
    return s;
  }

  private liveSeqs(): number[] {
    const out: number[] = [];
    for (const r of this.rows) if (r.kind === 'game' && r.revertedBy === null) out.push(r.seq);
    return out;
  }

  private lastLiveBefore(seq: number): number {
    let last = 0;
    for (const r of this.rows) {
      if (r.seq >= seq) break;
      if (r.kind === 'game' && r.revertedBy === null) last = r.seq;
    }
    return last;
  }

  private row(seq: number): LogRow | undefined {
    const i = this.rowAt.get(seq);
    return i === undefined ? undefined : this.rows[i];
  }

  private eventAt(seq: number): GameEvent {
    const r = this.row(seq);
    if (!r || r.kind !== 'game') throw new HostError(`Event ${seq} is not a game event.`);
    return r.event;
  }

  private publish(): void {
    if (this.umpireListeners.size > 0) {
      const view = projectView(this.state, { kind: 'umpire' });
      for (const l of this.umpireListeners) l(view);
    }
    // Viewers of the same side (and man) share one projection per change.
    const cache = new Map<string, PlayerView>();
    const sides = new Set(this.state.sides.map((s) => s.id));
    for (const [l, v] of this.playerListeners) {
      // A listener for a side (or man) this game does not have is stale: drop it rather than let one bad viewer stop every push.
      if (!sides.has(v.side) || (v.manId !== undefined && this.state.men[v.manId]?.side !== v.side)) {
        this.playerListeners.delete(l);
        continue;
      }
      const key = `${v.side}\u0000${v.manId ?? ''}`;
      let view = cache.get(key);
      if (!view) {
        view = projectView(this.state, { kind: 'side', side: v.side, ...(v.manId ? { manId: v.manId } : {}) });
        cache.set(key, view);
      }
      l(view);
    }
  }
}

/** Groups seqs by the command batch each belongs to, keeping order. */
function groupBatches(seqs: readonly number[], batchStart: ReadonlyMap<number, number>): number[][] {
  const out: number[][] = [];
  let current: number[] | undefined;
  let currentStart: number | undefined;
  for (const s of seqs) {
    const start = batchStart.get(s) ?? s;
    if (!current || start !== currentStart) {
      current = [];
      currentStart = start;
      out.push(current);
    }
    current.push(s);
  }
  return out;
}

/** What a side's window shows, as one comparable text (the map and the event counter left out). */
function sideKey(state: GameState, side: string): string {
  const { map: _map, version: _version, ...rest } = projectView(state, { kind: 'side', side });
  return canonicalJson(rest);
}

function stampDice(events: readonly GameEvent[], mode: RecordedDice['mode']): GameEvent[] {
  return events.map((e) => (e.dice && e.dice.some((d) => d.mode !== mode) ? ({ ...e, dice: e.dice.map((d) => ({ ...d, mode })) } as GameEvent) : e));
}

export function diceRequestInfo(request: DieRequest, entered: number): DiceRequestInfo {
  return { die: request.die, purpose: request.purpose, prompt: `${request.purpose}: roll 1${request.die.toUpperCase()}`, index: entered };
}

function caseOf(purpose: string): string {
  return /Case \d+(\.\d+)*/.exec(purpose)?.[0] ?? 'Case 4.0';
}
