import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { Decision, LoggedEvent, SideRef, Tagged, VersionedState, ViewBase } from '@shared/kernel/ruleset';
import type { AuditReport, CommandOutcome, DiceModeReport, FinishReport, PendingDiceInfo, ReplayFrame, RewindOutcome } from '@shared/contract/host-results';
import type { FinishInput, ReplayViewer } from '@shared/contract/umpire-api';
import { assertUmpire, BY_UMPIRE, NO_DICE, type Caller } from './caller';
import { CommandIds } from './command-ids';
import { gameResult, withDecidedResult } from './finish-game';
import { foldKnown } from './fold-known';
import { isGameLog, MemoryGameLog, type AuditDetail, type GameLog, type LogDiceMode, type LogGameStatus } from './game-log';
import { ForbiddenError, HostError } from './host-errors';
import { OrderDesk, type DeskHost } from './order-desk';
import { openLog, type LoadedGame } from './open-quick';
import { prepareFolded, prepareRun, type Prepared } from './prepare-batches';
import { pendingDiceInfo, runPending, withFaces, type PendingCommand } from './physical-dice';
import { auditReport, replayFrame } from './replay-audit';
import { readHistory, type History } from './read-history';
import { rewindSeen } from './rewind-seen';
import { SideDice } from './side-dice';
import { redoBatches, RedoStack, rewindStart, undoStart } from './undo-redo';
import { ViewPublisher, type Listener } from './view-publisher';
import { DEFAULT_SNAPSHOT_EVERY, type EventStore, type HostOptions, type HostRuleset } from './host-types';

// The host's names, importable from here as before the split.
export { NO_DICE, type Caller } from './caller';
export { ForbiddenError, HostError, UnknownEventError } from './host-errors';
export { diceRequestInfo } from './physical-dice';

/** A host of any ruleset, as the transports hold it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameHost = GameHost<any, any, any, any, any>;

export { DEFAULT_SNAPSHOT_EVERY, type EventStore, type HostOptions, type HostRuleset } from './host-types';

/**
 * GameHost: takes a command from an allowed caller, has its ruleset `run` it (decide and fold in one pass),
 * appends the events in one transaction (with the dice state and, every N events, a snapshot), and pushes every
 * subscribed viewer its own projection. It also keeps the umpire's tools over the log: undo, redo, rewind, replay,
 * physical dice, dice modes and finishing the game. It knows nothing of Electron, HTTP or SQLite (a `GameLog`
 * hides the storage), nor of any ruleset's insides (src/shared/rulesets/index.ts finds one by id). The umpire may
 * do anything; a player may only read his own side's projection, give the actions his ruleset allows a side's
 * window (`Ruleset.playerActions`, order-desk.ts) and type his own dice (side-dice.ts).
 */
export class GameHost<S extends VersionedState, C extends Tagged, E extends LoggedEvent, UV extends ViewBase, SV extends ViewBase> {
  private readonly views: ViewPublisher<S, UV, SV>;
  private readonly snapshotEvery: number;
  /** The ruleset of the game behind the host: each game opened brings its own (`prepareLoad`), so one host plays any ruleset. */
  private rules: HostRuleset<S, C, E, UV, SV>;
  /** A pending die that is a side's own roll, asked in its window (ruling SO15, side-dice.ts). */
  private readonly sideDice: SideDice<S, C>;

  private log!: GameLog<S, E>;
  private dice!: DiceSource;
  /** The history (undo, redo, replay, audit), read in pages from when it is first needed; null until then (issue 23). */
  private history: History<S, E> | null = null;
  private setup!: S;
  private state!: S;
  private redoStack = new RedoStack();
  private liveCount = 0;
  private mode: LogDiceMode = 'seeded';
  private gameStatus: LogGameStatus = 'active';
  private pending: PendingCommand<C> | null = null;
  private commandIds = new CommandIds();
  /** Read from the whole audit trail when first asked for, not on open (issue 23). */
  private deskRead: OrderDesk<S, C> | undefined;

