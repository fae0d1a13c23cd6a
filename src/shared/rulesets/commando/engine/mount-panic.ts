/**
 * Panic of mounts (Section 19.6): a riderless mount neither held, hitched nor
 * hobbled panics automatically with "Move" (Case 19.65); otherwise it checks
 * normally (Cases 19.61–19.63: its own percentage, set on the figure), and its
 * result is read by Case 19.64 (and Case 42.43's Addenda for the mule). A
 * hobbled mount is "incapable of movement" (Case 19.66): its "Move" holds.
 */
import { terrainAt, type Square } from '../../../map/map-model';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import type { PanicResult } from '../tables/panic-modifiers';
import { MOVEMENT_TABLES, type MovementTables } from '../rules/movement-tables';
import { MOUNT_BARRED_FIELDS, mountPanicResult, mountPanicsAutomatically, type MountPanicResult } from '../rules/mounts';

export interface MountPanic {
  readonly result: MountPanicResult;
  readonly event: GameEvent;
}

/** Case 19.65: the riderless mount panics without a roll. */
export const panicsAutomatically = (man: ManState): boolean => man.mount !== undefined && mountPanicsAutomatically(man.mount);

/** The mount's routine for a printed result (`undefined`: Case 19.65's automatic "Move"). */
export function mountPanic(mount: ManState, printed: PanicResult | 'hand-to-hand' | undefined): MountPanic {
  // Case 14.29's "hand-to-hand" (a panicked man in melee): a mount stands in the melee (ruling HC10, as Case 19.46's camel).
  const read = printed === undefined ? { result: 'move' as const, caseRef: 'Case 19.65' } : printed === 'hand-to-hand' ? { result: 'hold' as const, caseRef: 'Case 19.46' } : mountPanicResult(printed, mount.mount!.kind);
  const kind = mount.mount!.kind;
  // Case 42.43: "The mule may never Panic and move as a result"; Case 19.66: a hobbled mount cannot move.
  const result: MountPanicResult = read.result === 'move' && mount.mount!.hobbled ? 'hold' : read.result === 'move' && kind === 'mule' ? 'fall-prone' : read.result;
  const caseRef = result !== read.result ? (kind === 'mule' ? 'Case 42.43' : 'Case 19.66') : read.caseRef;
  const letGo = mount.mount!.reinsHeldBy;
  return { result, event: { type: 'mount-panicked', mountId: mount.id, result, automatic: printed === undefined, ...(letGo ? { letGo } : {}), caseRef } };
}

/**
 * Case 19.25 on a panicking mount's route (Case 14.24): it enters no mountain or
 * trench square, on top of the scenario's own off-limits squares. Windows and
 * slits are already shut to every panic move (Case 14.24); doors are shut to a
 * mount by `mountPanicTables`.
 */
export function panicOffLimits(state: GameState, man: ManState, scenario: ((sq: Square) => boolean) | undefined): ((sq: Square) => boolean) | undefined {
  if (!man.mount) return scenario;
  return (sq) => scenario?.(sq) === true || (MOUNT_BARRED_FIELDS as readonly string[]).includes(terrainAt(state.map, sq).terrain);
}

const doorShut = new WeakMap<MovementTables, MovementTables>();

/** Case 19.25 ("Horses may never move through windows, doors, or slits"): the movement tables a panicking mount runs by, doors impassable. */
export function mountPanicTables(t: MovementTables = MOVEMENT_TABLES): MovementTables {
  let out = doorShut.get(t);
  if (!out) {
    const shut = { kind: 'printed', source: 'Case 19.25 ("Horses may never move through windows, doors, or slits")' } as const;
    out = { ...t, line: { ...t.line, door: { ...t.line.door, crossing: { value: 'impassable', provenance: shut } } } };
    doorShut.set(t, out);
  }
  return out;
}
