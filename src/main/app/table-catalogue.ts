/**
 * Skirmish tables for the umpire API (docs/skirmish-tables.md): the bundled
 * tables (`assets/tables/*.json`, read-only, in the packaged app
 * `<resourcesPath>/tables`) and the campaign's own. A campaign's tables are
 * rows of the `maps` store: it keeps any board file as JSON, and a table
 * file says `"kind": "skirmish-table"`, which tells it from a Commando map
 * (GameManager's map methods skip such rows). No migration was needed.
 * Every file is checked with the table model before it is stored; a faulty
 * one is refused with its faults naming the feature and field.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { SaveTableOutcome, TableDetailInfo, TableSummaryInfo } from '@shared/contract/api';
import { formatTableError, parseTable, tableToFile, type SkirmishTable } from '@shared/rulesets/skirmish/model/table-model';
import { NotFoundError } from '../db/errors';
import type { JsonObject } from '../db/json';
import type { MapRecord } from '../db/queries/maps';
import type { Repositories } from '../db/repositories/index';
import { HostError } from '../host/game-host';
import { BundledAssetError, type AssetDirs } from './catalogue';
import { jsonSafe } from './campaign-persistence';

export const TABLE_KIND = 'skirmish-table';

export interface BundledTableEntry {
  readonly id: string;
  readonly fileName: string;
  readonly file: Record<string, unknown>;
  readonly table: SkirmishTable;
}

/** The bundled tables sit beside the bundled maps: `assets/tables`, or `<resourcesPath>/tables`. */
export const tablesDirOf = (dirs: AssetDirs): string => join(dirname(dirs.maps), 'tables');

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a stored board file is a skirmish table (not a Commando map). */
export const isTableFile = (file: Readonly<Record<string, unknown>>): boolean => file['kind'] === TABLE_KIND;

/** Reads and checks every bundled table; a malformed one throws, naming the file and every fault. */
export function readBundledTables(dir: string): BundledTableEntry[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new BundledAssetError('tables/', [`(folder): the bundled skirmish tables are missing from ${dir}`]);
  const out: BundledTableEntry[] = [];
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) {
    const fileName = `tables/${name}`;
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, name), 'utf8')) as unknown;
    } catch (e) {
      throw new BundledAssetError(fileName, [`(file): not valid JSON: ${e instanceof Error ? e.message : String(e)}`]);
    }
    if (!isRecord(raw)) throw new BundledAssetError(fileName, ['(file): must be a JSON object']);
    const parsed = parseTable(raw);
    if (!parsed.ok) throw new BundledAssetError(fileName, parsed.errors.map(formatTableError));
    if (out.some((t) => t.id === parsed.table.id)) throw new BundledAssetError(fileName, [`id: "${parsed.table.id}" is used by another bundled table`]);
    out.push({ id: parsed.table.id, fileName, file: raw, table: parsed.table });
  }
  return out;
}

const summary = (t: SkirmishTable, bundled: boolean, updatedAt: string | null): TableSummaryInfo => ({
  id: t.id,
  name: t.name,
  bundled,
  width: t.width,
  height: t.height,
  provenance: { kind: t.provenance.kind, note: t.provenance.note },
  updatedAt,
});

export class TableCatalogue {
  constructor(
    private readonly repos: Repositories,
    private readonly campaignId: string,
    private readonly bundled: () => readonly BundledTableEntry[],
  ) {}

  listTables(): TableSummaryInfo[] {
    const own = this.repos.maps
      .list(this.campaignId)
      .map((row) => this.repos.maps.get(row.id))
      .filter((r): r is MapRecord => r !== null && isTableFile(r.map))
      .map((r) => this.campaignSummary(r));
    return [...this.bundled().map((b) => summary(b.table, true, null)), ...own];
  }

  getTable(id: string): TableDetailInfo {
    const b = this.bundled().find((t) => t.id === id);
    if (b) return { ...summary(b.table, true, null), file: b.file };
    const r = this.campaignTable(id);
    return { ...this.campaignSummary(r), file: r.map };
  }

  /** Checks the file first; a bundled table is never overwritten (saving over one saves a campaign copy). */
  saveTable(id: string | undefined, file: Record<string, unknown>): SaveTableOutcome {
    const parsed = parseTable(file);
    if (!parsed.ok) return { ok: false, errors: parsed.errors.map((e) => ({ where: e.where, field: e.field, message: e.message })) };
    const fileId = typeof file['id'] === 'string' ? file['id'] : undefined;
    const bundled = this.bundled().find((t) => t.id === (id ?? fileId));
    const provenance = (t: SkirmishTable) => (t.provenance.note.trim() ? `${t.provenance.kind}: ${t.provenance.note.trim()}` : t.provenance.kind).slice(0, 2000);
    if (id !== undefined && !bundled) {
      this.campaignTable(id);
      const table = { ...parsed.table, id };
      const row = this.repos.maps.update({ id, name: table.name, map: stored(table), provenance: provenance(table) });
      return { ok: true, table: this.campaignSummary(row) };
    }
    const newId = randomUUID();
    const name = bundled && parsed.table.name === bundled.table.name ? `${parsed.table.name} (campaign copy)` : parsed.table.name;
    const table = { ...parsed.table, id: newId, name };
    const row = this.repos.maps.create({ id: newId, campaignId: this.campaignId, name, map: stored(table), provenance: provenance(table) });
    return { ok: true, table: this.campaignSummary(row), ...(bundled ? { copiedFrom: bundled.id } : {}) };
  }

  deleteTable(id: string): { deleted: true; id: string } {
    if (this.bundled().some((t) => t.id === id)) throw new HostError(`Table ${id} ships with Sightline and cannot be deleted.`);
    this.campaignTable(id);
    this.repos.maps.delete(id);
    return { deleted: true, id };
  }

  private campaignSummary(r: MapRecord): TableSummaryInfo {
    const parsed = parseTable(r.map);
    if (!parsed.ok) throw new HostError(`Table ${r.id} in the campaign does not read: ${parsed.errors.map(formatTableError).join('; ')}`);
    return summary(parsed.table, false, r.updatedAt);
  }

  private campaignTable(id: string): MapRecord {
    const r = this.repos.maps.get(id);
    if (!r || r.campaignId !== this.campaignId || !isTableFile(r.map)) throw new NotFoundError(`table ${id} is not in this campaign`);
    return r;
  }
}

/** The table as the campaign keeps it: the canonical file form, its id the row's id. */
const stored = (t: SkirmishTable): JsonObject => jsonSafe(tableToFile(t));
