import { evolveFlameFireEvent } from './flamethrower-state';
import { alert } from './alert';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import { applyAttempt } from '../rules/observation';
import { decideInitiative } from './initiative';
import { decideFallProne, decideMove, decideStand } from './move-command';
import { decideAttempt, decideForego } from './observe-command';
import { answerPrompt, dropFromPrompts } from './prompts';
import { decideBegin, decideEnd, decidePass } from './sequentiality';
import { decideAdvance, decideWithdraw, evolvePhaseAdvanced } from './turn-sequence';
import { decideBeginWithPanic, deliverPanicFire, panicEnded } from './panic-step';
import { decideChoosePanicTarget } from './panic-choice';
import { decideMeleeResolve } from './melee-phase';
import { decideAdvanceWithScenario } from './scenario-advance';
import { decideEnter, decideExitMap, frozenDefenderError } from './entry';
import { decideChooseEntry, decideDeploy, decidePlaceObject, decideStart, scenarioGate } from './setup-commands';
import { decideAdjustCounter, decideEndGame } from './game-end';
import { decideSpecialCommand, specialGate } from './special-rules';
import { decideTakeEquipment } from './take-equipment';
import { decideAssignExplosive } from './explosive-setup';
import { bridgeGate, bridgeOf, decideLeaveWire, decideMoveOverWire, evolveWireEvent } from './wire-command';
import { evolveScenarioEvent } from './evolve-scenario';
import { runTriggers } from './triggers';
import { decideOptionalRule, isOptionalRuleCommand } from './decide-optional';
import { operatorGate } from './searchlight-command';
import { underwaterGate } from './underwater-command';
import { aboardGate } from './vehicles';
import { driverLostOnTheMove } from './vehicle-driver-lost';
import { climbingGate } from './climb-command';
import { dogGate } from './guard-dogs';
import { carriedWithMove, mountGate } from './mounts';
import { decideMountOverWire } from './mount-wire';
import { decideGallopDrop } from './mount-grenade';
import { evolveOptionalRuleEvent, isOptionalRuleEvent } from './evolve-optional';
import { track } from './track-observed';
import { decideWoundMan } from './wound-ruling';
import { decideLoseSight, decidePlaceMan, decideRecordObservation } from './umpire-commands';
import { isRouteCommand, walkRoute, withRouteLeft } from './route-move';
import { evolveFireEvent } from './evolve-fire';
import { decideFire } from './fire-command';
import { decideThrowGrenade, decidePrepareGrenade } from './grenade-command';
import { decideDrop, decideEmplace, decideExchange, decidePickUp, decidePrepareWeapon, decideReload } from './weapon-command';
import { decideHold, decidePlotWithCondition } from './opportunity-command';
import { GUN_PLOT_TASK } from './vehicle-gun-crew';
import { decidePlotGun } from './vehicle-gun-plot';
import { decideOpportunityFire } from './opportunity-answer';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import { emptyKnowledge, withFirstSighting, type ManKnowledge } from '../rules/knowledge';
import { err, ok, type Result } from '../../../kernel/result';
import { freshManTurn, sequenceOf, type GameState, type ManTurn, type Posture, type SequenceState } from '../model/state';

/**
 * decide: validate a command against the state and produce the events it
 * causes. Pure: it never mutates, and any dice come from `dice` and are
 * written into the events. An illegal command returns a RuleError (stable
 * code, the Case that forbids it) and changes nothing.
 */
export function decide(state: GameState, command: Command, dice: DiceSource): Result<GameEvent[], RuleError> {
  const r = decideAndFold(state, command, dice);
  return r.ok ? ok(r.value.events) : r;
}

/**
 * decide, then the triggers (triggers.ts) that follow the command, in their
 * order: every event the command causes, and the state with them folded once.
 */
export function decideAndFold(state: GameState, command: Command, dice: DiceSource): Result<{ events: GameEvent[]; state: GameState }, RuleError> {
  // Issue 15: a route move is walked as a task/move, with every check of one (route-move.ts).
  if (isRouteCommand(command)) return walkRoute(state, command, (move) => decideAndFold(state, move, dice));
  const gate = gateError(state, command);
  if (gate) return err(gate);
  const r = decideCommand(state, command, dice);
  if (!r.ok) return r;
  const folded = runTriggers({ before: state, command, dice, fold: evolve }, r.value);
  return folded.ok ? ok({ events: folded.value.events, state: folded.value.state }) : folded;
}

