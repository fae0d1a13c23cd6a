import type { RecordedDice } from '../../../../kernel/dice/recording-dice';
import { d100FromFaces } from '../../rules/dice-codes';

/**
 * Dice as rolled, for a person: "1D100 = 85 (8, 5)", "2D6 = 7 (3, 4)",
 * "1D6 = 5". The engine records each die of a roll under its own purpose
 * ("…: roll 1D100 (green die, tens)", "…: roll 1D100 (yellow die, units)",
 * "…: roll 2D6 (die 1 of 2)"); this joins them back into the one roll.
 */
export interface DiceRollText {
  /** What the roll was for, without the dice code ("Case 22.1 mine in 0712 (1D6, even detonates)"). */
  readonly purpose: string;
  /** "1D100 = 85 (8, 5)". */
  readonly text: string;
  readonly mode: RecordedDice['mode'];
}

const CODE = /^(.*): roll (\d+)D(\d+)(?: \((?:green die, tens|yellow die, units|die \d+ of \d+)\))?$/;

interface Group {
  purpose: string;
  count: number;
  sides: number;
  faces: number[];
  mode: RecordedDice['mode'];
}

function faceList(faces: readonly number[], sides: number): string {
  // Case 4.0: a d10 shows 0 for 10 in a 1D100 roll; the units and tens read as digits.
  return faces.map((f) => (sides === 100 ? String(f % 10) : String(f))).join(', ');
}

function total(g: Group): number {
  if (g.sides === 100 && g.faces.length === 2) return d100FromFaces(g.faces[0]!, g.faces[1]!);
  return g.faces.reduce((a, b) => a + b, 0);
}

/** One or more recorded dice joined into rolls, in order. */
export function diceRolls(dice: readonly RecordedDice[] | undefined): DiceRollText[] {
  const groups: Group[] = [];
  for (const d of dice ?? []) {
    const m = CODE.exec(d.purpose);
    const faces = d.faces.map((f) => f.face);
    if (!m) {
      groups.push({ purpose: d.purpose, count: faces.length, sides: d.faces[0]?.die === 'd6' ? 6 : 10, faces, mode: d.mode });
      continue;
    }
    const [, purpose, count, sides] = m;
    const last = groups[groups.length - 1];
    const need = Number(sides) === 100 ? 2 : Number(count);
    if (last && last.purpose === purpose && last.sides === Number(sides) && last.faces.length < need) last.faces.push(...faces);
    else groups.push({ purpose: purpose!, count: Number(count), sides: Number(sides), faces: [...faces], mode: d.mode });
  }
  return groups.map((g) => {
    const code = `${g.sides === 100 ? 1 : g.faces.length}D${g.sides}`;
    const shown = g.faces.length > 1 ? ` (${faceList(g.faces, g.sides)})` : '';
    return { purpose: g.purpose, text: `${code} = ${total(g)}${shown}`, mode: g.mode };
  });
}

/** The rolls of an event in one phrase: "1D100 = 85 (8, 5)"; several joined by "; ". Empty when no dice. */
export function diceText(dice: readonly RecordedDice[] | undefined): string {
  return diceRolls(dice)
    .map((r) => r.text)
    .join('; ');
}

/** Each roll with its purpose: "Case 22.1 mine in 0712 (1D6, even detonates): 1D6 = 5". */
export function diceWithPurpose(dice: readonly RecordedDice[] | undefined): string[] {
  return diceRolls(dice).map((r) => `${r.purpose}: ${r.text}`);
}
