/**
 * Terrain Effects Chart (Case 7.39), with the September 1979 Addenda applied.
 *
 * The seed prints the field rows Clear, Rough/Crater, Trench and Woods only;
 * every other row is a `house` value whose rationale cites the rules text it
 * is drawn from (see docs/rulings/tables.md and ../reference/seed-gaps.md).
 *
 * How the engine reads a field row (Cases 7.33, 7.34): the Task Point cost to
 * enter a square is (base cost from Chart 5.22) × multiple + additive. A line
 * row (Case 7.35) has a multiple of one: its `crossing` additive is paid on
 * top of the move that crosses the square side.
 */
import { z } from 'zod';
import type { FieldTerrain, LineTerrain } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface FieldTerrainEffect {
  /** Blocks LOS (Case 8.22); woods: only its tree symbols block (Case 8.6, chart note 1). */
  readonly blocking: Sourced<'no' | 'yes' | 'tree-symbols'>;
  /** Task Point multiple (Case 7.33). */
  readonly multiple: Sourced<number | 'impassable'>;
  /** Task Point additive (Case 7.34). */
  readonly additive: Sourced<number>;
  /** Percent added to the hit chance against a man in this terrain, e.g. -10 (Case 10.32). */
  readonly fireModifier: Sourced<number>;
  /** A chart footnote or rule the engine must honour beside the numbers. */
  readonly note?: string;
}

export interface LineTerrainEffect {
  /** Blocks LOS (Case 8.23b). */
  readonly blocking: Sourced<boolean>;
  /** Task Point additive to cross the square side (Case 7.35). */
  readonly crossing: Sourced<number | 'impassable'>;
  /** Door/window/slit: crossed only from the directly adjacent square (Case 7.36). */
  readonly aperture: boolean;
  /** Percent added to the hit chance when fire passes through this side (Case 10.32). */
  readonly fireModifier: Sourced<number>;
  readonly note?: string;
}

export type FieldTerrainTable = Readonly<Record<FieldTerrain, FieldTerrainEffect>>;
export type LineTerrainTable = Readonly<Record<LineTerrain, LineTerrainEffect>>;

const CHART = 'Case 7.39 Terrain Effects Chart';
const chart = (row: string, column: string): string => `${CHART}, ${row} / ${column}`;

/** The printed Rough/Crater row (Case 7.39; the multiple is also Case 7.33's example). */
const roughRow = (row: string): FieldTerrainEffect => ({
  blocking: printed('no', chart(row, 'Blocking')),
  multiple: printed(2, chart(row, 'Multiple')),
  additive: printed(0, chart(row, 'Additive')),
  fireModifier: printed(-10, chart(row, 'Fire Combat Modification')),
});

/** A structure's floor: buildings are line terrain exclusively (Case 8.41), so the floor moves as clear. */
const floorRow = (row: string, why: string): FieldTerrainEffect => ({
  blocking: house('no', chart(row, 'Blocking'), `the enclosure is its wall, door, window and slit lines (Case 8.41); ${why}`),
  multiple: house(1, chart(row, 'Multiple'), 'Case 8.41: buildings are line terrain exclusively, so the floor costs as Clear'),
  additive: house(0, chart(row, 'Additive'), 'Case 8.41: the floor costs as Clear; doors and windows carry the additive'),
  fireModifier: house(0, chart(row, 'Fire Combat Modification'), 'protection comes from the aperture the fire passes through (door, window, slit rows)'),
});

/** Water-class squares (Section 36.0): the chart's "water line" is cut off in the seed. */
const waterRow = (row: string, extra: string): FieldTerrainEffect => ({
  blocking: house('no', chart(row, 'Blocking'), 'open water hides nothing; Case 36.11 handles a standing man in water by elevation, not blocking'),
  multiple: house(3, chart(row, 'Multiple'), 'Cases 36.22/36.24 charge a water cost; slower than Rough (×2), and ×3 mirrors Case 36.26 (frogman on land pays triple)'),
  additive: house(0, chart(row, 'Additive'), 'no additive: the multiple already exceeds every printed field row'),
  fireModifier: house(0, chart(row, 'Fire Combat Modification'), 'Case 36.36 puts the water modifier (−20%) on the Fire Combat Modifications Table 10.82; not repeated here'),
  note: `Men with snorkel or SCUBA gear move through water at the Clear rate (Case 36.25). ${extra}`.trim(),
});

