import { house, type Sourced } from '../../../kernel/provenance';
import type { FlameWeapon, HeWeapon } from './he';
import type { LauncherClass } from './infantry-at';
import type { LoadItem } from './movement';
import type { OrderAction } from './orders';
import { seedLine } from './seed';
import type { WeaponKind } from './weapon-kinds';

/**
 * How the Bound plays the H.E. table (seed lines 91–131) for the figures of a
 * game: who may throw or fire each H.E. weapon or flame thrower, which orders
 * allow it, and what a dud H.E.A.T. round does (rulings SK23–SK24 of
 * docs/rulings/skirmish-rules.md).
 */

export type Ordnance = HeWeapon | FlameWeapon;

const ANY_MAN = 'the figure model carries one weapon and his loads; grenades, charges and a flame thrower are not loads of the movement table, so the umpire names what a man throws or fires, as he names an aimed shot\'s table (SK7)';
const LAUNCHER = (what: string) => `a launcher round is fired from the launcher the figure carries: ${what}`;

/** Which figures may fire each H.E. weapon: any man, or a man armed with one of these weapons (ruling SK23). */
export const ORDNANCE_FIRED_BY: Readonly<Record<Ordnance, Sourced<'any' | 'none' | readonly WeaponKind[]>>> = {
  'offensive-grenade': house('any', seedLine(93, 'H.E. table, Off. Gren.'), ANY_MAN),
  'defensive-grenade': house('any', seedLine(94, 'H.E. table, Def. Gren.'), ANY_MAN),
  molotov: house('any', seedLine(97, 'H.E. table, Molotov'), ANY_MAN),
  'at-grenade': house('any', seedLine(98, 'H.E. table, A.T. Gren.'), ANY_MAN),
  'satchel-charge': house('any', seedLine(106, 'H.E. table, Satchel charge'), ANY_MAN),
  'rifle-grenade': house(['rifle', 'auto-rifle', 'carbine'], seedLine(95, 'H.E. table, Rifle Gren.'), LAUNCHER('a rifle grenade leaves a rifle\'s muzzle')),
  'rifle-grenade-at': house(['rifle', 'auto-rifle', 'carbine'], seedLine(96, 'H.E. table, A.T. version'), LAUNCHER('a rifle grenade leaves a rifle\'s muzzle')),
  m203: house(['grenade-launcher'], seedLine(100, 'H.E. table, M203/BG15'), LAUNCHER('the G.L.')),
  m79: house(['grenade-launcher'], seedLine(101, 'H.E. table, M79'), LAUNCHER('the G.L.')),
  'ags-17': house(['grenade-launcher'], seedLine(102, 'H.E. table, AGS 17 30mm'), LAUNCHER('the G.L.')),
  m174: house(['grenade-launcher'], seedLine(104, 'H.E. table, M174 40mm'), LAUNCHER('the G.L.')),
  xm12: house(['grenade-launcher'], seedLine(105, 'H.E. table, XM12 20mm'), LAUNCHER('the G.L.')),
  'spg-9': house(['rr'], seedLine(99, 'H.E. table, SPG-9/2A2B'), LAUNCHER('the SPG-9 is a recoilless gun (R.R.)')),
  'hand-mortar': house(['mortar'], seedLine(107, 'H.E. table, Hand mortar'), LAUNCHER('the mortar')),
  'flame-manpacked': house('any', seedLine(109, 'Flame throwers: Manpacked'), ANY_MAN),
  m202: house('any', seedLine(111, 'Flame throwers: M202'), ANY_MAN),
  'flame-vehicle': house('none', seedLine(110, 'Flame throwers: Vehicle'), 'the game has no vehicles yet: no figure fires a vehicle\'s flame thrower'),
};

