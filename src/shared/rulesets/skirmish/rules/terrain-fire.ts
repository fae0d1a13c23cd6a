import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { BURN_OUT, BURN_OUT_WHEN } from '../tables/terrain-fire';
import { addDiscretion, type UmpireDiscretion } from './discretion';

export interface BurnOutInput {
  /** Bounds the fire has burned before this one (0 in its first). */
  readonly turnsPassed: number;
  /** Bounds in which men have tried to put it out, this one included. */
  readonly turnsFought: number;
  readonly discretion?: readonly UmpireDiscretion[];
}

/** Does a terrain or vehicle fire burn out? (seed lines 225, 230–231): D20 + 1 per turn passed + 2 per turn fought, 20+. */
export function rollBurnOut(input: BurnOutInput, dice: DiceSource): { readonly face: number; readonly total: number; readonly burntOut: boolean; readonly breakdown: Breakdown } {
  for (const [k, v] of Object.entries({ turnsPassed: input.turnsPassed, turnsFought: input.turnsFought })) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`terrain fire burn-out: ${k} must be a whole number 0 or more, not ${v}`);
  }
  const face = dice.roll({ die: BURN_OUT.die.value, purpose: 'seed 003 line 231 terrain fire: to burn out' }).face;
  const b = new BreakdownBuilder(`terrain fire burns out on ${BURN_OUT.need.value}+`, { label: `D20 rolled ${face}`, caseRef: BURN_OUT_WHEN.provenance.source, value: face });
  if (input.turnsPassed) b.add(`${input.turnsPassed} turn${input.turnsPassed > 1 ? 's' : ''} passed`, BURN_OUT.perTurnPassed.provenance.source, BURN_OUT.perTurnPassed.value * input.turnsPassed, BURN_OUT.perTurnPassed.provenance);
  if (input.turnsFought) b.add(`${input.turnsFought} turn${input.turnsFought > 1 ? 's' : ''} trying to put it out`, BURN_OUT.perTurnFought.provenance.source, BURN_OUT.perTurnFought.value * input.turnsFought, BURN_OUT.perTurnFought.provenance);
  addDiscretion(b, input.discretion, 'terrain fire');
  const burntOut = b.value >= BURN_OUT.need.value;
  b.note(burntOut ? 'burnt out' : 'still burning', BURN_OUT.need.provenance.source);
  return { face, total: b.value, burntOut, breakdown: b.build() };
}
