/**
 * Strafing (seed lines 296–315, ruling SK35): the D20 to put the pass on
 * target, where a miss falls (the ranging table's Mortar column, line 201),
 * the area raked on the flight line, the cover a man has from the air, and
 * each man's D6 on the effect table.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RANGING_TABLE } from '../tables/artillery';
import { COVER_LINE, SPOTTING_RANGE, worseLine, type SpottingLine } from '../tables/cover';
import {
  AIR_COVER_OF, AREA_CENTRED_ON_AIM, DEVIATION_FACING, EFFECT_PER_FIGURE, EFFECT_ROW_OF, LINEAR_AREA_ALONG, MISS_DEVIATES_AS, STRAFING_ACCURACY, STRAFING_AREA, STRAFING_DIE, STRAFING_EFFECT,
  type AirCoverColumn, type StrafingAltitude, type StrafingFlight, type StrafingTarget, type StrafingWeapon,
} from '../tables/strafing';
import { addDiscretion, type UmpireDiscretion } from './discretion';
import { rollHits, type HitsRoll } from './blast';
import { distance } from './geometry';
import type { TableIndex } from './table-index';
import { regionsHolding } from './terrain-along';

type Point = { readonly x: number; readonly y: number };

export interface AccuracyRoll {
  readonly face: number;
  readonly need: number;
  readonly hit: boolean;
  readonly breakdown: Breakdown;
}

/** The D20 Need for this pass (lines 302–305). */
export function strafingNeed(altitude: StrafingAltitude, flight: StrafingFlight, target: StrafingTarget): { need: number; source: string; provenance: (typeof STRAFING_ACCURACY)['noe']['normal']['provenance'] } {
  const row = STRAFING_ACCURACY[altitude][flight];
  return { need: row.value[target], source: row.provenance.source, provenance: row.provenance };
}

/** "Stafing target (D20)": D20 + the umpire's discretion reaching the Need puts the pass on target. */
export function rollStrafingAccuracy(input: { readonly altitude: StrafingAltitude; readonly flight: StrafingFlight; readonly target: StrafingTarget; readonly discretion?: readonly UmpireDiscretion[] }, dice: DiceSource): AccuracyRoll {
  const { need, source, provenance } = strafingNeed(input.altitude, input.flight, input.target);
  const face = dice.roll({ die: STRAFING_DIE.value, purpose: `strafing accuracy, ${input.altitude} ${input.flight}, ${input.target} target` }).face;
  const b = new BreakdownBuilder(`strafing accuracy (needs ${need}+)`, { label: `D20 rolled ${face}`, caseRef: STRAFING_DIE.provenance.source, value: face });
  addDiscretion(b, input.discretion, 'strafing accuracy');
  const hit = b.value >= need;
  b.note(`${input.altitude === 'noe' ? 'N.O.E.' : 'LOW'} ${input.flight}, ${input.target} target: ${need}+ — ${hit ? 'on target' : 'missed'}`, source);
  if (provenance.kind === 'house') b.note(`(house reading: ${provenance.rationale})`, source);
  return { face, need, hit, breakdown: b.build() };
}

/** Unit vectors of a pass: along the flight, and the pilot's right (the table's y runs down). */
export function flightFrame(from: Point, to: Point): { along: Point; right: Point } {
  const len = distance(from, to);
  const along = len > 0 ? { x: (to.x - from.x) / len, y: (to.y - from.y) / len } : { x: 0, y: 1 };
  return { along, right: { x: -along.y, y: along.x } };
}

/** A miss (lines 300–302): a D20 on the ranging table's Mortar column (line 201), "over" along the flight, "left" to the pilot's left. */
export function rollStrafeDeviation(aim: Point, from: Point, to: Point, dice: DiceSource): { landing: Point; breakdown: Breakdown } {
  const face = dice.roll({ die: 'd20', purpose: 'strafing miss: deviation as mortar' }).face;
  const b = new BreakdownBuilder('strafing deviation', { label: `D20 rolled ${face}`, caseRef: MISS_DEVIATES_AS.provenance.source, value: face });
  const read = RANGING_TABLE.value[MISS_DEVIATES_AS.value][face - 1];
  const { along, right } = flightFrame(from, to);
  if (!read) {
    b.note(`row ${face}: HIT — the burst falls on the aim point`, RANGING_TABLE.provenance.source);
    return { landing: aim, breakdown: b.build() };
  }
  const sign = face < 10 ? -1 : 1;
  b.note(`row ${face}, mortar column: ${read.lateral}" ${sign < 0 ? 'left' : 'right'}, ${read.range}" ${sign < 0 ? 'short' : 'over'}, along the flight`, `${RANGING_TABLE.provenance.source}; ${DEVIATION_FACING.provenance.source}`);
  const landing = { x: aim.x + along.x * sign * read.range + right.x * sign * read.lateral, y: aim.y + along.y * sign * read.range + right.y * sign * read.lateral };
  return { landing, breakdown: b.build() };
}

