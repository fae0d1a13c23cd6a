/**
 * Case 19.67's reins as commands: passing a mount's reins to another man
 * ("by passing through the other man's square, and expending the required Task
 * Points") and hitching a mount to a building corner ("he simply pays the
 * required Task Point Cost, and the horse will remain there"), with the events'
 * folding. Chart 5.22's rows for both are house values (tables/task-point-costs.ts).
 * Rulings HC16–HC17 in docs/rulings/horses.md.
 */
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { onMap, terrainAt, type Square } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { MountEvent } from '../model/events-mounts';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf } from '../model/state';
import { reinsError } from '../rules/mounts';
import { INTERIOR } from '../rules/panic-terrain';
import { mountedBy, mountsInUse, reinsHeld } from './mounts';
import { checkActive } from './sequentiality';
import { checkAffordable, taskCost } from './task-points';

type Decided = Result<GameEvent[], RuleError>;

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', 'Case 19.0', 'Horses and Camels (Optional Rule Section 19.0) are not in use in this game.');
const same = (a: Square | undefined, b: Square | undefined): boolean => a !== undefined && b !== undefined && a.col === b.col && a.row === b.row;
const near = (a: Square, b: Square): boolean => Math.abs(a.col - b.col) <= 1 && Math.abs(a.row - b.row) <= 1;

/** A man on foot of the acting side (not a mount, dog or rider). */
function afoot(state: GameState, man: ManState): boolean {
  return !man.mount && !man.dog && !mountedBy(state, man.id);
}

/**
 * Ruling HC17: a building corner is within reach of a mount when one of the eight squares around it (or its own)
 * is a building's inside square: it stands against the building's outline, where a corner or wall post is.
 */
export function besideBuilding(state: GameState, at: Square): boolean {
  for (let dc = -1; dc <= 1; dc++) {
    for (let dr = -1; dr <= 1; dr++) {
      const sq = { col: at.col + dc, row: at.row + dr };
      if (onMap(state.map, sq) && INTERIOR.has(terrainAt(state.map, sq).terrain)) return true;
    }
  }
  return false;
}

/** task/pass-reins (Case 19.67): the holder, in the other man's square, hands him a mount's reins (ruling HC16). */
export function decidePassReins(state: GameState, cmd: CommandOf<'task/pass-reins'>): Decided {
  if (!mountsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const mount = state.men[cmd.mountId];
  if (!mount?.mount || mount.mount.reinsHeldBy !== man.id) return err(ruleError('mount/not-holding', 'Case 19.67', `${man.name} does not hold the reins of "${cmd.mountId}" (Case 19.67).`));
  const to = state.men[cmd.toManId];
  if (!to || to.id === man.id || to.side !== man.side || !afoot(state, to) || !canAct(to)) return err(ruleError('mount/reins-receiver', 'Case 19.67', `"${cmd.toManId}" is not another active Friendly man on foot who can take the reins (Case 19.67).`));
  if (!same(man.square, to.square)) return err(ruleError('mount/reins-not-here', 'Case 19.67', `${man.name} passes the reins by passing through ${to.name}'s square: he must be in it (Case 19.67).`));
  const full = reinsError(reinsHeld(state, to.id).length, to.name);
  if (full) return err(full);
  const cost = taskCost('pass-reins', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, 'Passing the reins', 'Case 19.67');
  if (short) return err(short);
  return ok([{ type: 'reins-passed', manId: man.id, toManId: to.id, mountId: mount.id, cost, caseRef: 'Case 19.67' }]);
}

/** task/hitch (Case 19.67): the man holding a mount's reins hitches it to a building corner; `hitch: false` takes a hitched mount's reins again. */
export function decideHitch(state: GameState, cmd: CommandOf<'task/hitch'>): Decided {
  if (!mountsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const mount = state.men[cmd.mountId];
  if (!afoot(state, man)) return err(ruleError('mount/hitcher', 'Case 19.67', `${man.name} must be a dismounted man to hitch or unhitch a mount (Case 19.67).`));
  if (!mount?.mount || mount.side !== man.side || !mount.square) return err(ruleError('mount/unknown', 'Case 19.67', `"${cmd.mountId}" is not a mount of ${man.name}'s side.`));
  if (!man.square || !near(man.square, mount.square)) return err(ruleError('mount/out-of-reach', 'Case 19.67', `${mount.name} is not in or beside ${man.name}'s square (ruling HC17).`));
  if (cmd.hitch) {
    if (mount.mount.reinsHeldBy !== man.id) return err(ruleError('mount/not-holding', 'Case 19.67', `${man.name} must hold ${mount.name}'s reins to hitch it (Case 19.67: "a man may hitch his horse").`));
    if (!besideBuilding(state, mount.square)) return err(ruleError('mount/no-building-corner', 'Case 19.67', `${mount.name} is not against a building: a mount is hitched to a corner of a building (Case 19.67, ruling HC17).`));
  } else {
    if (!mount.mount.hitched) return err(ruleError('mount/not-hitched', 'Case 19.67', `${mount.name} is not hitched.`));
    const full = reinsError(reinsHeld(state, man.id).length, man.name);
    if (full) return err(full);
  }
  const cost = taskCost('hitch-horse', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, cmd.hitch ? 'Hitching' : 'Unhitching', 'Case 19.67');
  if (short) return err(short);
  return ok([{ type: 'mount-hitched', manId: man.id, mountId: mount.id, hitched: cmd.hitch, cost, caseRef: 'Case 19.67' }]);
}

function spend(state: GameState, manId: string, points: number): GameState {
  const seq = state.sequence;
  if (!seq || points === 0) return state;
  const t = manTurnOf(state, manId);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + points } } } };
}

/** `next` is the state with its version already counted. */
export function evolveReinsEvent(next: GameState, event: Extract<MountEvent, { type: 'reins-passed' | 'mount-hitched' }>): GameState {
  const m = next.men[event.mountId];
  if (!m?.mount) return next;
  const { reinsHeldBy: _r, hitched: _h, ...rest } = m.mount;
  const figure =
    event.type === 'reins-passed'
      ? { ...rest, reinsHeldBy: event.toManId }
      : event.hitched
        ? { ...rest, hitched: true as const }
        : // Ruling HC17: the man who unhitches a mount holds its reins.
          { ...rest, reinsHeldBy: event.manId };
  return spend({ ...next, men: { ...next.men, [m.id]: { ...m, mount: figure } } }, event.manId, event.cost.final);
}
