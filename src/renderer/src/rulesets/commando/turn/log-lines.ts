import type { AuditReport } from '@shared/contract/api';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { logNames, type LogNames } from '@shared/rulesets/commando/view/log/names';
import { describeEvent } from '@shared/rulesets/commando/view/log/describe';
import type { TimelineLine } from '../../../turn/Timeline';

/** The umpire's names: every man and side of the game (the umpire sees the whole truth). */
export const umpireLogNames = (view: Pick<UmpireView, 'men' | 'sides'>): LogNames => logNames({ men: view.men, sides: view.sides });

/**
 * The audit's game events as the log in words, by seq, each with its
 * Game-Turn (Case 5.1). Only live Phase advances move the Game-Turn, so an
 * undone branch does not shift the lines after it.
 */
export function describeAudit(audit: AuditReport, names: LogNames): Map<number, TimelineLine> {
  const out = new Map<number, TimelineLine>();
  let turn = 1;
  for (const e of audit.events) {
    if (e.kind !== 'game') continue;
    if (e.event.type === 'phase-advanced' && e.revertedBy === null) turn = e.event.turn;
    const line = describeEvent({ ...e.event, ...(e.dice.length ? { dice: e.dice } : {}) }, names);
    out.set(e.seq, { text: line.text, men: line.men, turn });
  }
  return out;
}
