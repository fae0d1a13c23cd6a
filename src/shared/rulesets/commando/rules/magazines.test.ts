import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { isRuleError } from '../../../kernel/rule-error';
import { magazineCheckNumber, reload, rollMagazineCheck } from './magazines';
import { WEAPON_CLASS_IDS } from '../tables/weapons';

describe('Case 10.6 magazine checks', () => {
  it('Case 10.62: 1D10 at or under the number unloads the weapon (SMG 2: 2 unloads, 3 does not)', () => {
    expect(rollMagazineCheck('submachinegun', new ScriptedDice(d10(2)))).toMatchObject({ unloaded: true, checkNumber: 2 });
    const c = rollMagazineCheck('submachinegun', new ScriptedDice(d10(3)));
    expect(c).toMatchObject({ unloaded: false });
    expect(c!.text).toMatch(/^Case 10\.62 magazine check: 1D10 = 3 /);
  });
  it('Case 10.62: the die is asked for with its purpose', () => {
    const dice = new ScriptedDice(d10(7));
    rollMagazineCheck('automatic-rifle', dice);
    expect(dice.requests[0]).toMatchObject({ die: 'd10', purpose: 'Case 10.62 magazine check: roll 1D10' });
  });
  it('Case 10.61: "No" never unloads and rolls nothing (pistol, printed)', () => {
    const dice = new ScriptedDice([]);
    expect(rollMagazineCheck('pistol', dice)).toBeUndefined();
    expect(magazineCheckNumber('pistol')).toBeUndefined();
  });
  it('Case 17.15: a flamethrower never makes a magazine check', () => {
    expect(magazineCheckNumber('flamethrower')).toBeUndefined();
  });
  it('Case 10.64: every multi-fire weapon (save the flamethrower) has a magazine check', () => {
    // house consistency: the checks exist for the weapons Case 10.64 has in mind
    for (const w of WEAPON_CLASS_IDS) {
      if (w === 'flamethrower') continue;
      if (['machine-pistol', 'submachinegun', 'automatic-rifle', 'semi-automatic-rifle', 'machinegun'].includes(w)) expect(magazineCheckNumber(w), w).toBeGreaterThan(0);
    }
  });
});

describe('Case 10.63 reloading', () => {
  const man = { endurance: 13, woundPoints: 0, taskPointsRemaining: 50 };
  it('Case 10.63: reloading costs the chart’s reload cost (25, variant)', () => {
    const r = reload('submachinegun', false, man);
    expect(isRuleError(r) ? r : [r.cost.final, r.taskPointsRemaining]).toEqual([25, 25]);
  });
  it('Case 9.21: a seriously wounded man pays double (50)', () => {
    const r = reload('submachinegun', false, { ...man, woundPoints: 7 });
    expect(isRuleError(r) ? r : r.cost.final).toBe(50);
  });
  it('Case 6.44: not with too few Task Points; Case 10.63: not a loaded weapon; Case 9.22: not incapacitated', () => {
    expect((reload('submachinegun', false, { ...man, taskPointsRemaining: 24 }) as { code: string }).code).toBe('reload/insufficient-task-points');
    expect((reload('submachinegun', true, man) as { code: string }).code).toBe('reload/already-loaded');
    expect((reload('submachinegun', false, { ...man, woundPoints: 13 }) as { code: string }).code).toBe('reload/cannot-act');
  });
});
