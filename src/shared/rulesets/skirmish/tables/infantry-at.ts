import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The infantry anti-tank weapons (seed line 246, one flattened line): the
 * Need to hit by range band, and the H.E.A.T. penetration figure (against
 * armour, kept as printed for the vehicle rules). Names wrapped in the
 * original run on after the figures ("RPG2, Type56, 4 6 7 … 4 SAR-PAC,
 * Pzf44"): `lead` is printed before the figures, `trail` after.
 */
export const AT_BANDS: Sourced<readonly number[]> = printed([4, 8, 10, 15, 20, 25, 30, 40, 60, 80, 100, 120], seedLine(246, 'Infantry A.T. 4" 8" … 120" HEAT'));

/** Which line of the effect table (line 261) and of the misfire table (line 293) a launcher reads. */
export type LauncherClass = 'lad' | 'law' | 'rcl-90' | 'rcl-120' | 'missile';

export interface LauncherRow {
  readonly name: string;
  readonly lead: string;
  readonly trail?: string;
  readonly needs: readonly (number | null)[];
  /** "HEAT": the penetration figure (against armour classes, line 262). */
  readonly heat: number;
}

export const LAUNCHERS = [
  'lad-a', 'lad-b', 'rcl-90', 'rcl-120', 'piat', 'pz-faust', 'pz-schreck', 'rpg2', 'bazooka', 'm57', 'rpg7', 'rpg16', 'acip300', 'carl-gustav', 'm67', 'rl83', 'missile-a', 'missile-b',
] as const;
export type Launcher = (typeof LAUNCHERS)[number];

const n = (s: string): (number | null)[] => s.split(' ').map((c) => (c === '-' ? null : Number(c)));
const row = (lead: string, needs: string, heat: number, trail?: string): Sourced<LauncherRow> => {
  const name = trail ? `${lead} ${trail}` : lead;
  return printed({ name, lead, ...(trail ? { trail } : {}), needs: n(needs), heat }, seedLine(246, `Infantry A.T., ${name}`));
};

/** Seed line 246, row by row as printed. "* L.A.D. A: RPG18,Type 74,M72,Miniman." */
export const LAUNCHER_TABLE: Readonly<Record<Launcher, Sourced<LauncherRow>>> = {
  'lad-a': row('L.A.D. A*', '4 5 6 7 8 10 10 - - - - -', 5),
  'lad-b': row('L.A.D. B*', '4 4 5 6 7 8 9 10 - - - -', 5),
  'rcl-90': row('R.C.L. to 90mm', '4 4 5 6 6 7 8 9 10 - - -', 4),
  'rcl-120': row('R.C.L. 90-120mm', '4 4 4 5 5 5 6 7 9 - - -', 6),
  piat: row('P.I.A.T.', '4 7 9 10 - - - - - - - -', 3),
  'pz-faust': row('Pz Faust', '4 7 8 10 - - - - - - - -', 4),
  'pz-schreck': row('Pz Schreck', '4 6 7 9 10 - - - - - - -', 4),
  rpg2: row('RPG2, Type56,', '4 6 7 9 10 - - - - - - -', 4, 'SAR-PAC, Pzf44'),
  bazooka: row('Baz M20, Pzf44n', '4 5 5 6 7 9 10 - - - - -', 5),
  m57: row('M57, RBR80, C90', '4 5 6 7 9 10 - - - - - -', 6),
  rpg7: row('RPG7, Type69', '- 4 6 7 10 - - - - - - -', 5),
  rpg16: row('RPG16', '- 4 6 7 8 10 - - - - - -', 8),
  acip300: row('ACIP300', '- 4 5 5 5 5 8 9 - - - -', 8),
  'carl-gustav': row('C.Gustav M2,', '4 4 5 5 6 6 8 10 - - - -', 7, 'S550'),
  m67: row('M67, Folgore', '4 5 5 6 6 7 7 9 - - - -', 6),
  rl83: row('RL83, RL100,', '4 4 5 5 6 7 8 9 - - - -', 6, 'LRAC, STRIM'),
  'missile-a': row('Missile A', '- - - - - 9 8 8 6 5 6 -', 8),
  'missile-b': row('Missile B', '- 9 9 8 8 8 7 6 5 5 5 6', 10),
};
export const LAD_A_FOOTNOTE: Sourced<string> = printed('RPG18, Type 74, M72, Miniman', seedLine(246, '* L.A.D. A: RPG18,Type 74,M72,Miniman.'));

const CLASS_WHY = 'line 261 names "RCL to 90mm, RCL to 120mm, LAD A & B, LAW\'s, Missile A & B"; the recoilless rifles to 90mm (Carl Gustav, M67, Folgore) read the first, every other rocket launcher is a "LAW"';
/** The effect and misfire line of each launcher (house where the seed does not name the row). */
export const LAUNCHER_CLASS: Readonly<Record<Launcher, Sourced<LauncherClass>>> = {
  'lad-a': printed('lad', seedLine(261, 'LAD A & B')),
  'lad-b': printed('lad', seedLine(261, 'LAD A & B')),
  'rcl-90': printed('rcl-90', seedLine(261, 'RCL to 90mm')),
  'rcl-120': printed('rcl-120', seedLine(261, 'RCL to 120mm')),
  'missile-a': printed('missile', seedLine(261, 'Missile A & B')),
  'missile-b': printed('missile', seedLine(261, 'Missile A & B')),
  'carl-gustav': house('rcl-90', seedLine(261, 'RCL to 90mm'), CLASS_WHY),
  m67: house('rcl-90', seedLine(261, 'RCL to 90mm'), CLASS_WHY),
  piat: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  'pz-faust': house('law', seedLine(261, "LAW's"), CLASS_WHY),
  'pz-schreck': house('law', seedLine(261, "LAW's"), CLASS_WHY),
  rpg2: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  bazooka: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  m57: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  rpg7: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  rpg16: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  acip300: house('law', seedLine(261, "LAW's"), CLASS_WHY),
  rl83: house('law', seedLine(261, "LAW's"), CLASS_WHY),
};

/** The round's blast against men (seed line 261, "Penetration: … Rad. Hits Str."). */
export const LAUNCHER_EFFECT: Readonly<Record<LauncherClass, Sourced<{ readonly radius: number; readonly hits: string; readonly str: number }>>> = {
  'rcl-90': printed({ radius: 2, hits: 'D6', str: 4 }, seedLine(261, 'RCL to 90mm: Rad. 2", Hits D6, Str. +4')),
  'rcl-120': printed({ radius: 2, hits: '2D6', str: 6 }, seedLine(261, 'RCL to 120mm: Rad. 2", Hits 2D6, Str. +6')),
  lad: printed({ radius: 1, hits: '2D6', str: 6 }, seedLine(261, 'LAD A & B: Rad. 1", Hits 2D6, Str. +6')),
  law: printed({ radius: 1, hits: '2D-1', str: 6 }, seedLine(261, "LAW's: Rad. 1\", Hits 2D-1, Str. +6")),
  missile: printed({ radius: 2, hits: '3D6-1', str: 9 }, seedLine(261, 'Missile A & B: Rad. 2", Hits 3D6-1, Str. +9')),
};

/** The die to hit (house, ruling SK16): the Needs end at 10, and line 617 rolls a missile's hit on a D10. */
export const AT_DIE: Sourced<'d10'> = house('d10', seedLine(246, 'Infantry A.T.'), 'the Needs run 4 to 10, never more; line 617 gives a laser-guided missile "(D10) 4+ to hit", and the A.T. misfire check reads the same roll (line 291)');

/** Firer DMs (seed lines 248–258). */
export const AT_ABILITY_DM: readonly Sourced<number>[] = [-2, -1, 0, 1, 2].map((dm, a) =>
  a === 2 ? house(0, seedLine(248, 'FIRER: Ability'), 'the column prints Ability 0, 1, 3 and 4; Ability 2, the normal man (line 385), is the unmodified shot') : printed(dm, seedLine(248 + (a > 2 ? a - 1 : a), `FIRER: Ability ${a} ${dm > 0 ? '+' : ''}${dm}`)),
);
export const AT_FIRER_DM = {
  secondShot: printed(2, seedLine(252, 'FIRER: 2nd+ shot +2')),
  suppressed: printed(-1, seedLine(253, 'FIRER: Suppresses/closed-down -1')),
  obscured: printed(-2, seedLine(254, 'FIRER: Obscured by smoke/close/dense -2')),
  stabilised: printed(1, seedLine(255, 'FIRER: Moved & Stabilised +1')),
} as const;
/** "Moved 0-3" -1, Moved 3-6" -2, Moved 6"+ -2" (seed lines 256–258): the firer's move up to each limit. */
export const AT_FIRER_MOVED: readonly Sourced<{ readonly upTo: number; readonly dm: number }>[] = [
  printed({ upTo: 3, dm: -1 }, seedLine(256, 'FIRER: Moved 0-3" -1')),
  printed({ upTo: 6, dm: -2 }, seedLine(257, 'FIRER: Moved 3-6" -2')),
  printed({ upTo: Number.POSITIVE_INFINITY, dm: -2 }, seedLine(258, 'FIRER: Moved 6"+ -2')),
];
/** Target DMs (seed lines 248–254): size (a vehicle's) and its move. */
export const AT_TARGET_SIZE_DM = {
  small: printed(1, seedLine(248, 'Tgt: small +1')),
  medium: printed(2, seedLine(249, 'Tgt: medium +2')),
  large: printed(3, seedLine(250, 'Tgt: large +3')),
} as const;
export const AT_TARGET_MOVED: readonly Sourced<{ readonly upTo: number; readonly dm: number }>[] = [
  house({ upTo: 3, dm: 0 }, seedLine(251, 'Tgt: Moved 3-6" -1'), 'the target column starts at 3-6"; a target that moved 3" or less is not harder to hit'),
  printed({ upTo: 6, dm: -1 }, seedLine(251, 'Tgt: Moved 3-6" -1')),
  printed({ upTo: 9, dm: -2 }, seedLine(252, 'Tgt: Moved 6-9" -2')),
  printed({ upTo: 12, dm: -3 }, seedLine(253, 'Tgt: Moved 9-12" -3')),
  printed({ upTo: Number.POSITIVE_INFINITY, dm: -4 }, seedLine(254, 'Tgt: Moved 12"+ -4')),
];
export const AT_OTHER_DM = {
  specificPoint: printed(-4, seedLine(255, 'Other: To hit specific point -4')),
  night: printed(-1, seedLine(256, 'Other: Night -1')),
} as const;
/** Against men and positions no size DM counts (house, ruling SK16). */
export const AT_NO_SIZE_FOR_MEN: Sourced<'no-size-dm'> = house('no-size-dm', seedLine(248, 'Tgt: small +1, medium +2, large +3'), 'the sizes are the vehicle sizes of the spotting table (line 35); a man or a bunker slit has none');

/** "If using H.E.A.T. … roll 1-4 … could misfire" is for vehicle fire (line 291); a launcher checks on a natural 1–2 as H.E.A.T. (line 126, house reading SK16). */
export const AT_MISFIRE_FACES: Sourced<number> = house(
  2,
  seedLine(126, 'Missfire: on role of, 1,2. H.E.A.T.'),
  'line 291 heads its 1-4 "For vehicle fire:"; the infantry H.E.A.T. of the H.E. table misfires on 1-2, and the launchers fire H.E.A.T.',
);

/** The misfire D10 (seed line 293): highest face of No effect, then Dud/Missfire, Out of Ammo, Jams (0 = none printed). */
export const AT_MISFIRE_ROWS: Readonly<Record<'infantry-at' | 'disposable-at' | 'rcl', Sourced<{ readonly okTo: number; readonly dudTo: number; readonly outTo: number }>>> = {
  'infantry-at': printed({ okTo: 5, dudTo: 9, outTo: 9 }, seedLine(293, 'Infantry A.T. 1-5 6-9 - 10')),
  'disposable-at': printed({ okTo: 5, dudTo: 10, outTo: 10 }, seedLine(293, 'Disposable A.T. 1-5 6-10 - -')),
  rcl: printed({ okTo: 6, dudTo: 9, outTo: 9 }, seedLine(293, 'R.C.L. 1-6 7-9 - 10')),
};
/** "DUD/MISSFIRE All but HEAT lost. HEAT (D10): 1-6 lost, 7-10 1/2 Pen./Str." (seed line 293). */
export const AT_HEAT_DUD_LOST_TO: Sourced<number> = printed(6, seedLine(293, 'HEAT (D10): 1-6 lost, 7-10 1/2 Pen./Str.'));
/** Half Str.: halved toward zero (house). */
export const HALF_STR_ROUNDING: Sourced<'toward-zero'> = house('toward-zero', seedLine(293, '1/2 Pen./Str.'), 'the seed does not round; halving toward zero never makes the round stronger');

/** Which misfire row of line 293 a launcher reads. */
export const AT_MISFIRE_ROW_OF: Readonly<Record<LauncherClass, Sourced<'infantry-at' | 'disposable-at' | 'rcl'>>> = {
  lad: house('disposable-at', seedLine(293, 'Disposable A.T. 1-5 6-10 - -'), 'the L.A.D.s are the disposable launchers (RPG18, M72, line 246): one shot, no reload, no jam'),
  'rcl-90': printed('rcl', seedLine(293, 'R.C.L. 1-6 7-9 - 10')),
  'rcl-120': printed('rcl', seedLine(293, 'R.C.L. 1-6 7-9 - 10')),
  law: printed('infantry-at', seedLine(293, 'Infantry A.T. 1-5 6-9 - 10')),
  missile: house('infantry-at', seedLine(293, 'Infantry A.T. 1-5 6-9 - 10'), 'the man-portable missiles are infantry A.T. weapons; the table has no missile row'),
};
