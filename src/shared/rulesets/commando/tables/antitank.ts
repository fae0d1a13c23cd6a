/**
 * Satchel charges (Section 25.0), rocket launchers (Section 26.0) and LAWs
 * (Section 27.0): the Satchel Charge Accuracy and Damage Tables (25.41,
 * 25.42), the Rocket Launcher Accuracy Table (26.7), the LAW Accuracy Table
 * (27.3) and the numbers the Cases state. All printed in our copy except the
 * LAW's ranges 4–10, where Table 27.3 has no row although Case 27.21 lets the
 * LAW arm beyond 3 squares (house: the table's first row), and Diagram 14's
 * back-blast pattern, described only in words (house, ruling AT9).
 * Rulings: docs/rulings/antitank.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const SC_ACCURACY = 'Case 25.41 Satchel Charge Accuracy Table';
const SC_DAMAGE = 'Case 25.42 Satchel Charge Damage Table';
const RL_ACCURACY = 'Case 26.7 Rocket Launcher Accuracy Table';
const LAW_TITLE = 'Case 27.3 LAW Accuracy Table';

/** One range line of an accuracy table: `max` absent means "or more". */
export interface AntitankBand {
  readonly label: string;
  readonly min: number;
  readonly max?: number;
  readonly chance: Sourced<number>;
}

const band = (title: string, min: number, max: number | undefined, chance: number): AntitankBand => ({
  label: max === undefined ? `${min} or more` : min === max ? `${min}` : `${min}-${max}`,
  min,
  ...(max === undefined ? {} : { max }),
  chance: printed(chance, `${title}, range ${max === undefined ? `${min} or more` : min === max ? min : `${min}-${max}`}`),
});

export const SATCHEL_ACCURACY = {
  r1: band(SC_ACCURACY, 1, 1, 90),
  r2: band(SC_ACCURACY, 2, 2, 70),
  r3: band(SC_ACCURACY, 3, 3, 60),
  r4: band(SC_ACCURACY, 4, 4, 50),
  r5: band(SC_ACCURACY, 5, 5, 40),
  r6: band(SC_ACCURACY, 6, 6, 25),
  r7: band(SC_ACCURACY, 7, 7, 13),
} satisfies Record<string, AntitankBand>;

/** Case 25.42 by the type of square (Case 11.43): the dice of Wound Points. */
export const SATCHEL_DAMAGE = {
  open: printed('1D6-2', `${SC_DAMAGE}, Open ("1D6−2")`),
  vented: printed('1D10', `${SC_DAMAGE}, Vented ("1D10")`),
  closed: printed('1D10+1', `${SC_DAMAGE}, Closed ("1D10+1")`),
} satisfies Record<string, Sourced<string>>;

export const ROCKET_ACCURACY = {
  r1: band(RL_ACCURACY, 1, 1, 80),
  r2to4: band(RL_ACCURACY, 2, 4, 95),
  r5to8: band(RL_ACCURACY, 5, 8, 90),
  r9to15: band(RL_ACCURACY, 9, 15, 75),
  r16to25: band(RL_ACCURACY, 16, 25, 45),
  r26to35: band(RL_ACCURACY, 26, 35, 20),
  r36up: band(RL_ACCURACY, 36, undefined, 2),
} satisfies Record<string, AntitankBand>;

export const LAW_ACCURACY = {
  // Ruling AT7: the LAW arms beyond 3 squares (Case 27.21) but the printed table starts at 11.
  r4to10: { label: '4-10', min: 4, max: 10, chance: house(75, `${LAW_TITLE}, range 4-10`, 'no row is printed between the arming distance (Case 27.21: beyond 3) and 11; the first printed row (11-15: 75) is carried down') },
  r11to15: band(LAW_TITLE, 11, 15, 75),
  r16to30: band(LAW_TITLE, 16, 30, 60),
  r31to45: band(LAW_TITLE, 31, 45, 45),
  r46to67: band(LAW_TITLE, 46, 67, 25),
  r68up: band(LAW_TITLE, 68, undefined, 5),
} satisfies Record<string, AntitankBand>;