/**
 * Whether `decide` accepts `command`, without running the triggers that
 * follow it (follow-ups, victory facts: issue 23's cheap legality for the
 * legal-actions list). The triggers never refuse what the command's own
 * decision accepted — `runTriggers` refuses only a trigger list that loops or
 * a command causing over 10,000 events — so the answers agree
 * (legal-cheap.property.test.ts). A route is walked step by step as `decide`
 * walks it (each step's follow-ups bear on the next).
 */
export function decidesWithoutFollowUps(state: GameState, command: Command, dice: DiceSource): boolean {
  if (isRouteCommand(command)) return decideAndFold(state, command, dice).ok;
  if (gateError(state, command)) return false;
  return decideCommand(state, command, dice).ok;
}

/**
 * The gates before any command's own decision, one list for `decide` and the
 * cheap check alike: Section 38.0 (set-up before play, nothing after the end),
 * a bridging man takes no other action (Case 20.13), a searchlight's operator
 * does nothing else (Case 33.12), a man aloft comes down before he walks (Cases 7.13, 35.22),
 * a guard dog only moves, on its leash or its direct path (Section 32.0, guard-dogs.ts).
 */
function gateError(state: GameState, command: Command): RuleError | undefined {
  return scenarioGate(state, command) ?? bridgeGate(state, command) ?? operatorGate(state, command) ?? climbingGate(state, command) ?? dogGate(state, command) ?? underwaterGate(state, command) ?? mountGate(state, command) ?? aboardGate(state, command);
}

