import type { GameEvent } from '../../model/events';
import { describeEvent, type LogLine } from './describe';
import type { LogNames } from './names';

/** A log line placed in the game: its seq and the Game-Turn it belongs to. */
export interface PlacedLogLine extends LogLine {
  readonly seq: number;
  readonly turn: number;
}

/**
 * The log of a run of events in words, each line with the Game-Turn it falls
 * in (Case 5.1: a `phase-advanced` event carries the Game-Turn after it; the
 * set-up and everything before the first advance is Game-Turn `start`).
 */
export function logLines(entries: readonly { readonly seq: number; readonly event: GameEvent }[], names: LogNames, start = 1): PlacedLogLine[] {
  let turn = start;
  return entries.map(({ seq, event }) => {
    if (event.type === 'phase-advanced') turn = event.turn;
    return { ...describeEvent(event, names), seq, turn };
  });
}
