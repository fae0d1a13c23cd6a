/**
 * What happens after a command, in one place: an ordered list of named
 * triggers, each citing its Case, run by one loop (`runTriggers`).
 *
 * Two stages, in this order:
 * - command triggers follow one kind of command and add to its own events
 *   (smoke and explosives on entering the Bookkeeping Phase, hand-to-hand on
 *   the wire, mines on an entry square, the opportunity-fire watch after an
 *   observation answer);
 * - follow-ups run after every command: the first folds the command's own
 *   events (with panic checks inserted where fire makes them due), the rest
 *   add to what is folded so far, and the scenario's special rules filter
 *   the whole list last (Case 42.43: Lawrence is never killed).
 *
 * The loop folds each event into the state it hands back, so the host never
 * folds a command's events again. Loop detection: a trigger runs at most once
 * per command, and a command whose triggers go past MAX_EVENTS_PER_COMMAND
 * events is refused, naming the trigger, instead of running away.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Command, CommandType } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { enemyExplosiveChecks, goalMet, panicUnderOpportunityFire, surpriseOnEntry, type Folded } from './follow-ups';
import { withFireBookkeeping } from './grenade-command';
import { withMinesOnRoutes } from './mine-command';
import { withBurning } from './flamethrower-command';
import { afterObservationAnswer } from './opportunity-command';
import type { Fold } from './panic-step';
import { filterEvents } from './special-rules';
import { structureObservations } from './structure-observation';
import { withBridgeMelee } from './wire-command';
import { dogScentFollowUp } from './guard-dogs';
import { withDogBookkeeping } from './dog-command';
import { withBreathChecks, withSwimmingOnEntry, withUnconsciousRising } from './underwater-turn';
import { mountFalls } from './mount-falls';
import { withWireStand } from './mount-wire';
import { droppedGrenadesExplode } from './mount-grenade';
import { withArtillery, withCalledStarShells } from './artillery-fire';
import { satchelsAtExecutionEnd, satchelsAtTaskExecution } from './satchel-detonation';
import { withBurningVehicles } from './vehicle-burning';
import { withVehicleMineDamage } from './vehicle-mine-damage';
import { vehiclePanicUnderFire } from './vehicle-panic-under-fire';
import { panicMachinegunFire } from './vehicle-panic-fire';
import { decideVehicleMove } from './vehicle-command';
import type { Square } from '../../../map/map-model';

/** Case 23.52: a panicked vehicle's straight-ahead move halts at a detonated anti-tank mine (ruling VH20), as in decide-optional.ts. */
const vehiclePanicMove = (s: GameState, vehicleId: string, route: readonly Square[], dice: DiceSource) => decideVehicleMove(s, { type: 'vehicle/move', vehicleId, route: [...route] }, dice, { stopAtMine: true });

export interface TriggerContext {
  readonly before: GameState;
  readonly command: Command;
  readonly dice: DiceSource;
  readonly fold: Fold;
}

/** Follows one kind of command: takes its events so far and returns them with its own added. */
export interface CommandTrigger {
  readonly stage: 'command';
  readonly id: string;
  readonly caseRef: string;
  readonly after: readonly CommandType[];
  run(ctx: TriggerContext, own: readonly GameEvent[]): GameEvent[];
}

/** Follows every command: reads the command's own events, adds to what is folded so far. */
export interface FollowUpTrigger {
  readonly stage: 'follow-up';
  readonly id: string;
  readonly caseRef: string;
  run(ctx: TriggerContext, own: readonly GameEvent[], sofar: Folded | undefined): Folded;
}

export type Trigger = CommandTrigger | FollowUpTrigger;

/** Far above any command the rules allow (a whole Bookkeeping Phase of a large scenario is a few hundred). */
export const MAX_EVENTS_PER_COMMAND = 10_000;

