/**
 * Horses and camels (Optional Rule Section 19.0) in play: whether the Section
 * is in use, who rides or holds what, the scenario's allotments (Case 42.42),
 * the gate every command passes (what a mount, a rider and a man holding reins
 * may do: Cases 19.21, 19.24, 19.25, 19.31, 19.32, 19.35, 19.66, 19.67), and
 * the rider carried with his mount, the led mount following its leader
 * (Cases 19.31, 19.67). Rulings: docs/rulings/horses.md.
 */
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import { onMap, terrainAt } from '../../../map/map-model';
import type { Command } from '../model/commands';
import type { MountAllotment, MountsState } from '../model/mount-state';
import type { Scenario } from '../model/scenario-schema';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf } from '../model/state';
import { linesOn } from '../rules/panic-terrain';
import { squareName } from '../rules/movement';
import { mayLead, MOUNT_BARRED_FIELDS, MOUNT_BARRED_LINES, mountedFireError, mountedFireModifier, mountedGrenadeError, mountFallProneError, mountSquareError, mountTaskError, reinsFireError } from '../rules/mounts';
import { armamentOf } from './carried-weapons';

export const MOUNTS_SECTION = '19';

export const mountsInUse = (state: GameState): boolean => state.mounts !== undefined && (state.scenario?.optionalRules ?? [MOUNTS_SECTION]).includes(MOUNTS_SECTION);

/** The mount a man rides (Case 19.31). */
export const mountedBy = (state: GameState, manId: string): ManState | undefined => Object.values(state.men).find((m) => m.mount?.riderId === manId);

/** The mounts whose reins a man holds (Case 19.67). */
export const reinsHeld = (state: GameState, manId: string): ManState[] => Object.values(state.men).filter((m) => m.mount?.reinsHeldBy === manId);

/** Section 19.0 when in use at createGame: the listing's mounts (Case 42.42: "eight hobbled camels and a mule"). */
export function initialMounts(scenario: Pick<Scenario, 'optionalRules'>, chosen: readonly string[]): { mounts?: MountsState } {
  if (!chosen.includes(MOUNTS_SECTION)) return {};
  const allotments: Record<string, MountAllotment[]> = {};
  for (const use of [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested]) {
    if (use.section !== 19) continue;
    for (const a of use.allotments ?? []) {
      if (a.per !== 'side' || a.count === null) continue;
      const kind = /mule/i.test(a.item) ? 'mule' : /camel/i.test(a.item) ? 'camel' : /horse/i.test(a.item) ? 'horse' : undefined;
      if (kind) (allotments[a.side] ??= []).push({ kind, count: a.count, hobbled: /hobbled/i.test(a.item), ...((use.parts ?? []).includes('19.7') ? { cossack: true } : {}), caseRef: `Case ${use.case}` });
    }
  }
  return { mounts: { nextNumber: 1, ...(Object.keys(allotments).length > 0 ? { allotments } : {}) } };
}

const same = (a: Square | undefined, b: Square): boolean => a !== undefined && a.col === b.col && a.row === b.row;

/** Case 19.24: the Friendly figures in `square` a ridden mount may not join — any but the mount and its own rider, the dead apart. */
export const friendsBarringMount = (state: GameState, mount: ManState, square: Square): ManState[] =>
  Object.values(state.men).filter((m) => m.id !== mount.id && m.id !== mount.mount?.riderId && m.side === mount.side && m.condition !== 'dead' && same(m.square, square));
const manOf = (command: Command): string | undefined => {
  const c = command as { manId?: unknown };
  return typeof c.manId === 'string' ? c.manId : undefined;
};
const routeOf = (command: Command): readonly Square[] | undefined => (command.type === 'task/move' || command.type === 'task/route' ? command.route : undefined);

/** The kind of the weapon a fire command fires (the named one, else the prepared one). */
function firedKind(man: ManState, weaponId: string | undefined): string | undefined {
  const arm = armamentOf(man);
  const id = weaponId ?? arm.preparedWeapon;
  return arm.weapons.find((w) => w.id === id)?.kind;
}

/** Case 19.25: a mount's route — no window, door or slit crossed; no mountain or trench entered. */
function mountRouteError(state: GameState, mount: ManState, route: readonly Square[]): RuleError | undefined {
  for (let i = 1; i < route.length; i++) {
    const a = route[i - 1]!;
    const b = route[i]!;
    if (!onMap(state.map, b)) return undefined;
    const t = terrainAt(state.map, b).terrain;
    if ( (MOUNT_BARRED_FIELDS as readonly string[]).includes(t)) return ruleError('mount/barred-terrain', 'Case 19.25', `${mount.name} may not enter ${t} (${squareName(b)}): horses may not cross mountain squares or descend into trenches (Case 19.25).`);
    const orth = a.col === b.col || a.row === b.row;
    const lines = orth ? linesOn(state.map, a, b) : [];
    const barred = lines.find((l) => (MOUNT_BARRED_LINES as readonly string[]).includes(l));
    if (barred) return ruleError('mount/barred-line', 'Case 19.25', `${mount.name} may not move through a ${barred} into ${squareName(b)} (Case 19.25).`);
    // Case 19.24: one mount and its rider from each side in a square; no other Friendly figure there.
    const friends = friendsBarringMount(state, mount, b);
    const err = mountSquareError('mount', { friendlyMounts: friends.filter((m) => m.mount).length, riderlessMounts: 0, ownMountThere: false }, squareName(b));
    if (err) return err;
    if (friends.length > 0) return ruleError('mount/square-full', 'Case 19.24', `Only a single horse and its rider from each side may be present in a square; ${squareName(b)} holds ${friends[0]!.name} (Case 19.24).`);
  }
  return undefined;
}

