import { house, printed, type Sourced } from '../../../kernel/provenance';
import type { LinearKind } from './features';
import type { Material } from './penetration';
import { seedLine } from './seed';

/*
 * Strafing by aircraft (seed lines 296–315, ruling SK35). The accuracy table
 * (lines 299–305) and the areas (306–313) are flattened; the effect table (line
 * 315) is one line. Printed where a value reads cleanly; house where the
 * columns ran together, each with its reason.
 */

/** The guns a strafing pass fires ("Stafing target (D20): (M.G. & Cannon)", line 300). */
export const STRAFING_WEAPONS = ['mg-7.62', 'minigun', 'cannon-20mm'] as const;
export type StrafingWeapon = (typeof STRAFING_WEAPONS)[number];
/** Strafing is printed for N.O.E. and LOW only (lines 302–305); Medium and above have no strafing row. */
export const STRAFING_ALTITUDES = ['noe', 'low'] as const;
export type StrafingAltitude = (typeof STRAFING_ALTITUDES)[number];
export const STRAFING_FLIGHTS = ['normal', 'evade'] as const;
export type StrafingFlight = (typeof STRAFING_FLIGHTS)[number];
export const STRAFING_TARGETS = ['point', 'linear'] as const;
export type StrafingTarget = (typeof STRAFING_TARGETS)[number];

export const STRAFING_DIE: Sourced<'d20'> = printed('d20', seedLine(299, 'Stafing target (D20)'));

/** "Airplanes may one straight-line pass per bound" (line 296). */
export const PASSES_PER_BOUND: Sourced<number> = printed(1, seedLine(296, 'Airplanes may one straight-line pass per bound'));

type Needs = Readonly<Record<StrafingTarget, number>>;

/** The D20 Need to put the pass on target, by altitude, flight and target (lines 302–305). */
export const STRAFING_ACCURACY: Readonly<Record<StrafingAltitude, Readonly<Record<StrafingFlight, Sourced<Needs>>>>> = {
  noe: {
    normal: printed({ point: 5, linear: 3 }, seedLine(302, 'N.O.E. Normal 5+ 3+')),
    evade: house(
      { point: 6, linear: 4 },
      seedLine(303, 'Evade 4+ 6+'),
      'printed "4+ 6+" would make evading easier than flying straight at a point target, against every other row (LOW: Normal 9+/5+, Evade 11+/10+); the two figures are read as swapped in the flattening, so evading is harder at both',
    ),
  },
  low: {
    normal: printed({ point: 9, linear: 5 }, seedLine(304, 'LOW Normal 9+ 5+')),
    evade: printed({ point: 11, linear: 10 }, seedLine(305, 'Evade 11+ 10+')),
  },
};

/** A rectangle laid on the flight line: `along` the aircraft's path, `across` it. */
export interface StrafeArea {
  readonly along: number;
  readonly across: number;
}

/** The areas (lines 307–309): M.G. & cannon 4"×4" point, 8"×2" linear; mini-guns 6"×6", 3"×11". */
export const STRAFING_AREA: Readonly<Record<StrafingWeapon, Sourced<Readonly<Record<StrafingTarget, StrafeArea>>>>> = {
  'mg-7.62': printed({ point: { along: 4, across: 4 }, linear: { along: 8, across: 2 } }, seedLine(308, 'Areas: M.G. & Can. 4"x4" 8"x2"')),
  'cannon-20mm': printed({ point: { along: 4, across: 4 }, linear: { along: 8, across: 2 } }, seedLine(308, 'Areas: M.G. & Can. 4"x4" 8"x2"')),
  minigun: printed({ point: { along: 6, across: 6 }, linear: { along: 11, across: 3 } }, seedLine(309, 'Areas: Mini-guns 6"x6" 3"x11"')),
};

/** Which side of a linear area lies along the flight (house). */
export const LINEAR_AREA_ALONG: Sourced<'long-side'> = house(
  'long-side',
  seedLine(307, 'Areas: Point Tgt. Linear Tgt.'),
  'a linear target is raked along the aircraft\'s path, so the long side lies along the pass (the mini-gun\'s "3"x11"" is printed short side first, the M.G.\'s "8"x2"" long side first: the order is not the orientation)',
);

/** Where the area sits: centred on the aim point the umpire names on the pass line (house). */
export const AREA_CENTRED_ON_AIM: Sourced<'centred'> = house(
  'centred',
  seedLine(301, 'Point Tgt. Linear Tgt.'),
  'the seed does not say where on its pass the aircraft fires; the umpire names the point on the line, and the area is centred on it',
);

/** A miss: "(If miss strafing …) Weapon: Deviation as: M.G./G.L. Mortar" (lines 300–302): the Mortar column of the ranging table (line 201). */
export const MISS_DEVIATES_AS: Sourced<'mortar'> = printed('mortar', seedLine(302, 'If miss strafing … Deviation as: M.G./G.L. Mortar'));

