import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** Cover materials of the penetration table (seed line 65). */
export const MATERIALS = ['wood-fence', 'log', 'brick', 'concrete', 'sandbag', 'reinforced-concrete', 'earth'] as const;
export type Material = (typeof MATERIALS)[number];

export interface PenetrationRow {
  /** Deducted from the wound roll per unit of thickness. */
  readonly perUnit: number;
  /** What one unit of thickness is: 'fence' (the whole fence), 'log', 'brick', '6in', 'bag', 'foot'. */
  readonly unit: 'fence' | 'log' | 'brick' | '6in' | 'bag' | 'foot';
}

const p = (perUnit: number, unit: PenetrationRow['unit'], what: string): Sourced<PenetrationRow> =>
  printed({ perUnit, unit }, seedLine(65, `penetration of rounds, ${what}`));

/** "Penetration of rounds" (seed lines 64–65): the deduction per unit of thickness. */
export const PENETRATION: Readonly<Record<Material, Sourced<PenetrationRow>>> = {
  'wood-fence': p(-2, 'fence', 'Wood/bamboo/brush fence -2'),
  log: p(-5, 'log', 'Log wall (/log thick) -5'),
  brick: p(-3, 'brick', 'Brick wall (/brick thick) -3'),
  concrete: p(-6, '6in', 'Concrete (/6" thick) -6'),
  sandbag: p(-4, 'bag', 'Sandbag (/bag) -4'),
  'reinforced-concrete': p(-10, '6in', 'Reinforced concrete (/6" thick) -10'),
  earth: p(-4, 'foot', 'Earth bank (/foot thick) -4'),
};

/**
 * A feature's penetration: per-unit value times its thickness in units. A
 * fence is one unit whatever its thickness; fractions of a unit round down
 * (a wall 1½ bricks thick counts one brick) — house.
 */
export const PENETRATION_ROUNDING: Sourced<'whole-units-down'> = house(
  'whole-units-down',
  seedLine(65, 'penetration of rounds'),
  'the seed counts whole logs, bricks, bags, 6" and feet; a part of a unit is read as not stopping a round',
);

export function penetration(material: Material, thickness: number): Sourced<number> {
  const row = PENETRATION[material];
  const units = row.value.unit === 'fence' ? 1 : Math.floor(thickness);
  const value = row.value.perUnit * units;
  if (row.value.unit === 'fence' || Number.isInteger(thickness)) return printed(value === 0 ? 0 : value, row.provenance.source);
  return house(value === 0 ? 0 : value, row.provenance.source, PENETRATION_ROUNDING.provenance.rationale ?? '');
}
