import type { FieldTerrain, GameMap } from '../../../map/map-model';
import { terrainAt } from '../../../map/map-model';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { DEFAULT_COMMANDO_TABLES, type CommandoTables } from '../tables';
import type { ObservationModifierId } from '../tables/observation-chance';
import type { ManAt, Sight } from './observation-limits';

/**
 * The chance that one man observes another (Section 8.7): the side's base
 * chance from the Observation Chance Index (Cases 8.71, 8.73 — printed as
 * [8.63]), the Defending Mode −20% (the Index's note, Section 38.6), every
 * modifier of the Observation Chance Modification Table that applies (Case
 * 8.72, 8.74 — printed as [8.64]), and the 5–95% clamp. The numbers are the
 * table data's (tables/observation-chance.ts); this file only decides which
 * rows apply. Rulings: docs/rulings/observation.md.
 */

export const INDEX_CASE = 'Case 8.73 (printed as [8.63])';
export const MODS_CASE = 'Case 8.74 (printed as [8.64])';

/** Where the target is, for the "inside" rows of Case 8.74. */
export type Inside = 'no' | 'building' | 'hangar-or-barracks';

/** Light sources (Sections 33–34) that change the chance; the umpire or the lighting module supplies them. */
export interface LightingSituation {
  /** Case 33.26: the observer is within 10 squares of a searchlight and the target is in its arc: +30%. */
  readonly nearSearchlightTargetInArc?: boolean;
  /** Cases 33.27 / 34.11: the observer stands in a lit area and the target is outside it: −30%. */
  readonly observerLitTargetNot?: 'searchlight' | 'illumination';
  /** Cases 33.24, 34.11: the target stands in a lit square, observed by the Day range (a note in the breakdown); the beam named when both light him. */
  readonly targetLit?: 'searchlight' | 'illumination';
}

/** The facts of one observation attempt that the chance depends on. */
export interface ObservationSituation {
  /** Case 8.71: the observing side's code letter. */
  readonly codeLetter: string;
  /** Case 8.11: range in squares. */
  readonly range: number;
  readonly targetPosture: 'erect' | 'prone';
  readonly targetTerrain: FieldTerrain;
  readonly targetInside: Inside;
  readonly observerInside: boolean;
  /** Case 8.45: the LOS crosses a building line. */
  readonly throughBuildingLine: boolean;
  /** Case 8.74 note *: the observer has performed Movement this Game-Turn. */
  readonly observerMovedThisTurn: boolean;
  /** The target is moving now (the attempt interrupts his movement, Case 7.52). */
  readonly targetMoving: boolean;
  /** The Index's Defending Mode note applies (see defendingModeApplies). */
  readonly defendingMode: boolean;
  readonly lighting?: LightingSituation;
}

export type ObservationTables = Pick<CommandoTables, 'observationChanceIndex' | 'observationChanceModifiers' | 'observationChanceLimits'>;

/** The range rows of Case 8.74 and the range from which each applies (their labels); the table marks them one exclusive group. */
const RANGE_ROWS: readonly { readonly id: ObservationModifierId; readonly atLeast: number }[] = [
  { id: 'target-50-or-more-squares', atLeast: 50 },
  { id: 'target-30-or-more-squares', atLeast: 30 },
];

const WOODS_RUBBLE: readonly FieldTerrain[] = ['woods', 'rubble'];
const ROUGH_CRATER_FOREST_DUNE: readonly FieldTerrain[] = ['rough', 'crater', 'forest', 'dune'];
const BUILDING_FLOORS: readonly FieldTerrain[] = ['building', 'bunker'];

/**
 * The Index's note: a side in Defending Mode has −20% "until the Game-Turn
 * after a Commando Man is observed". `commandoFirstObservedTurn` is the
 * Game-Turn in which a defending man first observed a commando man (by a roll
 * or automatically, Case 8.5); the penalty lasts through that Turn.
 */
export function defendingModeApplies(mode: 'commando' | 'defending' | 'none', turn: number, commandoFirstObservedTurn?: number): boolean {
  return mode === 'defending' && (commandoFirstObservedTurn === undefined || turn <= commandoFirstObservedTurn);
}

/** Which "inside" row a man on `terrain` is under (the hangar row covers hangars and barracks, chart 7.39). */
export function insideOf(terrain: FieldTerrain, onRoof = false): Inside {
  if (onRoof) return 'no';
  if (terrain === 'hangar') return 'hangar-or-barracks';
  return BUILDING_FLOORS.includes(terrain) ? 'building' : 'no';
}

/**
 * Reads the map facts of a situation: the target's terrain, who is inside,
 * the range and the building line from the measured sight. A man with a
 * level above his square's ground (on a roof, Case 7.13) is not inside.
 */
