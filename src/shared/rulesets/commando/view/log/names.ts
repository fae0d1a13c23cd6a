import { describeSquare } from '../../../../map/coords';
import type { Square } from '../../../../map/map-model';
import type { ManState } from '../../model/state';
import type { Armament, CarriedWeapon } from '../../rules/weapons';
import { armamentOf } from '../../engine/carried-weapons';
import { WEAPON_CLASSES } from '../../tables/weapons';
import { MELEE_WEAPON_TABLE_DATA } from '../../tables/hand-to-hand-weapons';
import { TASK_POINT_COSTS } from '../../tables/task-point-costs';

/**
 * Names for the log in words: men by the name the views show, sides by their
 * name, weapons by their chart name (Table 10.81 or the Hand-to-Hand Weapon
 * Table), tasks by their Task Point Cost Chart name, Phases by Case 5.1. An
 * id the names do not know is shown as it is (never an error: a log line must
 * always be written).
 */
export interface LogNames {
  man(id: string): string;
  side(id: string): string;
  /** A carried weapon by its id (the man's armament, or the armament the event carries). */
  weapon(weaponId: string, manId?: string, armament?: Armament): string;
  /** A weapon class, a melee weapon or a task id as the charts name it. */
  kind(kind: string): string;
  task(taskId: string): string;
  object(id: string): string;
}

/** The eight Phases of Case 5.1 as the umpire reads them. */
export const PHASE_NAMES: Readonly<Record<string, string>> = {
  observation: 'A. Observation',
  'opportunity-fire-plot': 'B. Opportunity Fire Plot',
  initiative: 'C. Initiative Determination',
  'hand-to-hand': 'D. Hand-to-Hand Combat',
  'non-prepared-task-execution': 'E. Non-Prepared Task Execution',
  'prepared-task-execution': 'F. Prepared Task Execution',
  bookkeeping: 'G. Bookkeeping',
  'game-turn-record': 'H. Game-Turn Record',
  setup: 'Set-up',
};

export const phaseName = (phase: string): string => PHASE_NAMES[phase] ?? phase;

export const sq = (square: Square | undefined): string => (square ? describeSquare(square) : 'off the map');

/** A weapon class or melee weapon by its chart name ("Submachinegun", "Combat knife"); the id when no chart names it. */
export function chartWeaponName(kind: string): string {
  if (kind === 'thump-gun') return 'Thump gun';
  const fire = (WEAPON_CLASSES as Readonly<Record<string, { label: string }>>)[kind];
  if (fire) return fire.label;
  const melee = (MELEE_WEAPON_TABLE_DATA as Readonly<Record<string, { label: string }>>)[kind];
  return melee ? melee.label : kind;
}

/** A task by its Task Point Cost Chart name ("Fire automatic weapon (auto or machine)"); the id when the chart has no row. */
export function chartTaskName(taskId: string): string {
  const row = (TASK_POINT_COSTS as Readonly<Record<string, { label: string }>>)[taskId];
  return row ? row.label : taskId;
}

/** A scenario object in words: "hostage-group-1" reads "Hostage group 1". */
export function objectName(id: string): string {
  const words = id.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface NameSource {
  readonly men: readonly ManState[];
  readonly sides: readonly { readonly id: string; readonly name: string }[];
}

function findWeapon(weapons: readonly CarriedWeapon[] | undefined, id: string): CarriedWeapon | undefined {
  return weapons?.find((w) => w.id === id);
}

/** Names from what a viewer holds (the umpire's view, a state, or a side's own men and contacts). */
export function logNames(source: NameSource): LogNames {
  const men = new Map(source.men.map((m) => [m.id, m]));
  const sides = new Map(source.sides.map((s) => [s.id, s.name]));
  return {
    man: (id) => men.get(id)?.name ?? id,
    side: (id) => sides.get(id) ?? id,
    weapon(weaponId, manId, armament) {
      const fromEvent = findWeapon(armament?.weapons, weaponId);
      if (fromEvent) return chartWeaponName(fromEvent.kind);
      const man = manId ? men.get(manId) : undefined;
      const own = man ? findWeapon(armamentOf(man).weapons, weaponId) : undefined;
      if (own) return chartWeaponName(own.kind);
      for (const m of men.values()) {
        const w = findWeapon(armamentOf(m).weapons, weaponId);
        if (w) return chartWeaponName(w.kind);
      }
      return weaponId;
    },
    kind: chartWeaponName,
    task: chartTaskName,
    object: objectName,
  };
}
