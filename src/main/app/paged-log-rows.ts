import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { Database } from '../db/driver';
import { DamagedEventError } from '../host/host-errors';
import type { LogRow } from '../host/game-log';

/**
 * A game's whole log (`GameLog.rows()`), its bodies read lazily in pages
 * (issue 23): a log read whole (an export of every row, a host given a log
 * without `history()`) reads one small row per event (seq, kind,
 * reverted_by), and a game row's event and time when first asked for,
 * together with the rest of their page of `PAGE` rows, by one range query on
 * the primary key. Rewind records are few and read at once. The host's
 * history no longer reads this: it asks for pages and the seqs around the one
 * it needs (history-pages.ts, host/paged-timeline.ts).
 *
 * Events are validated when written (the repository's schema, and the engine
 * decided them); a row is checked on read only for what shows damage: JSON,
 * an object, its type the row's and one Sightline writes, dice a list. A
 * damaged row throws `DamagedEventError` naming the game and seq when its
 * event is read.
 */
export const PAGE = 500;

const META = `SELECT seq, kind, reverted_by FROM events WHERE game_id = ? ORDER BY seq`;
const BODY = `SELECT seq, type, payload, dice, created_at FROM events WHERE game_id = ? AND seq BETWEEN ? AND ? AND kind = 'game' ORDER BY seq`;
const REWINDS = `SELECT seq, payload, created_at FROM events WHERE game_id = ? AND kind = 'rewind' ORDER BY seq`;

type Body = { event: GameEvent; createdAt: string } | { error: unknown; createdAt: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored event row as the event it holds, or `DamagedEventError` naming the game and seq. */
export function checkedEvent(gameId: string, seq: number, type: string, payload: string, dice: string | null, known: ReadonlySet<string> | null): GameEvent {
  const at = `game ${gameId}, event seq ${seq}`;
  let p: unknown;
  let d: unknown = null;
  try {
    p = JSON.parse(payload);
    if (dice !== null) d = JSON.parse(dice);
  } catch (error) {
    throw new DamagedEventError(seq, `${at} is damaged: its row holds text that is not JSON (${(error as Error).message})`);
  }
  if (!isObject(p)) throw new DamagedEventError(seq, `${at} is damaged: its payload is not a JSON object`);
  if (d !== null && !(Array.isArray(d) && d.every((x) => isObject(x) && Array.isArray(x['faces'])))) {
    throw new DamagedEventError(seq, `${at} is damaged: its dice are not a list of rolls`);
  }
  if (p['type'] !== type) throw new DamagedEventError(seq, `${at} is damaged: its row says type "${type}" but its payload says "${String(p['type'])}"`);
  if (known && !known.has(type)) throw new DamagedEventError(seq, `${at} is damaged: type "${type}" is no event Sightline writes at this schema version`);
  return (d !== null ? { ...p, dice: d } : p) as unknown as GameEvent;
}

export function pagedLogRows(db: Database, gameId: string, known: ReadonlySet<string> | null, pageSize = PAGE): LogRow<GameEvent>[] {
  const meta = db.prepare<[string], [number, string, number | null]>(META).raw(true).all(gameId);
  const rewinds = new Map<number, { fromSeq: number; reason: string; createdAt: string }>();
  for (const r of db.prepare<[string], { seq: number; payload: string; created_at: string }>(REWINDS).all(gameId)) {
    let p: unknown = null;
    try {
      p = JSON.parse(r.payload);
    } catch {
      // named below, as the scan names it
    }
    if (!isObject(p) || !Number.isInteger(p['fromSeq'])) throw new DamagedEventError(r.seq, `game ${gameId}, event seq ${r.seq} is damaged: the rewind record names no seq to rewind from`);
    rewinds.set(r.seq, { fromSeq: p['fromSeq'] as number, reason: String(p['reason'] ?? ''), createdAt: r.created_at });
  }
  const bodyStmt = db.prepare<[string, number, number], { seq: number; type: string; payload: string; dice: string | null; created_at: string }>(BODY);
  const pages = new Map<number, Map<number, Body>>();
  const rows: LogRow<GameEvent>[] = new Array<LogRow<GameEvent>>(meta.length);
  const body = (index: number, seq: number): Body => {
    const p = Math.floor(index / pageSize);
    let page = pages.get(p);
    if (!page) {
      page = new Map();
      const first = meta[p * pageSize]![0];
      const last = meta[Math.min(meta.length, (p + 1) * pageSize) - 1]![0];
      for (const r of bodyStmt.all(gameId, first, last)) {
        // Each row is checked on its own: a damaged one is named when it is reached, not when a neighbour is.
        try {
          page.set(r.seq, { event: checkedEvent(gameId, r.seq, r.type, r.payload, r.dice, known), createdAt: r.created_at });
        } catch (error) {
          page.set(r.seq, { error, createdAt: r.created_at });
        }
      }
      pages.set(p, page);
    }
    const b = page.get(seq);
    if (!b) throw new DamagedEventError(seq, `game ${gameId}, event seq ${seq} could not be read back`);
    return b;
  };
  meta.forEach(([seq, kind, revertedBy], i) => {
    if (kind === 'rewind') {
      const r = rewinds.get(seq)!;
      rows[i] = { seq, kind: 'rewind', fromSeq: r.fromSeq, reason: r.reason, revertedBy: null, createdAt: r.createdAt };
      return;
    }
    rows[i] = new LazyGameRow(seq, revertedBy, i, body);
  });
  return rows;
}

/** A game row whose event and time are read on first access, with their page. */
class LazyGameRow {
  readonly kind = 'game' as const;
  constructor(
    readonly seq: number,
    readonly revertedBy: number | null,
    private readonly index: number,
    private readonly load: (index: number, seq: number) => Body,
  ) {}
  get event(): GameEvent {
    const b = this.load(this.index, this.seq);
    if ('error' in b) throw b.error;
    return b.event;
  }
  get createdAt(): string {
    return this.load(this.index, this.seq).createdAt;
  }
}
