/**
 * Guard dogs (Optional Rule Section 32.0) as commands: placing a dog with its
 * handler in set-up (Case 32.11) and the wind before play (Case 32.12),
 * releasing it (Cases 32.12, 32.16), the whistle (Cases 32.21–32.22), the
 * loose dog's panic "Move" (Case 32.23), and the Bookkeeping Phase's scent,
 * whistle and wind (Cases 32.13, 32.14, 32.21). Rulings:
 * docs/rulings/guard-dogs.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import { err, ok, type Result } from '../../../kernel/result';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { onMap } from '../../../map/map-model';
import type { CommandOf } from '../model/commands';
import type { DogEvent } from '../model/events-dogs';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { canAct, manTurnOf } from '../model/state';
import { roomInSquare, rollWind, rollWindChange, windMayChange, withinLeash } from '../rules/guard-dogs';
import { GUARD_DOG_NUMBERS as N } from '../tables/guard-dogs';
import { activeDogs, dogBookkeepingScent, dogDuty, dogsInUse, handlerLost } from './guard-dogs';
import { panicMoveEvents } from './panic-step';
import { checkActive } from './sequentiality';
import { SETUP_PHASE } from './setup-commands';
import { checkAffordable } from './task-points';

type Decided = Result<GameEvent[], RuleError>;

const notInUse = (): RuleError => ruleError('optional-rule/not-in-use', 'Case 32.0', 'Guard Dogs (Optional Rule Section 32.0) are not in use in this game.');

const sameSquare = (a: { col: number; row: number } | undefined, b: { col: number; row: number }): boolean => a !== undefined && a.col === b.col && a.row === b.row;

function dogOf(state: GameState, id: string): Result<ManState, RuleError> {
  if (!dogsInUse(state)) return err(notInUse());
  const d = state.men[id];
  return d?.dog ? ok(d) : err(ruleError('dog/unknown', 'Case 32.0', `There is no guard dog "${id}" in this game.`));
}

/** Case 32.12: the wind, rolled once before the game begins (with the first dog placed). */
export function windEvent(dice: DiceSource): DogEvent {
  const rec = new RecordingDice(dice);
  const w = rollWind(rec);
  return { type: 'dog-wind-rolled', from: w.from, rolls: w.rolls, caseRef: 'Case 32.12', dice: rec.take() };
}