/** The area raked (lines 307–309): a rectangle centred on `at`, its `along` side on the flight line; the corners, in order. */
export function strafeArea(weapon: StrafingWeapon, target: StrafingTarget, at: Point, from: Point, to: Point): { corners: Point[]; source: string } {
  const size = STRAFING_AREA[weapon].value[target];
  const { along, right } = flightFrame(from, to);
  const a = size.along / 2;
  const c = size.across / 2;
  const corner = (sa: number, sc: number): Point => ({ x: at.x + along.x * sa * a + right.x * sc * c, y: at.y + along.y * sa * a + right.y * sc * c });
  const source = `${STRAFING_AREA[weapon].provenance.source}; ${LINEAR_AREA_ALONG.provenance.source}; ${AREA_CENTRED_ON_AIM.provenance.source}`;
  return { corners: [corner(-1, -1), corner(1, -1), corner(1, 1), corner(-1, 1)], source };
}

/** Whether p is inside the area (edges count) — measured in the flight's frame. */
export function inStrafeArea(weapon: StrafingWeapon, target: StrafingTarget, at: Point, from: Point, to: Point, p: Point): boolean {
  const size = STRAFING_AREA[weapon].value[target];
  const { along, right } = flightFrame(from, to);
  const dx = p.x - at.x;
  const dy = p.y - at.y;
  const eps = 1e-9;
  return Math.abs(dx * along.x + dy * along.y) <= size.along / 2 + eps && Math.abs(dx * right.x + dy * right.y) <= size.across / 2 + eps;
}

/** Distance from p to the segment ab. */
export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The effect table's column for a man at p (AIR_COVER_OF). */
export function airCoverAt(index: TableIndex, p: Point): AirCoverColumn {
  const rule = AIR_COVER_OF.value;
  const { layout } = index;
  const buildings = regionsHolding(index, p, 'building').map((r) => layout.buildings[r.feature]!);
  if (buildings.some((b) => rule.bunkerWalls.includes(b.wall.material))) return 'bunker';
  if (buildings.length > 0) return 'dense-wall';
  const areas = regionsHolding(index, p, 'area').map((r) => layout.areas[r.feature]!.cover);
  if (areas.includes('dense')) return 'dense-wall';
  const nearWall = layout.linear.some((l) => rule.wallKinds.includes(l.kind) && l.points.slice(1).some((q, k) => distanceToSegment(p, l.points[k]!, q) <= rule.wallReach));
  if (nearWall) return 'dense-wall';
  if (areas.includes('close')) return 'close';
  return 'other';
}

export interface StrafeEffect {
  readonly column: AirCoverColumn;
  readonly str: number;
  readonly source: string;
  /** Null where the column prints "-": no roll. */
  readonly roll: HitsRoll | null;
}

/** One man's D6 on the effect table (line 315) for his column. */
export function rollStrafeEffect(weapon: StrafingWeapon, column: AirCoverColumn, dice: DiceSource): StrafeEffect {
  const row = STRAFING_EFFECT[EFFECT_ROW_OF.value[weapon]];
  const printedHits = row.value.hits[column];
  const source = `${row.provenance.source}; ${EFFECT_PER_FIGURE.provenance.source}`;
  return { column, str: row.value.str, source, roll: printedHits === null ? null : rollHits(printedHits, row.provenance.source, [], dice) };
}

/** The spotting line of the cover a man stands in (areas and buildings holding him, lines 28–31); at night every man reads Dense (line 36). */
export function ownLineAt(index: TableIndex, p: Point, night: boolean): SpottingLine {
  if (night) return 'dense';
  const { layout } = index;
  let line: SpottingLine = 'open';
  for (const r of regionsHolding(index, p, 'area')) line = worseLine(line, COVER_LINE[layout.areas[r.feature]!.cover].value);
  for (const r of regionsHolding(index, p, 'building')) line = worseLine(line, COVER_LINE[layout.buildings[r.feature]!.cover].value);
  return line;
}

/** Whether a man at p sees a pass along from→to (PASS_SEEN_BY): within his own line's range of it. */
export function seesPass(index: TableIndex, p: Point, from: Point, to: Point, night: boolean): boolean {
  return distanceToSegment(p, from, to) <= SPOTTING_RANGE[ownLineAt(index, p, night)].value;
}
