/**
 * What Section 32.0 Guard Dogs reads of a game and folds into it (no
 * command here; the commands are dog-command.ts's): whether the rule is in
 * use, the scenario's dogs, who scents whom (Case 32.14), the squares a dog
 * may step to (Cases 32.11, 32.16, 32.21, 32.33, 32.34), the tasks a dog may
 * not do (General Rule), the Bookkeeping Phase's wind and scent (Cases
 * 32.13, 32.14) and the whistle's end (Case 32.21). Rulings:
 * docs/rulings/guard-dogs.md.
 */
import type { Square } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { Command } from '../model/commands';
import type { DogEvent } from '../model/events-dogs';
import type { GameEvent } from '../model/events';
import type { GuardDogsState } from '../model/dog-state';
import type { Scenario } from '../model/scenario-schema';
import type { GameState, ManState } from '../model/state';
import { canAct, freshManTurn, sequenceOf } from '../model/state';
import { nearest, scents, stepToward, withinLeash } from '../rules/guard-dogs';
import { range } from '../rules/range';

export const GUARD_DOGS_SECTION = '32';

export const dogsInUse = (state: GameState): boolean => state.guardDogs !== undefined && (state.scenario?.optionalRules ?? [GUARD_DOGS_SECTION]).includes(GUARD_DOGS_SECTION);

/** Section 32.0 when chosen at createGame: no dog yet (they are placed in set-up), the listing's allotment (Case 40.41). */
export function initialGuardDogs(scenario: Pick<Scenario, 'optionalRules'>, chosen: readonly string[]): { guardDogs?: GuardDogsState } {
  if (!chosen.includes(GUARD_DOGS_SECTION)) return {};
  const allotments: Record<string, { count: number; caseRef: string }> = {};
  for (const use of [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested]) {
    if (use.section !== 32) continue;
    for (const a of use.allotments ?? []) if (/dog/i.test(a.item) && a.per === 'side' && a.count !== null) allotments[a.side] = { count: a.count, caseRef: `Case ${use.case}` };
  }
  return { guardDogs: { whistles: [], nextNumber: 1, ...(Object.keys(allotments).length > 0 ? { allotments } : {}) } };
}

const same = (a: Square, b: Square): boolean => a.col === b.col && a.row === b.row;

export const isDog = (m: ManState | undefined): boolean => m?.dog !== undefined;

/** The dogs of a side (all sides when absent), on the map and able. */
export function activeDogs(state: GameState, side?: string): ManState[] {
  return Object.values(state.men).filter((m) => m.dog && m.square && canAct(m) && (side === undefined || m.side === side));
}

/** Case 32.21 (ruling GD5): a handler who can no longer act (incapacitated or dead) no longer controls his dogs. */
export function handlerLost(state: GameState, dog: ManState): boolean {
  const h = dog.dog ? state.men[dog.dog.handlerId] : undefined;
  return !h || !canAct(h) || !h.square;
}

/** Enemy men (and Enemy dogs, "creatures", Case 32.33) a dog could scent: on the map and able. */
function enemiesOf(state: GameState, dog: ManState): ManState[] {
  return Object.values(state.men).filter((m) => m.side !== dog.side && m.square && canAct(m));
}

/**
 * Case 32.14: the Enemy men this dog scents now. `withLines`: the Bookkeeping
 * Phase's straight lines downwind (ruling GD1); otherwise only "within ten
 * squares" (a move, the automatic part).
 */
export function scentedNow(state: GameState, dog: ManState, withLines: boolean): string[] {
  if (!dog.square) return [];
  const wind = state.guardDogs?.windFrom;
  const limit = Math.max(state.map.width, state.map.height);
  return enemiesOf(state, dog)
    .filter((e) => (withLines && wind ? scents(dog.square!, e.square!, wind, limit) : range(dog.square!, e.square!) <= 10))
    .map((e) => e.id);
}

/** The scented Enemy men still able and on the map (the dog's list, pruned of the dead). */
export function liveScent(state: GameState, dog: ManState): { id: string; square: Square }[] {
  return (dog.dog?.scented ?? []).map((id) => state.men[id]).filter((m): m is ManState => !!m?.square && canAct(m)).map((m) => ({ id: m.id, square: m.square! }));
}

