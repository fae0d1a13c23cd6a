import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { printed } from '../../../kernel/provenance';
import {
  ABILITY_DM_SOURCE, FIRER_DM, HAS_TARGET_ONLY_AIMED, SIGHT_AIDS_BEST_ONE, TARGET_COVER_WORST_ONLY, TARGET_DM, UNSEEN_LIGHT_SUPPORT_DM,
  type FirerCondition, type TargetCondition,
} from '../tables/fire-modifiers';
import { INDIVIDUAL_FIRE, bandIndex } from '../tables/individual-fire';
import { AIMED_SHOT_DIE, type IndividualFireTableId } from '../tables/individual-fire-text';
import { addDiscretion, type UmpireDiscretion } from './discretion';
import { needsMisfireRoll } from './misfire';

export interface AimedShotInput {
  readonly table: IndividualFireTableId;
  /** The lettered (or named) row. */
  readonly row: string;
  /** Table inches to the target. */
  readonly range: number;
  readonly target?: readonly TargetCondition[];
  readonly firer?: readonly FirerCondition[];
  /** The firer's Ability, 0–4 (line 57). */
  readonly ability: number;
  /** A light support weapon firing at an unseen enemy (line 4). */
  readonly unseenLightSupport?: boolean;
  readonly discretion?: readonly UmpireDiscretion[];
}

const COVER_LADDER: readonly TargetCondition[] = ['bunker', 'heavy-cover', 'light-cover'];

/** The Need of an aimed single shot at this range, and the row's strength (seed lines 547–574). */
export function aimedShotNeed(table: IndividualFireTableId, row: string, range: number): { readonly need: number; readonly str: readonly number[]; readonly source: string } {
  const t = INDIVIDUAL_FIRE[table];
  const r = t.rows[row];
  if (!r) throw new RangeError(`individual fire ${table} (seed line ${t.line}) has no row "${row}"; it has ${Object.keys(t.rows).join(', ')}`);
  const i = bandIndex(t.bands, range);
  if (i < 0) throw new RangeError(`individual fire ${table} (${row}): ${range}" is beyond its last band ${t.bands.at(-1)}"`);
  const cell = r.value.cells[i];
  if (!cell) throw new RangeError(`individual fire ${table} (${row}): out of range at ${range}" (printed "-" in the ${t.bands[i]}" band)`);
  if (cell.need === null) throw new RangeError(`individual fire ${table} (${row}): no aimed single shot is printed at ${t.bands[i]}" (automatic fire uses the group fire table)`);
  return { need: cell.need, str: r.value.str, source: `${r.provenance.source}, ${t.bands[i]}" band: ${cell.need}+` };
}

/** The modifiers of an aimed single shot (seed lines 50–57, 4) with the house rulings SK8. */
export function aimedShotModifiers(input: AimedShotInput): Breakdown {
  if (!Number.isInteger(input.ability) || input.ability < 0 || input.ability > 4) throw new RangeError(`aimed shot: Ability must be 0–4, not ${input.ability}`);
  const b = new BreakdownBuilder('aimed shot DMs', { label: 'no modifier', caseRef: ABILITY_DM_SOURCE, value: 0 });
  const target = new Set(input.target ?? []);
  const worstCover = COVER_LADDER.find((c) => target.has(c));
  for (const c of target) {
    if (COVER_LADDER.includes(c) && c !== worstCover) continue;
    b.add(`target ${c}`, TARGET_DM[c].provenance.source, TARGET_DM[c].value, TARGET_DM[c].provenance);
  }
  if (COVER_LADDER.filter((c) => target.has(c)).length > 1) b.note('only the worst cover counts', TARGET_COVER_WORST_ONLY.provenance.source);
  const firer = new Set(input.firer ?? []);
  if (firer.has('scope') && firer.has('laser')) {
    firer.delete('scope');
    b.note('one sight counts: the laser', SIGHT_AIDS_BEST_ONE.provenance.source);
  }
  for (const c of firer) b.add(`firer ${c}`, FIRER_DM[c].provenance.source, FIRER_DM[c].value, FIRER_DM[c].provenance);
  if (input.ability) b.add(`Ability ${input.ability}`, ABILITY_DM_SOURCE, input.ability, printed(input.ability, ABILITY_DM_SOURCE).provenance);
  if (input.unseenLightSupport) b.add('light support weapon at an unseen enemy', UNSEEN_LIGHT_SUPPORT_DM.provenance.source, UNSEEN_LIGHT_SUPPORT_DM.value, UNSEEN_LIGHT_SUPPORT_DM.provenance);
  if (firer.has('scope') || firer.has('laser')) b.note('scope and laser count only with a target seen', HAS_TARGET_ONLY_AIMED.provenance.source);
  addDiscretion(b, input.discretion, 'aimed shot');
  return b.build();
}

export interface AimedShot {
  readonly need: number;
  readonly face: number;
  readonly total: number;
  readonly hit: boolean;
  /** The natural 1–2 that calls for a misfire roll (seed line 58). */
  readonly misfireCheck: boolean;
  readonly str: readonly number[];
  readonly breakdown: Breakdown;
}

/** The chance an aimed single shot hits on the D12 (ruling SK6). */
export function aimedShotChance(input: AimedShotInput): number {
  const { need } = aimedShotNeed(input.table, input.row, input.range);
  const dm = aimedShotModifiers(input).final;
  let n = 0;
  for (let face = 1; face <= 12; face++) if (face + dm >= need) n++;
  return n / 12;
}

/** One aimed single shot: D12 + DMs against the printed Need (seed lines 50–58, 547–574). */
export function rollAimedShot(input: AimedShotInput, dice: DiceSource): AimedShot {
  const { need, str, source } = aimedShotNeed(input.table, input.row, input.range);
  const mods = aimedShotModifiers(input);
  const face = dice.roll({ die: AIMED_SHOT_DIE.value, purpose: `seed 003 line ${INDIVIDUAL_FIRE[input.table].line} aimed shot (${input.table} ${input.row}, need ${need}+)` }).face;
  const b = new BreakdownBuilder(`aimed shot: need ${need}+`, { label: `D12 rolled ${face}`, caseRef: AIMED_SHOT_DIE.provenance.source, value: face, provenance: AIMED_SHOT_DIE.provenance });
  for (const s of mods.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  const total = b.value;
  const hit = total >= need;
  b.note(`${hit ? 'hit' : 'miss'}: ${total} against ${need}+`, source);
  return { need, face, total, hit, misfireCheck: needsMisfireRoll('single-shot', face).value, str, breakdown: b.build() };
}
