import { useEffect, useState } from 'react';
import type { AuditEvent } from '@shared/contract/host-results';
import type { SkirmishEvent } from '@shared/rulesets/skirmish/model/events';
import { eventBreakdowns } from '@shared/rulesets/skirmish/view/breakdowns';
import { skirmishLogSentence } from '@shared/rulesets/skirmish/view/log';
import type { UmpireClient } from '../../../api/client';
import { BreakdownCard } from '../../../components/BreakdownCard';

type Logged = AuditEvent<SkirmishEvent>;

/** The live events of the bound now played: from its `bound/started` (or the game's start) on. */
export function boundEvents(events: readonly Logged[]): SkirmishEvent[] {
  const live = events.filter((e): e is Extract<Logged, { kind: 'game' }> => e.kind === 'game' && e.revertedBy === null);
  let start = live.length;
  while (start > 0 && live[start - 1]!.event.type !== 'bound/started') start--;
  return live.slice(start).map((e) => e.event);
}

/**
 * Every roll of the Bound so far, each in the log's words with its
 * breakdowns (view/breakdowns.ts): each step names its table and seed line,
 * house values marked house (BreakdownCard). The latest is open.
 */
export function BoundRolls({ client, version, bound }: { client: UmpireClient; version: number; bound: number }) {
  const [events, setEvents] = useState<SkirmishEvent[]>([]);
  useEffect(() => {
    let live = true;
    client.call('audit', {}).then(
      (a) => live && setEvents(boundEvents((a as unknown as { events: readonly Logged[] }).events)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, version]);
  const rolls = events.map((e) => ({ e, cards: eventBreakdowns(e) })).filter((r) => r.cards.length > 0);
  return (
    <section aria-label="Rolls of the bound" data-testid="skirmish-rolls" data-rolls={rolls.length}>
      <h2>Rolls of bound {bound}</h2>
      {rolls.length === 0 && <p className="muted">No roll yet this bound.</p>}
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
