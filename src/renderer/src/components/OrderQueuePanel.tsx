import { useCallback, useEffect, useState } from 'react';
import './order-queue.css';
import type { OrderDeskSummary, OrderMode, OrderQueueInfo, QueuedOrderInfo } from '@shared/contract/host-results';
import type { UmpireClient } from '../api/client';

/** The order queue on the umpire's console (issue 15): each side's orders waiting for him, in words, with Approve and Refuse (with a reason the side reads). */

const MODE_HINT: Readonly<Record<OrderMode, string>> = {
  immediate: 'Orders from the sides’ windows run at once (an order sent while the game waits on something its side may not know of waits here and runs by itself once that is over).',
  queue: 'Orders from the sides’ windows wait here until you approve or refuse them.',
};

/** The order in words (the host's, from the whole truth), or its bare command when the ruleset gives none. */
export const orderWords = (o: QueuedOrderInfo): string => o.words ?? JSON.stringify(o.command);

/** Pending orders grouped by side, in the order sent. */
export function bySide(orders: readonly QueuedOrderInfo[]): [string, QueuedOrderInfo[]][] {
  const groups = new Map<string, QueuedOrderInfo[]>();
  for (const o of orders) groups.set(o.side, [...(groups.get(o.side) ?? []), o]);
  return [...groups];
}

export interface OrderQueueActions {
  onMode: (mode: OrderMode) => void;
  onApprove: (id: string) => void;
  onRefuse: (id: string, reason: string) => void;
}

/** The queue itself, given its contents and what the buttons do (drawn without the host in tests). */
export function OrderQueueList({ queue, sideName, busy, error, actions }: { queue: OrderQueueInfo; sideName: (side: string) => string; busy?: boolean; error?: string; actions: OrderQueueActions }) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const groups = bySide(queue.orders);
  return (
    <section className="order-queue" data-testid="order-queue">
      <h2>
        Orders from the sides <span className="muted small">({queue.orders.length} waiting)</span>
      </h2>
      <div className="order-mode" role="radiogroup" aria-label="How the sides’ orders run">
        {(['immediate', 'queue'] as const).map((m) => (
          <label key={m} className="toggle">
            <input type="radio" name="order-mode" checked={queue.mode === m} disabled={busy} onChange={() => actions.onMode(m)} data-testid={`order-mode-${m}`} />
            {m === 'immediate' ? 'Run at once' : 'Wait for my approval'}
          </label>
        ))}
      </div>
      <p className="hint">{MODE_HINT[queue.mode]}</p>
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
      {groups.length === 0 && <p className="muted" data-testid="order-queue-empty">No order is waiting.</p>}
      {groups.map(([side, orders]) => (
        <div key={side} className="order-side" data-testid={`order-side-${side}`}>
          <h3>{sideName(side)}</h3>
          <ol className="order-list">
            {orders.map((o) => {
              const reason = reasons[o.id] ?? '';
              return (
                <li key={o.id} className="order-item" data-testid={`order-${o.id}`}>
                  <div className="order-words">
                    {orderWords(o)}
                    {o.held && <span className="muted small"> — held: sent while the game waited on something {sideName(side)} may not know of</span>}
                  </div>
                  <div className="order-actions">
                    <button type="button" className="action" disabled={busy} onClick={() => actions.onApprove(o.id)} data-testid={`approve-${o.id}`}>
                      Approve
                    </button>
                    <input
                      type="text"
                      value={reason}
                      placeholder="Reason the side will read"
                      aria-label={`Reason for refusing ${o.id}`}
                      maxLength={500}
                      onChange={(e) => setReasons({ ...reasons, [o.id]: e.target.value })}
                      data-testid={`refuse-reason-${o.id}`}
                    />
                    <button type="button" className="tool" disabled={busy || reason.trim() === ''} onClick={() => actions.onRefuse(o.id, reason.trim())} data-testid={`refuse-${o.id}`}>
                      Refuse
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </section>
  );
}

/** Reads the queue when first shown and whenever the umpire's pushed view says it changed (`orderDesk`), and sends his decisions. */
export function OrderQueuePanel({ client, desk, sideName }: { client: Pick<UmpireClient, 'call'>; desk: OrderDeskSummary | undefined; sideName: (side: string) => string }) {
  const [queue, setQueue] = useState<OrderQueueInfo>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const key = desk ? `${desk.mode}:${desk.pending.join(',')}` : '';
  const reload = useCallback(() => {
    void client.call('orderQueue', {}).then(setQueue, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [client]);
  useEffect(reload, [reload, key]);
  const run = (p: Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    p.then(
      (out) => {
        const refused = out as { ok?: boolean; error?: { message: string } };
        if (refused.ok === false && refused.error) setError(refused.error.message);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : String(e)),
    ).finally(() => {
      setBusy(false);
      reload();
    });
  };
  if (!queue) return null;
  return (
    <OrderQueueList
      queue={queue}
      sideName={sideName}
      busy={busy}
      {...(error ? { error } : {})}
      actions={{
        onMode: (mode) => run(client.call('setOrderMode', { mode })),
        onApprove: (orderId) => run(client.call('approveOrder', { orderId })),
        onRefuse: (orderId, reason) => run(client.call('refuseOrder', { orderId, reason })),
      }}
    />
  );
}
