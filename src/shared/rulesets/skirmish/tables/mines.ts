import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * Mines and traps (seed lines 155–200). The encounter chance (lines 155–161)
 * by the density of the area, on a D10; the umpire's prepared cards; the
 * detection roll (D20, lines 162–174); the trigger rolls (lines 175–179);
 * the effects (lines 182–198); claymores (lines 181, 193–198, 200).
 */
export const MINE_DENSITIES = ['minimal', 'low', 'medium', 'high', 'maximum'] as const;
export type MineDensity = (typeof MINE_DENSITIES)[number];

/** "minimal 10+ low 9+ medium 8+ high 7+ maximum 6+" (seed lines 155–159), "on a D10" (line 161). */
export const ENCOUNTER_NEED: Readonly<Record<MineDensity, Sourced<number>>> = {
  minimal: printed(10, seedLine(155, 'mines and traps, minimal 10+')),
  low: printed(9, seedLine(156, 'mines and traps, low 9+')),
  medium: printed(8, seedLine(157, 'mines and traps, medium 8+')),
  high: printed(7, seedLine(158, 'mines and traps, high 7+')),
  maximum: printed(6, seedLine(159, 'mines and traps, maximum 6+')),
};
export const ENCOUNTER_DIE: Sourced<'d10'> = printed('d10', seedLine(161, 'These are a measure, on a D10, of the chance of a squad sized unit encountering a mine or booby-trap'));

/** "(DM) Not in file single file +1" (seed line 160), read as +1 for a unit NOT in single file (ruling SK17). */
export const ENCOUNTER_NOT_IN_FILE_DM: Sourced<number> = house(
  1,
  seedLine(160, '(DM) Not in file single file +1'),
  'the words of a two-column cell ran together; men spread out tread more ground than men stepping in the leader’s footsteps, so the +1 is for a unit not in single file',
);
/** The umpire rolls once a bound for each unit that moves in a mined or trapped area (house, ruling SK17). */
export const ENCOUNTER_WHEN: Sourced<'per-unit-per-bound-moved'> = house(
  'per-unit-per-bound-moved',
  seedLine(161, 'the chance of a squad sized unit encountering a mine or booby-trap'),
  'the seed gives the chance per squad-sized unit but not how often; once a bound in which the unit moves in the area keeps it the umpire’s roll, not one per man or per inch',
);
/** "a previously prepared card is consulted" (line 161): the umpire's cards for the area are turned in the order he laid them (house). */
export const CARD_ORDER: Sourced<'in-order-laid'> = house(
  'in-order-laid',
  seedLine(161, 'When this happens a previously prepared card is consulted to see what, if anything, there is'),
  'the seed says the card is prepared beforehand, not how one is picked; turning them in the umpire’s order keeps his plan, and a blank card is how "if anything" is written',
);

export const TRAP_EFFECTS = [
  'toe-popper', 'spiked-pit', 'swinging-spikes', 'spiked-boards', 'large-animal-trap', 'small-animal-trap', 'small-ap-mine', 'large-ap-mine', 'bouncing-betty', 'at-mine',
] as const;
export type TrapEffect = (typeof TRAP_EFFECTS)[number];

export interface TrapEffectRow {
  readonly name: string;
  /** Table inches; 0: only the man who sets it off ("-"). */
  readonly radius: number;
  readonly hits: string;
  readonly str: number;
  /** "Treat killed as crippled" (lines 183–184). */
  readonly killedAsCrippled: boolean;
  readonly note?: string;
}

const fx = (line: number, name: string, radius: number, hits: string, str: number, killedAsCrippled = false, note?: string): Sourced<TrapEffectRow> =>
  printed({ name, radius, hits, str, killedAsCrippled, ...(note ? { note } : {}) }, seedLine(line, `trap effect, ${name}`));

