/**
 * Movement's numbers (Section 7.0; Charts 5.22, 7.39): the Task Point rows,
 * terrain effects, elevation costs and the readings a campaign may choose, each
 * with its provenance. Priced by movement.ts; rulings: docs/rulings/movement.md.
 */
import type { FieldTerrain, LineTerrain } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { house } from '../../../kernel/provenance';
import { STACKING_LIMIT_CASE_7_41 } from './stacking';
import type { CommandoTables } from '../tables/index';
import type { TaskPointCostValue } from '../tables/task-point-costs';
import { TASK_POINT_ALLOTMENT, TASK_POINT_COSTS } from '../tables/task-point-costs';
import type { ElevationChangeCosts, FieldTerrainEffect, LineTerrainEffect } from '../tables/terrain-effects';
import { ELEVATION_CHANGE, FIELD_TERRAIN_EFFECTS, LINE_TERRAIN_EFFECTS, WOODS_MULTIPLE_CASE_7_34 } from '../tables/terrain-effects';

/** What about the man changes the cost of his movement. */
export interface Mover {
  /** Moves at the prone rates of Chart 5.22. */
  readonly prone: boolean;
  /** Pays twice every cost (Cases 9.21, 9.32). */
  readonly seriouslyWounded: boolean;
  /** Has no Task Points and performs no task (Case 9.22). */
  readonly incapacitated?: boolean;
  /** Wears snorkel or SCUBA gear with flippers (Section 36.0): water at the Clear rate (Case 36.25), land at triple (Case 36.26). */
  readonly divingGear?: boolean;
}

export type MovementTaskId = 'move-orthogonal' | 'move-diagonal' | 'move-orthogonal-prone' | 'move-diagonal-prone' | 'fall-prone';

/** Every number movement reads, with its provenance. A campaign overrides any of them. */
export interface MovementTables {
  readonly field: Readonly<Record<FieldTerrain, Pick<FieldTerrainEffect, 'multiple' | 'additive'>>>;
  readonly line: Readonly<Record<LineTerrain, Pick<LineTerrainEffect, 'crossing' | 'aperture'>>>;
  readonly taskPoints: Readonly<Record<MovementTaskId, { readonly cost: Sourced<TaskPointCostValue> }>>;
  readonly seriouslyWoundedMultiple: Sourced<number>;
  readonly elevation: ElevationChangeCosts;
  /** How level changes are charged: the Addenda's 0 ↔ −1 drop only (default), the chart line as first printed (0 ↔ +1), or every level (see `elevationStep`). */
  readonly elevationReading: 'addenda' | 'as-first-printed' | 'every-level';
  /** Climbing from level −1 back to 0: Case 35.31 "into or out of" level zero. */
  readonly climbOutOfNegative: Sourced<number>;
  /** Chart 7.39 gives woods multiple 1; Case 7.34's example gives 2. */
  readonly woodsReading: 'chart' | 'case-7.34';
  readonly woodsMultipleCase734: Sourced<number>;
  /** Chart 7.39 note 4: terrain that negates other terrain in its square for movement. */
  readonly negatesOtherTerrain: Sourced<readonly FieldTerrain[]>;
  /** Water whose `elevation` is its depth; a man moving on it is at level 0 (Cases 36.11, 36.24). */
  readonly surfaceTerrain: Sourced<readonly FieldTerrain[]>;
  readonly stackingLimit: Sourced<number>;
  /** Falling prone as the last task: always free (Chart 5.22 note *, default) or free only when short of Task Points (Case 7.6; campaign reading `fall-prone-paid`). */
  readonly fallProneAtEnd: 'case-7.6' | 'chart-5.22-note';
}

function climbOutOf(intoNegative: Sourced<number>): Sourced<number> {
  return house(
    intoNegative.value,
    'Case 35.31 ("into or out of a square at elevation level zero"), with the Chart 7.39 Addenda',
    'the Addenda price the drop from 0 to −1; Case 35.31 charges it both ways, so climbing back out costs the same',
  );
}

export const MOVEMENT_TABLES: MovementTables = {
  field: FIELD_TERRAIN_EFFECTS,
  line: LINE_TERRAIN_EFFECTS,
  taskPoints: TASK_POINT_COSTS,
  seriouslyWoundedMultiple: TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple,
  elevation: ELEVATION_CHANGE,
  elevationReading: 'addenda',
  climbOutOfNegative: climbOutOf(ELEVATION_CHANGE.intoNegative),
  woodsReading: 'chart',
  woodsMultipleCase734: WOODS_MULTIPLE_CASE_7_34,
  negatesOtherTerrain: house(['road'], 'Chart 7.39 note 4', 'the chart rows the note marks are cut off in the seed; only a road plausibly "negates any other terrain"'),
  surfaceTerrain: house(['water', 'river', 'sea'], 'Cases 36.11, 36.24', 'water level is level 0 and a swimmer stays there; the square’s elevation marks the depth'),
  stackingLimit: STACKING_LIMIT_CASE_7_41,
  fallProneAtEnd: 'chart-5.22-note',
};

/** The defaults with some entries replaced. */
export function movementTables(overrides: Partial<MovementTables>): MovementTables {
  return { ...MOVEMENT_TABLES, ...overrides };
}

export type MovementReadings = Partial<Pick<MovementTables, 'woodsReading' | 'elevationReading' | 'fallProneAtEnd'>>;

const fromCampaign = new WeakMap<CommandoTables, Map<string, MovementTables>>();

/**
 * Movement's view of a campaign's charts (after `applyOverrides` or
 * `withWoodsMultipleCase734`), with the readings this file offers. The same
 * inputs give the same object, so path-finding's per-tables cache holds.
 */
export function movementTablesFrom(tables: CommandoTables, readings: MovementReadings = {}): MovementTables {
  let byReadings = fromCampaign.get(tables);
  if (!byReadings) fromCampaign.set(tables, (byReadings = new Map()));
  const key = `${readings.woodsReading ?? ''}|${readings.elevationReading ?? ''}|${readings.fallProneAtEnd ?? ''}`;
  let t = byReadings.get(key);
  if (!t) {
    t = {
      ...MOVEMENT_TABLES,
      field: tables.fieldTerrain,
      line: tables.lineTerrain,
      taskPoints: tables.taskPointCosts,
      seriouslyWoundedMultiple: tables.taskPointAllotment.seriouslyWoundedCostMultiple,
      elevation: tables.elevationChange,
      climbOutOfNegative: climbOutOf(tables.elevationChange.intoNegative),
      ...readings,
    };
    byReadings.set(key, t);
  }
  return t;
}

/** A Chart 5.22 movement row's Task Points, which must be a number. */
export function movementTaskCost(tables: MovementTables, id: MovementTaskId): Sourced<number> {
  const c = tables.taskPoints[id].cost;
  if (typeof c.value !== 'number') throw new RangeError(`Chart 5.22 row "${id}" must be a number of Task Points, not ${String(c.value)}`);
  return c as Sourced<number>;
}
