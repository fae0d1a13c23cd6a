/**
 * Task Point Cost Chart (Case 5.22).
 *
 * The seed prints the movement rows and the first three fire rows, then stops.
 * The remaining rows come from, in order of precedence:
 *   1. a Case in the rules text that states the cost (`printed`, the Case as source);
 *   2. the fan "variant charts" transcription (`variant`, task-point-costs-variant.md);
 *   3. our own value (`house`), where neither gives one.
 *
 * A cost of 'all-remaining' means the task takes every Task Point the man has
 * left in the Phase (aiming, Case 10.82; hand-to-hand combat, Case 12.31).
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed, variant } from '../../../kernel/provenance';
import { describeTable } from './table';

export type TaskPointCostValue = number | 'all-remaining';

export type TaskCategory = 'movement' | 'combat' | 'equipment' | 'mounts-vehicles' | 'other';

export interface TaskPointCost {
  /** The chart's wording. */
  readonly label: string;
  readonly category: TaskCategory;
  readonly cost: Sourced<TaskPointCostValue>;
  /** The chart's "+" code: performed with another task and added to its cost (Case 5.22 note). */
  readonly addOn: boolean;
  /** 'task': each time; 'game-turn': every Game-Turn; 'total': a total that may exceed one Phase's allotment (the Case says how it is spread). */
  readonly per: 'task' | 'game-turn' | 'total';
  readonly note?: string;
}

const CHART = 'Case 5.22 Task Point Cost Chart';
const VARIANT_SOURCE = 'variant charts transcription (task-point-costs-variant.md)';
const VARIANT_WHY = 'the seed chart is cut off after "Fire rifle or carbine"; the fan transcription agrees with every printed row';

type Options = Partial<Pick<TaskPointCost, 'addOn' | 'per' | 'note'>>;

const row = (label: string, category: TaskCategory, cost: Sourced<TaskPointCostValue>, o: Options = {}): TaskPointCost => ({
  label,
  category,
  cost,
  addOn: o.addOn ?? false,
  per: o.per ?? 'task',
  ...(o.note === undefined ? {} : { note: o.note }),
});

const chartRow = (label: string, category: TaskCategory, value: number, o?: Options): TaskPointCost =>
  row(label, category, printed(value, `${CHART}, "${label}"`), o);
const caseRow = (label: string, category: TaskCategory, value: TaskPointCostValue, source: string, o?: Options): TaskPointCost =>
  row(label, category, printed(value, source), o);
const variantRow = (label: string, category: TaskCategory, value: number, o?: Options): TaskPointCost =>
  row(label, category, variant(value, `${VARIANT_SOURCE}, "${label}"`, VARIANT_WHY), o);
const houseRow = (label: string, category: TaskCategory, value: number, rationale: string, o?: Options): TaskPointCost =>
  row(label, category, house(value, `${CHART}, "${label}" (not in seed or variant)`, rationale), o);