/** "Effect (D6) Radius Hits Str Notes" (seed lines 182–192). */
export const TRAP_EFFECT: Readonly<Record<TrapEffect, Sourced<TrapEffectRow>>> = {
  'toe-popper': fx(183, 'Toe-popper', 0, '1', 0, true, 'Treat killed as crippled.'),
  'spiked-pit': fx(184, 'Spiked pit', 0, '1', -2, true, 'Treat killed as crippled unless mantrap.'),
  'swinging-spikes': fx(185, 'Swinging spikes', 0, '1', -3),
  'spiked-boards': fx(186, 'Spiked boards', 0, '1', -4, false, 'Last three may be poisoned.'),
  'large-animal-trap': fx(187, 'Large animal trap', 0, '1', -5),
  'small-animal-trap': fx(188, 'Small animal trap', 0, '1', -6),
  'small-ap-mine': fx(189, 'Small A.P. mine', 1, '1/2D6', -2),
  'large-ap-mine': house(
    { name: 'Large A.P. mine', radius: 1.5, hits: 'D6', str: 0, killedAsCrippled: false },
    seedLine(190, 'trap effect, Large A.P. mine 1 1/2 D6 0'),
    'printed "1 1/2 D6 0" without an inch mark: read as 1½" and D6 hits, a larger blast than the small mine’s 1" and 1/2D6 (the other reading, 1" and 1/2D6 at Str 0, would make it the small mine again)',
  ),
  'bouncing-betty': fx(191, 'Bouncing Betty', 2, 'D6', -1, false, 'To hear mine arm (D10) 5+ (DM\'s as spot).'),
  'at-mine': fx(192, 'A.T. mine', 2, 'D6+1', 1, false, 'SEE BELOW'),
};
/** "Gren, Bow, Shotgun: Treat as normal (Unseen enemy)." (seed line 199): a trap firing these uses their own tables. */
export const TRAP_WEAPONS_AS_NORMAL: Sourced<string> = printed('grenade, bow, shotgun: as normal, at an unseen enemy', seedLine(199, 'Gren, Bow, Shotgun: Treat as normal (Unseen enemy)'));
/** "Last three may be poisoned" (line 186): what poison does is not printed; the umpire's discretion (house). */
export const POISON_EFFECT: Sourced<'umpire'> = house('umpire', seedLine(186, 'Last three may be poisoned'), 'the seed does not say what the poison does; the umpire rules it, with his reason, as discretion on the wound roll');

/** "To hear mine arm (D10) 5+ (DM's as spot)" (seed line 191). */
export const HEAR_BETTY: Sourced<{ readonly die: 'd10'; readonly need: number }> = printed({ die: 'd10', need: 5 }, seedLine(191, 'To hear mine arm (D10) 5+ (DM\'s as spot)'));

/** Triggers (seed lines 175–179): the Need to set the thing off. */
export const TRIGGERS = ['tripwire', 'lone-mine', 'toe-popper', 'pit-or-trap'] as const;
export type Trigger = (typeof TRIGGERS)[number];
export const TRIGGER_NEED: Readonly<Record<Trigger, Sourced<number>>> = {
  tripwire: printed(3, seedLine(177, 'Tripwires … 3+ to trigger')),
  'lone-mine': printed(7, seedLine(177, '7+ to trigger lone mine')),
  'toe-popper': printed(7, seedLine(178, 'Toe poppers … 7+ to trigger')),
  'pit-or-trap': printed(2, seedLine(179, 'Pits & Traps: 2+ to step/fall in')),
};
/** "Field of mines set with a density of between 5+ and 9+/inch to trigger" (line 177): the umpire sets a field's Need, 5–9. */
export const MINEFIELD_NEED_RANGE: Sourced<readonly [number, number]> = printed([5, 9], seedLine(177, 'Field of mines set with a density of between 5+ and 9+/inch to trigger'));
/** The trigger die is not named: the D10, as the encounter roll beside it (house, ruling SK17). */
export const TRIGGER_DIE: Sourced<'d10'> = house('d10', seedLine(177, '3+ to trigger … 7+ to trigger lone mine'), 'the Needs run 2 to 9 and the encounter chance beside them is "on a D10" (line 161); on a D6 a field of 9+ could never go off');
/** A mine field rolls once for each inch a man moves through it ("/inch", line 177; house: part inches count). */
export const MINEFIELD_ROLLS: Sourced<'per-inch-started'> = house('per-inch-started', seedLine(177, '5+ and 9+/inch to trigger'), 'the Need is printed per inch; a part of an inch walked is ground trodden');
/** "Anti-personnel (also set of by A.F.V.s) or Anit-Tank (1/2 chance to be triggered by animals, no chance for men)" (line 177). */
export const AT_MINE_BY_ANIMAL: Sourced<number> = printed(0.5, seedLine(177, 'Anit-Tank (1/2 chance to be triggered by animals, no chance for men)'));
/** Half a chance is a D10 of 6+ (house). */
export const HALF_CHANCE_NEED: Sourced<number> = house(6, seedLine(177, '1/2 chance'), 'half of a D10’s faces');

