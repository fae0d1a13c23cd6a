import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../dice/scripted-dice';
import { isRuleError, type RuleError } from '../rule-error';
import { fireChance, fireTaskCost, firingRow, resolveFire, type FireChance, type FireResult, type Firer, type ResolvableTarget } from './fire-combat';
import { applyOverrides, DEFAULT_COMMANDO_TABLES } from './tables';

/** 1D100 as two d10 faces (Case 4.0): green tens, yellow units; 100 is 0-0. */
const pct = (n: number) => d10(Math.floor(n / 10) % 10, n % 10);

const firer = (o: Partial<Firer> = {}): Firer => ({
  weapon: 'pistol',
  wounds: { endurance: 13, woundPoints: 0 },
  prone: false,
  adjacentToWall: false,
  taskPointsRemaining: 50,
  combatTasksThisTurn: 0,
  weaponLoaded: true,
  ...o,
});
const target = (o: Partial<ResolvableTarget> = {}): ResolvableTarget => ({
  label: 'man B',
  range: 5,
  observedByFirer: true,
  prone: false,
  terrain: 'clear',
  wounds: { endurance: 13, woundPoints: 0 },
  ...o,
});

function ok<T>(r: T | RuleError): T {
  if (isRuleError(r)) throw new Error(`unexpected RuleError ${r.code}: ${r.message}`);
  return r;
}
const chance = (f: Partial<Firer>, t: Partial<ResolvableTarget>): FireChance => ok(fireChance({ firer: firer(f), target: target(t) }));
const errorOf = (f: Partial<Firer>, t: Partial<ResolvableTarget>): string => {
  const r = fireChance({ firer: firer(f), target: target(t) });
  return isRuleError(r) ? r.code : 'no error';
};

describe('Case 10.81 Fire Combat Table lookup', () => {
  it('Case 10.81: the printed pistol row by range column (90 75 60 60 35)', () => {
    expect([0, 1, 2, 3, 4, 8, 9, 20, 21, 30].map((range) => chance({}, { range }).chance.breakdown.final)).toEqual([90, 90, 75, 75, 60, 60, 60, 60, 35, 35]);
  });
  it('Case 10.23: "P" prohibits fire (pistol at 31)', () => {
    expect(errorOf({}, { range: 31 })).toBe('fire/prohibited-range');
  });
  it('Case 10.81: the base step cites the table cell and its provenance', () => {
    const s = chance({}, { range: 5 }).chance.breakdown.steps[0]!;
    expect(s).toMatchObject({ kind: 'base', caseRef: 'Case 10.81', value: 60, provenance: { kind: 'printed' } });
    expect(s.label).toMatch(/Pistol, range 5 \(column 4-8\)/);
    const r = chance({ weapon: 'rifle', prone: true }, { range: 25 }).chance.breakdown.steps[0]!;
    expect(r.provenance?.kind).toBe('house');
  });
});

describe('Case 10.22 braced or hand-held', () => {
  it('Case 10.22(a): a prone firer is braced; (b) adjacent to a wall is braced; otherwise hand-held', () => {
    expect(firingRow(firer({ weapon: 'rifle', prone: true }))).toMatchObject({ mode: 'braced' });
    expect(firingRow(firer({ weapon: 'rifle', adjacentToWall: true }))).toMatchObject({ mode: 'braced' });
    expect(firingRow(firer({ weapon: 'rifle' }))).toMatchObject({ mode: 'hand-held' });
    expect(firingRow(firer({ weapon: 'pistol', prone: true }))).toMatchObject({ mode: 'any' });
  });
  it('Case 10.22: the braced row is used (rifle at 10: braced 60, hand-held 50)', () => {
    expect(chance({ weapon: 'rifle', prone: true }, { range: 10 }).chance.breakdown.final).toBe(60);
    expect(chance({ weapon: 'rifle' }, { range: 10 }).chance.breakdown.final).toBe(50);
  });
  it('Case 10.22: machineguns may only be fired braced', () => {
    expect(errorOf({ weapon: 'machinegun' }, {})).toBe('fire/machinegun-hand-held');
    expect(errorOf({ weapon: 'machinegun', prone: true }, {})).toBe('no error');
    expect(errorOf({ weapon: 'machinegun', weaponMounted: true }, {})).toBe('no error');
  });
  it('Case 29.33: fire from a jeep is never braced', () => {
    expect(firingRow(firer({ weapon: 'rifle', adjacentToWall: true, inVehicle: true }))).toMatchObject({ mode: 'hand-held' });
  });
});

