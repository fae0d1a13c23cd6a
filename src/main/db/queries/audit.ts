import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonObject } from '../json';
import { checkInput, id, jsonObject, nonEmpty, parseStoredObject, toJsonText } from '../json';

export const auditSql = {
  insert: `INSERT INTO audit (game_id, seq, kind, detail, created_at) VALUES (@gameId, @seq, @kind, @detail, @createdAt)`,
  list: `SELECT id, seq, kind, detail, created_at AS createdAt FROM audit WHERE game_id = ? ORDER BY id`,
} as const;

export interface AuditEntry {
  readonly id: number;
  readonly gameId: string;
  /** The event seq the entry is about, when it is about one. */
  readonly seq: number | null;
  readonly kind: string;
  readonly detail: JsonObject;
  readonly createdAt: string;
}

const auditInput = z.object({
  gameId: id,
  seq: z.number().int().min(1).nullable(),
  kind: nonEmpty.max(100),
  detail: jsonObject,
});

export function auditParams(gameId: string, kind: string, detail: unknown, seq: number | null, ctx: RepoContext) {
  const v = checkInput(auditInput, { gameId, kind, detail, seq }, 'audit entry');
  return { ...v, detail: toJsonText(v.detail, 'audit detail'), createdAt: timestamp(ctx) };
}

export function auditFromRow(gameId: string, row: { id: number; seq: number | null; kind: string; detail: string; createdAt: string }): AuditEntry {
  return { ...row, gameId, detail: parseStoredObject(row.detail, `audit entry ${row.id}`) };
}
