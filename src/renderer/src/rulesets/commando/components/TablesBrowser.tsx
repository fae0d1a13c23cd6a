import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TableOverrideInfo } from '@shared/contract/catalogue';
import type { UmpireClient } from '../../../api/client';
import { OVERRIDE_SOURCE } from '@shared/kernel/provenance';
import { COMMANDO_TABLE_IDS, DEFAULT_COMMANDO_TABLES, tableTitle, type CommandoTableId, type TableOverride } from '@shared/rulesets/commando/tables/index';
import { cellsOf, type ChartCell } from '@shared/rulesets/commando/tables/table';
import { cellName, sameCell, tablesWith, typedValue, type CellRef } from './table-overrides-model';
import { CHARTS_READ_DIRECTLY } from '@shared/rulesets/commando/engine/game-tables';

type Source = 'campaign' | 'game';

export interface TablesBrowserProps {
  /** The umpire's client: with it the campaign's overrides are shown and set (issue 21). */
  readonly client?: Pick<UmpireClient, 'call'>;
  /** The open game's overrides, recorded when it was started (the umpire view's `tableOverrides`). */
  readonly recorded?: readonly TableOverride[];
  readonly initialTable?: CommandoTableId;
  readonly initialSource?: Source;
}

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Every Commando chart with its provenance: printed values plain, variant
 * and house values marked, with their source and rationale on hover. A
 * campaign's own value (a club's printed chart, issue 21) is marked
 * "campaign override"; the umpire sets or clears one for games started from
 * now on, and sees the values the open game was started with.
 */
