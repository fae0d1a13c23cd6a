import { house, printed, type Sourced } from '../../../kernel/provenance';
import type { GroupFireColumn } from './group-fire';
import type { MisfireWeapon } from './misfire';
import type { OrderAction } from './orders';
import type { DefenderChoice } from './close-combat';
import { seedLine } from './seed';
import type { WeaponKind } from './weapon-kinds';

/**
 * How the wired Bound (docs/rulings/skirmish-bound.md) reads the calculators'
 * tables for the figures of a game: which group fire column and misfire row a
 * weapon reads, which orders may fire, and the house rulings SK20–SK22 of
 * docs/rulings/skirmish-rules.md where the seed does not say.
 */

const GROUP = (title: string) => seedLine(66, `group fire, ${title}`);
const GROUP_WHY = 'the group fire table has eight columns; this weapon is not one of them by name';

/** The group fire column a weapon reads (seed lines 66–68); none for the H.E. weapons, which are not smallarms. */
export const GROUP_FIRE_COLUMN_OF: Readonly<Record<WeaponKind, Sourced<GroupFireColumn | null>>> = {
  pistol: printed('pistol', GROUP('Pistol')),
  revolver: house('pistol', GROUP('Pistol'), `${GROUP_WHY}; a revolver is a pistol`),
  smg: printed('smg', GROUP('S.M.G./S.G./Flechette')),
  shotgun: printed('smg', GROUP('S.M.G./S.G./Flechette')),
  'auto-rifle': printed('autorifle', GROUP('Autorifle')),
  carbine: printed('carbine', GROUP('Carbine')),
  rifle: printed('rifle', GROUP('Rifle')),
  'lmg-small': printed('lmg-small', GROUP('L.M.G. Small')),
  'lmg-large': printed('lmg-large', GROUP('L.M.G. Large')),
  'box-mg': house('lmg-small', GROUP('L.M.G. Small'), `${GROUP_WHY}; a box-fed M.G. is the light, one-man gun`),
  'belt-mg': house('lmg-large', GROUP('L.M.G. Large'), `${GROUP_WHY}; a belt-fed M.G. without a tripod is the large, two-man L.M.G.`),
  sfmg: printed('sfmg', GROUP('S.F.M.G./M.M.G./H.M.G.')),
  mmg: printed('sfmg', GROUP('S.F.M.G./M.M.G./H.M.G.')),
  hmg: printed('sfmg', GROUP('S.F.M.G./M.M.G./H.M.G.')),
  'grenade-launcher': printed(null, seedLine(91, 'H.E. weapons: the G.L. has its own table')),
  rr: printed(null, seedLine(91, 'H.E. weapons: the R.R. has its own table')),
  atgw: printed(null, seedLine(575, 'missiles have their own table')),
  mortar: printed(null, seedLine(201, 'mortars fire by ranging and barrage')),
};

const MISFIRE = (row: string) => seedLine(60, `misfire, ${row}`);
const MISFIRE_WHY = 'the misfire table has seven weapon rows; this weapon is not one of them by name';

