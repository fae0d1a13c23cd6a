/**
 * Horses and camels (Optional Rule Section 19.0) as commands: placing the
 * scenario's mounts in set-up with their Endurance rolled (Cases 19.11, 42.42),
 * mounting and dismounting (Cases 19.22–19.24, 19.42, 19.67), hobbling
 * (Case 19.66), and their events' folding. The gate (what mounts, riders and
 * reins-holders may do) is engine/mounts.ts. Rulings: docs/rulings/horses.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { Breakdown } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { onMap } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { MountEvent } from '../model/events-mounts';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf } from '../model/state';
import { rollDice } from '../rules/dice-codes';
import { afterPanic, enduranceCode, hobbleError, meleeMountError, mountBasePanic, mountOrDismountTimingError, reinsError } from '../rules/mounts';
import { TASK_POINT_COSTS, type TaskPointActionId } from '../tables/task-point-costs';
import { manStatistics } from './man-statistics';
import { armamentPatch } from './carried-weapons';
import { evolveReinsEvent } from './mount-reins';
import { mountedBy, mountsInUse, reinsHeld } from './mounts';
import { checkActive } from './sequentiality';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable, remainingTaskPoints, taskCost } from './task-points';

type Decided = Result<GameEvent[], RuleError>;

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', 'Case 19.0', 'Horses and Camels (Optional Rule Section 19.0) are not in use in this game.');
const same = (a: { col: number; row: number } | undefined, b: { col: number; row: number } | undefined): boolean => a !== undefined && b !== undefined && a.col === b.col && a.row === b.row;
const adjacentOrSame = (a: { col: number; row: number }, b: { col: number; row: number }): boolean => Math.abs(a.col - b.col) <= 1 && Math.abs(a.row - b.row) <= 1;
const LABEL = { horse: 'Horse', camel: 'Camel', mule: 'Mule' } as const;

/** setup/place-mount (Cases 19.11, 19.22; Case 42.42's allotment): beside or with a Friendly man already set up; Endurance rolled. */
export function decidePlaceMount(state: GameState, cmd: CommandOf<'setup/place-mount'>, dice: DiceSource): Decided {
  if (!mountsInUse(state)) return err(notInUse());
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 19.22', 'Mounts are placed at the beginning of a Scenario, in set-up (Case 19.22).'));
  const allot = state.mounts!.allotments?.[cmd.side]?.find((a) => a.kind === cmd.kind);
  if (state.mounts!.allotments && !allot) return err(ruleError('mount/not-allotted', 'Case 19.0', `The scenario gives ${cmd.side} no ${cmd.kind}.`));
  const placed = Object.values(state.men).filter((m) => m.mount?.kind === cmd.kind && m.side === cmd.side).length;
  if (allot && placed >= allot.count) return err(ruleError('mount/allotment-spent', allot.caseRef, `The scenario gives ${cmd.side} ${allot.count} ${cmd.kind}(s) (${allot.caseRef}); all are placed.`));
  if (!onMap(state.map, cmd.square)) return err(ruleError('mount/off-map', 'Case 19.22', `${cmd.square.col},${cmd.square.row} is not on the map.`));
  const own = Object.values(state.men).filter((m) => m.side === cmd.side && m.square && !m.mount && !m.dog);
  // Ruling HC2: a mount begins with or beside a Friendly man set up (Case 19.22: men begin mounted or near their mounts).
  if (!own.some((m) => adjacentOrSame(m.square!, cmd.square))) return err(ruleError('mount/no-man-near', 'Case 19.22', `A mount is placed in or beside the square of a man of ${cmd.side} already set up (Case 19.22, ruling HC2).`));
  const here = Object.values(state.men).filter((m) => same(m.square, cmd.square) && m.condition !== 'dead');
  if (here.some((m) => m.mount && m.side === cmd.side)) return err(ruleError('mount/square-full', 'Case 19.24', 'Only a single horse of each side may be present in a square (Case 19.24).'));
  if (here.some((m) => m.side !== cmd.side)) return err(ruleError('mount/enemy-square', 'Case 19.24', 'A mount may not begin in an Enemy man’s square.'));
  if (here.filter((m) => m.side === cmd.side).length >= 2) return err(ruleError('mount/square-full', 'Case 7.41', 'Two Friendly figures are there already (Cases 7.41, 19.24).'));
  if (cmd.kind === 'mule' && state.scenario.specialRules.includes('hejaz-machinegun-sledge')) {
    // Case 42.43: "The mule is always in a Square adjacent to the machine gun."
    const gunner = Object.values(state.men).find((m) => m.side === cmd.side && m.square && m.weapons.includes('machinegun'));
    if (gunner && !(adjacentOrSame(gunner.square!, cmd.square) && !same(gunner.square, cmd.square))) return err(ruleError('mount/mule-not-adjacent', 'Case 42.43', `The mule is always in a Square adjacent to the machine gun (${gunner.name}) (Case 42.43).`));
  }
  // Ruling HC8: Scenario 42's mule begins led by the man with the machine gun (Case 42.43: "requires a man to lead the mule").
  const muleLeader = cmd.kind === 'mule' && state.scenario.specialRules.includes('hejaz-machinegun-sledge') ? Object.values(state.men).find((m) => m.side === cmd.side && m.square && m.weapons.includes('machinegun'))?.id : undefined;
  const rec = new RecordingDice(dice);
  const roll = rollDice(enduranceCode(cmd.kind), rec, `Case 19.11: ${cmd.kind}'s Endurance`);
  const n = state.mounts!.nextNumber;
  const cossack = allot?.cossack ? true : undefined;
  const panic = mountBasePanic(cmd.kind, cossack === true);
  const stats = manStatistics(state, { side: cmd.side });
  const mount: ManState = {
    id: `mount-${n}`,
    side: cmd.side,
    name: `${LABEL[cmd.kind]} ${n}`,
    square: cmd.square,
    posture: 'erect',
    endurance: roll.total,
    wounds: 0,
    condition: 'fit',
    weapons: [],
    // Cases 19.61, 19.62, 19.72: the mount's own panic percentage (Table 14.41 applies on top, Section 14.0).
    statistics: { label: `${LABEL[cmd.kind]} (${panic.steps[0]!.caseRef})`, panicPercentage: panic.final, preservationMultiple: stats.preservationMultiple ?? 0, observationCode: stats.observationCode ?? 'A', combatBonus: { fire: null, grenade: null } },
    mount: { kind: cmd.kind, ...(allot?.hobbled ? { hobbled: true as const } : {}), ...(cossack ? { cossack } : {}), ...(muleLeader ? { reinsHeldBy: muleLeader } : {}) },
  };
  return ok([{ type: 'mount-placed', mount, square: cmd.square, endurance: roll.total, caseRef: allot?.caseRef ?? 'Case 19.11', dice: rec.take() }]);
}