/** Case 19.24 (ruling HC7): a man on foot enters no square with a riderless mount but his own side's (he is "about to mount"). */
function footRouteError(state: GameState, man: ManState, route: readonly Square[]): RuleError | undefined {
  for (const b of route.slice(1)) {
    const riderless = Object.values(state.men).filter((m) => m.mount && !m.mount.riderId && canAct(m) && same(m.square, b));
    const own = riderless.length > 0 && riderless.every((m) => m.side === man.side);
    const e = mountSquareError('man', { friendlyMounts: 0, riderlessMounts: riderless.length, ownMountThere: own }, squareName(b));
    if (e) return e;
  }
  return undefined;
}

/**
 * The gate every command passes (dispatch.ts's gate list, so decide and the cheap legality check agree).
 * Ruling HC1: a ridden mount moves by its own task/move (Case 19.31: the rider goes where it goes); a riderless one
 * moves only by panic (Case 19.65) or led (Case 19.67).
 */
export function mountGate(state: GameState, command: Command): RuleError | undefined {
  if (!state.mounts) return undefined;
  const id = manOf(command);
  const man = id ? state.men[id] : undefined;
  if (!man) return undefined;
  const route = routeOf(command);
  // The umpire's rulings (umpire/*) and set-up reach a mount as a man; its own tasks are Case 19.21's.
  if (man.mount && (command.type.startsWith('task/') || command.type.startsWith('plot/'))) {
    const task = command.type === 'task/route' ? 'task/move' : command.type;
    if (task === 'task/fall-prone') return mountFallProneError(man.name);
    // Case 20.15 (ruling HC21): fallen at the wire, it stands by itself in the following Task Execution Phase, not by a task.
    if (man.mount.caughtInWire && task === 'task/stand') return ruleError('mount/caught-in-wire', 'Case 20.15', `${man.name} fell at the wire: it stands by itself in the following Task Execution Phase (Case 20.15).`);
    const e = mountTaskError(man.name, task);
    if (e) return e;
    if (!route) return undefined;
    if (man.mount.hobbled) return ruleError('mount/hobbled', 'Case 19.66', `${man.name} is hobbled: incapable of movement until unhobbled (Case 19.66).`);
    if (!man.mount.riderId) return ruleError('mount/no-rider', 'Case 19.31', `${man.name} has no rider: a riderless mount moves only when it panics (Case 19.65) or is led (Case 19.67) (ruling HC1).`);
    return mountRouteError(state, man, route);
  }
  const mount = mountedBy(state, man.id);
  if (mount) {
    if (route) return ruleError('mount/rider-goes-with-mount', 'Case 19.31', `${man.name} is mounted: he goes where ${mount.name} goes (move the mount) (Case 19.31).`);
    if (command.type === 'task/fall-prone') return ruleError('mount/rider-prone', 'Case 19.25', `${man.name} is mounted: he dismounts before falling prone (ruling HC1).`);
    const moved = manTurnOf(state, mount.id).movedThisTurn;
    const cossack = mount.mount!.cossack === true;
    if (command.type === 'task/fire') {
      const kind = firedKind(man, command.weaponId);
      return kind ? mountedFireError({ riderName: man.name, weaponKind: kind, mountMoved: moved, cossack, opportunity: false }) : undefined;
    }
    if (command.type === 'task/throw-grenade') return mountedGrenadeError(man.name, moved, 'throw');
    // Case 19.32: a rider whose mount moved may only dismount, fire a pistol, or prepare (and drop) a grenade.
    if (moved && !cossack && (command.type === 'task/reload' || command.type === 'task/prepare-weapon')) {
      return ruleError('mount/rider-moving', 'Case 19.32', `${mount.name} has moved this Game-Turn: its rider may only dismount, fire a pistol or prepare a grenade (Case 19.32).`);
    }
    return undefined;
  }
  const held = reinsHeld(state, man.id);
  if (held.length > 0) {
    if (command.type === 'task/fire' || command.type === 'task/throw-grenade' || command.type === 'task/prepare-grenade' || command.type === 'plot/opportunity-fire') return reinsFireError(man.name);
    if (route && !mayLead(held.length)) return ruleError('mount/holding-many-reins', 'Case 19.67', `${man.name} holds ${held.length} mounts' reins: a man holding more than one may not lead them (he must remain in the square) (Case 19.67).`);
  }
  return route ? footRouteError(state, man, route) : undefined;
}