/** The misfire row a weapon reads (seed line 60); none for the H.E. weapons (their own misfire table, line 126). */
export const MISFIRE_ROW_OF: Readonly<Record<WeaponKind, Sourced<MisfireWeapon | null>>> = {
  pistol: printed('pistol', MISFIRE('Pistol')),
  revolver: printed('revolver', MISFIRE('Revolver')),
  smg: printed('smg', MISFIRE('S.M.G.')),
  shotgun: house('other-rifle', MISFIRE('Other rifle'), `${MISFIRE_WHY}; a shotgun is a long arm fed by hand, as the "other rifle"`),
  'auto-rifle': printed('auto-rifle', MISFIRE('Auto-rifle')),
  carbine: house('other-rifle', MISFIRE('Other rifle'), `${MISFIRE_WHY}; a carbine is a short rifle`),
  rifle: printed('other-rifle', MISFIRE('Other rifle')),
  'lmg-small': house('box-mg', MISFIRE('Box M.G.'), `${MISFIRE_WHY}; the small L.M.G. is magazine- or box-fed`),
  'lmg-large': house('belt-mg', MISFIRE('Belt M.G.'), `${MISFIRE_WHY}; the large L.M.G. is belt-fed`),
  'box-mg': printed('box-mg', MISFIRE('Box M.G.')),
  'belt-mg': printed('belt-mg', MISFIRE('Belt M.G.')),
  sfmg: house('belt-mg', MISFIRE('Belt M.G.'), `${MISFIRE_WHY}; sustained fire is belt-fed`),
  mmg: house('belt-mg', MISFIRE('Belt M.G.'), `${MISFIRE_WHY}; a medium M.G. is belt-fed`),
  hmg: house('belt-mg', MISFIRE('Belt M.G.'), `${MISFIRE_WHY}; a heavy M.G. is belt-fed`),
  'grenade-launcher': printed(null, seedLine(126, 'H.E. misfire table')),
  rr: printed(null, seedLine(126, 'H.E. misfire table')),
  atgw: printed(null, seedLine(126, 'H.E. misfire table')),
  mortar: printed(null, seedLine(126, 'H.E. misfire table')),
};

export type FireKind = 'group' | 'aimed';

/** Which fire each order allows in the Fire step (ruling SK20). */
export const FIRE_ALLOWED: Readonly<Record<OrderAction, Sourced<readonly FireKind[]>>> = {
  hold: house([], seedLine(24, 'reaction'), 'a unit that holds rolls no reaction and so does not fire'),
  'move-back': house([], seedLine(24, 'reaction, Move back'), 'the reaction table sets moving back against firing; a unit moving back does not fire'),
  'unaimed-fire': printed(['group'], seedLine(4, 'firing at areas of cover (equivalent to unaimed fire)')),
  'set-up': house([], seedLine(24, 'reaction, Set up'), 'setting up a support weapon takes the bound'),
  crawl: house([], seedLine(24, 'reaction, Crawl'), 'the reaction table sets crawling against firing'),
  'aimed-fire': house(['aimed', 'group'], seedLine(24, 'reaction, Aimed Fire'), 'aimed fire is the individual fire table\'s single shots (line 58, "single shot"); a weapon with no single shot at the range fires automatic on the group table (ruling SK7)'),
  advance: house([], seedLine(24, 'reaction, Advance'), 'Aimed fire and Advance are separate actions of one row; a unit ordered to advance moves'),
  'to-contact': house([], seedLine(133, 'charge: fire at 2"'), 'a unit going to contact fires at 2" in close combat (the charge matrix), not in the Fire step'),
};

/**
 * A group fire's band when its targets stand in different cover (ruling SK20):
 * the most protective band counts for the group.
 */
export const GROUP_BAND_MIXED: Sourced<'most-protective'> = house(
  'most-protective',
  seedLine(71, 'group fire, Open/Light, Close/Dense/Crawling, Heavy cover'),
  'one roll is read for the whole target group; the men in the best cover are the ones the fire must reach to pin the group',
);

/** The wound rolls a group fire result gives are dealt to the target figures in turn (ruling SK20). */
export const GROUP_HITS_DEALT: Sourced<'in-turn'> = house(
  'in-turn',
  seedLine(88, 'P = Pinned, No = number of wounded'),
  'the seed gives a number of wounded for the group, not who; dealing them one by one in the order the umpire lists the targets shares them out as the H.E. rule does (line 121, shared equally)',
);

/** Who is pinned by a "P" result: every man of the target group (ruling SK20). */
export const GROUP_PIN_ALL: Sourced<'every-target'> = printed('every-target', seedLine(88, 'P = Pinned'));

/** A group's misfire: each firer rolls his own weapon's row; a Dud or a Jam loses one wound roll of the result (ruling SK20). */
export const GROUP_MISFIRE: Sourced<'each-firer-loses-one'> = house(
  'each-firer-loses-one',
  seedLine(60, "misfire, Dud - lose one `hit'; Jams - doesn't fire"),
  'the group rolls one die for all its weapons; each weapon can still fail, and a weapon that did not fire (a jam) or fired a dud took one hit out of the burst',
);

