import { useEffect, useState } from 'react';
import type { AuditReport } from '@shared/contract/api';
import type { UmpireClient } from '../api/client';

/**
 * The event log: every event with its dice, reverted branches greyed with the
 * rewind that abandoned them. Undo takes back the last command; rewinding to
 * an event abandons everything after it, which stays in the audit.
 */
export function Timeline({ client, version }: { client: UmpireClient; version: number }) {
  const [audit, setAudit] = useState<AuditReport>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    void client.call('audit', {}).then(setAudit, (e: unknown) => setError(String(e)));
  }, [client, version]);

  const act = (p: Promise<unknown>) => p.then(() => client.call('audit', {}).then(setAudit)).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));

  if (!audit) return <p className="muted">{error ?? 'Loading the log…'}</p>;
  const events = [...audit.events].reverse();
  return (
    <section className="timeline" data-testid="timeline">
      <div className="actions">
        <button className="action" onClick={() => void act(client.call('undo', {}))} data-testid="undo">
          Undo
        </button>
        <button className="action" disabled={!audit.canRedo} onClick={() => void act(client.call('redo', {}))} data-testid="redo">
          Redo
        </button>
        <span className="muted small">Dice: {audit.diceMode}</span>
      </div>
      {error && <p className="error">{error}</p>}
      <ol className="events">
        {events.map((e) => (
          <li key={e.seq} className={e.revertedBy !== null ? 'reverted' : e.kind === 'rewind' ? 'rewind' : ''}>
            <span className="seq">{e.seq}</span> {e.kind === 'rewind' ? `rewind to before ${e.fromSeq}: ${e.reason}` : e.type}
            {e.dice.map((d, i) => (
              <span key={i} className="dice">
                {' '}
                {d.purpose}: {d.faces.map((f) => f.face).join('+')} ({d.mode})
              </span>
            ))}
            {e.revertedBy !== null && <span className="muted small"> — reverted by {e.revertedBy}</span>}
            {e.kind === 'game' && e.revertedBy === null && (
              <button className="link" onClick={() => void act(client.call('rewindTo', { seq: e.batch }))} title="Abandon this command and everything after it">
                rewind here
              </button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
