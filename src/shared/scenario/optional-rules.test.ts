import { describe, expect, it } from 'vitest';
import { builtOptionalRules, describeOptionalRule, missingOptionalRules, OPTIONAL_RULES } from './optional-rules';
import type { Scenario } from './scenario-schema';

describe('Optional Rules, Sections 17.0–36.0 (Case 38.23)', () => {
  it('lists every Optional Rule Section once, 17 to 36; Section 20.0 Barbed Wire is built', () => {
    expect(OPTIONAL_RULES.map((r) => r.section)).toEqual(Array.from({ length: 20 }, (_, i) => 17 + i));
    expect(builtOptionalRules().has(20)).toBe(true);
    expect(builtOptionalRules().has(19)).toBe(false);
    expect(describeOptionalRule(36)).toBe('Section 36.0 Underwater Operations');
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
    expect(missingOptionalRules(scenario).map((m) => m.section)).toEqual([23, 28]);
  });
});
