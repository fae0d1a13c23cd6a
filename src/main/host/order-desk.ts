import type { PlayerActions } from '@shared/kernel/ruleset';
import type { CommandOutcome, OrderDeskSummary, OrderMode, OrderModeReport, OrderQueueInfo, QueuedOrderInfo, SideOrdersInfo } from '@shared/contract/host-results';
import { assertUmpire, type Caller } from './caller';
import type { AuditDetail, AuditRecord } from './game-log';
import { ForbiddenError, HostError } from './host-errors';
import { OrderQueue } from './order-queue';

/**
 * Issue 13: what a side is told when the engine refuses its order. The
 * engine's own reason is read from the whole truth and may name what the
 * side does not know (an unseen enemy's prompt, Case 7.52), so the side gets
 * this fixed text and the audit keeps the engine's reason for the umpire.
 */
export const SIDE_REFUSAL = {
  code: 'order/refused',
  caseRef: 'issue 13',
  message: 'Your order was not carried out: the rules do not allow it now. The umpire has the reason (a refusal never tells a side what its men do not know).',
} as const;

/** What the desk needs of its host (GameHost hands it closures over its private state). */
export interface DeskHost<S, C> {
  readonly actions: PlayerActions<S, C> | undefined;
  state(): S;
  assertPlayable(): void;
  diceMode(): string;
  /** Runs a side's command and commits it with `detail` (on the game's dice when `withDice`; set-up rolls none): the side's outcome. */
  runForSide(side: string, command: C, detail: AuditDetail, withDice: boolean): CommandOutcome;
  /** Runs an approved order as the umpire's console runs a command (physical dice: it waits for them); the umpire's outcome. */
  runApproved(command: C, detail: AuditDetail): CommandOutcome;
  /** Notes a change in the audit trail (after the desk made it) and pushes the umpire's console. */
  note(kind: string, detail: AuditDetail): void;
  sideVersion(side: string): number;
}

/**
 * A side's actions from its own window (`Ruleset.playerActions`): set-up
 * actions run at once, rolling nothing; orders in play (issue 15) run at once
 * on the game's dice, or — when the umpire queues orders, or rolls physical
 * dice — wait in the queue (order-queue.ts) until he approves or refuses
 * them. The side is always the caller's, never taken from the request; the
 * ruleset's refusal is forbidden, with its reason.
 */
export class OrderDesk<S, C> {
  private queue: OrderQueue;
  private releasing = false;

  constructor(
    private readonly host: DeskHost<S, C>,
    audit: readonly AuditRecord[],
  ) {
    this.queue = OrderQueue.read(audit);
  }

  /** What the umpire's pushed view carries of the queue (game-host.ts publishes it with every change). */
  summary(): OrderDeskSummary {
    return { mode: this.queue.mode, pending: this.queue.all().map((o) => o.id) };
  }

  get mode(): OrderMode {
    return this.queue.mode;
  }

  /** The actions a side's window has besides looking, by name. */
  names(): readonly string[] {
    return Object.keys(this.host.actions?.params ?? {});
  }

  action(caller: Caller, action: string, params: unknown): CommandOutcome {
    if (caller.kind !== 'player') throw new ForbiddenError("The umpire gives commands; a side's window action is a side's.");
    const actions = this.host.actions;
    const schema = actions && Object.prototype.hasOwnProperty.call(actions.params, action) ? actions.params[action] : undefined;
    if (!actions || !schema) throw new HostError(`A side's window has no action "${action}" in this game.`);
    const parsed: unknown = schema.parse(params ?? {});
    this.host.assertPlayable();
    const side = caller.side;
    const built = actions.command(this.host.state(), side, action, parsed);
    // The ruleset's refusal is read from what the side may know (side-orders.ts); the audit keeps what the side was told.
    if (!built.ok) {
      this.host.note('side-order-refused', { side, action, params: parsed, told: built.error, by: { kind: 'player', side } });
      throw new ForbiddenError(built.error);
    }
    const by = { kind: 'player', side };
    if (!actions.orders?.includes(action)) return this.told(side, action, parsed, this.host.runForSide(side, built.value, { by }, false), false);
    const atOnce = this.queue.mode === 'immediate' && this.host.diceMode() !== 'physical';
    if (atOnce) return this.sendAtOnce(actions, side, action, parsed, built.value);
    const order = { id: this.queue.newId(), side, action, params: parsed, command: built.value as unknown };
    this.queue.add(order);
    this.host.note('order-queued', { ...order, by });
    return { ok: true, version: this.host.sideVersion(side), events: 0, queued: order.id };
  }