/**
 * Where a dog must go now, or undefined when it moves freely under its handler:
 * - released with scent: toward any scented man (Case 32.16), the nearest once
 *   its handler is lost (Case 32.21) or after a kill (Case 32.33, ruling GD6);
 * - released, no scent left: toward its handler (Case 32.34);
 * - handler lost and no scent: the panic "Move" (Case 32.23), `panic`.
 */
/** Case 32.33 (ruling GD6): a scented Enemy man lies dead in the dog's square: it has killed its opponent. */
function justKilled(state: GameState, dog: ManState): boolean {
  return dog.dog!.scented.some((id) => {
    const m = state.men[id];
    return m?.condition === 'dead' && m.square !== undefined && same(m.square, dog.square!);
  });
}

export type DogDuty = { readonly kind: 'leashed' } | { readonly kind: 'toward'; readonly targets: readonly Square[]; readonly caseRef: string } | { readonly kind: 'panic'; readonly caseRef: string };

export function dogDuty(state: GameState, dog: ManState): DogDuty {
  if (!dog.dog || !dog.square) return { kind: 'leashed' };
  const scent = liveScent(state, dog);
  if (handlerLost(state, dog)) {
    if (scent.length === 0) return { kind: 'panic', caseRef: 'Case 32.23' };
    const near = nearest(dog.square, scent);
    return { kind: 'toward', targets: scent.filter((s) => s.id === near).map((s) => s.square), caseRef: 'Case 32.21' };
  }
  if (!dog.dog.released) return { kind: 'leashed' };
  if (scent.length > 0 && justKilled(state, dog)) {
    const near = nearest(dog.square, scent);
    return { kind: 'toward', targets: scent.filter((s) => s.id === near).map((s) => s.square), caseRef: 'Case 32.33' };
  }
  if (scent.length > 0) return { kind: 'toward', targets: scent.map((s) => s.square), caseRef: 'Case 32.16' };
  return { kind: 'toward', targets: [state.men[dog.dog.handlerId]!.square!], caseRef: 'Case 32.34' };
}

/** The one-square steps a dog with a duty may take from `from` (Cases 32.16, 32.34; ruling GD2). */
export const dutySteps = (from: Square, targets: readonly Square[]): Square[] =>
  targets.filter((t) => !same(t, from)).map((t) => stepToward(from, t)).filter((s, i, all) => all.findIndex((x) => same(x, s)) === i);

/** Tasks a dog may perform (General Rule: movement only; non-released dogs also stand erect and fall prone). */
const DOG_TASKS: ReadonlySet<string> = new Set(['task/begin', 'task/move', 'task/route', 'task/resume-route', 'task/end', 'task/fall-prone', 'task/stand', 'task/dog-panic-move', 'side/pass']);

function commandMan(command: Command): string | undefined {
  const c = command as { manId?: unknown };
  return typeof c.manId === 'string' ? c.manId : undefined;
}

/** A move's squares from the mover's own square on. */
function routeOf(command: Command): readonly Square[] | undefined {
  return command.type === 'task/move' || command.type === 'task/route' ? command.route : undefined;
}

/**
 * The gate every command passes (dispatch.ts's gate list, so decide and the cheap
 * legality check agree): a dog's tasks (General Rule), a released dog's path
 * (Cases 32.16, 32.21, 32.34, ruling GD2), the six squares (Case 32.11) for the
 * dog and its handler, no melee before release (Case 32.11, ruling GD4), and
 * the whistler standing still (Case 32.21).
 */