/** A jammed weapon is cleared at the end of the bound after the jam (ruling SK20). */
export const JAM_CLEARS: Sourced<number> = house(
  1,
  seedLine(60, "Jams - doesn't fire takes next go to clear"),
  'the next go is spent clearing it; it fires again the bound after',
);

/** "fires o.k. but must reload this go": he fires no more this bound; reloaded by the next (ruling SK20). */
export const RELOAD_THIS_GO: Sourced<'next-bound'> = printed('next-bound', seedLine(60, 'Out of Ammo - fires o.k. but must reload this go'));

/** Which figures a wound result leaves: the worse of his state and the result; a second wound cripples (ruling SK10). */
export const SECOND_WOUND: Sourced<'crippled'> = house('crippled', seedLine(61, '4,5,6 wounded'), 'a wounded man hit and wounded again can no longer walk (ruling SK10)');

/** What the defenders' order reads as on the charge matrix (ruling SK21). */
export const DEFENDER_CHOICE_OF: Readonly<Record<OrderAction, Sourced<{ readonly passed: DefenderChoice; readonly failed: DefenderChoice }>>> = {
  'to-contact': printed({ passed: 'charge', failed: 'fail-to-charge' }, seedLine(133, 'charge matrix, (Defenders) CHARGE / FAIL TO CHARGE')),
  'aimed-fire': printed({ passed: 'fire', failed: 'fail-to-fire' }, seedLine(133, 'charge matrix, (Defenders) FIRE / FAIL TO FIRE')),
  'unaimed-fire': printed({ passed: 'fire', failed: 'fail-to-fire' }, seedLine(133, 'charge matrix, (Defenders) FIRE / FAIL TO FIRE')),
  'move-back': printed({ passed: 'move-back', failed: 'fail-to-move-back' }, seedLine(133, 'charge matrix, (Defenders) MOVE BACK / FAIL TO MOVE BACK')),
  hold: house({ passed: 'fail-to-fire', failed: 'fail-to-fire' }, seedLine(133, 'charge matrix, (Defenders) FAIL TO FIRE'), 'a unit that was not ordered to fire, charge or move back has not readied any of them: it fails to fire'),
  'set-up': house({ passed: 'fail-to-fire', failed: 'fail-to-fire' }, seedLine(133, 'charge matrix, (Defenders) FAIL TO FIRE'), 'a unit setting up is not ready to fire'),
  crawl: house({ passed: 'fail-to-fire', failed: 'fail-to-fire' }, seedLine(133, 'charge matrix, (Defenders) FAIL TO FIRE'), 'a crawling unit is not ready to fire'),
  advance: house({ passed: 'fail-to-fire', failed: 'fail-to-fire' }, seedLine(133, 'charge matrix, (Defenders) FAIL TO FIRE'), 'an advancing unit is not ready to fire'),
};

/** Men are in contact for close combat within 2" ("fire at 2"", seed line 133) (ruling SK21). */
export const CONTACT_RANGE: Sourced<number> = printed(2, seedLine(133, 'charge matrix, fire at 2"'));

/** "Casualties" for the aggression test: the side's men hit (wounded or worse) this bound (ruling SK21). */
export const FIGHT_CASUALTIES: Sourced<'this-bound'> = house(
  'this-bound',
  seedLine(147, 'one with most casulalties MUST withdraw'),
  'the fire at 2" and the melee are one fight within the bound; the men each unit lost this bound are the ones it counts',
);

/** Night, without word of the moon, is read as moonless (ruling SK22). */
export const NIGHT_IS_MOONLESS: Sourced<'night-no-moon'> = house('night-no-moon', seedLine(56, 'fire DM, Night (no moon) -2'), 'the game records night, not the moon; the umpire adds the moon back with his discretion (+1)');

/** The strength of an aimed shot: the row's first Str. figure when it prints two (ruling SK22). */
export const AIMED_STR_FIRST: Sourced<'first'> = house('first', seedLine(557, 'individual fire, Str "-2/-3"'), 'a row printed with two strengths (J) gives no rule for the second; the first is the single shot\'s');
