/**
 * Weapon Draw Table (Case 12.92) and Hand-to-Hand Combat Table (Case 12.93).
 *
 * 12.92 is printed whole: roll 2D6 at or below the cell to draw a weapon.
 *
 * 12.93 is printed for Fists, Pistol, Auto weapon, Carbine/rifle and Bayonet
 * (../reference/seed-gaps.md). The rest of its rows are:
 * - Garrote: every number is printed in the rules text (Cases 12.83–12.84):
 *   never hits ungrappled, 5% grappled, 50% on a surprised man, 90% to
 *   kill, and no damage when it fails to kill.
 * - Saber: its 10% to kill is printed in the Case 12.25 example (tripled to
 *   30% on a surprised man); its other columns are house.
 * - Knives, daggers, swords, swagger stick, umbrella, and the Dog row Case
 *   32.31 cites: house, placed among the printed rows by the chart's own
 *   pattern — reach raises % to hit and ungrappled damage, a long arm is
 *   useless in a clinch (grappled damage 1), a short blade keeps its bite
 *   grappled, and blades kill more often than butts and fists
 *   (docs/rulings/hand-to-hand.md H-T1).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const DRAW = 'Case 12.92 Weapon Draw Table';
const COMBAT = 'Case 12.93 Hand-to-Hand Combat Table';

// ---------------------------------------------------------------------------
// Case 12.92

export interface WeaponDrawRow {
  /** 2D6 at or below this draws the weapon while grappled. */
  readonly grappled: Sourced<number>;
  /** 2D6 at or below this draws the weapon while not grappled. */
  readonly notGrappled: Sourced<number>;
}

export type WeaponDrawCondition = 'armed' | 'unarmed';

export const WEAPON_DRAW_TABLE_DATA: Readonly<Record<WeaponDrawCondition, WeaponDrawRow>> = {
  armed: { grappled: printed(6, `${DRAW}, Armed / Grappled ("2-6")`), notGrappled: printed(9, `${DRAW}, Armed / Non-Grappled ("2-9")`) },
  unarmed: { grappled: printed(4, `${DRAW}, Unarmed / Grappled ("2-4")`), notGrappled: printed(7, `${DRAW}, Unarmed / Non-Grappled ("2-7")`) },
};

export const WEAPON_DRAW_TABLE = describeTable({
  title: DRAW,
  data: WEAPON_DRAW_TABLE_DATA,
  valueSchema: (field) => (field === 'grappled' || field === 'notGrappled' ? z.number().int().min(1).max(12) : undefined),
});

// ---------------------------------------------------------------------------
// Case 12.93

export const MELEE_WEAPON_IDS = [
  'fists',
  'pistol',
  'auto-weapon',
  'carbine-rifle',
  'bayonet',
  'combat-knife',
  'large-knife',
  'dagger',
  'saber',
  'samurai-sword',
  'ceremonial-sword',
  'swagger-stick',
  'umbrella',
  'garrote',
  'dog',
] as const;
export type MeleeWeaponId = (typeof MELEE_WEAPON_IDS)[number];

export interface MeleeWeaponRow {
  readonly label: string;
  /** "Not Grappled: % to hit" (Case 12.72). */
  readonly hitPercent: Sourced<number>;
  /** "Not Grappled: Damage": the Damage Class read on Table 12.94 (Case 12.7); 0 = no damage. */
  readonly notGrappledDamage: Sourced<number>;
  /** "Grappled: Damage" (Case 12.6); 0 = no damage. */
  readonly grappledDamage: Sourced<number>;
  /** "% to Kill" (Case 12.82). */
  readonly killPercent: Sourced<number>;
  /** Only a weapon that does not hit a grappled man automatically (the garrote, Case 12.83): its % to hit him. */
  readonly grappledHitPercent?: Sourced<number>;
  /** The garrote on a surprised man (Case 12.84). */
  readonly surprisedGrappledHitPercent?: Sourced<number>;
}

const p = (value: number, weapon: string, column: string): Sourced<number> => printed(value, `${COMBAT}, ${weapon} / ${column}`);
const h = (value: number, weapon: string, column: string, rationale: string): Sourced<number> =>
  house(value, `${COMBAT}, ${weapon} / ${column}`, rationale);

