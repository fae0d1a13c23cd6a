/**
 * Artillery called over the radio (seed lines 201–222, ruling SK33): the
 * ranging roll on a D20 that walks onto the target shot by shot, where the
 * round lands, and the hits of a single shot or a barrage.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import {
  BARRAGE_MINUTES, BARRAGE_NOT_PRONE, BARRAGE_TABLE, PER_5M_FROM, RANGING_COLUMN_OF, RANGING_TABLE, RANGING_WALK, SINGLE_SHOT_DMS, SINGLE_SHOT_EFFECT, WWII_WALK_DIVISOR,
  type ArtilleryClass, type BarrageMinutes, type ShellEffect, type ShellRound,
} from '../tables/artillery';
import { rollHits, type HitsModifier, type HitsRoll } from './blast';
import { addDiscretion, type UmpireDiscretion } from './discretion';

type Point = { readonly x: number; readonly y: number };

export interface RangingRoll {
  readonly face: number;
  /** The row read after the walk and discretion (1–20). */
  readonly row: number;
  readonly hit: boolean;
  /** Inches: negative lateral is left, negative range is under (short), as the observer faces the point. */
  readonly offset: { readonly lateral: number; readonly range: number };
  readonly breakdown: Breakdown;
}

/** "DM's +/- No to D20" for this shot and Ability (shot 1: none; past 7: shot 7's). */
export function walkFor(shot: number, ability: number): number {
  if (!Number.isInteger(shot) || shot < 1) throw new RangeError(`ranging shot must be 1 or more, not ${shot}`);
  if (shot === 1) return 0;
  const row = RANGING_WALK.value[Math.min(shot, 7) as 2 | 3 | 4 | 5 | 6 | 7];
  const n = row[ability];
  if (n === undefined) throw new RangeError(`Ability must be 0–4, not ${ability}`);
  return n;
}

/** The ranging roll (line 201): a D20 moved toward 10–11 by the walk, then read in the class's column. */
export function rollRanging(
  input: { readonly battery: ArtilleryClass; readonly shot: number; readonly ability: number; readonly discretion?: readonly UmpireDiscretion[]; readonly wwii?: boolean },
  dice: DiceSource,
): RangingRoll {
  const column = RANGING_COLUMN_OF.value[input.battery];
  const face = dice.roll({ die: 'd20', purpose: `ranging, ${input.battery} shot ${input.shot}` }).face;
  const b = new BreakdownBuilder(`ranging, shot ${input.shot}`, { label: `D20 rolled ${face}`, caseRef: RANGING_TABLE.provenance.source, value: face });
  const full = walkFor(input.shot, input.ability);
  // A WWII game halves the walk, rounded down (line 201, ruling SK34).
  const walk = input.wwii ? Math.floor(full / WWII_WALK_DIVISOR.value) : full;
  const toward = face < 10 ? Math.min(walk, 10 - face) : face > 11 ? -Math.min(walk, face - 11) : 0;
  if (input.wwii && full > 0) b.note(`WWII game: the walk of ${full} halved, rounded down, to ${walk}`, WWII_WALK_DIVISOR.provenance.source);
  if (toward !== 0) b.add(`shot ${input.shot}, Ability ${input.ability}${input.wwii ? ' (WWII, halved)' : ''}: ${Math.abs(toward)} toward the HIT rows`, RANGING_WALK.provenance.source, toward, RANGING_WALK.provenance);
  addDiscretion(b, input.discretion, 'ranging');
  b.clamp('the table runs 1–20', RANGING_TABLE.provenance.source, 1, 20);
  const row = b.value;
  const read = RANGING_TABLE.value[column][row - 1]!;
  if (read === null) b.note(`row ${row}: HIT (${column} column)`, RANGING_TABLE.provenance.source);
  else b.note(`row ${row}, ${column} column: ${read.lateral}" ${row < 10 ? 'left' : 'right'}, ${read.range}" ${row < 10 ? 'under' : 'over'}`, RANGING_TABLE.provenance.source);
  const sign = row < 10 ? -1 : 1;
  return { face, row, hit: read === null, offset: read === null ? { lateral: 0, range: 0 } : { lateral: sign * read.lateral, range: sign * read.range }, breakdown: b.build() };
}

