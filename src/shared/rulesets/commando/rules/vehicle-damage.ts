/**
 * One roll on the Tank/APC Damage Table (26.5) or the Motorcycle/Jeep Damage
 * Table (26.6) for a vehicle a shell strikes (Cases 28.34–28.35), and the
 * Wound Points the effect deals to the men aboard, as the tables' notes say.
 * Dice are drawn in this order: the table's 1D10, then each man's wounds in
 * crew order (TANK_CREW_ROLES), then passengers. Pure: the engine turns this
 * into a `vehicle-damaged` event and `man-wounded` events. Rulings AR13–AR15
 * (docs/rulings/artillery.md).
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { JeepMotorcycleEffect, TankApcEffect } from '../tables/vehicle-damage';
import { JEEP_MOTORCYCLE_DAMAGE, TANK_APC_DAMAGE, VEHICLE_DAMAGE_WOUNDS as W } from '../tables/vehicle-damage';
import { rollDice } from './dice-codes';
import type { GrenadeRoll } from './grenade-scatter';
import { recordRoll } from './grenade-scatter';

export type VehicleDamageEffect = TankApcEffect | JeepMotorcycleEffect;

export interface VehicleDamageWound {
  readonly manId: string;
  readonly wounds: number;
  readonly killed: boolean;
}

export interface VehicleDamageResult {
  readonly table: 'Table 26.5' | 'Table 26.6';
  readonly roll: number;
  readonly effects: readonly VehicleDamageEffect[];
  /** The Destroyed result: the vehicle is gone (`knockedOut` on the vehicle). */
  readonly destroyed: boolean;
  readonly wounds: readonly VehicleDamageWound[];
  readonly rolls: readonly GrenadeRoll[];
}

/** Case 23.22's crew functions, in that order (model/vehicle.ts TANK_CREW_ROLES; rules/ may not import model/). */
const CREW_ORDER = ['commander', 'driver', 'loader', 'gunner', 'hull-machinegunner'] as const;

/** What the tables read of a vehicle (model/vehicle.ts VehicleState fits it). */
export interface StruckVehicle {
  readonly id: string;
  readonly kind: 'tank' | 'apc' | 'jeep' | 'motorcycle';
  readonly open: boolean;
  readonly variant: { readonly apcType?: 'unroofed' | 'enclosed' | 'gun-slits' };
  readonly crew: Readonly<Partial<Record<(typeof CREW_ORDER)[number], string>>>;
  readonly passengers: readonly string[];
}

const crewIds = (v: StruckVehicle): string[] => CREW_ORDER.flatMap((r) => (v.crew[r] ? [v.crew[r]] : []));

/** Cases 28.34–28.35: roll the vehicle's table and the wounds that follow. */
export function resolveVehicleDamage(v: StruckVehicle, caseRef: string, dice: DiceSource): VehicleDamageResult {
  const rolls: GrenadeRoll[] = [];
  const wounds: VehicleDamageWound[] = [];
  const roll = (code: string, why: string, outcome?: string) => {
    const r = rollDice(code, dice, `${caseRef} ${why}`);
    rolls.push(recordRoll(caseRef, why, r, outcome));
    return r.total;
  };
  const hurt = (manId: string, code: string, why: string) => wounds.push({ manId, wounds: roll(code, `${manId} ${why}`, 'Wound Points'), killed: false });
  const tank = v.kind === 'tank' || v.kind === 'apc';
  const table = tank ? 'Table 26.5' : 'Table 26.6';
  const die = rollDice('1D10', dice, `${caseRef} ${v.id}: ${table}`).total;
  const effects: readonly VehicleDamageEffect[] = tank ? TANK_APC_DAMAGE[die - 1]!.value : die <= JEEP_MOTORCYCLE_DAMAGE.burnsUpTo.value ? ['burns'] : ['destroyed'];
  rolls.unshift({ caseRef, purpose: `${v.id}: ${table}`, code: '1D10', faces: [die], total: die, text: `${caseRef} ${v.id}: ${table} 1D10 = ${die}, ${effects.join(' and ')}` });
  const crew = crewIds(v);
  // Ruling AR13: "the man standing in the turret" is the tank commander when opened up (Case 23.5).
  const turretMan = v.kind === 'tank' && v.open ? v.crew.commander : undefined;
  for (const effect of effects) {
    if (effect === 'turret') {
      if (v.kind === 'apc') crew.forEach((m) => hurt(m, W.apcTurretCollateral.value, 'Table 26.5 Turret (APC crew)'));
      else if (turretMan) hurt(turretMan, W.turretMan.value, 'Table 26.5 Turret (in the turret)');
    } else if (effect === 'interior') {
      const inside = [...crew.filter((m) => m !== turretMan), ...(v.kind === 'apc' ? v.passengers : [])];
      inside.forEach((m) => hurt(m, W.interior.value, 'Table 26.5 Interior'));
    } else if (effect === 'hull') {
      // Table 26.5 Hull: the tank's hull machinegunner; an APC's gunner (Case 24.11: the commander/gunner).
      const gunner = v.kind === 'tank' ? v.crew['hull-machinegunner'] : (v.crew.gunner ?? v.crew.commander);
      if (gunner) hurt(gunner, W.hullGunner.value, 'Table 26.5 Hull (machinegunner)');
    } else if (effect === 'burns' && !tank) {
      if (v.crew.driver) hurt(v.crew.driver, W.jeepBurnsDriver.value, 'Table 26.6 Burns (driver)');
      v.passengers.forEach((m) => hurt(m, W.jeepBurnsPassenger.value, 'Table 26.6 Burns (passenger)'));
    } else if (effect === 'destroyed' && tank) {
      const d = destroyedAboard(v, caseRef, dice);
      wounds.push(...d.wounds);
      rolls.push(...d.rolls);
    }
  }
  return { table, roll: die, effects, destroyed: effects.includes('destroyed'), wounds, rolls };
}

/**
 * Table 26.5 Destroyed, for the men inside a tank or APC — struck at once, or
 * burned out in the Bookkeeping Phase (Burns: "See 'Destroyed' below"): every
 * crewman killed; an unroofed APC's passengers 1D10 each, a roofed one's killed
 * (ruling AR14). Riders and the men of a jeep or motorcycle are not named: the
 * explosion strikes them (ruling AR17, engine/vehicle-explosion.ts).
 */
export function destroyedAboard(v: StruckVehicle, caseRef: string, dice: DiceSource): { readonly wounds: readonly VehicleDamageWound[]; readonly rolls: readonly GrenadeRoll[] } {
  const wounds: VehicleDamageWound[] = [];
  const rolls: GrenadeRoll[] = [];
  if (v.kind !== 'tank' && v.kind !== 'apc') return { wounds, rolls };
  const kill = (manId: string) => wounds.push({ manId, wounds: 0, killed: true });
  crewIds(v).forEach(kill);
  // Ruling AR14: an APC with gun slits is roofed, so its passengers die as in an enclosed APC.
  if (v.kind === 'apc' && v.variant.apcType === 'unroofed') {
    for (const m of v.passengers) {
      const r = rollDice(W.unroofedApcDestroyed.value, dice, `${caseRef} ${m} Table 26.5 Destroyed (unroofed APC passenger)`);
      rolls.push(recordRoll(caseRef, `${m} Table 26.5 Destroyed (unroofed APC passenger)`, r, 'Wound Points'));
      wounds.push({ manId: m, wounds: r.total, killed: false });
    }
  } else v.passengers.forEach(kill);
  return { wounds, rolls };
}