export function situationOnMap(
  map: GameMap,
  observer: ManAt,
  target: ManAt,
  sight: Sight,
  rest: Pick<ObservationSituation, 'codeLetter' | 'observerMovedThisTurn' | 'targetMoving' | 'defendingMode'> & { readonly lighting?: LightingSituation },
): ObservationSituation {
  const t = terrainAt(map, target.square);
  const o = terrainAt(map, observer.square);
  const above = (m: ManAt) => (m.level ?? 0) > 0;
  return {
    ...rest,
    range: sight.range,
    targetPosture: target.posture,
    targetTerrain: t.terrain,
    targetInside: insideOf(t.terrain, above(target)),
    observerInside: insideOf(o.terrain, above(observer)) !== 'no',
    throughBuildingLine: sight.los.throughBuildingLine,
  };
}

/**
 * Case 8.72: the chance of observation, as a Breakdown. Order: the Index
 * base (8.73), Defending Mode (the Index's note, floored at its 5%), each
 * applicable 8.74 row in table order, then the 5–95% clamp.
 *
 * - Range rows do not stack: from 50 squares only the −40% row applies.
 * - "Inside building, observer outside" and Case 8.45's building line are one
 *   −20%; a hangar or barracks replaces it with its −5%.
 */
export function observationChance(situation: ObservationSituation, tables: ObservationTables = DEFAULT_COMMANDO_TABLES): Breakdown {
  const index = tables.observationChanceIndex as Readonly<Record<string, (typeof tables.observationChanceIndex)['A'] | undefined>>;
  const base = index[situation.codeLetter];
  if (!base) throw new RangeError(`observation code letter "${situation.codeLetter}" is not on the Observation Chance Index (${INDEX_CASE})`);
  const b = new BreakdownBuilder('Observation chance', {
    label: `Observation code ${situation.codeLetter}`,
    caseRef: `Case 8.71, ${INDEX_CASE}`,
    value: base.value,
    provenance: base.provenance,
  });

  const limits = tables.observationChanceLimits;
  if (situation.defendingMode) {
    const floor = limits.defendingModeMinimum.value;
    const amount = Math.min(0, Math.max(limits.defendingMode.value, floor - b.value));
    b.add('Defending Mode, until the Game-Turn after a commando man is observed', `${INDEX_CASE} note; Case 38.61`, amount, limits.defendingMode.provenance);
    if (amount !== limits.defendingMode.value) b.note(`Defending Mode stops at its ${floor}% minimum`, `${INDEX_CASE} note`);
  }

  const mods = tables.observationChanceModifiers;
  const apply = (id: ObservationModifierId, caseRef = MODS_CASE) => {
    const row = mods[id];
    b.add(row.label, caseRef, row.modifier.value, row.modifier.provenance);
  };

  if (situation.targetPosture === 'prone') apply('target-prone');
  if (WOODS_RUBBLE.includes(situation.targetTerrain)) apply('target-in-woods-or-rubble');
  if (ROUGH_CRATER_FOREST_DUNE.includes(situation.targetTerrain)) apply('target-in-rough-crater-forest-dune');
  if (situation.targetInside === 'hangar-or-barracks' && !situation.observerInside) {
    apply('target-inside-hangar-or-barracks');
  } else if (situation.targetInside !== 'no' && !situation.observerInside) {
    apply('target-inside-building', `${MODS_CASE}; Case 8.45`);
  } else if (situation.throughBuildingLine) {
    apply('target-inside-building', `Case 8.45; ${MODS_CASE}`);
  }
  if (situation.observerMovedThisTurn) apply('observer-moving');
  if (situation.targetMoving) apply('target-moving');

  // The range rows are one exclusive group in the table data: of those that apply, only the largest counts.
  const bands = RANGE_ROWS.filter((r) => situation.range >= r.atLeast);
  const band = bands.reduce<(typeof bands)[number] | undefined>(
    (best, r) => (best === undefined || Math.abs(mods[r.id].modifier.value) > Math.abs(mods[best.id].modifier.value) ? r : best),
    undefined,
  );
  if (band) {
    apply(band.id);
    if (bands.length > 1) b.note('Range rows do not stack: only the larger applies', MODS_CASE);
  }

  const light = situation.lighting;
  if (light?.targetLit === 'searchlight') b.note('Target in a searchlight-lit square: full sunlight, the Day observation range', 'Case 33.24');
  if (light?.targetLit === 'illumination') b.note('Target in an illuminated square: the Day observation range', 'Case 34.11');
  if (light?.nearSearchlightTargetInArc) apply('observer-near-searchlight', `Case 33.26; ${MODS_CASE}`);
  if (light?.observerLitTargetNot) apply('observer-lit-looking-out', `${light.observerLitTargetNot === 'searchlight' ? 'Case 33.27' : 'Case 34.11'}; ${MODS_CASE}`);

  b.clamp(`Always at least ${limits.minimum.value}% and at most ${limits.maximum.value}%`, `${MODS_CASE} note`, limits.minimum.value, limits.maximum.value);
  return b.build();
}
