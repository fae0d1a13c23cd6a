/**
 * Searchlights (Optional Rule Section 33.0), pure geometry and checks: the
 * arc (Case 33.21 by Case 23.36), the lit squares (Cases 33.22, 33.23,
 * 33.25), turning (Cases 33.11, 33.14) and who may destroy one (Cases 33.31,
 * 33.32). The numbers are tables/searchlights.ts's. The state is read by
 * engine/searchlights.ts; observation by rules/searchlight-observation.ts.
 * Rulings: docs/rulings/searchlights.md.
 */
import type { GameMap, Square } from '../../../map/map-model';
import { terrainAt } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { SearchlightNumbers } from '../tables/searchlights';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';
import { OBSERVATION_RANGE, type Weather } from '../tables/observation-range';
import type { FieldOfView } from './field-of-view';
import { inSight, sightFrom } from './sight-squares';
import { range } from './range';

/** Case 33.11: the eight cardinal directions of the compass rose, clockwise from north. */
export const COMPASS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Compass = (typeof COMPASS)[number];

/** The key of a square in a lit set. */
export const squareKey = (sq: Square): string => `${sq.col},${sq.row}`;

/** Case 33.11: cardinal points between two facings the short way round (0–4). */
export function turnPoints(from: Compass, to: Compass): number {
  const d = Math.abs(COMPASS.indexOf(from) - COMPASS.indexOf(to)) % 8;
  return Math.min(d, 8 - d);
}

/** Case 33.14: the facing may change by at most two cardinal points in one Observation Phase. */
export function turnError(from: Compass, to: Compass, numbers: SearchlightNumbers = DEFAULT_COMMANDO_TABLES.searchlights): RuleError | undefined {
  const n = turnPoints(from, to);
  const max = numbers.maxTurnPoints.value;
  if (n > max) return ruleError('searchlight/turn-too-far', 'Case 33.14', `A searchlight turns at most ${max} cardinal points in one Observation Phase; ${from} to ${to} is ${n} (Case 33.14).`);
  return undefined;
}

/** Degrees clockwise from north (toward row 01) from one square's centre to another's; undefined for the same square. */
export function bearing(from: Square, to: Square): number | undefined {
  const dx = to.col - from.col;
  const dy = from.row - to.row;
  if (dx === 0 && dy === 0) return undefined;
  const deg = (Math.atan2(dx, dy) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

const EPS = 1e-9;

/**
 * Case 33.21 with Case 23.36: is `to` in the 45° arc labelled `facing`? The
 * diagram's arcs are turned 22.5° clockwise from centred on the facing, so N
 * runs from due north (included) to due north-east (excluded): the eight
 * arcs share out every square around the searchlight, each square to one.
 */
export function inArc(from: Square, facing: Compass, to: Square, numbers: SearchlightNumbers = DEFAULT_COMMANDO_TABLES.searchlights): boolean {
  const b = bearing(from, to);
  if (b === undefined) return false;
  const width = numbers.arcDegrees.value;
  const start = COMPASS.indexOf(facing) * 45 - width / 2 + numbers.arcShiftDegrees.value;
  const rel = (((b - start) % 360) + 360) % 360;
  return rel < width - EPS || rel > 360 - EPS;
}

/** Case 33.25: the beam's range is 25 squares, or the weather's Day observation range when that is less (fog 5, blizzard 10). */
export function beamRange(weather: Weather | undefined, numbers: SearchlightNumbers = DEFAULT_COMMANDO_TABLES.searchlights): { readonly range: number; readonly caseRef: string } {
  const full = numbers.range.value;
  const day = weather ? OBSERVATION_RANGE[weather].day.value : 'unlimited';
  return day !== 'unlimited' && day < full ? { range: day, caseRef: 'Case 33.25' } : { range: full, caseRef: 'Case 33.22' };
}

export interface Beam {
  readonly square: Square;
  readonly facing: Compass;
}

/**
 * Cases 33.21–33.23, 33.25: the squares a working searchlight lights — in its
 * arc, more than three and at most `beamRange` squares away (Case 8.11
 * range), and in its Line of Sight traced from one level above the
 * searchlight's square (the roof) to a man standing erect in the square
 * (ruling SL3). Smoke blocks the beam as it blocks sight (Case 8.23), and so
 * does a tank's square (Case 23.62).
 */
export function litSquares(map: GameMap, beam: Beam, opts: { readonly beamRange: number; readonly smoke?: readonly Square[]; readonly tanks?: readonly Square[] }, numbers: SearchlightNumbers = DEFAULT_COMMANDO_TABLES.searchlights): Square[] {
  const out: Square[] = [];
  const r = opts.beamRange;
  let sight: FieldOfView | undefined;
  for (let row = Math.max(1, beam.square.row - r); row <= Math.min(map.height, beam.square.row + r); row++) {
    for (let col = Math.max(1, beam.square.col - r); col <= Math.min(map.width, beam.square.col + r); col++) {
      const sq = { col, row };
      const d = range(beam.square, sq);
      if (d <= numbers.unlitWithin.value || d > r || !inArc(beam.square, beam.facing, sq, numbers)) continue;
      if (inSight((sight ??= sightFrom(map, { square: beam.square, posture: 'erect', level: numbers.roofLevel.value }, opts.smoke, opts.tanks)), sq)) out.push(sq);
    }
  }
  return out;
}

/** General Rule: a searchlight begins mounted on a building (its roof): a building, bunker, hangar or tower square. */
const BUILDING_TERRAIN = ['building', 'bunker', 'hangar', 'tower'] as const;
export function mountError(map: GameMap, square: Square): RuleError | undefined {
  if (square.col < 1 || square.row < 1 || square.col > map.width || square.row > map.height) {
    return ruleError('searchlight/off-map', 'Case 33.0', `Square (${square.col}, ${square.row}) is not on map ${map.name}.`);
  }
  const t = terrainAt(map, square).terrain;
  if (!(BUILDING_TERRAIN as readonly string[]).includes(t)) {
    return ruleError('searchlight/not-on-building', 'Case 33.0', `A searchlight is mounted on a building (Section 33.0 General Rule); this square is ${t}.`);
  }
  return undefined;
}