/** Which way the deviation falls (house): "over" along the flight, "left" to the pilot's left. */
export const DEVIATION_FACING: Sourced<'along-flight'> = house(
  'along-flight',
  seedLine(300, 'Accuracy in inches (If miss strafing, or other attack)'),
  'the ranging table reads left/under as its observer faces the point; the attacker here is the aircraft, so it faces along its pass and a long burst falls beyond the aim point',
);

/** The cover columns of the effect table (line 315): "Bunker Dense/Wall Close Other". */
export const AIR_COVER_COLUMNS = ['bunker', 'dense-wall', 'close', 'other'] as const;
export type AirCoverColumn = (typeof AIR_COVER_COLUMNS)[number];

export interface StrafeEffectRow {
  /** The printed hits in each column; null for "-": no effect. */
  readonly hits: Readonly<Record<AirCoverColumn, string | null>>;
  readonly str: number;
}

/** "Effect (D6)" rows of the strafing guns (line 315). */
export const STRAFING_EFFECT: Readonly<Record<'7.62mm-mg' | 'minigun-20mm', Sourced<StrafeEffectRow>>> = {
  '7.62mm-mg': printed({ hits: { bunker: null, 'dense-wall': null, close: '6+', other: '6+' }, str: 0 }, seedLine(315, 'Effect (D6): 7.62mm M.G. - - 6+ 6+ 0')),
  'minigun-20mm': printed({ hits: { bunker: null, 'dense-wall': '6+', close: '6+', other: '6+' }, str: 1 }, seedLine(315, 'Effect (D6): Mini-gun/ - 6+ 6+ 6+ +1 20mm can./.50 cal')),
};

/** Which effect row a gun reads (house: "Mini-gun/ … 20mm can./.50 cal" is one row whose name was split by the flattening). */
export const EFFECT_ROW_OF: Sourced<Readonly<Record<StrafingWeapon, keyof typeof STRAFING_EFFECT>>> = house(
  { 'mg-7.62': '7.62mm-mg', minigun: 'minigun-20mm', 'cannon-20mm': 'minigun-20mm' },
  seedLine(315, 'Mini-gun/ - 6+ 6+ 6+ +1 20mm can./.50 cal'),
  'the row\'s name begins "Mini-gun/" before its figures and ends "20mm can./.50 cal" after them: one row for the mini-gun and the 20mm cannon or .50 cal',
);

/** Each man in the area rolls the D6 of his own column (house): the table gives one column per cover, not hits to share. */
export const EFFECT_PER_FIGURE: Sourced<'one-roll-each'> = house(
  'one-roll-each',
  seedLine(314, 'Effect (D6)'),
  'the table is read by the cover each man is in and prints "6+", one hit on a 6 (as line 121\'s "5+"); unlike the H.E. tables it says nothing of sharing, so each man in the area rolls his own',
);

/** The cover a man has from the air (house, AIR_COVER_OF). */
export interface AirCoverRule {
  /** Inside a building of these wall materials: a bunker. */
  readonly bunkerWalls: readonly Material[];
  /** Within this many inches of one of these linear features: Dense/Wall. */
  readonly wallKinds: readonly LinearKind[];
  readonly wallReach: number;
}

export const AIR_COVER_OF: Sourced<AirCoverRule> = house(
  { bunkerWalls: ['concrete', 'reinforced-concrete'], wallKinds: ['wall', 'bank', 'sandbags'], wallReach: 1 },
  seedLine(315, 'Weapon Bunker Dense/Wall Close Other'),
  'a concrete building is the table\'s bunker; any other building, dense cover, or lying up against (within 1") a wall, bank or sandbags is "Dense/Wall"; close cover is "Close"; open and light ground "Other"',
);

/** Who sees a pass (house): a side's man within the range of his own cover's spotting line (lines 28–31, 35; night: Dense, line 36). */
export const PASS_SEEN_BY: Sourced<'within-own-line-range'> = house(
  'within-own-line-range',
  seedLine(35, 'For aircraft, count as running and take cover type that observer is in'),
  'an aircraft counts as running in the observer\'s own cover; a strafing pass at N.O.E. or LOW is loud and fast, so it is seen without a roll by any man (not a prisoner) within that line\'s range (Open 60", Light 24", Close 12", Dense 6") of its line',
);

/** When a pass is flown (house): in the Fire step, with the ground fire. */
export const STRAFE_STEP: Sourced<'fire'> = house(
  'fire',
  seedLine(296, 'Airplanes may one straight-line pass per bound'),
  'the seed gives no Bound; a strafing pass is fire, so it is flown in the Fire step and its hits wait for the Damage step like every other',
);
