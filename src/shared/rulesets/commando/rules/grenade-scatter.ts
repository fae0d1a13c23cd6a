/**
 * Grenade scatter (Section 11.0 procedure "Grenade Scatter", Cases 11.3,
 * 11.83): the scatter rolls, the walk from the target square with its
 * aperture rolls, and the fan of landing squares for the UI. The side
 * geometry is grenade-geometry.ts, the thrower's line grenade-throw-line.ts.
 * Rulings: docs/rulings/grenades.md.
 */
import type { DiceRoll } from './dice-codes';
import { rollDice } from './dice-codes';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, LineTerrain, Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { ApertureKind, LineTables } from './grenade-geometry';
import { byPosition, squareCode, stepCrossing } from './grenade-geometry';
import type { ScatterStop } from './grenade-throw-line';
import { throwLineStop } from './grenade-throw-line';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { Compass } from '../tables/grenade-accuracy';
import { COMPASS_STEP } from '../tables/grenade-accuracy';

// ---------------------------------------------------------------------------
// Dice, recorded as the umpire reads them.

/** One roll as recorded in a result: "Case 11.83 scatter direction: 1D10 = 9, re-rolled". */
export interface GrenadeRoll {
  readonly caseRef: string;
  readonly purpose: string;
  readonly code: string;
  readonly faces: readonly number[];
  readonly total: number;
  readonly text: string;
}

export function recordRoll(caseRef: string, purpose: string, roll: DiceRoll, outcome?: string): GrenadeRoll {
  const faces = roll.faces.map((f) => f.face);
  const shown = roll.code === '1D100' ? `${roll.total}` : faces.length > 1 ? `${faces.join(' + ')} → ${roll.total}` : `${roll.total}`;
  return { caseRef, purpose, code: roll.code, faces, total: roll.total, text: `${caseRef} ${purpose}: ${roll.code} = ${shown}${outcome ? `, ${outcome}` : ''}` };
}

export type ScatterTables = Pick<CommandoTables, 'lineTerrain' | 'grenadeScatter' | 'scatterDiagram' | 'apertureScatter'>;

/**
 * A Scatter Diagram direction: 1D10, re-rolling 9 and 0 "until a number between
 * 1 and 8 is obtained" (Section 11.0 procedure; also Case 11.53 for smoke).
 * A d10 reports a printed 0 as 10 (Case 4.0).
 */
export function rollScatterDirection(dice: DiceSource, caseRef: string, purpose: string, tables: Pick<CommandoTables, 'scatterDiagram'>): { direction: Compass; rolls: GrenadeRoll[] } {
  const rolls: GrenadeRoll[] = [];
  for (;;) {
    const r = rollDice('1D10', dice, `${caseRef} ${purpose}`);
    const face = r.total;
    if (face >= 9) {
      rolls.push(recordRoll(caseRef, purpose, r, `re-rolled (${face === 10 ? '0' : '9'} is not on the Scatter Diagram)`));
      continue;
    }
    const direction = tables.scatterDiagram[String(face) as keyof CommandoTables['scatterDiagram']].value;
    rolls.push(recordRoll(caseRef, purpose, r, `Scatter Diagram ${face}: ${direction.toUpperCase()}`));
    return { direction, rolls };
  }
}

// ---------------------------------------------------------------------------
// Walking the scatter path from the target square.

type Advance =
  | { readonly kind: 'off-map' }
  | { readonly kind: 'blocked'; readonly terrain: LineTerrain }
  | { readonly kind: 'aperture'; readonly terrain: ApertureKind; readonly next: Square }
  | { readonly kind: 'open'; readonly next: Square };

function advance(map: GameMap, pos: Square, dir: Compass, tables: LineTables): Advance {
  const s = COMPASS_STEP[dir];
  const next = { col: pos.col + s.dc, row: pos.row + s.dr };
  if (!onMap(map, next)) return { kind: 'off-map' };
  const c = stepCrossing(map, pos, next, tables);
  if (c.cls === 'blocked') return { kind: 'blocked', terrain: c.terrain! };
  if (c.cls === 'aperture') return { kind: 'aperture', terrain: c.apertures[0]!, next };
  return { kind: 'open', next };
}

