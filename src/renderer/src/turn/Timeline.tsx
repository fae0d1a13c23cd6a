import { useEffect, useMemo, useState } from 'react';
import type { AuditReport } from '@shared/contract/api';
import type { UmpireClient } from '../api/client';

/** One event of the log in words, as the ruleset writes it (Commando: view/log/). */
export interface TimelineLine {
  readonly text: string;
  readonly men: readonly string[];
  readonly turn: number;
}

export interface TimelineProps {
  client: UmpireClient;
  version: number;
  /** The ruleset's sentences for the audit's game events, by seq; without it each event shows its kind. */
  describe?: (audit: AuditReport) => ReadonlyMap<number, TimelineLine>;
  /** The men to filter by, with the names the views show. */
  men?: readonly { readonly id: string; readonly name: string }[];
}

/** The audit's events, newest first, that pass the filters (empty filter: every event, rewinds included). */
export function filterLog(audit: AuditReport, lines: ReadonlyMap<number, TimelineLine>, f: { man: string; turn: string; kind: string }): AuditReport['events'][number][] {
  return [...audit.events].reverse().filter((e) => {
    if (!f.man && !f.turn && !f.kind) return true;
    if (e.kind !== 'game') return false;
    const line = lines.get(e.seq);
    if (f.kind && e.type !== f.kind) return false;
    if (f.man && !(line?.men ?? []).includes(f.man)) return false;
    if (f.turn && String(line?.turn ?? '') !== f.turn) return false;
    return true;
  });
}

/**
 * The event log: every event as a sentence with the dice as rolled, reverted
 * branches greyed with the rewind that abandoned them, filtered by man,
 * Game-Turn and kind. Undo takes back the last command; rewinding to an
 * event abandons everything after it, which stays in the audit.
 */
export function Timeline({ client, version, describe, men = [] }: TimelineProps) {
  const [audit, setAudit] = useState<AuditReport>();
  const [error, setError] = useState<string>();
  const [man, setMan] = useState('');
  const [turn, setTurn] = useState('');
  const [kind, setKind] = useState('');
  useEffect(() => {
    void client.call('audit', {}).then(setAudit, (e: unknown) => setError(String(e)));
  }, [client, version]);
  const lines = useMemo(() => (audit && describe ? describe(audit) : new Map<number, TimelineLine>()), [audit, describe]);

  const act = (p: Promise<unknown>) => p.then(() => client.call('audit', {}).then(setAudit)).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));

  if (!audit) return <p className="muted">{error ?? 'Loading the log…'}</p>;
  const kinds = [...new Set(audit.events.filter((e) => e.kind === 'game').map((e) => e.type))].sort();
  const turns = [...new Set([...lines.values()].map((l) => l.turn))].sort((a, b) => a - b);
  const events = filterLog(audit, lines, { man, turn, kind });
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
      {describe && (
        <div className="log-filters">
          <label>
            Man{' '}
            <select value={man} onChange={(e) => setMan(e.target.value)} data-testid="log-filter-man">
              <option value="">every man</option>
              {men.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            Game-Turn{' '}
            <select value={turn} onChange={(e) => setTurn(e.target.value)} data-testid="log-filter-turn">
              <option value="">every Game-Turn</option>
              {turns.map((t) => (
                <option key={t} value={String(t)}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            Kind{' '}
            <select value={kind} onChange={(e) => setKind(e.target.value)} data-testid="log-filter-kind">
              <option value="">every kind</option>
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {k.replace(/-/g, ' ')}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {error && <p className="error">{error}</p>}
      <ol className="events">
        {events.map((e) => {
          const line = e.kind === 'game' ? lines.get(e.seq) : undefined;
          return (
            <li key={e.seq} className={e.revertedBy !== null ? 'reverted' : e.kind === 'rewind' ? 'rewind' : ''} data-testid="log-line">
              <span className="seq">{e.seq}</span>{' '}
              {e.kind === 'rewind' ? (
                `rewind to before ${e.fromSeq}: ${e.reason}`
              ) : line ? (
                <span className="sentence">{line.text}</span>
              ) : (
                e.type
              )}
              {e.kind === 'game' && line && <span className="kind muted small"> · {e.type}</span>}
              {e.dice.length > 0 && <span className="dice small"> · {e.dice[0]!.mode === 'physical' ? 'dice typed in' : `${e.dice[0]!.mode} dice`}</span>}
              {e.revertedBy !== null && <span className="muted small"> — reverted by {e.revertedBy}</span>}
              {e.kind === 'game' && e.revertedBy === null && (
                <button className="link" onClick={() => void act(client.call('rewindTo', { seq: e.batch }))} title="Abandon this command and everything after it">
                  rewind here
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
