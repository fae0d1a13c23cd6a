/**
 * The new game's Optional Rules (Sections 17.0–36.0) in two groups: those
 * the chosen scenario suggests (its Case 3x.41, with the Case and the
 * scenario's words for each), then every other Section. Each is tickable
 * only when Sightline plays it (the registry's `built`, model/optional-rules.ts);
 * an unbuilt one is listed, disabled, "not built yet". Pure, so it is tested
 * without a DOM; the registry decides, so a Section marked built appears
 * tickable here with no change to this file.
 */
import type { OptionalRuleChoice, SuggestedRule } from './scenario-labels';

export interface RuleChoiceLine {
  readonly choice: OptionalRuleChoice;
  /** The scenario's Cases suggesting it, with their words ("Case 39.41: Israelis: Thump Guns"); empty for a rule not suggested. */
  readonly why: readonly string[];
  /** What stands after the title: "" for a tickable rule, "not built yet" for one Sightline does not play. */
  readonly note: string;
}

export interface RuleChoiceGroups {
  readonly suggested: readonly RuleChoiceLine[];
  readonly others: readonly RuleChoiceLine[];
}

function whyLine(r: SuggestedRule): string {
  const head = r.case ? `Case ${r.case}` : 'The scenario';
  return r.text ? `${head}: ${r.text}` : head;
}

/** The choices split by the scenario's suggestions, each group in Section order; a Section the scenario names twice is one line with both Cases. */
export function ruleChoiceGroups(choices: readonly OptionalRuleChoice[], suggested: readonly SuggestedRule[]): RuleChoiceGroups {
  const line = (choice: OptionalRuleChoice): RuleChoiceLine => ({
    choice,
    why: [...new Set(suggested.filter((r) => r.section === choice.section).map(whyLine))],
    note: choice.built ? '' : 'not built yet',
  });
  const bySection = [...choices].sort((a, b) => a.section - b.section);
  const named = new Set(suggested.map((r) => r.section));
  return {
    suggested: bySection.filter((c) => named.has(c.section)).map(line),
    others: bySection.filter((c) => !named.has(c.section)).map(line),
  };
}

/** The suggested rules Sightline plays, as form values: what "Tick the suggested rules" ticks. */
export function builtSuggestedValues(groups: RuleChoiceGroups): string[] {
  return groups.suggested.filter((l) => l.choice.built).map((l) => l.choice.value);
}

