import type { BreakdownBuilder } from '../../../kernel/breakdown';
import { house, printed, type Provenance } from '../../../kernel/provenance';
import { seedLine } from '../tables/seed';

/**
 * The umpire's discretion: a modifier on any roll, entered with a reason,
 * kept in the breakdown (and by the engine in the log). The reaction table
 * prints it ("+/- Umpires discretion", seed line 24); on every other roll it
 * is house (ruling SK3).
 */
export interface UmpireDiscretion {
  readonly amount: number;
  readonly reason: string;
}

export const DISCRETION_ON_REACTION: Provenance = printed(0, seedLine(24, 'reaction DM, +/- Umpires discretion')).provenance;
export const DISCRETION_ELSEWHERE: Provenance = house(
  0,
  seedLine(3, 'the umpire'),
  'the seed prints the umpire’s discretion only on the reaction table; the author invites changes (line 5) and an umpire adjusts any roll, so it is a modifier on every roll, with its reason',
).provenance;

/** Refuses a discretion without a reason or with a non-integer amount, naming it. */
export function checkDiscretion(d: UmpireDiscretion, where: string): void {
  if (!Number.isInteger(d.amount)) throw new RangeError(`${where}: the umpire's discretion must be a whole number, not ${d.amount}`);
  if (d.reason.trim() === '') throw new RangeError(`${where}: the umpire's discretion (${d.amount >= 0 ? '+' : ''}${d.amount}) needs a reason`);
}

/** Adds each discretion as its own breakdown step, labelled with its reason. */
export function addDiscretion(b: BreakdownBuilder, all: readonly UmpireDiscretion[] | undefined, where: string, provenance: Provenance = DISCRETION_ELSEWHERE): void {
  for (const d of all ?? []) {
    checkDiscretion(d, where);
    b.add(`Umpire's discretion: ${d.reason.trim()}`, provenance.source, d.amount, provenance);
  }
}