  /** `store`: a full `GameLog` (folded from its latest valid snapshot), or a bare `EventStore` (`initial` is then the current state, history kept in memory). */
  constructor(
    ruleset: HostRuleset<S, C, E, UV, SV>,
    initial: S,
    dice: DiceSource,
    store: EventStore<E> | GameLog<S, E>,
    private readonly options: HostOptions = {},
  ) {
    this.rules = ruleset;
    this.views = new ViewPublisher<S, UV, SV>(ruleset);
    this.sideDice = new SideDice<S, C>(() => this.rules.sideRolls as never, () => ({ state: this.state, pending: this.pending, runWith: (d) => this.ruleset.run(this.state, this.pending!.command, d) }));
    this.views.sideExtra = (viewer, view) => this.sideDice.extraFor(viewer, view);
    this.snapshotEvery = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    if (!Number.isInteger(this.snapshotEvery) || this.snapshotEvery < 1) throw new RangeError(`snapshotEvery must be a whole number ≥ 1, not ${this.snapshotEvery}`);
    this.load(initial, dice, isGameLog(store) ? store : new MemoryGameLog<S, E>({ forward: store, diceMode: dice.mode }));
  }

  /** The ruleset of the game now behind the host. */
  get ruleset(): HostRuleset<S, C, E, UV, SV> { return this.rules; }

  /** Puts another game (or the same one, reopened) behind this host, keeping every subscriber, and pushes them the new views. */
  load(initial: S, dice: DiceSource, log: GameLog<S, E>, ruleset: HostRuleset<S, C, E, UV, SV> = this.rules): void {
    this.adopt(this.prepareLoad(initial, dice, log, ruleset));
  }

  /** Opens a game (folded by its own `ruleset`) without putting it behind the host: one that cannot be read throws here, before anything changes. */
  prepareLoad(initial: S, dice: DiceSource, log: GameLog<S, E>, ruleset: HostRuleset<S, C, E, UV, SV> = this.rules): LoadedGame<S, E> & { readonly ruleset: HostRuleset<S, C, E, UV, SV> } {
    return { ...openLog(log, initial, (s: S, e: E) => foldKnown((st: S, ev: E) => ruleset.evolve(st, ev), s, e)), log, dice, ruleset };
  }

  adopt(g: LoadedGame<S, E> & { readonly ruleset?: HostRuleset<S, C, E, UV, SV> }): void {
    // Another ruleset's game: its projections, legality and player actions replace the old game's (the subscribers stay).
    if (g.ruleset && g.ruleset !== this.rules) this.views.setRuleset((this.rules = g.ruleset));
    [this.log, this.dice, this.history, this.setup, this.redoStack] = [g.log, g.dice, g.history, g.initial, g.redo];
    [this.mode, this.gameStatus, this.pending, this.commandIds, this.liveCount, this.state] = [g.log.diceMode(), g.log.status(), null, g.commandIds, g.liveCount, g.state];
    this.deskRead = undefined;
    this.publish();
  }

  /** The history, checked and opened on first use (undo, redo, replay, audit). */
  private get timeline(): History<S, E> {
    this.history ??= readHistory<S, E>(this.log, this.setup, (s, e) => this.fold(s, e), this.options.historyPage);
    return this.history;
  }

  get current(): S { return this.state; }
  /** The state before the first event. */
  get initialState(): S { return this.setup; }
  get diceMode(): LogDiceMode { return this.mode; }
  get status(): LogGameStatus { return this.gameStatus; }
  sides(): readonly SideRef[] { return this.ruleset.sides(this.state); }
  /** The live events in order (host use: exports, tests). */
  liveEvents(): E[] { return this.timeline.liveEvents(); }

  // ---------------------------------------------------------------- commands

  /**
   * `commandId` (the client's, optional): a repeat of an id already applied
   * answers its stored outcome and runs nothing; the same id with another
   * command is refused (command-ids.ts).
   */
  command(caller: Caller, command: C, commandId?: string): CommandOutcome {
    assertUmpire(caller, 'Only the umpire may give this command.');
    if (commandId !== undefined) {
      CommandIds.check(commandId);
      const repeat = this.commandIds.repeatOf(commandId, command);
      if (repeat) return repeat;
    }
    this.assertPlayable();
    const id = commandId === undefined ? {} : { commandId };
    if (this.mode === 'physical') {
      this.pending = { command, faces: [], needed: null, detail: BY_UMPIRE, ...id };
      return this.runPhysical();
    }
    this.pending = null;
    return this.run(command, { ...BY_UMPIRE, ...id });
  }

