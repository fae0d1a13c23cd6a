import type { DiceSource, DieFace, DieRequest } from '@shared/kernel/dice/dice-source';
import { checkedFace, runWithPhysicalDice } from '@shared/kernel/dice/physical-dice';
import type { RecordedDice } from '@shared/kernel/dice/recording-dice';
import type { Result } from '@shared/kernel/result';
import type { RuleError } from '@shared/kernel/rule-error';
import type { Decision, LoggedEvent, Tagged } from '@shared/kernel/ruleset';
import type { CommandOutcome, DiceRequestInfo, PendingDiceInfo } from '@shared/contract/host-results';
import type { AuditDetail } from './game-log';
import { HostError } from './host-errors';

/** A command waiting for the umpire's real dice: the faces typed so far and the die it asks for next. */
export interface PendingCommand<C extends Tagged = Tagged> {
  readonly command: C;
  /** The client's id for the command (command-ids.ts), kept until it commits. */
  readonly commandId?: string;
  /** Who gave it, when not the umpire (a side's approved order, issue 15): kept in its audit row. */
  readonly detail?: AuditDetail;
  faces: DieFace[];
  needed: DieRequest | null;
}

/** The ruleset's `run` of the pending command over the dice given: its events and the state after them, folded once. */
type RunWith<S, E> = (dice: DiceSource) => Result<Decision<S, E>, RuleError>;

/** Where a run of the pending command with the faces so far ended. */
export type PhysicalRun<S, E> =
  | { readonly kind: 'needs-dice'; readonly outcome: CommandOutcome }
  | { readonly kind: 'refused'; readonly outcome: CommandOutcome }
  | { readonly kind: 'decided'; readonly decision: Decision<S, E>; readonly detail: AuditDetail };

/**
 * Runs the command from the start with every face so far. When it needs another
 * die the answer is `dice/needed` with the prompt (and `pending.needed` is
 * set); nothing is committed until it needs no more.
 */
export function runPending<S, E extends LoggedEvent>(pending: PendingCommand, runWith: RunWith<S, E>): PhysicalRun<S, E> {
  const r = runWithPhysicalDice(pending.faces, runWith);
  if (!r.done) {
    pending.needed = r.needed;
    const info = diceRequestInfo(r.needed, pending.faces.length);
    return { kind: 'needs-dice', outcome: { ok: false, error: { code: 'dice/needed', caseRef: caseOf(r.needed.purpose), message: info.prompt }, dice: info } };
  }
  if (!r.value.ok) return { kind: 'refused', outcome: { ok: false, error: r.value.error } };
  const decision = r.value.value;
  return { kind: 'decided', decision: { ...decision, events: stampDice(decision.events, 'physical') }, detail: { diceMode: 'physical', faces: pending.faces.map((f) => ({ ...f })) } };
}

/**
 * The pending command's faces with `faces` added (a d10's printed 0 may be
 * typed as 0). A face too many, or out of its die's range, is refused and
 * the pending command keeps the faces it had.
 */
export function withFaces<S, E>(pending: PendingCommand, faces: readonly number[], runWith: RunWith<S, E>): DieFace[] {
  const next = [...pending.faces];
  for (const [i, face] of faces.entries()) {
    const r = runWithPhysicalDice(next, runWith);
    if (r.done) {
      throw new HostError(`Only ${i} of the ${faces.length} dice entered were needed; none of them was used and nothing was committed. Enter the dice again.`);
    }
    try {
      next.push(checkedFace(r.needed.die, face));
    } catch (e) {
      throw new HostError(`${r.needed.purpose}: ${e instanceof Error ? e.message : String(e)}; nothing was committed.`);
    }
  }
  return next;
}

/** The question the pending command asks, or null. */
export function pendingDiceInfo<C extends Tagged>(pending: PendingCommand<C> | null): PendingDiceInfo<C> | null {
  if (!pending || !pending.needed) return null;
  return { command: pending.command, entered: pending.faces.map((f) => ({ ...f })), needed: diceRequestInfo(pending.needed, pending.faces.length) };
}

export function diceRequestInfo(request: DieRequest, entered: number): DiceRequestInfo {
  return { die: request.die, purpose: request.purpose, prompt: `${request.purpose}: roll 1${request.die.toUpperCase()}`, index: entered };
}

/** The dice a rule recorded, marked as rolled by hand (evolve never reads them, so the state folded from the events stands). */
function stampDice<E extends LoggedEvent>(events: readonly E[], mode: RecordedDice['mode']): E[] {
  return events.map((e) => (e.dice && e.dice.some((d) => d.mode !== mode) ? ({ ...e, dice: e.dice.map((d) => ({ ...d, mode })) } as E) : e));
}

function caseOf(purpose: string): string {
  return /Case \d+(\.\d+)*/.exec(purpose)?.[0] ?? 'Case 4.0';
}
