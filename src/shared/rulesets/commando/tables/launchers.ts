/**
 * Rifle grenades (Optional Rule Section 18.0) and thump guns (Section 21.0):
 * the Rifle Grenade row of the Grenade Accuracy Table (Case 11.81), the Rifle
 * Grenade Accuracy Modifiers Table (Case 18.31), the Rifle Grenade Scatter
 * Table (Case 18.32, cited by Section 26 as "18.33"), the Thump Gun Accuracy
 * Table (Case 21.15) and the numbers the two Sections state in their Cases.
 *
 * Our copy of Table 11.81 breaks off after the WWII fragmentation row
 * (../reference/seed-gaps.md), so the Rifle Grenade row is `house`: each
 * column reads the Thump Gun Accuracy Table at the column's farthest range,
 * less 10 (a grenade launched from a rifle is less accurate than the
 * purpose-built 40mm launcher); under 11 squares, where Table 21.15 has no
 * row, its first row's 80 less 10. Everything else here is printed.
 * Rulings: docs/rulings/rifle-grenades.md, docs/rulings/thump-guns.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { GRENADE_RANGE_BANDS, type GrenadeRangeBand } from './grenade-accuracy';
import { describeTable } from './table';

const ACCURACY = 'Case 11.81 Grenade Accuracy Table, Rifle Grenade row (Section 18.0 procedure)';
const RG_MODS = 'Case 18.31 Rifle Grenade Accuracy Modifiers Table';
const RG_SCATTER = 'Case 18.32 Rifle Grenade Scatter Table';
const TG_ACCURACY = 'Case 21.15 Thump Gun Accuracy Table';

// ---------------------------------------------------------------------------
// The Rifle Grenade row of Table 11.81 (house: the row is cut off).

const RIFLE_GRENADE_CELLS: Readonly<Record<GrenadeRangeBand, readonly [number, string]>> = {
  r1: [70, 'below 11 squares Table 21.15 has no row (Case 21.22): its first row, 80, less 10'],
  r2to4: [70, 'below 11 squares Table 21.15 has no row (Case 21.22): its first row, 80, less 10'],
  r5to8: [70, 'below 11 squares Table 21.15 has no row (Case 21.22): its first row, 80, less 10'],
  r9to12: [70, 'Table 21.15 at 12 squares (11-15: 80), less 10'],
  r13to15: [70, 'Table 21.15 at 15 squares (11-15: 80), less 10'],
  r16to25: [50, 'Table 21.15 at 25 squares (22-27: 60), less 10'],
  r26to36: [30, 'Table 21.15 at 36 squares (34-39: 40), less 10'],
};

export const RIFLE_GRENADE_ACCURACY: Readonly<Record<GrenadeRangeBand, Sourced<number>>> = Object.fromEntries(
  GRENADE_RANGE_BANDS.map((b) => {
    const [v, why] = RIFLE_GRENADE_CELLS[b.id];
    return [b.id, house(v, `${ACCURACY} / ${b.label}`, `the row is cut off in our copy; ${why} (a rifle-launched grenade is less accurate than the purpose-built thump gun)`)];
  }),
) as Record<GrenadeRangeBand, Sourced<number>>;

// ---------------------------------------------------------------------------
// Case 18.31, printed in full.

export interface LauncherAccuracyModifier {
  readonly label: string;
  /** `add`: percent added (negative subtracts); `multiply`: factor, rounding down. */
  readonly kind: 'add' | 'multiply';
  readonly amount: Sourced<number>;
  readonly note?: string;
}

const add = (label: string, amount: number, note?: string): LauncherAccuracyModifier => ({ label, kind: 'add', amount: printed(amount, `${RG_MODS}, "${label}"`), ...(note ? { note } : {}) });
const times = (label: string, factor: number): LauncherAccuracyModifier => ({ label, kind: 'multiply', amount: printed(factor, `${RG_MODS}, "${label}" (×.5, rounding down)`) });

export const RIFLE_GRENADE_MODIFIERS = {
  'target-rough-crater-woods-rubble': add('Target Square is Rough, Crater, Woods or Rubble', -3),
  'target-higher': add('Target Square is at higher Elevation Level than firer', -7),
  'target-dune': add('Target Square is Dune', -8),
  'target-forest': add('Target Square is Forest', -10),
  'target-by-wall-or-trench': add(
    'Target Square adjacent to Wall* or Trench',
    7,
    '*If firer is inside building, applies only to fire inside same building; if firer is outside building, only applies to Squares outside building.',
  ),
  'hangar-door-between': add('Hangar or barracks "door" between target Square and firer', -6),
  'door-between': add('Door between target Square and firer', -10),
  'window-or-slit-between': add('Window or Slit between target Square and firer', -15),
  'firer-severely-wounded': times('Firer Severely Wounded', 0.5),
  'no-los': times('Firer does not have LOS to target Square', 0.5),
} satisfies Record<string, LauncherAccuracyModifier>;

