/**
 * Flamethrowers (Optional Rule Section 17.0): the numbers of Cases 17.22,
 * 17.32–17.36 and 17.42, and the geometry of Diagram 5, which the seed gives
 * in words only. The explosion ranges (96–00, 91–00) live on the weapon
 * (tables/weapons.ts), the Task Point costs on the Task Point Cost Chart
 * (`carry-flamethrower`, `repair-flamethrower`). Rulings:
 * docs/rulings/flamethrowers.md (FL1–FL12).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface FlamethrowerNumbers {
  /** Case 17.22: the panic percentage of a man hit by flamethrower fire is multiplied by this, after every modifier. */
  readonly firePanicMultiple: Sourced<number>;
  /** Case 17.34: an explosion's panic: first multiplied… */
  readonly explosionPanicMultiple: Sourced<number>;
  /** …then this added. */
  readonly explosionPanicAdd: Sourced<number>;
  /** Case 17.32: the Explosion Radius in squares (Case 8.11 range). */
  readonly explosionRadius: Sourced<number>;
  /** Case 17.33: Wound Points to the wielder of the exploding flamethrower (asbestos suit). */
  readonly wielderDamage: Sourced<string>;
  /** Case 17.33: to any other man in the wielder's square. */
  readonly sameSquareDamage: Sourced<string>;
  /** Case 17.33: to anyone in an adjacent square (range 1). */
  readonly adjacentDamage: Sourced<string>;
  /** Case 17.33: to anyone two squares away. */
  readonly twoAwayDamage: Sourced<string>;
  /** Case 17.35: the chance, in per cent, that another flamethrower in the Explosion Radius explodes. */
  readonly chainExplosionPercent: Sourced<number>;
  /** Case 17.41: Wound Points a burning man receives each subsequent Game-Turn. */
  readonly burnDamage: Sourced<string>;
  /** Case 17.42: Task Points spent prone to cease burning (doubled, 50, for a seriously wounded man). */
  readonly smotherTaskPoints: Sourced<number>;
  /** Case 17.42: the same for a seriously wounded man. */
  readonly smotherTaskPointsSeriouslyWounded: Sourced<number>;
  /**
   * Diagram 5, orthogonal pattern: the apex of the 45° angle, in squares from the firer's centre towards the
   * orthogonally adjacent square. The words say "the midpoint of an orthogonally adjacent square"; taken as its
   * centre (1) the two lines to its far corners make a 90° angle, so we read the midpoint of its near side (½),
   * whose lines to the far corners make 53°, the nearest to the 45° the Rule names (ruling FL2).
   */
  readonly orthogonalApex: Sourced<number>;
}

const C33 = 'Case 17.33';

export const FLAMETHROWER_NUMBERS: FlamethrowerNumbers = {
  firePanicMultiple: printed(2, 'Case 17.22 ("the percentage chance of panicking … is doubled")'),
  explosionPanicMultiple: printed(2, 'Case 17.34 ("the chance of panic is first doubled")'),
  explosionPanicAdd: printed(10, 'Case 17.34 ("and an additional 10% chance added")'),
  explosionRadius: printed(2, 'Case 17.32 ("it explodes for two squares in every direction")'),
  wielderDamage: printed('2D6-2 min 1', `${C33} ("2D6-2 damage (minimum of one Wound Point) to any flamethrower wielder")`),
  sameSquareDamage: printed('3D6', `${C33} ("in the same square as the wielder … 3D6 damage")`),
  adjacentDamage: printed('2D6', `${C33} ("2D6 damage to anyone in an adjacent square")`),
  twoAwayDamage: printed('1D6', `${C33} ("1D6 damage to anyone two squares away")`),
  chainExplosionPercent: printed(50, 'Case 17.35 ("there is a 50% chance of his weapon exploding")'),
  burnDamage: printed('1D6', 'Case 17.41 ("on each subsequent Game-Turn, he receives 1D6 Wound Points")'),
  smotherTaskPoints: printed(25, 'Case 17.42 ("after the expenditure of 25 Task Points while the man is prone")'),
  smotherTaskPointsSeriouslyWounded: printed(50, 'Case 17.42 ("a seriously wounded man must … expend 50 Task Points")'),
  orthogonalApex: house(0.5, 'Section 17.0 General Rule, Diagram 5 (Chart described in words in the seed)', 'the near side’s midpoint: lines to the far corners make 53°, the nearest reading to the 45° angle the Rule names (ruling FL2)'),
};

export const FLAMETHROWER_TABLE = describeTable({
  title: 'Flamethrowers, Case 17.22 to Case 17.42 and Diagram 5 (Section 17.0)',
  data: FLAMETHROWER_NUMBERS,
  valueSchema: (field) => {
    if (field !== undefined) return undefined;
    return z.union([z.number().min(0).max(100), z.string().regex(/^\d*D6([+-]\d+)?( min 1)?$/i)]);
  },
});
