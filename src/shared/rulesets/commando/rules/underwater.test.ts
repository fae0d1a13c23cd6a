import { describe, expect, it } from 'vitest';
import { map as testMap, ERECT } from './test-support/movement';
import { stepTaskPoints } from './movement';
import {
  breathLimited,
  grenadeReachesSwimmer,
  grenadeThrowError,
  underwaterExplosionRadius,
  underwaterFireRange,
  underwaterMelee,
  underwaterSight,
  unconsciousChance,
  waterFireError,
  waterFlags,
  type WaterFireMan,
} from './underwater';
import { TABLE_36_15, UNDERWATER_NUMBERS as N, WATER_FIREARMS } from '../tables/underwater';

const sq = (col: number, row: number) => ({ col, row });
const view = (depth: number, erect = false, inWater = true) => ({ inWater, depth, erect });
const fm = (state: WaterFireMan['state'], depth = 0, gear = false): WaterFireMan => ({ state, depth, gear, inWater: state !== 'dry', erect: state === 'standing' });
const opts = { movedThisTurn: false, highSurf: false };

describe('Section 36.1 observation in and under water', () => {
  it('Cases 36.11, 36.13: a prone man at level -2 is 20 squares from a prone man at level 0, 30 from an erect one (one level higher)', () => {
    expect(underwaterSight({ square: sq(5, 5), ...view(0) }, { square: sq(5, 5), ...view(2) })).toMatchObject({ blocked: false, range: 20 });
    expect(underwaterSight({ square: sq(5, 5), ...view(0, true) }, { square: sq(5, 5), ...view(2) })).toMatchObject({ blocked: false, range: 30 });
  });
  it('Case 36.14, Table 36.15: underwater and out of the water never see each other, either way round; two men underwater count 4 a square', () => {
    expect(underwaterSight({ square: sq(1, 1), ...view(0, true, false) }, { square: sq(3, 1), ...view(1) })).toMatchObject({ blocked: true });
    expect(underwaterSight({ square: sq(3, 1), ...view(1) }, { square: sq(1, 1), ...view(0, true, false) })).toMatchObject({ blocked: true });
    expect(underwaterSight({ square: sq(1, 1), ...view(1) }, { square: sq(4, 1), ...view(1) })).toMatchObject({ blocked: false, range: 12 });
  });
  it('Case 36.15: the table is data, as printed; neither man underwater, the land rules apply (Case 36.12)', () => {
    expect(TABLE_36_15.provenance.kind).toBe('printed');
    expect(TABLE_36_15.value.map((r) => r.eachSquareIs)).toEqual([10, 4, 'blocked']);
    expect(underwaterSight({ square: sq(1, 1), ...view(0) }, { square: sq(9, 1), ...view(0, false, false) })).toBeUndefined();
  });
});

describe('Section 36.2 movement in water (Cases 36.25, 36.26)', () => {
  const map = testMap();
  it('Case 36.26: flippers on land cost triple; Case 36.25: in water they move at the Clear rate', () => {
    const plain = stepTaskPoints(map, sq(1, 1), sq(2, 1), ERECT);
    const gear = stepTaskPoints(map, sq(1, 1), sq(2, 1), { ...ERECT, divingGear: true });
    expect(gear).toBe((plain as number) * N.gearLandMultiple.value);
    const wet = testMap({ terrain: [[sq(2, 1), 'water']] });
    expect(stepTaskPoints(wet, sq(1, 1), sq(2, 1), { ...ERECT, divingGear: true })).toBe(plain);
    expect(stepTaskPoints(wet, sq(1, 1), sq(2, 1), ERECT)).toBeGreaterThan(plain as number);
  });
});

