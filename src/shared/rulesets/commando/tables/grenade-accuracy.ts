/**
 * Grenade Accuracy Table (Case 11.81), Grenade Scatter Table (Case 11.83), the
 * Scatter Diagram printed on the map (Section 11.0 procedure, "Grenade
 * Scatter") and the aperture roll of Case 11.3.
 *
 * The seed prints three accuracy rows — WWI fragmentation, WWI smoke, WWII
 * fragmentation — then breaks off (../reference/seed-gaps.md). The missing
 * rows are `house`, derived from the printed ones by two printed differences:
 *
 * - the era gain, WWII over WWI fragmentation: +5, +10, +20, +20 at ranges
 *   1, 2–4, 5–8, 9–12;
 * - the type gain, WWI smoke over WWI fragmentation: 0, 0, +10, +10, and
 *   smoke reaches 13–15 (05) where fragmentation is prohibited.
 *
 * The Scatter Diagram is printed on the map sheets, which the seed does not
 * have: its numbering is `house` (1 north, then clockwise).
 * Rulings: docs/rulings/grenades.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const ACCURACY = 'Case 11.81 Grenade Accuracy Table';
const SCATTER = 'Case 11.83 Grenade Scatter Table';
const DIAGRAM = 'Scatter Diagram (Section 11.0 procedure; Case 11.53)';
const APERTURE = 'Case 11.3 A Note on Scatter';

export const GRENADE_ERAS = ['wwi', 'wwii', 'modern'] as const;
export type GrenadeEra = (typeof GRENADE_ERAS)[number];
export const GRENADE_TYPES = ['fragmentation', 'smoke', 'illumination'] as const;
export type GrenadeType = (typeof GRENADE_TYPES)[number];

/** The range columns of Case 11.81, by their printed heading. */
export const GRENADE_RANGE_BANDS = [
  { id: 'r1', label: '1', min: 1, max: 1 },
  { id: 'r2to4', label: '2-4', min: 2, max: 4 },
  { id: 'r5to8', label: '5-8', min: 5, max: 8 },
  { id: 'r9to12', label: '9-12', min: 9, max: 12 },
  { id: 'r13to15', label: '13-15', min: 13, max: 15 },
  { id: 'r16to25', label: '16-25', min: 16, max: 25 },
  { id: 'r26to36', label: '26-36', min: 26, max: 36 },
] as const;
export type GrenadeRangeBand = (typeof GRENADE_RANGE_BANDS)[number]['id'];

/** A cell: a percentage, or `P` (prohibited: "Men may not throw that particular type of grenade the indicated number of squares"). */
export type AccuracyCell = number | 'P';
export type GrenadeAccuracyRow = { readonly label: string } & { readonly [B in GrenadeRangeBand]: Sourced<AccuracyCell> };

export const GRENADE_ACCURACY_ROWS = ['wwi-fragmentation', 'wwi-smoke', 'wwii-fragmentation', 'wwii-smoke', 'modern-fragmentation', 'modern-smoke', 'illumination'] as const;
export type GrenadeAccuracyRowId = (typeof GRENADE_ACCURACY_ROWS)[number];

type Cells = readonly [AccuracyCell, AccuracyCell, AccuracyCell, AccuracyCell, AccuracyCell, AccuracyCell, AccuracyCell];

function printedRow(label: string, cells: Cells): GrenadeAccuracyRow {
  const out: Record<string, unknown> = { label };
  GRENADE_RANGE_BANDS.forEach((b, i) => (out[b.id] = printed(cells[i]!, `${ACCURACY}, ${label} / ${b.label}`)));
  return out as GrenadeAccuracyRow;
}

function houseRow(label: string, cells: Cells, why: string): GrenadeAccuracyRow {
  const out: Record<string, unknown> = { label };
  GRENADE_RANGE_BANDS.forEach((b, i) => {
    const v = cells[i]!;
    const rationale = i >= 5 ? 'every printed grenade row is P from 16 squares (the 16-25 and 26-36 columns serve rifle grenades, Section 18.0)' : why;
    out[b.id] = house(v, `${ACCURACY}, ${label} / ${b.label}`, rationale);
  });
  return out as GrenadeAccuracyRow;
}

export const GRENADE_ACCURACY: Readonly<Record<GrenadeAccuracyRowId, GrenadeAccuracyRow>> = {
  'wwi-fragmentation': printedRow('WWI fragmentation', [90, 65, 35, 15, 'P', 'P', 'P']),
  'wwi-smoke': printedRow('WWI smoke', [90, 65, 45, 25, 5, 'P', 'P']),
  'wwii-fragmentation': printedRow('WWII fragmentation', [95, 75, 55, 35, 'P', 'P', 'P']),
  'wwii-smoke': houseRow(
    'WWII smoke',
    [95, 75, 65, 45, 5, 'P', 'P'],
    'WWII fragmentation plus the printed WWI smoke-over-fragmentation gain (0, 0, +10, +10); 13-15 keeps WWI smoke’s 05 (no era gain is printed there)',
  ),
  'modern-fragmentation': houseRow(
    'Modern fragmentation',
    [95, 80, 65, 45, 'P', 'P', 'P'],
    'WWII fragmentation plus half the printed WWI-to-WWII gain (+5, +10, +10), range 1 held at the printed 95 ceiling; 13-15 P as in both printed fragmentation rows',
  ),
  'modern-smoke': houseRow(
    'Modern smoke',
    [95, 80, 75, 55, 5, 'P', 'P'],
    'Modern fragmentation plus the printed WWI smoke-over-fragmentation gain (0, 0, +10, +10); 13-15 keeps the printed smoke 05',
  ),
  illumination: houseRow(
    'Illumination',
    [95, 75, 65, 45, 5, 'P', 'P'],
    'one row for every era (illumination grenades are optional, Case 34.21); a canister like a smoke grenade, so the WWII smoke row',
  ),
};

