import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Sourced } from '../../../kernel/provenance';
import {
  FEW_SMALLARMS_BELOW, FEW_SMALLARMS_DM, GROUP_FIRE, GROUP_FIRE_CLAMP, GROUP_FIRE_COLUMN, LARGE_LMG_SHORT_CREW, MISSING_CREW_DM,
  type GroupFireBand, type GroupFireColumn, type GroupFireResult,
} from '../tables/group-fire';
import { addDiscretion, type UmpireDiscretion } from './discretion';
import { needsMisfireRoll } from './misfire';

export interface GroupFireInput {
  readonly column: GroupFireColumn;
  readonly band: GroupFireBand;
  /** Table inches to the target group. */
  readonly range: number;
  /** Smallarms firing in the group (−1 under 4, line 89). */
  readonly smallarms: number;
  /** Crew missing from a crewed weapon (S.F.M.G./M.M.G./H.M.G.: −1 each, line 90; a large L.M.G. reads as small, line 88). */
  readonly missingCrew?: number;
  readonly discretion?: readonly UmpireDiscretion[];
}

/** The column actually read (a large L.M.G. short of crew reads Small) and the roll's modifiers. */
export function groupFireModifiers(input: GroupFireInput): { readonly column: GroupFireColumn; readonly modifiers: Breakdown } {
  const missing = input.missingCrew ?? 0;
  const column = input.column === 'lmg-large' && missing > 0 ? LARGE_LMG_SHORT_CREW.value : input.column;
  const info = GROUP_FIRE_COLUMN[column].value;
  if (input.range > info.maxRange) throw new RangeError(`group fire with ${info.title}: ${input.range}" is beyond its max. range ${info.maxRange}" (seed line 68)`);
  const b = new BreakdownBuilder(`group fire DMs, ${info.title}`, { label: 'no modifier', caseRef: FEW_SMALLARMS_DM.provenance.source, value: 0 });
  if (input.smallarms < FEW_SMALLARMS_BELOW.value) b.add(`${input.smallarms} smallarms in the group (less than 4)`, FEW_SMALLARMS_DM.provenance.source, FEW_SMALLARMS_DM.value, FEW_SMALLARMS_DM.provenance);
  if (input.column === 'sfmg' && missing > 0) b.add(`${missing} crew missing`, MISSING_CREW_DM.provenance.source, MISSING_CREW_DM.value * missing, MISSING_CREW_DM.provenance);
  if (column !== input.column) b.note('a large L.M.G. short of crew reads as Small', LARGE_LMG_SHORT_CREW.provenance.source);
  addDiscretion(b, input.discretion, 'group fire');
  return { column, modifiers: b.build() };
}

export interface GroupFireRoll {
  readonly face: number;
  /** The row read, 1–6, after the modifiers and the clamp. */
  readonly row: number;
  readonly column: GroupFireColumn;
  readonly result: Sourced<GroupFireResult>;
  /** Whether the burst calls for a misfire roll (ruling SK7). */
  readonly misfireCheck: boolean;
  readonly breakdown: Breakdown;
}

/** The group fire table (seed lines 66–90): one D6 + DMs, read in the column and band. */
export function rollGroupFire(input: GroupFireInput, dice: DiceSource): GroupFireRoll {
  const { column, modifiers } = groupFireModifiers(input);
  const face = dice.roll({ die: 'd6', purpose: `seed 003 line 66 group fire, ${GROUP_FIRE_COLUMN[column].value.title}` }).face;
  const b = new BreakdownBuilder('group fire roll', { label: `D6 rolled ${face}`, caseRef: GROUP_FIRE[input.band][0]![column].provenance.source, value: face });
  for (const s of modifiers.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  const [lo, hi] = GROUP_FIRE_CLAMP.value;
  b.clamp(`the table's rows run ${lo}–${hi}`, GROUP_FIRE_CLAMP.provenance.source, lo, hi);
  const row = b.value;
  const result = GROUP_FIRE[input.band][row - 1]![column];
  const r = result.value;
  b.note(r.pinned ? `pinned${r.wounds ? `, ${r.wounds} wound roll${r.wounds > 1 ? 's' : ''}` : ''}` : 'no effect', result.provenance.source);
  return { face, row, column, result, misfireCheck: needsMisfireRoll('auto-fire', face).value, breakdown: b.build() };
}
