import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Sourced } from '../../../kernel/provenance';
import { AUTO_FIRE_MISFIRE_FACES, MISFIRE_EFFECT, MISFIRE_TABLE, SINGLE_SHOT_MISFIRE_FACES, type MisfireResult, type MisfireWeapon } from '../tables/misfire';

/** Whether a to-hit roll calls for a misfire roll (seed line 58; the auto-fire reading is house, ruling SK7). */
export function needsMisfireRoll(fire: 'single-shot' | 'auto-fire', naturalFace: number): Sourced<boolean> {
  const limit = fire === 'single-shot' ? SINGLE_SHOT_MISFIRE_FACES : AUTO_FIRE_MISFIRE_FACES;
  return { value: naturalFace <= limit.value, provenance: limit.provenance };
}

/** The misfire table (seed line 60): a D10 face to O.K., Dud, Out of Ammo or Jams. */
export function misfireResult(weapon: MisfireWeapon, face: number): Sourced<MisfireResult> {
  if (!Number.isInteger(face) || face < 1 || face > 10) throw new RangeError(`misfire for ${weapon}: a D10 shows 1–10, not ${face}`);
  const row = MISFIRE_TABLE[weapon];
  const result: MisfireResult = face <= row.value.okTo ? 'ok' : face <= row.value.dudTo ? 'dud' : face <= row.value.outTo ? 'out-of-ammo' : 'jams';
  return { value: result, provenance: row.provenance };
}

export interface MisfireRoll {
  readonly face: number;
  readonly result: MisfireResult;
  readonly effect: string;
  readonly source: string;
}

export function rollMisfire(weapon: MisfireWeapon, dice: DiceSource): MisfireRoll {
  const face = dice.roll({ die: 'd10', purpose: `seed 003 line 60 misfire (${weapon})` }).face;
  const r = misfireResult(weapon, face);
  return { face, result: r.value, effect: MISFIRE_EFFECT[r.value].value, source: r.provenance.source };
}
