/**
 * The panicked man's directions (Cases 14.24, 14.26): the Scatter Diagram's
 * eight, which one a square lies in, the rolled direction, and the two ways
 * along a wall he runs into. Used by panic-routine.ts's `panicMove`.
 */
import type { DiceRoll } from './dice-codes';
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Square } from '../../../map/map-model';
import type { CommandoTables } from '../tables/index';
import type { Compass } from '../tables/grenade-accuracy';
import { COMPASS, COMPASS_STEP } from '../tables/grenade-accuracy';

const turn = (d: Compass, eighths: number): Compass => COMPASS[(((COMPASS.indexOf(d) + eighths) % 8) + 8) % 8]!;
export const stepOf = (sq: Square, d: Compass): Square => ({ col: sq.col + COMPASS_STEP[d].dc, row: sq.row + COMPASS_STEP[d].dr });
const isDiagonal = (d: Compass): boolean => d.length === 2;

/**
 * Which of the eight directions `to` most nearly lies in, seen from `from`
 * (Case 14.24); north is toward row 01. Undefined for the same square. With
 * whole-square offsets no bearing falls exactly between two directions.
 */
export function compassToward(from: Square, to: Square): Compass | undefined {
  const dx = to.col - from.col;
  const dy = to.row - from.row;
  if (dx === 0 && dy === 0) return undefined;
  const bearing = (Math.atan2(dx, -dy) * 180) / Math.PI;
  return COMPASS[(Math.round(bearing / 45) + 8) % 8]!;
}

/** The opposite direction: he runs directly away (Case 14.24). */
export const opposite = (d: Compass): Compass => turn(d, 4);

/** Case 14.26 / Scatter Diagram: 1D10, re-rolling 9 and 0. */
export function rollDirection(dice: DiceSource, tables: Pick<CommandoTables, 'scatterDiagram'>, rolls: DiceRoll[], log: string[]): Compass {
  for (let tries = 0; ; tries++) {
    if (tries >= 100) throw new RangeError('Case 14.26: a hundred rolls of 9 or 0 in a row: the dice source is not random');
    const r = rollDice('1D10', dice, 'Case 14.26 panic move direction (Scatter Diagram)');
    rolls.push(r);
    if (r.total >= 9) {
      log.push(`Case 14.26: 1D10 = ${r.total === 10 ? 0 : 9}, re-rolled`);
      continue;
    }
    const d = tables.scatterDiagram[String(r.total) as keyof CommandoTables['scatterDiagram']].value;
    log.push(`Case 14.26: he has observed no Enemy man; 1D10 = ${r.total} on the Scatter Diagram → ${d.toUpperCase()}`);
    return d;
  }
}

/**
 * The two ways along the obstacle met running `heading`, named right and left
 * as they lie from him (Case 14.24). Running orthogonally, the wall is across
 * his path: right is a quarter-turn clockwise. Running diagonally into a wall
 * that closes one component of his path, he runs along it both ways of the
 * other component; into a corner (both or neither closed) he turns a quarter
 * either way.
 */
export function alongWall(heading: Compass, open: (d: Compass) => boolean): { right: Compass; left: Compass; wallSide?: Compass } {
  if (!isDiagonal(heading)) return { right: turn(heading, 2), left: turn(heading, -2), wallSide: heading };
  const vertical = heading[0] as Compass; // n or s
  const horizontal = heading[1] as Compass; // e or w
  const vOpen = open(vertical);
  const hOpen = open(horizontal);
  const name = (a: Compass, wall: Compass): { right: Compass; left: Compass; wallSide: Compass } => {
    const diff = (COMPASS.indexOf(a) - COMPASS.indexOf(heading) + 8) % 8;
    return diff < 4 ? { right: a, left: opposite(a), wallSide: wall } : { right: opposite(a), left: a, wallSide: wall };
  };
  if (!vOpen && hOpen) return name(horizontal, vertical);
  if (vOpen && !hOpen) return name(vertical, horizontal);
  return { right: turn(heading, 2), left: turn(heading, -2) };
}
