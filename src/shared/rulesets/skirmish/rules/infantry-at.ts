import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import {
  AT_ABILITY_DM, AT_BANDS, AT_DIE, AT_FIRER_DM, AT_FIRER_MOVED, AT_HEAT_DUD_LOST_TO, AT_MISFIRE_FACES, AT_MISFIRE_ROW_OF, AT_MISFIRE_ROWS, AT_NO_SIZE_FOR_MEN,
  AT_OTHER_DM, AT_TARGET_MOVED, AT_TARGET_SIZE_DM, HALF_STR_ROUNDING, LAUNCHER_CLASS, LAUNCHER_EFFECT, LAUNCHER_TABLE, type Launcher,
} from '../tables/infantry-at';
import { bandIndex } from '../tables/individual-fire';
import { MISSILES, type MissileRow } from '../tables/missiles';
import { rollHits, type HitsRoll } from './blast';
import { addDiscretion, type UmpireDiscretion } from './discretion';
import { blastHitsModifiers, type BlastHitsInput } from './he';

/** The Need to hit at this range (seed line 246); throws naming the launcher when the cell is "-". */
export function launcherNeed(launcher: Launcher, range: number): { readonly need: number; readonly source: string } {
  const row = LAUNCHER_TABLE[launcher];
  if (!row) throw new RangeError(`Infantry A.T. table (seed line 246) has no launcher "${launcher}"`);
  const bands = AT_BANDS.value;
  const i = bandIndex(bands, range);
  if (i < 0) throw new RangeError(`${row.value.name}: ${range}" is beyond the Infantry A.T. table's last band 120" (seed line 246)`);
  const need = row.value.needs[i];
  if (need === null || need === undefined) throw new RangeError(`${row.value.name}: cannot fire at ${range}" — printed "-" in the ${bands[i]}" band (seed line 246)`);
  return { need, source: `${row.provenance.source}, ${bands[i]}" band: ${need}+` };
}

export interface LauncherShotInput {
  readonly launcher: Launcher;
  readonly range: number;
  /** The firer's Ability 0–4 (lines 248–251). */
  readonly ability: number;
  readonly secondShot?: boolean;
  readonly suppressed?: boolean;
  readonly obscured?: boolean;
  /** Inches the firer moved this bound (0: did not move); `stabilised` for a mounted, stabilised weapon (line 255). */
  readonly firerMoved?: number;
  readonly stabilised?: boolean;
  /** A vehicle target's size; a man or a position has none (house, SK16). */
  readonly targetSize?: keyof typeof AT_TARGET_SIZE_DM;
  /** Inches the target moved this bound. */
  readonly targetMoved?: number;
  readonly specificPoint?: boolean;
  readonly night?: boolean;
  readonly discretion?: readonly UmpireDiscretion[];
}

const movedDm = (table: typeof AT_FIRER_MOVED, inches: number) => table.find((r) => inches <= r.value.upTo)!;

/** The DMs of a launcher's shot (seed lines 248–258). */
export function launcherModifiers(input: LauncherShotInput): Breakdown {
  const ability = AT_ABILITY_DM[input.ability];
  if (!ability || !Number.isInteger(input.ability)) throw new RangeError(`${input.launcher}: Ability must be 0–4, not ${input.ability}`);
  const b = new BreakdownBuilder('launcher DMs', { label: 'no modifier', caseRef: AT_DIE.provenance.source, value: 0 });
  if (ability.value) b.add(`Ability ${input.ability}`, ability.provenance.source, ability.value, ability.provenance);
  if (input.secondShot) b.add('2nd+ shot', AT_FIRER_DM.secondShot.provenance.source, AT_FIRER_DM.secondShot.value, AT_FIRER_DM.secondShot.provenance);
  if (input.suppressed) b.add('suppressed / closed down', AT_FIRER_DM.suppressed.provenance.source, AT_FIRER_DM.suppressed.value, AT_FIRER_DM.suppressed.provenance);
  if (input.obscured) b.add('obscured by smoke / close / dense', AT_FIRER_DM.obscured.provenance.source, AT_FIRER_DM.obscured.value, AT_FIRER_DM.obscured.provenance);
  const moved = input.firerMoved ?? 0;
  if (moved > 0) {
    const m = movedDm(AT_FIRER_MOVED, moved);
    b.add(`firer moved ${moved}"`, m.provenance.source, m.value.dm, m.provenance);
    if (input.stabilised) b.add('moved & stabilised', AT_FIRER_DM.stabilised.provenance.source, AT_FIRER_DM.stabilised.value, AT_FIRER_DM.stabilised.provenance);
  }
  if (input.targetSize) b.add(`target ${input.targetSize}`, AT_TARGET_SIZE_DM[input.targetSize].provenance.source, AT_TARGET_SIZE_DM[input.targetSize].value, AT_TARGET_SIZE_DM[input.targetSize].provenance);
  else b.note('a man or position: no size DM', AT_NO_SIZE_FOR_MEN.provenance.source);
  const tm = movedDm(AT_TARGET_MOVED, input.targetMoved ?? 0);
  if (tm.value.dm) b.add(`target moved ${input.targetMoved}"`, tm.provenance.source, tm.value.dm, tm.provenance);
  if (input.specificPoint) b.add('to hit a specific point', AT_OTHER_DM.specificPoint.provenance.source, AT_OTHER_DM.specificPoint.value, AT_OTHER_DM.specificPoint.provenance);
  if (input.night) b.add('night', AT_OTHER_DM.night.provenance.source, AT_OTHER_DM.night.value, AT_OTHER_DM.night.provenance);
  addDiscretion(b, input.discretion, `${input.launcher} shot`);
  return b.build();
}

