import { describe, expect, it } from 'vitest';
import { ScriptedDice, d6 } from '../../../kernel/dice/scripted-dice';
import { WOUND_RESULTS } from '../tables/damage';
import { ARM_WEAPON_DESTROYED_ON, HEAD_STEPS, HIT_LOCATION_TO, SCRATCH_STEPS } from '../tables/hit-location';
import { hitLocation, rollHitLocation, stepWound } from './hit-location';

/** Seed lines 62–63, copied verbatim. */
const SEED_62 = 'Optional: (D6) 1. scratch 2,3. body/leg 4,5. arm (* firing DM, 6. head';
const SEED_63 = '(down No) (#crawl only) D6 = 6 weapon destroied) (up No)';

describe('the optional hit location (seed lines 62–63)', () => {
  it('seed line 62: 1. scratch 2,3. body/leg 4,5. arm 6. head', () => {
    const faces = [1, 2, 3, 4, 5, 6].map(hitLocation);
    expect(faces).toEqual(['scratch', 'body-leg', 'body-leg', 'arm', 'arm', 'head']);
    const shown = `1. scratch 2,3. body/leg 4,5. arm`;
    expect(SEED_62).toContain(shown);
    expect([HIT_LOCATION_TO.scratch.value, HIT_LOCATION_TO['body-leg'].value, HIT_LOCATION_TO.arm.value, HIT_LOCATION_TO.head.value]).toEqual([1, 3, 5, 6]);
    expect(SEED_63).toContain(`D6 = ${ARM_WEAPON_DESTROYED_ON.value} weapon destroied`);
    expect(() => hitLocation(7)).toThrow('hit location: a D6 shows 1–6, not 7');
  });
  it('ruling SK19 (house): "down No" one step lighter, "up No" one step heavier, within pinned…killed', () => {
    expect([SCRATCH_STEPS.value, HEAD_STEPS.value]).toEqual([-1, 1]);
    expect(WOUND_RESULTS.map((r) => stepWound(r, -1))).toEqual(['pinned', 'pinned', 'wounded', 'crippled']);
    expect(WOUND_RESULTS.map((r) => stepWound(r, 1))).toEqual(['wounded', 'crippled', 'killed', 'killed']);
  });
  it('a scratch turns a wound into a pin; a head wound cripples; a leg wound crawls; an arm wound takes -1 to fire and a 6 destroys the weapon', () => {
    expect(rollHitLocation('wounded', new ScriptedDice(d6(1)))).toMatchObject({ location: 'scratch', result: 'pinned', crawlOnly: false });
    expect(rollHitLocation('wounded', new ScriptedDice(d6(6)))).toMatchObject({ location: 'head', result: 'crippled' });
    expect(rollHitLocation('wounded', new ScriptedDice(d6(3)))).toMatchObject({ location: 'body-leg', result: 'wounded', crawlOnly: true });
    expect(rollHitLocation('wounded', new ScriptedDice(d6(4, 6)))).toMatchObject({ location: 'arm', firingDm: -1, weaponDestroyed: true, faces: [4, 6] });
    expect(rollHitLocation('killed', new ScriptedDice(d6(5, 2)))).toMatchObject({ location: 'arm', result: 'killed', firingDm: 0, weaponDestroyed: false });
  });
  it('a pin is not located: no die is rolled', () => {
    const dice = new ScriptedDice([]);
    expect(rollHitLocation('pinned', dice)).toMatchObject({ location: null, result: 'pinned', faces: [] });
  });
  it('property: the location never moves a result more than one step, over every face and result', () => {
    for (const r of WOUND_RESULTS) {
      if (r === 'pinned') continue;
      for (let f = 1; f <= 6; f++) {
        const out = rollHitLocation(r, new ScriptedDice(f === 4 || f === 5 ? d6(f, 1) : d6(f)));
        expect(Math.abs(WOUND_RESULTS.indexOf(out.result) - WOUND_RESULTS.indexOf(r))).toBeLessThanOrEqual(1);
      }
    }
  });
});
