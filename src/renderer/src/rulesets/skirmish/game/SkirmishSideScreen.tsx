import { useState } from 'react';
import type { SkirmishSideView } from '@shared/rulesets/skirmish/view/project';
import { ORDER_ACTIONS, type OrderAction } from '@shared/rulesets/skirmish/tables/orders';
import type { PlayerScreenProps } from '../../screens';
import { GameTable } from './GameTable';

const errorText = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

/**
 * A side's window on a skirmish game (issue 19): its own figures, its
 * contacts (real or false, drawn the same: last-known positions with their
 * bound), the mine areas it laid or found, and its orders for the bound,
 * written here in secret (the shared screen shows, never writes).
 */
export function SkirmishSideScreen({ view, deployClient }: PlayerScreenProps) {
  const v = view as unknown as SkirmishSideView;
  const [draft, setDraft] = useState<Record<string, OrderAction>>({});
  const [error, setError] = useState<string>();
  const submit = async () => {
    if (!deployClient) return;
    setError(undefined);
    try {
      const r = await deployClient.submitOrders({ orders: v.units.map((u) => ({ unitId: u.id, action: draft[u.id] ?? 'hold', figures: [] })) });
      if (!r.ok) setError(r.error.message);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <div className="skirmish-side" data-testid="skirmish-side">
      <h1>
        {v.sides.find((s) => s.id === v.side)?.name ?? v.side} — bound {v.bound}, {v.step} step
      </h1>
      <GameTable
        table={v.table}
        sides={v.sides.map((s) => s.id)}
        figures={v.figures.map((f) => ({ id: f.id, name: f.name, at: f.at, side: v.side, state: f.state }))}
        contacts={v.contacts.map((c) => ({ contactId: c.contactId, at: c.at, bound: c.bound }))}
        mines={v.mines}
      />
      <section aria-label="Contacts" data-testid="side-contacts">
        <h2>Contacts</h2>
        {v.contacts.length === 0 && <p className="muted">None: nothing seen yet.</p>}
        <ul>
          {v.contacts.map((c) => (
            <li key={c.contactId}>
              Contact {c.contactId.split('-').at(-1)} by {v.units.find((u) => u.id === c.unitId)?.name ?? c.unitId}: last seen at {c.at.x.toFixed(1)}", {c.at.y.toFixed(1)}" in bound {c.bound}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Orders" data-testid="side-orders">
        <h2>Orders for bound {v.bound}</h2>
        {v.orders ? (
          <>
            {v.orders.map((o) => (
              <p key={o.unitId}>
                {v.units.find((u) => u.id === o.unitId)?.name ?? o.unitId}: <b>{o.action}</b>
              </p>
            ))}
            <p className="muted" data-testid="side-orders-state">
              {v.othersReady ? 'Both sides are done: the umpire has the orders.' : 'Written. Waiting for the other side.'}
            </p>
          </>
        ) : v.step !== 'orders' ? (
          <p className="muted">Orders are written in the Orders step.</p>
        ) : deployClient ? (
          <>
            {v.units.map((u) => (
              <label key={u.id} className="order-line">
                {u.name}{' '}
                <select value={draft[u.id] ?? 'hold'} onChange={(e) => setDraft({ ...draft, [u.id]: e.target.value as OrderAction })} data-testid={`order-${u.id}`}>
                  {ORDER_ACTIONS.map((a) => (
                    <option key={a} value={a}>
                      {a}
                    </option>
                  ))}
                </select>
              </label>
            ))}
            <button className="primary" onClick={() => void submit()} data-testid="submit-orders">
              Hand in the orders (secret until both sides are done)
            </button>
          </>
        ) : (
          <p className="muted">Not written yet.</p>
        )}
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
      </section>
      <section aria-label="Figures" data-testid="side-figures">
        <h2>Your figures</h2>
        <ul>
          {v.figures.map((f) => (
            <li key={f.id}>
              {f.name} — {f.state}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
