/**
 * Every roll of an event with its breakdown, for the umpire's console: the
 * reaction, spotting, fire, misfire, wound, mine, radio, burn-out, artillery
 * and close-combat rolls each carry a Breakdown (kernel/breakdown.ts) whose
 * steps cite their table and seed line, house values marked. Found by shape,
 * so a new event kind with a breakdown shows without a change here.
 */
import type { Breakdown } from '../../../kernel/breakdown';
import type { SkirmishEvent } from '../model/events';

export interface EventBreakdown {
  /** Where in the event: "breakdown", "misfire", "detection r1", … */
  readonly where: string;
  readonly breakdown: Breakdown;
}

const isBreakdown = (x: unknown): x is Breakdown =>
  typeof x === 'object' && x !== null && typeof (x as Breakdown).what === 'string' && Array.isArray((x as Breakdown).steps) && typeof (x as Breakdown).final === 'number';

/** A name for an array item: the figure or hit it is about, else its place. */
const itemName = (x: unknown, i: number): string => {
  const o = x as Record<string, unknown>;
  const id = typeof o === 'object' && o !== null ? (o.figureId ?? o.hitId ?? o.defenderId) : undefined;
  return typeof id === 'string' ? id : String(i + 1);
};

function walk(x: unknown, where: string[], out: EventBreakdown[]): void {
  if (isBreakdown(x)) {
    out.push({ where: where.join(' ') || 'breakdown', breakdown: x });
    return;
  }
  if (Array.isArray(x)) x.forEach((item, i) => walk(item, [...where, itemName(item, i)], out));
  else if (typeof x === 'object' && x !== null) for (const [k, v] of Object.entries(x)) if (k !== 'dice') walk(v, k === 'breakdown' ? where : [...where, k], out);
}

/** The breakdowns an event carries, in the order its fields hold them. */
export function eventBreakdowns(e: SkirmishEvent): EventBreakdown[] {
  const out: EventBreakdown[] = [];
  walk(e, [], out);
  return out;
}