/** Case 11.3: the chance (0–1) a grenade scatters through this aperture, from the 1D10 bands. */
export function aperturePassChance(terrain: ApertureKind, tables: Pick<CommandoTables, 'apertureScatter'>): number {
  const band = tables.apertureScatter[terrain === 'door' ? 'door' : 'window-or-slit'];
  return Math.max(0, band.to.value - band.from.value + 1) / 10;
}

// ---------------------------------------------------------------------------
// Rolling a scatter.

export interface ScatterResult {
  readonly direction: Compass;
  /** Squares to count (Case 11.83). */
  readonly distance: number;
  /** From the target square along the scatter, each square the grenade reached. */
  readonly path: readonly Square[];
  /** Where the count ended (or where the path stopped). */
  readonly possibleDestination: Square;
  /** The destination square: where the grenade lands. */
  readonly landing: Square;
  readonly stops: readonly ScatterStop[];
  readonly rolls: readonly GrenadeRoll[];
}

/**
 * Scatter a grenade that missed `target` (Section 11.0 procedure; Cases 11.3,
 * 11.83): direction, distance, the walk with its aperture rolls, then the
 * thrower's line. Rulings: walls on the scatter path stop it in front; the map
 * edge stops it on the last square (docs/rulings/grenades.md).
 */
export function scatterGrenade(
  map: GameMap,
  thrower: Square,
  target: Square,
  dice: DiceSource,
  tables: ScatterTables = DEFAULT_COMMANDO_TABLES,
  distanceCase = 'Case 11.83',
  /** A distance the rule fixes (Case 25.14: a satchel charge "always scatters one square"): no distance die is rolled. */
  fixedDistance?: number,
): ScatterResult {
  const { direction, rolls } = rollScatterDirection(dice, 'Case 11.83', 'scatter direction', tables);
  const dr = fixedDistance === undefined ? rollDice('1D6', dice, `${distanceCase} scatter distance`) : undefined;
  const distance = dr ? tables.grenadeScatter[String(dr.total) as keyof CommandoTables['grenadeScatter']].value : fixedDistance!;
  const allRolls = dr ? [...rolls, recordRoll(distanceCase, 'scatter distance', dr, `${distance} square${distance === 1 ? '' : 's'}`)] : rolls;
  const stops: ScatterStop[] = [];
  const path: Square[] = [target];
  let pos = target;
  for (let i = 0; i < distance; i++) {
    const a = advance(map, pos, direction, tables);
    if (a.kind === 'off-map') {
      stops.push({ kind: 'map-edge', square: pos, caseRef: 'Case 11.83', reason: `The scatter would leave the map: the grenade stops at the edge, in ${squareCode(pos)}.` });
      break;
    }
    if (a.kind === 'blocked') {
      stops.push({ kind: 'wall-on-path', square: pos, caseRef: 'Case 11.3', reason: `A ${a.terrain} closes the scatter path: the grenade lands in front of it, in ${squareCode(pos)}.` });
      break;
    }
    if (a.kind === 'aperture') {
      const r = rollDice('1D10', dice, `Case 11.3 scatter through the ${a.terrain}`);
      const band = tables.apertureScatter[a.terrain === 'door' ? 'door' : 'window-or-slit'];
      const through = r.total >= band.from.value && r.total <= band.to.value;
      allRolls.push(recordRoll('Case 11.3', `scatter through the ${a.terrain}`, r, through ? `through the ${a.terrain}` : `lands in front of the ${a.terrain}`));
      if (!through) {
        stops.push({ kind: 'aperture', square: pos, caseRef: 'Case 11.3', reason: `The grenade does not pass the ${a.terrain}: it lands directly in front of it, in ${squareCode(pos)}.` });
        break;
      }
    }
    pos = a.next;
    path.push(pos);
  }
  const line = throwLineStop(map, thrower, pos, tables);
  if (line.stop) stops.push(line.stop);
  return { direction, distance, path, possibleDestination: pos, landing: line.landing, stops, rolls: allRolls };
}

