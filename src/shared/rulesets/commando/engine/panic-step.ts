/**
 * Panic in the engine (Section 14.0; Cases 38.49, 38.61–38.63) and the
 * preservation routine when it falls due (Cases 15.21–15.26, 43.43, 39.43).
 *
 * `task/begin` becomes: begin → (preservation routine | panic check →
 * on failure the panic routine and the end of his interval, Case 14.14).
 * A "fire" whose nearest targets tie waits on its owner's choice (panic-choice.ts, Case 14.22).
 * The checks after every command (Cases 14.31, 11.74) are triggers in
 * follow-ups.ts, listed in triggers.ts. Rulings: docs/rulings/turn-sequence.md (PS1–PS12).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { CommandOf } from '../model/commands';
import type { GameEvent, MovedStep } from '../model/events';
import type { GameState, ManState } from '../model/state';
import type { Square } from '../../../map/map-model';
import { canAct, manTurnOf, panicCheckedThisPhase, sequenceOf } from '../model/state';
import { firstSightingIn } from '../rules/knowledge';
import { ok, type Result } from '../../../kernel/result';
import type { Breakdown } from '../../../kernel/breakdown';
import type { RuleError } from '../../../kernel/rule-error';
import { fallProneAtEndCost } from '../rules/move-plan';
import { MOVEMENT_TABLES } from '../rules/movement-tables';
import { panicCheck, panicCheckRequirement, type DefenderAwareness, type PanicSubject, type PanicTrigger } from '../rules/panic';
import { panicFire, panicMove } from '../rules/panic-routine';
import { occupancyFromMen, STACKING_LIMIT_CASE_7_41, type Occupancy } from '../rules/stacking';
import { moverOf } from './move-command';
import { MAX_TASK_POINTS, remainingTaskPoints } from './task-points';
import { mountWaterPanic } from './mount-water';
import { mountPanic, mountPanicTables, panicOffLimits, panicsAutomatically } from './mount-panic';
import { friendsBarringMount } from './mounts';
import { mountPanicMap, panicRunAtWire } from './mount-wire';
import type { PanicResult } from '../tables/panic-modifiers';
import { preservationRunEvents } from './bookkeeping-preservation';
import { withMinesOnRoutes } from './mine-command';
import { armamentOf } from './carried-weapons';
import { resolveFireOrder } from './fire-command';
import { resolveThrowOrder } from './grenade-command';
import { manStatistics, preservationConditionOf } from './man-statistics';
import { offLimitsOf } from './special-rules';
import { carrierPanicMultiplier } from '../rules/explosives';
import { isChoice, panicChoicePrompt, type PanicFireChoice } from './panic-choice';
import { tablesOf } from './game-tables';


const bd = (what: string, value: number, caseRef: string): Breakdown => ({ what, steps: [{ kind: 'base', label: what, caseRef, amount: value, value }], final: value }) as Breakdown;

/** Case 38.49 / 38.61 / 38.63: where a man of a defending side stands; undefined for other sides. */
export function defenderAwareness(state: GameState, man: ManState): DefenderAwareness | undefined {
  const side = state.sides.find((s) => s.id === man.side);
  if (side?.mode !== 'defending') return undefined;
  const info = sequenceOf(state).sides[man.side] ?? {};
  if (info.alertedTurn === undefined) return 'unaware';
  if (info.alertedTurn === state.turn - 1 && !hasObservedAttacker(state, man)) return 'automatic-panic';
  return 'aware';
}

/** Case 38.61 "who have not Observed any attacking men": read as ever observed (his last-known record holds one). */
export function hasObservedAttacker(state: GameState, man: ManState): boolean {
  const k = state.knowledge[man.id];
  if (!k) return false;
  return Object.keys(k.lastKnown).some((id) => state.sides.find((s) => s.id === state.men[id]?.side)?.mode === 'commando');
}

