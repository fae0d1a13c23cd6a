import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { printed, type Provenance } from '../../../kernel/provenance';
import { ONE_FLAK_JACKET, WOUND_DM, WOUND_FROM, WOUND_ROLL_SIGN, type WoundCondition, type WoundResult } from '../tables/damage';
import { penetration, PENETRATION, type Material } from '../tables/penetration';
import { addDiscretion, type UmpireDiscretion } from './discretion';

/** The round's strength and where it comes from (a group fire column, line 87; an individual fire row; a shotgun band). */
export interface Strength {
  readonly value: number;
  readonly source: string;
  readonly provenance?: Provenance;
}

export interface WoundInput {
  readonly strength: Strength;
  /** The cover the round passes through, each deducted (seed lines 64–65, penetration table of issue 17). */
  readonly cover?: readonly { readonly material: Material; readonly thickness: number }[];
  readonly conditions?: readonly WoundCondition[];
  readonly discretion?: readonly UmpireDiscretion[];
}

/** The result for a modified wound roll (seed line 61). */
export function woundResult(total: number): WoundResult {
  if (total >= WOUND_FROM.killed.value) return 'killed';
  if (total >= WOUND_FROM.crippled.value) return 'crippled';
  if (total >= WOUND_FROM.wounded.value) return 'wounded';
  return 'pinned';
}

/** The modifiers of one wound roll: strength, penetration, the printed DMs, the umpire (ruling SK9: D10 + signed Str). */
export function woundModifiers(input: WoundInput): Breakdown {
  const b = new BreakdownBuilder('wound roll DMs', { label: `strength ${input.strength.value > 0 ? '+' : ''}${input.strength.value}`, caseRef: input.strength.source, value: input.strength.value, provenance: input.strength.provenance ?? WOUND_ROLL_SIGN.provenance });
  for (const c of input.cover ?? []) {
    const p = penetration(c.material, c.thickness);
    if (p.value !== 0) b.add(`through ${c.material} (${c.thickness} ${PENETRATION[c.material].value.unit})`, p.provenance.source, p.value, p.provenance);
  }
  const conditions = new Set(input.conditions ?? []);
  if (conditions.has('flak-jacket') && conditions.has('heavy-flak-jacket')) conditions.delete('flak-jacket');
  for (const c of conditions) {
    const dm = WOUND_DM[c];
    b.add(c, dm.provenance.source, dm.value, dm.provenance);
  }
  if ((input.conditions ?? []).includes('flak-jacket') && (input.conditions ?? []).includes('heavy-flak-jacket')) b.note('one flak jacket counts', ONE_FLAK_JACKET.provenance.source);
  addDiscretion(b, input.discretion, 'wound roll');
  return b.build();
}

export interface WoundRoll {
  readonly face: number;
  readonly total: number;
  readonly result: WoundResult;
  readonly breakdown: Breakdown;
}

/** One hit's wound roll (seed lines 60–65): D10 + strength + penetration + DMs. */
export function rollWound(input: WoundInput, dice: DiceSource): WoundRoll {
  const mods = woundModifiers(input);
  const face = dice.roll({ die: 'd10', purpose: 'seed 003 line 60 wound roll, D10 with str.' }).face;
  const b = new BreakdownBuilder('wound roll', { label: `D10 rolled ${face}`, caseRef: WOUND_ROLL_SIGN.provenance.source, value: face, provenance: WOUND_ROLL_SIGN.provenance });
  for (const s of mods.steps) if (s.kind === 'base' || s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  const total = b.value;
  const result = woundResult(total);
  b.note(`${total}: ${result}`, WOUND_FROM[result].provenance.source);
  return { face, total, result, breakdown: b.build() };
}

/** The chance of each result for one hit, for the umpire's card. */
export function woundChances(input: WoundInput): Readonly<Record<WoundResult, number>> {
  const dm = woundModifiers(input).final;
  const out: Record<WoundResult, number> = { pinned: 0, wounded: 0, crippled: 0, killed: 0 };
  for (let face = 1; face <= 10; face++) out[woundResult(face + dm)] += 0.1;
  return out;
}

/** A strength read from the group fire table's Strength row (line 87), for callers that have only a number. */
export const strengthFrom = (value: number, source: string): Strength => ({ value, source, provenance: printed(value, source).provenance });
