import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonObject } from '../json';
import { checkInput, id, jsonObject, nonEmpty, parseStored, toJsonText } from '../json';

const columns = `id, campaign_id AS campaignId, name, json, provenance, created_at AS createdAt, updated_at AS updatedAt`;

export const mapSql = {
  insert: `INSERT INTO maps (id, campaign_id, name, json, provenance, created_at, updated_at)
           VALUES (@id, @campaignId, @name, @json, @provenance, @createdAt, @createdAt)`,
  update: `UPDATE maps SET name = @name, json = @json, provenance = @provenance, updated_at = @updatedAt WHERE id = @id`,
  list: `SELECT id, campaign_id AS campaignId, name, provenance, created_at AS createdAt, updated_at AS updatedAt
         FROM maps WHERE campaign_id = ? ORDER BY name COLLATE NOCASE`,
  get: `SELECT ${columns} FROM maps WHERE id = ?`,
  delete: `DELETE FROM maps WHERE id = ?`,
} as const;

export interface MapSummary {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  /** Where the map came from: "Commando map, printed", "drawn by Sam for the 1983 league"... */
  readonly provenance: string;
  readonly createdAt: string;
  readonly updatedAt: string;
}
export interface MapRecord extends MapSummary {
  readonly map: JsonObject;
}
export type MapRow = MapSummary & { readonly json: string };

const mapInput = z.object({
  id: id.optional(),
  campaignId: id,
  name: nonEmpty.max(200),
  map: jsonObject,
  provenance: nonEmpty.max(2000),
});
export type NewMap = z.input<typeof mapInput>;

export function insertMapParams(input: NewMap, ctx: RepoContext) {
  const v = checkInput(mapInput, input, 'map');
  return {
    id: v.id ?? ctx.newId(),
    campaignId: v.campaignId,
    name: v.name,
    json: toJsonText(v.map, 'map json'),
    provenance: v.provenance,
    createdAt: timestamp(ctx),
  };
}

const mapUpdate = mapInput.omit({ campaignId: true }).extend({ id });
export type MapUpdate = z.input<typeof mapUpdate>;

export function updateMapParams(input: MapUpdate, ctx: RepoContext) {
  const v = checkInput(mapUpdate, input, 'map');
  return { id: v.id, name: v.name, json: toJsonText(v.map, 'map json'), provenance: v.provenance, updatedAt: timestamp(ctx) };
}

export function mapFromRow(row: MapRow): MapRecord {
  const { json, ...rest } = row;
  return { ...rest, map: parseStored(jsonObject, json, `maps.json of map ${row.id}`) };
}