export interface AntitankNumbers {
  /** Case 25.12: the farthest a satchel charge is thrown, erect and prone. */
  readonly satchelRange: Sourced<number>;
  readonly satchelRangeProne: Sourced<number>;
  /** Case 25.14: a scattering satchel charge always scatters this far. */
  readonly satchelScatter: Sourced<number>;
  /** Case 25.22: the longest fuse, in Game-Turns. */
  readonly satchelFuseTurns: Sourced<number>;
  /** Case 25.42 note: the least a satchel charge inflicts on a man in its blast. */
  readonly satchelLeastWounds: Sourced<number>;
  /** Case 26.41: rockets a multiple-fire launcher holds and may fire in a Game-Turn. */
  readonly multipleRockets: Sourced<number>;
  /** Case 26.3: the share of a shared reload each man pays. */
  readonly sharedReloadShare: Sourced<number>;
  /** Case 27.21: a LAW fired at a vehicle this close (or closer) has no effect. */
  readonly lawArming: Sourced<number>;
  /** Case 27.22: the back-blast's Wound Points. */
  readonly backblastWounds: Sourced<string>;
  /** Diagram 14 (house, ruling AT9): how far behind the firer the back-blast reaches. */
  readonly backblastDepth: Sourced<number>;
  /** Case 27.24: a building this small (squares inside) or smaller hurts everyone in it. */
  readonly lawSmallBuilding: Sourced<number>;
}

export const ANTITANK_NUMBERS: AntitankNumbers = {
  satchelRange: printed(7, 'Case 25.12 ("the maximum distance a satchel charge may be thrown is 7 squares")'),
  satchelRangeProne: printed(1, 'Case 25.12 ("a prone man may throw a satchel charge only 1 square")'),
  satchelScatter: printed(1, 'Case 25.14 ("always scatters one square, and never any further")'),
  satchelFuseTurns: printed(3, 'Case 25.22 ("can never be more than 3 Game-Turns")'),
  satchelLeastWounds: printed(1, 'Case 25.42 ("always inflicts at least one Wound Point on a target man")'),
  multipleRockets: printed(4, 'Case 26.41 ("may fire up to four shells")'),
  sharedReloadShare: printed(25, 'Case 26.3 ("each man may expend 25 Task Points, and the launcher will be reloaded")'),
  lawArming: printed(3, 'Case 27.21 ("may not be fired at a vehicle within 3 squares (inclusive)")'),
  backblastWounds: printed('1D10', 'Case 27.22 ("immediately suffers 1D10 Wound Points")'),
  backblastDepth: house(3, 'Case 27.22, Diagram 14 LAW Back-blast Diagram', 'the diagram is described only in words in our copy: a cone behind the firer, three squares deep, one square wide at the first and widening by one each side at the third (ruling AT9)'),
  lawSmallBuilding: printed(6, 'Case 27.24 ("a building which has six or fewer squares inside of it")'),
};

const percent = z.number().int().min(0).max(100);
const dice = z.string().regex(/^\d+D\d+([+-]\d+)?$/);

export const SATCHEL_ACCURACY_TABLE = describeTable({ title: SC_ACCURACY, data: SATCHEL_ACCURACY, valueSchema: (f) => (f === 'chance' ? percent : undefined) });
export const SATCHEL_DAMAGE_TABLE = describeTable({ title: SC_DAMAGE, data: SATCHEL_DAMAGE, valueSchema: (f) => (f === undefined ? dice : undefined) });
export const ROCKET_ACCURACY_TABLE = describeTable({ title: RL_ACCURACY, data: ROCKET_ACCURACY, valueSchema: (f) => (f === 'chance' ? percent : undefined) });
export const LAW_ACCURACY_TABLE = describeTable({ title: LAW_TITLE, data: LAW_ACCURACY, valueSchema: (f) => (f === 'chance' ? percent : undefined) });
export const ANTITANK_NUMBERS_TABLE = describeTable({
  title: 'Satchel charges, rocket launchers and LAWs: Case 25.12, 25.14, 25.22, 25.42, 26.3, 26.41, 27.21, 27.22, 27.24, Diagram 14',
  data: ANTITANK_NUMBERS,
  valueSchema: (f) => (f === undefined ? z.union([z.number().int().min(0).max(100), dice]) : undefined),
});