const printedRow = (label: string, hit: number, ng: number, g: number, kill: number): MeleeWeaponRow => ({
  label,
  hitPercent: p(hit, label, 'Not Grappled: % to hit'),
  notGrappledDamage: p(ng, label, 'Not Grappled: Damage'),
  grappledDamage: p(g, label, 'Grappled: Damage'),
  killPercent: p(kill, label, '% to Kill'),
});

interface HouseCell {
  readonly v: number;
  readonly why: string;
}
const houseRow = (label: string, hit: HouseCell, ng: HouseCell, g: HouseCell, kill: HouseCell | Sourced<number>): MeleeWeaponRow => ({
  label,
  hitPercent: h(hit.v, label, 'Not Grappled: % to hit', hit.why),
  notGrappledDamage: h(ng.v, label, 'Not Grappled: Damage', ng.why),
  grappledDamage: h(g.v, label, 'Grappled: Damage', g.why),
  killPercent: 'provenance' in kill ? kill : h(kill.v, label, '% to Kill', kill.why),
});

export const MELEE_WEAPON_TABLE_DATA: Readonly<Record<MeleeWeaponId, MeleeWeaponRow>> = {
  fists: printedRow('Fists', 20, 3, 2, 2),
  pistol: printedRow('Pistol', 22, 4, 2, 2),
  'auto-weapon': printedRow('Auto weapon', 22, 4, 1, 2),
  'carbine-rifle': printedRow('Carbine/rifle', 30, 6, 1, 3),
  bayonet: printedRow('Bayonet', 35, 8, 1, 7),
  'combat-knife': houseRow(
    'Combat knife',
    { v: 30, why: 'a short blade reaches no further than a rifle butt (Carbine/rifle 30)' },
    { v: 5, why: 'a cut: above the pistol (4), below the rifle butt (6) and bayonet (8)' },
    { v: 5, why: 'a short blade keeps its bite in a clinch, where long arms fall to 1 and fists/pistol are 2' },
    { v: 5, why: 'a blade: above butts and fists (02-03), below the bayonet (07)' },
  ),
  'large-knife': houseRow(
    'Large knife',
    { v: 32, why: 'a step more reach than the combat knife (30), short of the bayonet (35)' },
    { v: 6, why: 'a step more than the combat knife (5), short of the bayonet (8)' },
    { v: 4, why: 'a step less handy in a clinch than the combat knife (5)' },
    { v: 6, why: 'between the combat knife (05) and the bayonet (07)' },
  ),
  dagger: houseRow(
    'Dagger',
    { v: 28, why: 'a stabbing blade with less reach than the combat knife (30), more than a pistol (22)' },
    { v: 5, why: 'as the combat knife (5)' },
    { v: 6, why: 'made for the clinch: the best grappled damage of the short blades' },
    { v: 6, why: 'a point finds vitals: above the combat knife (05), below the bayonet (07)' },
  ),
  saber: houseRow(
    'Saber',
    { v: 40, why: 'a long blade: more reach than the bayonet (35)' },
    { v: 9, why: 'a step above the bayonet (8)' },
    { v: 1, why: 'a long arm is useless in a clinch (rifle, auto weapon and bayonet are all 1)' },
    printed(10, `${COMBAT}, Saber / % to Kill (Case 12.25 example: "a saber's first blow" on a surprised man, tripled, is "a 30% chance of dying")`),
  ),
  'samurai-sword': houseRow(
    'Samurai sword',
    { v: 45, why: 'the longest, best-balanced blade: a step above the saber (40)' },
    { v: 11, why: 'the heaviest cut: the last Damage Class of Table 12.94 (11), which no printed row uses' },
    { v: 1, why: 'a long arm is useless in a clinch (rifle, auto weapon and bayonet are all 1)' },
    { v: 12, why: 'a step above the saber (printed 10 by Case 12.25)' },
  ),
  'ceremonial-sword': houseRow(
    'Ceremonial sword',
    { v: 35, why: 'a dress sword: the bayonet\'s reach (35), short of a fighting saber (40)' },
    { v: 7, why: 'blunter than a saber (9) or bayonet (8), sharper than a rifle butt (6)' },
    { v: 1, why: 'a long arm is useless in a clinch (rifle, auto weapon and bayonet are all 1)' },
    { v: 5, why: 'blunt edge: below the bayonet (07) and saber (10)' },
  ),
  'swagger-stick': houseRow(
    'Swagger stick',
    { v: 25, why: 'a light cane: a little more reach than a pistol (22), less than a rifle butt (30)' },
    { v: 4, why: 'a light blow, as a pistol-whip (4)' },
    { v: 1, why: 'a stick is useless in a clinch, as the long arms (1)' },
    { v: 2, why: 'blunt, as fists and pistol (02)' },
  ),
  umbrella: houseRow(
    'Umbrella',
    { v: 25, why: 'a reach weapon, usable from horseback with swords and pistols (Case 19.44): as a swagger stick (25)' },
    { v: 4, why: 'blunt, as a swagger stick or pistol-whip (4)' },
    { v: 1, why: 'useless in a clinch, as the long arms (1)' },
    { v: 2, why: 'blunt, as fists and pistol (02)' },
  ),
  garrote: {
    label: 'Garrote',
    hitPercent: printed(0, `${COMBAT}, Garrote / Not Grappled: % to hit (Case 12.83: "may never 'hit' ... unless he has grappled the man")`),
    notGrappledDamage: printed(0, `${COMBAT}, Garrote / Not Grappled: Damage (Case 12.83: "failure to kill a man with a garrote results in no damage")`),
    grappledDamage: printed(0, `${COMBAT}, Garrote / Grappled: Damage (Case 12.83: "failure to kill a man with a garrote results in no damage")`),
    killPercent: printed(90, `${COMBAT}, Garrote / % to Kill (Case 12.83: "a 90% chance of killing the target man")`),
    grappledHitPercent: printed(5, `${COMBAT}, Garrote / grappled % to hit (Case 12.84: "50% of the time, rather than 5%")`),
    surprisedGrappledHitPercent: printed(50, `${COMBAT}, Garrote / grappled % to hit, surprised target (Case 12.84)`),
  },
  dog: houseRow(
    'Dog',
    { v: 30, why: 'Case 32.31 cites a Dog row the seed lacks; a dog always grapples (Case 32.31), so this is rarely used: as a rifle butt (30)' },
    { v: 4, why: 'a snapping bite in passing: as a pistol-whip (4)' },
    { v: 5, why: 'a dog fights grappled (Case 32.31): a worrying bite, as the combat knife (5)' },
    { v: 3, why: 'a throat bite: as a rifle butt (03), below the blades' },
  ),
};

