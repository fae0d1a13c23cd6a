/**
 * Weapon classes of the Fire Combat Table (Case 10.81): the columns that
 * belong to a weapon rather than to a range — "# of fires", "Magazine Check",
 * "Damage" — and what the rules text says about each class (Cases 10.22,
 * 10.41, 13.24, Section 17.0). The range columns are in fire-combat-table.ts.
 *
 * The seed prints the Pistol row in full and the Machine Pistol's "4" fires,
 * then breaks off (../reference/seed-gaps.md). Case 10.41 gives the SMG's 5
 * fires, Case 17.15 the flamethrower's "no" magazine check and the table's
 * note † its explosion numbers. Everything else is `house`, with a rationale
 * (docs/rulings/fire-combat.md, F-W1 … F-W4).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';
import type { TaskPointActionId } from './task-point-costs';

const CHART = 'Case 10.81 Fire Combat Table';

export const WEAPON_CLASS_IDS = [
  'pistol',
  'machine-pistol',
  'submachinegun',
  'automatic-rifle',
  'semi-automatic-rifle',
  'rifle',
  'carbine',
  'machinegun',
  'shotgun',
  'flamethrower',
] as const;
export type WeaponClassId = (typeof WEAPON_CLASS_IDS)[number];

/** A row of Table 10.81: `any` for a weapon with a single row (pistol, flamethrower). */
export type FireRowKind = 'braced' | 'hand-held' | 'any';

/** A magazine check number: unloaded on 1D10 ≤ this (Case 10.62), or "no" (never unloaded). */
export type MagazineCheckValue = number | 'no';

export interface WeaponClass {
  /** The chart's wording. */
  readonly label: string;
  /** "# of fires" (Case 10.41): rolls to hit each time the man fires. */
  readonly fires: Sourced<number>;
  /** The Task Point Cost Chart row paid to fire it (Case 5.22). */
  readonly taskPointCost: TaskPointActionId;
  /** Which Table 10.81 rows the weapon has (Case 10.22). */
  readonly rows: readonly FireRowKind[];
  /** "Magazine Check" (Cases 10.61–10.62). */
  readonly magazineCheck: Sourced<MagazineCheckValue>;
  /** "Damage": the dice code for Wound Points (Case 10.51); at least one point (Case 10.53). */
  readonly damage: Sourced<string>;
  /** Case 13.24: firing a captured one of these takes the "Using Enemy weapon" modifier. */
  readonly enemyWeaponPenalty: Sourced<boolean>;
  /** Flamethrower only: the fire roll at or above which it explodes (note †, Case 17.31). */
  readonly explodesFrom?: Sourced<number>;
  /** Flamethrower only: the same after a repair (Case 17.36). */
  readonly explodesFromRepaired?: Sourced<number>;
  /** Section 17.0: every man in the 45° pattern is a target, one roll each; no spray fire (Case 17.14). */
  readonly pattern?: boolean;
  /** Case 17.41: a man wounded by it starts burning. */
  readonly burns?: boolean;
  /** Era and scenario notes for the umpire (Sections 39–50 use these classes). */
  readonly eraNotes: string;
}

const src = (weapon: string, column: string): string => `${CHART}, ${weapon} / ${column}`;

/** Case 13.24: "pistols, melee weapons, and rifles or carbines" carry no penalty; "all other weapons have various penalties". */
const penalty = (weapon: string, value: boolean): Sourced<boolean> =>
  printed(value, `Case 13.24 (${weapon} ${value ? 'is not' : 'is'} among pistols, rifles and carbines)`);

