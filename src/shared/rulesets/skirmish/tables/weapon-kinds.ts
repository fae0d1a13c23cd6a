import { house, printed, type Sourced } from '../../../kernel/provenance';
import type { FireSignature } from './spotting';
import { seedLine } from './seed';

/**
 * The weapons a figure may carry, named as the seed's tables name them
 * (fire table columns, line 66–67; misfire rows, line 60; support fire,
 * line 24). The fire and misfire tables themselves are the rules helper's
 * (`tables/` fire, misfire); this is the list and what a spotter sees of each.
 */
export const WEAPON_KINDS = [
  'pistol', 'revolver', 'smg', 'shotgun', 'auto-rifle', 'carbine', 'rifle',
  'lmg-small', 'lmg-large', 'box-mg', 'belt-mg', 'sfmg', 'mmg', 'hmg',
  'grenade-launcher', 'rr', 'atgw', 'mortar',
] as const;
export type WeaponKind = (typeof WEAPON_KINDS)[number];

const SMALL = seedLine(27, 'spotting, FIRING smallarms');
const LMG = seedLine(27, 'spotting, FIRING L.M.G.');
const HEAVY = seedLine(27, 'spotting, FIRING R.R./H.M.G./e.t.c.');
const why = (what: string) => `the spotting table names three columns only; ${what}`;

/** Which firing column of the spotting table a weapon's shots read on (seed line 27). */
export const FIRE_SIGNATURE: Readonly<Record<WeaponKind, Sourced<FireSignature>>> = {
  pistol: printed('smallarms', SMALL),
  revolver: printed('smallarms', SMALL),
  smg: printed('smallarms', SMALL),
  shotgun: printed('smallarms', SMALL),
  'auto-rifle': printed('smallarms', SMALL),
  carbine: printed('smallarms', SMALL),
  rifle: printed('smallarms', SMALL),
  'lmg-small': printed('lmg', LMG),
  'lmg-large': printed('lmg', LMG),
  'box-mg': house('lmg', LMG, why('a box-fed M.G. is an L.M.G. (the misfire table, line 60, sets box against belt)')),
  'belt-mg': house('heavy', HEAVY, why('a belt-fed M.G. fires as the medium and heavy M.G.s do')),
  sfmg: house('heavy', HEAVY, why('the S.F.M.G. shares the M.M.G./H.M.G. column of the fire table (line 66)')),
  mmg: house('heavy', HEAVY, why('the M.M.G. shares the H.M.G. column of the fire table (line 66)')),
  hmg: printed('heavy', HEAVY),
  'grenade-launcher': house('lmg', LMG, why('a G.L. is light support fire with the L.M.G. (reaction DMs, line 24)')),
  rr: printed('heavy', HEAVY),
  atgw: house('heavy', HEAVY, why('an A.T.G.W. launch is at least as plain as an R.R. ("e.t.c."), with its own backflash +1 (line 34)')),
  mortar: house('heavy', HEAVY, why('a mortar is a support weapon, "e.t.c."')),
};