describe('Section 36.3 fire in and under water', () => {
  it('Case 36.38: four squares and three levels apart, √25 × 7 = 35 (the first way, ruling UW3)', () => {
    expect(underwaterFireRange(fm('diving', 3, true), fm('swimming'), 4)).toMatchObject({ range: 35, caseRef: 'Case 36.38' });
  });
  it('Case 36.37: a diver firing at a man in the water 8 squares away fires at range 32 (4 × 8)', () => {
    expect(underwaterFireRange(fm('diving', 1, true), fm('diving', 1, true), 8)).toMatchObject({ range: 32, caseRef: 'Case 36.37' });
  });
  it('Case 36.36: each level of difference adds 10 to the range; the −20% falls on targets swimming or underwater, and on an underwater firer only', () => {
    expect(underwaterFireRange(fm('standing'), fm('diving', 2, true), 3)).toMatchObject({ range: 23, caseRef: 'Case 36.36' });
    expect(waterFlags(fm('dry'), fm('swimming'))).toEqual({ firerInWater: false, targetInWater: true });
    expect(waterFlags(fm('swimming'), fm('dry'))).toEqual({ firerInWater: false, targetInWater: false });
    expect(waterFlags(fm('diving', 1, true), fm('standing'))).toEqual({ firerInWater: true, targetInWater: false });
  });
  it('Cases 36.31, 36.23, 36.32: at level 0 with nobody underwater, fire is resolved as on land (no range change)', () => {
    expect(underwaterFireRange(fm('dry'), fm('standing'), 6)).toBeUndefined();
    expect(underwaterFireRange(fm('dry'), fm('dry'), 6)).toBeUndefined();
  });
  it('Case 36.35: a diver underwater fires only at men in the water; Case 36.34: at level 0 a man in diving gear fires at anyone', () => {
    expect(waterFireError(fm('diving', 1, true), fm('dry'), 'rifle', opts)).toMatchObject({ caseRef: 'Case 36.35' });
    expect(waterFireError(fm('diving', 1, true), fm('standing'), 'rifle', opts)).toBeUndefined();
    expect(waterFireError(fm('swimming', 0, true), fm('dry'), 'rifle', { ...opts, movedThisTurn: true })).toBeUndefined();
  });
  it('Cases 36.24, 36.33: a swimmer fires only out of the water, and not in a Game-Turn he moved', () => {
    expect(waterFireError(fm('swimming'), fm('swimming'), 'rifle', opts)).toMatchObject({ caseRef: 'Case 36.24' });
    expect(waterFireError(fm('swimming'), fm('dry'), 'rifle', { ...opts, movedThisTurn: true })).toMatchObject({ caseRef: 'Case 36.33' });
    expect(waterFireError(fm('swimming'), fm('dry'), 'rifle', opts)).toBeUndefined();
  });
  it('Case 36.39: not erect in or under water, only a pistol, rifle, semi-automatic rifle or carbine', () => {
    expect(WATER_FIREARMS.value).toEqual(['pistol', 'rifle', 'semi-automatic-rifle', 'carbine']);
    expect(waterFireError(fm('swimming'), fm('dry'), 'machinegun', opts)).toMatchObject({ caseRef: 'Case 36.39' });
    expect(waterFireError(fm('standing'), fm('dry'), 'machinegun', opts)).toBeUndefined();
  });
  it('Cases 36.14, 36.36 (ruling UW2): from out of the water no fire at a man underwater', () => {
    expect(waterFireError(fm('dry'), fm('diving', 1, true), 'rifle', opts)).toMatchObject({ caseRef: 'Case 36.14' });
  });
  it('Case 36.63: in high surf no fire into or from the water, but underwater fire goes on', () => {
    expect(waterFireError(fm('dry'), fm('swimming'), 'rifle', { ...opts, highSurf: true })).toMatchObject({ caseRef: 'Case 36.63' });
    expect(waterFireError(fm('diving', 2, true), fm('diving', 1, true), 'rifle', { ...opts, highSurf: true })).toBeUndefined();
  });
});

describe('Sections 36.4–36.7: hand-to-hand, snorkels, grenades', () => {
  it('Cases 36.41–36.43: standing men fight as on land; with a swimmer or diver, grappled only and three rounds', () => {
    expect(underwaterMelee(['standing', 'dry'])).toBeUndefined();
    expect(underwaterMelee(['swimming', 'diving'])).toEqual({ rounds: 3, grappledOnly: true });
  });
  it('Case 36.44: a 15% chance to tear the mouthpiece off; torn, the SCUBA man breathes as a snorkel man (Case 36.5)', () => {
    expect(N.tearMouthpieceChance.value).toBe(15);
    const base = { id: 'a', side: 's', posture: 'prone' as const, condition: 'fit' as const };
    expect(breathLimited({ ...base, divingGear: { kind: 'scuba' } })).toBe(false);
    expect(breathLimited({ ...base, divingGear: { kind: 'scuba', mouthpieceTorn: true } })).toBe(true);
    expect(breathLimited({ ...base, divingGear: { kind: 'snorkel' } })).toBe(true);
  });
  it('Cases 36.52, 36.54: four Game-Turns under are safe; the fifth 10%, the sixth 20%, the seventh 30%', () => {
    expect(N.snorkelTurnsBetweenSurfacing.value).toBe(4);
    expect([1, 4, 5, 6, 7].map(unconsciousChance)).toEqual([0, 0, 10, 20, 30]);
  });
  it('Case 36.71: swimming or diving men never throw grenades; standing men do', () => {
    expect(grenadeThrowError('swimming')).toMatchObject({ caseRef: 'Case 36.71' });
    expect(grenadeThrowError('diving')).toMatchObject({ caseRef: 'Case 36.71' });
    expect(grenadeThrowError('standing')).toBeUndefined();
  });
  it('Cases 36.72, 36.75 (rulings UW6, UW15): a grenade reaches swimmers and divers within three squares or levels; explosions triple their radius', () => {
    expect(grenadeReachesSwimmer(3, 1)).toBe(true);
    expect(grenadeReachesSwimmer(2, 4)).toBe(false);
    expect(N.grenadeDamageMultiple.value).toBe(2);
    expect(underwaterExplosionRadius(2)).toBe(6);
  });
  it('Cases 36.73, 36.74, 36.81 (rulings UW15, UW16): the printed figures the umpire applies: two squares of light, camels’ panic doubled', () => {
    expect(N.illuminationGrenadeRadius.value).toBe(2);
    expect(N.camelPanicMultiple.value).toBe(2);
    expect(N.camelPanicMultiple.provenance.kind).toBe('printed');
  });
});
