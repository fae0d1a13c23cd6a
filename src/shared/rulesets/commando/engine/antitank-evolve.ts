/**
 * The fold of Sections 26.0 and 27.0's events (model/events-antitank.ts):
 * the man's armament (launcher, rockets, LAWs), the Task Points spent, and a
 * fire's combat task and alert (Case 38.61). Wounds and vehicle damage arrive
 * as their own events. Pure; never rolls.
 */
import type { AntitankEvent } from '../model/events-antitank';
import type { GameState, ManTurn, SequenceState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import type { Armament } from '../rules/weapons';
import { armamentPatch } from './carried-weapons';
import { alertByFire } from './evolve-fire';

const ROCKET_WORD = 'rocket-launcher';

/** The man's armament, with `rocket-launcher` in his list of weapons while he carries one (Case 24.12 counts him as two). */
function withArmament(state: GameState, manId: string, a: Armament): GameState['men'] {
  const man = state.men[manId];
  if (!man) return state.men;
  const patch = armamentPatch(man, a);
  const others = patch.weapons.filter((w) => w !== ROCKET_WORD);
  return { ...state.men, [manId]: { ...man, ...patch, weapons: a.rocketLauncher ? [...others, ROCKET_WORD] : others } };
}

function withTurn(seq: SequenceState, manId: string, f: (t: ManTurn) => ManTurn): SequenceState {
  return { ...seq, men: { ...seq.men, [manId]: f(seq.men[manId] ?? freshManTurn()) } };
}

export function evolveAntitankEvent(state: GameState, event: AntitankEvent): GameState {
  switch (event.type) {
    case 'rocket-launcher-issued':
    case 'law-issued':
      return { ...state, men: withArmament(state, event.manId, event.armament) };
    case 'rocket-reloaded': {
      const seq = withTurn(sequenceOf(state), event.manId, (t) => ({ ...t, spent: t.spent + event.cost.final }));
      return { ...state, men: withArmament(state, event.ownerId, event.armament), sequence: seq };
    }
    case 'rocket-fired':
    case 'law-fired': {
      const seq = withTurn(sequenceOf(state), event.manId, (t) => ({ ...t, spent: t.spent + event.taskPointsCharged, combatTaskDone: true }));
      return alertByFire({ ...state, men: withArmament(state, event.manId, event.armament), sequence: seq }, event.manId);
    }
  }
}