  /** The actions a side's window has besides looking (its ruleset's `playerActions`), by name. */
  playerActionNames(): readonly string[] {
    return Object.keys(this.ruleset.playerActions?.params ?? {});
  }

  /** A side's own action from its window: set-up at once, orders in play at once or queued (order-desk.ts). */
  playerAction(caller: Caller, action: string, params: unknown): CommandOutcome {
    return this.orders.action(caller, action, params);
  }

  /** The sides' orders (issue 15): the umpire's order mode and queue, a side's own pending orders (order-desk.ts). */
  get orders(): OrderDesk<S, C> {
    return (this.deskRead ??= new OrderDesk<S, C>(this.deskHost(), this.log.auditEntries()));
  }

  // ------------------------------------------------------------------- dice
  /** The die the pending command waits for, or null; `owner`: the side whose own roll it is (it may type it, ruling SO15). */
  pendingDice(caller: Caller): PendingDiceInfo<C> | null {
    assertUmpire(caller, 'Only the umpire rolls dice.');
    const info = pendingDiceInfo(this.pending), side = this.sideDice.awaited()?.ref.side;
    return info && side !== undefined ? { ...info, owner: side } : info;
  }

  /** A side types its own die (ruling SO15): answered alike whatever the die led to (its view shows the rest); the umpire's console follows. */
  provideSideDie(caller: Caller, face: number): CommandOutcome {
    if (caller.kind !== 'player') throw new ForbiddenError('The umpire enters dice with provideDice.');
    this.assertPlayable();
    this.sideDice.checkFace(caller.side, face);
    const p = this.pending!;
    p.faces = withFaces(p, [face], (d) => this.ruleset.run(this.state, p.command, d));
    const out = this.runPhysical();
    if (!out.ok && out.error.code !== 'dice/needed') this.log.note('side-die-refused', { side: caller.side, engine: out.error });
    return { ok: true, version: this.views.sideView(this.state, { kind: 'side', side: caller.side }).version, events: 0 };
  }

  /** The umpire types the faces of real dice; nothing is committed until the command needs no more (physical-dice.ts). */
  provideDice(caller: Caller, faces: readonly number[]): CommandOutcome {
    assertUmpire(caller, 'Only the umpire rolls dice.');
    const p = this.pending;
    if (!p) throw new HostError('No command is waiting for dice.');
    p.faces = withFaces(p, faces, (d) => this.ruleset.run(this.state, p.command, d));
    return this.runPhysical();
  }

  /** Drops the command waiting for dice; nothing of it was committed. */
  cancelDice(caller: Caller): { readonly cancelled: boolean } {
    assertUmpire(caller, 'Only the umpire rolls dice.');
    const cancelled = this.pending !== null;
    this.pending = null;
    if (cancelled) this.publish();
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
    if (dropped) this.publish();
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
    const prepared = prepareFolded(redoBatches(this.timeline, top), this.state, this.liveCount, this.snapshotEvery, (st, e) => this.fold(st, e));
    const seqs = this.log.commit(prepared.batches);
    this.apply(prepared, seqs);
    this.redoStack.pop();
    this.publish();
    return { ok: true, version: this.state.version, events: seqs.flat().length, seqs: seqs.flat() };
  }

  // ------------------------------------------------------------ replay, audit

  /** The game right after event `seq` (0: the setup), for the umpire or as one side saw it then (replay-audit.ts). */
  replayAt(caller: Caller, seq: number, viewer: ReplayViewer): ReplayFrame<UV | SV> {
    assertUmpire(caller, 'Only the umpire may replay the game.');
    return replayFrame(this.timeline, seq, viewer, (state, v) => this.ruleset.project(state, v), (s, e) => this.fold(s, e));
  }

  /** The whole log (abandoned branches and rewind records included) and the audit trail: umpire only. */
  audit(caller: Caller): AuditReport<E> {
    assertUmpire(caller, 'The audit trail is the umpire\u2019s.');
    return auditReport(this.timeline, this.log.auditEntries(), { diceMode: this.mode, status: this.gameStatus, canRedo: this.redoStack.canRedo });
  }