export const TRIGGERS: readonly Trigger[] = [
  {
    stage: 'command',
    id: 'bookkeeping-smoke-and-explosives',
    caseRef: 'Case 5.1 G; Cases 11.54, 11.74–11.76',
    after: ['phase/advance'],
    run: (c, own) => withFireBookkeeping(c.before, own, c.dice, c.fold),
  },
  {
    stage: 'command',
    id: 'hand-to-hand-on-the-wire',
    caseRef: 'Case 20.13',
    after: ['phase/advance'],
    run: (c, own) => withBridgeMelee(c.before, own, c.dice, c.fold),
  },
  {
    stage: 'command',
    id: 'guard-dogs-bookkeeping',
    caseRef: 'Cases 32.13, 32.14, 32.21',
    after: ['phase/advance'],
    run: (c, own) => withDogBookkeeping(c.before, own, c.dice, c.fold),
  },
  {
    stage: 'command',
    id: 'bookkeeping-burning',
    caseRef: 'Cases 17.41, 17.43',
    after: ['phase/advance'],
    run: (c, own) => withBurning(c.before, own, c.dice, c.fold),
  },
  {
    stage: 'command',
    id: 'underwater-breath',
    caseRef: 'Cases 36.54, 36.55',
    after: ['phase/advance'],
    run: (c, own) => withUnconsciousRising(c.before, withBreathChecks(c.before, own, c.dice, c.fold), c.fold),
  },
  { stage: 'command', id: 'underwater-swim-on-entry', caseRef: 'Case 36.29', after: ['entry/enter', 'umpire/place-man'], run: (c, own) => withSwimmingOnEntry(c.before, c.command, own, c.fold) },
  {
    stage: 'command',
    id: 'artillery-plot-and-bookkeeping',
    caseRef: 'Cases 28.23–28.35, 28.4, 34.44',
    after: ['phase/advance'],
    run: (c, own) => withArtillery(c.before, own, c.dice, c.fold),
  },
  { stage: 'command', id: 'vehicles-burn-out', caseRef: 'Cases 26.21, 26.22, 28.34, 28.35 (Tables 26.5, 26.6 Burns)', after: ['phase/advance'], run: (c, own) => withBurningVehicles(c.before, own, c.dice, c.fold) },
  { stage: 'command', id: 'artillery-star-shells', caseRef: 'Case 34.44', after: ['artillery/announce'], run: (c, own) => withCalledStarShells(c.before, own, c.dice, c.fold) },
  { stage: 'command', id: 'mounts-stand-at-wire', caseRef: 'Case 20.15', after: ['phase/advance'], run: (c, own) => withWireStand(c.before, own, c.dice, c.fold) },
  { stage: 'command', id: 'satchels-at-task-execution', caseRef: 'Case 25.21 (ruling SC9)', after: ['phase/advance'], run: (c, own) => satchelsAtTaskExecution(c.before, own, c.dice, c.fold) },
  { stage: 'command', id: 'mines-on-entry', caseRef: 'Case 22.1', after: ['entry/enter'], run: (c, own) => withMinesOnRoutes(c.before, own, c.dice) },
  {
    stage: 'command',
    id: 'opportunity-watch-after-observation',
    caseRef: 'Cases 7.52, 8.92, 10.71 (ruling O7)',
    after: ['observe/attempt', 'observe/forego'],
    run: (c, own) => afterObservationAnswer(c.before, own, c.fold),
  },
  { stage: 'follow-up', id: 'panic-under-opportunity-fire', caseRef: 'Cases 14.31, 14.34, 14.22', run: (c, own) => panicUnderOpportunityFire(c.before, own, c.dice, c.fold) },
  // Case 14.31 for a moving tank or APC whose exposed men are fired upon (ruling VH67).
  { stage: 'follow-up', id: 'vehicle-panic-under-opportunity-fire', caseRef: 'Cases 14.31, 23.51, 24.21', run: (c, own, sofar) => vehiclePanicUnderFire(need(sofar), own, c.dice, c.fold, vehiclePanicMove, (s, id, d) => panicMachinegunFire(s, id, d, c.fold)) },
  { stage: 'follow-up', id: 'satchels-at-execution-end', caseRef: 'Case 25.21 (ruling SC9)', run: (c, _own, sofar) => satchelsAtExecutionEnd(need(sofar), c.dice, c.fold) },
  { stage: 'follow-up', id: 'enemy-explosive-check', caseRef: 'Case 11.74', run: (c, own, sofar) => enemyExplosiveChecks(need(sofar), own, c.dice, c.fold) },
  { stage: 'follow-up', id: 'surprise-on-entry', caseRef: 'Cases 7.44, 12.12–12.21', run: (c, own, sofar) => surpriseOnEntry(need(sofar), own, c.fold) },
  { stage: 'follow-up', id: 'structures-observed', caseRef: 'Case 41.81; Cases 8.12, 8.24, 8.33', run: (c, own, sofar) => structureObservations(need(sofar), own, c.fold) },
  {
    stage: 'follow-up',
    id: 'guard-dogs-scent',
    caseRef: 'Cases 32.14, 32.34',
    run: (c, _own, sofar) => {
      const s = need(sofar);
      const more = dogScentFollowUp(s.state);
      return more.length === 0 ? s : { events: [...s.events, ...more], state: more.reduce(c.fold, s.state) };
    },
  },
  { stage: 'follow-up', id: 'mounts-fall', caseRef: 'Cases 19.45, 19.53, 19.55', run: (c, own, sofar) => mountFalls(need(sofar), own, c.dice, c.fold) },
  { stage: 'follow-up', id: 'mounts-dropped-grenades', caseRef: 'Case 19.34', run: (c, _own, sofar) => droppedGrenadesExplode(need(sofar), c.dice, c.fold) },
  { stage: 'follow-up', id: 'vehicle-mine-damage', caseRef: 'Cases 22.14, 22.42, 29.21', run: (c, own, sofar) => withVehicleMineDamage(need(sofar), own, c.dice, c.fold) },
  { stage: 'follow-up', id: 'goal-met', caseRef: 'Case 38.32', run: (c, own, sofar) => goalMet(need(sofar), own, c.fold) },
  {
    stage: 'follow-up',
    id: 'special-rule-filters',
    caseRef: 'Case 38.23 (each scenario\'s own; e.g. Case 42.43)',
    run: (c, _own, sofar) => {
      const s = need(sofar);
      const filtered = filterEvents(c.before, s.events);
      // A filter that changed an event changes the state: fold the list again from the start.
      return filtered.every((e, i) => e === s.events[i]) ? s : { events: filtered, state: filtered.reduce(c.fold, c.before) };
    },
  },
];

