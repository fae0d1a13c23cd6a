/**
 * Horses and Camels (Optional Rule Section 19.0): the numbers of Cases
 * 19.11–19.72, the Horse Melee Table (printed as 19.49, cited as 19.47) and
 * the Cases of Sections 20 and 22 that reach mounts. All printed.
 * Rulings: docs/rulings/horses.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export type MountKind = 'horse' | 'camel' | 'mule';
export type HorseMeleeLine = 'charging' | 'rearing' | 'horse-vs-horse';

export interface HorseMeleeRow {
  readonly label: string;
  readonly toHit: Sourced<number>;
  readonly toKill: Sourced<number>;
  readonly damage: Sourced<string>;
}

const MELEE = 'Horse Melee Table (printed as 19.49, cited as Case 19.47)';

/** Table 19.49 (Case 19.47): "% to hit", "% to kill", damage. */
export const HORSE_MELEE_TABLE: Readonly<Record<HorseMeleeLine, HorseMeleeRow>> = {
  charging: { label: 'Charging Horse', toHit: printed(55, `${MELEE}, Charging Horse`), toKill: printed(25, `${MELEE}, Charging Horse`), damage: printed('2D10', `${MELEE}, Charging Horse`) },
  rearing: { label: 'Rearing Horse', toHit: printed(30, `${MELEE}, Rearing Horse`), toKill: printed(10, `${MELEE}, Rearing Horse`), damage: printed('2D6', `${MELEE}, Rearing Horse`) },
  'horse-vs-horse': { label: 'Horse vs. Horse', toHit: printed(25, `${MELEE}, Horse vs. Horse`), toKill: printed(3, `${MELEE}, Horse vs. Horse`), damage: printed('1D6', `${MELEE}, Horse vs. Horse`) },
};

export interface MountNumbers {
  /** Case 19.11: Endurance 4D10 + 3 for a horse (the mule is a horse, Case 42.43), 3D10 + 4 for a camel. */
  readonly horseEndurance: Sourced<string>;
  readonly camelEndurance: Sourced<string>;
  /** Case 19.12: dead when the Wound Point total exceeds Endurance by this many. */
  readonly deadBeyondEndurance: Sourced<number>;
  /** Case 19.21: a mount's Task Points. */
  readonly taskPoints: Sourced<number>;
  /** Case 19.24: one mount (with its rider) of a side in a square. */
  readonly mountsPerSideInSquare: Sourced<number>;
  /** Case 19.33: the mount pays this many times the rider's opportunity-fire Task Points. */
  readonly opportunityFireMultiple: Sourced<number>;
  /** Case 19.34: preparing a grenade on horseback costs this many times the chart. */
  readonly grenadeOnHorsebackMultiple: Sourced<number>;
  /** Case 19.34: a dropped grenade scatters one square on 1D10 at or below this, else detonates where dropped. */
  readonly dropScatterDie: Sourced<string>;
  readonly dropScattersAtOrBelow: Sourced<number>;
  readonly dropScatterSquares: Sourced<number>;
  /** Case 19.41: a horse's blows per Hand-to-Hand Combat Phase, in the first two rounds only. */
  readonly horseBlows: Sourced<number>;
  /** Cases 19.45, 19.55: a rider whose mount falls incapacitated or dead suffers this. */
  readonly riderFallDamage: Sourced<string>;
  /** Case 19.51: a missed mount's rider is hit on 1D100 at or below this fraction of the chance (the tens digit). */
  readonly riderHitFraction: Sourced<number>;
  /** Case 19.52: a missed rider's mount is hit on 1D100 at or below this multiple of the tens digit. */
  readonly mountHitTensMultiple: Sourced<number>;
  /** Case 19.53: each wounding by fire, 1D6; on this the mount falls. */
  readonly fallDie: Sourced<string>;
  readonly fallsOn: Sourced<number>;
  /** Case 19.53: the rider of a mount that had moved suffers 1D6; of one that had not, 1/2 D6 rounded down. */
  readonly movingFallDamage: Sourced<string>;
  readonly standingFallDamage: Sourced<string>;
  /** Cases 19.61, 19.62: base panic percentage. */
  readonly horsePanic: Sourced<number>;
  readonly camelPanic: Sourced<number>;
  /** Case 19.67: reins one man may hold. */
  readonly reinsPerMan: Sourced<number>;
  /** Case 19.71: the automatic accuracy modifier of all Cossack fire from horseback. */
  readonly cossackFireModifier: Sourced<number>;
  /** Case 19.72: the Cossack horse's panic percentage is multiplied by this (halved). */
  readonly cossackPanicFactor: Sourced<number>;
  /** Case 20.15: a mount falling at wire, and its rider, suffer this each. */
  readonly wireFallDamage: Sourced<string>;
  /** Case 20.15: the horse that stands again in the next Task Execution Phase suffers this. */
  readonly wireStandDamage: Sourced<string>;
  /** Case 42.43: the mule's Task Point costs are doubled (the sledge). */
  readonly muleCostMultiple: Sourced<number>;
}

