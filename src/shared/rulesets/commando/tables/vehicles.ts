/**
 * Chart 23.8 Tank/APC Task Point Cost Chart, and the other numbers Sections
 * 23.0, 24.0, 29.0 and 30.0 state. The seed prints the chart down to the
 * heading "Crew or Passengers" and its first row's label ("Two crewmen
 * exchange place") with no cost and nothing after: those rows are `house`,
 * each rebuilt from the Case that names the task (seed-gaps.md). A club that
 * owns the printed chart overrides them (`vehicleTaskCosts.<row>.cost`).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';

export interface VehicleTaskCost {
  readonly label: string;
  readonly cost: Sourced<number>;
}

const CHART = 'Chart 23.8 Tank/APC Task Point Cost Chart';
const chartRow = (label: string, value: number): VehicleTaskCost => ({ label, cost: printed(value, `${CHART}, "${label}"`) });
const cutRow = (label: string, value: number, rationale: string): VehicleTaskCost => ({
  label,
  cost: house(value, `${CHART}, "${label}" (the seed cuts the chart off at this heading)`, rationale),
});

export const VEHICLE_TASK_COSTS = {
  'move-orthogonal': chartRow('Move one square orthogonally', 5),
  'move-diagonal': chartRow('Move one square diagonally', 7),
  'change-facing': chartRow('Change facing by 45°', 5),
  'button-or-open': chartRow('Button Down or Open Up', 25),
  'fire-main-gun': chartRow('Fire main gun', 50),
  'fire-other-weapons': chartRow('Fire other weapons', 25),
  'turn-turret': chartRow('Turn turret', 25),
  'exchange-crew': cutRow('Two crewmen exchange place', 20, 'Case 23.23 gives it: "Any two crew members may exchange places through the expenditure of 20 Task Points by the tank (see ... 23.8)"'),
  'load-passengers': cutRow('Load or discharge passengers', 25, 'Case 24.12: "Twenty-five Task Points must be expended by the APC when any number of men mount or dismount"'),
  'riders-mount': cutRow('Men mount or dismount a tank', 25, 'Case 23.18 treats a tank as an unroofed APC for mounting: the tank pays what an APC pays (Case 24.12)'),
  'bail-out': cutRow('Crew bails out', 50, 'Case 23.71: "The Player simply expends 50 Task Points for the tank"'),
} as const satisfies Readonly<Record<string, VehicleTaskCost>>;

export type VehicleTaskId = keyof typeof VEHICLE_TASK_COSTS;
export type VehicleTaskCosts = Readonly<Record<VehicleTaskId, VehicleTaskCost>>;

export const VEHICLE_TASK_COST_TABLE = describeTable({
  title: 'Case 23.8 Tank/APC Task Point Cost Chart (paid by the vehicle)',
  data: VEHICLE_TASK_COSTS as VehicleTaskCosts,
  valueSchema: (field) => (field === 'cost' ? z.number().int().min(0).max(100) : undefined),
});

export interface VehicleNumbers {
  readonly tankTaskPoints: Sourced<number>;
  readonly apcTaskPoints: Sourced<number>;
  readonly jeepTaskPoints: Sourced<number>;
  readonly motorcycleTaskPoints: Sourced<number>;
  readonly tankPanic: Sourced<number>;
  readonly apcPanic: Sourced<number>;
  readonly apcPassengers: Sourced<number>;
  readonly tankMen: Sourced<number>;
  readonly jeepMen: Sourced<number>;
  readonly buttonedTurretPoints: Sourced<number>;
  readonly minCrewToAct: Sourced<number>;
  readonly reEnterCost: Sourced<number>;
  readonly atMineEven: Sourced<number>;
  readonly slitFirersPerSide: Sourced<number>;
  readonly slitFirersRear: Sourced<number>;
  readonly jeepGrenadePenalty: Sourced<number>;
  readonly jeepAffectedOn: Sourced<number>;
  readonly apcRimLevels: Sourced<number>;
}

export const VEHICLE_NUMBERS: VehicleNumbers = {
  tankTaskPoints: printed(50, 'Case 23.12 ("Each tank has a Task Point allotment of 50")'),
  apcTaskPoints: printed(50, 'Case 24.11 ("APCs have 50 Task Points")'),
  jeepTaskPoints: printed(100, 'Case 29.11 ("Jeeps have 100 Task Points")'),
  motorcycleTaskPoints: printed(100, 'Case 29.11, by Section 30.0 ("Motorcycles are treated as jeeps are")'),
  tankPanic: printed(35, 'Case 23.51 ("a panic percentage of 35%")'),
  apcPanic: printed(40, 'Case 24.21 ("subject to a 40% panic percentage")'),
  apcPassengers: printed(8, 'Case 24.12, Case 24.16 ("up to eight infantrymen")'),
  tankMen: printed(5, 'Case 24.16 ("no more than five men may ever be in a tank")'),
  jeepMen: printed(4, 'Case 29.32 ("up to four men (the driver and up to three others)")'),
  buttonedTurretPoints: printed(2, 'Case 23.43 ("a buttoned down tank may only change the facing of its turret by up to 90°")'),
  minCrewToAct: printed(2, 'Case 23.72 ("The tank may not expend Task Points unless crewed by at least two members")'),
  reEnterCost: printed(25, 'Case 23.72 ("To re-enter the tank, a crew member must expend 25 Task Points")'),
  atMineEven: printed(2, 'Case 22.42 ("roll 1D6; on an even roll, the mine has detonated")'),
  slitFirersPerSide: printed(4, 'Case 24.52 ("up to four men may fire through each side")'),
  slitFirersRear: printed(2, 'Case 24.52 ("and/or up to two men through the rear")'),
  jeepGrenadePenalty: printed(25, 'Case 29.34 ("grenades are subject to a −25% modifier for accuracy")'),
  jeepAffectedOn: printed(6, 'Case 29.21 ("roll 1D6; if a 6 is rolled, the jeep is affected")'),
  apcRimLevels: printed(1, 'Case 24.35 ("An APC is considered to be one elevation level higher than the surrounding terrain")'),
};

export const VEHICLE_NUMBERS_TABLE = describeTable({
  title: 'The numbers of Sections 23.0, 24.0, 29.0 and 30.0 (Case 22.42, Cases 23.12, 23.43, 23.51, 23.72, 24.11, 24.16, 24.21, 24.35, 24.52, 29.11, 29.21, 29.32, 29.34)',
  data: VEHICLE_NUMBERS,
  valueSchema: (field) => (field === undefined ? z.number().int().min(0).max(100) : undefined),
});
