import type { ArchivePlayerInfo, Outcome } from '@shared/contract/api';
import { NOT_PLAIN } from './outcome-scan';

/** A result's side as `results.outcomes` keeps it: `[side, outcome, level, casualties]`. */
export type OutcomeEntry = [side: string, outcome: Outcome, level: unknown, casualties: number];

/** What an archive entry reads of `results.summary`, checked, in the stored order (not yet sorted). */
export interface SummaryParts {
  /** The setup's side names, `[ord, side, name]`. */
  readonly names: [number, string, unknown][];
  readonly players: ArchivePlayerInfo[];
  readonly rules: string[];
}

const QUOTE = 34;
const COMMA = 44;
const OPEN = 91;
const CLOSE = 93;

// The value the last read below found (`str`, `nat`): one slot, so a read returns only where it stopped (-1: not in the form).
let value: string | number | null = null;

/** A string at `i` (the caller has made sure the text holds no escape, so it ends at the next quote). */
function str(t: string, i: number): number {
  if (t.charCodeAt(i) !== QUOTE) return -1;
  const end = t.indexOf('"', i + 1);
  if (end < 0) return -1;
  value = t.slice(i + 1, end);
  return end + 1;
}

/** A string or `null` at `i`. */
function strOrNull(t: string, i: number): number {
  if (t.charCodeAt(i) === 110 && t.startsWith('null', i)) {
    value = null;
    return i + 4;
  }
  return str(t, i);
}

/** A natural number at `i`: digits, no leading zero, few enough to be exact. */
function nat(t: string, i: number): number {
  const start = i;
  let n = 0;
  for (let c = t.charCodeAt(i); c >= 48 && c <= 57; c = t.charCodeAt(++i)) n = n * 10 + (c - 48);
  const digits = i - start;
  if (digits === 0 || digits > 15 || (digits > 1 && t.charCodeAt(start) === 48)) return -1;
  value = n;
  return i;
}

/** After a list's item at `i`: `]` ends it (returns -2 - the index after), `,` goes on (the index after), else -1. */
function next(t: string, i: number): number {
  const c = t.charCodeAt(i);
  if (c === CLOSE) return -2 - (i + 1);
  return c === COMMA ? i + 1 : -1;
}

/**
 * Reads `results.summary` (`{"n":[[ord,side,name],…],"p":[[side,id,name],…],"r":[rule,…]}`)
 * without JSON.parse, in the form migration 8's triggers write (SQLite's
 * `json_array` / `json_object`: no spaces). Anything else — an escape, a
 * space, a value of another type, damage — returns null, and the caller
 * parses and checks it as JSON, which names what is wrong. What it returns
 * is what that checked parse reads from the same text (`summary-scan.test.ts`).
 * Issue 23, arch4: JSON.parse of the summaries, and the lists it builds only
 * to be read once, were most of the archive's JS per row.
 */
export function scanSummary(t: string): SummaryParts | null {
  if (!t.startsWith('{"n":[') || NOT_PLAIN.test(t)) return null;
  const names: [number, string, unknown][] = [];
  const players: ArchivePlayerInfo[] = [];
  const rules: string[] = [];
  let i = 6;
  if (t.charCodeAt(i) === CLOSE) i++;
  else
    for (;;) {
      if (t.charCodeAt(i) !== OPEN || (i = nat(t, i + 1)) < 0) return null;
      const ord = value as number;
      if (t.charCodeAt(i) !== COMMA || (i = str(t, i + 1)) < 0) return null;
      const side = value as string;
      if (t.charCodeAt(i) !== COMMA || (i = strOrNull(t, i + 1)) < 0 || t.charCodeAt(i) !== CLOSE) return null;
      names.push([ord, side, value]);
      if ((i = next(t, i + 1)) === -1) return null;
      if (i < -1) {
        i = -2 - i;
        break;
      }
    }
  if (!t.startsWith(',"p":[', i)) return null;
  i += 6;
  if (t.charCodeAt(i) === CLOSE) i++;
  else
    for (;;) {
      if (t.charCodeAt(i) !== OPEN || (i = str(t, i + 1)) < 0) return null;
      const side = value as string;
      if (t.charCodeAt(i) !== COMMA || (i = str(t, i + 1)) < 0) return null;
      const playerId = value as string;
      if (t.charCodeAt(i) !== COMMA || (i = str(t, i + 1)) < 0 || t.charCodeAt(i) !== CLOSE) return null;
      players.push({ side, playerId, playerName: value as string });
      if ((i = next(t, i + 1)) === -1) return null;
      if (i < -1) {
        i = -2 - i;
        break;
      }
    }
  if (!t.startsWith(',"r":[', i)) return null;
  i += 6;
  if (t.charCodeAt(i) === CLOSE) i++;
  else
    for (;;) {
      if ((i = str(t, i)) < 0) return null;
      rules.push(value as string);
      if ((i = next(t, i)) === -1) return null;
      if (i < -1) {
        i = -2 - i;
        break;
      }
    }
  return t.charCodeAt(i) === 125 && i + 1 === t.length ? { names, players, rules } : null;
}

/**
 * Reads `results.outcomes` (`[[side,outcome,level,casualties],…]`) without
 * JSON.parse, as `scanSummary` reads the summary: null for anything not in
 * the triggers' form, left to the checked parse.
 */
export function scanOutcomes(t: string): OutcomeEntry[] | null {
  if (t.charCodeAt(0) !== OPEN || NOT_PLAIN.test(t)) return null;
  const out: OutcomeEntry[] = [];
  let i = 1;
  if (t.charCodeAt(i) === CLOSE) i++;
  else
    for (;;) {
      if (t.charCodeAt(i) !== OPEN || (i = str(t, i + 1)) < 0) return null;
      const side = value as string;
      if (t.charCodeAt(i) !== COMMA || (i = str(t, i + 1)) < 0) return null;
      const outcome = value;
      if (outcome !== 'win' && outcome !== 'loss' && outcome !== 'draw') return null;
      if (t.charCodeAt(i) !== COMMA || (i = strOrNull(t, i + 1)) < 0) return null;
      const level = value;
      if (t.charCodeAt(i) !== COMMA || (i = nat(t, i + 1)) < 0 || t.charCodeAt(i) !== CLOSE) return null;
      out.push([side, outcome, level, value as number]);
      if ((i = next(t, i + 1)) === -1) return null;
      if (i < -1) {
        i = -2 - i;
        break;
      }
    }
  return i === t.length ? out : null;
}