  /** Ends the game with its result: outcome per side, rulings, casualties per man (from the state unless given), turns played. */
  finishGame(caller: Caller, input: FinishInput): FinishReport {
    assertUmpire(caller, 'Only the umpire may end the game.');
    this.assertPlayable();
    const state = this.state;
    const decide = this.ruleset.decidedResult ? () => this.ruleset.decidedResult!(state) : undefined;
    const record = gameResult(this.ruleset.sides(state), this.ruleset.tally?.(state), withDecidedResult(input, decide));
    this.log.finish(record);
    this.gameStatus = 'finished';
    this.pending = null;
    this.redoStack.clear();
    return { finished: true, ...record };
  }

  // ------------------------------------------------------------------- views

  umpireView(caller: Caller): UV {
    assertUmpire(caller, 'A player may not see the umpire view.');
    return this.ruleset.project(this.state, { kind: 'umpire' });
  }

  legalActions(caller: Caller): { readonly version: number; readonly legal: unknown } {
    assertUmpire(caller, "A player may not ask for the umpire's legal actions (asked for, once per state, never pushed: ViewPublisher.legal).");
    return { version: this.state.version, legal: this.views.legal(this.state) };
  }

  /** The umpire's "what can this man see" (Ruleset.manSight), computed on request from the whole truth; null when the ruleset has none or the man is not on the map. */
  manSight(caller: Caller, manId: string): { readonly version: number; readonly sight: unknown } {
    assertUmpire(caller, 'A player may not ask what a man can see: it reads the whole truth.');
    return { version: this.state.version, sight: this.ruleset.manSight?.(this.state, manId) ?? null };
  }

  playerView(caller: Caller, side: string, manId?: string): SV {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    // The viewer's own version: it counts changes to this projection, never the game's events (issue 13).
    return this.views.sideView(this.state, { kind: 'side', side, ...(manId ? { manId } : {}) });
  }

  subscribeUmpire(caller: Caller, listener: Listener<UV>): () => void {
    assertUmpire(caller, 'A player may not subscribe to the umpire view.');
    return this.views.addUmpire(listener);
  }

  subscribePlayer(caller: Caller, side: string, listener: Listener<SV>, manId?: string): () => void {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    return this.views.addPlayer(listener, side, manId);
  }

  // ----------------------------------------------------------------- private

  private assertPlayable(): void {
    if (this.gameStatus === 'finished' || this.gameStatus === 'abandoned') throw new HostError(`The game is ${this.gameStatus}; nothing was changed.`);
  }

  /** What the order desk may do here (closures over this host's state, log and dice). */
  private deskHost(): DeskHost<S, C> {
    const sideVersion = (side: string): number => this.views.sideView(this.state, { kind: 'side', side }).version;
    return {
      actions: this.ruleset.playerActions,
      state: () => this.state,
      assertPlayable: () => this.assertPlayable(),
      diceMode: () => this.mode,
      runForSide: (side, command, detail, withDice) => {
        // Pending dice left alone; the side learns its view's version and whether it changed, never the event count or seqs (issue 13).
        const before = sideVersion(side);
        const outcome = this.run(command, detail, withDice ? this.dice : NO_DICE);
        return outcome.ok ? { ok: true, version: sideVersion(side), events: sideVersion(side) === before ? 0 : 1 } : outcome;
      },
      runApproved: (command, detail) => {
        if (this.mode !== 'physical') return this.run(command, detail);
        if (this.pending) throw new HostError('The umpire’s dice are awaited for another command: roll or cancel it first.');
        this.pending = { command, detail, faces: [], needed: null };
        return this.runPhysical();
      },
      note: (kind, detail) => void [this.log.note(kind, detail), this.publish()],
      sideVersion,
    };
  }

  private run(command: C, detail: AuditDetail, dice: DiceSource = this.dice): CommandOutcome {
    const decided = this.ruleset.run(this.state, command, dice);
    return decided.ok ? this.commitCommand(command, decided.value, { diceMode: this.dice.mode, ...detail }) : { ok: false, error: decided.error };
  }

