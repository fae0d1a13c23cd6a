/**
 * The men a side brings, as the scenario listings print them (Case 38.21):
 * groups of identically equipped men with their weapons (Cases 10.81,
 * 12.93), ancillary equipment (Case 38.13), grenades (Section 11.0),
 * endurance (Case 9.4) and combat bonus.
 */
import { z } from 'zod';
import { caseRef, count, diceCode, id, list, SCENARIO_CAPS, text } from './scenario-fields';

/** Firearms: the Fire Combat Table's weapon classes (Case 10.81; ids as in rules/commando/tables/weapons.ts). */
export const FIREARMS = ['pistol', 'machine-pistol', 'submachinegun', 'automatic-rifle', 'semi-automatic-rifle', 'rifle', 'carbine', 'machinegun', 'shotgun', 'flamethrower'] as const;
/** Hand-to-hand weapons as the scenarios name them (Case 12.93's rows). */
export const MELEE_WEAPONS = ['fists', 'combat-knife', 'large-knife', 'dagger', 'bayonet', 'saber', 'samurai-sword', 'ceremonial-sword', 'swagger-stick', 'umbrella', 'garrote'] as const;
export const WEAPONS = [...FIREARMS, ...MELEE_WEAPONS] as const;
export type WeaponId = (typeof WEAPONS)[number];

/** Ancillary equipment (Case 38.13) the scenarios hand out. */
export const EQUIPMENT = [
  'explosive',
  'wire-clippers',
  'rocket-launcher',
  'thump-gun',
  'rifle-grenade',
  'satchel-charge',
  'hand-fired-flare',
  'scuba-gear',
  'snorkel-gear',
  'radio',
] as const;
export type EquipmentId = (typeof EQUIPMENT)[number];

/** Case 38.21 Endurance / Case 9.4: the printed standard value and the "Dy + x" formula, "18 (D10 + 13)". */
export const enduranceSchema = z.strictObject({
  standard: z.number().int().min(1, 'endurance is at least 1').max(SCENARIO_CAPS.count),
  formula: diceCode,
  printed: text,
});

/** Case 38.21 combat bonus or debit: percentages added to fire and grenade chances; `null` where the listing says "see special rules". */
export const combatBonusSchema = z.strictObject({
  fire: z.number().int().min(-SCENARIO_CAPS.count).max(SCENARIO_CAPS.count).nullable(),
  grenade: z.number().int().min(-SCENARIO_CAPS.count).max(SCENARIO_CAPS.count).nullable(),
  printed: text,
});

/** Section 11.0 General Rule: fragment and smoke grenades always, twelve of each unless stated; illumination only if specified. */
export const grenadesSchema = z.strictObject({
  fragmentation: count,
  smoke: count,
  illumination: count,
  case: caseRef,
  note: text.optional(),
});
export const DEFAULT_GRENADES = { fragmentation: 12, smoke: 12, illumination: 0, case: '11.0' } as const;

const equipmentItem = z.strictObject({
  item: z.enum(EQUIPMENT, { error: (iss) => `unknown equipment ${JSON.stringify(iss.input)} (one of ${EQUIPMENT.join(', ')})` }),
  count: z.number().int().min(1).max(SCENARIO_CAPS.count).default(1),
  note: text.optional(),
});

/** A group of identically equipped men as the listing prints them ("4 with carbine, pistol and large knife"). */
export const loadoutSchema = z.strictObject({
  count: z.number().int().min(1, 'a group has at least one man').max(SCENARIO_CAPS.count),
  /** A named man ("skorzeny", "lawrence") that victory conditions and special rules can name. */
  man: id.optional(),
  name: text.optional(),
  role: text.optional(),
  weapons: list(z.enum(WEAPONS, { error: (iss) => `unknown weapon ${JSON.stringify(iss.input)} (one of ${WEAPONS.join(', ')})` })),
  equipment: list(equipmentItem).default([]),
  endurance: enduranceSchema.optional(),
  grenades: grenadesSchema.optional(),
  note: text.optional(),
});
export type Loadout = z.output<typeof loadoutSchema>;