function decideCommand(state: GameState, command: Command, dice: DiceSource): Result<GameEvent[], RuleError> {
  // Sections 18, 20, 21, 22, 31, 33 and 34 (decide-optional.ts).
  if (isOptionalRuleCommand(command)) return decideOptionalRule(state, command, dice, evolve);
  switch (command.type) {
    case 'umpire/place-man':
      return decidePlaceMan(state, command);
    case 'umpire/record-observation':
      return decideRecordObservation(state, command);
    case 'umpire/lose-sight':
      return decideLoseSight(state, command);
    case 'umpire/wound-man':
      return decideWoundMan(state, command);
    case 'phase/advance':
      // Triggers after it (triggers.ts): smoke and explosives entering the Bookkeeping Phase (Case 5.1 G), hand-to-hand on the wire (Case 20.13).
      return state.scenario ? decideAdvanceWithScenario(state, command, dice, decideAdvance) : decideAdvance(state, command);
    case 'observe/attempt': {
      // The scenario's special rules (Case 42.43: the train's lookouts).
      const lookout = specialGate(state, command);
      if (lookout) return err(lookout);
      // Case 10.71, ruling O7: once the step's observation prompt is answered, the plots are asked (a trigger, triggers.ts).
      return decideAttempt(state, command, dice);
    }
    case 'observe/forego':
      return decideForego(state, command, (attempt) => specialGate(state, attempt));
    case 'plot/opportunity-fire':
      // Cases 23.33, 23.53 (ruling VH60): a crewman lies in wait at his vehicle's machinegun.
      return command.fireTask === GUN_PLOT_TASK ? decidePlotGun(state, command) : decidePlotWithCondition(state, command);
    case 'plot/withdraw':
      return decideWithdraw(state, command);
    case 'initiative/roll':
      return decideInitiative(state, dice);
    case 'task/begin':
      return decideBeginWithPanic(state, command, dice, decideBegin, evolve);
    case 'task/move': {
      // Cases 38.47, 38.64, then the scenario's special rules (Cases 42.43, 43.43, 50.43).
      const frozen = frozenDefenderError(state, command) ?? specialGate(state, command);
      // Case 20.12: other men's bridged wire is crossable.
      // Cases 22.1, 22.35: each square entered may set off a mine (engine/mine-command.ts).
      // Case 19.34: a rider's grenade dropped on his mount's gallop (mount-grenade.ts).
      return frozen ? err(frozen) : decideGallopDrop(state, command, (s0, c0) => decideMoveOverWire(s0, c0, (s, c) => decideMountOverWire(s, c, (s2, c2) => decideMove(s2, c2, dice), dice, evolve)), dice);
    }
    case 'task/route':
    case 'task/resume-route':
      throw new Error(`${command.type} is walked by decideAndFold as a task/move (route-move.ts).`);
    case 'task/fall-prone':
      return decideFallProne(state, command);
    case 'task/stand':
      // Case 20.13: a bridging man stands up off the wire.
      return bridgeOf(state, command.manId) ? decideLeaveWire(state, { type: 'task/leave-wire', manId: command.manId }, dice) : decideStand(state, command);
    case 'task/end':
      return decideEnd(state, command);
    case 'side/pass':
      return decidePass(state, command);
    case 'setup/deploy':
      return decideDeploy(state, command);
    case 'setup/place-object': {
      // The scenario's special rules (Case 45.81: the radio lies in 1612 until obtained).
      const fixed = specialGate(state, command);
      return fixed ? err(fixed) : decidePlaceObject(state, command);
    }
    case 'setup/start':
      return decideStart(state);
    case 'setup/choose-entry':
      return decideChooseEntry(state, command);
    case 'setup/assign-explosive':
      return decideAssignExplosive(state, command);
    case 'entry/enter': {
      // Case 22.1: the entry square may be mined (a trigger, triggers.ts).
      return decideEnter(state, command);
    }
    case 'task/exit-map':
      return decideExitMap(state, command);
    case 'object/move':
    case 'train/set-speed':
    case 'task/scenario-work':
    case 'task/detonate-bridge':
    case 'task/ride-tram':
      // Case 38.23: commands of a scenario's special rules, decided by the plug-in that owns them (special-rules.ts).
      return decideSpecialCommand(state, command, dice);
    case 'melee/resolve':
      return decideMeleeResolve(state, command, dice);
    case 'umpire/adjust-counter':
      return decideAdjustCounter(state, command);
    case 'game/end':
      return decideEndGame(state);
    case 'task/take-equipment':
      return decideTakeEquipment(state, command);
    case 'task/fire':
      return decideFire(state, command, dice, evolve);
    case 'task/reload':
      return decideReload(state, command);
    case 'task/prepare-weapon':
      return decidePrepareWeapon(state, command);
    case 'task/prepare-grenade':
      return decidePrepareGrenade(state, command, dice);
    case 'task/throw-grenade':
      return decideThrowGrenade(state, command, dice, evolve);
    case 'task/drop-weapon':
      return decideDrop(state, command);
    case 'task/pick-up-weapon':
      return decidePickUp(state, command);
    case 'task/exchange-weapons':
      return decideExchange(state, command);
    case 'task/emplace-explosive':
      return decideEmplace(state, command);
    case 'opportunity/fire':
      return decideOpportunityFire(state, command, dice, evolve);
    case 'opportunity/hold':
      return decideHold(state, command);
    case 'panic/choose-target':
      return decideChoosePanicTarget(state, command, dice, evolve, deliverPanicFire, panicEnded);
  }
}