export const FIELD_TERRAIN_EFFECTS: FieldTerrainTable = {
  clear: {
    blocking: printed('no', chart('Clear', 'Blocking')),
    multiple: printed(1, chart('Clear', 'Multiple')),
    additive: printed(0, chart('Clear', 'Additive')),
    fireModifier: printed(0, chart('Clear', 'Fire Combat Modification')),
  },
  rough: roughRow('Rough, Crater'),
  crater: roughRow('Rough, Crater'),
  trench: {
    blocking: printed('no', chart('Trench', 'Blocking')),
    multiple: printed(1, chart('Trench', 'Multiple')),
    additive: printed(2, chart('Trench', 'Additive')),
    fireModifier: printed(-9, chart('Trench', 'Fire Combat Modification')),
  },
  woods: {
    blocking: printed('tree-symbols', `${chart('Woods', 'Blocking')} (note 1); Case 8.6`),
    // Case 7.34's example says multiple 2; the chart says 1. The chart is the default
    // (docs/rulings/tables.md); WOODS_MULTIPLE_CASE_7_34 is the campaign option.
    multiple: printed(1, chart('Woods', 'Multiple')),
    additive: printed(3, `${chart('Woods', 'Additive')}; also Case 7.34`),
    fireModifier: printed(-8, chart('Woods', 'Fire Combat Modification')),
  },
  forest: {
    blocking: house('yes', chart('Forest', 'Blocking'), 'Case 8.6: most field patterns block the whole square; only woods tree symbols are the exception'),
    multiple: house(2, chart('Forest', 'Multiple'), 'denser than Woods (jeeps and tanks may not enter, Cases 23.13, 29.11): Case 7.34’s tree figures, ×2'),
    additive: house(3, chart('Forest', 'Additive'), 'same additive as Woods (+3, printed); orthogonal entry 13 as in Case 7.34'),
    fireModifier: house(-12, chart('Forest', 'Fire Combat Modification'), 'the grenade tables rank Forest harder than Woods and Rough (Cases 11.82, 18.31); one step past Rough’s −10%'),
  },
  dune: {
    blocking: house('no', chart('Dune', 'Blocking'), 'Case 8.74 groups Dune with Rough and Crater, which the chart prints as non-blocking'),
    multiple: house(2, chart('Dune', 'Multiple'), 'soft sand costs as Rough (×2); Case 8.74 groups them'),
    additive: house(0, chart('Dune', 'Additive'), 'as Rough'),
    fireModifier: house(-10, chart('Dune', 'Fire Combat Modification'), 'as Rough (−10%), the row Case 8.74 groups it with'),
  },
  rubble: {
    blocking: house('no', chart('Rubble', 'Blocking'), 'low heaps of debris like Rough; Case 18.31 groups Rubble with Rough, Crater and Woods'),
    multiple: house(2, chart('Rubble', 'Multiple'), 'broken ground like Rough (×2); Case 18.31 groups them'),
    additive: house(0, chart('Rubble', 'Additive'), 'as Rough'),
    fireModifier: house(-10, chart('Rubble', 'Fire Combat Modification'), 'as Rough (−10%); Case 18.31 groups Rubble with Rough and Crater'),
  },
  water: waterRow('Water', ''),
  road: {
    blocking: house('no', chart('Road', 'Blocking'), 'a road is open ground'),
    multiple: house(1, chart('Road', 'Multiple'), 'no printed road bonus on foot: costs as Clear'),
    additive: house(0, chart('Road', 'Additive'), 'as Clear'),
    fireModifier: house(0, chart('Road', 'Fire Combat Modification'), 'as Clear'),
    note: 'Chart note 4 (likely the road row): negates other terrain in the square for movement.',
  },
  trail: {
    blocking: house('no', chart('Trail', 'Blocking'), 'a trail is open ground'),
    multiple: house(1, chart('Trail', 'Multiple'), 'costs as Clear'),
    additive: house(0, chart('Trail', 'Additive'), 'as Clear'),
    fireModifier: house(0, chart('Trail', 'Fire Combat Modification'), 'as Clear'),
    note: 'Chart note 3 (likely the trail row): if there is other terrain in the square, the square is that terrain for movement.',
  },
  'oil-tank': {
    blocking: house('yes', chart('Oil tank', 'Blocking'), 'a storage tank is a solid structure several metres tall (Scenario 48.0)'),
    multiple: house('impassable', chart('Oil tank', 'Multiple'), 'a sealed steel tank cannot be entered; demolition turns it to Rubble (Scenario 48.0)'),
    additive: house(0, chart('Oil tank', 'Additive'), 'unused: the square is impassable'),
    fireModifier: house(0, chart('Oil tank', 'Fire Combat Modification'), 'unused: no man can be in the square'),
  },
  mountain: {
    blocking: house('no', chart('Mountain', 'Blocking'), 'mountain relief is given by contour elevation (Case 8.21); blocking too would count it twice'),
    multiple: house(3, chart('Mountain', 'Multiple'), 'steeper than Rough (×2): horses and tanks may not cross it (Cases 19.25, 23.13)'),
    additive: house(0, chart('Mountain', 'Additive'), 'as Rough'),
    fireModifier: house(-10, chart('Mountain', 'Fire Combat Modification'), 'broken rock gives cover as Rough (−10%)'),
  },
  river: waterRow('River', 'A man must swim (prone) where deeper than level 0 (Case 36.29).'),
  sea: waterRow('Sea', 'High surf: only SCUBA men may enter (Case 36.62).'),
  building: floorRow('Building interior', 'LOS into a building passes only its apertures'),
  bunker: floorRow('Bunker', 'its slits are the apertures (Case 8.43)'),
  hangar: floorRow('Hangar or barracks', 'Case 8.74 gives only −5% to observe into it, so its walls are the lines'),
  tower: {
    blocking: house('yes', chart('Tower', 'Blocking'), 'Cases 41.43, 48.43: a guard tower or crane body is "completely blocking terrain", the whole square, one level above its ground (Case 8.22)'),
    multiple: house('impassable', chart('Tower', 'Multiple'), 'Case 48.43: "may not be moved through unless using the Climbing rules (Section 35.0)", which are not built'),
    additive: house(0, chart('Tower', 'Additive'), 'unused: the square is impassable'),
    fireModifier: house(0, chart('Tower', 'Fire Combat Modification'), 'unused: no man can be in the square'),
    note: 'A guard tower (Case 41.43) or a crane body (Case 48.43); entered only by Climbing (Section 35.0).',
  },
};

