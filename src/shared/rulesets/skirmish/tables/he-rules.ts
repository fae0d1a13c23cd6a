import { house, printed, type Sourced } from '../../../kernel/provenance';
import { ARM_FIRING_DM } from './hit-location';
import { seedLine } from './seed';

/** "(DM's): to get range", target side (seed lines 114–120). */
export const HE_TARGET_CONDITIONS = ['muzzle-flash-or-unseen', 'prone', 'running', 'light-cover', 'heavy-cover', 'bunker', 'night-no-moon', 'night-moon'] as const;
export type HeTargetCondition = (typeof HE_TARGET_CONDITIONS)[number];

export const HE_TARGET_DM: Readonly<Record<HeTargetCondition, Sourced<number>>> = {
  'muzzle-flash-or-unseen': printed(-3, seedLine(114, 'to get range, Tgt: muzzle flash/unseen -3')),
  prone: printed(-2, seedLine(115, 'to get range, Tgt: prone -2')),
  running: printed(-1, seedLine(116, 'to get range, Tgt: running -1')),
  'light-cover': printed(-1, seedLine(117, 'to get range, Tgt: Lt./Close cover/1/2 vis. -1')),
  'heavy-cover': printed(-2, seedLine(118, 'to get range, Tgt: Smk./walls/Dense cover -2')),
  bunker: printed(-3, seedLine(119, 'to get range, Tgt: Bunker -3')),
  'night-no-moon': printed(-2, seedLine(120, 'to get range, Night (no moon) -2')),
  'night-moon': printed(-1, seedLine(120, 'to get range, Night (with moon) -1')),
};

/** "(DM's): to get range", firer side (seed lines 114–119). */
export const HE_FIRER_CONDITIONS = ['pinned', 'wounded', 'advancing', 'running', 'throwing-prone', 'arm-wound'] as const;
export type HeFirerCondition = (typeof HE_FIRER_CONDITIONS)[number];

export const HE_FIRER_DM: Readonly<Record<HeFirerCondition, Sourced<number>>> = {
  pinned: printed(-1, seedLine(114, 'to get range, Firer: pinned -1')),
  wounded: printed(-1, seedLine(115, 'to get range, Firer: wounded (optional) -1')),
  advancing: printed(-1, seedLine(116, 'to get range, Firer: advancing -1')),
  running: printed(-2, seedLine(117, 'to get range, Firer: running -2')),
  'throwing-prone': printed(-2, seedLine(118, 'to get range, Throwing gren.& prone -2')),
  /** With the optional hit location, the wounded thrower's DM (line 115) is the arm's "* firing DM" (line 62, ruling SK30). */
  'arm-wound': ARM_FIRING_DM,
};

/** "Has Target: + Ability" (seed line 119): the thrower's or gunner's Ability, when he sees the target (ruling SK12, as SK8). */
export const HE_ABILITY_SOURCE = seedLine(119, 'to get range, Has Target: + Ability');

/** "(DM's): to No hits" (seed lines 113–117): Tgt. prone -1; -1 per 5m height diff. */
export const HITS_DM_PRONE: Sourced<number> = printed(-1, seedLine(114, 'to No hits, Tgt. prone -1'));
export const HITS_DM_PER_5M: Sourced<number> = printed(-1, seedLine(116, 'to No hits, per 5m height diff. -1 (lines 116–117)'));

/**
 * "Tgt. prone -1" to the number of hits counts when every figure within the
 * radius is prone (house, ruling SK13): one roll is made for all of them.
 */
export const HITS_PRONE_WHEN: Sourced<'all-prone'> = house(
  'all-prone',
  seedLine(114, 'to No hits, Tgt. prone -1'),
  'one hits roll serves every figure within the radius; the blast is lessened only when all of them lie down',
);

/**
 * The deviation diagram (seed lines 121–125), flattened into three lines and
 * read back as a grid of 1" squares, 7" along the line of the throw and 3"
 * across (the "7"" and "3"" of lines 123 and 125), X the target, the firer
 * to the right (ruling SK13). Each face of the die is one square:
 * `along` is inches toward the firer (negative: beyond the target), `across`
 * inches to the thrower's right (the diagram's top row, house). Every square
 * is house: the layout is a reconstruction.
 */
export const DEVIATION_GRID_ROWS: Sourced<readonly (readonly (number | 'X')[])[]> = house(
  [
    [12, 8, 4, 6, 14, 17, 20],
    [9, 1, 'X', 2, 10, 15, 18],
    [11, 7, 3, 5, 13, 16, 19],
  ],
  seedLine(122, 'If fail to hit throw on table (lines 122–125, garbled)'),
  'the 20 numbers of lines 122–124 are each of 1–20 once, around an X with "---> TO FIRER": a diagram of 3 rows by 7 columns (3" by 7"), the low numbers next to the X, the high ones short toward the firer; the top row is taken as the thrower’s right (the mirror reading is as good: the flattening lost the page’s orientation)',
);

