/**
 * Rocket launchers (Section 26.0) and LAWs (Section 27.0), pure: the chance to
 * hit from Tables 26.7 and 27.3 as Breakdowns, the LAW's arming distance (Case
 * 27.21), the back-blast pattern behind the firer (Case 27.22, Diagram 14 as
 * a house pattern, ruling AT9) with walls and apertures (Case 27.23), and the
 * small building that hurts all inside (Case 27.24). The engine rolls and
 * turns these into events (engine/rocket-command.ts, engine/law-command.ts).
 * Rulings: docs/rulings/antitank.md.
 */
import type { GameMap, Square } from '../../../map/map-model';
import { onMap, sameSquare } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import type { AntitankBand } from '../tables/antitank';
import type { Compass } from '../tables/grenade-accuracy';
import { COMPASS } from '../tables/grenade-accuracy';
import { isInterior, squareCode, structureOf } from './grenade-geometry';
import { throwPath } from './grenades';
import { compassToward, opposite, stepOf } from './panic-directions';
import { range } from './range';

export type AntitankTables = Pick<CommandoTables, 'rocketAccuracy' | 'lawAccuracy' | 'antitankNumbers' | 'lineTerrain'>;

export function bandAt(table: Readonly<Record<string, AntitankBand>>, dist: number): AntitankBand | undefined {
  return Object.values(table).find((b) => dist >= b.min && (b.max === undefined || dist <= b.max));
}

function chance(title: string, caseRef: string, b: AntitankBand, dist: number): Breakdown {
  const out = new BreakdownBuilder(title, { label: `Range ${dist} (${b.label})`, caseRef, value: b.chance.value, provenance: b.chance.provenance });
  return out.build();
}

/** Table 26.7 at this range (no modifiers are printed with it), or undefined for the firer's own square. */
export function rocketChance(from: Square, target: Square, tables: Pick<AntitankTables, 'rocketAccuracy'> = DEFAULT_COMMANDO_TABLES): Breakdown | undefined {
  const dist = range(from, target);
  const b = bandAt(tables.rocketAccuracy, dist);
  return b ? chance(`Section 26.0 rocket from ${squareCode(from)} at ${squareCode(target)}`, 'Case 26.7', b, dist) : undefined;
}

/** Case 27.21: a LAW fired at a vehicle this close never arms. */
export const lawUnarmed = (dist: number, tables: Pick<AntitankTables, 'antitankNumbers'> = DEFAULT_COMMANDO_TABLES): boolean => dist <= tables.antitankNumbers.lawArming.value;

/** Table 27.3 at this range; undefined inside the arming distance (Case 27.21). */
export function lawChance(from: Square, target: Square, tables: Pick<AntitankTables, 'lawAccuracy' | 'antitankNumbers'> = DEFAULT_COMMANDO_TABLES): Breakdown | undefined {
  const dist = range(from, target);
  if (lawUnarmed(dist, tables)) return undefined;
  const b = bandAt(tables.lawAccuracy, dist);
  return b ? chance(`Section 27.0 LAW from ${squareCode(from)} at ${squareCode(target)}`, 'Case 27.3', b, dist) : undefined;
}

// ---------------------------------------------------------------------------
// Cases 27.22–27.24: the back-blast.

export interface BackblastSquare {
  readonly square: Square;
  /** Case 27.23: through a door, slit or window the Wound Points are halved. */
  readonly halved: boolean;
}

export interface Backblast {
  /** Case 27.22: the direction he most nearly fires in; the blast goes the opposite way. */
  readonly firing: Compass;
  readonly toward: Compass;
  readonly squares: readonly BackblastSquare[];
  /** Case 27.23: squares of the pattern a wall keeps the blast from. */
  readonly walled: readonly Square[];
}

const sideways = (d: Compass, eighths: number): Compass => COMPASS[(((COMPASS.indexOf(d) + eighths) % 8) + 8) % 8]!;

/** Diagram 14 (house, ruling AT9): `depth` squares straight behind him, the last flanked by one square each side. */
export function backblastPattern(from: Square, toward: Compass, tables: Pick<AntitankTables, 'antitankNumbers'> = DEFAULT_COMMANDO_TABLES): Square[] {
  const depth = tables.antitankNumbers.backblastDepth.value;
  const out: Square[] = [];
  let cur = from;
  for (let i = 1; i <= depth; i++) {
    cur = stepOf(cur, toward);
    out.push(cur);
    if (i === depth) out.push(stepOf(cur, sideways(toward, 2)), stepOf(cur, sideways(toward, -2)));
  }
  return out;
}

/** Cases 27.22–27.23: the squares the back-blast reaches from a LAW fired at `target` (none for his own square). */
export function backblast(map: GameMap, from: Square, target: Square, tables: Pick<AntitankTables, 'antitankNumbers' | 'lineTerrain'> = DEFAULT_COMMANDO_TABLES): Backblast | undefined {
  const firing = compassToward(from, target);
  if (!firing) return undefined;
  const toward = opposite(firing);
  const squares: BackblastSquare[] = [];
  const walled: Square[] = [];
  for (const sq of backblastPattern(from, toward, tables)) {
    if (!onMap(map, sq)) continue;
    const path = throwPath(map, from, sq, tables);
    if (path.throughWall) walled.push(sq);
    else squares.push({ square: sq, halved: path.door || path.windowOrSlit });
  }
  return { firing, toward, squares, walled };
}

/** Case 27.24: the squares of the building he fires from when it has six or fewer inside, else undefined. */
export function smallBuilding(map: GameMap, from: Square, tables: Pick<AntitankTables, 'antitankNumbers'> = DEFAULT_COMMANDO_TABLES): Square[] | undefined {
  if (!isInterior(map, from)) return undefined;
  const inside = structureOf(map, from);
  return inside && inside.length <= tables.antitankNumbers.lawSmallBuilding.value ? inside : undefined;
}

export const inSquares = (squares: readonly Square[], sq: Square): boolean => squares.some((q) => sameSquare(q, sq));