/** Table 14.41's questions about him (Case 14.41; Case 15.12 condition; Case 38.63). */
export function panicSubject(state: GameState, man: ManState): PanicSubject {
  const side = state.sides.find((s) => s.id === man.side);
  const k = state.knowledge[man.id];
  // Table 14.41 "has Observed Enemy man in the Turn" (ruling GC3): an enemy under his observation now (kept
  // from an earlier Turn until lost, moving or not), or one he saw earlier this Turn.
  const seenThisTurn = (k?.observing ?? []).some((id) => state.men[id] !== undefined && state.men[id]!.side !== man.side) || Object.values(k?.lastKnown ?? {}).some((s) => s.turn === state.turn);
  // Addenda to Case 14.41 (ruling P2): +10% when one of them was a man he had never observed before this Turn.
  const firstTime = seenThisTurn && firstSightingIn(k, state.turn);
  const info = sequenceOf(state).sides[man.side] ?? {};
  return {
    // Case 36.81: a camel's percentage doubles in water.
    basePanic: mountWaterPanic(state, man, manStatistics(state, man).panicPercentage ?? 0),
    wounds: man.condition === 'seriously-wounded' ? 'seriously-wounded' : man.wounds > 0 ? 'wounded' : 'none',
    enemyObservation: firstTime ? 'first-observed-this-turn' : seenThisTurn ? 'observed-this-turn' : 'none',
    preservationCondition: preservationConditionOf(state, man),
    defendersFirstAlerted: side?.mode === 'defending' && info.alertedTurn === state.turn && hasObservedAttacker(state, man),
    ...(enemyExplosiveMultiple(state, man) > 1 ? { enemyExplosiveMultiple: enemyExplosiveMultiple(state, man) } : {}),
  };
}

/** Case 11.74: the multiple for an explosive he carries (or is emplacing) that his side did not bring; 1 when none. */
export function enemyExplosiveMultiple(state: GameState, man: ManState): number {
  const carried = (state.explosives ?? []).filter((x) => x.carrierId === man.id && (x.status === 'carried' || x.status === 'emplacing'));
  return Math.max(1, ...carried.map((x) => carrierPanicMultiplier(x, man.side)));
}

/** Intervals that end without the Case 11.74 check after them (ruling G22): he panicked already, runs the preservation routine, or left the map. */
export const NO_CHECK_AFTER: ReadonlySet<string> = new Set(['panicked', 'preservation', 'exited']);

/** Is the panic machinery configured for this man's side (a scenario gave a panic percentage)? */
export const panicConfigured = (state: GameState, man: ManState): boolean => manStatistics(state, man).panicPercentage !== undefined;

/** A panic fire to deliver through the fire (or throw) resolver (Cases 14.22, 14.23, 14.34). */
export interface PendingPanicFire {
  readonly manId: string;
  readonly targetId: string;
  readonly at: 'enemy' | 'friend';
  readonly how: 'fire' | 'throw-grenade';
  readonly caseRef: string;
}

/** Case 19.24: a square with any other Friendly figure is full to a mount (its rider moves with it), as on its own route (mounts.ts). */
export function mountOccupancy(state: GameState, mount: ManState): Occupancy {
  const rider = mount.mount?.riderId;
  const base = occupancyFromMen(Object.values(state.men).filter((m) => m.id !== rider), mount.side, mount.id);
  return (sq) => {
    const o = base(sq);
    return friendsBarringMount(state, mount, sq).length > 0 ? { ...o, friendly: Math.max(o.friendly, STACKING_LIMIT_CASE_7_41.value) } : o;
  };
}

/** Case 32.23: a loose guard dog "will move as if it had panicked and received a 'Move' result" (Case 14.24's routine). */
export function panicMoveEvents(state: GameState, dog: ManState, dice: DiceSource): GameEvent[] {
  return panicRoutine(state, dog, 'move', new RecordingDice(dice)).events;
}

