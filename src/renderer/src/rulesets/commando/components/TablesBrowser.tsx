import { useMemo, useState } from 'react';
import { COMMANDO_TABLE_IDS, DEFAULT_COMMANDO_TABLES, tableTitle, type CommandoTableId, type CommandoTables } from '@shared/rulesets/commando/tables/index';
import { cellsOf, type ChartCell } from '@shared/rulesets/commando/tables/table';

/**
 * Every Commando chart with its provenance: printed values plain, variant
 * and house values marked, with their source and rationale on hover.
 */
export function TablesBrowser({ tables = DEFAULT_COMMANDO_TABLES }: { tables?: CommandoTables }) {
  const [tableId, setTableId] = useState<CommandoTableId>(COMMANDO_TABLE_IDS[0]!);
  const [onlyNonPrinted, setOnlyNonPrinted] = useState(false);
  const rows = useMemo(() => groupRows(cellsOf(tableId, tables[tableId])), [tableId, tables]);
  const fields = useMemo(() => [...new Set(rows.flatMap((r) => r.cells.map((c) => c.field ?? 'value')))], [rows]);
  const shown = onlyNonPrinted ? rows.filter((r) => r.cells.some((c) => c.cell.provenance.kind !== 'printed')) : rows;

  return (
    <div className="tables-browser" data-testid="tables-browser">
      <label>
        Chart
        <select value={tableId} onChange={(e) => setTableId(e.target.value as CommandoTableId)} data-testid="table-select">
          {COMMANDO_TABLE_IDS.map((id) => (
            <option key={id} value={id}>
              {tableTitle(id)}
            </option>
          ))}
        </select>
      </label>
      <label className="toggle">
        <input type="checkbox" checked={onlyNonPrinted} onChange={(e) => setOnlyNonPrinted(e.target.checked)} /> Only values that are not printed
      </label>
      <table className="chart">
        <thead>
          <tr>
            <th />
            {fields.map((f) => (
              <th key={f}>{f}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((r) => (
            <tr key={r.key}>
              <th>{r.key}</th>
              {fields.map((f) => {
                const c = r.cells.find((x) => (x.field ?? 'value') === f);
                if (!c) return <td key={f} />;
                const p = c.cell.provenance;
                return (
                  <td key={f} className={p.kind} title={`${p.source}${p.rationale ? ` — ${p.rationale}` : ''}`}>
                    {String(c.cell.value)}
                    {p.kind !== 'printed' && <span className={`prov ${p.kind}`}>{p.kind}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function groupRows(cells: readonly ChartCell[]): { key: string; cells: ChartCell[] }[] {
  const out = new Map<string, ChartCell[]>();
  for (const c of cells) out.set(c.key, [...(out.get(c.key) ?? []), c]);
  return [...out].map(([key, cs]) => ({ key, cells: cs }));
}
