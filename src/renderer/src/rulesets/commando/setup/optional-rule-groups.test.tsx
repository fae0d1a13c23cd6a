import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { OPTIONAL_RULES } from '@shared/rulesets/commando/model/optional-rules';
import { builtSuggestedValues, ruleChoiceGroups } from './optional-rule-groups';
import { OptionalRulesChoice } from './OptionalRulesChoice';
import { optionalRuleChoices, suggestedRules } from './scenario-labels';

// Case 41.41 (Raid on Son Tay) suggests Searchlights (33.0) and Thump Guns (21.0): the suggested group, then the rest.
const sonTay = suggestedRules({
  optionalRules: {
    suggested: [
      { section: 33, case: '41.41', text: 'North Vietnamese: Searchlights' },
      { section: 21, case: '41.41', text: 'US Commandos: Thump Guns' },
      { section: 21, case: '41.42', text: 'Thump Guns again' },
    ],
    necessary: [],
  },
});
const choices = [
  { section: 21, title: 'Thump Guns', built: true, value: '21' },
  { section: 22, title: 'Mines', built: true, value: '22' },
  { section: 33, title: 'Searchlights', built: false, value: '33' },
  { section: 35, title: 'Climbing', built: false, value: '35' },
];

describe("the new game's Optional Rules, the scenario's suggested ones first (Case 38.23, Case 3x.41)", () => {
  it('puts the suggested Sections first, in Section order, each with the Cases that suggest it; the others after', () => {
    const g = ruleChoiceGroups(choices, sonTay);
    expect(g.suggested.map((l) => [l.choice.value, l.why, l.note])).toEqual([
      ['21', ['Case 41.41: US Commandos: Thump Guns', 'Case 41.42: Thump Guns again'], ''],
      ['33', ['Case 41.41: North Vietnamese: Searchlights'], 'not built yet'],
    ]);
    expect(g.others.map((l) => [l.choice.value, l.why, l.note])).toEqual([
      ['22', [], ''],
      ['35', [], 'not built yet'],
    ]);
    expect(builtSuggestedValues(g)).toEqual(['21']);
  });

  it('follows the registry: a Section marked built becomes tickable with no other change', () => {
    const searchlightsBuilt = choices.map((c) => (c.section === 33 ? { ...c, built: true } : c));
    const g = ruleChoiceGroups(searchlightsBuilt, sonTay);
    expect(g.suggested.find((l) => l.choice.value === '33')?.note).toBe('');
    expect(builtSuggestedValues(g)).toEqual(['21', '33']);
    // The registry's own choices: every built Section is tickable, every other one "not built yet".
    const real = ruleChoiceGroups(optionalRuleChoices(), []);
    expect(real.others).toHaveLength(OPTIONAL_RULES.length);
    for (const l of real.others) expect(l.note).toBe(l.choice.built ? '' : 'not built yet');
  });

  it('a scenario that suggests nothing lists every Section among the others', () => {
    const g = ruleChoiceGroups(choices, []);
    expect(g.suggested).toEqual([]);
    expect(g.others.map((l) => l.choice.value)).toEqual(['21', '22', '33', '35']);
  });

  it('draws a tick box per rule: built ones enabled, unbuilt ones disabled and "not built yet"; a chosen one ticked', () => {
    const html = renderToStaticMarkup(<OptionalRulesChoice groups={ruleChoiceGroups(choices, sonTay)} chosen={['21']} onToggle={() => undefined} onTickSuggested={() => undefined} />);
    const box = (value: string) => html.match(new RegExp(`<input[^>]*data-testid="optional-rule-${value}"[^>]*>`))?.[0] ?? '';
    expect(box('21')).toContain('checked=""');
    expect(box('21')).not.toContain('disabled');
    expect(box('22')).not.toContain('checked');
    expect(box('33')).toContain('disabled=""');
    expect(box('35')).toContain('disabled=""');
    expect(html).toContain('Suggested by the scenario');
    expect(html).toMatch(/Section 33\.0 Searchlights<span class="badge">suggested<\/span><span class="small not-built"> — not built yet/);
    expect(html).toContain('Case 41.41: North Vietnamese: Searchlights');
    // 21 is ticked already: the button has nothing left to tick.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="tick-suggested"/);
    // The suggested group comes before the others.
    expect(html.indexOf('optional-rule-33')).toBeLessThan(html.indexOf('optional-rule-22'));
  });
});