export const WEAPON_CLASSES = {
  pistol: {
    label: 'Pistol',
    fires: printed(1, src('Pistol', '# of fires')),
    taskPointCost: 'fire-pistol',
    rows: ['any'],
    magazineCheck: printed('no', src('Pistol', 'Magazine Check')),
    damage: printed('1D6', src('Pistol', 'Damage')),
    enemyWeaponPenalty: penalty('a pistol', false),
    eraNotes: 'All eras. Most men carry one beside their main weapon (Case 10.21); scenarios 39–50 issue pistols widely.',
  },
  'machine-pistol': {
    label: 'Machine Pistol',
    fires: printed(4, src('Machine Pistol', '# of fires')),
    taskPointCost: 'fire-automatic',
    rows: ['braced', 'hand-held'],
    magazineCheck: house(2, src('Machine Pistol', 'Magazine Check'), 'a short box magazine emptied in bursts: as the SMG (2 in 10), above the belt-fed machinegun (1)'),
    damage: house('1D6', src('Machine Pistol', 'Damage'), 'pistol ammunition: the printed pistol damage (1D6)'),
    enemyWeaponPenalty: penalty('a machine pistol', true),
    eraNotes: 'WWII German issue (MP 38/40) in Scenarios 44, 45, 46, 47, 49, 50.',
  },
  submachinegun: {
    label: 'Submachinegun',
    fires: printed(5, 'Case 10.41 ("the SMG has 5")'),
    taskPointCost: 'fire-automatic',
    rows: ['braced', 'hand-held'],
    magazineCheck: house(2, src('Submachinegun', 'Magazine Check'), 'box or drum magazine emptied in bursts: 2 in 10, as the machine pistol'),
    damage: house('1D6', src('Submachinegun', 'Damage'), 'pistol ammunition: the printed pistol damage (1D6)'),
    enemyWeaponPenalty: penalty('a submachinegun', true),
    eraNotes: 'WWII and Modern (Sten, Uzi); Scenarios 39, 45, 47, 48, 49.',
  },
  'automatic-rifle': {
    label: 'Automatic Rifle',
    fires: house(3, src('Automatic Rifle', '# of fires'), 'rifle rounds in short bursts: more fires than the semi-automatic rifle (2), fewer than the machine pistol (4)'),
    taskPointCost: 'fire-automatic',
    rows: ['braced', 'hand-held'],
    magazineCheck: house(3, src('Automatic Rifle', 'Magazine Check'), 'a 20-round magazine fired on automatic empties fastest of all (3 in 10)'),
    damage: house('1D10', src('Automatic Rifle', 'Damage'), 'rifle ammunition: as the rifle (1D10)'),
    enemyWeaponPenalty: penalty('an automatic rifle', true),
    eraNotes: 'WWII (BAR) and Modern (M16); Scenarios 41, 44, 48, 50.',
  },
  'semi-automatic-rifle': {
    label: 'Semi-automatic Rifle',
    fires: house(2, src('Semi-automatic Rifle', '# of fires'), 'aimed self-loading shots: one more fire than the bolt rifle, the chart charges it more (15 TP against 13)'),
    taskPointCost: 'fire-semi-automatic',
    rows: ['braced', 'hand-held'],
    magazineCheck: house(1, src('Semi-automatic Rifle', 'Magazine Check'), 'a multi-fire weapon (Case 10.64) with a larger magazine than it empties in one task: 1 in 10'),
    damage: house('1D10', src('Semi-automatic Rifle', 'Damage'), 'rifle ammunition: as the rifle (1D10)'),
    // Case 13.24 names "rifles"; we read a semi-automatic rifle as a rifle there (docs/rulings/fire-combat.md F-W4).
    enemyWeaponPenalty: penalty('a semi-automatic rifle (read as a rifle)', false),
    eraNotes: 'Modern (Scenario 39 Ugandans) and WWII (Scenario 47).',
  },
  rifle: {
    label: 'Rifle',
    fires: house(1, src('Rifle', '# of fires'), 'a bolt-action rifle fires one aimed round per task, as the printed pistol'),
    taskPointCost: 'fire-rifle',
    rows: ['braced', 'hand-held'],
    magazineCheck: house('no', src('Rifle', 'Magazine Check'), 'one fire per task never empties a 5-round magazine, as the printed pistol ("No")'),
    damage: house('1D10', src('Rifle', 'Damage'), 'full-power rifle round: beyond the pistol (1D6), as the 1D10 the grenade table gives a vented burst (Case 11.84)'),
    enemyWeaponPenalty: penalty('a rifle', false),
    eraNotes: 'All eras; the WWI sides (Scenarios 42, 43) and many WWII garrisons carry rifles.',
  },
  carbine: {
    label: 'Carbine',
    fires: house(1, src('Carbine', '# of fires'), 'a short rifle: one fire per task, as the rifle (Chart 5.22 groups them)'),
    taskPointCost: 'fire-rifle',
    rows: ['braced', 'hand-held'],
    magazineCheck: house('no', src('Carbine', 'Magazine Check'), 'one fire per task, as the rifle and the printed pistol ("No")'),
    damage: house('1D6+1', src('Carbine', 'Damage'), 'intermediate cartridge: between the pistol (1D6) and the rifle (1D10)'),
    enemyWeaponPenalty: penalty('a carbine', false),
    eraNotes: 'WWII and Modern; Scenarios 40, 41, 43, 44, 46.',
  },
  machinegun: {
    label: 'Machinegun',
    fires: house(6, src('Machinegun', '# of fires'), 'the heaviest automatic fire: one more than the SMG’s 5 (Case 10.41)'),
    taskPointCost: 'fire-automatic',
    rows: ['braced'],
    magazineCheck: house(1, src('Machinegun', 'Magazine Check'), 'belt-fed: rarely runs dry in one task (1 in 10); tank machineguns never do (Case 23.37)'),
    damage: house('2D6', src('Machinegun', 'Damage'), 'rifle calibre in bursts: a little above the rifle (1D10), as the tank gun’s centre square (2D6, Diagram 8)'),
    enemyWeaponPenalty: penalty('a machinegun', true),
    eraNotes: 'Braced only (Case 10.22, note *). WWI guns are fixed in trenches (Scenario 43) or dragged on a sledge (Scenario 42); WWII in 49, 50.',
  },
  shotgun: {
    label: 'Shotgun',
    fires: house(1, src('Shotgun', '# of fires'), 'one discharge per task; the Task Point chart prices it with the single-fire weapons (14)'),
    taskPointCost: 'fire-shotgun',
    rows: ['braced', 'hand-held'],
    magazineCheck: house('no', src('Shotgun', 'Magazine Check'), 'one fire per task, as the printed pistol ("No")'),
    damage: house('2D6', src('Shotgun', 'Damage'), 'a close-range load of shot: heavy wounds, as a grenade in a closed square (2D6, Case 11.84)'),
    enemyWeaponPenalty: penalty('a shotgun', true),
    eraNotes: 'No scenario issues one; listed on Chart 5.22 and kept for campaigns.',
  },
  flamethrower: {
    label: 'Flamethrower',
    fires: house(1, src('Flamethrower', '# of fires'), 'Section 17.0: one roll for each man in the 45° pattern, so one fire per target'),
    taskPointCost: 'fire-flamethrower',
    rows: ['any'],
    magazineCheck: printed('no', 'Case 17.15 ("need never perform a magazine check")'),
    damage: house('2D6', src('Flamethrower', 'Damage'), 'as an exploding flamethrower’s adjacent square (2D6, Case 17.33), plus burning (Case 17.41)'),
    enemyWeaponPenalty: penalty('a flamethrower', true),
    explodesFrom: printed(96, `${CHART}, note † ("explodes on die roll of 96-00"); Case 17.31`),
    explodesFromRepaired: printed(91, `${CHART}, note †; Case 17.36 ("91 through 00")`),
    pattern: true,
    burns: true,
    eraNotes: 'WWII optional (Section 17.0; Scenarios 44, 49). Never exchanged except between flamethrower men (Case 13.25).',
  },
} satisfies Record<WeaponClassId, WeaponClass>;

export type WeaponClassTable = Readonly<Record<WeaponClassId, WeaponClass>>;

const DICE_CODE = /^\s*\d*\s*D\s*(6|10)\s*([+-]\s*\d+)?\s*$/i;

export const WEAPON_CLASS_TABLE = describeTable({
  title: `${CHART} — weapon columns (# of fires, Magazine Check, Damage; Cases 10.41, 10.61, 10.51, 13.24)`,
  data: WEAPON_CLASSES as WeaponClassTable,
  valueSchema: (field) => {
    switch (field) {
      case 'fires':
        return z.number().int().min(1).max(20);
      case 'magazineCheck':
        return z.union([z.number().int().min(0).max(10), z.literal('no')]);
      case 'damage':
        return z.string().regex(DICE_CODE, 'a dice code such as 1D6, 1D10, 2D6 or 1D6+1 (Case 10.51)');
      case 'enemyWeaponPenalty':
        return z.boolean();
      case 'explodesFrom':
      case 'explodesFromRepaired':
        return z.number().int().min(1).max(100);
      default:
        return undefined;
    }
  },
});
