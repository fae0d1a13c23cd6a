/**
 * Issue 15, ruling SO15: the physical dice a side types in its own window.
 * At the table the Player rolls for his own men (Case 38.41: "he also must
 * roll for his men in front of the attacker when the movement of attacking
 * men causes a possible Observation"), and the firing Player rolls his hit
 * (Case 10.0). A die is the side's only when all three hold:
 *
 * - the command is the side's own order (an umpire's command keeps its dice:
 *   the side did not ask for it, and being asked would tell it that
 *   something happens);
 * - the roll is one of the kinds below, for the man who acts in that order
 *   (his observation attempt, Case 8.73; his hit roll, Case 10.0);
 * - that man is the side's own.
 *
 * Every other die (damage, mines, the enemy's rolls, Case 10.51's Wound
 * Points whose total tells of the target) stays the umpire's. The words the
 * side reads are built from its own projection (its man's name) and this
 * table, never from the engine's purpose text, which names the target and
 * the chance (computed from his hidden cover and posture).
 */
import type { DieRequest } from '../../kernel/dice/dice-source';
import type { SideRollRef, SideRolls } from '../../kernel/ruleset';
import type { Command } from './model/commands';
import type { GameState } from './model/state';
import type { PlayerView } from './view/view';

interface OwnRoll {
  /** The engine's command whose roll this is. */
  readonly command: Command['type'];
  /** How the engine's purpose begins for this roll (its Case and name: fixed engine words, never a man's). */
  readonly opens: string;
  readonly kind: string;
  /** The acting man of that command. */
  readonly actor: (c: Command) => string | undefined;
  /** The words the side reads. */
  readonly words: string;
}

const OWN_ROLLS: readonly OwnRoll[] = [
  { command: 'observe/attempt', opens: 'Case 8.73 observation:', kind: 'observation', actor: (c) => (c.type === 'observe/attempt' ? c.observerId : undefined), words: 'observation roll (Cases 8.73, 38.41)' },
  { command: 'task/fire', opens: 'Case 10.0 hit roll,', kind: 'hit', actor: (c) => (c.type === 'task/fire' ? c.manId : undefined), words: 'hit roll (Case 10.0)' },
];

/** A D100's two dice (Case 4.0): rollDice names them in fixed words after the purpose. */
const PARTS: readonly { readonly marker: string; readonly part: string; readonly words: string }[] = [
  { marker: '(green die, tens)', part: 'tens', words: 'the green die (tens)' },
  { marker: '(yellow die, units)', part: 'units', words: 'the yellow die (units)' },
];

const SIDES: Readonly<Record<SideRollRef['die'], string>> = { d6: 'six-sided die', d10: 'ten-sided die', d12: 'twelve-sided die', d20: 'twenty-sided die' };

function owner(state: GameState, command: Command, orderedBy: string | undefined, request: DieRequest): SideRollRef | null {
  if (orderedBy === undefined) return null;
  const own = OWN_ROLLS.find((r) => r.command === command.type && request.purpose.startsWith(r.opens));
  const manId = own?.actor(command);
  if (!own || manId === undefined || state.men[manId]?.side !== orderedBy) return null;
  const part = PARTS.find((p) => request.purpose.endsWith(p.marker))?.part;
  return { side: orderedBy, manId, kind: own.kind, die: request.die, ...(part ? { part } : {}) };
}

function words(view: PlayerView, roll: SideRollRef, ordinal: number): string {
  const man = view.ownMen.find((m) => m.id === roll.manId)?.name ?? 'your man';
  const what = OWN_ROLLS.find((r) => r.kind === roll.kind)?.words ?? 'roll';
  const part = PARTS.find((p) => p.part === roll.part);
  return `Your die ${ordinal}: ${man}'s ${what}${part ? `, ${part.words}` : ''}. Roll one ${SIDES[roll.die]} and enter it${roll.die === 'd10' ? ' (0 counts 10)' : ''}.`;
}

export const commandoSideRolls: SideRolls<GameState, Command, PlayerView> = { owner, words };