export function TablesBrowser({ client, recorded = [], initialTable = COMMANDO_TABLE_IDS[0]!, initialSource = 'campaign' }: TablesBrowserProps) {
  const [tableId, setTableId] = useState<CommandoTableId>(initialTable);
  const [onlyNonPrinted, setOnlyNonPrinted] = useState(false);
  const [source, setSource] = useState<Source>(initialSource);
  const [campaign, setCampaign] = useState<readonly TableOverrideInfo[]>([]);
  const [editing, setEditing] = useState<CellRef>();
  const [value, setValue] = useState('');
  const [rationale, setRationale] = useState('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string }>();

  const reload = useCallback(() => {
    if (!client) return;
    client.call('listTableOverrides', {}).then(setCampaign, (e: unknown) => setMessage({ kind: 'error', text: `Could not list the campaign's overrides: ${errorText(e)}` }));
  }, [client]);
  useEffect(reload, [reload]);

  const overrides = source === 'game' ? recorded : campaign;
  const { tables, problems } = useMemo(() => tablesWith(overrides), [overrides]);
  const rows = useMemo(() => groupRows(cellsOf(tableId, tables[tableId])), [tableId, tables]);
  const fields = useMemo(() => [...new Set(rows.flatMap((r) => r.cells.map((c) => c.field ?? 'value')))], [rows]);
  const shown = onlyNonPrinted ? rows.filter((r) => r.cells.some((c) => c.cell.provenance.kind !== 'printed')) : rows;
  // Ruling TO5: a chart the engine still reads as printed takes no campaign value (the host would refuse it).
  const readDirectly = CHARTS_READ_DIRECTLY.has(tableId);
  const canEdit = client !== undefined && source === 'campaign' && !readDirectly;
  const editedCell = editing && rows.flatMap((r) => r.cells).find((c) => sameCell({ table: tableId, key: c.key, field: c.field }, editing));
  const editedOverride = editing && campaign.find((o) => sameCell(o, editing));
  const chartOwn = editing && cellsOf(tableId, DEFAULT_COMMANDO_TABLES[tableId]).find((c) => sameCell({ table: tableId, key: c.key, field: c.field }, editing))?.cell;

  const pick = (c: ChartCell) => {
    const ref = { table: tableId, key: c.key, field: c.field };
    const o = campaign.find((x) => sameCell(x, ref));
    setEditing(ref);
    setValue(String(c.cell.value));
    setRationale(o?.rationale ?? '');
    setMessage(undefined);
  };
  const save = () => {
    if (!client || !editing || !editedCell) return;
    if (rationale.trim() === '') return setMessage({ kind: 'error', text: 'Give a one-line rationale (where the value comes from).' });
    client.call('setTableOverride', { ...editing, value: typedValue(editedCell.cell.value, value), rationale: rationale.trim() }).then(
      (o) => [reload(), setMessage({ kind: 'ok', text: `${cellName(o)} is ${String(o.value)} for games started from now on.` })],
      (e: unknown) => setMessage({ kind: 'error', text: errorText(e) }),
    );
  };
  const clear = () => {
    if (!client || !editing) return;
    client.call('deleteTableOverride', editing).then(
      () => [reload(), setEditing(undefined), setMessage({ kind: 'ok', text: `${cellName(editing)} is the chart's own value again for games started from now on.` })],
      (e: unknown) => setMessage({ kind: 'error', text: errorText(e) }),
    );
  };

  return (
    <div className="tables-browser" data-testid="tables-browser">
      <label>
        Chart
        <select value={tableId} onChange={(e) => [setTableId(e.target.value as CommandoTableId), setEditing(undefined)]} data-testid="table-select">
          {COMMANDO_TABLE_IDS.map((id) => (
            <option key={id} value={id}>
              {tableTitle(id)}
            </option>
          ))}
        </select>
      </label>
      <label>
        Values
        <select value={source} onChange={(e) => [setSource(e.target.value as Source), setEditing(undefined)]} data-testid="table-source">
          <option value="campaign">The campaign’s (games started from now on)</option>
          <option value="game">This game’s (recorded when it was started)</option>
        </select>
      </label>
      <label className="toggle">
        <input type="checkbox" checked={onlyNonPrinted} onChange={(e) => setOnlyNonPrinted(e.target.checked)} /> Only values that are not printed
      </label>
      <p className="hint" data-testid="override-count">
        {source === 'game'
          ? `This game was started with ${recorded.length} campaign override${recorded.length === 1 ? '' : 's'}; it keeps them whatever the campaign’s are now.`
          : `${campaign.length} campaign override${campaign.length === 1 ? '' : 's'}.${canEdit ? ' Pick a cell to enter the printed value your club’s chart gives; it applies to games started from now on.' : ''}`}
      </p>
      {readDirectly && source === 'campaign' && (
        <p className="hint" data-testid="override-not-played">
          Sightline still plays this chart as printed: a campaign value for it would not reach play, so none is taken (ruling TO5).
        </p>
      )}
      {problems.length > 0 && (
        <p className="error" role="alert">
          These overrides no longer fit the charts: {problems.join('; ')}
        </p>
      )}
      {canEdit && editing && editedCell && (
        <form className="override-editor" data-testid="override-editor" onSubmit={(e) => [e.preventDefault(), save()]}>
          <h4>Campaign value for {cellName(editing)}</h4>
          <p className="hint">
            The chart gives {String(chartOwn?.value)} ({chartOwn?.provenance.kind}). A campaign value applies to games started from now on; a game keeps the values it was started with.
          </p>
          <label>
            Value
            <input value={value} onChange={(e) => setValue(e.target.value)} data-testid="override-value" />
          </label>
          <label>
            Rationale
            <input value={rationale} onChange={(e) => setRationale(e.target.value)} placeholder="e.g. our printed chart, 1979 edition" data-testid="override-rationale" />
          </label>
          <button type="submit" data-testid="override-save">
            Set campaign value
          </button>
          {editedOverride && (
            <button type="button" onClick={clear} data-testid="override-clear">
              Clear campaign value
            </button>
          )}
          <button type="button" onClick={() => setEditing(undefined)}>
            Close
          </button>
        </form>
      )}
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
                const override = p.source === OVERRIDE_SOURCE;
                const selected = editing !== undefined && sameCell(editing, { table: tableId, key: c.key, field: c.field });
                return (
                  <td
                    key={f}
                    className={`${p.kind}${override ? ' override' : ''}${selected ? ' selected' : ''}`}
                    title={override ? `${OVERRIDE_SOURCE} — ${p.rationale ?? ''}` : `${p.source}${p.rationale ? ` — ${p.rationale}` : ''}`}
                    data-testid={`cell-${c.key}-${f}`}
                    {...(canEdit ? { onClick: () => pick(c), role: 'button', tabIndex: 0, onKeyDown: (e: { key: string }) => e.key === 'Enter' && pick(c) } : {})}
                  >
                    {String(c.cell.value)}
                    {p.kind !== 'printed' && <span className={`prov ${p.kind}`}>{override ? OVERRIDE_SOURCE : p.kind}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {message && (
        <p className={message.kind === 'error' ? 'error' : 'ok'} role={message.kind === 'error' ? 'alert' : 'status'} data-testid="override-message">
          {message.text}
        </p>
      )}
    </div>
  );
}

function groupRows(cells: readonly ChartCell[]): { key: string; cells: ChartCell[] }[] {
  const out = new Map<string, ChartCell[]>();
  for (const c of cells) out.set(c.key, [...(out.get(c.key) ?? []), c]);
  return [...out].map(([key, cs]) => ({ key, cells: cs }));
}
