import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/** The weapon rows of the misfire table (seed line 60). */
export const MISFIRE_WEAPONS = ['pistol', 'revolver', 'smg', 'auto-rifle', 'other-rifle', 'box-mg', 'belt-mg'] as const;
export type MisfireWeapon = (typeof MISFIRE_WEAPONS)[number];
export const MISFIRE_RESULTS = ['ok', 'dud', 'out-of-ammo', 'jams'] as const;
export type MisfireResult = (typeof MISFIRE_RESULTS)[number];

/** The highest D10 face of each result: O.K. 1…okTo, Dud …dudTo, Out of Ammo …outTo, Jams the rest. */
export interface MisfireRow {
  readonly okTo: number;
  readonly dudTo: number;
  readonly outTo: number;
}

const row = (name: string, okTo: number, dudTo: number, outTo: number, printedAs: string): Sourced<MisfireRow> =>
  printed({ okTo, dudTo, outTo }, seedLine(60, `misfire, ${name} ${printedAs}`));

/** "Weapon (D10) O.K. Dud Out of Ammo Jams" (seed line 60). */
export const MISFIRE_TABLE: Readonly<Record<MisfireWeapon, Sourced<MisfireRow>>> = {
  pistol: row('Pistol', 1, 4, 8, '1 2-4 5-8 9-10'),
  revolver: row('Revolver', 1, 4, 9, '1 2-4 5-9 10'),
  smg: row('S.M.G.', 1, 3, 7, '1 2-3 4-7 8-10'),
  'auto-rifle': row('Auto-rifle', 1, 3, 8, '1 2-3 4-8 9-10'),
  'other-rifle': row('Other rifle', 1, 2, 9, '1 2 3-9 10'),
  'box-mg': row('Box M.G.', 1, 2, 9, '1 2 3-9 10'),
  'belt-mg': row('Belt M.G.', 1, 3, 8, '1 2-3 4-8 9-10'),
};

/** What each result does (seed line 60). */
export const MISFIRE_EFFECT: Readonly<Record<MisfireResult, Sourced<string>>> = {
  ok: printed('fires as normal', seedLine(60, 'misfire, O.K. - fires as normal')),
  dud: printed('lose one hit', seedLine(60, "misfire, Dud(misfire) - lose one `hit'")),
  'out-of-ammo': printed('fires o.k. but must reload this go', seedLine(60, 'misfire, Out of Ammo - fires o.k. but must reload this go')),
  jams: printed("doesn't fire, takes next go to clear", seedLine(60, "misfire, Jams - doesn't fire takes next go to clear")),
};

/** "If you roll 1-2 (single shot)" (seed line 58): the natural faces of the aimed-shot die that call for a misfire roll. */
export const SINGLE_SHOT_MISFIRE_FACES: Sourced<number> = printed(2, seedLine(58, 'misfire, roll 1-2 (single shot)'));

/**
 * "… or 1-6 (auto fire)" (seed line 58). Automatic fire rolls the group fire
 * D6, on which 1–6 is every roll; we read "1-6" as the lower half of the
 * aimed-shot D12 and so call for a misfire roll on a group-fire 1–3 (ruling SK7).
 */
export const AUTO_FIRE_MISFIRE_FACES: Sourced<number> = house(
  3,
  seedLine(58, 'misfire, roll 1-6 (auto fire)'),
  '"1-6" is half of the D12 the aimed shot uses; on the group fire D6, where 1-6 would be every burst, the same half is 1-3',
);
