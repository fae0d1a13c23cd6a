import { describe, expect, it } from 'vitest';
import { installedSpecialRules } from '../engine/special-rules';
import { isSpecialRuleId, PLAYED_SPECIAL_RULES as PLAYED, SPECIAL_RULE_PLUGINS, specialRule, specialRulesByHand as byHandOf, SPECIAL_RULES } from './special-rules';

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
    expect(specialRulesByHand(['entebbe-hostages', 'agc-role-playing'])).toEqual([{ id: 'agc-role-playing', title: SPECIAL_RULES.find((r) => r.id === 'agc-role-playing')!.title }]);
  });
});

// Vite's static glob (vitest transforms it); typed here as the shared tests have no vite types.
declare global {
  interface ImportMeta {
    glob<T>(pattern: string, options: { eager: true; import: 'default' }): Record<string, T>;
  }
}

describe('special-rule plug-ins (engine/special-rules.ts)', () => {
  const bundled = import.meta.glob<{ specialRules?: { id: string }[] }>('../../../../../assets/scenarios/*.json', { eager: true, import: 'default' });

  it('every special-rule id of a bundled scenario is played by an installed plug-in or listed for the umpire by hand', () => {
    const played = new Set(installedSpecialRules().flatMap((p) => p.ids));
    expect(Object.keys(bundled).length).toBeGreaterThanOrEqual(12);
    for (const [file, scenario] of Object.entries(bundled)) {
      for (const { id } of scenario.specialRules ?? []) {
        expect(played.has(id) || byHandOf([id]).length === 1, `${file}: ${id}`).toBe(true);
      }
    }
  });

  it('installs one plug-in per scenario at the entry; every id it plays is registered, every id the umpire is told is played has one', () => {
    expect(installedSpecialRules()).toEqual(SPECIAL_RULE_PLUGINS);
    for (const p of SPECIAL_RULE_PLUGINS) for (const id of p.ids) expect(isSpecialRuleId(id), `${p.name}: ${id}`).toBe(true);
    for (const id of PLAYED) expect(SPECIAL_RULE_PLUGINS.some((p) => p.ids.includes(id)), id).toBe(true);
  });
});