  private runPhysical(): CommandOutcome {
    const p = this.pending!;
    const r = runPending(p, (d) => this.ruleset.run(this.state, p.command, d));
    if (r.kind !== 'decided') {
      // A die asked, or the command refused: the owner's window shows (or drops) its die; the umpire's console follows.
      if (r.kind === 'refused') this.pending = null;
      this.publish();
      return r.outcome;
    }
    p.needed = null; // asks no die now: the views published with the commit carry none (ruling SO15)
    const outcome = this.commitCommand(p.command, r.decision, { ...r.detail, ...p.detail, ...(p.commandId === undefined ? {} : { commandId: p.commandId }) });
    this.pending = null;
    return outcome;
  }

  private commitCommand(command: C, decision: Decision<S, E>, detail: AuditDetail): CommandOutcome {
    const { events } = decision;
    const commandId = typeof detail.commandId === 'string' ? detail.commandId : undefined;
    if (events.length === 0) return { ok: true, version: this.state.version, events: 0, seqs: [] };
    // The id and the version it gives go in the audit row, in the events' transaction (command-ids.ts).
    const idDetail = commandId === undefined ? {} : { version: decision.state.version };
    const prepared = prepareRun({ events, audit: { kind: 'command', detail: { command, ...detail, ...idDetail } } }, decision.state, this.liveCount, this.snapshotEvery);
    // Persist first: if the write fails nothing is folded and no viewer sees it.
    const seqs = this.log.commit(prepared.batches);
    this.apply(prepared, seqs);
    this.redoStack.clear();
    this.publish();
    const outcome = { ok: true, version: this.state.version, events: events.length, seqs: seqs.flat() } as const;
    if (commandId !== undefined) this.commandIds.remember(commandId, command, outcome);
    // The order it ran leaves the queue, and held orders run if nothing holds them now (order-desk.ts); an unread desk reads this row when asked.
    this.deskRead?.committed(detail);
    return outcome;
  }

  private apply(prepared: Prepared<S, E>, seqs: number[][]): void {
    // Once read, the log is kept up to date; until then it is read with these rows when first needed.
    this.history?.appendCommitted(prepared.batches, seqs);
    this.state = prepared.state;
    this.liveCount = prepared.liveCount;
  }

  /** Undo as a branch: the rewind record, which sides had seen the abandoned events, and the branch kept for redo. */
  private revertFrom(fromSeq: number, reason: string): RewindOutcome {
    this.pending = null;
    const reverting = this.timeline.liveSeqsFrom(fromSeq);
    const base = this.timeline.stateAtTime(this.timeline.lastLiveBefore(fromSeq));
    const abandoned = reverting.map((seq) => ({ seq, event: this.timeline.eventAt(seq) }));
    const sides = this.ruleset.sides(this.state).map((side) => side.id);
    const { seenBy, diceSeen } = rewindSeen(base, sides, abandoned, (s, e) => this.fold(s, e), (s, v) => this.ruleset.project(s, v));
    const seen = { fromSeq, seenBy, diceSeen, diceSeenByPlayers: diceSeen.length > 0 };
    const result = this.log.rewind(fromSeq, reason, seen);
    this.timeline.appendRewind(result.rewindSeq, result.reverted, fromSeq, reason);
    this.redoStack.push({ rewindSeq: result.rewindSeq, batches: this.timeline.groupBatches(result.reverted) });
    this.state = base;
    this.liveCount -= result.reverted.length;
    this.publish();
    return { rewindSeq: result.rewindSeq, reverted: [...result.reverted], seenBy, diceSeen, version: this.state.version };
  }

  /** Folds a stored event (reading the log, a redo, a rewind's check of what each side saw). */
  private fold(state: S, event: E): S {
    return foldKnown((s: S, e: E) => this.ruleset.evolve(s, e), state, event);
  }

  private publish(): void {
    const dice = this.pending?.needed ? { diceWaiting: { index: this.pending.faces.length, owner: this.sideDice.awaited()?.ref.side ?? null } } : {};
    this.views.publish(this.state, { ...(this.deskRead && { orderDesk: this.deskRead.summary() }), ...dice });
  }
}