describe('Case 10.1 when a man may fire', () => {
  it('Case 10.14: only at a target he has observed', () => {
    expect(errorOf({}, { observedByFirer: false })).toBe('fire/not-observed');
  });
  it('Case 10.15: never into a square holding a Friendly man', () => {
    expect(errorOf({}, { friendlyMenInSquare: 1 })).toBe('fire/friendly-in-square');
  });
  it('Case 12.16: except at an Enemy entering the firer’s own square', () => {
    expect(errorOf({}, { range: 0, friendlyMenInSquare: 1, enteringFirersSquare: true })).toBe('no error');
  });
  it('Case 6.42 / 10.11: one combat task per Game-Turn', () => {
    expect(errorOf({ combatTasksThisTurn: 1 }, {})).toBe('fire/second-combat-task');
  });
  it('Case 10.54: a dead man never fires; Case 9.22: nor an incapacitated one', () => {
    expect(errorOf({ wounds: { endurance: 13, woundPoints: 16 } }, {})).toBe('fire/firer-dead');
    expect(errorOf({ wounds: { endurance: 13, woundPoints: 13 } }, {})).toBe('fire/firer-incapacitated');
  });
  it('Case 10.63: an unloaded weapon may not fire', () => {
    expect(errorOf({ weapon: 'submachinegun', weaponLoaded: false }, {})).toBe('fire/out-of-ammunition');
  });
  it('Case 17.13: a flamethrower may not fire at a man in or entering its square', () => {
    expect(errorOf({ weapon: 'flamethrower' }, { range: 0 })).toBe('fire/flamethrower-own-square');
    expect(errorOf({ weapon: 'flamethrower' }, { range: 1, enteringFirersSquare: true })).toBe('fire/flamethrower-own-square');
  });
  it('Case 10.54: a dead target is no target', () => {
    const r = resolveFire({ firer: firer(), target: target({ wounds: { endurance: 9, woundPoints: 12 } }) }, new ScriptedDice([]));
    expect(isRuleError(r) && r.code).toBe('fire/target-dead');
  });
});

describe('Case 10.82 Fire Combat Modifications', () => {
  const final = (f: Partial<Firer>, t: Partial<ResolvableTarget>) => chance(f, t).chance.breakdown.final;
  it('Case 10.82: target prone −12 (pistol at 5: 60 → 48)', () => expect(final({}, { prone: true })).toBe(48));
  it('Case 10.82 / 10.31: flush against a wall −10, not when moving', () => {
    expect(final({}, { flushAgainstWall: true })).toBe(50);
    const b = chance({}, { flushAgainstWall: true, moving: true }).chance.breakdown;
    expect(b.final).toBe(50); // −10 for moving only
    expect(b.steps.some((s) => s.kind === 'note' && s.caseRef === 'Case 10.31')).toBe(true);
  });
  it('Case 10.82: fire from a moving vehicle or animal −25', () => expect(final({ movingVehicleOrAnimal: true }, {})).toBe(35));
  it('Case 13.24: an Enemy SMG costs −15; an Enemy pistol, rifle or carbine nothing', () => {
    expect(final({ weapon: 'submachinegun', usingEnemyWeapon: true }, { range: 5 })).toBe(45 - 15);
    expect(final({ usingEnemyWeapon: true }, {})).toBe(60);
    expect(final({ weapon: 'carbine', usingEnemyWeapon: true }, {})).toBe(60);
  });
  it('Case 36.36: target in water and firer out, or vice-versa, −20', () => {
    expect(final({}, { inWater: true })).toBe(40);
    expect(final({ inWater: true }, {})).toBe(40);
    expect(final({ inWater: true }, { inWater: true })).toBe(60);
  });
  it('Case 10.82: target moving −10; aiming +10; target on tank −8', () => {
    expect(final({}, { moving: true })).toBe(50);
    expect(final({ aiming: true }, {})).toBe(70);
    expect(final({}, { onTankOrInApc: true })).toBe(52);
  });
  it('Case 10.32 / 7.39: the target’s terrain and the apertures the fire passes through', () => {
    expect(final({}, { terrain: 'woods' })).toBe(52);
    expect(final({}, { terrain: 'trench', apertures: ['window'] })).toBe(60 - 9 - 15);
  });
  it('Case 9.33: 76 → 38 — a seriously wounded firer halves, after all other modifiers, rounding down', () => {
    // Braced rifle at 0–1 is 85; a target in a trench −9: 76; seriously wounded: 38.
    const b = chance({ weapon: 'rifle', prone: true, wounds: { endurance: 9, woundPoints: 5 } }, { range: 1, terrain: 'trench' }).chance.breakdown;
    expect(b.final).toBe(38);
    const kinds = b.steps.map((s) => s.kind);
    expect(kinds.slice(-2)).toEqual(['multiply', 'round']);
    expect(b.steps.at(-3)).toMatchObject({ value: 76 });
  });
  it('Case 9.33 before the Case 10.83 ceiling: an aimed pistol at 1 by a seriously wounded man is (90 + 10) × .5 = 50', () => {
    const c = chance({ aiming: true, wounds: { endurance: 9, woundPoints: 5 } }, { range: 1 }).chance;
    expect([c.breakdown.final, c.killBreakdown.final]).toEqual([50, 8]);
  });
  it('Case 10.83 note: Hit Percentage never exceeds 90% (aimed pistol at 1: 100 → 90)', () => {
    const b = chance({ aiming: true }, { range: 1 }).chance.breakdown;
    expect(b.final).toBe(90);
    expect(b.steps.at(-1)).toMatchObject({ kind: 'clamp', caseRef: 'Case 10.83' });
  });
  it('Case 10.24: a positive number modified to zero or below is treated as 01', () => {
    // Pistol at 25 (35), prone −12, rough −10, flush −10, on tank −8: −5 → 01.
    const b = chance({}, { range: 25, prone: true, terrain: 'rough', flushAgainstWall: true, onTankOrInApc: true }).chance.breakdown;
    expect(b.final).toBe(1);
    expect(b.steps.at(-1)).toMatchObject({ kind: 'clamp', caseRef: 'Case 10.24' });
  });
  it('Case 10.23 / 10.24: a zero or negative table entry prohibits fire unless modified to a positive number', () => {
    expect(errorOf({ weapon: 'submachinegun' }, { range: 35 })).toBe('fire/no-chance'); // hand-held 31–40 is 0
    expect(chance({ weapon: 'submachinegun', aiming: true }, { range: 35 }).chance.breakdown.final).toBe(10);
    expect(errorOf({ weapon: 'carbine' }, { range: 60 })).toBe('fire/no-chance'); // −5
    expect(chance({ weapon: 'carbine', aiming: true }, { range: 60 }).chance.breakdown.final).toBe(5);
  });
});

