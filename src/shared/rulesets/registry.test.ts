import { describe, expect, it } from 'vitest';
import { loadScenario } from './commando/scenarios/load-scenario';
import { commandoRuleset, DEFAULT_RULESET_ID, findRuleset, rulesetIds, rulesetOfFile, skirmishRuleset } from './index';

describe('the registry of rulesets: "ruleset" in scenario and game files', () => {
  it('finds Commando by id, and for a file that names no ruleset (written before there were several)', () => {
    expect(rulesetIds()).toContain('commando');
    expect(findRuleset('commando')).toBe(commandoRuleset);
    expect(DEFAULT_RULESET_ID).toBe('commando');
    expect(rulesetOfFile({ ruleset: 'commando' })).toEqual({ ok: true, value: commandoRuleset });
    expect(rulesetOfFile({ id: 'old-file' })).toEqual({ ok: true, value: commandoRuleset });
  });

  it('finds the modern skirmish ruleset by id (issue 18)', () => {
    expect(rulesetIds()).toEqual(['commando', 'skirmish']);
    expect(findRuleset('skirmish')).toBe(skirmishRuleset);
    expect(rulesetOfFile({ ruleset: 'skirmish' })).toEqual({ ok: true, value: skirmishRuleset });
  });

  it('refuses a file naming a ruleset this Sightline does not know, naming it and the ones it knows', () => {
    expect(rulesetOfFile({ ruleset: 'skirmish-1989' })).toEqual({ ok: false, error: expect.stringContaining('ruleset "skirmish-1989" is not one this Sightline knows (it knows: commando, skirmish)') });
    expect(rulesetOfFile({ ruleset: 7 })).toMatchObject({ ok: false, error: expect.stringContaining('ruleset 7') });
  });

  it("Commando's scenario schema reads a file without \"ruleset\" as Commando's and names a foreign one in its error", () => {
    const file = { ruleset: 'commando', version: 1 };
    const { ruleset: _ruleset, ...withoutRuleset } = file;
    expect(commandoRuleset.scenarioSchema.safeParse(withoutRuleset).error?.issues.some((i) => i.path[0] === 'ruleset')).toBe(false);
    const foreign = loadScenario({ ...file, ruleset: 'skirmish-1989' }, 'foreign.json');
    expect(foreign.ok).toBe(false);
    expect(!foreign.ok && foreign.errors.find((e) => e.path === 'ruleset')?.message).toBe('ruleset "skirmish-1989" is not Commando; this file is not a Commando scenario');
  });
});
