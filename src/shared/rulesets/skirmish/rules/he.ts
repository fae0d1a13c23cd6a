import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { printed } from '../../../kernel/provenance';
import { FLAME_EFFECT, FLAME_TABLE, HE_BANDS, HE_DELIVERY, HE_RANGE_DIE, HE_TABLE, type BlastEffect, type FlameWeapon, type HeWeapon, type RoundType } from '../tables/he';
import {
  HE_ABILITY_SOURCE, HE_FIRER_DM, HE_MISFIRE_FACES, HE_TARGET_DM, HITS_DM_PER_5M, HITS_DM_PRONE, HITS_PRONE_WHEN,
  type HeFirerCondition, type HeTargetCondition,
} from '../tables/he-rules';
import { TARGET_COVER_WORST_ONLY } from '../tables/fire-modifiers';
import { bandIndex } from '../tables/individual-fire';
import { rollHits, type HitsModifier, type HitsRoll } from './blast';
import { addDiscretion, type UmpireDiscretion } from './discretion';

export type HeOrFlame = HeWeapon | FlameWeapon;

const isFlame = (w: HeOrFlame): w is FlameWeapon => w in FLAME_TABLE;
const rowOf = (w: HeOrFlame) => (isFlame(w) ? FLAME_TABLE[w] : HE_TABLE[w]);

/** The Need to get range at this range (seed lines 92–111); throws naming the weapon when it cannot fire there ("-"). */
export function heRangeNeed(weapon: HeOrFlame, range: number): { readonly need: number; readonly band: number; readonly source: string } {
  const row = rowOf(weapon);
  if (!row) throw new RangeError(`H.E. table (seed lines 92–111) has no weapon "${weapon}"`);
  const bands = HE_BANDS.value;
  const i = bandIndex(bands, range);
  if (i < 0) throw new RangeError(`${row.value.name}: ${range}" is beyond the H.E. table's last band 60" (seed line 92)`);
  const need = row.value.needs[i];
  if (need === null || need === undefined) {
    const firstBand = row.value.needs.findIndex((x) => x !== null);
    const why = i < firstBand ? 'too near (its first Need is at ' + bands[firstBand] + '")' : 'out of range';
    throw new RangeError(`${row.value.name}: cannot fire at ${range}" — printed "-" in the ${bands[i]}" band, ${why} (${row.provenance.source})`);
  }
  return { need, band: bands[i]!, source: `${row.provenance.source}, ${bands[i]}" band: ${need}+` };
}

export interface HeRangeInput {
  readonly weapon: HeOrFlame;
  /** Which round is fired: the H.E. or the other (W.P./H.E.A.T.) of the row; flame throwers fire flame. */
  readonly round?: 'he' | 'other';
  /** Table inches to the aim point. */
  readonly range: number;
  readonly target?: readonly HeTargetCondition[];
  readonly firer?: readonly HeFirerCondition[];
  /** The firer's Ability 0–4, added when he has a target (line 119). */
  readonly ability: number;
  /** Whether the firer sees his target ("Has Target:", line 119). */
  readonly hasTarget: boolean;
  readonly discretion?: readonly UmpireDiscretion[];
}

/** The round type that decides the misfire faces (seed line 126). */
export function firedRound(weapon: HeOrFlame, round: 'he' | 'other' = 'he'): RoundType | 'flame' {
  if (isFlame(weapon)) return 'flame';
  const e = effectOf(weapon, round);
  return e.round;
}

/** The blast effect of the round fired (seed lines 92–112). */
export function effectOf(weapon: HeWeapon, round: 'he' | 'other' = 'he'): BlastEffect {
  const row = HE_TABLE[weapon].value;
  const e = round === 'he' ? row.he : row.other;
  if (!e) throw new RangeError(`${row.name}: no ${round === 'he' ? 'H.E.' : 'W.P./H.E.A.T.'} round is printed (${HE_TABLE[weapon].provenance.source})`);
  return e;
}

const COVER_LADDER: readonly HeTargetCondition[] = ['bunker', 'heavy-cover', 'light-cover'];

