import type { UmpireView } from '@shared/rulesets/commando/view/view';

/**
 * The Cases the umpire applies by hand, shown at the moment they bear on the game
 * (view/reminders.ts: Case 41.7 ruling ST3, Case 8.93 ruling TS23, Case 38.56 ruling TS22).
 * The umpire's console only: a side never receives them.
 */
export function UmpireReminders({ view }: { view: UmpireView }) {
  const reminders = view.reminders ?? [];
  if (reminders.length === 0) return null;
  return (
    <aside className="umpire-reminders" aria-label="Reminders for the umpire" data-testid="umpire-reminders">
      <h3>By hand now</h3>
      <ul>
        {reminders.map((r) => (
          <li key={r.id} data-testid={`reminder-${r.id}`}>
            {r.text}{' '}
            <span className="case">
              {r.caseRef}, ruling {r.ruling}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