export const LINE_TERRAIN_EFFECTS: LineTerrainTable = {
  wall: {
    blocking: house(true, chart('Wall', 'Blocking'), 'Case 8.27 names a wall as blocking line terrain'),
    crossing: printed('impassable', 'Case 7.35 ("a wall is impassable")'),
    aperture: false,
    fireModifier: house(0, chart('Wall', 'Fire Combat Modification'), 'no fire passes a wall; the flush-against-a-wall −10% is on Table 10.82 (Case 10.31)'),
  },
  'building-line': {
    blocking: house(true, chart('Building line', 'Blocking'), 'Case 8.41: buildings are line terrain; LOS enters only through doors, windows, slits (Cases 8.42–8.44)'),
    crossing: house('impassable', chart('Building line', 'Crossing'), 'a building’s wall: impassable as a wall (Case 7.35); men enter by doors and windows'),
    aperture: false,
    fireModifier: house(0, chart('Building line', 'Fire Combat Modification'), 'no fire passes a building wall'),
  },
  door: {
    blocking: house(false, chart('Door', 'Blocking'), 'Case 8.42: a door affords no protection against observation for a standing man'),
    crossing: printed(5, 'Case 7.35 ("a door costs an additional five Task Points")'),
    aperture: true,
    fireModifier: house(-10, chart('Door', 'Fire Combat Modification'), 'the Door row of Tables 11.82 and 18.31 (−10%)'),
    note: 'A prone man abutting a door may not be observed through it from more than eight squares (Case 8.42).',
  },
  window: {
    blocking: house(false, chart('Window', 'Blocking'), 'Case 8.44: an erect man may be observed through a window'),
    crossing: house(10, chart('Window', 'Crossing'), 'climbing through a window costs more than a door’s printed +5 (Case 7.35)'),
    aperture: true,
    fireModifier: house(-15, chart('Window', 'Fire Combat Modification'), 'the Window or Slit row of Tables 11.82 and 18.31 (−15%)'),
    note: 'A prone man may not be observed through a window (Case 8.44).',
  },
  slit: {
    blocking: house(false, chart('Slit', 'Blocking'), 'Case 8.43: an erect man may be freely observed through a slit'),
    crossing: house(10, chart('Slit', 'Crossing'), 'Case 7.36 treats a slit as a window or door; costs as a window'),
    aperture: true,
    fireModifier: house(-15, chart('Slit', 'Fire Combat Modification'), 'the Window or Slit row of Tables 11.82 and 18.31 (−15%)'),
    note: 'A prone man may be observed through a slit only from four or fewer squares (Case 8.43).',
  },
  'barbed-wire': {
    blocking: house(false, chart('Straight wire', 'Blocking'), 'wire does not hide a man; Case 20.22 says it is hard to see'),
    crossing: printed('impassable', 'Case 20.11 (straight wire is normally impassable)'),
    aperture: false,
    fireModifier: house(0, chart('Straight wire', 'Fire Combat Modification'), 'wire gives no cover'),
    note: 'Bridged by a prone man (Case 20.12); cleared by clipping, 50 TP (Case 20.31).',
  },
  'concertina-wire': {
    blocking: house(false, chart('Concertina wire', 'Blocking'), 'wire does not hide a man'),
    crossing: printed('impassable', 'Case 20.21 (concertina wire is normally impassable)'),
    aperture: false,
    fireModifier: house(0, chart('Concertina wire', 'Fire Combat Modification'), 'wire gives no cover'),
    note: 'Passable only once clipped, 100 TP (Cases 20.21, 20.31).',
  },
  'electrified-wire': {
    blocking: house(false, chart('Electrified wire', 'Blocking'), 'wire does not hide a man'),
    crossing: house('impassable', chart('Electrified wire', 'Crossing'), 'Section 31.0: crossed only by bridging or boosting (Cases 31.21–31.25), as barbed wire (Case 20.11)'),
    aperture: false,
    fireModifier: house(0, chart('Electrified wire', 'Fire Combat Modification'), 'wire gives no cover'),
  },
};