describe('Case 10.83 Kill Percentage', () => {
  const kill = (f: Partial<Firer>, t: Partial<ResolvableTarget>) => chance(f, t).chance.killBreakdown;
  it('Case 10.83: pistol at 5 (60) kills on 10 or less; at 25 (35) on 05', () => {
    expect(kill({}, {}).final).toBe(10);
    expect(kill({}, { range: 25 }).final).toBe(5);
  });
  it('Case 10.83: the row is read from the modified number (prone: 48 → 08)', () => expect(kill({}, { prone: true }).final).toBe(8));
  it('Section 10.0: no kill at a modified 5% or less', () => {
    expect(kill({ weapon: 'carbine', aiming: true }, { range: 60 }).final).toBe(0);
    expect(kill({}, { range: 25, prone: true, terrain: 'rough', flushAgainstWall: true, onTankOrInApc: true }).final).toBe(0);
  });
  it('Case 10.83 note: "Kill Percentage may exceed 14%" — the parenthesised rows read the number before the 90% ceiling', () => {
    const k = kill({ aiming: true }, { range: 1 });
    expect(k.final).toBe(16); // modified 100 → row (96-101)
    expect(k.steps.some((s) => s.kind === 'note' && /exceed 14%/.test(s.label))).toBe(true);
    expect(kill({}, { range: 1 }).final).toBe(15); // 90 → row (90-95)
  });
  it('Case 9.33 before Case 10.83: the kill row comes from the halved number (76 → 38 → 06)', () => {
    expect(kill({ weapon: 'rifle', prone: true, wounds: { endurance: 9, woundPoints: 5 } }, { range: 1, terrain: 'trench' }).final).toBe(6);
  });
});

describe('Case 5.22 / 10.16 / 9.21 fire Task Point cost', () => {
  const cost = (f: Partial<Firer>, entering = false) => {
    const r = fireTaskCost(firer(f), { enteringFirersSquare: entering });
    return isRuleError(r) ? r.code : r.final;
  };
  it('Case 5.22: pistol 7 (variant), rifle 13, semi-automatic 15, automatic 18', () => {
    expect([cost({}), cost({ weapon: 'rifle' }), cost({ weapon: 'semi-automatic-rifle' }), cost({ weapon: 'submachinegun' })]).toEqual([7, 13, 15, 18]);
  });
  it('Case 10.16: double at an Enemy entering the firer’s square; Case 9.21: double again when seriously wounded', () => {
    expect(cost({}, true)).toBe(14);
    expect(cost({ wounds: { endurance: 9, woundPoints: 5 } })).toBe(14);
    expect(cost({ wounds: { endurance: 9, woundPoints: 5 } }, true)).toBe(28);
  });
  it('Case 6.44: no more than his Task Points', () => {
    expect(cost({ weapon: 'rifle', taskPointsRemaining: 12 })).toBe('fire/insufficient-task-points');
  });
  it('Case 10.82: aiming expends all remaining Task Points', () => {
    expect(cost({ weapon: 'rifle', aiming: true, taskPointsRemaining: 41 })).toBe(41);
    expect(cost({ weapon: 'rifle', aiming: true, taskPointsRemaining: 10 })).toBe('fire/insufficient-task-points');
  });
});

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