function need(sofar: Folded | undefined): Folded {
  if (!sofar) throw new Error('A follow-up trigger ran before the command\u2019s events were folded: panic-under-opportunity-fire must come first.');
  return sofar;
}

/** Runs the triggers after a command's own events: every event it causes, and the state with them folded once. */
export function runTriggers(ctx: TriggerContext, commandEvents: readonly GameEvent[], triggers: readonly Trigger[] = TRIGGERS): Result<Folded, RuleError> {
  let own: GameEvent[] = [...commandEvents];
  let sofar: Folded | undefined;
  const ran = new Set<string>();
  for (const t of triggers) {
    if (ran.has(t.id)) return err(ruleError('engine/trigger-loop', t.caseRef, `The trigger "${t.id}" would run twice after one command; the trigger list is wrong.`));
    if (t.stage === 'command') {
      if (!t.after.includes(ctx.command.type)) continue;
      ran.add(t.id);
      own = t.run(ctx, own);
    } else {
      ran.add(t.id);
      sofar = t.run(ctx, own, sofar);
    }
    const count = sofar ? sofar.events.length : own.length;
    if (count > MAX_EVENTS_PER_COMMAND) {
      return err(ruleError('engine/trigger-runaway', t.caseRef, `After the trigger "${t.id}" one command has caused ${count} events (more than ${MAX_EVENTS_PER_COMMAND}); the command is refused rather than left to run away.`));
    }
  }
  return ok(sofar ?? { events: own, state: own.reduce(ctx.fold, ctx.before) });
}
