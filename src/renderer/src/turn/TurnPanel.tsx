import type { Command } from '@shared/game/commands';
import type { UmpireView } from '@shared/game/view';
import { PHASES } from '@shared/game/state';
import { buttonCommands, commandLabel, phaseLabel } from './labels';

/**
 * Whose move it is and what may be done now, straight from the engine's
 * legal actions, so the umpire never has to remember the sequence (Case 5.1).
 */
export function TurnPanel({ view, onCommand, selectedManId }: { view: UmpireView; onCommand: (c: Command) => void; selectedManId?: string }) {
  const legal = view.legal;
  const who = view.whoseMove ?? legal?.whoseMove;
  const commands = legal ? buttonCommands(legal.commands) : [];
  const active = view.sequence?.active?.manId;
  const prompts = legal?.prompts ?? [];
  const attempts = (legal?.commands ?? []).filter((c) => c.type === 'observe/attempt' || c.type === 'observe/forego');
  const selectedAttempts = selectedManId ? attempts.filter((c) => c.type === 'observe/attempt' && c.observerId === selectedManId) : [];
  const initiative = view.sequence?.initiative;

  return (
    <section className="turn-panel" data-testid="turn-panel">
      <ol className="phases">
        {PHASES.map((p) => (
          <li key={p} className={p === view.phase ? 'current' : ''}>
            {phaseLabel(p)}
          </li>
        ))}
      </ol>
      {who && (
        <p className="whose-move" data-testid="whose-move">
          {who.summary} <span className="case">{who.caseRef}</span>
        </p>
      )}
      {initiative && (
        <p className="muted small">
          Initiative: {view.sides.find((s) => s.id === initiative.side)?.name ?? initiative.side} (Case 6.1)
        </p>
      )}
      {active && <p>Acting: <b>{active}</b> — use the Move tool (M) to draw his route.</p>}
      {prompts.length > 0 && (
        <div className="prompts" data-testid="prompts">
          <h3>Observation prompt (Cases 7.52, 8.92)</h3>
          {attempts.map((c, i) => {
            const { label, caseRef } = commandLabel(view, c);
            return (
              <button key={i} className="action" onClick={() => onCommand(c)} data-testid={`prompt-${c.type}-${c.observerId}`}>
                {label} <span className="case">{caseRef}</span>
              </button>
            );
          })}
        </div>
      )}
      <div className="actions" data-testid="actions">
        {commands.map((c, i) => {
          const { label, caseRef } = commandLabel(view, c);
          return (
            <button key={i} className="action" onClick={() => onCommand(c)} data-testid={`action-${c.type}`}>
              {label} <span className="case">{caseRef}</span>
            </button>
          );
        })}
      </div>
      {prompts.length === 0 && selectedAttempts.length > 0 && (
        <div className="actions">
          <h3>Observation by {selectedManId}</h3>
          {selectedAttempts.map((c, i) => {
            const { label, caseRef } = commandLabel(view, c);
            return (
              <button key={i} className="action" onClick={() => onCommand(c)}>
                {label} <span className="case">{caseRef}</span>
              </button>
            );
          })}
        </div>
      )}
    </section>
  );
}