  /**
   * Orders at once (issue 13, ruling SO12): the side's answer is the same
   * bytes whether its order ran, was refused by the engine, or waits behind
   * something it may not know (an enemy's prompt, Case 7.52): "sent", with
   * its id and the view version it was sent at. What became of it reaches
   * the side as everything else does: its view, and a refusal in its own
   * list (`myOrders`, in the neutral words). A held order is never listed to
   * the side as waiting; it runs by itself once nothing holds it (release).
   */
  private sendAtOnce(actions: PlayerActions<S, C>, side: string, action: string, params: unknown, command: C): CommandOutcome {
    const by = { kind: 'player', side };
    const id = this.queue.newId();
    const sent: CommandOutcome = { ok: true, version: this.host.sideVersion(side), events: 0, sent: id };
    if (actions.holds?.(this.host.state(), side, command) ?? false) {
      const order = { id, side, action, params, command: command as unknown, held: true as const };
      this.queue.add(order);
      this.host.note('order-queued', { ...order, by });
      return sent;
    }
    const out = this.host.runForSide(side, command, { by, orderId: id }, true);
    if (!out.ok) {
      this.queue.refusedAtOnce({ id, side, action, params }, SIDE_REFUSAL.message);
      this.host.note('side-order-refused', { id, side, action, params, told: SIDE_REFUSAL.message, engine: out.error, by });
    }
    return sent;
  }

  /**
   * Held orders run by themselves, in the order sent, once nothing hidden
   * holds them (orders at once and the game's dice only; the host calls this
   * after every commit). One the ruleset no longer allows is refused with its
   * reason, one the engine refuses with the neutral text.
   */
  release(): void {
    const actions = this.host.actions;
    if (this.releasing || !actions || this.queue.mode !== 'immediate' || this.host.diceMode() === 'physical') return;
    this.releasing = true;
    try {
      for (let guard = 0; guard < 1000; guard++) {
        const next = this.nextReleasable(actions);
        if (!next) return;
        const { order: o, built } = next;
        if (!built.ok) {
          this.refuseWith(o.id, o.side, built.error, { kind: 'engine' });
          continue;
        }
        const out = this.host.runForSide(o.side, built.value, { by: { kind: 'player', side: o.side }, orderId: o.id }, true);
        if (!out.ok) this.refuseWith(o.id, o.side, SIDE_REFUSAL.message, { kind: 'engine' }, { engine: out.error });
        else if (this.queue.all().some((p) => p.id === o.id)) {
          // It ran and changed nothing (no command row names it): settled all the same.
          this.queue.settle(o.id);
          this.host.note('order-settled', { id: o.id, side: o.side });
        }
      }
    } finally {
      this.releasing = false;
    }
  }

  private nextReleasable(actions: PlayerActions<S, C>): { order: QueuedOrderInfo; built: ReturnType<PlayerActions<S, C>['command']> } | undefined {
    const waiting = new Set<string>();
    for (const o of this.queue.all()) {
      if (!o.held || waiting.has(o.side)) continue;
      const built = actions.command(this.host.state(), o.side, o.action, o.params);
      if (built.ok && actions.holds?.(this.host.state(), o.side, built.value)) waiting.add(o.side);
      else return { order: o, built };
    }
    return undefined;
  }

  /** A side's command run: an engine refusal is told the side as the neutral text, and kept in the audit with the engine's reason. */
  private told(side: string, action: string, params: unknown, outcome: CommandOutcome, neutral: boolean): CommandOutcome {
    if (outcome.ok) return outcome;
    const error = neutral ? SIDE_REFUSAL : outcome.error;
    this.host.note('side-order-refused', { side, action, params, told: error.message, engine: outcome.error, by: { kind: 'player', side } });
    return { ok: false, error };
  }

