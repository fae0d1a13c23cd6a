import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { isRuleError } from '../../../kernel/rule-error';
import { firingRow, type Firer, type ResolvableTarget } from './fire-chance';
import { resolveFire } from './fire-combat';
import { chance, errorOf, firer, target } from './test-support/fire';

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
