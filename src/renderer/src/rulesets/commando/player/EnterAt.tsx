import { describeSquare } from '@shared/map/coords';
import type { SideOrderInput } from '../../../api/client';
import type { entryOffer } from './side-orders-model';

/**
 * Case 38.51 (ruling SO11): "Enter at…": the side's man waiting off the map
 * steps onto one of the entry squares its own projection offers him (his
 * first task, Case 38.54; the engine prices the square and any queue at it,
 * Case 38.53). One tap sends the order.
 */
export function EnterAt({ offer, send }: { offer: NonNullable<ReturnType<typeof entryOffer>>; send: (order: SideOrderInput) => void }) {
  return (
    <div className="enter-at" data-testid="enter-at" role="group" aria-label={`Enter ${offer.manId} at an entry square`}>
      <p className="muted small">
        Enter at… <span className="case">{offer.caseRef}, Case 38.54</span>
      </p>
      <div className="order-buttons enter-squares">
        {offer.squares.map((q) => (
          <button key={`${q.col},${q.row}`} className="action" data-testid={`enter-${describeSquare(q)}`} onClick={() => send({ type: 'entry/enter', manId: offer.manId, square: q })}>
            {describeSquare(q)}
          </button>
        ))}
      </div>
    </div>
  );
}
