import { useState } from 'react';
import type { SkirmishLegalActions } from '@shared/rulesets/skirmish/engine/legal-actions';

type Action = SkirmishLegalActions['actions'][number];

const GROUP_NAMES: Readonly<Record<string, string>> = {
  'bound/advance': 'The bound',
  'spot/check': 'Spotting checks',
  'reaction/roll': 'Reaction rolls',
  'mines/walk': 'Mine encounters',
  'fire/group': 'Group fire',
  'fire/aimed': 'Aimed fire',
  'fire/he': 'H.E. and grenades',
  'fire/launcher': 'Launchers',
  'close-combat/fight': 'Close combat',
  'damage/roll': 'Wound rolls',
  'motivation/apply': 'Motivation',
};

/** A few buttons are shown bare; more get a filter, so every one stays reachable at phone size. */
const FILTER_FROM = 12;

/** The actions grouped by kind, in the engine's order, each group with its count. */
export function groupActions(actions: readonly Action[], filter: string): { type: string; name: string; items: { action: Action; index: number }[] }[] {
  const q = filter.trim().toLowerCase();
  const groups = new Map<string, { action: Action; index: number }[]>();
  actions.forEach((action, index) => {
    if (q && !action.label.toLowerCase().includes(q)) return;
    const t = action.command.type;
    groups.set(t, [...(groups.get(t) ?? []), { action, index }]);
  });
  return [...groups].map(([type, items]) => ({ type, name: GROUP_NAMES[type] ?? type, items }));
}

/**
 * Every legal action of the step (engine/legal-actions.ts), none cut off:
 * grouped by kind, with a filter once there are many (the Spotting step
 * offers a check for every observer and enemy in sight).
 */
export function StepActions({ actions, onRun }: { actions: readonly Action[]; onRun: (a: Action) => void }) {
  const [filter, setFilter] = useState('');
  const groups = groupActions(actions, filter);
  const shown = groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <div className="skirmish-step-actions" data-testid="skirmish-actions" data-actions={actions.length}>
      {actions.length > FILTER_FROM && (
        <label className="skirmish-action-filter">
          Find{' '}
          <input type="search" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="a name, a unit…" data-testid="skirmish-action-filter" />{' '}
          <span className="muted">
            {shown} of {actions.length}
          </span>
        </label>
      )}
      {groups.map((g) => (
        <div key={g.type} className="skirmish-action-group" role="group" aria-label={g.name}>
          {groups.length > 1 && (
            <h3>
              {g.name} <span className="muted">({g.items.length})</span>
            </h3>
          )}
          <div className="skirmish-actions">
            {g.items.map(({ action, index }) => (
              <button key={index} className="tool small" onClick={() => onRun(action)} data-testid={`skirmish-action-${action.command.type}`}>
                {action.label}
              </button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
