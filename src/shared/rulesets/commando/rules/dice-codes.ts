/**
 * Commando's dice codes (Case 4.0): "1D6", "2D6", "3D6", "1D10" (a 0 counts
 * 10), "2D10", "1D100" (green die tens, yellow die units, 00 is 100), with an
 * added or subtracted number ("2D6-1", "1D10+13"), halving that rounds up
 * ("1D10/2", Case 11.53), and an "at least one" floor ("2D6-2 min 1", Cases
 * 10.53, 11.42, 17.33).
 *
 * Written form, spaces optional: `[N]D(6|10|100)[±M]`, then `/2` to halve —
 * with brackets when there is also a modifier, "(2D6-1)/2", because the
 * rules never say whether to halve before or after adding — then `min 1`.
 * Order of work: sum the dice, add the modifier, halve (round up), floor at 1.
 */
import type { DiceSource, DieFace, DieKind } from '../../../kernel/dice/dice-source';

export type DiceSides = 6 | 10 | 100;

export interface DiceCode {
  /** Dice rolled and summed; always 1 for 1D100. */
  readonly count: number;
  readonly sides: DiceSides;
  readonly modifier: number;
  /** Halve the modified roll, rounding up (Case 4.0). */
  readonly halve: boolean;
  /** The result is never less than one (e.g. Case 10.53: at least one Wound Point). */
  readonly atLeastOne: boolean;
}

export interface DiceRoll {
  /** The code as `formatDiceCode` writes it. */
  readonly code: string;
  readonly total: number;
  /** Every die as drawn, in order; for 1D100 the green (tens) die then the yellow (units). */
  readonly faces: readonly DieFace[];
  readonly purpose: string;
}

export const MAX_DICE = 20;
export const MAX_MODIFIER = 999;

export class DiceCodeError extends Error {
  override readonly name = 'DiceCodeError';
  constructor(
    readonly input: string,
    reason: string,
  ) {
    super(`"${input}" is not a dice code (Case 4.0): ${reason}`);
  }
}

/** Builds a code from its parts, checking them as `parseDiceCode` does. */
export function diceCode(count: number, sides: DiceSides, options: { modifier?: number; halve?: boolean; atLeastOne?: boolean } = {}): DiceCode {
  const code: DiceCode = { count, sides, modifier: options.modifier ?? 0, halve: options.halve ?? false, atLeastOne: options.atLeastOne ?? false };
  const problem = checkParts(code);
  if (problem) throw new DiceCodeError(`${count}D${sides}`, problem);
  return code;
}

function checkParts(c: DiceCode): string | undefined {
  if (c.sides !== 6 && c.sides !== 10 && c.sides !== 100) return 'dice are D6, D10 or D100';
  if (!Number.isInteger(c.count) || c.count < 1 || c.count > MAX_DICE) return `roll 1 to ${MAX_DICE} dice`;
  if (c.sides === 100 && c.count !== 1) return 'D100 is rolled one at a time: the two D10s already make it (Case 4.0)';
  if (!Number.isInteger(c.modifier) || Math.abs(c.modifier) > MAX_MODIFIER) return `the added number must be a whole number up to ${MAX_MODIFIER}`;
  return undefined;
}

const CORE = '(\\d*)D(6|10|100)(?:([+-])(\\d+))?';
const CODE = new RegExp(`^(?:\\(${CORE}\\)(/2)|${CORE}(/2)?)(MIN1)?$`);

/** Reads "2D6-1", "1D10 + 13", "(2D6-1)/2", "2D6-2 min 1". Throws `DiceCodeError`. */
export function parseDiceCode(input: string): DiceCode {
  // Rulebooks print minus as a dash or a true minus sign.
  const text = input.replace(/[\u2212\u2013\u2014]/g, '-').replace(/\s+/g, '').toUpperCase();
  const m = CODE.exec(text);
  if (!m) {
    throw new DiceCodeError(input, 'write it like "1D6", "2D6-1", "1D10+13", "1D100", "(2D6-1)/2" or "2D6-2 min 1"');
  }
  const bracketed = m[2] !== undefined;
  const [count, sides, sign, amount] = bracketed ? [m[1], m[2], m[3], m[4]] : [m[6], m[7], m[8], m[9]];
  if (!bracketed && m[10] !== undefined && amount !== undefined) {
    throw new DiceCodeError(input, `say whether to halve before or after adding: write "(${count ?? ''}D${sides ?? ''}${sign ?? ''}${amount})/2" to halve the modified roll`);
  }
  const code: DiceCode = {
    count: count === undefined || count === '' ? 1 : Number(count),
    sides: Number(sides) as DiceSides,
    modifier: amount === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(amount),
    halve: (bracketed ? m[5] : m[10]) !== undefined,
    atLeastOne: m[11] !== undefined,
  };
  const problem = checkParts(code);
  if (problem) throw new DiceCodeError(input, problem);
  return code;
}

