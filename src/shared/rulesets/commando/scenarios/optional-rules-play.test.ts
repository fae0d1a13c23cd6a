import { describe, expect, it } from 'vitest';
import { builtOptionalRules } from '../model/optional-rules';
import { canStart } from './load-scenario';
import { withNecessaryRules } from './setup-game';
import { loadBundled } from './special/test-support/bundled';
import { playPolicyTurn, PolicyRng, startedScenario } from './special/test-support/random-play';

/**
 * Issue 22 acceptance: every bundled scenario that can start (Case 38.23),
 * with each of its suggested Optional Rules that Sightline plays switched on
 * — one at a time, and all together — plays 20 Game-Turns under a seeded
 * scripted policy (test-support/random-play.ts) without a rule error: every
 * command the policy draws from `legalActions` is taken by `decide`, and
 * every Phase can be advanced. A scenario none of whose suggested rules is
 * built plays once with none. The rule lists come from the registry
 * (model/optional-rules.ts), so a Section marked built joins these runs.
 */
const SCENARIOS = [
  ['39-raid-on-entebbe.json', 'j'],
  ['40-vaagso-island.json', 'd'],
  ['41-raid-on-son-tay.json', 'a'],
  ['42-hejaz-railway.json', 'm'],
  ['43-passchendaele-trench-raid.json', 'l'],
  ['44-lippe-river-bridgehead.json', 'f'],
  ['45-bruneval-radar-station.json', 'b'],
  ['46-skorzeny-to-the-rescue.json', 'c'],
  ['47-commando-front-line-action.json', 'e'],
  ['48-great-oilfield-raid.json', 'g'],
  ['49-streetfighting-in-europe.json', 'h'],
  ['50-army-group-center-hq.json', 'k'],
] as const;

const TURNS = 20;
const two = (n: number) => String(n).padStart(2, '0');

/** The rule sets a scenario runs with: each built suggested rule alone, then all of them (once when there is one), or none. */
function ruleSets(suggested: readonly number[]): string[][] {
  const built = builtOptionalRules();
  const rules = [...new Set(suggested)].filter((s) => built.has(s)).sort((a, b) => a - b).map(two);
  if (rules.length === 0) return [[]];
  // Section 33.0 General Rule: Searchlights come with Climbing (Section 35.0).
  const withClimbing = (set: string[]): string[] => (set.includes('33') && !set.includes('35') ? [...set, '35'].sort() : set);
  return (rules.length === 1 ? [rules] : [...rules.map((r) => [r]), rules]).map(withClimbing);
}

describe('Case 38.23, issue 22: every scenario that starts, with its suggested Optional Rules on, plays 20 Game-Turns without a rule error', () => {
  for (const [file, letter] of SCENARIOS) {
    it(`${file}`, async () => {
      const loaded = await loadBundled(file, letter);
      const { scenario } = loaded;
      if (!canStart(scenario).ok) return; // Its necessary Optional Rules are not built yet (Case 38.23): it cannot start.
      for (const rules of ruleSets(scenario.optionalRules.suggested.map((r) => r.section))) {
        const run = startedScenario(file, loaded, rules, 22);
        const rng = new PolicyRng(22 + Number(rules.join('') || 0));
        const at = () => `${file} with Optional Rules [${rules.join(', ')}], Game-Turn ${run.play.state.turn}, ${run.play.state.phase}`;
        try {
          for (let t = 0; t < TURNS && !run.play.ended; t++) playPolicyTurn(run, rng);
        } catch (e) {
          throw new Error(`${at()}: ${(e as Error).message}`, { cause: e });
        }
        // Case 38.23: the necessary Optional Rules are in use beside the chosen ones (Scenario 49: Sections 17 and 35).
        expect(run.play.state.scenario?.optionalRules, at()).toEqual(withNecessaryRules(scenario, rules));
        // It played: 20 Game-Turns, or the game ended by its victory conditions before.
        expect(run.play.ended || run.play.state.turn > TURNS, at()).toBe(true);
        expect(run.commandsByType.get('task/begin') ?? 0, `${at()}: no man ever acted`).toBeGreaterThan(0);
        // Section 33.0 played, not only switched on: the allotted searchlights (Case 41.41) placed, manned and turned (Case 33.14).
        if (rules.includes('33') && run.play.state.searchlights?.allotments) {
          for (const c of ['setup/place-searchlight', 'setup/man-searchlight', 'searchlight/turn']) expect(run.commandsByType.get(c) ?? 0, `${at()}: no ${c}`).toBeGreaterThan(0);
        }
        // Section 32.0 likewise: the allotted guard dogs (Case 40.41) are placed with their handler (Case 32.11).
        if (rules.includes('32') && run.play.state.guardDogs?.allotments) expect(run.commandsByType.get('setup/place-dog') ?? 0, `${at()}: no dog placed`).toBeGreaterThan(0);
        // Section 34.0 likewise: the allotted hand-fired flares (Case 45.41) are fired.
        if (rules.includes('34')) expect(run.commandsByType.get('task/fire-flare') ?? 0, `${at()}: no flare fired`).toBeGreaterThan(0);
      }
    }, 60_000);
  }

  it('Case 49.42: Streetfighting in Europe starts with Flamethrowers and Climbing in use, though neither was ticked', async () => {
    const loaded = await loadBundled('49-streetfighting-in-europe.json', 'h');
    expect(canStart(loaded.scenario).ok).toBe(true);
    const run = startedScenario('49-streetfighting-in-europe.json', loaded, [], 49);
    expect(run.play.state.scenario?.optionalRules).toEqual(['17', '35']);
  });
});
