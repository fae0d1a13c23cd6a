import { describe, expect, it } from 'vitest';
import type { ArchiveEntryInfo } from '@shared/contract/api';
import { archiveFilter, EMPTY_FILTER } from './archive-model';
import { optionalRulesFilter, optionalRulesLine, ruleLabel, rulesOf } from './optional-rules-filter';

const entry = (gameId: string, optionalRules: string[]) => ({ gameId, optionalRules }) as unknown as ArchiveEntryInfo;

describe('the archive filter by Optional Rules (issue 22)', () => {
  it('sends only the rules set to "with" or "without", sorted; nothing when all are left alone', () => {
    expect(optionalRulesFilter({ '22': 'used', '18': 'used', '31': 'unused', '21': '' })).toEqual({ optionalRules: { used: ['18', '22'], unused: ['31'] } });
    expect(optionalRulesFilter({ '31': 'unused' })).toEqual({ optionalRules: { unused: ['31'] } });
    expect(optionalRulesFilter({ '21': '' })).toEqual({});
    expect(optionalRulesFilter(undefined)).toEqual({});
  });

  it('offers every rule a finished game was played with, once each, in Section order', () => {
    expect(rulesOf([entry('g1', ['22', '31']), entry('g2', []), entry('g3', ['18', '22'])])).toEqual(['18', '22', '31']);
    expect(rulesOf([])).toEqual([]);
  });

  it('names a rule by its Section, with the ruleset\'s title when it has one', () => {
    expect(ruleLabel('22', (r) => (r === '22' ? 'Mines' : undefined))).toBe('Section 22.0 Mines');
    expect(ruleLabel('07')).toBe('Section 7.0');
    expect(optionalRulesLine(['21', '22'])).toBe('Sections 21.0, 22.0');
    expect(optionalRulesLine(['22'])).toBe('Section 22.0');
    expect(optionalRulesLine([])).toBe('none');
  });

  it('joins the rest of the archive filter', () => {
    expect(archiveFilter({ ...EMPTY_FILTER, scenarioId: 's', rules: { '22': 'used' } })).toEqual({ scenarioId: 's', optionalRules: { used: ['22'] } });
    expect(archiveFilter({ ...EMPTY_FILTER, rules: { '22': '' } })).toEqual({});
  });
});
