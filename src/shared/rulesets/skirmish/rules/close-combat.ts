import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Sourced } from '../../../kernel/provenance';
import {
  AGGRESSION_ACTION, AGGRESSION_BOTH_FAIL, AGGRESSION_FAIL, AGGRESSION_TIE, CHARGE_MATRIX, MELEE_ABILITY_BOTH, MELEE_ABILITY_DM, MELEE_EXTRA_ATTACKER_DM,
  MELEE_LADDER, MELEE_PAIR_DM, MELEE_REAR_DM,
  type AttackerChoice, type ChargeOutcome, type DefenderChoice, type MeleeCondition, type MeleeResult,
} from '../tables/close-combat';
import { addDiscretion, type UmpireDiscretion } from './discretion';
import { rollReaction, type ReactionInput, type ReactionResult } from './reaction';

/** The charge matrix (seed lines 132–142, house reading SK11). */
export const chargeOutcome = (attackers: AttackerChoice, defenders: DefenderChoice): Sourced<ChargeOutcome> => CHARGE_MATRIX[attackers][defenders];

export type AggressionOutcome = 'melee' | 'attackers-surrender' | 'defenders-surrender' | 'attackers-withdraw' | 'defenders-withdraw';

export interface AggressionSide {
  readonly reaction: Omit<ReactionInput, 'action'>;
  /** Casualties the side has taken in this fight (for "both fail", line 147). */
  readonly casualties: number;
}

/** The aggression test before each melee round (seed lines 144–147): both sides roll to fire on the reaction table. */
export function testAggression(attackers: AggressionSide, defenders: AggressionSide, dice: DiceSource): { readonly outcome: AggressionOutcome; readonly attackers: ReactionResult; readonly defenders: ReactionResult; readonly source: string } {
  const a = rollReaction({ ...attackers.reaction, action: AGGRESSION_ACTION.value }, dice);
  const d = rollReaction({ ...defenders.reaction, action: AGGRESSION_ACTION.value }, dice);
  if (a.passed && d.passed) return { outcome: 'melee', attackers: a, defenders: d, source: AGGRESSION_ACTION.provenance.source };
  if (a.passed !== d.passed) return { outcome: a.passed ? 'defenders-surrender' : 'attackers-surrender', attackers: a, defenders: d, source: AGGRESSION_FAIL.provenance.source };
  if (attackers.casualties === defenders.casualties) return { outcome: AGGRESSION_TIE.value === 'attacker-withdraws' ? 'attackers-withdraw' : 'defenders-withdraw', attackers: a, defenders: d, source: AGGRESSION_TIE.provenance.source };
  return { outcome: attackers.casualties > defenders.casualties ? 'attackers-withdraw' : 'defenders-withdraw', attackers: a, defenders: d, source: AGGRESSION_BOTH_FAIL.provenance.source };
}

export interface MeleeInput {
  readonly attackerAbility: number;
  readonly defenderAbility: number;
  readonly attacker?: readonly MeleeCondition[];
  readonly defender?: readonly MeleeCondition[];
  readonly toRear?: boolean;
  /** Attackers on this defender beyond the first. */
  readonly additionalAttackers?: number;
  readonly discretion?: readonly UmpireDiscretion[];
}

const abilityDm = (ability: number, who: string): Sourced<number> => {
  const dm = MELEE_ABILITY_DM[ability];
  if (!dm) throw new RangeError(`melee: the ${who}'s Ability must be 0–4, not ${ability}`);
  return dm;
};

/** The melee DMs (seed lines 149–153; both Abilities, ruling SK11). */
export function meleeModifiers(input: MeleeInput): Breakdown {
  const b = new BreakdownBuilder('melee DMs', { label: 'no modifier', caseRef: MELEE_LADDER[0]!.provenance.source, value: 0 });
  const att = abilityDm(input.attackerAbility, 'attacker');
  const def = abilityDm(input.defenderAbility, 'defender');
  if (att.value) b.add(`attacker's Ability ${input.attackerAbility}`, att.provenance.source, att.value, att.provenance);
  if (def.value) b.add(`defender's Ability ${input.defenderAbility}`, MELEE_ABILITY_BOTH.provenance.source, -def.value, MELEE_ABILITY_BOTH.provenance);
  for (const c of new Set(input.defender ?? [])) b.add(`defender ${c}`, MELEE_PAIR_DM[c].provenance.source, MELEE_PAIR_DM[c].value.defender, MELEE_PAIR_DM[c].provenance);
  for (const c of new Set(input.attacker ?? [])) b.add(`attacker ${c}`, MELEE_PAIR_DM[c].provenance.source, MELEE_PAIR_DM[c].value.attacker, MELEE_PAIR_DM[c].provenance);
  if (input.toRear) b.add('to the rear of the defender', MELEE_REAR_DM.provenance.source, MELEE_REAR_DM.value, MELEE_REAR_DM.provenance);
  const extra = input.additionalAttackers ?? 0;
  if (extra > 0) b.add(`${extra} additional attacker${extra > 1 ? 's' : ''}`, MELEE_EXTRA_ATTACKER_DM.provenance.source, MELEE_EXTRA_ATTACKER_DM.value * extra, MELEE_EXTRA_ATTACKER_DM.provenance);
  addDiscretion(b, input.discretion, 'melee');
  return b.build();
}

/** The result of a melee total (seed line 154). */
export function meleeResult(total: number): Sourced<MeleeResult> {
  let found = MELEE_LADDER[0]!;
  for (const rung of MELEE_LADDER) if (total >= rung.value.from) found = rung;
  return { value: found.value.result, provenance: found.provenance };
}

/** One melee round: the attacker rolls a D10 + DMs (seed lines 148–154). */
export function rollMelee(input: MeleeInput, dice: DiceSource): { readonly face: number; readonly total: number; readonly result: MeleeResult; readonly breakdown: Breakdown } {
  const mods = meleeModifiers(input);
  const face = dice.roll({ die: 'd10', purpose: 'seed 003 line 148 melee: attacker rolls D10' }).face;
  const b = new BreakdownBuilder('melee', { label: `D10 rolled ${face}`, caseRef: MELEE_LADDER[0]!.provenance.source, value: face });
  for (const s of mods.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  const r = meleeResult(b.value);
  b.note(r.value, r.provenance.source);
  return { face, total: b.value, result: r.value, breakdown: b.build() };
}
