import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import { checkInput, id, nonEmpty } from '../json';

export const campaignSql = {
  insert: `INSERT INTO campaigns (id, name, created_at) VALUES (@id, @name, @createdAt)`,
  list: `SELECT id, name, created_at AS createdAt FROM campaigns ORDER BY created_at, name`,
  get: `SELECT id, name, created_at AS createdAt FROM campaigns WHERE id = ?`,
  rename: `UPDATE campaigns SET name = @name WHERE id = @id`,
  delete: `DELETE FROM campaigns WHERE id = ?`,
  count: `SELECT count(*) AS n FROM campaigns`,
} as const;

export interface CampaignRow {
  readonly id: string;
  readonly name: string;
  readonly createdAt: string;
}

const newCampaign = z.object({ id: id.optional(), name: nonEmpty.max(200) });
export type NewCampaign = z.input<typeof newCampaign>;

export function insertCampaignParams(input: NewCampaign, ctx: RepoContext): CampaignRow {
  const v = checkInput(newCampaign, input, 'campaign');
  return { id: v.id ?? ctx.newId(), name: v.name, createdAt: timestamp(ctx) };
}

export function renameCampaignParams(campaignId: string, name: string): { id: string; name: string } {
  return checkInput(z.object({ id, name: nonEmpty.max(200) }), { id: campaignId, name }, 'campaign name');
}
