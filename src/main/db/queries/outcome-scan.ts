/** One side's totals over a scenario's results. */
export interface SideTotals {
  games: number;
  wins: number;
  losses: number;
  draws: number;
  casualties: number;
}

/** Counts one side's result into its scenario's totals (the scan below and the checked parse in `results.ts` alike). */
export function addOutcome(bySide: Map<string, SideTotals>, side: string, outcome: 'win' | 'loss' | 'draw', casualties: number): void {
  let t = bySide.get(side);
  if (!t) bySide.set(side, (t = { games: 0, wins: 0, losses: 0, draws: 0, casualties: 0 }));
  countOutcome(t, outcome, casualties);
}

function countOutcome(t: SideTotals, outcome: 'win' | 'loss' | 'draw', casualties: number): void {
  t.games++;
  if (outcome === 'win') t.wins++;
  else if (outcome === 'loss') t.losses++;
  else t.draws++;
  t.casualties += casualties;
}

// A backslash (an escape) or a control character: text the scan leaves to JSON.parse.
// eslint-disable-next-line no-control-regex -- control characters are what the scan leaves to JSON.parse
export const NOT_PLAIN = /[\\\u0000-\u001f]/;
const QUOTE = 34;
const COMMA = 44;
const OPEN = 91;
const CLOSE = 93;

/** `text.startsWith(word, i)`, compared here: the builtin's call cost more than these few characters (issue 23, arch5). */
function holdsAt(text: string, i: number, word: string): boolean {
  for (let k = 0; k < word.length; k++) if (text.charCodeAt(i + k) !== word.charCodeAt(k)) return false;
  return true;
}

/**
 * Adds up a scenario's outcome lists (`group_concat` of `results.outcomes`,
 * `[["side","win",level,3],...],[...]`) per side without building them: the
 * form migration 8's triggers write (`json_array`: no spaces, no escapes
 * here), read by index. Anything else — an escape, a space, a value of
 * another type, damage — returns null, and the caller parses and checks it
 * as JSON (`sideTotals`), which names what is wrong. The level is skipped,
 * never read (issue 23, arch3: the parse was most of the statistics' JS).
 */
export function scanOutcomeTotals(text: string): Map<string, SideTotals> | null {
  if (NOT_PLAIN.test(text)) return null;
  const bySide = new Map<string, SideTotals>();
  // The side met at each place of the last list, with its totals: a scenario's lists name the same sides in the same
  // order, so most entries are matched in place, without a new string or a lookup by it.
  const lastSide: string[] = [];
  const lastTotals: SideTotals[] = [];
  const n = text.length;
  let i = 0;
  for (;;) {
    if (text.charCodeAt(i++) !== OPEN) return null;
    if (text.charCodeAt(i) === CLOSE) i++;
    else {
      for (let k = 0; ; k++) {
        if (text.charCodeAt(i++) !== OPEN || text.charCodeAt(i++) !== QUOTE) return null;
        const sideEnd = text.indexOf('"', i);
        if (sideEnd < 0) return null;
        let totals: SideTotals | undefined;
        const known = lastSide[k];
        if (known !== undefined && known.length === sideEnd - i && holdsAt(text, i, known)) totals = lastTotals[k]!;
        else {
          const side = text.slice(i, sideEnd);
          totals = bySide.get(side);
          if (!totals) bySide.set(side, (totals = { games: 0, wins: 0, losses: 0, draws: 0, casualties: 0 }));
          lastSide[k] = side;
          lastTotals[k] = totals;
        }
        i = sideEnd + 1;
        if (text.charCodeAt(i++) !== COMMA) return null;
        const outcome = holdsAt(text, i, '"win"') ? 'win' : holdsAt(text, i, '"loss"') ? 'loss' : holdsAt(text, i, '"draw"') ? 'draw' : null;
        if (outcome === null) return null;
        i += outcome.length + 2;
        if (text.charCodeAt(i++) !== COMMA) return null;
        if (holdsAt(text, i, 'null')) i += 4;
        else if (text.charCodeAt(i) === QUOTE) {
          const levelEnd = text.indexOf('"', i + 1);
          if (levelEnd < 0) return null;
          i = levelEnd + 1;
        } else return null;
        if (text.charCodeAt(i++) !== COMMA) return null;
        // Casualties: digits, no leading zero, few enough to be exact.
        const start = i;
        let casualties = 0;
        for (let c = text.charCodeAt(i); c >= 48 && c <= 57; c = text.charCodeAt(++i)) casualties = casualties * 10 + (c - 48);
        const digits = i - start;
        if (digits === 0 || digits > 15 || (digits > 1 && text.charCodeAt(start) === 48)) return null;
        if (text.charCodeAt(i++) !== CLOSE) return null;
        countOutcome(totals, outcome, casualties);
        const next = text.charCodeAt(i++);
        if (next === CLOSE) break;
        if (next !== COMMA) return null;
      }
    }
    if (i === n) return bySide;
    if (text.charCodeAt(i++) !== COMMA) return null;
  }
}
