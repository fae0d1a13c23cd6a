/**
 * The mines of a new game (Section 22.0 Procedure), as pure functions for the
 * set-up screen: what the scenario lists (Cases 46.41, 48.41), which sides
 * may lay mines (those that set up on the map before play, ruling MN2), the
 * number inputs prefilled from the listing, and the `mines` parameter of
 * newGame. Left as printed, nothing is sent and the host uses the scenario's
 * own listing (a pool such as 48.41's "anti-personnel or bounce" stays a
 * pool); once the umpire changes a number, every side's numbers are sent as
 * the Players' agreement.
 */
import type { NewGameInput } from '@shared/contract/api';
import { MINE_TYPES, type MineType } from '@shared/rulesets/commando/rules/mines-model';
import { mineTypesOf } from '@shared/rulesets/commando/engine/mines';

export const MINES_RULE = '22';

export interface ListedMines {
  readonly side: string;
  readonly types: readonly MineType[];
  /** Null: the number is not printed; the Players agree one (Section 22.0 Procedure). */
  readonly count: number | null;
  readonly caseRef: string;
  readonly text: string;
  readonly note?: string;
}

export interface MineSide {
  readonly id: string;
  readonly name: string;
}

/** Per side and type, the number of mines (`${side}:${type}` → count). */
export type MineNumbers = Readonly<Record<string, number>>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);

export const mineKey = (side: string, type: MineType): string => `${side}:${type}`;

/** The scenario file's Section 22 listings, read defensively from getScenario's file. */
export function listedMines(file: Readonly<Record<string, unknown>> | undefined): ListedMines[] {
  const rules = file?.['optionalRules'];
  if (!isRecord(rules)) return [];
  const out: ListedMines[] = [];
  for (const use of [...list(rules['necessary']), ...list(rules['suggested'])]) {
    if (!isRecord(use) || use['section'] !== 22) continue;
    for (const a of list(use['allotments'])) {
      if (!isRecord(a) || typeof a['side'] !== 'string' || typeof a['item'] !== 'string') continue;
      const types = mineTypesOf(a['item']);
      if (types.length === 0) continue;
      out.push({
        side: a['side'],
        types,
        count: typeof a['count'] === 'number' ? a['count'] : null,
        caseRef: typeof use['case'] === 'string' ? `Case ${use['case']}` : 'Section 22.0',
        text: typeof use['text'] === 'string' ? use['text'] : '',
        ...(typeof a['note'] === 'string' ? { note: a['note'] } : {}),
      });
    }
  }
  return out;
}

/** Sides that set up on the map before play (not entering from off it): only they can have laid mines (Section 22.0 Procedure, ruling MN2). */
export function mineSidesOf(file: Readonly<Record<string, unknown>> | undefined): MineSide[] {
  const entering = new Set(list(file?.['entry']).flatMap((e) => (isRecord(e) && typeof e['side'] === 'string' ? [e['side']] : [])));
  return list(file?.['sides']).flatMap((s) => {
    if (!isRecord(s) || typeof s['id'] !== 'string' || entering.has(s['id'])) return [];
    return [{ id: s['id'], name: typeof s['name'] === 'string' ? s['name'] : s['id'] }];
  });
}

/** The inputs as printed: a listed count goes to its first type (a pool's other types start at 0); a count not printed is 0. */
export function printedMineNumbers(listed: readonly ListedMines[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const l of listed) {
    const key = mineKey(l.side, l.types[0]!);
    out[key] = (out[key] ?? 0) + (l.count ?? 0);
  }
  return out;
}

/** "17 normal anti-personnel or bounce mines for South Woggistani National Guard (Case 48.41)"; "number not printed: agree before play". */
export function listedMinesLine(l: ListedMines, sides: readonly MineSide[]): string {
  const who = sides.find((s) => s.id === l.side)?.name ?? l.side;
  const what = l.types.map((t) => t.replace('-', ' ')).join(' or ');
  const count = l.count === null ? `${what} mines, number not printed: agree it before play (Section 22.0 Procedure)` : `${l.count} ${what} mines`;
  const pool = l.types.length > 1 && l.count !== null ? ' — left as printed, each may be laid as either type' : '';
  return `${who}: ${count} (${l.caseRef})${pool}`;
}

/**
 * newGame's `mines`: nothing while the numbers are as printed (the host takes
 * the scenario's listing), else every side and type with a number above 0.
 */
export function minesParam(optionalRules: readonly string[], edited: MineNumbers | undefined, sides: readonly MineSide[]): Pick<NewGameInput, 'mines'> {
  if (!optionalRules.includes(MINES_RULE) || !edited) return {};
  const mines = sides.flatMap((s) => MINE_TYPES.flatMap((type) => {
    const count = edited[mineKey(s.id, type)] ?? 0;
    return count > 0 ? [{ side: s.id, type, count }] : [];
  }));
  return { mines };
}
