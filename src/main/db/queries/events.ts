import { z } from 'zod';
import type { RecordedDice } from '@shared/rulesets/commando/model/events';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import type { JsonObject, JsonValue } from '../json';
import { checkedJsonText, checkInput, jsonObject, nonEmpty, parseStored, parseStoredObject } from '../json';

const columns = `seq, kind, type, payload, dice, created_at AS createdAt, reverted_by AS revertedBy`;

export const eventSql = {
  nextSeq: `SELECT coalesce(max(seq), 0) + 1 AS seq FROM events WHERE game_id = ?`,
  insert: `INSERT INTO events (game_id, seq, kind, type, payload, dice, created_at)
           VALUES (@gameId, @seq, @kind, @type, @payload, @dice, @createdAt)`,
  listLive: `SELECT ${columns} FROM events
             WHERE game_id = @gameId AND kind = 'game' AND reverted_by IS NULL AND seq > @afterSeq ORDER BY seq`,
  listAll: `SELECT ${columns} FROM events WHERE game_id = ? ORDER BY seq`,
  get: `SELECT ${columns} FROM events WHERE game_id = ? AND seq = ?`,
  markReverted: `UPDATE events SET reverted_by = @rewindSeq
                 WHERE game_id = @gameId AND kind = 'game' AND reverted_by IS NULL AND seq >= @fromSeq
                 RETURNING seq`,
  dropSnapshotsFrom: `DELETE FROM snapshots WHERE game_id = @gameId AND seq >= @fromSeq`,
} as const;

const DIE_SIDES = { d6: 6, d10: 10, d12: 12, d20: 20 } as const;

export type EventKind = 'game' | 'rewind';

export const recordedDice = z.array(
  z.object({
    purpose: nonEmpty,
    mode: z.enum(['seeded', 'scripted', 'physical']),
    faces: z.array(z.object({ die: z.enum(['d6', 'd10', 'd12', 'd20']), face: z.number().int().min(1).max(20) }).refine((f) => f.face <= DIE_SIDES[f.die], { message: 'the face is more than the die has sides' })),
  }),
);
// Fails to compile if the shared event type drifts from what the log stores.
const _diceMatchShared: z.ZodType<readonly RecordedDice[]> = recordedDice;

export interface StoredEvent {
  readonly seq: number;
  readonly kind: EventKind;
  readonly type: string;
  readonly payload: JsonObject;
  readonly dice: readonly RecordedDice[] | null;
  readonly createdAt: string;
  /** The seq of the rewind that abandoned this event; null while it is live. */
  readonly revertedBy: number | null;
}

export interface EventRow {
  readonly seq: number;
  readonly kind: EventKind;
  readonly type: string;
  readonly payload: string;
  readonly dice: string | null;
  readonly createdAt: string;
  readonly revertedBy: number | null;
}

const newEvent = z.object({
  type: nonEmpty.max(200),
  payload: jsonObject,
  dice: recordedDice.optional(),
});
export type NewEvent = z.input<typeof newEvent>;

/** Rows for a batch starting at `firstSeq`. Every item is checked before any is written. */
export function appendEventParams(gameId: string, firstSeq: number, items: readonly NewEvent[], ctx: RepoContext) {
  const createdAt = timestamp(ctx);
  return items.map((item, i) => {
    const v = checkInput(newEvent, item, `event ${i + 1} of ${items.length} (nothing was saved)`);
    return {
      gameId,
      seq: firstSeq + i,
      kind: 'game' as const,
      type: v.type,
      // Both were checked in full by `newEvent` just above (z.json; the dice's own schema).
      payload: checkedJsonText(v.payload, `payload of event ${i + 1}`),
      dice: v.dice && v.dice.length > 0 ? checkedJsonText(v.dice as JsonValue, `dice of event ${i + 1}`) : null,
      createdAt,
    };
  });
}

export function rewindEventParams(gameId: string, rewindSeq: number, fromSeq: number, reason: string, ctx: RepoContext) {
  return {
    gameId,
    seq: rewindSeq,
    kind: 'rewind' as const,
    type: 'rewind',
    payload: JSON.stringify({ fromSeq, reason }),
    dice: null,
    createdAt: timestamp(ctx),
  };
}

export function eventFromRow(gameId: string, row: EventRow): StoredEvent {
  const where = `event ${row.seq} of game ${gameId}`;
  return {
    ...row,
    payload: parseStoredObject(row.payload, `payload of ${where}`),
    dice: row.dice === null ? null : parseStored(recordedDice, row.dice, `dice of ${where}`),
  };
}
