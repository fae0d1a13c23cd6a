import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import { checkInput, id, nonEmpty } from '../json';
import { normalisePlayerName } from './player-names';

const columns = `id, campaign_id AS campaignId, name, created_at AS createdAt`;

export const playerSql = {
  insert: `INSERT INTO players (id, campaign_id, name, created_at) VALUES (@id, @campaignId, @name, @createdAt)`,
  list: `SELECT ${columns} FROM players WHERE campaign_id = ? ORDER BY name COLLATE NOCASE`,
  get: `SELECT ${columns} FROM players WHERE id = ?`,
  findByName: `SELECT ${columns} FROM players WHERE campaign_id = ? AND name = ?`,
  rename: `UPDATE players SET name = @name WHERE id = @id`,
  delete: `DELETE FROM players WHERE id = ?`,
  gamesPlayed: `SELECT count(DISTINCT game_id) AS n FROM game_sides WHERE player_id = ?`,
  listWithGames: `SELECT p.id, p.campaign_id AS campaignId, p.name, p.created_at AS createdAt,
    (SELECT count(DISTINCT gs.game_id) FROM game_sides gs WHERE gs.player_id = p.id) AS gamesPlayed
    FROM players p WHERE p.campaign_id = ? ORDER BY p.name COLLATE NOCASE, p.id`,
} as const;

export interface PlayerRow {
  readonly id: string;
  readonly campaignId: string;
  readonly name: string;
  readonly createdAt: string;
}

export interface PlayerWithGames extends PlayerRow {
  readonly gamesPlayed: number;
}

const newPlayer = z.object({ id: id.optional(), campaignId: id, name: nonEmpty.max(200) });
export type NewPlayer = z.input<typeof newPlayer>;

export function insertPlayerParams(input: NewPlayer, ctx: RepoContext): PlayerRow {
  const v = checkInput(newPlayer, input, 'player');
  return { id: v.id ?? ctx.newId(), campaignId: v.campaignId, name: normalisePlayerName(v.name), createdAt: timestamp(ctx) };
}

export function renamePlayerParams(playerId: string, name: string): { id: string; name: string } {
  const v = checkInput(z.object({ id, name: nonEmpty.max(200) }), { id: playerId, name }, 'player name');
  return { id: v.id, name: normalisePlayerName(v.name) };
}
