import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Firer, ResolvableTarget } from './fire-chance';
import { resolveFire, type FireResult } from './fire-combat';
import { applyOverrides, DEFAULT_COMMANDO_TABLES } from '../tables';
import { firer, ok, pct, target } from './test-support/fire';

describe('Section 10.0 / Case 10.5 resolving fire', () => {
  const resolve = (f: Partial<Firer>, t: Partial<ResolvableTarget>, dice: ScriptedDice, opportunityFire = false): FireResult => {
    const r = ok(resolveFire({ firer: firer(f), target: target(t), opportunityFire }, dice));
    dice.assertAllUsed();
    return r;
  };
  it('Section 10.0: the hit roll at or under the kill percentage kills outright, rolling no damage', () => {
    const r = resolve({}, {}, new ScriptedDice(pct(10)));
    expect(r).toMatchObject({ hit: true, killed: true, woundPoints: 0, targetCondition: 'dead' });
    expect(r.rolls.map((x) => x.text)).toEqual(['Case 10.0 hit roll, fire 1 of 1 at man B (hits on 60 or less): 1D100 = 10']);
  });
  it('Case 10.51: a hit above the kill percentage rolls the weapon’s damage dice (pistol 1D6)', () => {
    const r = resolve({}, {}, new ScriptedDice([...pct(11), ...d6(4)]));
    expect(r).toMatchObject({ hit: true, killed: false, woundPoints: 4, targetCondition: 'wounded' });
    expect(r.rolls[1]!.text).toBe('Case 10.51 wound points for man B (Case 10.53: at least 1): 1D6 min 1 = 4');
  });
  it('Section 10.0: a roll above the chance misses (60 hits, 61 misses)', () => {
    expect(resolve({}, {}, new ScriptedDice([...pct(60), ...d6(1)])).hit).toBe(true);
    expect(resolve({}, {}, new ScriptedDice(pct(61)))).toMatchObject({ hit: false, woundPoints: 0 });
    expect(resolve({}, {}, new ScriptedDice(pct(100))).hit).toBe(false);
  });
  it('Case 10.53: a hit always does at least one Wound Point', () => {
    const tables = applyOverrides(DEFAULT_COMMANDO_TABLES, [{ table: 'weaponClasses', key: 'pistol', field: 'damage', value: '1D6-3', rationale: 'test' }]);
    const r = ok(resolveFire({ firer: firer(), target: target() }, new ScriptedDice([...pct(50), ...d6(1)]), tables));
    expect(r.woundPoints).toBe(1);
  });
  it('Case 10.54(2): Wound Points reaching endurance + 3 kill', () => {
    const r = resolve({ weapon: 'rifle', prone: true }, { wounds: { endurance: 9, woundPoints: 6 } }, new ScriptedDice([...pct(40), ...d10(6)]));
    expect(r).toMatchObject({ killed: false, woundPoints: 6, targetCondition: 'dead', targetAfter: { woundPoints: 12 } });
  });
  it('Case 10.42 / 10.62 / 10.64: an SMG rolls five fires, then one magazine check, in that order', () => {
    // SMG hand-held at 5: 45 to hit, kill 07. Endurance 40 so no fire kills by wounds.
    const dice = new ScriptedDice([...pct(90), ...pct(30), ...d6(3), ...pct(46), ...pct(45), ...d6(2), ...pct(8), ...d6(6), ...d10(3)]);
    const r = resolve({ weapon: 'submachinegun' }, { wounds: { endurance: 40, woundPoints: 0 } }, dice);
    expect(r.fires.map((f) => [f.hit, f.killed, f.woundPoints])).toEqual([
      [false, false, 0],
      [true, false, 3],
      [false, false, 0],
      [true, false, 2],
      [true, false, 6],
    ]);
    expect(r.woundPoints).toBe(11);
    expect(r.magazine).toMatchObject({ checkNumber: 2, unloaded: false });
    expect(r.rolls.at(-1)!.text).toBe('Case 10.62 magazine check: 1D10 = 3');
    expect(r.rolls).toHaveLength(9);
    expect(r.taskPointCost.final).toBe(18);
    expect(r.firerTaskPointsRemaining).toBe(32);
  });
  it('Case 10.54: fires left when the target is dead are not rolled', () => {
    const dice = new ScriptedDice([...pct(30), ...d6(3), ...pct(5), ...d10(9)]);
    const r = resolve({ weapon: 'submachinegun' }, {}, dice);
    expect(r.fires).toHaveLength(2);
    expect(r).toMatchObject({ killed: true, targetCondition: 'dead' });
    expect(r.magazine?.unloaded).toBe(false);
  });
  it('Case 10.62: a magazine check at or under the number unloads the weapon', () => {
    const r = resolve({ weapon: 'submachinegun' }, { wounds: { endurance: 60, woundPoints: 0 } }, new ScriptedDice([...pct(99), ...pct(99), ...pct(99), ...pct(99), ...pct(99), ...d10(2)]));
    expect(r.magazine).toMatchObject({ unloaded: true });
    expect(r.summary.at(-1)).toMatch(/Case 10.63/);
  });
  it('Case 9.31 / 10.74: a man wounded by opportunity fire loses twice the Wound Points in Task Points and checks panic', () => {
    const r = resolve({}, { taskPointsRemaining: 30, moving: true }, new ScriptedDice([...pct(40), ...d6(4)]), true);
    expect(r.targetTaskPointLoss).toMatchObject({ loss: 8, remaining: 22 });
    expect(r.panicCheck).toBe(true);
  });
  it('Case 17.31: a flamethrower roll of 96–00 explodes it; Case 17.36: 91–00 once repaired', () => {
    expect(resolve({ weapon: 'flamethrower' }, { range: 3 }, new ScriptedDice(pct(96))).flamethrowerExploded).toBe(true);
    expect(resolve({ weapon: 'flamethrower' }, { range: 3 }, new ScriptedDice(pct(95))).flamethrowerExploded).toBe(false);
    expect(resolve({ weapon: 'flamethrower', flamethrowerRepaired: true }, { range: 3 }, new ScriptedDice(pct(91))).flamethrowerExploded).toBe(true);
  });
  it('Case 17.15 / 17.21: a flamethrower makes no magazine check; a man it damages checks panic', () => {
    const r = resolve({ weapon: 'flamethrower' }, { range: 3 }, new ScriptedDice([...pct(50), ...d6(2, 3)]));
    expect(r.magazine).toBeUndefined();
    expect(r).toMatchObject({ woundPoints: 5, panicCheck: true });
  });
});
