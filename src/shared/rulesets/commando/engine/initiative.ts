/**
 * Initiative Determination (Case 5.1 C, Case 6.1): each side rolls 1D10; the
 * higher has the initiative; equal rolls are rolled again until one is
 * higher. Every die is drawn from the DiceSource and recorded in the event.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { rollDice } from '../rules/dice-codes';
import type { GameEvent, RecordedDice } from '../model/events';
import type { GameState, InitiativeRecord } from '../model/state';
import { sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';

export const INITIATIVE_PHASE = 'initiative';

/** A guard against a broken dice source that ties forever; real dice tie again one time in ten. */
export const MAX_INITIATIVE_ROUNDS = 100;

/** Why initiative may not be rolled now, or undefined. */
export function initiativeError(state: GameState): RuleError | undefined {
  if (state.phase !== INITIATIVE_PHASE) {
    return ruleError('initiative/wrong-phase', 'Case 5.1', `Initiative is determined in the Initiative Determination Phase (Case 5.1 C), not in the ${state.phase} Phase.`);
  }
  if (sequenceOf(state).initiative) return ruleError('initiative/already-rolled', 'Case 6.1', 'Initiative has already been determined this Game-Turn (Case 6.1).');
  if (state.sides.length !== 2) return ruleError('initiative/two-sides', 'Case 6.1', `Initiative is rolled between two Players; this game has ${state.sides.length} sides (Case 6.1).`);
  return undefined;
}

/** initiative/roll (Case 6.1). */
export function decideInitiative(state: GameState, dice: DiceSource): Result<GameEvent[], RuleError> {
  const e = initiativeError(state);
  if (e) return err(e);
  const rounds: { side: string; roll: number }[][] = [];
  const recorded: RecordedDice[] = [];
  for (let round = 1; round <= MAX_INITIATIVE_ROUNDS; round++) {
    const rolls = state.sides.map((s) => {
      const r = rollDice('1D10', dice, `Case 6.1 initiative${round > 1 ? ` (re-roll ${round - 1} after a tie)` : ''}: ${s.name}`);
      recorded.push({ purpose: r.purpose, mode: dice.mode, faces: r.faces });
      return { side: s.id, roll: r.total };
    });
    rounds.push(rolls);
    const [a, b] = rolls as [{ side: string; roll: number }, { side: string; roll: number }];
    if (a.roll !== b.roll) {
      const initiative: InitiativeRecord = { side: a.roll > b.roll ? a.side : b.side, rounds };
      return ok([{ type: 'initiative-determined', initiative, dice: recorded }]);
    }
  }
  return err(ruleError('initiative/endless-ties', 'Case 6.1', `The dice tied ${MAX_INITIATIVE_ROUNDS} times running; check the dice source (Case 6.1).`));
}
