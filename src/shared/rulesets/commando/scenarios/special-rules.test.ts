import { describe, expect, it } from 'vitest';
import { isSpecialRuleId, specialRule, SPECIAL_RULES } from './special-rules';

describe('special-rule registry (Case 38.23 Special Rules)', () => {
  it('has unique, stable, hyphenated ids, each used by a scenario Section 39–50', () => {
    const ids = SPECIAL_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of SPECIAL_RULES) {
      expect(r.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.sections.length).toBeGreaterThan(0);
      for (const s of r.sections) expect(s >= 39 && s <= 50).toBe(true);
    }
  });

  it('holds the modules the brief names', () => {
    for (const id of ['entebbe-hostages', 'hejaz-train', 'passchendaele-fixed-machineguns', 'passchendaele-preservation-prone', 'lippe-bridge-detonator']) {
      expect(isSpecialRuleId(id)).toBe(true);
    }
    expect(specialRule('lippe-bridge-detonator')?.sections).toEqual([44]);
    expect(isSpecialRuleId('nope')).toBe(false);
  });
});

describe('special rules the umpire applies by hand (Case 38.23)', () => {
  it('lists every registered rule the engine does not play, and none it does', async () => {
    const { PLAYED_SPECIAL_RULES, SPECIAL_RULES, specialRulesByHand } = await import('./special-rules');
    for (const id of PLAYED_SPECIAL_RULES) expect(SPECIAL_RULES.some((r) => r.id === id), id).toBe(true);
    expect(specialRulesByHand(['entebbe-hostages', 'hejaz-mule'])).toEqual([{ id: 'hejaz-mule', title: SPECIAL_RULES.find((r) => r.id === 'hejaz-mule')!.title }]);
  });
});