/** evolve: fold one event into the state. Pure and total; it never rolls. */
export function evolve(state: GameState, event: GameEvent): GameState {
  const next = { ...state, version: state.version + 1 };
  const seq = sequenceOf(state);
  switch (event.type) {
    case 'man-placed': {
      // Ruling CL6: the umpire places a man on the ground of the square (a fall from a tree or a roof, Cases 35.15, 35.27).
      const men = withMan(state, event.manId, { square: event.square, posture: event.posture });
      const placed = men[event.manId];
      if (placed?.aloft) {
        const { aloft: _fell, ...rest } = placed;
        return track({ ...next, men: { ...men, [event.manId]: rest } }, event.manId);
      }
      return track({ ...next, men }, event.manId);
    }
    case 'enemy-observed': {
      const k = state.knowledge[event.observerId] ?? emptyKnowledge();
      const updated: ManKnowledge = {
        ...k,
        observing: [...k.observing, event.targetId],
        successesThisTurn: k.successesThisTurn + 1,
        lastKnown: { ...k.lastKnown, [event.targetId]: { enemyId: event.targetId, square: event.square, posture: event.posture, turn: state.turn, phase: state.phase } },
      };
      return alert({ ...next, knowledge: { ...state.knowledge, [event.observerId]: withFirstSighting(k, updated, event.targetId, state.turn) } }, event.observerId, event.targetId);
    }
    case 'sight-lost': {
      const k = state.knowledge[event.observerId];
      if (!k) return next;
      const updated: ManKnowledge = { ...k, observing: k.observing.filter((id) => id !== event.targetId) };
      return { ...next, knowledge: { ...state.knowledge, [event.observerId]: updated } };
    }
    case 'man-wounded': {
      const man = state.men[event.manId];
      if (!man) return next;
      const out = event.condition === 'dead' || event.condition === 'incapacitated';
      // Case 22.21: a man severely wounded by a bounce mine stays so whatever his later total.
      const condition = event.condition === 'fit' && man.severeWound ? 'seriously-wounded' : event.condition;
      const men = withMan(state, man.id, { wounds: event.totalWounds, condition, ...(event.condition === 'incapacitated' ? { posture: 'prone' as const } : {}) });
      let s = withTurn(seq, man.id, (t) => ({ ...t, lost: t.lost + event.taskPointsLost, ...(out ? { done: true } : {}) }));
      if (out) {
        s = dropFromPrompts(s, man.id);
        if (s.active?.manId === man.id) s = endInterval(s, man.side);
      }
      // Case 23.22 (ruling VH66): a moving vehicle whose driver goes out of action ceases movement.
      return track(driverLostOnTheMove({ ...next, men, sequence: s }, man.id), man.id);
    }
    case 'phase-advanced':
      return evolvePhaseAdvanced(next, event);
    case 'observation-attempted': {
      const k = state.knowledge[event.observerId] ?? emptyKnowledge();
      const attempted = applyAttempt(k, { id: event.targetId, square: event.square, posture: event.posture }, event, state.turn, state.phase);
      const updated = event.success ? withFirstSighting(k, attempted, event.targetId, state.turn) : attempted;
      let s: SequenceState = { ...seq, attemptsThisPhase: Math.max(seq.attemptsThisPhase, event.order) };
      if (event.promptId) s = answerPrompt(s, event.promptId, event.observerId, false);
      const folded = { ...next, knowledge: { ...state.knowledge, [event.observerId]: updated }, sequence: s };
      return event.success ? alert(folded, event.observerId, event.targetId) : folded;
    }
    case 'observation-foregone':
      return { ...next, sequence: answerPrompt(seq, event.promptId, event.observerId, event.deferred) };
    case 'prompt-raised': {
      // An opportunity prompt (Case 7.53) is not an observation prompt about the mover (Case 8.92).
      const ids = event.prompt.kind === 'observation' ? event.prompt.pending.map((e) => e.observerId) : [];
      const active = seq.active ? { ...seq.active, prompted: [...seq.active.prompted.filter((id) => !ids.includes(id)), ...ids] } : undefined;
      return {
        ...next,
        sequence: { ...seq, prompts: [...seq.prompts, event.prompt], nextPromptNumber: seq.nextPromptNumber + 1, ...(active ? { active } : {}) },
      };
    }
    case 'opportunity-fire-plotted': {
      const plot = { fireTask: event.fireTask, cost: event.cost, fired: false, ...(event.payload ? { payload: event.payload } : {}), ...(event.plot ? { plot: event.plot } : {}), ...(event.fireCost !== undefined ? { fireCost: event.fireCost } : {}) };
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.cost }));
      return { ...next, sequence: { ...s, plots: { ...seq.plots, [event.manId]: plot } } };
    }
    case 'opportunity-fire-plot-withdrawn': {
      const plots = { ...seq.plots };
      delete plots[event.manId];
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: Math.max(0, t.spent - event.refund) }));
      return { ...next, sequence: { ...s, plots } };
    }
    case 'initiative-determined':
      return { ...next, sequence: { ...seq, initiative: event.initiative } };
    case 'task-begun': {
      const man = state.men[event.manId];
      if (!man) return next;
      const s = withTurn(seq, man.id, (t) => ({ ...t, actedPhase: event.phase }));
      return { ...next, sequence: { ...s, active: { manId: man.id, side: man.side, phase: event.phase, stoppedByEnemy: false, prompted: [], owed: [] } } };
    }
    case 'man-moved': {
      const last = event.steps[event.steps.length - 1];
      const square: Square | undefined = last ? last.to : state.men[event.manId]?.square;
      const men = square ? withMan(state, event.manId, { square }) : state.men;
      let s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.cost, movedThisTurn: true }));
      if (event.stopped?.reason === 'enemy-square' && s.active) s = { ...s, active: { ...s.active, stoppedByEnemy: true } };
      if (s.active?.manId === event.manId) s = { ...s, active: withRouteLeft(s.active, event.stopped) };
      // Cases 19.31, 19.67: the rider goes with his mount; a led mount follows.
      const carried = carriedWithMove({ ...next, men, sequence: s }, event.manId, [event.from, ...event.steps.map((x) => x.to)].filter((q): q is Square => q !== undefined));
      return track(track(carried, event.manId), state.men[event.manId]?.mount?.riderId ?? event.manId);
    }
    case 'posture-changed': {
      const s = withTurn(seq, event.manId, (t) => ({ ...t, spent: t.spent + event.cost }));
      return track({ ...next, men: withMan(state, event.manId, { posture: event.posture as Posture }), sequence: s }, event.manId);
    }
    case 'task-ended': {
      const man = state.men[event.manId];
      const s = withTurn(seq, event.manId, (t) => ({ ...t, done: true }));
      return { ...next, sequence: endInterval(s, man?.side ?? seq.active?.side ?? '') };
    }
    case 'side-passed':
      return { ...next, sequence: { ...seq, passedSides: [...seq.passedSides.filter((s) => s !== event.side), event.side] } };
    case 'fire-resolved':
    case 'flamethrower-exploded':
      // Section 17.0: the flame's pattern for the maps; an exploded flamethrower stays, broken (Case 17.36).
      return evolveFlameFireEvent(evolveFireEvent(next, event), event);
    case 'observed-automatically':
    case 'opportunity-plots-updated':
    case 'opportunity-held':
    case 'grenade-prepared':
    case 'grenade-thrown':
    case 'weapon-reloaded':
    case 'weapon-prepared':
    case 'weapons-dropped':
    case 'weapon-picked-up':
    case 'weapons-exchanged':
    case 'explosive-emplaced':
    case 'explosive-assigned':
    case 'smoke-laid':
    case 'smoke-dissipated':
    case 'explosive-checked':
    case 'structure-demolished':
      return evolveFireEvent(next, event);
    case 'wire-bridged':
    case 'wire-bridge-used':
    case 'wire-left':
    case 'wire-clipping':
    case 'wire-clipped':
      return evolveWireEvent(next, event);
    default:
      // The Optional Rules' own events (evolve-optional.ts), then the scenario's.
      return isOptionalRuleEvent(event) ? evolveOptionalRuleEvent(next, event) : evolveScenarioEvent(next, event);
  }
}

export function replay(initial: GameState, events: readonly GameEvent[]): GameState {
  return events.reduce(evolve, initial);
}

function withMan(state: GameState, manId: string, patch: Partial<GameState['men'][string]>): GameState['men'] {
  const man = state.men[manId];
  return man ? { ...state.men, [manId]: { ...man, ...patch } } : state.men;
}

function withTurn(seq: SequenceState, manId: string, f: (t: ManTurn) => ManTurn): SequenceState {
  return { ...seq, men: { ...seq.men, [manId]: f(seq.men[manId] ?? freshManTurn()) } };
}

/** The active man's interval is over (Case 6.43); his side acted last (Case 6.22). */
function endInterval(seq: SequenceState, side: string): SequenceState {
  const rest: SequenceState = { ...seq, lastActedSide: side };
  delete (rest as { active?: unknown }).active;
  return rest;
}