/**
 * One square of scatter from `from` in `direction` (Case 19.34's dropped grenade): the same walk as a thrown grenade's —
 * a wall keeps it in front (in `from`), an aperture is rolled for (Case 11.3), the map edge keeps it on the map.
 */
export function scatterOneSquare(map: GameMap, from: Square, direction: Compass, dice: DiceSource, tables: ScatterTables = DEFAULT_COMMANDO_TABLES): { readonly landing: Square; readonly stops: readonly ScatterStop[]; readonly rolls: readonly GrenadeRoll[] } {
  const a = advance(map, from, direction, tables);
  if (a.kind === 'off-map') return { landing: from, stops: [{ kind: 'map-edge', square: from, caseRef: 'Case 11.83', reason: `The scatter would leave the map: the grenade stops at the edge, in ${squareCode(from)}.` }], rolls: [] };
  if (a.kind === 'blocked') return { landing: from, stops: [{ kind: 'wall-on-path', square: from, caseRef: 'Case 11.3', reason: `A ${a.terrain} closes the scatter path: the grenade lands in front of it, in ${squareCode(from)}.` }], rolls: [] };
  if (a.kind === 'open') return { landing: a.next, stops: [], rolls: [] };
  const r = rollDice('1D10', dice, `Case 11.3 scatter through the ${a.terrain}`);
  const band = tables.apertureScatter[a.terrain === 'door' ? 'door' : 'window-or-slit'];
  const through = r.total >= band.from.value && r.total <= band.to.value;
  const rolls = [recordRoll('Case 11.3', `scatter through the ${a.terrain}`, r, through ? `through the ${a.terrain}` : `lands in front of the ${a.terrain}`)];
  if (through) return { landing: a.next, stops: [], rolls };
  return { landing: from, stops: [{ kind: 'aperture', square: from, caseRef: 'Case 11.3', reason: `The grenade does not pass the ${a.terrain}: it lands directly in front of it, in ${squareCode(from)}.` }], rolls };
}

// ---------------------------------------------------------------------------
// The fan: every landing square with its probability, for the UI.

export interface FanEntry {
  readonly square: Square;
  readonly probability: number;
}

/**
 * Where a grenade thrown from `thrower` at `target` can land, with the chance
 * of each. Without `hitChance` the fan is for a grenade known to scatter; with
 * it (percent, from `throwChance`), the target square carries the hit chance
 * and the scatter the rest. Probabilities sum to 1.
 */
export function scatterFan(map: GameMap, thrower: Square, target: Square, tables: ScatterTables = DEFAULT_COMMANDO_TABLES, hitChance?: number): FanEntry[] {
  const acc = new Map<number, number>();
  const key = (sq: Square): number => (sq.row - 1) * map.width + sq.col - 1;
  const addAt = (sq: Square, p: number): void => {
    if (p <= 0) return;
    const land = throwLineStop(map, thrower, sq, tables).landing;
    acc.set(key(land), (acc.get(key(land)) ?? 0) + p);
  };
  const hit = hitChance === undefined ? 0 : Math.min(100, Math.max(0, hitChance)) / 100;
  if (hit > 0) acc.set(key(target), hit);
  const miss = 1 - hit;
  const faces = Object.values(tables.grenadeScatter) as readonly { value: number }[];
  const dirs = Object.values(tables.scatterDiagram) as readonly { value: Compass }[];
  const walk = (pos: Square, dir: Compass, left: number, p: number): void => {
    if (left === 0) return addAt(pos, p);
    const a = advance(map, pos, dir, tables);
    if (a.kind === 'off-map' || a.kind === 'blocked') return addAt(pos, p);
    if (a.kind === 'aperture') {
      const pass = aperturePassChance(a.terrain, tables);
      addAt(pos, p * (1 - pass));
      return walk(a.next, dir, left - 1, p * pass);
    }
    walk(a.next, dir, left - 1, p);
  };
  for (const d of dirs) for (const f of faces) walk(target, d.value, f.value, miss / (dirs.length * faces.length));
  return [...acc.entries()]
    .map(([k, probability]) => ({ square: { col: (k % map.width) + 1, row: Math.floor(k / map.width) + 1 }, probability }))
    .sort((a, b) => b.probability - a.probability || byPosition(a.square, b.square));
}
