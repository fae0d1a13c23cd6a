import { useEffect, useState } from 'react';
import type { AuditEvent } from '@shared/contract/host-results';
import type { SkirmishEvent } from '@shared/rulesets/skirmish/model/events';
import { eventBreakdowns } from '@shared/rulesets/skirmish/view/breakdowns';
import { skirmishLogSentence } from '@shared/rulesets/skirmish/view/log';
import type { UmpireClient } from '../../../api/client';
import { BreakdownCard } from '../../../components/BreakdownCard';

type Logged = AuditEvent<SkirmishEvent>;

/**
 * The live events of the bound now played: from its `bound/started` (or the
 * game's start) on. With `bound`, those of that bound: from its
 * `bound/started` (the first bound: from the start) to the next one — a
 * finished game's last bound, the game having started the next.
 */
export function boundEvents(events: readonly Logged[], bound?: number): SkirmishEvent[] {
  const live = events.filter((e): e is Extract<Logged, { kind: 'game' }> => e.kind === 'game' && e.revertedBy === null);
  const isStart = (e: (typeof live)[number]) => e.event.type === 'bound/started';
  if (bound !== undefined) {
    const at = live.findIndex((e) => isStart(e) && (e.event as { bound: number }).bound === bound);
    if (at < 0 && bound > 1) return [];
    const from = at + 1;
    const next = live.findIndex((e, i) => i >= from && isStart(e));
    return live.slice(from, next < 0 ? live.length : next).map((e) => e.event);
  }
  let start = live.length;
  while (start > 0 && !isStart(live[start - 1]!)) start--;
  return live.slice(start).map((e) => e.event);
}

/**
 * Every roll of the Bound so far, each in the log's words with its
 * breakdowns (view/breakdowns.ts): each step names its table and seed line,
 * house values marked house (BreakdownCard). The latest is open.
 */
export function BoundRolls({ client, version, bound, ended = false }: { client: UmpireClient; version: number; bound: number; ended?: boolean }) {
  const [events, setEvents] = useState<SkirmishEvent[]>([]);
  useEffect(() => {
    let live = true;
    client.call('audit', {}).then(
      (a) => live && setEvents(boundEvents((a as unknown as { events: readonly Logged[] }).events, ended ? bound : undefined)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, version, bound, ended]);
  const rolls = events.map((e) => ({ e, cards: eventBreakdowns(e) })).filter((r) => r.cards.length > 0);
  return (
    <section aria-label="Rolls of the bound" data-testid="skirmish-rolls" data-rolls={rolls.length}>
      <h2>Rolls of bound {bound}</h2>
      {rolls.length === 0 && <p className="muted">{ended ? 'No roll in this bound.' : 'No roll yet this bound.'}</p>}
      {rolls.map(({ e, cards }, i) => (
        <details key={i} className="skirmish-roll" open={i === rolls.length - 1} data-testid={`roll-${e.type}`}>
          <summary>{skirmishLogSentence(e)}</summary>
          {cards.map((c, j) => (
            <div key={j}>
              {cards.length > 1 && <p className="muted small">{c.where}</p>}
              <BreakdownCard breakdown={c.breakdown} />
            </div>
          ))}
        </details>
      ))}
    </section>
  );
}
