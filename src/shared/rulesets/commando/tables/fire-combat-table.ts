/**
 * Fire Combat Table (Case 10.81): the base chance to hit, by weapon row
 * (braced or hand-held, Case 10.22) and range band (Case 8.11 range).
 *
 * The seed prints the Pistol row (90 75 60 60 35 P P P) and breaks off at the
 * Machine Pistol. Every other row is `house` (docs/rulings/fire-combat.md F-T1):
 *
 * - a braced row is never worse than the same weapon hand-held (Case 10.22);
 * - the braced rifle sits between the printed pistol and our machinegun in
 *   every column (../reference/seed-gaps.md);
 * - multi-fire weapons hit less often per fire than single-fire ones at the
 *   same range (Case 10.41: the fires represent potential damage);
 * - a zero or negative entry (Cases 10.23–10.24) marks the edge of a weapon's
 *   reach: only a positive modifier (aiming, +10) lets the man fire there;
 *   "P" forbids fire at that range outright.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';
import type { FireRowKind, WeaponClassId } from './weapons';

const CHART = 'Case 10.81 Fire Combat Table';

export const RANGE_BANDS = [
  { id: '0-1', min: 0, max: 1 },
  { id: '2-3', min: 2, max: 3 },
  { id: '4-8', min: 4, max: 8 },
  { id: '9-20', min: 9, max: 20 },
  { id: '21-30', min: 21, max: 30 },
  { id: '31-40', min: 31, max: 40 },
  { id: '41-50', min: 41, max: 50 },
  { id: '51+', min: 51, max: Number.POSITIVE_INFINITY },
] as const;
export type RangeBandId = (typeof RANGE_BANDS)[number]['id'];

/** A cell: the base chance in percent (may be zero or negative, Case 10.23), or "P" (prohibited). */
export type FireCombatEntry = number | 'P';

export type FireCombatRow = {
  readonly weapon: WeaponClassId;
  readonly mode: FireRowKind;
  readonly label: string;
} & { readonly [B in RangeBandId]: Sourced<FireCombatEntry> };

/** The Table 10.81 column for a Case 8.11 range (whole squares, 0 for the same square). */
export function rangeBand(range: number): (typeof RANGE_BANDS)[number] {
  if (!Number.isInteger(range) || range < 0) throw new RangeError(`range must be a whole number of squares, not ${range} (Case 8.11)`);
  return RANGE_BANDS.find((b) => range >= b.min && range <= b.max)!;
}

/** The key of a weapon's row: "pistol", "rifle-braced", "rifle-hand-held". */
export const fireRowKey = (weapon: WeaponClassId, mode: FireRowKind): string => (mode === 'any' ? weapon : `${weapon}-${mode}`);

type Cells = readonly [FireCombatEntry, FireCombatEntry, FireCombatEntry, FireCombatEntry, FireCombatEntry, FireCombatEntry, FireCombatEntry, FireCombatEntry];

function row(weapon: WeaponClassId, mode: FireRowKind, label: string, cells: Cells, provenance: { printed: true } | { rationale: string }): FireCombatRow {
  const out: Record<string, unknown> = { weapon, mode, label };
  RANGE_BANDS.forEach((b, i) => {
    const source = `${CHART}, ${label} / ${b.id}`;
    out[b.id] = 'printed' in provenance ? printed(cells[i]!, source) : house(cells[i]!, source, provenance.rationale);
  });
  return out as FireCombatRow;
}

const h = (rationale: string) => ({ rationale });