/** Case 19.22: a chart task both the man and the mount pay; the mount's share is the chart value (a mount is never "seriously wounded" for costs, ruling HC3). */
function bothPay(state: GameState, man: ManState, mount: ManState, row: TaskPointActionId, what: string): Result<{ cost: Breakdown; mountCost: number }, RuleError> {
  const cost = taskCost(row, man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, what, 'Case 19.22');
  if (short) return err(short);
  const mountCost = TASK_POINT_COSTS[row].cost.value as number;
  if (remainingTaskPoints(state, mount.id) < mountCost) return err(ruleError('mount/no-task-points', 'Case 19.22', `${mount.name} has ${remainingTaskPoints(state, mount.id)} Task Points left; ${what.toLowerCase()} costs the mount ${mountCost} too (Case 19.22).`));
  return ok({ cost, mountCost });
}

function inMelee(state: GameState, man: ManState): boolean {
  return Object.values(state.men).some((m) => m.side !== man.side && canAct(m) && same(m.square, man.square));
}

/** task/mount (Cases 19.22–19.24, 19.42): a riderless mount of his side in his square, before any other task this Game-Turn. */
export function decideMount(state: GameState, cmd: CommandOf<'task/mount'>): Decided {
  if (!mountsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const mount = state.men[cmd.mountId];
  if (man.mount || man.dog) return err(ruleError('mount/not-a-man', 'Case 19.22', `${man.name} is not a man and cannot mount.`));
  if (!mount?.mount) return err(ruleError('mount/unknown', 'Case 19.0', `There is no mount "${cmd.mountId}" in this game.`));
  if (mount.side !== man.side || !same(mount.square, man.square)) return err(ruleError('mount/not-here', 'Case 19.24', `${mount.name} is not a mount of his side in ${man.name}'s square (Case 19.24).`));
  if (mountedBy(state, man.id)) return err(ruleError('mount/already-mounted', 'Case 19.22', `${man.name} is already mounted.`));
  if (mount.mount.riderId) return err(ruleError('mount/ridden', 'Case 19.24', `${mount.name} already has a rider.`));
  if (!canAct(mount) || mount.posture === 'prone') return err(ruleError('mount/down', 'Case 19.54', `${mount.name} is down: it must stand erect before it is mounted (Case 19.54).`));
  if (man.posture === 'prone') return err(ruleError('mount/rider-prone', 'Case 19.54', `${man.name} must first stand erect, then mount (Case 19.54).`));
  if (mount.mount.hobbled) return err(ruleError('mount/hobbled', 'Case 19.66', `${mount.name} is hobbled: unhobble it first (Case 19.66).`));
  if (inMelee(state, man)) return err(meleeMountError(man.name));
  const t = manTurnOf(state, man.id);
  const timing = mountOrDismountTimingError(man.name, t.spent, t.movedThisTurn, t.combatTaskDone);
  if (timing) return err(timing);
  const paid = bothPay(state, man, mount, 'mount-animal', 'Mounting');
  if (!paid.ok) return paid;
  return ok([{ type: 'man-mounted', manId: man.id, mountId: mount.id, cost: paid.value.cost, mountCost: paid.value.mountCost, caseRef: 'Case 19.22' }]);
}

/** task/dismount (Cases 19.22, 19.23, 19.42, 19.67): before any other task; he then holds the reins. */
export function decideDismount(state: GameState, cmd: CommandOf<'task/dismount'>): Decided {
  if (!mountsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const mount = mountedBy(state, man.id);
  if (!mount) return err(ruleError('mount/not-mounted', 'Case 19.22', `${man.name} is not mounted.`));
  if (inMelee(state, man)) return err(meleeMountError(man.name));
  const t = manTurnOf(state, man.id);
  // Case 19.32 (a): a rider whose mount has moved may dismount; Case 19.23: but not after a task of his own.
  const timing = mountOrDismountTimingError(man.name, t.spent, t.movedThisTurn, t.combatTaskDone);
  if (timing) return err(timing);
  const reins = reinsError(reinsHeld(state, man.id).length, man.name);
  if (reins) return err(reins);
  const paid = bothPay(state, man, mount, 'dismount-animal', 'Dismounting');
  if (!paid.ok) return paid;
  return ok([{ type: 'man-dismounted', manId: man.id, mountId: mount.id, cost: paid.value.cost, mountCost: paid.value.mountCost, caseRef: 'Case 19.67' }]);
}

/** task/hobble (Case 19.66): a riderless camel (or Scenario 42's mule) of his side in or beside his square; a seriously wounded man may too. */
export function decideHobble(state: GameState, cmd: CommandOf<'task/hobble'>): Decided {
  if (!mountsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const mount = state.men[cmd.mountId];
  if (man.mount || man.dog || mountedBy(state, man.id)) return err(ruleError('mount/hobbler', 'Case 19.66', `${man.name} must be a dismounted man to hobble a camel (Case 19.66).`));
  if (!mount?.mount || mount.side !== man.side) return err(ruleError('mount/unknown', 'Case 19.66', `"${cmd.mountId}" is not a mount of ${man.name}'s side.`));
  if (!man.square || !mount.square || !adjacentOrSame(man.square, mount.square)) return err(ruleError('mount/out-of-reach', 'Case 19.66', `${mount.name} is not in or beside ${man.name}'s square (ruling HC2).`));
  const wrong = hobbleError(mount.mount, mount.name);
  if (wrong) return err(wrong);
  if (!!mount.mount.hobbled === cmd.hobble) return err(ruleError('mount/hobble-state', 'Case 19.66', `${mount.name} is ${cmd.hobble ? 'already' : 'not'} hobbled.`));
  const cost = taskCost(cmd.hobble ? 'hobble-camel' : 'unhobble-camel', man);
  if ('code' in cost) return err(cost);
  const short = checkAffordable(state, man, cost.final, cmd.hobble ? 'Hobbling' : 'Unhobbling', 'Case 19.66');
  if (short) return err(short);
  return ok([{ type: 'mount-hobbled', manId: man.id, mountId: mount.id, hobbled: cmd.hobble, cost, caseRef: 'Case 19.66' }]);
}

const withMount = (state: GameState, id: string, f: (m: ManState) => ManState): GameState => {
  const m = state.men[id];
  return m ? { ...state, men: { ...state.men, [id]: f(m) } } : state;
};

function spend(state: GameState, manId: string, points: number): GameState {
  const seq = state.sequence;
  if (!seq || points === 0) return state;
  const t = manTurnOf(state, manId);
  return { ...state, sequence: { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + points } } } };
}

/** `next` is the state with its version already counted. */
export function evolveMountEvent(next: GameState, event: MountEvent): GameState {
  switch (event.type) {
    case 'mount-placed':
      return { ...next, men: { ...next.men, [event.mount.id]: event.mount }, mounts: { ...next.mounts!, nextNumber: next.mounts!.nextNumber + 1 } };
    case 'man-mounted': {
      const s = withMount(next, event.mountId, (m) => ({ ...m, mount: { ...withoutReins(m.mount!), riderId: event.manId } }));
      return spend(spend(s, event.manId, event.cost.final), event.mountId, event.mountCost);
    }
    case 'man-dismounted': {
      const { riderId: _r, ...rest } = next.men[event.mountId]!.mount!;
      const s = withMount(next, event.mountId, (m) => ({ ...m, mount: { ...rest, reinsHeldBy: event.manId } }));
      return spend(spend(s, event.manId, event.cost.final), event.mountId, event.mountCost);
    }
    case 'mount-hobbled': {
      const s = withMount(next, event.mountId, (m) => {
        const { hobbled: _h, ...rest } = m.mount!;
        // Ruling HC9: the man who unhobbles a mount is at its head: he holds its reins (Case 19.67).
        return { ...m, mount: event.hobbled ? { ...withoutReins(rest), hobbled: true } : { ...rest, reinsHeldBy: event.manId } };
      });
      return spend(s, event.manId, event.cost.final);
    }
    case 'mount-fell': {
      if (!event.fell) return next;
      // Case 20.14: a Friendly horse has now been on the wire; the side's riders know of it.
      const side = next.men[event.mountId]?.side;
      const known = event.cause === 'wire' && side && !(next.mounts?.wireKnownBy ?? []).includes(side) ? { ...next, mounts: { ...next.mounts!, wireKnownBy: [...(next.mounts!.wireKnownBy ?? []), side] } } : next;
      // Cases 19.45, 19.53: it goes prone; the rider is dismounted at no Task Point cost and fights from his feet.
      // Case 20.15: at the wire it lies until the following Task Execution Phase.
      return withMount(known, event.mountId, (m) => {
        const { riderId: _r, ...rest } = m.mount!;
        return { ...m, posture: 'prone', mount: event.cause === 'wire' ? { ...rest, caughtInWire: true } : rest };
      });
    }
    case 'grenade-dropped': {
      // Case 19.34: the grenade leaves his hand (a combat task, Case 11.21; his grenade of the Phase, Case 11.13) and lies until the gallop ends.
      const rider = next.men[event.riderId];
      const men = rider ? { ...next.men, [rider.id]: { ...rider, ...armamentPatch(rider, event.armament) } } : next.men;
      const seq = next.sequence;
      const t = manTurnOf(next, event.riderId);
      const sequence = seq ? { ...seq, men: { ...seq.men, [event.riderId]: { ...t, grenadeThrownPhase: next.phase, ...(event.grenade.type === 'fragmentation' ? { combatTaskDone: true } : {}) } } } : seq;
      const drop = { riderId: event.riderId, mountId: event.mountId, grenade: event.grenade, landing: event.landing };
      return { ...next, men, ...(sequence ? { sequence } : {}), mounts: { ...next.mounts!, drops: [...(next.mounts?.drops ?? []), drop] } };
    }
    case 'dropped-grenade-exploded': {
      const drops = (next.mounts?.drops ?? []).filter((d) => !(d.mountId === event.mountId && d.riderId === event.riderId && d.landing.col === event.landing.col && d.landing.row === event.landing.row));
      const { drops: _d, ...rest } = next.mounts!;
      const pendingSmoke = event.grenade.type === 'smoke' ? [...(next.pendingSmoke ?? []), { landing: event.landing, source: `smoke grenade dropped by ${event.riderId}, Game-Turn ${next.turn}` }] : next.pendingSmoke;
      return { ...next, mounts: drops.length > 0 ? { ...rest, drops } : rest, ...(pendingSmoke ? { pendingSmoke } : {}) };
    }
    case 'mount-stood-at-wire': {
      return withMount(next, event.mountId, (m) => {
        const { caughtInWire: _w, ...rest } = m.mount!;
        return { ...m, ...(event.stood ? { posture: 'erect' as const } : {}), mount: rest };
      });
    }
    case 'reins-passed':
    case 'mount-hitched':
      return evolveReinsEvent(next, event);
    case 'mount-panicked':
      // Case 19.68: held reins are let go; a hitched mount that moves comes unhitched.
      return withMount(next, event.mountId, (m) => ({ ...m, mount: afterPanic(m.mount!, event.result === 'move') }));
  }
}

function withoutReins<T extends { reinsHeldBy?: string }>(m: T): Omit<T, 'reinsHeldBy'> {
  const { reinsHeldBy: _r, ...rest } = m;
  return rest;
}
