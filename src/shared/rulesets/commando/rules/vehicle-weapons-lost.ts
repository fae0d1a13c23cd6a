/**
 * Table 26.5's Turret and Hull results take weapons away for the rest of the
 * game. Turret: "the main gun and coaxial machinegun and turret-hatch
 * machinegun may not be fired" — a tank's; an APC's Turret result leaves "the
 * APC itself ... undamaged". Hull: "the hull machinegun is destroyed"; "An APC
 * loses the use of its machinegun" (its one gun, the swivel, Case 24.23).
 * Pure: read by the main gun (engine/vehicle-main-gun.ts) and the machineguns
 * (engine/vehicle-machineguns.ts `gunError`).
 */
export type VehicleWeapon = 'main-gun' | 'hull' | 'coaxial' | 'hatch' | 'swivel';

export interface WeaponLoss {
  /** The Table 26.5 result that took it. */
  readonly effect: 'turret' | 'hull';
  readonly text: string;
}

const WORDS: Readonly<Record<VehicleWeapon, string>> = {
  'main-gun': 'main gun',
  hull: 'hull machinegun',
  coaxial: 'coaxial machinegun',
  hatch: 'turret-hatch machinegun',
  swivel: 'machinegun',
};

const TURRET_WEAPONS: readonly VehicleWeapon[] = ['main-gun', 'coaxial', 'hatch'];

/** Why `weapon` is lost to the vehicle's Table 26.5 damage, or undefined when it still fires. */
export function weaponLost(kind: 'tank' | 'apc' | 'jeep' | 'motorcycle', effects: readonly string[] | undefined, weapon: VehicleWeapon): WeaponLoss | undefined {
  const has = (e: string) => (effects ?? []).includes(e);
  if (kind === 'tank' && has('turret') && TURRET_WEAPONS.includes(weapon)) return { effect: 'turret', text: `its turret is destroyed: the ${WORDS[weapon]} may not be fired (Table 26.5 Turret)` };
  if (kind === 'tank' && has('hull') && weapon === 'hull') return { effect: 'hull', text: 'its hull machinegun is destroyed (Table 26.5 Hull)' };
  if (kind === 'apc' && has('hull') && weapon === 'swivel') return { effect: 'hull', text: 'it has lost the use of its machinegun (Table 26.5 Hull)' };
  return undefined;
}
