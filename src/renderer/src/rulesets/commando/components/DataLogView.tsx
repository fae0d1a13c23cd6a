import type { DataLog } from '@shared/rulesets/commando/view/data-log';
import { chartWeaponName } from '@shared/rulesets/commando/view/log/names';

/** The Data Log of Case 38.1, on screen and printable (only the log is printed). */
export function DataLogView({ log, scenarioName, turn }: { log: DataLog; scenarioName: string; turn: number }) {
  return (
    <section className="data-log print-area" data-testid={`data-log-${log.side.id}`}>
      <div className="data-log-head">
        <h2>
          Data Log — {log.side.name} <span className="muted small">(Case 38.1)</span>
        </h2>
        <button className="no-print" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p className="small">
        {scenarioName} · Turn {turn} · Preservation Condition: {log.preservationCondition} (Case 15.1) · Combat modifications: {log.combatModifications} (Case 38.14)
      </p>
      <table className="chart">
        <thead>
          <tr>
            <th>Man</th>
            <th>Endurance / Incapacitation (38.12)</th>
            <th>Wounds</th>
            <th>Condition</th>
            <th>Weapons and equipment (38.13)</th>
            <th>Panic %</th>
            <th>Notes (38.15)</th>
          </tr>
        </thead>
        <tbody>
          {log.lines.map((l) => (
            <tr key={l.manId}>
              <th>
                {l.manId} {l.name}
              </th>
              <td>
                {l.endurance} / {l.incapacitationRange[0]}–{l.incapacitationRange[1]}
              </td>
              <td>{l.woundPoints}</td>
              <td>
                {l.condition}
                {l.posture === 'prone' ? ', prone' : ''}
              </td>
              <td>{[...l.weapons.map(chartWeaponName), ...(l.equipment ?? [])].join(', ')}</td>
              <td>{l.panicPercentage ?? '—'}</td>
              <td>{l.opportunityFire ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