/** A failed check's routine for a man in the middle of the Phase (Cases 14.2, 14.14, 14.33). */
function panicRoutine(state: GameState, man: ManState, result: 'fall-prone' | 'fire' | 'move' | 'hand-to-hand', dice: RecordingDice, opportunityFirerId?: string, oneSquareFrom?: Square): { events: GameEvent[]; fire?: PendingPanicFire | PanicFireChoice } {
  const events: GameEvent[] = [];
  let fire: PendingPanicFire | PanicFireChoice | undefined;
  const k = state.knowledge[man.id];
  const observed = (k?.observing ?? []).map((id) => state.men[id]).filter((m): m is ManState => !!m?.square && m.side !== man.side);
  const left = remainingTaskPoints(state, man.id);
  if (result === 'fall-prone') {
    if (man.posture === 'erect') {
      const b = fallProneAtEndCost(moverOf(man), 0, true, MOVEMENT_TABLES);
      events.push({ type: 'posture-changed', manId: man.id, posture: 'prone', cost: 0, breakdown: b, endsTasks: true });
    }
  } else if (result === 'move' && man.square) {
    const offLimits = panicOffLimits(state, man, offLimitsOf(state));
    // Case 19.24 (ruling HC7): a mount and its rider enter no square holding another Friendly figure, panicking or not.
    const occupancy = man.mount ? mountOccupancy(state, man) : occupancyFromMen(Object.values(state.men), man.side, man.id);
    // Case 17.21: a man who has already performed tasks moves one square, the one furthest from the flamethrower man (ruling FL7: no Task Points).
    const away = oneSquareFrom !== undefined;
    // Cases 20.14–20.15 (ruling HC22): a mount runs as if the straight wire were not there, and falls at it if it does not know it.
    const r = panicMove({ map: mountPanicMap(state, man), square: man.square, mover: moverOf(man), taskPoints: away ? MAX_TASK_POINTS : left, observedEnemies: away ? [oneSquareFrom] : observed.map((m) => m.square!), occupancy, tables: tablesOf(state), ...(offLimits ? { offLimits } : {}), ...(man.mount ? { movementTables: mountPanicTables() } : {}) }, dice);
    const ran: MovedStep[] = (away ? r.steps.slice(0, 1) : r.steps).map((s) => ({ to: s.to, cost: away ? 0 : s.cost }));
    const wire = man.mount ? panicRunAtWire(state, man, man.square, ran, dice) : { steps: ran, fall: [] };
    const steps = [...wire.steps];
    if (steps.length > 0) {
      const moved: GameEvent = {
        type: 'man-moved',
        manId: man.id,
        from: man.square,
        steps,
        cost: away ? 0 : wire.fall.length > 0 ? steps.reduce((n, s) => n + s.cost, 0) : r.spent,
        breakdowns: away ? steps.map((s) => bd(`Case 17.21 panic move one square to ${s.to.col},${s.to.row}, away from the flamethrower`, 0, 'Case 17.21')) : r.steps.slice(0, steps.length).map((s) => bd(`Case 14.24 panic move to ${s.to.col},${s.to.row}`, s.cost, 'Case 14.24')),
        ...(r.end === 'enemy-square' ? { stopped: { reason: 'enemy-square' as const, caseRef: 'Case 14.28', unexecuted: [] } } : {}),
        dice: dice.take(),
      };
      // Case 22.1: mines on his panic route (mine-command.ts, ruling MN3).
      events.push(...withMinesOnRoutes(state, [moved], dice.inner));
    }
    events.push(...wire.fall);
    const proneCost = r.fallProne === 'must' ? r.forfeited - r.spent : 0;
    if (!away && wire.fall.length === 0 && r.fallProne === 'must' && man.posture === 'erect') {
      events.push({ type: 'posture-changed', manId: man.id, posture: 'prone', cost: Math.max(0, Math.min(proneCost, left - r.spent)), breakdown: r.fallProneCost, endsTasks: true });
    }
  } else if (result === 'fire' && man.square) {
    const friends = Object.values(state.men).filter((m) => m.side === man.side && m.id !== man.id && m.square && m.condition !== 'dead');
    const order = panicFire(
      {
        map: state.map,
        man: { id: man.id, square: man.square, posture: man.posture },
        // Case 14.23: a man holding a prepared grenade throws it instead.
        prepared: armamentOf(man).preparedGrenades.length > 0 ? 'grenade' : 'fire-weapon',
        observedEnemies: observed.map((m) => ({ id: m.id, square: m.square!, posture: m.posture })),
        friends: friends.map((m) => ({ id: m.id, square: m.square!, posture: m.posture })),
        ...(opportunityFirerId ? { opportunityFirerId } : {}),
        engagedInCombatTask: manTurnOf(state, man.id).combatTaskDone,
        subject: panicSubject(state, man),
      },
      dice, tablesOf(state),
    );
    const d = dice.take();
    events.push({
      type: 'panic-fire-ordered',
      manId: man.id,
      kind: order.kind,
      candidates: order.kind === 'fire' ? order.candidates : [],
      how: order.kind === 'fire' ? order.how : 'fire',
      at: order.kind === 'fire' ? order.at : order.kind === 'poised' ? (order.against === 'anyone' ? 'anyone' : 'enemy') : 'enemy',
      text: order.text,
      caseRef: order.caseRef,
      ...(d.length > 0 ? { dice: d } : {}),
    });
    // Ruling P13: equidistant candidates are the owning Player's choice (Case 14.22): a prompt asks him before the fire.
    const targetId = order.kind === 'fire' ? order.candidates[0] : undefined;
    if (order.kind === 'fire' && order.candidates.length > 1) fire = { manId: man.id, candidates: order.candidates, at: order.at, how: order.how, caseRef: order.caseRef };
    else if (order.kind === 'fire' && targetId) fire = { manId: man.id, targetId, at: order.at, how: order.how, caseRef: order.caseRef };
  }
  return { events, ...(fire ? { fire } : {}) };
}

