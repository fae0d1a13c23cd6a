import { house, printed, type Sourced } from '../../../kernel/provenance';
import { ARM_FIRING_DM } from './hit-location';
import { seedLine } from './seed';

/** Target modifiers of aimed fire (seed lines 50–56, left column). */
export const TARGET_CONDITIONS = ['muzzle-flash', 'prone', 'running', 'light-cover', 'heavy-cover', 'bunker', 'night-no-moon', 'night-moon'] as const;
export type TargetCondition = (typeof TARGET_CONDITIONS)[number];

export const TARGET_DM: Readonly<Record<TargetCondition, Sourced<number>>> = {
  'muzzle-flash': printed(-3, seedLine(50, 'fire DM, Tgt: muzzle flash -3')),
  prone: printed(-2, seedLine(51, 'fire DM, Tgt: prone -2')),
  running: printed(-1, seedLine(52, 'fire DM, Tgt: running -1')),
  'light-cover': printed(-1, seedLine(53, 'fire DM, Tgt: Lt./Close cover/1/2 vis. -1')),
  'heavy-cover': printed(-2, seedLine(54, 'fire DM, Tgt: Smk./walls/Dense cover -2')),
  bunker: printed(-3, seedLine(55, 'fire DM, Tgt: Bunker -3')),
  'night-no-moon': printed(-2, seedLine(56, 'fire DM, Tgt: Night (no moon) -2')),
  'night-moon': printed(-1, seedLine(57, 'fire DM, Tgt: Night (with moon) -1')),
};

/** Firer modifiers (seed lines 50–57, right column). */
export const FIRER_CONDITIONS = ['pinned', 'wounded', 'advancing', 'running', 'rested', 'scope', 'laser', 'arm-wound'] as const;
export type FirerCondition = (typeof FIRER_CONDITIONS)[number];

export const FIRER_DM: Readonly<Record<FirerCondition, Sourced<number>>> = {
  pinned: printed(-1, seedLine(50, 'fire DM, Firer: pinned -1')),
  wounded: printed(-1, seedLine(51, 'fire DM, Firer: wounded (optional) -1')),
  advancing: printed(-1, seedLine(52, 'fire DM, Firer: advancing -1')),
  running: printed(-2, seedLine(53, 'fire DM, Firer: running -2')),
  rested: printed(1, seedLine(54, 'fire DM, Firer: rested weapon/bipod +1')),
  scope: printed(1, seedLine(55, 'fire DM, Has Target: & using scope +1')),
  laser: printed(2, seedLine(56, 'fire DM, Has Target: & using Laser +2')),
  /** With the optional hit location, the wounded firer's DM is the arm's "* firing DM" (line 62, ruling SK30). */
  'arm-wound': ARM_FIRING_DM,
};

/** "+ Ability" (seed line 57). */
export const ABILITY_DM_SOURCE = seedLine(57, 'fire DM, Has Target: + Ability');

/** "light support weapons have a -3 DM to hit when firing at an unseen enemy" (seed line 4). */
export const UNSEEN_LIGHT_SUPPORT_DM: Sourced<number> = printed(-3, seedLine(4, 'light support weapons -3 DM to hit when firing at an unseen enemy'));

/** Only the worst of the target's cover lines counts (ruling SK8). */
export const TARGET_COVER_WORST_ONLY: Sourced<'worst-only'> = house(
  'worst-only',
  seedLine(53, 'fire DM, Lt./Close cover, Smk./walls/Dense cover, Bunker'),
  'cover, smoke, walls and bunker are one ladder of how much of the man shows; a man behind a wall in dense wood is not hidden twice',
);

/** A scope or laser counts only "Has Target" (seed line 55): when the firer fires an aimed single shot at a seen man (ruling SK8). */
export const HAS_TARGET_ONLY_AIMED: Sourced<'aimed-at-seen'> = house(
  'aimed-at-seen',
  seedLine(55, 'fire DM, Has Target:'),
  'the seed heads scope, laser and Ability with "Has Target:"; read as a seen man fired at with an aimed single shot',
);

/** Only one of scope and laser (the better) counts (ruling SK8). */
export const SIGHT_AIDS_BEST_ONE: Sourced<'best-one'> = house(
  'best-one',
  seedLine(56, 'fire DM, & using Laser +2'),
  'a firer aims through one sight at a time',
);