export type RifleGrenadeModifierId = keyof typeof RIFLE_GRENADE_MODIFIERS;

// ---------------------------------------------------------------------------
// Case 18.32 (also the thump gun's line, Case 21.13; Section 26's "18.33").

type D6 = '1' | '2' | '3' | '4' | '5' | '6';
const scatterCell = (die: D6): Sourced<number> => printed(Number(die), `${RG_SCATTER}, die ${die} ("Rifle Grenade or Thump Gun Scatter (Squares)")`);

export const RIFLE_GRENADE_SCATTER: Readonly<Record<D6, Sourced<number>>> = {
  '1': scatterCell('1'),
  '2': scatterCell('2'),
  '3': scatterCell('3'),
  '4': scatterCell('4'),
  '5': scatterCell('5'),
  '6': scatterCell('6'),
};

// ---------------------------------------------------------------------------
// Case 21.15, printed in full.

export interface ThumpGunBand {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly chance: Sourced<number>;
}

const band = (min: number, max: number, chance: number): ThumpGunBand => ({ label: `${min}-${max}`, min, max, chance: printed(chance, `${TG_ACCURACY}, range ${min}-${max}`) });

export const THUMP_GUN_ACCURACY = {
  r11to15: band(11, 15, 80),
  r16to21: band(16, 21, 70),
  r22to27: band(22, 27, 60),
  r28to33: band(28, 33, 50),
  r34to39: band(34, 39, 40),
  r40to45: band(40, 45, 30),
  r46to50: band(46, 50, 20),
  r51to100: band(51, 100, 10),
} satisfies Record<string, ThumpGunBand>;

// ---------------------------------------------------------------------------
// Numbers the Cases state.

export interface LauncherNumbers {
  /** Section 18.0 General Rule: rifle grenades a rifleman carries besides his hand grenades. */
  readonly rifleGrenadesCarried: Sourced<number>;
  /** Case 18.22: rifle grenades a man may have prepared (affixed) at a time. */
  readonly rifleGrenadesAffixed: Sourced<number>;
  /** Case 21.22: a shell fired at a square this close (or closer) does not arm. */
  readonly thumpGunMinimumRange: Sourced<number>;
  /** Case 21.23: shells a thump gun holds loaded. */
  readonly thumpGunShellsLoaded: Sourced<number>;
}

export const LAUNCHER_NUMBERS: LauncherNumbers = {
  rifleGrenadesCarried: printed(6, 'Case 18.0 General Rule ("have six rifle grenades in addition to their normal complement")'),
  rifleGrenadesAffixed: printed(1, 'Case 18.22 ("only one rifle grenade prepared at a time")'),
  thumpGunMinimumRange: printed(10, 'Case 21.22 ("within 10 squares of his position, nothing occurs")'),
  thumpGunShellsLoaded: printed(1, 'Case 21.23 ("only load one thump gun shell at a time")'),
};

// ---------------------------------------------------------------------------
// Descriptors

const percent = z.number().int().min(0).max(100);

export const RIFLE_GRENADE_ACCURACY_TABLE = describeTable({
  title: ACCURACY,
  data: RIFLE_GRENADE_ACCURACY,
  valueSchema: (field) => (field === undefined ? percent : undefined),
});

export const RIFLE_GRENADE_MODIFIER_TABLE = describeTable({
  title: RG_MODS,
  data: RIFLE_GRENADE_MODIFIERS,
  valueSchema: (field) => (field === 'amount' ? z.number().min(-100).max(100) : undefined),
});

export const RIFLE_GRENADE_SCATTER_TABLE = describeTable({
  title: `${RG_SCATTER} (cited as "18.33" by Section 26)`,
  data: RIFLE_GRENADE_SCATTER,
  valueSchema: (field) => (field === undefined ? z.number().int().min(0).max(20) : undefined),
});

export const THUMP_GUN_ACCURACY_TABLE = describeTable({
  title: TG_ACCURACY,
  data: THUMP_GUN_ACCURACY,
  valueSchema: (field) => (field === 'chance' ? percent : undefined),
});

export const LAUNCHER_NUMBERS_TABLE = describeTable({
  title: 'Rifle grenades and thump guns, Case 18.0 General Rule and Case 18.22, Case 21.22, Case 21.23',
  data: LAUNCHER_NUMBERS,
  valueSchema: (field) => (field === undefined ? z.number().int().min(0).max(100) : undefined),
});