export function dogGate(state: GameState, command: Command): RuleError | undefined {
  if (!state.guardDogs) return undefined;
  const manId = commandMan(command);
  const man = manId ? state.men[manId] : undefined;
  if (!man) return undefined;
  if (man.dog) return dogTaskGate(state, man, command);
  const route = routeOf(command);
  if (!route) return undefined;
  if (state.guardDogs.whistles.some((w) => w.manId === man.id)) {
    return ruleError('dog/whistling', 'Case 32.21', `${man.name} is blowing the dog whistle: he may not move for two consecutive Game-Turns (Case 32.21).`);
  }
  // Case 32.11: "until the dogs are released, the dogs must at all times be within six squares of the handler".
  const end = route[route.length - 1]!;
  const leashed = activeDogs(state, man.side).filter((d) => d.dog!.handlerId === man.id && !d.dog!.released);
  const far = leashed.find((d) => !withinLeash(d.square!, end));
  return far ? ruleError('dog/leash', 'Case 32.11', `${man.name} handles ${far.name}, which is not released: it must stay within six squares of him (Case 32.11); move the dog first.`) : undefined;
}

const enemyAt = (state: GameState, dog: ManState, sq: Square): boolean =>
  Object.values(state.men).some((m) => m.side !== dog.side && m.square && canAct(m) && same(m.square, sq));

function dogTaskGate(state: GameState, dog: ManState, command: Command): RuleError | undefined {
  if (!DOG_TASKS.has(command.type)) {
    return ruleError('dog/task', 'Case 32.0', `${dog.name} is a guard dog: the only task a guard dog can perform is movement (Section 32.0 General Rule).`);
  }
  const duty = dogDuty(state, dog);
  if ((command.type === 'task/fall-prone' || command.type === 'task/stand') && (dog.dog!.released || duty.kind !== 'leashed')) {
    if (command.type === 'task/fall-prone') return ruleError('dog/released-erect', 'Case 32.0', `${dog.name} is released: released dogs will only stand erect (Section 32.0 General Rule).`);
  }
  if (command.type === 'task/dog-panic-move' && duty.kind !== 'panic') {
    return ruleError('dog/not-loose', 'Case 32.23', `${dog.name} is not a dog without handler or scent: it moves by Case 32.1 or 32.16, not as panicked (Case 32.23).`);
  }
  const route = routeOf(command);
  if (!route) return undefined;
  if (duty.kind === 'panic') return ruleError('dog/loose', 'Case 32.23', `${dog.name}'s handler is lost and it has scented no Enemy: it moves as if panicked with a "Move" result (Case 32.23): give task/dog-panic-move.`);
  if (duty.kind === 'toward') {
    // Case 32.22: while a dog whistle of its side is blowing, dogs will not attack.
    const whistle = state.guardDogs!.whistles.some((w) => w.side === dog.side);
    if (whistle && route.slice(1).some((sq) => enemyAt(state, dog, sq))) {
      return ruleError('dog/whistle-blowing', 'Case 32.22', `A dog whistle is blowing: ${dog.name} will not attack (Case 32.22).`);
    }
    for (let i = 1; i < route.length; i++) {
      const steps = dutySteps(route[i - 1]!, duty.targets);
      if (!steps.some((s) => same(s, route[i]!))) {
        return ruleError('dog/direct-path', duty.caseRef, `${dog.name} must be moved by the shortest, most direct path ${duty.caseRef === 'Case 32.34' ? 'toward its handler' : 'toward a scented Enemy man'} (${duty.caseRef}, ruling GD2).`);
      }
    }
    return undefined;
  }
  const handler = state.men[dog.dog!.handlerId];
  const end = route[route.length - 1]!;
  if (handler?.square && route.some((sq) => !withinLeash(sq, handler.square!))) {
    return ruleError('dog/leash', 'Case 32.11', `${dog.name} is not released: it must at all times be within six squares of its handler, ${handler.name} (Case 32.11).`);
  }
  if (enemyAt(state, dog, end)) return ruleError('dog/not-released', 'Case 32.11', `${dog.name} is not released and may not engage in hand-to-hand combat (Case 32.11).`);
  return undefined;
}

/**
 * After every command (triggers.ts): a dog comes within ten squares of an Enemy
 * man and scents him (Case 32.14, "automatically"); a released dog with no scent
 * back within six squares of its handler is non-released (Case 32.34).
 */
