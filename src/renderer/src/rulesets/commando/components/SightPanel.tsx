import { describeSquare } from '@shared/map/coords';
import type { EnemyInSight, ManSight } from '@shared/rulesets/commando/engine/man-sight';
import type { ManSightState } from '../umpire/use-man-sight';

export const SIGHT_STATUS_COLOUR: Record<EnemyInSight['status'], string> = { observing: '#7CFC8A', 'in-sight': '#ffd54a', hidden: '#ff6b5b' };

const STATUS_WORDS: Record<EnemyInSight['status'], string> = { observing: 'observed now', 'in-sight': 'in sight', hidden: 'hidden' };

/** The card beside the sight tool's shading: how much he sees, and each enemy as observation would find him, with its Case. */
export function SightPanel({ asked, nameOf }: { asked: ManSightState; nameOf: (id: string) => string }) {
  if (asked.status === 'none') return null;
  if (asked.status === 'asking') return <p className="muted small">Asking what {nameOf(asked.manId)} can see…</p>;
  if (asked.status === 'failed') return <p className="error">{asked.message}</p>;
  const sight = asked.sight;
  if (!sight) return <p className="muted small" data-testid="sight-card">{nameOf(asked.manId)} is not on the map: he sees nothing.</p>;
  const counts = countSquares(sight);
  return (
    <div className="card" data-testid="sight-card">
      <div className="card-title">
        What {nameOf(sight.manId)} can see from {describeSquare(sight.from)}
        {sight.level > 0 ? ` (${sight.level} up, Case 7.13)` : ''}
      </div>
      <p className="small">
        In sight: <b data-testid="sight-in-range">{counts.inRange}</b> squares within the observation range ({sight.observationRange === 'unlimited' ? 'unlimited' : `${sight.observationRange} squares`}, Cases 8.12, 8.13), <b>{counts.beyond}</b> beyond it; <b>{counts.hidden}</b> out of his Line of Sight (Case 8.24).
      </p>
      {sight.enemies.length === 0 ? (
        <p className="muted small">No Enemy man is on the map.</p>
      ) : (
        <ul className="sight-enemies" data-testid="sight-enemies">
          {sight.enemies.map((e) => (
            <li key={e.id} data-status={e.status}>
              <span className="sight-dot" style={{ background: SIGHT_STATUS_COLOUR[e.status] }} aria-hidden="true" />
              <b>{nameOf(e.id)}</b> {describeSquare(e.square)}, {e.range} sq.: {STATUS_WORDS[e.status]}
              {e.status === 'in-sight' && (e.mayAttempt ? ', may be observed now' : ', no attempt now')}
              {e.reason && <span className="muted small"> — {e.reason}</span>}
              {!e.reason && e.caseRef && <span className="case"> {e.caseRef}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function countSquares(sight: ManSight): { inRange: number; beyond: number; hidden: number } {
  let inRange = 0;
  let beyond = 0;
  for (const ch of sight.squares) {
    if (ch === '1') inRange++;
    else if (ch === '2') beyond++;
  }
  return { inRange, beyond, hidden: sight.squares.length - inRange - beyond };
}
