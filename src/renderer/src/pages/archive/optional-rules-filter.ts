/**
 * The archive's filter by the Optional Rules a game was played with (issue
 * 22): each rule the archive holds can be left alone, required ("with") or
 * excluded ("without"); the host answers with an index lookup per rule
 * (src/main/db/queries/results.ts). Pure, tested without a DOM.
 */
import type { ArchiveEntryInfo, ArchiveFilterInput } from '@shared/contract/api';

export type RuleUse = '' | 'used' | 'unused';

/** Rule ("22") → how the filter takes it; a rule left out, or '', is either. */
export type RuleUses = Readonly<Record<string, RuleUse>>;

/** The host's `optionalRules` filter, or nothing when every rule is left alone. */
export function optionalRulesFilter(uses: RuleUses | undefined): Pick<ArchiveFilterInput, 'optionalRules'> {
  const pick = (use: RuleUse) =>
    Object.entries(uses ?? {})
      .filter(([, u]) => u === use)
      .map(([r]) => r)
      .sort();
  const used = pick('used');
  const unused = pick('unused');
  if (used.length === 0 && unused.length === 0) return {};
  return { optionalRules: { ...(used.length ? { used } : {}), ...(unused.length ? { unused } : {}) } };
}

/** Every rule some finished game was played with, in order: what the filter offers. */
export function rulesOf(entries: readonly ArchiveEntryInfo[]): string[] {
  return [...new Set(entries.flatMap((e) => e.optionalRules))].sort();
}

/** "Section 22.0 Mines" when the ruleset names it, else "Section 22.0". */
export function ruleLabel(rule: string, title?: (rule: string) => string | undefined): string {
  const name = title?.(rule);
  return `Section ${Number(rule)}.0${name ? ` ${name}` : ''}`;
}

/** "Sections 21.0, 22.0" / "Section 22.0" / "none", for a game's row. */
export function optionalRulesLine(rules: readonly string[]): string {
  if (rules.length === 0) return 'none';
  return `Section${rules.length > 1 ? 's' : ''} ${rules.map((r) => `${Number(r)}.0`).join(', ')}`;
}
