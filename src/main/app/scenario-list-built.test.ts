import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builtOptionalRules } from '@shared/rulesets/commando/model/optional-rules';
import type { JsonObject } from '../db/json';
import { readBundledCatalogue, resolveAssetDirs } from './catalogue';
import { summarize } from './game-manager';

const repoAssets = resolve(fileURLToPath(new URL('../../../assets', import.meta.url)));

/** Scenario 47's bundled file as the campaign keeps it (a scenario row). */
function frontLineRecord() {
  const entry = readBundledCatalogue(resolveAssetDirs({ override: repoAssets })).scenarios.find((s) => s.scenario.section === 47)!;
  return { id: entry.id, campaignId: null, ruleset: 'commando', name: entry.scenario.title, bundled: true, createdAt: '', updatedAt: '', scenario: entry.file as JsonObject };
}

describe('Case 38.23: the Games screen lists Scenario 47 by what the engine plays', () => {
  it('with every Section it needs built (23, 24, 26, 28), lists it as startable with nothing missing', () => {
    for (const n of [23, 24, 26, 28]) expect(builtOptionalRules().has(n)).toBe(true);
    expect(summarize(frontLineRecord())).toMatchObject({ section: 47, title: 'Commando Front-Line Action', canStart: true, missingOptionalRules: [], problems: [] });
  });

  it('given a built set without Sections 23, 24, 26 and 28, refuses it, naming each missing Section and the Case that needs it', () => {
    const missing = [23, 24, 26, 28];
    const built = new Set([...builtOptionalRules()].filter((n) => !missing.includes(n)));
    const listed = summarize(frontLineRecord(), built);
    expect(listed.canStart).toBe(false);
    expect(listed.missingOptionalRules.map((m) => m.section)).toEqual(missing);
    const names: Record<number, string> = { 23: 'Section 23.0 Tanks', 24: 'Section 24.0 Armored Personnel Carriers (APCs)', 26: 'Section 26.0 Rocket Launchers', 28: 'Section 28.0 Artillery and Mortar Fire' };
    // What the list shows under the scenario: each Section by its title, with the Case that needs it (scenario-labels.ts).
    expect(listed.missingOptionalRules.map((m) => `Section ${m.section}.0 ${m.title} — necessary by Case ${m.case}`)).toEqual(missing.map((n) => `${names[n]} — necessary by Case 47.42`));
    expect(listed.problems).toEqual(missing.map((n) => `Case 47.42 makes ${names[n]} necessary (Case 38.23), and Sightline does not play it yet`));
  });
});
