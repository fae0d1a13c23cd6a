import { manLevel } from '../rules/climbing';
import { waterLevel } from '../rules/underwater';
import type { ManKnowledge } from '../rules/knowledge';
import type { GameState } from '../model/state';

/** Case 8.83: men who observe him keep seeing where he is, how he stands and at what level (Case 7.13). */
export function track(state: GameState, manId: string): GameState {
  const man = state.men[manId];
  if (!man?.square) return state;
  const square = man.square;
  // Case 7.13 aloft, or Case 36.27 below the water's surface (negative).
  const level = manLevel(man) || waterLevel(state.map, man);
  const knowledge: Record<string, ManKnowledge> = {};
  for (const [id, k] of Object.entries(state.knowledge)) {
    knowledge[id] = k.observing.includes(manId)
      ? { ...k, lastKnown: { ...k.lastKnown, [manId]: { enemyId: manId, square, posture: man.posture, ...(level !== 0 ? { level } : {}), turn: state.turn, phase: state.phase } } }
      : k;
  }
  return { ...state, knowledge };
}