/** The DMs to get range (seed lines 113–120); only the worst cover counts (as ruling SK8). */
export function heRangeModifiers(input: HeRangeInput): Breakdown {
  if (!Number.isInteger(input.ability) || input.ability < 0 || input.ability > 4) throw new RangeError(`to get range with ${input.weapon}: Ability must be 0–4, not ${input.ability}`);
  const b = new BreakdownBuilder('to get range DMs', { label: 'no modifier', caseRef: HE_ABILITY_SOURCE, value: 0 });
  const target = new Set(input.target ?? []);
  const worst = COVER_LADDER.find((c) => target.has(c));
  for (const c of target) {
    if (COVER_LADDER.includes(c) && c !== worst) continue;
    b.add(`target ${c}`, HE_TARGET_DM[c].provenance.source, HE_TARGET_DM[c].value, HE_TARGET_DM[c].provenance);
  }
  if (COVER_LADDER.filter((c) => target.has(c)).length > 1) b.note('only the worst cover counts', TARGET_COVER_WORST_ONLY.provenance.source);
  const firer = new Set(input.firer ?? []);
  if (firer.has('throwing-prone') && (isFlame(input.weapon) || HE_DELIVERY[input.weapon].value !== 'hand')) {
    throw new RangeError(`to get range with ${input.weapon}: "Throwing gren.& prone" (seed line 118) is for a thrown grenade`);
  }
  for (const c of firer) b.add(`firer ${c}`, HE_FIRER_DM[c].provenance.source, HE_FIRER_DM[c].value, HE_FIRER_DM[c].provenance);
  if (input.hasTarget && input.ability) b.add(`Ability ${input.ability}`, HE_ABILITY_SOURCE, input.ability, printed(input.ability, HE_ABILITY_SOURCE).provenance);
  addDiscretion(b, input.discretion, 'to get range');
  return b.build();
}

export interface HeRangeRoll {
  readonly need: number;
  readonly face: number;
  readonly total: number;
  readonly hit: boolean;
  /** A natural 1 (H.E./W.P.) or 1–2 (H.E.A.T./flame) calls for a misfire roll (seed line 126). */
  readonly misfireCheck: boolean;
  readonly breakdown: Breakdown;
}

/** The chance to get range on the D12 (ruling SK12). */
export function heRangeChance(input: HeRangeInput): number {
  const { need } = heRangeNeed(input.weapon, input.range);
  const dm = heRangeModifiers(input).final;
  let n = 0;
  for (let face = 1; face <= 12; face++) if (face + dm >= need) n++;
  return n / 12;
}

/** The roll to get range (seed lines 92–120): D12 + DMs against the Need; a miss goes to the deviation table (rules/he-deviation.ts). */
export function rollHeRange(input: HeRangeInput, dice: DiceSource): HeRangeRoll {
  const { need, source } = heRangeNeed(input.weapon, input.range);
  const mods = heRangeModifiers(input);
  const face = dice.roll({ die: HE_RANGE_DIE.value, purpose: `seed 003 line 92 to get range (${input.weapon} at ${input.range}", need ${need}+)` }).face;
  const b = new BreakdownBuilder(`to get range: need ${need}+`, { label: `D12 rolled ${face}`, caseRef: HE_RANGE_DIE.provenance.source, value: face, provenance: HE_RANGE_DIE.provenance });
  for (const s of mods.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  for (const s of mods.steps) if (s.kind === 'note') b.note(s.label, s.caseRef);
  const hit = b.value >= need;
  b.note(`${hit ? 'on target' : 'fails to hit'}: ${b.value} against ${need}+`, source);
  const faces = HE_MISFIRE_FACES[firedRound(input.weapon, input.round)];
  const misfireCheck = face <= faces.value;
  if (misfireCheck) b.note(`natural ${face}: roll for a misfire`, faces.provenance.source);
  return { need, face, total: b.value, hit, misfireCheck, breakdown: b.build() };
}

export interface BlastHitsInput {
  /** Every figure within the radius is prone (ruling SK13). */
  readonly allProne?: boolean;
  /** Real metres of height between the burst and the targets (line 116: -1 per 5m). */
  readonly heightDiffMetres?: number;
  readonly discretion?: readonly UmpireDiscretion[];
}

/** The DMs to the number of hits (seed lines 113–117). */
export function blastHitsModifiers(input: BlastHitsInput): HitsModifier[] {
  const out: HitsModifier[] = [];
  if (input.allProne) out.push({ label: 'all targets prone', amount: HITS_DM_PRONE.value, provenance: { ...HITS_DM_PRONE.provenance, source: `${HITS_DM_PRONE.provenance.source} (when all are prone: ${HITS_PRONE_WHEN.provenance.source}, house)` } });
  const fives = Math.floor(Math.abs(input.heightDiffMetres ?? 0) / 5);
  if (fives > 0) out.push({ label: `${fives * 5}m height difference`, amount: HITS_DM_PER_5M.value * fives, provenance: HITS_DM_PER_5M.provenance });
  return out;
}

/** The number of hits of a burst (seed lines 92–121): the round's "Hits" plus the DMs; share them with shareHits. */
export function rollBlastHits(weapon: HeWeapon, round: 'he' | 'other', input: BlastHitsInput, dice: DiceSource): HitsRoll & { readonly effect: BlastEffect } {
  const effect = effectOf(weapon, round);
  const r = rollHits(effect.hits, HE_TABLE[weapon].provenance.source, blastHitsModifiers(input), dice, input.discretion);
  return { ...r, effect };
}

/** The hits of a flame (seed lines 109–111): 3D6 shared by those in the 2"×4" area, Str. -3. */
export function rollFlameHits(input: BlastHitsInput, dice: DiceSource): HitsRoll {
  return rollHits(FLAME_EFFECT.value.hits, FLAME_EFFECT.provenance.source, blastHitsModifiers(input), dice, input.discretion);
}
