import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { WOUND_RESULTS, type WoundResult } from '../tables/damage';
import {
  ARM_FIRING_DM, ARM_WEAPON_DESTROYED_ON, BODY_LEG_CRAWL_ONLY, HEAD_STEPS, HIT_LOCATION_DIE, HIT_LOCATION_TO, HIT_LOCATIONS, LOCATION_FOR, SCRATCH_STEPS, type HitLocation,
} from '../tables/hit-location';

/** The location of a D6 face (seed line 62). */
export function hitLocation(face: number): HitLocation {
  if (!Number.isInteger(face) || face < 1 || face > 6) throw new RangeError(`hit location: a D6 shows 1–6, not ${face}`);
  return HIT_LOCATIONS.find((l) => face <= HIT_LOCATION_TO[l].value)!;
}

/** The wound ladder moved by steps, kept within pinned…killed (ruling SK19). */
export function stepWound(result: WoundResult, steps: number): WoundResult {
  const i = Math.min(WOUND_RESULTS.length - 1, Math.max(0, WOUND_RESULTS.indexOf(result) + steps));
  return WOUND_RESULTS[i]!;
}

export interface LocatedWound {
  /** `null` when no location is rolled (a pin). */
  readonly location: HitLocation | null;
  readonly result: WoundResult;
  /** The man moves at crawl only (body/leg). */
  readonly crawlOnly: boolean;
  /** His firing DM from the arm wound (0 if none). */
  readonly firingDm: number;
  readonly weaponDestroyed: boolean;
  readonly faces: readonly number[];
  readonly breakdown: Breakdown;
}

/**
 * The optional hit location (seed lines 62–63, ruling SK19), for one hit
 * after its wound roll: D6 — 1 scratch (one step lighter), 2–3 body/leg (crawl
 * only), 4–5 arm (firing DM; a D6 of 6 destroys the weapon), 6 head (one step
 * heavier). A pin is not located.
 */
export function rollHitLocation(rolled: WoundResult, dice: DiceSource): LocatedWound {
  const b = new BreakdownBuilder('hit location', { label: `wound roll: ${rolled}`, caseRef: LOCATION_FOR.provenance.source, value: WOUND_RESULTS.indexOf(rolled) });
  if (rolled === 'pinned' && LOCATION_FOR.value === 'wounded-or-worse') {
    b.note('pinned: no wound to place', LOCATION_FOR.provenance.source);
    return { location: null, result: rolled, crawlOnly: false, firingDm: 0, weaponDestroyed: false, faces: [], breakdown: b.build() };
  }
  const face = dice.roll({ die: HIT_LOCATION_DIE.value, purpose: 'seed 003 line 62 optional hit location' }).face;
  const faces = [face];
  const location = hitLocation(face);
  b.note(`D6 rolled ${face}: ${location}`, HIT_LOCATION_TO[location].provenance.source);
  let result = rolled;
  let crawlOnly = false;
  let firingDm = 0;
  let weaponDestroyed = false;
  if (location === 'scratch') {
    result = stepWound(rolled, SCRATCH_STEPS.value);
    b.add(`a scratch: ${rolled} becomes ${result}`, SCRATCH_STEPS.provenance.source, WOUND_RESULTS.indexOf(result) - WOUND_RESULTS.indexOf(rolled), SCRATCH_STEPS.provenance);
  } else if (location === 'head') {
    result = stepWound(rolled, HEAD_STEPS.value);
    b.add(`the head: ${rolled} becomes ${result}`, HEAD_STEPS.provenance.source, WOUND_RESULTS.indexOf(result) - WOUND_RESULTS.indexOf(rolled), HEAD_STEPS.provenance);
  }
  const stillWounded = result === 'wounded' || result === 'crippled';
  if (location === 'body-leg' && stillWounded) {
    crawlOnly = BODY_LEG_CRAWL_ONLY.value === 'crawl-only';
    b.note('body/leg: crawl only', BODY_LEG_CRAWL_ONLY.provenance.source);
  }
  if (location === 'arm') {
    if (stillWounded) {
      firingDm = ARM_FIRING_DM.value;
      b.note(`arm: ${ARM_FIRING_DM.value} to his firing`, ARM_FIRING_DM.provenance.source);
    }
    const w = dice.roll({ die: 'd6', purpose: 'seed 003 line 63 arm hit: D6 = 6 weapon destroyed' }).face;
    faces.push(w);
    weaponDestroyed = w >= ARM_WEAPON_DESTROYED_ON.value;
    b.note(`D6 rolled ${w}: ${weaponDestroyed ? 'weapon destroyed' : 'weapon whole'}`, ARM_WEAPON_DESTROYED_ON.provenance.source);
  }
  return { location, result, crawlOnly, firingDm, weaponDestroyed, faces, breakdown: b.build() };
}
