/** Loads a bundled scenario and its map (assets/) for engine tests, and puts a man to work in a Task Execution Phase. */
import type { DiceSource, DieFace, DieRequest } from '../../../../../kernel/dice/dice-source';
import type { GameState } from '../../../model/state';
import { sequenceOf } from '../../../model/state';
import { parseMap } from '../../../../../map/map-schema';
import type { GameMap, Square } from '../../../../../map/map-model';
import { NON_PREPARED_PHASE } from '../../../rules/observation-limits';
import { loadScenario } from '../../load-scenario';
import type { Scenario } from '../../../model/scenario-schema';
import { createGame } from '../../setup-game';

export async function loadBundled(scenarioFile: string, mapLetter: string): Promise<{ scenario: Scenario; map: GameMap }> {
  const s = ((await import(/* @vite-ignore */ `../../../../../../../assets/scenarios/${scenarioFile}`)) as { default: unknown }).default;
  const m = ((await import(/* @vite-ignore */ `../../../../../../../assets/maps/${mapLetter.toLowerCase()}.json`)) as { default: unknown }).default;
  const loaded = loadScenario(s, scenarioFile);
  if (!loaded.ok) throw new Error(loaded.errors.map((e) => e.message).join('; '));
  const map = parseMap(m);
  if (!map.ok) throw new Error(`map ${mapLetter} does not parse`);
  return { scenario: loaded.scenario, map: map.map };
}

/** Every die shows its highest face. */
export const highDice: DiceSource = {
  mode: 'scripted',
  roll: (r: DieRequest): DieFace => (r.die === 'd6' ? { die: 'd6', face: 6 } : { die: 'd10', face: 10 }),
};

export async function newBundledGame(scenarioFile: string, mapLetter: string): Promise<GameState> {
  const { scenario, map } = await loadBundled(scenarioFile, mapLetter);
  const g = createGame(scenario, map, { gameId: `${scenario.id}-test`, endurance: 'standard', optionalRules: [] }, highDice);
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  return g.value.state;
}

/** The state with the man at `square` and executing tasks in a Task Execution Phase (Case 7.51), set up by hand. */
export function actingAt(state: GameState, manId: string, square: Square): GameState {
  const man = state.men[manId]!;
  const seq = sequenceOf(state);
  const { awaitingEntry: _gone, ...rest } = man;
  return {
    ...state,
    phase: NON_PREPARED_PHASE,
    men: { ...state.men, [manId]: { ...rest, square } },
    sequence: { ...seq, active: { manId, side: man.side, phase: NON_PREPARED_PHASE, stoppedByEnemy: false, prompted: [], owed: [] } },
    ...(state.scenario ? { scenario: { ...state.scenario, started: true } } : {}),
  };
}

/** The man stands at `square` (set by hand), in whatever condition given. */
export function placed(state: GameState, manId: string, square: Square, condition?: GameState['men'][string]['condition']): GameState {
  const man = state.men[manId]!;
  const { awaitingEntry: _gone, ...rest } = man;
  return { ...state, men: { ...state.men, [manId]: { ...rest, square, ...(condition ? { condition } : {}) } } };
}
