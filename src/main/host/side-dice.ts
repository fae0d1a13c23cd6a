import type { DiceSource, DieKind } from '@shared/kernel/dice/dice-source';
import { checkedFace, runWithPhysicalDice } from '@shared/kernel/dice/physical-dice';
import type { Result } from '@shared/kernel/result';
import type { RuleError } from '@shared/kernel/rule-error';
import type { Decision, SideRollRef, SideRolls } from '@shared/kernel/ruleset';
import type { SideViewer } from '@shared/kernel/viewer';
import { ForbiddenError } from './host-errors';
import type { PendingCommand } from './physical-dice';

/**
 * Issue 15, ruling SO15: a physical die that is a side's own roll (its
 * ruleset's `sideRolls` says so) is asked in that side's window, and the side
 * may type it; the umpire may still type it himself. The side is told its
 * die in the ruleset's words read from its own projection, never the
 * engine's purpose; the other side's projection carries nothing of it, so its
 * stream does not move (view-publisher.ts compares what it is sent).
 */

/** What a side's pushed view carries while one of its own dice is awaited. */
export interface YourRoll {
  readonly die: DieKind;
  readonly words: string;
}

/** The one refusal for every side that has no die of its own waiting (none pending, the umpire's, the enemy's): the same words. */
export const NO_DIE_OF_YOURS = 'No die of your side is waiting to be rolled now; nothing was entered.';

type RunWith = (dice: DiceSource) => Result<Decision<unknown, unknown>, RuleError>;

/** The side whose order the pending command is, if a side gave it. */
function orderedBy(pending: PendingCommand): string | undefined {
  const by = pending.detail?.by as { kind?: unknown; side?: unknown } | undefined;
  return by?.kind === 'player' && typeof by.side === 'string' ? by.side : undefined;
}

export class SideDice<S, C> {
  private memo: { pending: PendingCommand; faces: number; roll: { ref: SideRollRef; ordinal: number } | null } | null = null;

  constructor(
    /** The open game's ruleset's hook, asked each time: the host may switch rulesets with the game (GameHost.adopt). */
    private readonly rollsOf: () => SideRolls<S, C, unknown> | undefined,
    private readonly now: () => { state: S; pending: PendingCommand | null; runWith: RunWith },
  ) {}

  /** The side roll awaited now, with how many of that side's dice this command has asked before it (the side's count, never the umpire's). */
  awaited(): { ref: SideRollRef; ordinal: number } | null {
    const { state, pending, runWith } = this.now();
    const rolls = this.rollsOf();
    if (!rolls || !pending?.needed) return null;
    if (this.memo?.pending === pending && this.memo.faces === pending.faces.length) return this.memo.roll;
    const by = orderedBy(pending);
    const ownerOf = (req: NonNullable<PendingCommand['needed']>) => rolls.owner(state, pending.command as C, by, req);
    const ref = ownerOf(pending.needed);
    let roll: { ref: SideRollRef; ordinal: number } | null = null;
    if (ref) {
      let before = 0;
      for (let k = 0; k < pending.faces.length; k++) {
        const r = runWithPhysicalDice(pending.faces.slice(0, k), runWith);
        if (!r.done && ownerOf(r.needed)?.side === ref.side) before++;
      }
      roll = { ref, ordinal: before + 1 };
    }
    this.memo = { pending, faces: pending.faces.length, roll };
    return roll;
  }

  /** A side viewer's addition: its own die, in words from its own projection; nothing for any other viewer. */
  extraFor(viewer: SideViewer, view: unknown): { yourRoll: YourRoll } | undefined {
    const a = this.awaited();
    const rolls = this.rollsOf();
    if (!a || a.ref.side !== viewer.side || !rolls) return undefined;
    return { yourRoll: { die: a.ref.die, words: rolls.words(view, a.ref, a.ordinal) } };
  }

  /** The face a side typed for its own die, checked; every side with no die of its own waiting is refused in the same words. */
  checkFace(side: string, face: number): number {
    const a = this.awaited();
    if (!a || a.ref.side !== side) throw new ForbiddenError(NO_DIE_OF_YOURS);
    try {
      return checkedFace(a.ref.die, face).face;
    } catch (e) {
      throw new ForbiddenError(`${e instanceof Error ? e.message : String(e)}; nothing was entered.`);
    }
  }
}
