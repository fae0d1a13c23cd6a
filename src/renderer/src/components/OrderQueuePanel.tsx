import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import './order-queue.css';
import type { OrderDeskSummary, OrderMode, OrderQueueInfo, QueuedOrderInfo } from '@shared/contract/host-results';
import type { UmpireClient } from '../api/client';
import { applyEdit, editFields, sentOrder, type EditFields } from './order-edit';

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
  /** `edited`: the order as the umpire changed it (ruling SO14). */
  onApprove: (id: string, edited?: Readonly<Record<string, unknown>>) => void;
  onRefuse: (id: string, reason: string) => void;
}

/** The queue itself, given its contents and what the buttons do (drawn without the host in tests). */
export function OrderQueueList({ queue, sideName, busy, error, actions }: { queue: OrderQueueInfo; sideName: (side: string) => string; busy?: boolean; error?: string; actions: OrderQueueActions }) {
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const [editing, setEditing] = useState<Record<string, EditFields>>({});
  const [editError, setEditError] = useState<Record<string, string>>({});
  const reasonBoxes = useRef(new Map<string, HTMLInputElement>());
  const groups = bySide(queue.orders);
  const edit = (o: QueuedOrderInfo) => {
    const sent = sentOrder(o.params);
    const fields = sent && editFields(sent);
    if (!fields) return;
    const { [o.id]: open, ...rest } = editing;
    setEditing(open ? rest : { ...editing, [o.id]: fields });
  };
  const approve = (o: QueuedOrderInfo) => {
    const fields = editing[o.id];
    const sent = sentOrder(o.params);
    if (!fields || !sent) return actions.onApprove(o.id);
    const edited = applyEdit(sent, fields);
    if (edited.error || !edited.order) return setEditError({ ...editError, [o.id]: edited.error ?? 'Nothing to approve.' });
    setEditError({ ...editError, [o.id]: '' });
    actions.onApprove(o.id, edited.order);
  };
  // One key on the focused order (A approve, R refuse: the reason box, E edit); ↑/↓ move between orders.
  const onKey = (o: QueuedOrderInfo, e: KeyboardEvent<HTMLLIElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey || busy) return;
    const key = e.key.toLowerCase();
    if (key === 'a') approve(o);
    else if (key === 'r') reasonBoxes.current.get(o.id)?.focus();
    else if (key === 'e') edit(o);
    else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      const items = [...(e.currentTarget.closest('.order-queue')?.querySelectorAll<HTMLLIElement>('li.order-item') ?? [])];
      items[items.indexOf(e.currentTarget) + (e.key === 'ArrowDown' ? 1 : -1)]?.focus();
    } else return;
    // The console's own keys (E ends the acting man's tasks, turn/shortcuts.ts) listen on the window: a key the focused order took goes no further.
    e.preventDefault();
    e.stopPropagation();
  };
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
      {queue.orders.length > 0 && (
        <p className="muted small" id="order-keys" data-testid="order-keys">
          Keys on a focused order: <kbd>A</kbd> approve · <kbd>R</kbd> refuse (type the reason, Enter) · <kbd>E</kbd> edit · <kbd>↑</kbd>/<kbd>↓</kbd> next order
        </p>
      )}
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
              const sent = sentOrder(o.params);
              const editable = !!(sent && editFields(sent));
              const fields = editing[o.id];
              const refuse = () => reason.trim() !== '' && actions.onRefuse(o.id, reason.trim());
              return (
                <li
                  key={o.id}
                  className="order-item"
                  data-testid={`order-${o.id}`}
                  tabIndex={0}
                  aria-describedby="order-keys"
                  aria-keyshortcuts={editable ? 'A R E' : 'A R'}
                  aria-label={`${sideName(side)}: ${orderWords(o)}`}
                  onKeyDown={(e) => onKey(o, e)}
                >
                  <div className="order-words">
                    {orderWords(o)}
                    {o.held && <span className="muted small"> — held: sent while the game waited on something {sideName(side)} may not know of</span>}
                  </div>
                  {fields && <OrderEditor id={o.id} fields={fields} error={editError[o.id]} onChange={(f) => setEditing({ ...editing, [o.id]: f })} />}
                  <div className="order-actions">
                    <button type="button" className="action" disabled={busy} onClick={() => approve(o)} data-testid={`approve-${o.id}`}>
                      {fields ? 'Approve as edited' : 'Approve'}
                    </button>
                    {editable && (
                      <button type="button" className="tool" disabled={busy} aria-pressed={!!fields} onClick={() => edit(o)} data-testid={`edit-${o.id}`}>
                        {fields ? 'Drop the edit' : 'Edit'}
                      </button>
                    )}
                    <input
                      type="text"
                      value={reason}
                      placeholder="Reason the side will read"
                      aria-label={`Reason for refusing ${o.id}`}
                      maxLength={500}
                      ref={(el) => void (el ? reasonBoxes.current.set(o.id, el) : reasonBoxes.current.delete(o.id))}
                      onChange={(e) => setReasons({ ...reasons, [o.id]: e.target.value })}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter') refuse();
                      }}
                      data-testid={`refuse-reason-${o.id}`}
                    />
                    <button type="button" className="tool" disabled={busy || reason.trim() === ''} onClick={refuse} data-testid={`refuse-${o.id}`}>
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

/** Ruling SO14: the order's route, targets or square as text the umpire changes before approving. */
function OrderEditor({ id, fields, error, onChange }: { id: string; fields: EditFields; error: string | undefined; onChange: (f: EditFields) => void }) {
  const field = (key: keyof EditFields, label: string) =>
    fields[key] !== undefined && (
      <label className="order-edit-field">
        {label}
        <input type="text" value={fields[key]} onChange={(e) => onChange({ ...fields, [key]: e.target.value })} data-testid={`edit-${key}-${id}`} />
      </label>
    );
  return (
    <div className="order-edit" role="group" aria-label={`Edit ${id}`} data-testid={`order-edit-${id}`}>
      {field('route', 'Route (square codes)')}
      {field('targets', 'Targets')}
      {field('square', 'Square')}
      {error && (
        <p className="error small" role="alert">
          {error}
        </p>
      )}
    </div>
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
        onApprove: (orderId, edited) => run(client.call('approveOrder', { orderId, ...(edited ? { edited: edited as { type: string } } : {}) })),
        onRefuse: (orderId, reason) => run(client.call('refuseOrder', { orderId, reason })),
      }}
    />
  );
}
