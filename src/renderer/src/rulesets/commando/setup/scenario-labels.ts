/**
 * Words for the scenario setup screen, as pure functions so they are tested
 * without a DOM: each scenario's heading and facts (Section, map letter
 * (Case 7.12), era, sides), why one cannot start (the necessary Optional
 * Rules not built yet, Case 38.23), the Optional Rules the scenario suggests
 * (its Case 3x.41), and the newGame parameters from the form.
 */
import type { NewGameInput, ScenarioSummaryInfo } from '@shared/contract/api';
import { OPTIONAL_RULES, type OptionalRule } from '@shared/rulesets/commando/model/optional-rules';

/** The rulesets the Games screen can filter by, with their names. */
export const RULESET_NAMES: Readonly<Record<string, string>> = { commando: 'Commando (SPI 1979)', skirmish: 'Modern skirmish (1989)' };
export type RulesetFilter = 'all' | keyof typeof RULESET_NAMES;

/** The scenarios of one ruleset, or all of them. */
export function scenariosOf<T extends Pick<ScenarioSummaryInfo, 'ruleset'>>(list: readonly T[], filter: RulesetFilter): T[] {
  return filter === 'all' ? [...list] : list.filter((s) => s.ruleset === filter);
}

/** "Modern skirmish (1989) · VIETNAM ('62/3-'75/6) · table Paddy and treeline · hidden set-up · 8 bounds · U.S. patrol (9 figures) v N.V.A. patrol (9 figures)". */
function skirmishFacts(s: ScenarioSummaryInfo): string {
  const k = s.skirmish;
  if (!k) return RULESET_NAMES['skirmish']!;
  const parts = [RULESET_NAMES['skirmish']!, k.conflict, `table ${k.tableName}`, `${k.setUp} set-up`, `${k.bounds} bounds`];
  parts.push(k.sides.map((x) => `${x.name} (${x.figures} ${x.figures === 1 ? 'figure' : 'figures'})`).join(' v '));
  if (!s.bundled) parts.push("the campaign's own");
  return parts.join(' · ');
}

/** The words over a scenario that cannot be started (Commando's refer to Case 38.23), and what leads into its reasons. */
export function blockedHeading(s: Pick<ScenarioSummaryInfo, 'ruleset'>): { readonly title: string; readonly lead: string } {
  return s.ruleset === 'skirmish' ? { title: 'Cannot be started here yet.', lead: '' } : { title: 'Cannot be played yet (Case 38.23).', lead: ' It needs:' };
}

export function scenarioHeading(s: Pick<ScenarioSummaryInfo, 'section' | 'title'>): string {
  return s.section !== null ? `Section ${s.section}.0 · ${s.title}` : s.title;
}

/** Case 38.21 Mode; "no Mode" where the scenario has none (Case 42.43). */
function modeWord(mode: string): string {
  return mode === 'none' ? 'no Mode' : mode;
}

/** "Map A (Case 7.12) · Modern · Israeli Commandos (commando, 10 men) v Ugandan Sentries (defending, 20 men)". */
export function scenarioFacts(s: ScenarioSummaryInfo): string {
  if (s.ruleset === 'skirmish') return skirmishFacts(s);
  const parts: string[] = [];
  parts.push(s.mapLetter ? `Map ${s.mapLetter}` : 'no map letter');
  if (s.era) parts.push(s.era);
  if (s.sides.length) parts.push(s.sides.map((x) => `${x.name} (${modeWord(x.mode)}, ${x.numberOfMen} ${x.numberOfMen === 1 ? 'man' : 'men'})`).join(' v '));
  if (!s.bundled) parts.push("the campaign's own");
  return parts.join(' · ');
}

/** "Section 23.0 Tanks — necessary by Case 47.42". */
export function missingRuleLines(s: Pick<ScenarioSummaryInfo, 'missingOptionalRules'>): string[] {
  return s.missingOptionalRules.map((m) => `Section ${m.section}.0 ${m.title} — necessary by Case ${m.case}`);
}

/**
 * Why the scenario cannot start, in lines: the missing Optional Rules first,
 * then any other problem the host reported that is not about them.
 */
export function blockingReasons(s: ScenarioSummaryInfo): string[] {
  if (s.canStart) return [];
  const rules = missingRuleLines(s);
  const others = s.problems.filter((p) => !s.missingOptionalRules.some((m) => p.includes(`Section ${m.section}.0`)));
  const lines = [...rules, ...others];
  return lines.length ? lines : ['The host says this scenario cannot start, without a reason.'];
}

export interface SuggestedRule {
  readonly section: number;
  readonly case: string;
  readonly text: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The scenario file's suggested Optional Rules (Case 3x.41), read defensively from getScenario's file. */
export function suggestedRules(file: Readonly<Record<string, unknown>> | undefined): SuggestedRule[] {
  const rules = file?.['optionalRules'];
  if (!isRecord(rules) || !Array.isArray(rules['suggested'])) return [];
  const out: SuggestedRule[] = [];
  for (const r of rules['suggested'] as unknown[]) {
    if (!isRecord(r) || typeof r['section'] !== 'number') continue;
    out.push({ section: r['section'], case: typeof r['case'] === 'string' ? r['case'] : '', text: typeof r['text'] === 'string' ? r['text'] : '' });
  }
  return out;
}

export interface OptionalRuleChoice {
  readonly section: number;
  readonly title: string;
  /** Only Optional Rules the engine plays can be chosen (Case 38.23: never played without them). */
  readonly built: boolean;
  /** The form value: the Section as two digits ("21"). */
  readonly value: string;
}

export function optionalRuleChoices(rules: readonly OptionalRule[] = OPTIONAL_RULES): OptionalRuleChoice[] {
  return rules.map((r) => ({ section: r.section, title: r.title, built: r.built, value: String(r.section).padStart(2, '0') }));
}

export interface SetupForm {
  readonly endurance: 'standard' | 'rolled';
  readonly diceMode: 'seeded' | 'physical';
  readonly optionalRules: readonly string[];
}

export const DEFAULT_SETUP: SetupForm = { endurance: 'standard', diceMode: 'seeded', optionalRules: [] };

/** newGame's parameters; unbuilt Optional Rules are dropped (the form cannot tick them, but a stale choice must not slip through). */
export function newGameParams(scenarioId: string, form: SetupForm, choices: readonly OptionalRuleChoice[] = optionalRuleChoices()): NewGameInput {
  const built = new Set(choices.filter((c) => c.built).map((c) => c.value));
  const optionalRules = [...new Set(form.optionalRules)].filter((r) => built.has(r)).sort();
  return { scenarioId, endurance: form.endurance, diceMode: form.diceMode, optionalRules };
}
