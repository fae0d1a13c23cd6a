import type { GameEvent, GameEventType } from '../../model/events';
import type { Breakdown } from '../../../../kernel/breakdown';
import type { LogNames } from './names';

/** One event's sentence writer: every event kind has one (describe.ts checks it by type). */
export type Sentences = { readonly [K in GameEventType]: (e: Extract<GameEvent, { type: K }>, n: LogNames) => string };

/** "(Case 22.1)" after a sentence; nothing when the event names no Case. */
export const cite = (caseRef: string | undefined): string => (caseRef ? ` (${caseRef})` : '');

/** "s" when n is not 1. */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Task Points: "4 TP". */
export const tp = (n: number): string => `${n} TP`;

/** A computed chance: "40%". */
export const pct = (b: Breakdown): string => `${b.final}%`;

/** A list in words: "A", "A and B", "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nobody';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
