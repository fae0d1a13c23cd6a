/**
 * Smoke grenades (Case 11.5): the pattern a smoke grenade makes in the
 * Bookkeeping Phase, its dissipation, and the smoke squares Line of Sight
 * reads (Cases 8.23, 11.56, 11.59: `smokeSquares` feeds LosContext.smoke).
 *
 * - Outside a structure the pattern is a straight line from the destination
 *   square, in a Scatter Diagram direction (1D10, re-rolling 9 and 0), of
 *   ½D10 further squares, halving rounded up (Cases 11.53, 4.0).
 * - It stops at a wall or other blocking line terrain (Case 11.57); through a
 *   door, window or slit it takes the first square inside and no more
 *   (Case 11.58); it stops at the map edge.
 * - Landing inside a building, bunker or hangar it fills its room — the
 *   squares reachable without crossing a wall, building line or aperture — and
 *   makes no line (Case 11.55; the `adjacent` option reads the Case as the
 *   landing square and the adjacent squares of the room only).
 * - Each Bookkeeping Phase after the one that made it, each smoke square
 *   dissipates on 1D6 = 1 (Case 11.54).
 * Rulings: docs/rulings/grenades.md.
 */
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare } from '../../../map/map-model';
import type { GrenadeRoll } from './grenade-scatter';
import type { LineTables } from './grenade-geometry';
import { isInterior, roomOf, squareCode, stepCrossing } from './grenade-geometry';
import { recordRoll, rollScatterDirection } from './grenade-scatter';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { Compass } from '../tables/grenade-accuracy';
import { COMPASS_STEP } from '../tables/grenade-accuracy';

export type SmokeTables = LineTables & Pick<CommandoTables, 'scatterDiagram' | 'grenadeRuleNumbers'>;

/** One square of smoke on the map. */
export interface SmokeSquare {
  readonly square: Square;
  /** The Game-Turn whose Bookkeeping Phase made it (Case 11.54: it is not rolled for that Turn). */
  readonly createdTurn: number;
  /** Which grenade made it, for the log. */
  readonly source: string;
}

export interface SmokePattern {
  readonly squares: readonly Square[];
  readonly kind: 'line' | 'room';
  readonly direction?: Compass;
  /** Squares beyond the destination square the roll allowed (Case 11.53). */
  readonly length?: number;
  /** Why the line stopped short, when it did. */
  readonly stoppedBy?: { readonly caseRef: string; readonly reason: string };
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * The squares a straight smoke line covers from `start` (Cases 11.53, 11.57,
 * 11.58): `start` and up to `length` more in `direction`.
 */
export function smokeLine(map: GameMap, start: Square, direction: Compass, length: number, tables: LineTables = DEFAULT_COMMANDO_TABLES): Pick<SmokePattern, 'squares' | 'stoppedBy'> {
  const squares: Square[] = [start];
  const step = COMPASS_STEP[direction];
  let pos = start;
  for (let i = 0; i < length; i++) {
    const next = { col: pos.col + step.dc, row: pos.row + step.dr };
    if (!onMap(map, next)) return { squares, stoppedBy: { caseRef: 'Case 11.53', reason: `The line reaches the map edge at ${squareCode(pos)}.` } };
    const c = stepCrossing(map, pos, next, tables);
    if (c.cls === 'blocked') {
      return { squares, stoppedBy: { caseRef: 'Case 11.57', reason: `A ${c.terrain} stops the smoke at ${squareCode(pos)} (Case 11.57).` } };
    }
    squares.push(next);
    if (c.cls === 'aperture') {
      return { squares, stoppedBy: { caseRef: 'Case 11.58', reason: `Through the ${c.terrain}, the smoke takes the first square within (${squareCode(next)}) and no more (Case 11.58).` } };
    }
    pos = next;
  }
  return { squares };
}

/** Case 11.55: the squares smoke fills when the grenade lands inside a structure. */
export function smokeFill(map: GameMap, landing: Square, tables: LineTables = DEFAULT_COMMANDO_TABLES, reading: 'room' | 'adjacent' = 'room'): Square[] {
  const room = roomOf(map, landing, tables) ?? [landing];
  if (reading === 'room') return room;
  return room.filter((q) => Math.abs(q.col - landing.col) <= 1 && Math.abs(q.row - landing.row) <= 1);
}

/**
 * The smoke pattern of a grenade whose destination square is `landing`
 * (Cases 11.52–11.58), rolled in the Bookkeeping Phase.
 */
export function resolveSmokePattern(map: GameMap, landing: Square, dice: DiceSource, tables: SmokeTables = DEFAULT_COMMANDO_TABLES, options: { readonly fill?: 'room' | 'adjacent' } = {}): SmokePattern {
  if (isInterior(map, landing)) {
    return { kind: 'room', squares: smokeFill(map, landing, tables, options.fill ?? 'room'), rolls: [] };
  }
  const dir = rollScatterDirection(dice, 'Case 11.53', 'smoke direction', tables);
  const code = tables.grenadeRuleNumbers.smokeLength.value;
  const r = rollDice(code, dice, 'Case 11.53 smoke length');
  const length = r.total;
  const rolls = [...dir.rolls, recordRoll('Case 11.53', 'smoke length', r, `${r.faces[0]!.face} halved, rounding up: ${length} square${length === 1 ? '' : 's'} beyond the destination square`)];
  const line = smokeLine(map, landing, dir.direction, length, tables);
  return { kind: 'line', direction: dir.direction, length, ...line, rolls };
}

/** New smoke squares from a pattern made in `turn`'s Bookkeeping Phase; a square already smoked is not doubled. */
export function addSmoke(existing: readonly SmokeSquare[], pattern: Pick<SmokePattern, 'squares'>, turn: number, source: string): SmokeSquare[] {
  const out = [...existing];
  for (const sq of pattern.squares) if (!out.some((s) => sameSquare(s.square, sq))) out.push({ square: sq, createdTurn: turn, source });
  return out;
}

export interface DissipationResult {
  readonly remaining: readonly SmokeSquare[];
  readonly dissipated: readonly SmokeSquare[];
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * Case 11.54, in `turn`'s Bookkeeping Phase: 1D6 for each smoke square not
 * made this Turn; at or under the table's 1 it dissipates. Squares are rolled
 * in the order given.
 */
export function dissipateSmoke(smoke: readonly SmokeSquare[], turn: number, dice: DiceSource, tables: Pick<CommandoTables, 'grenadeRuleNumbers'> = DEFAULT_COMMANDO_TABLES): DissipationResult {
  const on = tables.grenadeRuleNumbers.smokeDissipatesOn.value;
  const remaining: SmokeSquare[] = [];
  const dissipated: SmokeSquare[] = [];
  const rolls: GrenadeRoll[] = [];
  for (const s of smoke) {
    if (s.createdTurn >= turn) {
      remaining.push(s);
      continue;
    }
    const r = rollDice('1D6', dice, `Case 11.54 smoke in ${squareCode(s.square)}`);
    const gone = r.total <= on;
    rolls.push(recordRoll('Case 11.54', `smoke in ${squareCode(s.square)}`, r, gone ? 'dissipates' : 'remains'));
    (gone ? dissipated : remaining).push(s);
  }
  return { remaining, dissipated, rolls };
}

/** The squares holding smoke, for Line of Sight (LosContext.smoke; Cases 8.23, 11.56, 11.59). */
export function smokeSquares(smoke: readonly SmokeSquare[]): Square[] {
  return smoke.map((s) => s.square);
}