/** Where a round with this offset lands: along the observer's line to the point (under is toward him), left to his left (the table's y runs down). */
export function rangingLanding(observer: Point, aim: Point, offset: RangingRoll['offset']): Point {
  const dx = aim.x - observer.x;
  const dy = aim.y - observer.y;
  const len = Math.hypot(dx, dy);
  const u = len > 0 ? { x: dx / len, y: dy / len } : { x: 0, y: 1 };
  // The table's y runs down the screen, so the observer's right is (−u.y, u.x).
  const right = { x: -u.y, y: u.x };
  return { x: aim.x + u.x * offset.range + right.x * offset.lateral, y: aim.y + u.y * offset.range + right.y * offset.lateral };
}

/** The class's single-shot effect for this round (line 202), or the refusal's words for a printed "-". */
export function shellEffect(battery: ArtilleryClass, round: ShellRound): ShellEffect {
  const e = SINGLE_SHOT_EFFECT.value[battery][round];
  if (!e) throw new RangeError(`the ${battery} fires no ${round === 'he' ? 'H.E.' : round === 'wp' ? 'W.P.' : 'H.E.A.T.'} round (seed line 202 prints "-")`);
  return e;
}

/** A single shot's hits (line 202): the printed Hits, −1 when every man in the radius is prone, −1 per 5m from the burst to the nearest of them. */
export function rollShellHits(battery: ArtilleryClass, round: ShellRound, within: { readonly allProne: boolean; readonly nearest: number }, dice: DiceSource): HitsRoll {
  const e = shellEffect(battery, round);
  const mods: HitsModifier[] = [];
  if (within.allProne) mods.push({ label: 'target prone', amount: SINGLE_SHOT_DMS.value.prone, provenance: SINGLE_SHOT_DMS.provenance });
  const fives = Math.floor(within.nearest / PER_5M_FROM.value.inches);
  if (fives > 0) mods.push({ label: `${fives * 5}m from the burst to the nearest man`, amount: fives * SINGLE_SHOT_DMS.value.per5m, provenance: PER_5M_FROM.provenance });
  return rollHits(e.hits, SINGLE_SHOT_EFFECT.provenance.source, mods, dice);
}

/** The barrage's hits figure for this class, round and minutes (lines 204–220), or the refusal's words for a printed "-". */
export function barrageHitsFigure(battery: ArtilleryClass, round: 'he' | 'wp', minutes: BarrageMinutes): string {
  const r = BARRAGE_TABLE.value[battery][round];
  const k = BARRAGE_MINUTES.indexOf(minutes);
  const h = r?.hits[k];
  if (!h) throw new RangeError(`the ${battery} fires no ${minutes}-minute ${round === 'he' ? 'H.E.' : 'W.P.'} barrage (seed lines 204–220 print "-")`);
  return h;
}

/** The barrage's area (lines 221–222): a square for 4 guns, a rectangle for 6, centred on the point (BARRAGE_AREA_PLACING). */
export function barrageArea(battery: ArtilleryClass, round: 'he' | 'wp', guns: 4 | 6, at: Point): { readonly x0: number; readonly y0: number; readonly x1: number; readonly y1: number } {
  const r = BARRAGE_TABLE.value[battery][round];
  if (!r) throw new RangeError(`the ${battery} fires no W.P. barrage (seed lines 204–220 print "-")`);
  const [w, h] = guns === 4 ? [r.area4, r.area4] : [r.area6[1], r.area6[0]];
  return { x0: at.x - w / 2, y0: at.y - h / 2, x1: at.x + w / 2, y1: at.y + h / 2 };
}

/** A barrage's hits (lines 204–222): the printed figure, +2 when any man in the area is not prone. */
export function rollBarrageHits(battery: ArtilleryClass, round: 'he' | 'wp', minutes: BarrageMinutes, notProne: boolean, dice: DiceSource): HitsRoll {
  const figure = barrageHitsFigure(battery, round, minutes);
  const mods: HitsModifier[] = notProne ? [{ label: 'target NOT prone', amount: BARRAGE_NOT_PRONE.value, provenance: BARRAGE_NOT_PRONE.provenance }] : [];
  return rollHits(figure, BARRAGE_TABLE.provenance.source, mods, dice);
}