  setMode(caller: Caller, mode: OrderMode): OrderModeReport {
    assertUmpire(caller, 'Only the umpire chooses how the sides’ orders are run.');
    this.host.assertPlayable();
    if (mode === this.queue.mode) return { orderMode: mode, changed: false };
    const from = this.queue.mode;
    this.queue.mode = mode;
    this.host.note('order-mode', { from, to: mode });
    this.release();
    return { orderMode: mode, changed: true };
  }

  list(caller: Caller): OrderQueueInfo {
    assertUmpire(caller, 'The order queue is the umpire’s.');
    const describe = this.host.actions?.describe;
    const words = (o: QueuedOrderInfo) => (describe ? { words: describe(this.host.state(), o.command as C) } : {});
    return { mode: this.queue.mode, orders: this.queue.all().map((o) => ({ ...o, ...words(o) })) };
  }

  /**
   * Runs a queued order, authorised again against the game as it is now. An
   * order no longer allowed is refused with the ruleset's reason (which the
   * side may read); one the engine refuses stays queued, its refusal shown to
   * the umpire only (a rule's answer may name what the side does not know).
   */
  approve(caller: Caller, orderId: string, edited?: unknown): CommandOutcome {
    assertUmpire(caller, 'Only the umpire approves orders.');
    this.host.assertPlayable();
    const o = this.queue.get(orderId);
    if (edited !== undefined) return this.approveEdited(o, edited);
    const built = this.host.actions?.command(this.host.state(), o.side, o.action, o.params);
    if (!built?.ok) {
      const reason = built ? built.error : 'This game takes no orders.';
      this.refuseWith(orderId, o.side, reason);
      return { ok: false, error: { code: 'order/no-longer-allowed', caseRef: 'issue 15', message: reason } };
    }
    return this.host.runApproved(built.value, { by: { kind: 'player', side: o.side }, orderId, approvedBy: { kind: 'umpire' } });
  }

  /**
   * Ruling SO14: the umpire changes an order (its route, its target) before approving it. The edit is authorised for
   * the side exactly as if the side had sent it (its own men, its acting man, men it knows of); an edit the side could
   * not have sent is refused to the umpire only and the order stays queued as it was. The audit keeps both.
   */
  private approveEdited(o: QueuedOrderInfo, edited: unknown): CommandOutcome {
    const actions = this.host.actions;
    const schema = actions && Object.prototype.hasOwnProperty.call(actions.params, o.action) ? actions.params[o.action] : undefined;
    const params = schema?.safeParse({ order: edited });
    if (!actions || !params?.success) return { ok: false, error: { code: 'order/edit-malformed', caseRef: 'ruling SO14', message: `The edited order is malformed${params && !params.success ? `: ${params.error.issues.map((i) => i.message).join('; ')}` : ''}.` } };
    const built = actions.command(this.host.state(), o.side, o.action, params.data);
    if (!built.ok) return { ok: false, error: { code: 'order/edit-not-allowed', caseRef: 'ruling SO14', message: `The side could not give that order: ${built.error}` } };
    return this.host.runApproved(built.value, { by: { kind: 'player', side: o.side }, orderId: o.id, approvedBy: { kind: 'umpire' }, editedBy: { kind: 'umpire' }, sent: o.params as AuditDetail[string] });
  }

  refuse(caller: Caller, orderId: string, reason: string): { readonly refused: string } {
    assertUmpire(caller, 'Only the umpire refuses orders.');
    const o = this.queue.get(orderId);
    this.refuseWith(orderId, o.side, reason);
    return { refused: orderId };
  }

  ofSide(caller: Caller, side: string): SideOrdersInfo {
    if (caller.kind === 'player' && caller.side !== side) throw new ForbiddenError('A player may only see his own side.');
    return this.queue.ofSide(side);
  }

  /** A command row committed (and published): an order it ran leaves the queue; held orders run if nothing holds them now. */
  committed(detail: AuditDetail): void {
    if (typeof detail.orderId === 'string') this.queue.settle(detail.orderId);
    this.release();
  }

  private refuseWith(orderId: string, side: string, reason: string, by: { kind: string } = { kind: 'umpire' }, more: AuditDetail = {}): void {
    this.queue.settle(orderId, reason);
    this.host.note('order-refused', { id: orderId, side, reason, by, ...more });
  }
}
