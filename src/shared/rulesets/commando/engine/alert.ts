import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';

/** Index note / Case 38.61: a defending man observing a commando man alerts his side and ends the Defending Mode −20 after this Game-Turn. */
export function alert(state: GameState, observerId: string, targetId: string): GameState {
  const observer = state.men[observerId];
  const target = state.men[targetId];
  const oSide = state.sides.find((s) => s.id === observer?.side);
  const tSide = state.sides.find((s) => s.id === target?.side);
  if (!oSide || !tSide || oSide.mode !== 'defending' || tSide.mode !== 'commando') return state;
  const seq = sequenceOf(state);
  const info = seq.sides[oSide.id] ?? {};
  if (info.commandoFirstObservedTurn !== undefined && info.alertedTurn !== undefined) return state;
  const updated = { ...info, commandoFirstObservedTurn: info.commandoFirstObservedTurn ?? state.turn, alertedTurn: info.alertedTurn ?? state.turn };
  return { ...state, sequence: { ...seq, sides: { ...seq.sides, [oSide.id]: updated } } };
}
