/**
 * Square coordinates as printed on the map (Case 3.7): the short-side number
 * (column) then the long-side number (row), each two digits, read together —
 * "2547" is column 25, row 47. Commando's own maps are 40×64, so two digits
 * always suffice for them; a custom map wider or taller than 99 squares uses
 * three digits a half ("025047") so that every square still has one code.
 */
import type { Square } from './map-model';

/** Width and height, when known, decide how many digits each half of a code has. */
export interface CoordBounds {
  readonly width: number;
  readonly height: number;
}

/** The largest map side a coordinate code can address (three digits a half). */
export const MAX_MAP_SIDE = 999;

/** A coordinate that could not be read; the message quotes the input. */
export class CoordError extends Error {
  override readonly name = 'CoordError';
  constructor(
    readonly input: string,
    reason: string,
  ) {
    super(`"${input}" is not a square coordinate: ${reason}`);
  }
}

/** Digits per half: two (Case 3.7) unless the map is wider or taller than 99. */
export function coordDigits(bounds?: CoordBounds): 2 | 3 {
  if (!bounds) return 2;
  const side = Math.max(bounds.width, bounds.height);
  if (!Number.isInteger(side) || side < 1 || side > MAX_MAP_SIDE) {
    throw new RangeError(`a ${bounds.width}×${bounds.height} map cannot be addressed by coordinates (1–${MAX_MAP_SIDE} squares a side)`);
  }
  return side <= 99 ? 2 : 3;
}

function pad(n: number, digits: number): string {
  return String(n).padStart(digits, '0');
}

/**
 * Reads a CCRR code ("2547") into a square. With `bounds`, the code must have
 * the digit count that map uses and must lie on it. Throws `CoordError`.
 */
export function parseCoord(input: string, bounds?: CoordBounds): Square {
  const result = readCoord(input, bounds);
  if (!result.ok) throw result.error;
  return result.square;
}

export type CoordResult = { readonly ok: true; readonly square: Square } | { readonly ok: false; readonly error: CoordError };

/** As `parseCoord`, but returns the error instead of throwing it. */
export function readCoord(input: string, bounds?: CoordBounds): CoordResult {
  const fail = (reason: string): CoordResult => ({ ok: false, error: new CoordError(input, reason) });
  if (typeof input !== 'string') return fail('not a string');
  const digits = coordDigits(bounds);
  const want = digits * 2;
  if (!/^\d+$/.test(input)) return fail(`expected ${want} digits`);
  if (input.length !== want) {
    return fail(
      digits === 2
        ? `expected 4 digits, column then row (Case 3.7: "2547" is column 25, row 47)`
        : `expected 6 digits on a map more than 99 squares a side, column then row ("025047")`,
    );
  }
  const col = Number(input.slice(0, digits));
  const row = Number(input.slice(digits));
  if (col < 1) return fail('column 00 does not exist; columns start at 01');
  if (row < 1) return fail('row 00 does not exist; rows start at 01');
  if (bounds && (col > bounds.width || row > bounds.height)) {
    return fail(`off the ${bounds.width}×${bounds.height} map (columns 01–${pad(bounds.width, digits)}, rows 01–${pad(bounds.height, digits)})`);
  }
  return { ok: true, square: { col, row } };
}

/** Writes a square as its CCRR code ("2547"), zero-padded. Throws for a square no code can name. */
export function formatCoord(sq: Square, bounds?: CoordBounds): string {
  const digits = coordDigits(bounds);
  const limit = 10 ** digits - 1;
  for (const [label, n] of [
    ['column', sq.col],
    ['row', sq.row],
  ] as const) {
    if (!Number.isInteger(n) || n < 1 || n > limit) {
      throw new RangeError(`${label} ${n} cannot be written as a ${digits}-digit coordinate (01–${limit})`);
    }
  }
  return pad(sq.col, digits) + pad(sq.row, digits);
}

/**
 * A square named for a message: its code when it has one, else its raw numbers,
 * so an error about a bad square never itself throws.
 */
export function describeSquare(sq: Square, bounds?: CoordBounds): string {
  try {
    return formatCoord(sq, bounds);
  } catch {
    return `(column ${sq.col}, row ${sq.row})`;
  }
}
