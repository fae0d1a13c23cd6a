/**
 * Tables 26.5 (Tank/APC Damage) and 26.6 (Motorcycle/Jeep Damage), Charts and
 * Tables booklet, as data: the effect of each 1D10 roll and the Wound Point
 * dice each effect deals to the men aboard. Used by Cases 28.34–28.35
 * (artillery and tank shells), and open to Cases 22.42, 26.21–26.22, 27.13.
 */
import { printed, type Sourced } from '../../../kernel/provenance';

export type TankApcEffect = 'turret' | 'interior' | 'treads' | 'hull' | 'burns' | 'destroyed';
export type JeepMotorcycleEffect = 'burns' | 'destroyed';

const T = (effects: readonly TankApcEffect[], text: string) => printed(effects, `Table 26.5, die ${text}`);

/** Table 26.5: index 0 is die 1, index 9 is die 10. */
export const TANK_APC_DAMAGE: readonly Sourced<readonly TankApcEffect[]>[] = [
  T(['turret'], '1 (Turret)'),
  T(['turret', 'interior'], '2 (Turret and Interior)'),
  T(['turret', 'interior'], '3 (Turret and Interior)'),
  T(['treads', 'hull'], '4 (Treads and Hull)'),
  T(['treads', 'interior'], '5 (Treads and Interior)'),
  T(['treads', 'interior'], '6 (Treads and Interior)'),
  T(['burns', 'interior'], '7 (Burns and Interior)'),
  T(['burns', 'treads'], '8 (Burns and Treads)'),
  T(['burns'], '9 (Burns)'),
  T(['destroyed'], '10 (Destroyed)'),
];

/** Table 26.6: 1–5 Burns, 6–10 Destroyed. */
export const JEEP_MOTORCYCLE_DAMAGE: { readonly burnsUpTo: Sourced<number> } = {
  burnsUpTo: printed(5, 'Table 26.6 ("1-5 Burns", "6-10 Destroyed")'),
};

/** The Wound Point dice the tables' effect notes deal. */
export const VEHICLE_DAMAGE_WOUNDS: {
  readonly turretMan: Sourced<string>;
  readonly apcTurretCollateral: Sourced<string>;
  readonly interior: Sourced<string>;
  readonly hullGunner: Sourced<string>;
  readonly unroofedApcDestroyed: Sourced<string>;
  readonly jeepBurnsPassenger: Sourced<string>;
  readonly jeepBurnsDriver: Sourced<string>;
} = {
  turretMan: printed('1D10', 'Table 26.5 Turret ("Any man standing in the turret ... immediately suffers 1D10 Wound Points")'),
  apcTurretCollateral: printed('1D6', 'Table 26.5 Turret ("APC crew members suffer 1D6 Wound Points due to collateral damage")'),
  interior: printed('1D10', 'Table 26.5 Interior ("Each crewman suffers 1D10 Wound Points, except crewmen in the turret")'),
  hullGunner: printed('1D6', 'Table 26.5 Hull ("The hull machinegunner (if any) suffers 1D6 Wound Points")'),
  unroofedApcDestroyed: printed('1D10', 'Table 26.5 Destroyed ("all passengers in unroofed APCs immediately take 1D10 Wound Points")'),
  jeepBurnsPassenger: printed('3D6', 'Table 26.6 Burns ("All passengers immediately suffer 3D6 Wound Points")'),
  jeepBurnsDriver: printed('2D10', 'Table 26.6 Burns ("the driver suffers 2D10 Wound Points")'),
};