export const TASK_POINT_COSTS = {
  // Movement (printed, Case 5.22; also Case 7.22)
  'move-orthogonal': chartRow('Move one Square orthogonally', 'movement', 5),
  'move-diagonal': chartRow('Move one Square diagonally', 'movement', 7),
  'move-orthogonal-prone': chartRow('Move one Square orthogonally while prone', 'movement', 10),
  'move-diagonal-prone': chartRow('Move one Square diagonally while prone', 'movement', 14),
  'stand-erect': chartRow('Stand erect', 'movement', 7),
  'fall-prone': chartRow('Fall Prone', 'movement', 13, { note: 'Free if it is the last task of the Phase (Case 5.22 note *, Case 7.6).' }),
  'climb-tree': caseRow('Climb tree', 'movement', 50, 'Case 35.11 ("a full Game-Turn (50 Task Points)")'),
  'drop-from-tree': caseRow('Drop from tree', 'movement', 20, 'Case 35.16'),
  'climb-ladder': caseRow('Climb or walk down ladder or stairway', 'movement', 25, 'Case 35.21'),
  'jump-off-roof': caseRow('Jump off roof', 'movement', 25, 'Case 35.23'),
  'climb-roof-hooks': caseRow('Climb roof with hooks and rope', 'movement', 50, 'Case 35.24'),
  'dive-or-rise': caseRow('Dive or rise one elevation level (SCUBA or snorkel)', 'movement', 10, 'Case 36.27'),

  // Combat
  'fire-automatic': chartRow('Fire automatic weapon (auto or machine)', 'combat', 18),
  'fire-semi-automatic': chartRow('Fire semi-automatic weapon', 'combat', 15),
  'fire-rifle': chartRow('Fire rifle or carbine', 'combat', 13),
  'fire-shotgun': variantRow('Fire shotgun', 'combat', 14),
  'fire-pistol': variantRow('Fire pistol', 'combat', 7),
  'fire-flamethrower': variantRow('Fire flamethrower', 'combat', 20),
  'fire-rocket-launcher': variantRow('Fire rocket launcher or LAW', 'combat', 25),
  'fire-thump-gun': caseRow('Fire thump gun', 'combat', 25, 'Case 21.12'),
  aim: caseRow('Aim', 'combat', 'all-remaining', 'Case 10.82 Fire Combat Modifications Table, "Aiming (expends all Task Points)"; Case 5.22 note †', {
    note: 'The cost to fire is included in the expenditure of all Task Points (Case 5.22 note †).',
  }),
  'spray-fire': variantRow('Spray fire', 'combat', 7, { addOn: true }),
  'opportunity-fire-plot': caseRow('Opportunity fire (plotted)', 'combat', 5, 'Case 10.76; Case 5.22 note **', {
    addOn: true,
    note: 'Paid on top of the fire cost whether or not the plotted man fires (Case 10.76).',
  }),
  'prepare-grenade': variantRow('Prepare grenade', 'combat', 7),
  'throw-grenade': variantRow('Throw grenade', 'combat', 13),
  'fire-hand-flare': caseRow('Fire hand flare', 'combat', 13, 'Case 34.31 ("the same cost as throwing a grenade (13 Task Points)")'),
  'detonate-claymore': caseRow('Detonate claymore', 'combat', 20, 'Case 22.32'),
  'prepare-satchel-charge': variantRow('Prepare satchel charge', 'combat', 12),
  'throw-satchel-charge': variantRow('Throw satchel charge', 'combat', 15),
  'hand-to-hand': caseRow('Hand-to-hand combat', 'combat', 'all-remaining', 'Case 12.31 ("expends all his Task Points in doing so")'),
  disengage: variantRow('Disengage from hand-to-hand combat', 'combat', 20),

  // Weapons and equipment
  reload: variantRow('Reload weapon', 'equipment', 25),
  'reload-rocket-launcher': variantRow('Reload one rocket launcher shell', 'equipment', 50),
  'affix-rifle-grenade': variantRow('Affix (or remove) rifle grenade', 'equipment', 50),
  'exchange-weapons': variantRow('Exchange weapons', 'equipment', 22),
  'pick-up-weapon': variantRow('Pick up weapon', 'equipment', 10),
  'carry-flamethrower': caseRow('Carry flamethrower', 'equipment', 5, 'Case 17.11', { per: 'game-turn' }),
  'repair-flamethrower': caseRow('Repair flamethrower', 'equipment', 135, 'Case 17.36', { per: 'total' }),
  'clip-straight-wire': caseRow('Clip straight wire', 'equipment', 50, 'Case 20.31', { per: 'total', note: 'The man must be prone (Case 20.32).' }),
  'clip-concertina-wire': caseRow('Clip concertina wire', 'equipment', 100, 'Case 20.31', { per: 'total', note: 'The man must be prone (Case 20.32).' }),
  'test-electrified-wire': caseRow('Test electrified wire', 'equipment', 50, 'Case 31.1 ("by expending 50 Task Points")', {
    note: 'A full Phase for any man: Case 31.1 gives 25 for a severely wounded man, which Case 9.21 doubles to 50.',
  }),
  'boost-over-wire': caseRow('Boost a man over electrified wire', 'equipment', 25, 'Case 31.23'),
  'remove-or-don-diving-gear': caseRow('Remove or don SCUBA or snorkel gear', 'equipment', 50, 'Case 36.26'),
  'destroy-searchlight': caseRow('Destroy searchlight', 'equipment', 5, 'Case 33.31'),
  'operate-searchlight': variantRow('Operate searchlight', 'equipment', 50, { note: 'The operator may perform no other task (Case 33.12).' }),
  'turn-searchlight': houseRow(
    'Turn searchlight one 45° arc',
    'equipment',
    5,
    'as the tank’s printed "Change facing by 45°" (Chart 23.8) and destroying a searchlight (Case 33.31)',
  ),

  // Mounts and vehicles
  'mount-animal': variantRow('Mount horse or camel', 'mounts-vehicles', 35, { note: 'Man and mount both pay (Case 19.22).' }),
  'dismount-animal': variantRow('Dismount horse or camel', 'mounts-vehicles', 35, { note: 'Man and mount both pay (Case 19.22).' }),
  'pass-reins': houseRow('Pass reins', 'mounts-vehicles', 7, 'a hand-off in passing (Case 19.67): as standing erect (7), well under exchanging weapons (22)'),
  'hitch-horse': houseRow('Hitch horse to a building corner', 'mounts-vehicles', 13, 'a quick knot (Case 19.67): as falling prone or throwing a grenade (13)'),
  'hobble-camel': houseRow('Hobble camel', 'mounts-vehicles', 25, 'tying a camel’s forelegs (Case 19.66) takes longer than hitching: half a Phase, as reloading (25)'),
  'unhobble-camel': houseRow('Unhobble camel', 'mounts-vehicles', 13, 'untying is quicker than hobbling (Case 19.66): as hitching (13)'),
  'mount-tank': variantRow('Mount tank', 'mounts-vehicles', 30, { note: 'The variant transcription’s vehicle rows look scrambled.' }),
  'mount-vehicle': variantRow('Mount APC, jeep or motorcycle', 'mounts-vehicles', 35),
  'dismount-vehicle': variantRow('Dismount APC, jeep or motorcycle', 'mounts-vehicles', 7, { addOn: true }),
  'operate-vehicle': variantRow('Operate vehicle', 'mounts-vehicles', 50),
  're-enter-tank': caseRow('Re-enter tank', 'mounts-vehicles', 25, 'Case 23.72 ("also listed on the Task Point Cost Chart, 5.22")'),
  'tank-crew-change-places': caseRow('Two tank crewmen exchange places', 'mounts-vehicles', 20, 'Case 23.23 (paid by the tank, Chart 23.8)'),
  'bail-out': caseRow('Bail out of tank', 'mounts-vehicles', 50, 'Case 23.71 (paid by the tank)'),

  // Other
  'carry-incapacitated': variantRow('Carry incapacitated man', 'other', 15, { addOn: true }),
  'cease-burning': variantRow('Cease burning (prone)', 'other', 25),
  'revive-unconscious': caseRow('Revive unconscious man', 'other', 150, 'Case 36.56 ("a total of 150 Task Points")', {
    per: 'total',
    note: 'Spent in the unconscious man’s square within ten Game-Turns (Case 36.56).',
  }),
} satisfies Record<string, TaskPointCost>;