/**
 * After a figure moved (dispatch.ts folds `man-moved`): a mount carries its rider (Case 19.31), and a man leading
 * one mount by the reins has it follow one square behind him (Case 19.67). Neither pays Task Points for it.
 */
export function carriedWithMove(state: GameState, movedId: string, path: readonly Square[]): GameState {
  if (!state.mounts || path.length === 0) return state;
  const moved = state.men[movedId];
  if (!moved?.square) return state;
  const riderId = moved.mount?.riderId;
  if (riderId && state.men[riderId]) return { ...state, men: { ...state.men, [riderId]: { ...state.men[riderId]!, square: moved.square } } };
  // Case 19.63: a rider who runs (his preservation or panic routine) runs away with his mount.
  const ridden = mountedBy(state, movedId);
  if (ridden) return { ...state, men: { ...state.men, [ridden.id]: { ...ridden, square: moved.square } } };
  const led = reinsHeld(state, movedId);
  if (led.length !== 1 || moved.mount) return state;
  const behind = path.length >= 2 ? path[path.length - 2]! : undefined;
  const horse = led[0]!;
  if (!behind || !canAct(horse) || horse.posture === 'prone' || horse.mount!.hobbled) return state;
  return { ...state, men: { ...state.men, [horse.id]: { ...horse, square: behind } } };
}

const NEAR = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, -1],
] as const;

/**
 * Section 19.0's commands for the legal-actions list (legal-actions.ts checks each with decide): the allotted mounts
 * beside each man set up (Case 19.22, 42.42), and for the acting man mounting, dismounting and (un)hobbling.
 */
export function mountCandidates(state: GameState, activeId: string | undefined): Command[] {
  if (!mountsInUse(state)) return [];
  const out: Command[] = [];
  if (state.scenario && !state.scenario.started) {
    for (const [side, allots] of Object.entries(state.mounts!.allotments ?? {})) {
      const men = Object.values(state.men).filter((m) => m.side === side && m.square && !m.mount && !m.dog);
      for (const a of allots) for (const m of men) for (const [dc, dr] of NEAR) out.push({ type: 'setup/place-mount', side, kind: a.kind, square: { col: m.square!.col + dc, row: m.square!.row + dr } });
    }
    return out;
  }
  const man = activeId ? state.men[activeId] : undefined;
  // Case 19.34: a ridden mount whose rider holds a prepared grenade may gallop a square and drop it there.
  const rider = man?.mount?.riderId ? state.men[man.mount.riderId] : undefined;
  if (man?.square && rider && armamentOf(rider).preparedGrenades.length > 0) {
    for (const [dc, dr] of [...NEAR, [1, -1], [-1, 1]] as const) {
      const to = { col: man.square.col + dc, row: man.square.row + dr };
      out.push({ type: 'task/move', manId: man.id, route: [man.square, to], dropGrenade: { square: to } });
    }
  }
  if (!man?.square || man.mount || man.dog) return out;
  if (mountedBy(state, man.id)) return [{ type: 'task/dismount', manId: man.id }];
  for (const m of Object.values(state.men)) {
    if (!m.mount || m.side !== man.side || !m.square) continue;
    if (same(m.square, man.square)) out.push({ type: 'task/mount', manId: man.id, mountId: m.id });
    const near = Math.abs(m.square.col - man.square.col) <= 1 && Math.abs(m.square.row - man.square.row) <= 1;
    if (near) out.push({ type: 'task/hobble', manId: man.id, mountId: m.id, hobble: !m.mount.hobbled });
    // Case 19.67: the reins he holds pass to a Friend in his square; a held mount is hitched, a hitched one taken again.
    if (m.mount.reinsHeldBy === man.id) for (const f of Object.values(state.men)) if (f.id !== man.id && f.side === man.side && !f.mount && !f.dog && same(f.square, man.square)) out.push({ type: 'task/pass-reins', manId: man.id, mountId: m.id, toManId: f.id });
    if (near && (m.mount.reinsHeldBy === man.id || m.mount.hitched)) out.push({ type: 'task/hitch', manId: man.id, mountId: m.id, hitch: !m.mount.hitched });
  }
  return out;
}

/** Cases 19.36, 19.71 (ruling HC4): a rider's fire is hand-held; −25% (Table 10.82) while his mount has moved this Game-Turn, and always for a Cossack. */
export function horsebackFire(state: GameState, firer: ManState): { readonly riding: boolean; readonly minus25: boolean } {
  const mount = state.mounts ? mountedBy(state, firer.id) : undefined;
  if (!mount) return { riding: false, minus25: false };
  const mod = mountedFireModifier(manTurnOf(state, mount.id).movedThisTurn, mount.mount!.cossack === true);
  return { riding: true, minus25: mod !== undefined };
}