export function dogScentFollowUp(state: GameState): DogEvent[] {
  if (!state.guardDogs) return [];
  const out: DogEvent[] = [];
  for (const dog of activeDogs(state)) {
    const known = new Set(dog.dog!.scented);
    const fresh = scentedNow(state, dog, false).filter((id) => !known.has(id));
    if (fresh.length > 0) out.push({ type: 'dog-scented', dogId: dog.id, scented: [...dog.dog!.scented, ...fresh], caseRef: 'Case 32.14' });
    else if (dog.dog!.released && !handlerLost(state, dog) && liveScent(state, dog).length === 0 && withinLeash(dog.square!, state.men[dog.dog!.handlerId]!.square!)) {
      out.push({ type: 'dog-recalled', dogId: dog.id, caseRef: 'Case 32.34' });
    }
  }
  return out;
}

/** Case 32.14 in the Bookkeeping Phase: each dog's scent anew, lines and all (ruling GD1). */
export function dogBookkeepingScent(state: GameState): DogEvent[] {
  if (!state.guardDogs) return [];
  return activeDogs(state).flatMap((dog): DogEvent[] => {
    const now = scentedNow(state, dog, true);
    const was = dog.dog!.scented;
    const sameList = now.length === was.length && now.every((id) => was.includes(id));
    return sameList ? [] : [{ type: 'dog-scented', dogId: dog.id, scented: now, caseRef: 'Case 32.14' }];
  });
}

/** Is this one of Section 32.0's events? (dispatch.ts routes them here.) */
export const isDogEvent = (e: GameEvent): e is DogEvent => e.type.startsWith('dog-');

const withDog = (state: GameState, id: string, f: (m: ManState) => ManState): GameState => {
  const m = state.men[id];
  return m?.dog ? { ...state, men: { ...state.men, [id]: f(m) } } : state;
};

export function evolveDogEvent(state: GameState, event: DogEvent): GameState {
  const gd: GuardDogsState = state.guardDogs ?? { whistles: [], nextNumber: 1 };
  switch (event.type) {
    case 'dog-wind-rolled':
    case 'dog-wind-checked':
      return { ...state, guardDogs: { ...gd, windFrom: event.from } };
    case 'dog-placed':
      return { ...state, men: { ...state.men, [event.dog.id]: event.dog }, guardDogs: { ...gd, nextNumber: gd.nextNumber + 1 } };
    case 'dog-scented':
      return withDog(state, event.dogId, (m) => ({ ...m, dog: { ...m.dog!, scented: event.scented } }));
    case 'dog-released':
      return withDog(state, event.dogId, (m) => ({ ...m, posture: 'erect', dog: { ...m.dog!, released: true } }));
    case 'dog-recalled':
      return withDog(state, event.dogId, (m) => ({ ...m, dog: { ...m.dog!, released: false, scented: [] } }));
    case 'dog-whistle-blown': {
      const w = gd.whistles.find((x) => x.manId === event.manId);
      const man = state.men[event.manId];
      const rest = gd.whistles.filter((x) => x.manId !== event.manId);
      const next = w ? { ...w, turnsBlown: [...w.turnsBlown, state.turn] } : { manId: event.manId, side: man?.side ?? '', startTurn: state.turn, turnsBlown: [state.turn] };
      const seq = sequenceOf(state);
      const t = seq.men[event.manId] ?? freshManTurn();
      const men = { ...seq.men, [event.manId]: { ...t, spent: t.spent + event.cost.final } };
      return { ...state, sequence: { ...seq, men }, guardDogs: { ...gd, whistles: [...rest, next] } };
    }
    case 'dog-whistle-stopped':
      return { ...state, guardDogs: { ...gd, whistles: gd.whistles.filter((w) => w.manId !== event.manId) } };
    case 'dog-handler-changed': {
      let s: GameState = { ...state, guardDogs: { ...gd, whistles: gd.whistles.filter((w) => w.manId !== event.handlerId) } };
      for (const id of event.dogIds) s = withDog(s, id, (m) => ({ ...m, dog: { ...m.dog!, handlerId: event.handlerId, released: false } }));
      return s;
    }
  }
}