export type TaskPointActionId = keyof typeof TASK_POINT_COSTS;
export type TaskPointCostTable = Readonly<Record<TaskPointActionId, TaskPointCost>>;

export interface TaskPointAllotment {
  /** Task Points per Game-Turn for an unwounded man (Case 4.0, "Task Points"). */
  readonly unwounded: Sourced<number>;
  /**
   * A seriously wounded man keeps his allotment but pays this multiple of every
   * cost (Case 9.21). The variant chart's "25 Task Points" row is the same thing
   * seen the other way (50 ÷ 2); we keep the rules text.
   */
  readonly seriouslyWoundedCostMultiple: Sourced<number>;
}

export const TASK_POINT_ALLOTMENT: TaskPointAllotment = {
  unwounded: printed(50, 'Case 4.0, "Task Points" ("each unwounded man has 50 Task Points per Game-Turn")'),
  seriouslyWoundedCostMultiple: printed(2, 'Case 9.21 ("Double the Task Point costs listed on the Task Point Cost Table, 5.22")'),
};

export const TASK_POINT_COST_TABLE = describeTable({
  title: 'Case 5.22 Task Point Cost Chart',
  data: TASK_POINT_COSTS as TaskPointCostTable,
  valueSchema: (field) => (field === 'cost' ? z.union([z.number().int().min(0), z.literal('all-remaining')]) : undefined),
});

export const TASK_POINT_ALLOTMENT_TABLE = describeTable({
  title: 'Task Point allotment (Case 4.0 "Task Points"; Case 9.21)',
  data: TASK_POINT_ALLOTMENT,
  valueSchema: (field) => (field === undefined ? z.number().int().positive() : undefined),
});
