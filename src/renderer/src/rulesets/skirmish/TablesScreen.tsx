import { useCallback, useEffect, useRef, useState } from 'react';
import type { TableSummaryInfo } from '@shared/contract/api';
import { formatTableError, parseTable, tableToFile, type SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { blankTable } from '@shared/rulesets/skirmish/model/edit/new-features';
import type { UmpireClient } from '../../api/client';
import { TableEditor } from './TableEditor';

const errorText = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The file name an exported table gets: its name in lower case, dashes for the rest. */
export const exportName = (t: SkirmishTable): string => `${t.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'table'}.table.json`;

/**
 * The Tables screen of the umpire console: the skirmish tables of the
 * campaign (the bundled ones read-only: saving one makes a campaign copy),
 * opened into the table editor; save to the campaign database, import and
 * export as JSON files.
 */
export function TablesScreen({ client }: { client: UmpireClient }) {
  const [tables, setTables] = useState<readonly TableSummaryInfo[]>([]);
  const [choice, setChoice] = useState('');
  const [open, setOpen] = useState<{ table: SkirmishTable; savedId: string | undefined; key: number }>(() => ({ table: blankTable('new-table', 'New table'), savedId: undefined, key: 0 }));
  const [notice, setNotice] = useState<string>();
  const [error, setError] = useState<string>();
  const current = useRef(open.table);
  const onTableChange = useCallback((t: SkirmishTable) => {
    current.current = t;
  }, []);

  const refresh = useCallback(() => {
    client.call('listTables', {}).then(setTables, (e: unknown) => setError(`Could not list the tables: ${errorText(e)}`));
  }, [client]);
  useEffect(refresh, [refresh]);

  const load = (table: SkirmishTable, savedId: string | undefined, note: string) => {
    current.current = table;
    setOpen((o) => ({ table, savedId, key: o.key + 1 }));
    setError(undefined);
    setNotice(note);
  };

  const openTable = async (id: string) => {
    try {
      const detail = await client.call('getTable', { id });
      const r = parseTable(detail.file);
      if (!r.ok) return setError(`Table ${id} does not read: ${r.errors.map(formatTableError).join('; ')}`);
      load(r.table, detail.bundled ? id : detail.id, `Opened "${detail.name}"${detail.bundled ? ' (bundled, read-only: saving makes a campaign copy)' : ''}.`);
    } catch (e) {
      setError(`Could not open ${id}: ${errorText(e)}`);
    }
  };

  const save = async () => {
    try {
      const outcome = await client.call('saveTable', { ...(open.savedId ? { id: open.savedId } : {}), file: tableToFile(current.current) as unknown as Record<string, unknown> });
      if (!outcome.ok) return setError(`The table was not saved: ${outcome.errors.map((e) => `${e.where}, ${e.field}: ${e.message}`).join('; ')}`);
      setOpen((o) => ({ ...o, savedId: outcome.table.id }));
      setError(undefined);
      setNotice(outcome.copiedFrom ? `The bundled table is read-only: saved as a campaign copy, "${outcome.table.name}".` : `Saved "${outcome.table.name}" in the campaign.`);
      setChoice(outcome.table.id);
      refresh();
    } catch (e) {
      setError(`Could not save: ${errorText(e)}`);
    }
  };

  const importFile = async (file: File) => {
    let json: unknown;
    try {
      json = JSON.parse(await file.text()) as unknown;
    } catch (e) {
      return setError(`${file.name} is not JSON: ${errorText(e)}`);
    }
    const r = parseTable(json);
    if (!r.ok) return setError(`${file.name} was refused: ${r.errors.map(formatTableError).join('; ')}`);
    load(r.table, undefined, `Imported ${file.name}; save it to keep it in the campaign.`);
  };

  const exportFile = () => {
    const t = current.current;
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(tableToFile(t), null, 2)}\n`], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = exportName(t);
    a.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    setNotice(`Exported ${exportName(t)}.`);
  };

  const remove = async () => {
    const t = tables.find((x) => x.id === choice);
    if (!t || t.bundled || !window.confirm(`Delete the campaign table "${t.name}"?`)) return;
    try {
      await client.call('deleteTable', { id: t.id });
      setNotice(`Deleted "${t.name}".`);
      if (open.savedId === t.id) setOpen((o) => ({ ...o, savedId: undefined }));
      refresh();
    } catch (e) {
      setError(`Could not delete: ${errorText(e)}`);
    }
  };

  const chosen = tables.find((t) => t.id === choice);
  const fileBar = (
    <section aria-label="Table file" className="table-file">
      <label className="ed-field">
        Tables of this campaign
        <select value={choice} onChange={(e) => setChoice(e.target.value)} data-testid="table-choice">
          <option value="">— choose a table —</option>
          {tables.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
              {t.bundled ? ' · bundled, read-only' : ''}
            </option>
          ))}
        </select>
      </label>
      {chosen?.provenance.note && <p className="provenance-note">{chosen.provenance.note}</p>}
      <div className="ed-row">
        <button className="tool small" disabled={!choice} onClick={() => void openTable(choice)} data-testid="open-table">
          Open
        </button>
        <button className="tool small" onClick={() => load(blankTable('new-table', 'New table'), undefined, 'A new 72″×48″ table.')} data-testid="new-table">
          New
        </button>
        <button className="tool small primary-ish" onClick={() => void save()} data-testid="save-table">
          Save
        </button>
        <button className="tool small" disabled={!chosen || chosen.bundled} onClick={() => void remove()}>
          Delete
        </button>
      </div>
      <div className="ed-row">
        <label className="tool small file-label">
          Import…
          <input type="file" accept="application/json,.json" hidden onChange={(e) => e.target.files?.[0] && void importFile(e.target.files[0])} data-testid="import-table" />
        </label>
        <button className="tool small" onClick={exportFile} data-testid="export-table">
          Export
        </button>
      </div>
      {notice && (
        <p className="notice" role="status" data-testid="table-notice">
          {notice}
        </p>
      )}
      {error && (
        <p className="error" role="alert" data-testid="table-file-error">
          {error}
        </p>
      )}
    </section>
  );

  return <TableEditor initial={open.table} loadKey={open.key} onTableChange={onTableChange} fileBar={fileBar} />;
}