/** "Claymores take 2 bounds to set + one bound to lay 4" firing wire" (seed line 181). */
export const CLAYMORE_SET_BOUNDS: Sourced<{ readonly set: number; readonly wire: number; readonly wireLength: number }> = printed({ set: 2, wire: 1, wireLength: 4 }, seedLine(181, 'Claymores take 2 bounds to set + one bound to lay 4" firing wire'));
/** "Tripwires: Hastily laid in one bound OR set in three bounda." (seed line 175). */
export const TRIPWIRE_BOUNDS: Sourced<{ readonly hasty: number; readonly set: number }> = printed({ hasty: 1, set: 3 }, seedLine(175, 'Tripwires: Hastily laid in one bound OR set in three bounda'));
/** "Roll D6+Ability: 1-5 = low, 5,6 = high, 7+ O.K." (line 181), Ability DM -2…+2 (line 200). "1-5" overlaps "5,6": read 1-4 (house). */
export const CLAYMORE_SETTING = {
  lowTo: house(4, seedLine(181, 'Roll D6+Ability: 1-5 = low, 5,6 = high, 7+ O.K.'), 'the printed "1-5" and "5,6" both hold 5; the pair "5,6" is kept and "1-5" read as 1-4 (a total of 0 or less is low too)'),
  highTo: printed(6, seedLine(181, '5,6 = high')),
  okFrom: printed(7, seedLine(181, '7+ O.K.')),
} as const;
export const CLAYMORE_ABILITY_DM: readonly Sourced<number>[] = [-2, -1, 0, 1, 2].map((dm, a) => printed(dm, seedLine(200, `Ability ${a} (DM) ${dm > 0 ? '+' : ''}${dm}`)));

export type ClaymoreSetting = 'ok' | 'low' | 'high';
export interface ClaymoreZone {
  readonly to: number;
  readonly hits: string;
  readonly str: number;
}
/** "Claymore type 60deg to 6" 3D6 +1, cont. to 11" 2D6 -1" and the low and high settings (seed lines 193–198). */
export const CLAYMORE: Readonly<Record<ClaymoreSetting, Sourced<{ readonly arc: number; readonly zones: readonly ClaymoreZone[]; readonly eastBlocShorter: number; readonly standingOnly: boolean }>>> = {
  ok: printed({ arc: 60, zones: [{ to: 6, hits: '3D6', str: 1 }, { to: 11, hits: '2D6', str: -1 }], eastBlocShorter: 2, standingOnly: false }, seedLine(193, 'Claymore type 60deg to 6" 3D6 +1, cont. to 11" 2D6 -1, -2" to ranges if Russian or Chinese')),
  low: printed({ arc: 60, zones: [{ to: 4, hits: '2D6', str: 1 }, { to: 8, hits: 'D6', str: -1 }], eastBlocShorter: 1, standingOnly: false }, seedLine(195, '(set low) 60deg to 4" 2D6 +1, cont. to 8" D6 -1, -1" to ranges if Russian or Chinese')),
  high: printed({ arc: 60, zones: [{ to: 5, hits: '2D6', str: 0 }, { to: 9, hits: 'D6', str: -2 }], eastBlocShorter: 1, standingOnly: true }, seedLine(197, '(set high) 60deg to 5" 2D6 0, cont. to 9" D6 -2, -1" to ranges if Russian or Chinese. Only standing figures')),
};
