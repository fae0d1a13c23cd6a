import { useState } from 'react';
import { describeSquare } from '@shared/map/coords';
import type { Send } from './SideOrderParts';
import { addFire, removeFire, sprayPlan, type SprayOffer, type SprayPick } from './side-spray-model';

/**
 * Issue 15, Cases 10.42–10.45: the acting man's spray fire, allotted in his
 * side's window. Each "+" gives one more of his weapon's fires to a man the
 * side observes now; a man joins the spray in the order his first fire is
 * given, which is the order the fires are resolved (Case 10.45). The button
 * sends the order only when the side's own reading of the rules allows it,
 * and says why not otherwise.
 */
export function SideSpray({ offer, manId, send }: { offer: SprayOffer; manId: string; send: Send }) {
  const [picks, setPicks] = useState<SprayPick[]>([]);
  const given = picks.reduce((n, p) => n + p.fires, 0);
  const plan = sprayPlan(offer, manId, picks);
  const firesAt = (id: string) => picks.find((p) => p.targetId === id)?.fires ?? 0;
  const order = picks.map((p) => `${p.targetId} ×${p.fires}`).join(' → ');
  return (
    <div role="group" aria-label="Spray fire" className="spray" data-testid="spray-orders">
      <p className="muted small">
        Spray fire: {offer.fires} fires to share{offer.cost === undefined ? '' : ` · ${offer.cost} TP`} <span className="case">Cases 10.43–10.45</span>
      </p>
      <ul className="fire-targets">
        {offer.targets.map((t) => (
          <li key={t.id} className="spray-row">
            <b>{t.id}</b> <span className="muted">at {describeSquare(t.square)}</span>
            <span className="spray-step">
              <button className="action" aria-label={`One fire fewer at ${t.id}`} data-testid={`spray-less-${t.id}`} disabled={firesAt(t.id) === 0} onClick={() => setPicks(removeFire(picks, t.id))}>
                −
              </button>
              <output data-testid={`spray-fires-${t.id}`} aria-label={`Fires at ${t.id}`}>
                {firesAt(t.id)}
              </output>
              <button className="action" aria-label={`One more fire at ${t.id}`} data-testid={`spray-more-${t.id}`} disabled={given >= offer.fires} onClick={() => setPicks(addFire(offer, picks, t.id))}>
                +
              </button>
            </span>
          </li>
        ))}
      </ul>
      {order && (
        <p className="small" data-testid="spray-sequence">
          In turn: {order}
        </p>
      )}
      {picks.length > 0 && plan.refused && (
        <p className="muted small" role="status" data-testid="spray-refused">
          {plan.refused}
        </p>
      )}
      <div className="order-buttons">
        <button
          className="action primary"
          data-testid="spray-fire"
          disabled={!plan.order}
          onClick={() => {
            if (!plan.order) return;
            send(plan.order);
            setPicks([]);
          }}
        >
          Spray fire
        </button>
      </div>
    </div>
  );
}