export interface ElevationChangeCosts {
  /** Additive per level climbed (Case 35.31). */
  readonly up: Sourced<number>;
  /** Additive per level descended (Case 35.31: "into or out of"). */
  readonly down: Sourced<number>;
  /** Additive moving from level 0 to −1 (Addenda correction to 7.39's last line). */
  readonly intoNegative: Sourced<number>;
}

export const ELEVATION_CHANGE: ElevationChangeCosts = {
  up: house(
    4,
    `${CHART}, last line as first printed; Case 35.31`,
    'Case 35.31 charges an extra cost between levels 0 and 1; the chart line the Addenda moved to level −1 said +4',
  ),
  down: house(4, `${CHART}, last line; Case 35.31`, 'Case 35.31 says "into or out of" level zero: the same +4 both ways'),
  intoNegative: printed(4, `${CHART}, last line, September 1979 Addenda correction: "(+4) = When moving from Elevation Level Zero to Negative One"`),
};

/**
 * Case 7.34's woods example ("a terrain multiple of 2"): a campaign option.
 * The chart's multiple of 1 is the default (docs/rulings/tables.md).
 */
export const WOODS_MULTIPLE_CASE_7_34: Sourced<number> = printed(2, 'Case 7.34 (woods example: multiple 2, additive 3; orthogonal 13)');

// ---------------------------------------------------------------------------
// Descriptors for the aggregate (index.ts): what an override may put in each column.

const blockingField = z.enum(['no', 'yes', 'tree-symbols']);
const multipleValue = z.union([z.number().positive(), z.literal('impassable')]);
const crossingValue = z.union([z.number().int().min(0), z.literal('impassable')]);
const additiveValue = z.number().int().min(0);
const fireModifierValue = z.number().int().min(-100).max(100);

export const FIELD_TERRAIN_TABLE = describeTable({
  title: 'Case 7.39 Terrain Effects Chart — field terrain',
  data: FIELD_TERRAIN_EFFECTS,
  valueSchema: (field) =>
    ({ blocking: blockingField, multiple: multipleValue, additive: additiveValue, fireModifier: fireModifierValue })[field ?? ''],
});

export const LINE_TERRAIN_TABLE = describeTable({
  title: 'Case 7.39 Terrain Effects Chart — line terrain',
  data: LINE_TERRAIN_EFFECTS,
  valueSchema: (field) => ({ blocking: z.boolean(), crossing: crossingValue, fireModifier: fireModifierValue })[field ?? ''],
});

export const ELEVATION_CHANGE_TABLE = describeTable({
  title: 'Case 7.39 Terrain Effects Chart — elevation change (Addenda; Case 35.31)',
  data: ELEVATION_CHANGE,
  valueSchema: (field) => (field === undefined ? additiveValue : undefined),
});
