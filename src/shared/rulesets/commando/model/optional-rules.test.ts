import { describe, expect, it } from 'vitest';
import { builtOptionalRules, describeOptionalRule, missingOptionalRules, OPTIONAL_RULES } from './optional-rules';
import type { Scenario } from './scenario-schema';

describe('Optional Rules, Sections 17.0–36.0 (Case 38.23)', () => {
  it('lists every Optional Rule Section once, 17 to 36; Section 20.0 Barbed Wire is built', () => {
    expect(OPTIONAL_RULES.map((r) => r.section)).toEqual(Array.from({ length: 20 }, (_, i) => 17 + i));
    expect(builtOptionalRules().has(20)).toBe(true);
    expect(describeOptionalRule(36)).toBe('Section 36.0 Underwater Operations');
  });

  it('Section 19.0 Horses and Camels is built: every Case played, Cases 19.34 and 20.14–20.15 with it (docs/rulings/horses.md, HC1–HC23)', () => {
    expect(builtOptionalRules().has(19)).toBe(true);
  });

  it('Section 17.0 Flamethrowers is built: every Case played (docs/rulings/flamethrowers.md, FL1–FL13)', () => {
    expect(builtOptionalRules().has(17)).toBe(true);
  });

  it('Section 22.0 Mines is built: Cases 22.1–22.3 played, Case 22.4 anti-tank mines laid but never set off by men (Case 22.41)', () => {
    expect(builtOptionalRules().has(22)).toBe(true);
    const mines = OPTIONAL_RULES.find((r) => r.section === 22)!;
    expect(Object.keys(mines.parts)).toEqual(['22.1', '22.2', '22.3', '22.4']);
    expect(mines.parts['22.4']).toMatch(/never set off by men/);
  });

  it('Section 31.0 Electrified Wire is built (Cases 31.1–31.25, rulings EW1–EW9)', () => {
    expect(builtOptionalRules().has(31)).toBe(true);
  });

  it('Section 32.0 Guard Dogs is built: every Case played, Case 32.16\'s "must be moved" held by the umpire (docs/rulings/guard-dogs.md, GD9)', () => {
    expect(builtOptionalRules().has(32)).toBe(true);
  });

  it('Sections 18.0 Rifle Grenades and 21.0 Thump Guns are built (docs/rulings/rifle-grenades.md, thump-guns.md)', () => {
    expect(builtOptionalRules().has(18)).toBe(true);
    expect(builtOptionalRules().has(21)).toBe(true);
  });

  it('Section 33.0 Searchlights is built: every Case played or the umpire\'s with a ruling (docs/rulings/searchlights.md)', () => {
    expect(builtOptionalRules().has(33)).toBe(true);
  });

  it('Section 35.0 Climbing is built: every Case played or the umpire\'s with a ruling (docs/rulings/climbing.md)', () => {
    expect(builtOptionalRules().has(35)).toBe(true);
  });

  it('Section 34.0 Illumination Devices is built: every Case played, the star shell\'s artillery fire Section 28.0\'s or the umpire\'s (docs/rulings/illumination.md, IL7)', () => {
    expect(builtOptionalRules().has(34)).toBe(true);
  });

  it('Sections 25.0, 26.0, 27.0 and 28.0 are built: every Case played, Table 26.5/26.6\'s consequences too (docs/rulings/artillery.md AR15–AR19; SC12, AT6, AR10)', () => {
    for (const s of [25, 26, 27, 28]) expect(builtOptionalRules().has(s)).toBe(true);
  });

  it('Sections 23.0, 24.0, 29.0 and 30.0 (the vehicles) are built: every Case played (docs/rulings/vehicles.md, VH1–VH68)', () => {
    for (const s of [23, 24, 29, 30]) expect(builtOptionalRules().has(s)).toBe(true);
  });

  it('Case 38.23 (issue 22): the registry reports all twenty Sections built', () => {
    expect([...builtOptionalRules()].sort((a, b) => a - b)).toEqual(OPTIONAL_RULES.map((r) => r.section));
  });

  it('Case 38.23: only necessary rules are missing, each once, with the Case that needs it', () => {
    const scenario = {
      optionalRules: {
        suggestedCase: '47.41',
        necessaryCase: '47.42',
        suggested: [{ section: 22, case: '47.41' }],
        necessary: [
          { section: 23, case: '47.42' },
          { section: 23, case: '47.42' },
          { section: 28, case: '47.42' },
        ],
      },
    } as unknown as Scenario;
    expect(missingOptionalRules(scenario, [28])).toEqual([{ section: 23, title: 'Tanks', case: '47.42' }]);
    expect(missingOptionalRules(scenario, new Set([23, 28]))).toEqual([]);
    expect(missingOptionalRules(scenario)).toEqual([]);
  });
});
