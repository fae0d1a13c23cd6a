import { house, printed, type Sourced } from '../../../kernel/provenance';

/**
 * Section 36.0 Underwater Operations: every number the Section prints (the
 * Task Point costs of diving and of the gear are chart 5.22's,
 * task-point-costs.ts; the −20% water modifier is Table 10.82's,
 * fire-modifiers.ts). Rulings: docs/rulings/underwater.md.
 */
export const UNDERWATER_NUMBERS: {
  readonly observationSquaresPerLevel: Sourced<number>;
  readonly observationSquaresPerSquareUnderwater: Sourced<number>;
  readonly fireSquaresPerLevel: Sourced<number>;
  readonly fireSquaresPerSquareDiver: Sourced<number>;
  readonly fireDiagonalMultiple: Sourced<number>;
  readonly gearLandMultiple: Sourced<number>;
  readonly meleeRounds: Sourced<number>;
  readonly tearMouthpieceChance: Sourced<number>;
  readonly snorkelTurnsBetweenSurfacing: Sourced<number>;
  readonly unconsciousFirstTurn: Sourced<number>;
  readonly unconsciousChanceStep: Sourced<number>;
  readonly reviveTaskPoints: Sourced<number>;
  readonly reviveWithinTurns: Sourced<number>;
  readonly revivedTaskPoints: Sourced<number>;
  readonly dragMultiple: Sourced<number>;
  readonly grenadeReachSquares: Sourced<number>;
  readonly grenadeDamageMultiple: Sourced<number>;
  readonly explosionRadiusMultiple: Sourced<number>;
  readonly illuminationGrenadeRadius: Sourced<number>;
  readonly camelPanicMultiple: Sourced<number>;
  readonly realisticDepthLimit: Sourced<number>;
} = {
  observationSquaresPerLevel: printed(10, 'Case 36.13 ("each level below the surface adds 10 squares"); Table 36.15 (Vertical: 10 Squares)'),
  observationSquaresPerSquareUnderwater: printed(4, 'Case 36.14 ("Each square between two men underwater counts as four squares"); Table 36.15 (Horizontal: 4 Squares)'),
  fireSquaresPerLevel: printed(10, 'Case 36.36 ("for each elevation level of difference ... add 10 squares to the effective range")'),
  fireSquaresPerSquareDiver: printed(4, 'Case 36.37 ("each square between the firer and his target is counted as four squares")'),
  fireDiagonalMultiple: printed(7, 'Case 36.38, first way ("Multiply this number by seven (the average of four and ten)")'),
  gearLandMultiple: printed(3, 'Case 36.26 ("pay triple the normal movement Task Point cost to enter each land square")'),
  meleeRounds: printed(3, 'Case 36.43 ("performed in three rounds, not five")'),
  tearMouthpieceChance: printed(15, 'Case 36.44 ("There is a 15% chance the man will successfully tear the mouthpiece off")'),
  snorkelTurnsBetweenSurfacing: printed(4, 'Case 36.52 ("at elevation level zero at least once every four Game-Turns")'),
  unconsciousFirstTurn: printed(5, 'Case 36.54 ("On the fifth Game-Turn a man remains underwater")'),
  unconsciousChanceStep: printed(10, 'Case 36.54 ("a 10% chance ... and an additional 10% chance each Game-Turn")'),
  reviveTaskPoints: printed(150, 'Case 36.56 ("a Friendly man who expends a total of 150 Task Points")'),
  reviveWithinTurns: printed(10, 'Case 36.56 ("within ten Game-Turns of each other")'),
  revivedTaskPoints: printed(25, 'Case 36.57 ("possess only 25 Task Points for the remainder of the game")'),
  dragMultiple: printed(2, 'Case 36.56 ("the dragging man pays twice the normal Task Point cost")'),
  grenadeReachSquares: printed(3, 'Case 36.72 ("All men underwater or swimming within three squares")'),
  grenadeDamageMultiple: printed(2, 'Case 36.72 ("Double the damage given on the \'vented\' column")'),
  explosionRadiusMultiple: printed(3, 'Case 36.75 ("explode with triple the normal explosion radius underwater")'),
  illuminationGrenadeRadius: printed(2, 'Case 36.74 ("illuminates two squares in all directions")'),
  camelPanicMultiple: printed(2, 'Case 36.81 ("have their panic percentage doubled when in water")'),
  realisticDepthLimit: printed(-5, '36.0 General Rule ("should not go further than Elevation Level -5 (15 meters deep)")'),
};

/** Table 36.15 Underwater Observation Effects Summary, as printed ("For Observation purposes only"). */
export interface UnderwaterObservationRow {
  readonly observer: 'underwater' | 'out-of-water';
  readonly target: 'underwater';
  readonly position: 'vertical' | 'horizontal' | 'any';
  /** Squares each square (or level) counts as; `blocked` where Line of Sight is blocked (either way round, the table's †). */
  readonly eachSquareIs: number | 'blocked';
}

export const TABLE_36_15: Sourced<readonly UnderwaterObservationRow[]> = printed(
  [
    { observer: 'underwater', target: 'underwater', position: 'vertical', eachSquareIs: 10 },
    { observer: 'underwater', target: 'underwater', position: 'horizontal', eachSquareIs: 4 },
    { observer: 'out-of-water', target: 'underwater', position: 'any', eachSquareIs: 'blocked' },
  ],
  'Table 36.15 (Underwater Observation Effects Summary; "identical if either or both are standing or swimming in water")',
);

/**
 * Weapons a man in or under water who is not erect may fire (Case 36.39).
 * The printed list; the weapon kinds are the scenario schema's.
 */
export const WATER_FIREARMS: Sourced<readonly string[]> = printed(['pistol', 'rifle', 'semi-automatic-rifle', 'carbine'], 'Case 36.39 ("pistol, rifle, semi-automatic rifle or carbine")');

/**
 * How a square and a level combine for range when a diver fires at a man at
 * another level and square (Case 36.38 prints two ways and chooses neither):
 * Sightline takes the first (the true distance, "Pythagorean"), ruling UW3.
 */
export const DIAGONAL_RANGE_READING: Sourced<'pythagorean'> = house('pythagorean', 'Case 36.38', 'the Case offers two ways and prefers neither; the first gives "the true distance", the second is "slightly erroneous" (ruling UW3)');
