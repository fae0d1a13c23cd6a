import type { PlayerActions } from '@shared/kernel/ruleset';
import type { CommandOutcome, OrderMode, OrderModeReport, OrderQueueInfo, SideOrdersInfo } from '@shared/contract/host-results';
import { assertUmpire, type Caller } from './caller';
import type { AuditDetail, AuditRecord } from './game-log';
import { ForbiddenError, HostError } from './host-errors';
import { OrderQueue } from './order-queue';

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

  constructor(
    private readonly host: DeskHost<S, C>,
    audit: readonly AuditRecord[],
  ) {
    this.queue = OrderQueue.read(audit);
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
    const built = actions.command(this.host.state(), caller.side, action, parsed);
    if (!built.ok) throw new ForbiddenError(built.error);
    const by = { kind: 'player', side: caller.side };
    if (!actions.orders?.includes(action)) return this.host.runForSide(caller.side, built.value, { by }, false);
    if (this.queue.mode === 'immediate' && this.host.diceMode() !== 'physical') return this.host.runForSide(caller.side, built.value, { by }, true);
    const order = { id: this.queue.newId(), side: caller.side, action, params: parsed, command: built.value as unknown };
    this.host.note('order-queued', { ...order, by });
    this.queue.add(order);
    return { ok: true, version: this.host.sideVersion(caller.side), events: 0, queued: order.id };
  }

  setMode(caller: Caller, mode: OrderMode): OrderModeReport {
    assertUmpire(caller, 'Only the umpire chooses how the sides’ orders are run.');
    this.host.assertPlayable();
    if (mode === this.queue.mode) return { orderMode: mode, changed: false };
    this.host.note('order-mode', { from: this.queue.mode, to: mode });
    this.queue.mode = mode;
    return { orderMode: mode, changed: true };
  }

  list(caller: Caller): OrderQueueInfo {
    assertUmpire(caller, 'The order queue is the umpire’s.');
    return { mode: this.queue.mode, orders: this.queue.all() };
  }

  /**
   * Runs a queued order, authorised again against the game as it is now. An
   * order no longer allowed is refused with the ruleset's reason (which the
   * side may read); one the engine refuses stays queued, its refusal shown to
   * the umpire only (a rule's answer may name what the side does not know).
   */
  approve(caller: Caller, orderId: string): CommandOutcome {
    assertUmpire(caller, 'Only the umpire approves orders.');
    this.host.assertPlayable();
    const o = this.queue.get(orderId);
    const built = this.host.actions?.command(this.host.state(), o.side, o.action, o.params);
    if (!built?.ok) {
      const reason = built ? built.error : 'This game takes no orders.';
      this.refuseWith(orderId, o.side, reason);
      return { ok: false, error: { code: 'order/no-longer-allowed', caseRef: 'issue 15', message: reason } };
    }
    return this.host.runApproved(built.value, { by: { kind: 'player', side: o.side }, orderId, approvedBy: { kind: 'umpire' } });
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

  /** A command row committed: an order it ran leaves the queue. */
  committed(detail: AuditDetail): void {
    if (typeof detail.orderId === 'string') this.queue.settle(detail.orderId);
  }

  private refuseWith(orderId: string, side: string, reason: string): void {
    this.host.note('order-refused', { id: orderId, side, reason, by: { kind: 'umpire' } });
    this.queue.settle(orderId, reason);
  }
}
