/**
 * Case 14.22 "if two are equidistant, owning Player's choice": when a
 * panicked man's "fire" finds equally near targets, a prompt asks his owning
 * side (through the umpire) which one; `panic/choose-target` names him and
 * the fire is resolved then, its dice recorded as for any panic fire.
 * Rulings: docs/rulings/panic-and-preservation.md P13, turn-sequence.md GC2.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Command, CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import { err, ok, type Result } from '../../../kernel/result';
import type { GameState, PanicTargetPrompt } from '../model/state';
import { sequenceOf } from '../model/state';
import { ruleError, type RuleError } from '../../../kernel/rule-error';

/** A panic fire whose nearest targets tie: the owning Player chooses before it is resolved. */
export interface PanicFireChoice {
  readonly manId: string;
  readonly candidates: readonly string[];
  readonly at: 'enemy' | 'friend';
  readonly how: 'fire' | 'throw-grenade';
  readonly caseRef: string;
}

export const isChoice = (pf: { readonly manId: string } & ({ readonly candidates: readonly string[] } | { readonly targetId: string })): pf is PanicFireChoice => 'candidates' in pf;

/** The prompt that holds the fire until the choice (`endsInterval`: his interval ends after it, Case 14.14). */
export function panicChoicePrompt(state: GameState, choice: PanicFireChoice, endsInterval: boolean): GameEvent {
  const man = state.men[choice.manId];
  const seq = sequenceOf(state);
  const prompt: PanicTargetPrompt = {
    id: `prompt-${seq.nextPromptNumber}`,
    kind: 'panic-target',
    moverId: choice.manId,
    moverSide: man?.side ?? '',
    at: man?.square ?? { col: 1, row: 1 },
    pending: [{ observerId: choice.manId, duty: 'must' }],
    final: false,
    caseRef: 'Case 14.22',
    candidates: choice.candidates,
    fireAt: choice.at,
    how: choice.how,
    orderCaseRef: choice.caseRef,
    endsInterval,
  };
  return { type: 'prompt-raised', prompt };
}

/** The open choice for this panicked man, if any. */
export function panicChoiceFor(state: GameState, manId: string): PanicTargetPrompt | undefined {
  return sequenceOf(state).prompts.find((p): p is PanicTargetPrompt => p.kind === 'panic-target' && p.moverId === manId);
}

/** One concrete command per candidate (legal-actions.ts). */
export function panicChoiceCommands(p: PanicTargetPrompt): Command[] {
  return p.candidates.map((targetId) => ({ type: 'panic/choose-target', manId: p.moverId, targetId }));
}

type Fold = (s: GameState, e: GameEvent) => GameState;
type Deliver = (state: GameState, pf: { manId: string; targetId: string; at: 'enemy' | 'friend'; how: 'fire' | 'throw-grenade'; caseRef: string }, dice: DiceSource, fold: Fold) => GameEvent[];

/** panic/choose-target (Case 14.22): the fire goes to the man chosen; then his interval ends if it was his first task (Case 14.14). */
export function decideChoosePanicTarget(state: GameState, cmd: CommandOf<'panic/choose-target'>, dice: DiceSource, fold: Fold, deliver: Deliver, ended: (manId: string) => GameEvent): Result<GameEvent[], RuleError> {
  const p = panicChoiceFor(state, cmd.manId);
  const name = (id: string) => state.men[id]?.name ?? id;
  if (!p) return err(ruleError('panic/no-choice', 'Case 14.22', `${name(cmd.manId)} has no panic fire waiting on his owning Player's choice (Case 14.22).`));
  if (!p.candidates.includes(cmd.targetId)) {
    return err(ruleError('panic/not-a-candidate', 'Case 14.22', `${name(cmd.targetId)} is not one of the equally near men ${name(cmd.manId)} must fire at: ${p.candidates.map(name).join(', ')} (Case 14.22).`));
  }
  const chosen: GameEvent = { type: 'panic-target-chosen', promptId: p.id, manId: p.moverId, targetId: cmd.targetId, caseRef: 'Case 14.22' };
  const fired = deliver(fold(state, chosen), { manId: p.moverId, targetId: cmd.targetId, at: p.fireAt, how: p.how, caseRef: p.orderCaseRef }, dice, fold);
  return ok([chosen, ...fired, ...(p.endsInterval ? [ended(p.moverId)] : [])]);
}

/** Whose move while the choice is open (legal-actions.ts `whoseMove`). */
export function panicChoiceSummary(state: GameState, p: PanicTargetPrompt, sideName: string): string {
  const name = (id: string) => state.men[id]?.name ?? id;
  const verb = p.how === 'throw-grenade' ? 'throws his prepared grenade at' : 'fires at';
  return `${sideName} chooses whom panicked ${name(p.moverId)} ${verb}: ${p.candidates.map(name).join(' or ')}, equally near (${p.caseRef}).`;
}