/** setup/place-dog (Case 32.11; the listing's allotment, Case 40.41): within six squares of the side's one handler. */
export function decidePlaceDog(state: GameState, cmd: CommandOf<'setup/place-dog'>, dice: DiceSource): Decided {
  if (!dogsInUse(state)) return err(notInUse());
  if (!state.scenario || state.scenario.started || state.phase !== SETUP_PHASE) return err(ruleError('setup/over', 'Case 32.11', 'Dogs are placed at the beginning of a Scenario, in set-up (Case 32.11).'));
  if (!state.sides.some((s) => s.id === cmd.side)) return err(ruleError('setup/unknown-side', 'Case 32.11', `There is no side "${cmd.side}" in this game.`));
  const gd = state.guardDogs!;
  const allot = gd.allotments?.[cmd.side];
  if (gd.allotments && !allot) return err(ruleError('dog/not-allotted', 'Case 32.0', `The scenario gives guard dogs only to ${Object.keys(gd.allotments).join(', ')}.`));
  const own = Object.values(state.men).filter((m) => m.dog && m.side === cmd.side);
  if (allot && own.length >= allot.count) return err(ruleError('dog/allotment-spent', allot.caseRef, `The scenario gives ${cmd.side} ${allot.count} guard dogs (${allot.caseRef}); all are placed.`));
  const handler = state.men[cmd.handlerId];
  if (!handler || handler.side !== cmd.side || handler.dog) return err(ruleError('dog/handler-not-own', 'Case 32.11', `"${cmd.handlerId}" is not a man of ${cmd.side}: the owning Player designates one of his men as the dog handler (Case 32.11).`));
  const current = own[0]?.dog?.handlerId;
  if (current && current !== handler.id) return err(ruleError('dog/one-handler', 'Case 32.11', `${cmd.side}'s dog handler is already ${state.men[current]?.name ?? current}: the owning Player designates one man (Case 32.11).`));
  if (cmd.alternateHandlerId !== undefined) {
    const alt = state.men[cmd.alternateHandlerId];
    if (!alt || alt.side !== cmd.side || alt.dog || alt.id === handler.id) return err(ruleError('dog/alternate-not-own', 'Case 32.21', `"${cmd.alternateHandlerId}" is not another man of ${cmd.side} to be the alternate dog handler (Case 32.21).`));
  }
  if (!handler.square) return err(ruleError('dog/handler-off-map', 'Case 32.11', `${handler.name} must be set up on the map before his dogs: they begin within six squares of him (Case 32.11).`));
  if (!onMap(state.map, cmd.square)) return err(ruleError('dog/off-map', 'Case 32.11', `${cmd.square.col},${cmd.square.row} is not on the map.`));
  if (!withinLeash(cmd.square, handler.square)) return err(ruleError('dog/leash', 'Case 32.11', `All dogs must begin the game within six squares of the handler, ${handler.name} (Case 32.11).`));
  const friends = Object.values(state.men).filter((m) => m.side === cmd.side && sameSquare(m.square, cmd.square) && m.condition !== 'dead').length;
  if (!roomInSquare(friends)) return err(ruleError('dog/square-full', 'Case 32.31', 'There may never be more than two Friendly dogs and/or men in the same square (Case 32.31).'));
  if (Object.values(state.men).some((m) => m.side !== cmd.side && sameSquare(m.square, cmd.square))) return err(ruleError('dog/enemy-square', 'Case 32.11', 'A dog may not begin in an Enemy man\'s square: it may not engage in hand-to-hand combat until released (Case 32.11).'));
  const n = gd.nextNumber;
  const dog: ManState = {
    id: `dog-${n}`,
    side: cmd.side,
    name: `Guard dog ${n}`,
    square: cmd.square,
    posture: 'erect',
    // Ruling GD3: "can take 10 Wound Points" is the dog's endurance.
    endurance: N.woundPoints.value,
    wounds: 0,
    condition: 'fit',
    weapons: ['dog'],
    dog: { handlerId: handler.id, ...(cmd.alternateHandlerId ? { alternateHandlerId: cmd.alternateHandlerId } : {}), released: false, scented: [] },
  };
  const wind = gd.windFrom ? [] : [windEvent(dice)];
  return ok([...wind, { type: 'dog-placed', dog, square: cmd.square, caseRef: allot ? allot.caseRef : 'Case 32.11' }]);
}

/** dog/release (Cases 32.12, 32.16; ruling GD4): the owning Player releases a dog that has scented the Enemy; no Task Points. */
export function decideReleaseDog(state: GameState, cmd: CommandOf<'dog/release'>): Decided {
  const found = dogOf(state, cmd.dogId);
  if (!found.ok) return found;
  const dog = found.value;
  if (!state.scenario?.started) return err(ruleError('dog/not-in-play', 'Case 32.16', 'Dogs are released in play, once they have scented the Enemy (Case 32.16).'));
  if (!canAct(dog) || !dog.square) return err(ruleError('dog/cannot-act', 'Case 32.16', `${dog.name} is ${dog.condition} and cannot be released.`));
  if (dog.dog!.released) return err(ruleError('dog/released', 'Case 32.16', `${dog.name} is already released.`));
  if (handlerLost(state, dog)) return err(ruleError('dog/no-handler', 'Case 32.21', `${dog.name}'s handler is lost: it attacks the nearest scented Enemy man until a new handler blows the whistle (Case 32.21).`));
  if (dog.dog!.scented.length === 0) return err(ruleError('dog/not-scented', 'Case 32.12', `${dog.name} has not scented the Enemy: dogs may only be released when they have scented the Enemy (Case 32.12).`));
  return ok([{ type: 'dog-released', dogId: dog.id, caseRef: 'Case 32.16' }]);
}

