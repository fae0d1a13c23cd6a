/**
 * Where dice come from (Case 4.0). The engine asks for exactly the dice it
 * needs, says why, and records what came up in the event it writes; replay
 * reads the event and never rolls again.
 */
export type DieKind = 'd6' | 'd10' | 'd12' | 'd20';

export interface DieRequest {
  readonly die: DieKind;
  /** What the roll is for, with its Case: "Case 10.62 magazine check". */
  readonly purpose: string;
}

/** One physical or simulated die as it landed. A d10 reports 1–10 (a printed 0 is 10, Case 4.0); a d12 1–12, a d20 1–20. */
export interface DieFace {
  readonly die: DieKind;
  readonly face: number;
}

export interface DiceSource {
  /** `seeded`, `scripted` or `physical`: recorded in every event so the audit shows how a roll was made. */
  readonly mode: 'seeded' | 'scripted' | 'physical';
  roll(request: DieRequest): DieFace;
}