/** Which orders allow H.E. or flame in the Fire step (ruling SK23): the two fire orders. */
export const ORDNANCE_ALLOWED: Readonly<Record<OrderAction, Sourced<boolean>>> = {
  hold: house(false, seedLine(24, 'reaction'), 'a unit that holds rolls no reaction and so does not fire'),
  'move-back': house(false, seedLine(24, 'reaction, Move back'), 'as group fire (SK20): a unit moving back does not fire'),
  'unaimed-fire': house(true, seedLine(119, 'to get range, Has Target'), 'the H.E. table has its own "Has Target" DM: a bomb at a place is unaimed fire'),
  'set-up': house(false, seedLine(24, 'reaction, Set up'), 'setting up a support weapon takes the bound'),
  crawl: house(false, seedLine(24, 'reaction, Crawl'), 'as group fire (SK20)'),
  'aimed-fire': house(true, seedLine(119, 'to get range, Has Target: + Ability'), 'a thrower who sees his target adds his Ability: aimed fire'),
  advance: house(true, seedLine(116, 'to get range, Firer: advancing -1'), 'the H.E. table prints a DM for an advancing firer: a man may throw as he advances'),
  'to-contact': house(true, seedLine(117, 'to get range, Firer: running -2'), 'the H.E. table prints a DM for a running firer: men closing to contact throw grenades as they go'),
};

/** A dud H.E.A.T. round's "half effect" (line 128): half the hits, rounded down (ruling SK23). */
export const HEAT_DUD_HITS: Sourced<'half-down'> = house('half-down', seedLine(128, 'H.E.A.T half effect'), 'the effect of a burst is its hits; halving toward none never makes the dud stronger (as HALF_STR_ROUNDING)');

/** The height of a burst for the line of the blast: at a man's height over the ground (ruling SK23). */
export const BURST_POSTURE: Sourced<'standing'> = house('standing', seedLine(121, 'THOSE WITHIN RADIUS'), 'the seed shares hits among all within the radius; a wall between the burst and a man still protects him (lines 64–65), read along the line from the burst as if from a man standing there');

/** Whether the firer "Has Target" (line 119): he sees the aim point (ruling SK23). */
export const HAS_TARGET: Sourced<'sees-aim-point'> = house(
  'sees-aim-point',
  seedLine(119, 'to get range, Has Target: + Ability'),
  'H.E. is fired at a place, not a man; a thrower who can see the place he aims at has his target, one who cannot fires at an unseen enemy (-3)',
);

/**
 * Who fires each class of launcher (seed lines 246, 261; ruling SK28): a
 * L.A.W. or L.A.D. from the "LAW" load he carries (a disposable tube, spent
 * when fired); a recoilless rifle or a missile from the R.R. or A.T.G.W. he
 * is armed with or carries.
 */
export const LAUNCHER_FIRED_BY: Readonly<Record<LauncherClass, Sourced<{ readonly weapons: readonly WeaponKind[]; readonly loads: readonly LoadItem[]; readonly spent: boolean }>>> = {
  law: house({ weapons: [], loads: ['law'], spent: true }, seedLine(46, "movement modifiers, LAW's"), 'the movement table carries L.A.W.s as a load; a disposable launcher fires once and is thrown away'),
  lad: house({ weapons: [], loads: ['law'], spent: true }, seedLine(246, '* L.A.D. A: RPG18, Type 74, M72, Miniman'), 'the L.A.D.s are the light disposable launchers the movement table carries as "LAW\'s"'),
  'rcl-90': house({ weapons: ['rr'], loads: ['rr'], spent: false }, seedLine(246, 'Infantry A.T., R.C.L. to 90mm'), 'a recoilless rifle is the R.R. a man is armed with or carries'),
  'rcl-120': house({ weapons: ['rr'], loads: ['rr'], spent: false }, seedLine(246, 'Infantry A.T., R.C.L. 90-120mm'), 'a recoilless rifle is the R.R. a man is armed with or carries'),
  missile: house({ weapons: ['atgw'], loads: ['atgw'], spent: false }, seedLine(246, 'Infantry A.T., Missile A / B'), 'a missile is fired from the A.T.G.W. a man is armed with or carries'),
};

/** A launcher's round that fails to hit does no harm to the men aimed at: the deviation table names grenades and G.L.s only (ruling SK28, as SK13). */
export const LAUNCHER_MISS: Sourced<'no-harm'> = house('no-harm', seedLine(121, 'If fail to hit throw on table'), 'the deviation table names hand grenades, G.L.s and satchel charges; a rocket that misses flies on past');