/** task/blow-whistle (Cases 32.21–32.22): the alternate handler of a dog whose handler is lost; 35 Task Points; he has not moved this Game-Turn. */
export function decideBlowWhistle(state: GameState, cmd: CommandOf<'task/blow-whistle'>): Decided {
  if (!dogsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const dogs = activeDogs(state, man.side).filter((d) => d.dog!.alternateHandlerId === man.id);
  if (dogs.length === 0) return err(ruleError('dog/not-alternate', 'Case 32.21', `${man.name} is not the alternate dog handler designated at the beginning of play (Case 32.21).`));
  if (!dogs.some((d) => handlerLost(state, d))) return err(ruleError('dog/handler-alive', 'Case 32.21', `The dog handler is not lost: the alternate blows the whistle only after the handler is killed (Case 32.21).`));
  if (manTurnOf(state, man.id).movedThisTurn) return err(ruleError('dog/whistler-moved', 'Case 32.21', `${man.name} has moved this Game-Turn: the whistle is blown in Game-Turns without moving (Case 32.21).`));
  const w = state.guardDogs!.whistles.find((x) => x.manId === man.id);
  if (w?.turnsBlown.includes(state.turn)) return err(ruleError('dog/whistled', 'Case 32.21', `${man.name} has blown the whistle this Game-Turn already.`));
  const cost = new BreakdownBuilder('Task Points: blow the dog whistle', { label: 'Blow a dog whistle', caseRef: 'Case 32.21', value: N.whistleTaskPoints.value, provenance: N.whistleTaskPoints.provenance });
  if (man.condition === 'seriously-wounded') cost.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', 2);
  const c = cost.build();
  const short = checkAffordable(state, man, c.final, 'Blowing the dog whistle', 'Case 32.21');
  if (short) return err(short);
  return ok([{ type: 'dog-whistle-blown', manId: man.id, cost: c, turnsBlown: (w?.turnsBlown.length ?? 0) + 1, caseRef: 'Case 32.21' }]);
}

/** task/dog-panic-move (Case 32.23): a dog with no handler and no scent moves as a panicked man with a "Move" result. */
export function decideDogPanicMove(state: GameState, cmd: CommandOf<'task/dog-panic-move'>, dice: DiceSource): Decided {
  if (!dogsInUse(state)) return err(notInUse());
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const dog = checked.value;
  if (!dog.dog || dogDuty(state, dog).kind !== 'panic') return err(ruleError('dog/not-loose', 'Case 32.23', `${dog.name} is not a guard dog whose handler is lost with no Enemy scented (Case 32.23).`));
  return ok([...panicMoveEvents(state, dog, dice), { type: 'task-ended', manId: dog.id, reason: 'stopped', caseRef: 'Case 32.23' }]);
}

/**
 * The Bookkeeping Phase (Case 5.1 G): each dog's scent (Case 32.14); a whistle
 * blown two consecutive Game-Turns makes its man the handler, one not blown
 * this Game-Turn stops (Case 32.21); at the end of every fifth Game-Turn, the
 * wind (Case 32.13, after the scent so it bears on the next).
 */
export function dogBookkeeping(state: GameState, dice: DiceSource): DogEvent[] {
  if (!state.guardDogs) return [];
  const out: DogEvent[] = [...dogBookkeepingScent(state)];
  for (const w of state.guardDogs.whistles) {
    if (!w.turnsBlown.includes(state.turn)) {
      out.push({ type: 'dog-whistle-stopped', manId: w.manId, reason: 'he did not blow it this Game-Turn', caseRef: 'Case 32.21' });
    } else if (w.turnsBlown.length >= N.whistleGameTurns.value && w.turnsBlown.includes(state.turn - 1)) {
      const dogs = activeDogs(state, w.side).filter((d) => d.dog!.alternateHandlerId === w.manId && handlerLost(state, d));
      out.push({ type: 'dog-handler-changed', dogIds: dogs.map((d) => d.id), handlerId: w.manId, caseRef: 'Case 32.21' });
    }
  }
  if (state.guardDogs.windFrom && windMayChange(state.turn)) {
    const rec = new RecordingDice(dice);
    const r = rollWindChange(rec, state.guardDogs.windFrom);
    out.push({ type: 'dog-wind-checked', change: r.change, from: r.from, rolls: r.wind?.rolls ?? [], caseRef: 'Case 32.13', dice: rec.take() });
  }
  return out;
}

/** After phase/advance (triggers.ts): entering the Bookkeeping Phase, the dogs' bookkeeping follows the Phase's own events. */
export function withDogBookkeeping(before: GameState, own: readonly GameEvent[], dice: DiceSource, fold: (s: GameState, e: GameEvent) => GameState): GameEvent[] {
  const entered = own.some((e) => e.type === 'phase-advanced' && e.to === 'bookkeeping');
  if (!entered || !before.guardDogs) return [...own];
  const after = own.reduce(fold, before);
  return [...own, ...dogBookkeeping(after, dice)];
}