export const MELEE_WEAPON_TABLE = describeTable({
  title: COMBAT,
  data: MELEE_WEAPON_TABLE_DATA,
  valueSchema: (field) => {
    if (field === 'hitPercent' || field === 'killPercent' || field === 'grappledHitPercent' || field === 'surprisedGrappledHitPercent') return z.number().int().min(0).max(100);
    if (field === 'notGrappledDamage' || field === 'grappledDamage') return z.number().int().min(0).max(11);
    return undefined;
  },
});

/** A weapon that may be carried as the man's "one melee weapon" (Case 13.13: on 12.93 but not on 10.81). */
export const isMeleeOnlyWeapon = (id: MeleeWeaponId): boolean => !['fists', 'pistol', 'auto-weapon', 'carbine-rifle', 'dog'].includes(id);

/**
 * The 12.93 row a fire weapon of Table 10.81 uses as a club (docs/rulings/hand-to-hand.md H-T2):
 * pistol → Pistol; machine pistol, submachinegun, automatic rifle, machinegun → Auto weapon;
 * semi-automatic rifle, rifle, carbine, shotgun → Carbine/rifle; a flamethrower man fights with his fists.
 */
export const MELEE_ROW_FOR_FIRE_WEAPON = {
  pistol: 'pistol',
  'machine-pistol': 'auto-weapon',
  submachinegun: 'auto-weapon',
  'automatic-rifle': 'auto-weapon',
  machinegun: 'auto-weapon',
  'semi-automatic-rifle': 'carbine-rifle',
  rifle: 'carbine-rifle',
  carbine: 'carbine-rifle',
  shotgun: 'carbine-rifle',
  flamethrower: 'fists',
} as const satisfies Readonly<Record<string, MeleeWeaponId>>;
