import type { Square } from '../../../map/map-model';
import type { RecordedDice } from '../../../kernel/dice/recording-dice';
export type { RecordedDice };

/** What every event may carry: the dice it rolled, for the log and replay. */
export interface EventBase {
  readonly dice?: readonly RecordedDice[];
}

/**
 * A rule module that is not written yet leaves a hook in the events, so the
 * log says what was skipped and why (Case 14.11's panic check, for one).
 */
export interface PendingHook {
  readonly status: 'not-wired' | 'not-required' | 'resolved';
  readonly caseRef: string;
  readonly note: string;
}

export interface MovedStep {
  readonly to: Square;
  readonly cost: number;
}
