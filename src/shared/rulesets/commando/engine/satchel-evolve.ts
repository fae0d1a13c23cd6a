/**
 * The fold of Section 25.0's events (model/events-satchel.ts): the charges a man carries, the prepared charges
 * (held, lying, on a vehicle), the Task Points spent and the combat task of a throw (ruling SC2). Wounds and
 * vehicle damage arrive as their own events. Pure; never rolls.
 */
import type { SatchelEvent } from '../model/events-satchel';
import type { SatchelCharge } from '../model/satchel-state';
import type { GameState, ManTurn, SequenceState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import type { Armament } from '../rules/weapons';
import { armamentPatch } from './carried-weapons';
import { satchelsOf } from './satchel-view';

function withArmament(state: GameState, manId: string, a: Armament): GameState['men'] {
  const man = state.men[manId];
  return man ? { ...state.men, [manId]: { ...man, ...armamentPatch(man, a) } } : state.men;
}

function spend(state: GameState, manId: string, points: number, combat = false): SequenceState {
  const seq = sequenceOf(state);
  const t: ManTurn = seq.men[manId] ?? freshManTurn();
  return { ...seq, men: { ...seq.men, [manId]: { ...t, spent: t.spent + points, ...(combat ? { combatTaskDone: true } : {}) } } };
}

/** The charge moved to one place: held, lying in a square, or on a vehicle. */
function place(state: GameState, id: string, where: Pick<SatchelCharge, 'holderId' | 'square' | 'vehicleId'>): GameState['satchels'] {
  const s = satchelsOf(state);
  return {
    ...s,
    charges: s.charges.map((c) => {
      if (c.id !== id) return c;
      const { holderId: _h, square: _s, vehicleId: _v, ...rest } = c;
      return { ...rest, ...where };
    }),
  };
}

export function evolveSatchelEvent(state: GameState, event: SatchelEvent): GameState {
  switch (event.type) {
    case 'satchel-charges-issued':
      return { ...state, men: withArmament(state, event.manId, event.armament) };
    case 'satchel-prepared': {
      const s = satchelsOf(state);
      const satchels = { charges: [...s.charges, event.charge], nextNumber: s.nextNumber + 1 };
      return { ...state, men: withArmament(state, event.manId, event.armament), satchels, sequence: spend(state, event.manId, event.cost.final) };
    }
    case 'satchel-thrown':
      return { ...state, satchels: place(state, event.chargeId, event.onVehicleId ? { vehicleId: event.onVehicleId } : { square: event.landing }), sequence: spend(state, event.manId, event.taskPointsCharged, true) };
    case 'satchel-dropped':
      return { ...state, satchels: place(state, event.chargeId, { square: event.square }) };
    case 'satchel-picked-up':
      return { ...state, satchels: place(state, event.chargeId, { holderId: event.manId }), sequence: spend(state, event.manId, event.cost.final) };
    case 'satchel-exploded': {
      const s = satchelsOf(state);
      return { ...state, satchels: { ...s, charges: s.charges.filter((c) => c.id !== event.chargeId) } };
    }
  }
}
