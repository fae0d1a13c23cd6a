import '../../../optional-rules.css';
import { builtSuggestedValues, type RuleChoiceGroups, type RuleChoiceLine } from './optional-rule-groups';

/**
 * The new game's Optional Rules (Sections 17.0–36.0): first those the
 * scenario suggests (its Case 3x.41, with the scenario's words), then the
 * others. A Section Sightline plays is a tick box; one it does not is shown
 * disabled, "not built yet" (Case 38.23: never played without it).
 */
export function OptionalRulesChoice({ groups, chosen, onToggle, onTickSuggested }: { groups: RuleChoiceGroups; chosen: readonly string[]; onToggle: (value: string, on: boolean) => void; onTickSuggested: () => void }) {
  const tickable = builtSuggestedValues(groups);
  const line = (l: RuleChoiceLine, suggested: boolean) => (
    <label key={l.choice.section} className={`rule-choice ${l.choice.built ? '' : 'muted'}`} data-testid={`rule-line-${l.choice.value}`}>
      <input type="checkbox" disabled={!l.choice.built} checked={l.choice.built && chosen.includes(l.choice.value)} onChange={(e) => onToggle(l.choice.value, e.target.checked)} data-testid={`optional-rule-${l.choice.value}`} />
      <span>
        Section {l.choice.section}.0 {l.choice.title}
        {suggested ? <span className="badge">suggested</span> : null}
        {l.note ? <span className="small not-built"> — {l.note}</span> : null}
        {l.why.map((w) => (
          <span key={w} className="small muted rule-why">
            {w}
          </span>
        ))}
      </span>
    </label>
  );
  return (
    <fieldset data-testid="optional-rules">
      <legend>Optional Rules (Sections 17.0–36.0)</legend>
      {groups.suggested.length > 0 ? (
        <>
          <div className="rule-group-head">
            <b>Suggested by the scenario</b>
            {tickable.length > 0 && (
              <button type="button" className="tool small" disabled={tickable.every((v) => chosen.includes(v))} onClick={onTickSuggested} data-testid="tick-suggested">
                Tick the suggested rules Sightline plays
              </button>
            )}
          </div>
          <div className="rule-choices suggested" data-testid="suggested-rules">
            {groups.suggested.map((l) => line(l, true))}
          </div>
          <div className="rule-group-head">
            <b>Other Optional Rules</b>
          </div>
        </>
      ) : (
        <p className="hint">The scenario suggests no Optional Rules; any Sightline plays may be added.</p>
      )}
      <div className="rule-choices" data-testid="other-rules">
        {groups.others.map((l) => line(l, false))}
      </div>
    </fieldset>
  );
}