/** The accuracy row for a grenade: illumination has one row for all eras. */
export function accuracyRowId(era: GrenadeEra, type: GrenadeType): GrenadeAccuracyRowId {
  return type === 'illumination' ? 'illumination' : `${era}-${type}`;
}

/** The Case 11.81 column for a range, or `undefined` beyond 36 (or at 0: the thrower's own square has no column). */
export function grenadeRangeBand(range: number): (typeof GRENADE_RANGE_BANDS)[number] | undefined {
  return GRENADE_RANGE_BANDS.find((b) => range >= b.min && range <= b.max);
}

// ---------------------------------------------------------------------------
// Case 11.83 Grenade Scatter Table: 1D6 → squares scattered.

export const GRENADE_SCATTER_DISTANCE: Readonly<Record<'1' | '2' | '3' | '4' | '5' | '6', Sourced<number>>> = {
  '1': printed(1, `${SCATTER}, die 1`),
  '2': printed(1, `${SCATTER}, die 2`),
  '3': printed(1, `${SCATTER}, die 3`),
  '4': printed(2, `${SCATTER}, die 4`),
  '5': printed(2, `${SCATTER}, die 5`),
  '6': printed(3, `${SCATTER}, die 6`),
};

// ---------------------------------------------------------------------------
// The Scatter Diagram: a 1D10 (re-rolling 9 and 0) gives one of eight directions.

export const COMPASS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export type Compass = (typeof COMPASS)[number];

/** Column and row step of each direction; north is toward row 01 (the map's top). */
export const COMPASS_STEP: Readonly<Record<Compass, { readonly dc: number; readonly dr: number }>> = {
  n: { dc: 0, dr: -1 },
  ne: { dc: 1, dr: -1 },
  e: { dc: 1, dr: 0 },
  se: { dc: 1, dr: 1 },
  s: { dc: 0, dr: 1 },
  sw: { dc: -1, dr: 1 },
  w: { dc: -1, dr: 0 },
  nw: { dc: -1, dr: -1 },
};

const diagramCell = (die: number, dir: Compass): Sourced<Compass> =>
  house(dir, `${DIAGRAM}, ${die}`, 'the diagram is printed on the map sheets, not in the rules: numbered 1 = north, then clockwise (as a compass rose reads)');

export const SCATTER_DIAGRAM: Readonly<Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8', Sourced<Compass>>> = {
  '1': diagramCell(1, 'n'),
  '2': diagramCell(2, 'ne'),
  '3': diagramCell(3, 'e'),
  '4': diagramCell(4, 'se'),
  '5': diagramCell(5, 's'),
  '6': diagramCell(6, 'sw'),
  '7': diagramCell(7, 'w'),
  '8': diagramCell(8, 'nw'),
};

// ---------------------------------------------------------------------------
// Case 11.3: scattering through a door, window or slit (1D10).

export interface ApertureScatterBand {
  readonly label: string;
  /** Lowest and highest 1D10 roll (0 counts 10) on which the grenade passes through. */
  readonly from: Sourced<number>;
  readonly to: Sourced<number>;
}

export const APERTURE_SCATTER: Readonly<Record<'window-or-slit' | 'door', ApertureScatterBand>> = {
  'window-or-slit': {
    label: 'Window or slit',
    from: printed(1, `${APERTURE} ("on a roll of 1 or 2, the grenade will scatter through a window or slit")`),
    to: printed(2, `${APERTURE} ("on a roll of 1 or 2")`),
  },
  door: {
    label: 'Door',
    from: printed(3, `${APERTURE} ("on a roll of 3 through 5, it will scatter through a door")`),
    to: printed(5, `${APERTURE} ("3 through 5")`),
  },
};

// ---------------------------------------------------------------------------
// Descriptors

const percentOrP = z.union([z.number().int().min(0).max(100), z.literal('P')]);
const d10Face = z.number().int().min(1).max(10);

export const GRENADE_ACCURACY_TABLE = describeTable({
  title: ACCURACY,
  data: GRENADE_ACCURACY,
  valueSchema: (field) => (field !== undefined && GRENADE_RANGE_BANDS.some((b) => b.id === field) ? percentOrP : undefined),
});

export const GRENADE_SCATTER_TABLE = describeTable({
  title: SCATTER,
  data: GRENADE_SCATTER_DISTANCE,
  valueSchema: (field) => (field === undefined ? z.number().int().min(0).max(10) : undefined),
});

export const SCATTER_DIAGRAM_TABLE = describeTable({
  title: 'Scatter Diagram (Section 11.0 procedure; Case 11.53; also Cases 14.26, 32.12)',
  data: SCATTER_DIAGRAM,
  valueSchema: (field) => (field === undefined ? z.enum(COMPASS) : undefined),
});

export const APERTURE_SCATTER_TABLE = describeTable({
  title: `${APERTURE}: 1D10 to scatter through an aperture`,
  data: APERTURE_SCATTER,
  valueSchema: (field) => (field === 'from' || field === 'to' ? d10Face : undefined),
});