/** The square's size: 1" (house, ruling SK13). */
export const DEVIATION_SQUARE: Sourced<number> = house(1, seedLine(125, '7"'), 'a 3" by 7" diagram of 3 by 7 squares has 1" squares');

/** The die for each kind of miss (seed lines 122–124). */
export const DEVIATION_DIE = {
  short: printed({ die: 'd10' as const, minus: 0 }, seedLine(122, 'Hand grenade/G.L. up to 4" D10')),
  long: printed({ die: 'd20' as const, minus: 0 }, seedLine(123, 'Hand grenade/G.L. over 4" D20')),
  satchel: printed({ die: 'd10' as const, minus: 2 }, seedLine(124, 'Satchel charge D10-2')),
} as const;

/** A satchel charge's D10-2 of 0 or less lands on the target point (house, ruling SK13). */
export const DEVIATION_NONE_AT_OR_BELOW: Sourced<number> = house(
  0,
  seedLine(124, 'Satchel charge D10-2'),
  'the diagram has no square 0 or below: the charge is placed rather than thrown, and a 1 or 2 leaves it at the X, where it was meant to go',
);

/** "up to 4"" / "over 4"" (lines 122–123): a throw or shot of exactly 4" is "up to 4"". */
export const DEVIATION_SHORT_TO: Sourced<number> = printed(4, seedLine(122, 'Hand grenade/G.L. up to 4"'));

/** "Missfire: on role of, 1. H.E./W.P., 1,2. H.E.A.T./Flame" (seed line 126): natural faces of the range roll. */
export const HE_MISFIRE_FACES: Readonly<Record<'he' | 'wp' | 'heat' | 'flame', Sourced<number>>> = {
  he: printed(1, seedLine(126, 'Missfire: on role of, 1. H.E./W.P.')),
  wp: printed(1, seedLine(126, 'Missfire: on role of, 1. H.E./W.P.')),
  heat: printed(2, seedLine(126, 'Missfire: on role of, 1,2. H.E.A.T./Flame')),
  flame: printed(2, seedLine(126, 'Missfire: on role of, 1,2. H.E.A.T./Flame')),
};

/** The misfire D10 (seed lines 127–130). */
export const HE_MISFIRE_ROLL = {
  okTo: printed(4, seedLine(127, 'D10 1-4 Possible Accident/O.K.')),
  dudFrom: printed(5, seedLine(128, '5-10 Dud: H.E./W.P. fail to explode H.E.A.T half effect')),
  homeMadeDm: printed(1, seedLine(129, '(DM) +1 If home made')),
} as const;
export const HE_DUD_EFFECT: Readonly<Record<'he' | 'wp' | 'heat', Sourced<string>>> = {
  he: printed('fails to explode', seedLine(128, 'Dud: H.E./W.P. fail to explode')),
  wp: printed('fails to explode', seedLine(128, 'Dud: H.E./W.P. fail to explode')),
  heat: printed('half effect', seedLine(128, 'H.E.A.T half effect')),
};
/** "Flame: 1-4 O.K., 5-8 Fails to ignite, 9-10 Jams." (seed line 130). */
export const FLAME_MISFIRE = {
  okTo: printed(4, seedLine(130, 'Flame: 1-4 O.K.')),
  failsTo: printed(8, seedLine(130, 'Flame: 5-8 Fails to ignite')),
  jams: printed('jams', seedLine(130, 'Flame: 9-10 Jams')),
} as const;

/**
 * "Accidents: (for hand grenade only) may fumble & drop on roll of: Ability
 * 0 1 2 3 4 / D20 Yes 1-16 1-8 1-4 1-2" (seed lines 130–131): the highest
 * D20 face that fumbles, by Ability (Ability 0: always, "Yes").
 */
export const FUMBLE_TO: readonly Sourced<number>[] = [20, 16, 8, 4, 2].map((to, ability) =>
  printed(to, seedLine(131, `Accidents: Ability ${ability}, D20 ${ability === 0 ? 'Yes' : `1-${to}`}`)),
);

/** A fumbled grenade drops at the thrower's feet and bursts there (house, ruling SK14). */
export const FUMBLE_EFFECT: Sourced<'bursts-at-thrower'> = house(
  'bursts-at-thrower',
  seedLine(130, 'may fumble & drop'),
  'the seed says only "fumble & drop"; a dropped live grenade bursts where it fell, with its usual radius and hits',
);
/** A "Possible Accident" is rolled for hand-thrown grenades only; for others 1–4 is O.K. (seed lines 127, 130). */
export const ACCIDENT_HAND_ONLY: Sourced<'hand'> = printed('hand', seedLine(130, 'Accidents: (for hand grenade only)'));