/**
 * Case 14.22 ("the fire combat is resolved normally"): the ordered fire goes through the fire resolver
 * (fire-command.ts) — or the throw resolver for a prepared grenade (Case 14.23) — with every die recorded.
 * A refusal (no LOS now, an unloaded weapon, too few Task Points, …) is recorded and the order stays for the umpire.
 */
export function deliverPanicFire(state: GameState, pf: PendingPanicFire, dice: DiceSource, fold: Fold): GameEvent[] {
  const man = state.men[pf.manId];
  const target = state.men[pf.targetId];
  const notDelivered = (code: string, reason: string): GameEvent[] => [{ type: 'panic-fire-not-delivered', manId: pf.manId, targetId: pf.targetId, code, reason, caseRef: 'Case 14.22' }];
  if (!man || !canAct(man) || !man.square) return notDelivered('fire/cannot-act', `${pf.manId} can no longer fire (Cases 9.22, 10.54).`);
  if (!target?.square || target.condition === 'dead') return notDelivered('fire/target-gone', `${pf.targetId} is no longer a target on the map (Case 10.54).`);
  const panic = { at: pf.at, caseRef: pf.caseRef };
  const r =
    pf.how === 'throw-grenade'
      ? resolveThrowOrder(state, { throwerId: man.id, target: target.square, panic }, dice, fold)
      : resolveFireOrder(state, { firerId: man.id, targets: [{ targetId: target.id }], aimed: false, panic }, dice, fold);
  return r.ok ? r.value : notDelivered(r.error.code, `${r.error.message} (${r.error.caseRef})`);
}

/**
 * One check, and the routine on failure. Dice are recorded on the panic-checked event. `endInterval`: the
 * caller appends his `task-ended` (Case 14.14) after any panic fire it delivers (`fire`).
 */
export function checkAndRoutine(
  state: GameState,
  man: ManState,
  trigger: PanicTrigger,
  dice: DiceSource,
  opportunityFirerId?: string,
  beginning = false,
  flame?: FlamePanic,
): { events: GameEvent[]; fire?: PendingPanicFire | PanicFireChoice; endInterval: boolean } {
  // Section 32.0 General Rule: guard dogs never check for panic.
  if (man.dog) return { events: [], endInterval: false };
  const seq = sequenceOf(state);
  // Case 19.65: a riderless mount neither held, hitched nor hobbled panics without a roll.
  if (panicsAutomatically(man)) return mountRoutine(state, man, undefined, new RecordingDice(dice), [], beginning || seq.active?.manId === man.id);
  const requirement = panicCheckRequirement({
    trigger,
    checkedThisPhase: panicCheckedThisPhase(state, man.id),
    performingPreservation: man.preservation !== undefined && (man.preservation.untilExit || man.preservation.turn === state.turn),
    ...(defenderAwareness(state, man) ? { defender: defenderAwareness(state, man)! } : {}),
  });
  if (requirement.kind === 'none') return { events: [], endInterval: false };
  const rec = new RecordingDice(dice);
  const automatic = requirement.kind === 'automatic';
  // Case 17.21: a man who has already performed tasks this Game-Turn treats "fire" as "fall prone" and moves one square.
  const t = manTurnOf(state, man.id);
  const actedAlready = flame !== undefined && (t.spent > 0 || t.done || t.actedPhase !== undefined);
  const check = panicCheck({ ...panicSubject(state, man), ...(flame ? { flame: flame.kind } : {}) }, rec, {
    trigger,
    automatic,
    ...(automatic ? { moveBecomesFallProne: { caseRef: 'Case 38.62' } } : {}),
    engagedInCombatTask: t.combatTaskDone || actedAlready,
    alreadyProne: man.posture === 'prone',
  }, tablesOf(state));
  const events: GameEvent[] = [
    {
      type: 'panic-checked',
      manId: man.id,
      trigger,
      automatic,
      chance: check.chance,
      ...(check.roll ? { roll: check.roll.total } : {}),
      panicked: check.panicked,
      ...(check.outcome ? { result: check.outcome.result } : {}),
      log: check.log,
      caseRef: requirement.caseRef,
      dice: rec.take(),
    },
  ];
  if (!check.panicked || !check.outcome) return { events, endInterval: false };
  if (man.mount) return mountRoutine(state, man, check.outcome.result, rec, events, beginning || seq.active?.manId === man.id);
  const routine = panicRoutine(state, man, check.outcome.result, rec, opportunityFirerId, actedAlready ? flame?.from : undefined);
  events.push(...routine.events);
  // Case 14.14: a panicked man's interval ends (only the active man's interval can end).
  return { events, ...(routine.fire ? { fire: routine.fire } : {}), endInterval: beginning || seq.active?.manId === man.id };
}

