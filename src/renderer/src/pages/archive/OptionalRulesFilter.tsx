import '../../optional-rules.css';
import { ruleLabel, type RuleUse, type RuleUses } from './optional-rules-filter';

/**
 * One select a rule in the archive's filter: any game, games played with it,
 * or games played without it (issue 22). Offers the rules the archive holds.
 */
export function OptionalRulesFilter({ rules, uses, title, onChange }: { rules: readonly string[]; uses: RuleUses | undefined; title?: (rule: string) => string | undefined; onChange: (uses: RuleUses) => void }) {
  if (rules.length === 0) return null;
  return (
    <fieldset className="rule-filter" data-testid="archive-rule-filter">
      <legend>Optional Rules used</legend>
      {rules.map((r) => (
        <label key={r}>
          {ruleLabel(r, title)}
          <select value={uses?.[r] ?? ''} onChange={(e) => onChange({ ...uses, [r]: e.target.value as RuleUse })} data-testid={`archive-rule-${r}`}>
            <option value="">either</option>
            <option value="used">with it</option>
            <option value="unused">without it</option>
          </select>
        </label>
      ))}
    </fieldset>
  );
}
