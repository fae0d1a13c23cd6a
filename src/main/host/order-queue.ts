import type { OrderMode, QueuedOrderInfo, SideOrdersInfo } from '@shared/contract/host-results';
import type { AuditRecord } from './game-log';
import { HostError } from './host-errors';

/**
 * Orders from the sides' windows (issue 15). The umpire chooses per game
 * whether they run at once (`immediate`) or wait in a queue on his console
 * (`queue`) where he approves or refuses each, with a reason the side sees.
 * Everything here is the host's: a side is told only its own pending orders
 * and the reasons its own orders were refused.
 *
 * The queue lives in the game's audit trail, so it outlasts a restart: the
 * mode is the last `order-mode` row; an order is pending from its
 * `order-queued` row until the `command` row that ran it (`detail.orderId`),
 * its `order-refused` row, or an `order-settled` row (a held order that ran
 * and changed nothing). A `held` order (issue 13) was sent while the game
 * waited on what its side may not know; it runs by itself once that is over.
 * An order run at once takes an id too (ruling SO12): its `command` row, or
 * its `side-order-refused` row when the engine refused it, names it.
 */
export type QueuedOrder = QueuedOrderInfo;

interface RefusedOrder {
  readonly id: string;
  readonly side: string;
  readonly action: string;
  readonly params: unknown;
  readonly reason: string;
}

/** How many refusals per side the side's window is told of (the newest). */
const REFUSALS_KEPT = 20;

export class OrderQueue {
  private pendingOrders: QueuedOrder[] = [];
  private refusals: RefusedOrder[] = [];
  private next = 1;
  mode: OrderMode = 'immediate';

  static read(entries: readonly AuditRecord[]): OrderQueue {
    const q = new OrderQueue();
    for (const a of entries) {
      const d = a.detail;
      if (a.kind === 'order-mode' && (d.to === 'immediate' || d.to === 'queue')) q.mode = d.to;
      else if (a.kind === 'order-queued' && typeof d.id === 'string' && typeof d.side === 'string' && typeof d.action === 'string') {
        q.pendingOrders.push({ id: d.id, side: d.side, action: d.action, params: d.params, command: d.command, ...(d.held === true ? { held: true } : {}) });
        q.seen(d.id);
      } else if (a.kind === 'order-refused' && typeof d.id === 'string') q.settle(d.id, typeof d.reason === 'string' ? d.reason : '');
      else if (a.kind === 'side-order-refused' && typeof d.id === 'string' && typeof d.side === 'string' && typeof d.action === 'string') {
        q.refusedAtOnce({ id: d.id, side: d.side, action: d.action, params: d.params }, typeof d.told === 'string' ? d.told : '');
      } else if (a.kind === 'command' && typeof d.orderId === 'string') {
        q.settle(d.orderId);
        q.seen(d.orderId);
      }
      else if (a.kind === 'order-settled' && typeof d.id === 'string') q.settle(d.id);
    }
    return q;
  }

  newId(): string {
    return `order-${this.next++}`;
  }

  /** An id read back from the audit is never given again (orders at once take ids too, ruling SO12). */
  private seen(id: string): void {
    this.next = Math.max(this.next, Number(id.replace(/^order-/, '')) + 1 || this.next);
  }

  /** An order at once the engine refused when sent (ruling SO12): the side reads the reason in its own list. */
  refusedAtOnce(o: { id: string; side: string; action: string; params: unknown }, reason: string): void {
    this.seen(o.id);
    this.refusals = [...this.refusals, { ...o, reason }].slice(-REFUSALS_KEPT * 8);
  }

  add(order: QueuedOrder): void {
    this.pendingOrders.push(order);
  }

  get(id: string): QueuedOrder {
    const o = this.pendingOrders.find((p) => p.id === id);
    if (!o) throw new HostError(`No order "${id}" is waiting in the queue (approved or refused already?).`);
    return o;
  }

  /** Takes an order off the queue; with a reason, the side is told it was refused. */
  settle(id: string, reason?: string): void {
    const o = this.pendingOrders.find((p) => p.id === id);
    this.pendingOrders = this.pendingOrders.filter((p) => p.id !== id);
    if (o && reason !== undefined) this.refusals = [...this.refusals, { id, side: o.side, action: o.action, params: o.params, reason }].slice(-REFUSALS_KEPT * 8);
  }

  all(): readonly QueuedOrder[] {
    return this.pendingOrders;
  }

  /**
   * What one side may know: its own pending orders and its own refusals, as
   * it sent them (never the command the ruleset made of them: an answer to an
   * observation prompt becomes an attempt on the mover, whom the side may not
   * know yet), nothing of the other side's.
   */
  ofSide(side: string): SideOrdersInfo {
    const own = ({ id, action, params }: { id: string; action: string; params: unknown }) => ({ id, action, params });
    return {
      mode: this.mode,
      // A held order (issue 13) was answered "sent", as one that ran: listing it as waiting would say something hidden holds it (ruling SO12).
      pending: this.pendingOrders.filter((o) => o.side === side && !o.held).map(own),
      refused: this.refusals
        .filter((r) => r.side === side)
        .slice(-REFUSALS_KEPT)
        .map((r) => ({ ...own(r), reason: r.reason })),
    };
  }
}