export interface LauncherShot {
  readonly need: number;
  readonly face: number;
  readonly total: number;
  readonly hit: boolean;
  readonly misfireCheck: boolean;
  readonly breakdown: Breakdown;
}

/** One launcher shot (seed lines 246–258): D10 + DMs against the Need (ruling SK16). */
export function rollLauncher(input: LauncherShotInput, dice: DiceSource): LauncherShot {
  const { need, source } = launcherNeed(input.launcher, input.range);
  const mods = launcherModifiers(input);
  const face = dice.roll({ die: AT_DIE.value, purpose: `seed 003 line 246 ${input.launcher} at ${input.range}" (need ${need}+)` }).face;
  const b = new BreakdownBuilder(`${LAUNCHER_TABLE[input.launcher].value.name}: need ${need}+`, { label: `D10 rolled ${face}`, caseRef: AT_DIE.provenance.source, value: face, provenance: AT_DIE.provenance });
  for (const s of mods.steps) if (s.kind === 'modifier') b.add(s.label, s.caseRef, s.amount ?? 0, s.provenance);
  for (const s of mods.steps) if (s.kind === 'note') b.note(s.label, s.caseRef);
  const hit = b.value >= need;
  b.note(`${hit ? 'hit' : 'miss'}: ${b.value} against ${need}+`, source);
  const misfireCheck = face <= AT_MISFIRE_FACES.value;
  if (misfireCheck) b.note(`natural ${face}: roll for a misfire`, AT_MISFIRE_FACES.provenance.source);
  return { need, face, total: b.value, hit, misfireCheck, breakdown: b.build() };
}

export type LauncherMisfireResult = 'ok' | 'lost' | 'half-effect' | 'out-of-ammo' | 'jams';

/** The A.T. misfire (seed line 293): D10 on the launcher's row; a H.E.A.T. dud rolls again: 1–6 lost, 7–10 half Pen./Str. */
export function rollLauncherMisfire(launcher: Launcher, dice: DiceSource): { readonly result: LauncherMisfireResult; readonly faces: readonly number[]; readonly breakdown: Breakdown } {
  const rowOf = AT_MISFIRE_ROW_OF[LAUNCHER_CLASS[launcher].value];
  const row = AT_MISFIRE_ROWS[rowOf.value];
  const face = dice.roll({ die: 'd10', purpose: `seed 003 line 293 misfire (${launcher})` }).face;
  const b = new BreakdownBuilder(`misfire (${launcher})`, { label: `D10 rolled ${face}`, caseRef: row.provenance.source, value: face });
  const faces = [face];
  if (face <= row.value.okTo) return { result: 'ok', faces, breakdown: b.note('no effect', row.provenance.source).build() };
  if (face > row.value.outTo) return { result: 'jams', faces, breakdown: b.note('jams', row.provenance.source).build() };
  if (face > row.value.dudTo) return { result: 'out-of-ammo', faces, breakdown: b.note('out of ammo', row.provenance.source).build() };
  const heat = dice.roll({ die: 'd10', purpose: 'seed 003 line 293 H.E.A.T. dud: 1-6 lost, 7-10 half' }).face;
  faces.push(heat);
  const lost = heat <= AT_HEAT_DUD_LOST_TO.value;
  b.note(`dud: H.E.A.T. D10 rolled ${heat}, ${lost ? 'lost' : 'half Pen./Str.'}`, AT_HEAT_DUD_LOST_TO.provenance.source);
  return { result: lost ? 'lost' : 'half-effect', faces, breakdown: b.build() };
}

/** The round's blast against men (seed line 261); `half` for a H.E.A.T. dud that still fires (Str. halved toward zero, house). */
export function launcherEffect(launcher: Launcher, half = false): { readonly radius: number; readonly hits: string; readonly str: number; readonly source: string } {
  const e = LAUNCHER_EFFECT[LAUNCHER_CLASS[launcher].value];
  const str = half ? Math.trunc(e.value.str / 2) : e.value.str;
  return { ...e.value, str, source: half ? `${e.provenance.source}; half Str. (${HALF_STR_ROUNDING.provenance.source})` : e.provenance.source };
}

/** The hits of a launcher's round (seed line 261), with the H.E. "to No hits" DMs (lines 113–117, SK16); share them with shareHits. */
export function rollLauncherHits(launcher: Launcher, input: BlastHitsInput, dice: DiceSource): HitsRoll {
  const e = launcherEffect(launcher);
  return rollHits(e.hits, e.source, blastHitsModifiers(input), dice, input.discretion);
}

/**
 * A named guided missile's shot (seed lines 575–616): its own minimum and
 * maximum range, then the Need of its family's row on line 246 (both must
 * allow the range, ruling SK16). Returns the launcher row to roll with.
 */
export function missileNeed(name: string, range: number): { readonly launcher: Launcher; readonly need: number; readonly missile: MissileRow; readonly source: string } {
  const m = MISSILES.find((x) => x.value.name === name);
  if (!m) throw new RangeError(`no missile "${name}" in seed lines 577–616 (e.g. ${MISSILES.slice(0, 3).map((x) => x.value.name).join(', ')})`);
  const { min, max } = m.value;
  if (range < min) throw new RangeError(`${name}: ${range}" is inside its minimum range ${min}" (${m.provenance.source})`);
  if (range > max) throw new RangeError(`${name}: ${range}" is beyond its maximum range ${max}" (${m.provenance.source})`);
  const launcher: Launcher = m.value.family === 'A' ? 'missile-a' : 'missile-b';
  const { need, source } = launcherNeed(launcher, range);
  return { launcher, need, missile: m.value, source: `${source}; ${m.provenance.source}` };
}