/** Section 19.6 (mount-panic.ts): the mount's reading of its result, then the routine of Case 14.2 for it. */
function mountRoutine(state: GameState, mount: ManState, printed: PanicResult | 'hand-to-hand' | undefined, rec: RecordingDice, events: GameEvent[], endInterval: boolean): { events: GameEvent[]; endInterval: boolean } {
  const mp = mountPanic(mount, printed);
  const routine = mp.result === 'hold' ? [] : panicRoutine(state, mount, mp.result, rec).events;
  return { events: [...events, mp.event, ...routine], endInterval };
}

/** Section 17.0: the check follows flamethrower fire (Case 17.22) or an explosion (Case 17.34); `from` is the flamethrower man's square (Case 17.21). */
export interface FlamePanic {
  readonly kind: 'fire' | 'explosion';
  readonly from: Square;
}

export const panicEnded = (manId: string): GameEvent => ({ type: 'task-ended', manId, reason: 'panicked', caseRef: 'Case 14.14' });

/** Fold locally (the engine's evolve is passed in to avoid an import cycle). */
export type Fold = (s: GameState, e: GameEvent) => GameState;

/** task/begin with Section 14 (and the preservation routine of Section 15.2) wired. */
export function decideBeginWithPanic(
  state: GameState,
  cmd: CommandOf<'task/begin'>,
  dice: DiceSource,
  decideBegin: (s: GameState, c: CommandOf<'task/begin'>) => Result<GameEvent[], RuleError>,
  fold?: Fold,
): Result<GameEvent[], RuleError> {
  const begun = decideBegin(state, cmd);
  if (!begun.ok) return begun;
  const man = state.men[cmd.manId]!;
  const first = begun.value[0];
  if (!first || first.type !== 'task-begun') return begun;
  // Cases 15.21, 15.22, 43.43: a man due the preservation routine runs it instead; no panic check.
  const due = man.preservation && (man.preservation.untilExit || man.preservation.turn === state.turn);
  if (due && man.square) {
    const started: GameEvent = { ...first, panicCheck: { status: 'not-required', caseRef: 'Case 15.22', note: 'A man executing a preservation routine does not check for panic (Case 15.22).' } };
    delete (started as { automaticPanic?: unknown }).automaticPanic;
    // Case 22.1: mines on his preservation route (mine-command.ts, ruling MN3).
    return ok([started, ...withMinesOnRoutes(state, preservationRunEvents(state, man), dice)]);
  }
  // No panic percentage (a bare engine game): keep the hook as it was.
  if (!panicConfigured(state, man) || !man.square) return begun;
  const checked = checkAndRoutine(state, man, 'first-task', dice, undefined, true);
  const events = checked.events;
  const note = events.length === 0 ? 'no check required (Cases 14.13, 38.49)' : 'see the panic-checked event';
  const started: GameEvent = { ...first, panicCheck: { status: events.length === 0 ? 'not-required' : 'resolved', caseRef: first.panicCheck.caseRef, note } };
  if (first.automaticPanic) Object.assign(started, { automaticPanic: { ...first.automaticPanic, status: 'resolved', note: 'automatic panic executed: see the panic-checked event (Cases 38.61, 38.62)' } });
  // Case 14.22: "the man must immediately fire" — before his interval ends (Case 14.14); a tie asks his owner first.
  if (checked.fire && isChoice(checked.fire)) return ok([started, ...events, panicChoicePrompt([started, ...events].reduce(fold ?? ((s) => s), state), checked.fire, checked.endInterval)]);
  const fired = checked.fire && fold ? deliverPanicFire([started, ...events].reduce(fold, state), checked.fire, dice, fold) : [];
  return ok([started, ...events, ...fired, ...(checked.endInterval ? [panicEnded(man.id)] : [])]);
}