export const FIRE_COMBAT_TABLE_DATA = {
  pistol: row('pistol', 'any', 'Pistol', [90, 75, 60, 60, 35, 'P', 'P', 'P'], { printed: true }),
  'machine-pistol-braced': row('machine-pistol', 'braced', 'Machine Pistol (braced)', [80, 65, 50, 40, 20, 5, 'P', 'P'],
    h('4 fires each below the pistol’s single shot; pistol ammunition, so nothing past 40 (pistol is P from 31)')),
  'machine-pistol-hand-held': row('machine-pistol', 'hand-held', 'Machine Pistol (hand-held)', [75, 60, 40, 30, 10, -5, 'P', 'P'],
    h('the braced row less 5–15 as range grows; 31–40 is negative: only aimed fire reaches (Case 10.23)')),
  'submachinegun-braced': row('submachinegun', 'braced', 'Submachinegun (braced)', [80, 70, 55, 45, 25, 10, 'P', 'P'],
    h('a steadier gun than the machine pistol (+0–5 a column), 5 fires; pistol ammunition, so P past 40')),
  'submachinegun-hand-held': row('submachinegun', 'hand-held', 'Submachinegun (hand-held)', [75, 60, 45, 35, 15, 0, 'P', 'P'],
    h('the braced row less 5–10 as range grows; 31–40 is zero: only aimed fire reaches (Case 10.23)')),
  'automatic-rifle-braced': row('automatic-rifle', 'braced', 'Automatic Rifle (braced)', [80, 70, 60, 55, 40, 30, 20, 10],
    h('rifle reach to 51+, each of 3 burst fires a little below the semi-automatic rifle')),
  'automatic-rifle-hand-held': row('automatic-rifle', 'hand-held', 'Automatic Rifle (hand-held)', [70, 60, 45, 35, 20, 10, 0, -10],
    h('climbing muzzle on automatic: the braced row less 10–20; 41+ only with aiming (Cases 10.23–10.24)')),
  'semi-automatic-rifle-braced': row('semi-automatic-rifle', 'braced', 'Semi-automatic Rifle (braced)', [80, 75, 65, 55, 45, 35, 25, 15],
    h('two aimed fires each 5 below the bolt rifle’s one, to 51+')),
  'semi-automatic-rifle-hand-held': row('semi-automatic-rifle', 'hand-held', 'Semi-automatic Rifle (hand-held)', [75, 65, 55, 45, 35, 20, 10, 0],
    h('the braced row less 5–15 as range grows; 51+ only with aiming (Case 10.23)')),
  'rifle-braced': row('rifle', 'braced', 'Rifle (braced)', [85, 75, 65, 60, 45, 40, 30, 20],
    h('between the printed pistol and our machinegun in every column (seed-gaps.md); accurate to 51+')),
  'rifle-hand-held': row('rifle', 'hand-held', 'Rifle (hand-held)', [80, 70, 55, 50, 35, 25, 15, 5],
    h('the braced row less 5–15 as range grows; still reaches past the pistol’s 30')),
  'carbine-braced': row('carbine', 'braced', 'Carbine (braced)', [90, 80, 65, 60, 40, 30, 20, 5],
    h('handier than the rifle up close (as the pistol’s 90 at 0–1), shorter barrel so weaker than it beyond 20')),
  'carbine-hand-held': row('carbine', 'hand-held', 'Carbine (hand-held)', [85, 75, 60, 50, 30, 20, 10, -5],
    h('the braced row less 5–10; 51+ negative: only aimed fire reaches (Case 10.23)')),
  'machinegun-braced': row('machinegun', 'braced', 'Machinegun (braced only)', [80, 75, 70, 65, 55, 45, 35, 25],
    h('braced only (Case 10.22); 6 fires; the longest reach, each fire below the pistol up close')),
  'shotgun-braced': row('shotgun', 'braced', 'Shotgun (braced)', [90, 85, 60, 30, 5, 'P', 'P', 'P'],
    h('spreading shot: the pistol’s reach and close-range 90, falling off faster beyond 8')),
  'shotgun-hand-held': row('shotgun', 'hand-held', 'Shotgun (hand-held)', [90, 80, 55, 25, 0, 'P', 'P', 'P'],
    h('the braced row less 0–5; 21–30 zero: only aimed fire reaches (Case 10.23)')),
  flamethrower: row('flamethrower', 'any', 'Flamethrower', [90, 80, 60, 'P', 'P', 'P', 'P', 'P'],
    h('a short jet (Section 17.0): 90 up close as the pistol, nothing beyond 8 squares')),
} satisfies Record<string, FireCombatRow>;

export type FireCombatTableData = Readonly<Record<string, FireCombatRow>>;

export const FIRE_COMBAT_TABLE = describeTable({
  title: `${CHART} — base chance to hit by weapon row and range (Cases 10.22–10.24)`,
  data: FIRE_COMBAT_TABLE_DATA as FireCombatTableData,
  valueSchema: (field) =>
    RANGE_BANDS.some((b) => b.id === field) ? z.union([z.number().int().min(-100).max(100), z.literal('P')]) : undefined,
});