/** The canonical written form: "2D6-1", "(2D6-1)/2", "1D10/2", "2D6-2 min 1". */
export function formatDiceCode(c: DiceCode): string {
  const core = `${c.count}D${c.sides}${c.modifier > 0 ? `+${c.modifier}` : c.modifier < 0 ? `${c.modifier}` : ''}`;
  const halved = c.halve ? (c.modifier !== 0 ? `(${core})/2` : `${core}/2`) : core;
  return c.atLeastOne ? `${halved} min 1` : halved;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** Plain words for the umpire: "roll two six-sided dice and add them, subtract 1". */
export function describeDiceCode(c: DiceCode): string {
  const n = NUMBER_WORDS[c.count] ?? String(c.count);
  let s: string;
  if (c.sides === 100) s = 'roll both ten-sided dice: green is the tens digit, yellow the units (00 is 100)';
  else {
    const kind = c.sides === 6 ? 'six-sided' : 'ten-sided';
    s = c.count === 1 ? `roll one ${kind} die` : `roll ${n} ${kind} dice and add them`;
    if (c.sides === 10) s += ' (0 counts 10)';
  }
  if (c.modifier > 0) s += `, add ${c.modifier}`;
  if (c.modifier < 0) s += `, subtract ${-c.modifier}`;
  if (c.halve) s += ', then halve, rounding up';
  if (c.atLeastOne) s += '; the result is at least 1';
  return s;
}

/** Case 4.0 1D100: green die the tens digit, yellow the units; a d10 face of 10 or 0 is the digit 0; "00" is 100. */
export function d100FromFaces(tens: number, units: number): number {
  for (const [label, f] of [
    ['green (tens)', tens],
    ['yellow (units)', units],
  ] as const) {
    if (!Number.isInteger(f) || f < 0 || f > 10) throw new RangeError(`the ${label} die shows ${f}; a D10 shows 0–9 (or 10 for 0)`);
  }
  const value = (tens % 10) * 10 + (units % 10);
  return value === 0 ? 100 : value;
}

/** The dice one code needs, in the order they are drawn. */
export function diceNeeded(c: DiceCode): readonly DieKind[] {
  return c.sides === 6 ? Array<DieKind>(c.count).fill('d6') : c.sides === 10 ? Array<DieKind>(c.count).fill('d10') : ['d10', 'd10'];
}

function applyAdjustments(c: DiceCode, rolled: number): number {
  let v = rolled + c.modifier;
  if (c.halve) v = Math.ceil(v / 2);
  if (c.atLeastOne) v = Math.max(1, v);
  return v;
}

/** The total a code gives for faces already rolled (a recorded roll, or dice the umpire typed in). */
export function totalFromFaces(c: DiceCode, faces: readonly DieFace[]): number {
  const need = diceNeeded(c);
  if (faces.length !== need.length) throw new RangeError(`${formatDiceCode(c)} takes ${need.length} dice, not ${faces.length}`);
  faces.forEach((f, i) => checkFace(f, need[i]!));
  const rolled = c.sides === 100 ? d100FromFaces(faces[0]!.face, faces[1]!.face) : faces.reduce((sum, f) => sum + f.face, 0);
  return applyAdjustments(c, rolled);
}

function checkFace(f: DieFace, want: DieKind): void {
  if (f.die !== want) throw new RangeError(`expected a ${want}, got a ${f.die}`);
  const max = want === 'd6' ? 6 : 10;
  if (!Number.isInteger(f.face) || f.face < 1 || f.face > max) throw new RangeError(`a ${want} cannot show ${f.face} (1–${max})`);
}

/** Lowest and highest possible totals. */
export function diceBounds(c: DiceCode): { readonly min: number; readonly max: number } {
  const [lo, hi] = c.sides === 100 ? [1, 100] : [c.count, c.count * c.sides];
  return { min: applyAdjustments(c, lo), max: applyAdjustments(c, hi) };
}

/**
 * Rolls a code, drawing each die from `source` with a purpose the umpire can
 * read ("Case 10.62 magazine check: roll 1D10"), so a physical source can ask
 * for exactly that die.
 */
export function rollDice(code: DiceCode | string, source: DiceSource, purpose: string): DiceRoll {
  const c = typeof code === 'string' ? parseDiceCode(code) : code;
  const need = diceNeeded(c);
  const core = `${c.count}D${c.sides}`;
  const faces = need.map((die, i) => {
    const which = c.sides === 100 ? (i === 0 ? ' (green die, tens)' : ' (yellow die, units)') : need.length > 1 ? ` (die ${i + 1} of ${need.length})` : '';
    const face = source.roll({ die, purpose: `${purpose}: roll ${core}${which}` });
    checkFace(face, die);
    return face;
  });
  return { code: formatDiceCode(c), total: totalFromFaces(c, faces), faces, purpose };
}