export const MOUNT_NUMBERS: MountNumbers = {
  horseEndurance: printed('4D10+3', 'Case 19.11 ("Roll 4D10 + 3 for each horse")'),
  camelEndurance: printed('3D10+4', 'Case 19.11 ("3D10 + 4 for each camel")'),
  deadBeyondEndurance: printed(3, 'Case 19.12 ("exceeded by three is dead")'),
  taskPoints: printed(100, 'Case 19.21 ("have 100 Task Points, rather than 50")'),
  mountsPerSideInSquare: printed(1, 'Case 19.24 ("only a single horse and his rider from each side may be present in a square")'),
  opportunityFireMultiple: printed(2, 'Case 19.33 ("twice as many Task Points as the man expends")'),
  grenadeOnHorsebackMultiple: printed(2, 'Case 19.34 ("twice as many Task Points as it would normally cost")'),
  dropScatterDie: printed('1D10', 'Case 19.34 ("roll 1D10")'),
  dropScattersAtOrBelow: printed(8, 'Case 19.34 ("a 1 through 8, the grenade scatters one square")'),
  dropScatterSquares: printed(1, 'Case 19.34 ("scatters one square in the appropriate direction")'),
  horseBlows: printed(2, 'Case 19.41 ("two blows per Hand-to-Hand Combat Phase")'),
  riderFallDamage: printed('1D6', 'Cases 19.45, 19.55 ("immediately suffers 1D6 Wound Points")'),
  riderHitFraction: printed(10, 'Case 19.51 ("a one-tenth chance … the tens digit of the chance of hitting")'),
  mountHitTensMultiple: printed(2, 'Case 19.52 ("one-fifth (thus double the tens digit)")'),
  fallDie: printed('1D6', 'Case 19.53 ("roll 1D6")'),
  fallsOn: printed(6, 'Case 19.53 ("if a 6 is rolled, the horse is considered to fall prone")'),
  movingFallDamage: printed('1D6', 'Case 19.53 ("If the horse has been moving … 1D6 Wound Points")'),
  standingFallDamage: printed('1D6', 'Case 19.53 ("1/2D6 Wound Points (rounding down)": 1D6, halved down by `fallFromFire`)'),
  horsePanic: printed(5, 'Case 19.61 ("The base panic chance for all horses is 5%")'),
  camelPanic: printed(20, 'Case 19.62 ("The basic chance of panic for camels is 20%")'),
  reinsPerMan: printed(4, 'Case 19.67 ("One man may hold up to four reins at once")'),
  cossackFireModifier: printed(-25, 'Case 19.71 ("an automatic -25% accuracy modifier")'),
  cossackPanicFactor: printed(0.5, 'Case 19.72 ("The panic percentage for Cossack horses is halved")'),
  wireFallDamage: printed('1D10', 'Case 20.15 ("suffering 1D10 Wound Points")'),
  wireStandDamage: printed('1D6', 'Case 20.15 ("suffering 1D6 Wound Points in doing so")'),
  muleCostMultiple: printed(2, 'Case 42.43 ("All Task Point (hence movement) costs are doubled for the mule")'),
};

export const MOUNT_TABLE = describeTable({
  title: 'Horses and Camels, Cases 19.11–19.72',
  data: MOUNT_NUMBERS,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    return z.union([z.number().min(-100).max(100), z.string().regex(/^\(?\d*D(6|10)(\+\d+)?\)?(\/2)?$/i)]);
  },
});

export const HORSE_MELEE = describeTable({
  title: 'Horse Melee Table (19.49, cited as 19.47)',
  data: HORSE_MELEE_TABLE,
  valueSchema: (field) => (field === 'damage' ? z.string().regex(/^\d*D(6|10)$/i) : field === 'toHit' || field === 'toKill' ? z.number().int().min(0).max(100) : undefined),
});
