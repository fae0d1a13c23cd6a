import { useState } from 'react';
import type { UnitOrder } from '@shared/rulesets/skirmish/model/orders';
import type { SkirmishSideView } from '@shared/rulesets/skirmish/view/project';
import { contactsOnce } from '@shared/rulesets/skirmish/view/side-contacts';
import type { PlayerScreenProps } from '../../screens';
import { GameTable, type DrawnPath } from './GameTable';
import { SideOrdersForm, type Drawing } from './SideOrdersForm';
import { addCorner, ordersOf, readPath, type OrdersDraft } from './side-orders-draft';

const errorText = (e: unknown) => (e instanceof Error ? e.message : typeof e === 'object' && e && 'message' in e ? String((e as { message: unknown }).message) : String(e));

/**
 * A side's window on a skirmish game (issue 19): its own figures, its
 * contacts (real or false, drawn the same: last-known positions with their
 * bound), the mine areas it laid or found, and its orders for the bound,
 * written here in secret (the shared screen shows, never writes): each
 * moving man's path drawn on the table, read against his allowance as the
 * engine reads it; the host refuses a path that cannot be taken, saying why.
 */
export function SkirmishSideScreen({ view, deployClient }: PlayerScreenProps) {
  const v = view as unknown as SkirmishSideView;
  const [draft, setDraft] = useState<OrdersDraft>({});
  const [drawing, setDrawing] = useState<Drawing>();
  const [error, setError] = useState<string>();
  // Each contact once, with the units that hold it (an open set-up gives every unit the same ones).
  const contacts = contactsOnce(v.contacts);
  const unitName = (id: string) => v.units.find((u) => u.id === id)?.name ?? id;
  const writing = !v.orders && v.step === 'orders' && deployClient !== undefined;
  const submit = async () => {
    if (!deployClient) return;
    setError(undefined);
    try {
      const r = await deployClient.submitOrders({ orders: ordersOf(v.units.map((u) => u.id), draft) });
      if (!r.ok) setError(r.error.message);
      else setDrawing(undefined);
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <div className="skirmish-side" data-testid="skirmish-side">
      <h1>
        {v.sides.find((s) => s.id === v.side)?.name ?? v.side} — bound {v.bound}, {v.step} step
      </h1>
      <div className="skirmish-body">
        <GameTable
          table={v.table}
          sides={v.sides.map((s) => s.id)}
          figures={v.figures.map((f) => ({ id: f.id, name: f.name, at: f.at, side: v.side, state: f.state }))}
          contacts={contacts.map((c) => ({ contactId: c.contactId, at: c.at, bound: c.bound }))}
          mines={v.mines}
          paths={writing ? draftPaths(v, draft, drawing) : writtenPaths(v, v.orders ?? [])}
          {...(writing && drawing ? { onPick: (at: { x: number; y: number }) => setDraft(addCorner(draft, drawing.unitId, drawing.figureId, at)) } : {})}
        />
        <aside className="skirmish-panel">
          <section aria-label="Orders" data-testid="side-orders">
            <h2>Orders for bound {v.bound}</h2>
            {v.orders ? (
              <>
                {v.orders.map((o) => (
                  <p key={o.unitId} data-testid={`written-${o.unitId}`}>
                    {v.units.find((u) => u.id === o.unitId)?.name ?? o.unitId}: <b>{o.action}</b>
                    {o.figures
                      .filter((f) => f.mode !== 'still')
                      .map((f) => {
                        const end = f.path.at(-1);
                        return `; ${v.figures.find((x) => x.id === f.figureId)?.name ?? f.figureId} ${f.mode}s${end ? ` to ${end.x.toFixed(1)}", ${end.y.toFixed(1)}"` : ''}`;
                      })
                      .join('')}
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
                <SideOrdersForm table={v.table} units={v.units} figures={v.figures} draft={draft} onDraft={setDraft} drawing={drawing} onDrawing={setDrawing} />
                <button className="primary" onClick={() => void submit()} data-testid="submit-orders">
                  Hand in the orders (secret until both sides are done)
                </button>
              </>
            ) : (
              <p className="muted">Not written yet.</p>
            )}
            {error && (
              <p role="alert" className="error" data-testid="side-orders-error">
                {error}
              </p>
            )}
          </section>
          <section aria-label="Contacts" data-testid="side-contacts">
            <h2>Contacts</h2>
            {contacts.length === 0 && <p className="muted">None: nothing seen yet.</p>}
            <ul>
              {contacts.map((c) => (
                <li key={c.contactId} data-testid={`contact-${c.contactId}`}>
                  Contact {c.contactId.split('-').at(-1)}: last seen at {c.at.x.toFixed(1)}", {c.at.y.toFixed(1)}" {c.bound === 0 ? 'at the set-up' : `in bound ${c.bound}`} — seen by {c.unitIds.map(unitName).join(', ')}
                </li>
              ))}
            </ul>
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
        </aside>
      </div>
    </div>
  );
}

/** The paths being written, each read against its man's allowance: green when it can be taken, red when not. */
function draftPaths(v: SkirmishSideView, draft: OrdersDraft, drawing: Drawing | undefined): DrawnPath[] {
  return Object.values(draft).flatMap((u) =>
    Object.entries(u.figures).flatMap(([figureId, f]) => {
      const man = v.figures.find((x) => x.id === figureId);
      const active = drawing?.figureId === figureId;
      if (!man || f.mode === 'still' || (f.path.length === 0 && !active)) return [];
      return [{ figureId, from: man.at, corners: f.path, ok: f.path.length === 0 || readPath(v.table, man, f.mode, f.path).reachable, active, name: man.name }];
    }),
  );
}

/** The paths handed in (taken, or they would have been refused): drawn until the Movement step moves the men. */
function writtenPaths(v: SkirmishSideView, orders: readonly UnitOrder[]): DrawnPath[] {
  if (v.step !== 'orders' && v.step !== 'reaction' && v.step !== 'spotting') return [];
  return orders.flatMap((o) =>
    o.figures.flatMap((f) => {
      const man = v.figures.find((x) => x.id === f.figureId);
      return man && f.path.length > 0 ? [{ figureId: f.figureId, from: man.at, corners: f.path, ok: true, active: false }] : [];
    }),
  );
}
