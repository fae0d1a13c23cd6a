/**
 * A jeep's machinegun (Section 29.0 General Rule: "Some jeeps may mount
 * machine guns"; `variant.machinegun`). The text gives it no crew, arc or
 * cost, so ruling VH65 reads it with the Cases that do speak: a non-driver in
 * the jeep fires it (Cases 29.31, 29.33) as his own fire task (`task/fire`
 * with the gun's weapon id), paying a machinegun's Task Points himself (Chart
 * 5.22; the jeep's 100 are for movement only, Case 29.11); all round (Case
 * 29.14: a jeep has no facing); braced because it is mounted (Case 10.22
 * note: machineguns fire braced only; Case 23.37) and never unloaded (Cases
 * 23.37, 24.23); −25% when the jeep moved this Game-Turn (Case 29.33).
 */
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { GameState, ManState } from '../model/state';
import type { VehicleState } from '../model/vehicle';

const SUFFIX = '-jeep-mg';

/** The mounted gun as a weapon id: never one a man carries, so no armament changes when it fires. */
export const jeepGunId = (vehicleId: string): string => `${vehicleId}${SUFFIX}`;

/** Whether a fire order's weapon id names a jeep's mounted machinegun (whatever jeep). */
export const isJeepGunId = (weaponId: string | undefined): boolean => weaponId?.endsWith(SUFFIX) ?? false;

/** The jeep whose machinegun a weapon id names, for labels; undefined for any other weapon. */
export const jeepOfGunId = (weaponId: string | undefined): string | undefined => (isJeepGunId(weaponId) ? weaponId!.slice(0, -SUFFIX.length) : undefined);

/**
 * The jeep whose machinegun `man` fires as `weaponId`, or why he may not (ruling VH65); ok(undefined) when the
 * weapon is no jeep gun. Who aboard may fire at all (the driver, Case 29.31) is vehicle-passenger-fire.ts's.
 */
export function jeepGunFor(state: GameState, man: ManState, weaponId: string | undefined): Result<VehicleState | undefined, RuleError> {
  if (!isJeepGunId(weaponId)) return ok(undefined);
  const v = state.vehicles?.vehicles.find((x) => x.id === man.aboard?.vehicleId);
  if (!v || jeepGunId(v.id) !== weaponId) return err(ruleError('vehicle/not-aboard', 'Section 29.0', `${man.name} is not in the jeep that mounts this machinegun: only a man in it fires it (ruling VH65).`));
  if (v.kind !== 'jeep' || !v.variant.machinegun) return err(ruleError('vehicle/no-such-gun', 'Section 29.0', `${v.name} mounts no machinegun (Section 29.0 General Rule: "Some jeeps may mount machine guns").`));
  if (v.damage?.effects?.includes('destroyed')) return err(ruleError('vehicle/knocked-out', 'Table 26.6', `${v.name} is destroyed (Table 26.6): its machinegun fires no more.`));
  return ok(v);
}

/** The jeep gun a man aboard may fire from where he is, for the legal actions: its weapon id, or undefined. */
export function jeepGunOf(state: GameState, man: ManState): string | undefined {
  const v = state.vehicles?.vehicles.find((x) => x.id === man.aboard?.vehicleId);
  if (!v || v.kind !== 'jeep' || !v.variant.machinegun || v.crew.driver === man.id) return undefined;
  return jeepGunId(v.id);
}
