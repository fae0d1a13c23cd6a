import type { Breakdown } from '@shared/kernel/breakdown';
import { OVERRIDE_SOURCE, type Provenance } from '@shared/kernel/provenance';

/** A campaign's own value says so: a club's printed value is not mistaken for our reconstruction (issue 21). */
const provLabel = (p: Provenance): string => (p.source === OVERRIDE_SOURCE ? `${p.kind} · ${OVERRIDE_SOURCE}` : p.kind);

/**
 * A resolution card: base value and its table cell, each modifier with its
 * Case, rounding and clamp, the final value. Non-printed values are marked,
 * so nobody mistakes a house value for the chart.
 */
export function BreakdownCard({ breakdown, unit = '', testId }: { breakdown: Breakdown; unit?: string; testId?: string }) {
  return (
    <div className="card" data-testid={testId}>
      <div className="card-title">{breakdown.what}</div>
      <table>
        <tbody>
          {breakdown.steps.map((s, i) => (
            <tr key={i} className={`step ${s.kind}`}>
              <td className="label">
                {s.label}
                {s.provenance && s.provenance.kind !== 'printed' && (
                  <span className={`prov ${s.provenance.kind}`} title={`${s.provenance.source}${s.provenance.rationale ? ` — ${s.provenance.rationale}` : ''}`}>
                    {provLabel(s.provenance)}
                  </span>
                )}
              </td>
              <td className="case">{s.caseRef}</td>
              <td className="num">{s.kind === 'modifier' && s.amount !== undefined ? (s.amount >= 0 ? `+${s.amount}` : s.amount) : s.kind === 'multiply' ? `×${s.amount}` : ''}</td>
              <td className="num">
                {s.value}
                {unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="card-final">
        = {breakdown.final}
        {unit}
      </div>
    </div>
  );
}
