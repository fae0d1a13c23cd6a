/**
 * What Section 33.0 Searchlights reads of a game (no command here, so the
 * observation modules can import it without a cycle): whether the rule is in
 * use, which searchlights work (Cases 33.12, 33.13, 33.34), the squares each
 * lights now (Cases 33.21–33.23, 33.25), and the two hooks observation calls
 * (Cases 33.24, 33.26, 33.27). The commands are searchlight-command.ts's.
 * Rulings: docs/rulings/searchlights.md.
 */
import type { Square } from '../../../map/map-model';
import type { GameState } from '../model/state';
import { canAct } from '../model/state';
import type { SearchlightState, SearchlightsState } from '../model/searchlight-state';
import type { Scenario } from '../model/scenario-schema';
import type { LightingSituation } from '../rules/observation-chance';
import { litSquares, beamRange, squareKey } from '../rules/searchlights';
import { isLit, observationRangeToward, searchlightLighting, type LitBeam } from '../rules/searchlight-observation';
import type { SightContext } from '../rules/observation-limits';
import { smokeSquares } from '../rules/smoke';
import { losVehicles } from './vehicles';
import { OBSERVATION_RANGE } from '../tables/observation-range';
import type { CommandoTables } from '../tables/index';
import { tablesOf } from './game-tables';

export const SEARCHLIGHTS_SECTION = '33';

export const searchlightsInUse = (state: GameState): boolean => state.searchlights !== undefined && (state.scenario?.optionalRules ?? [SEARCHLIGHTS_SECTION]).includes(SEARCHLIGHTS_SECTION);

/** Section 33.0 when chosen at createGame: no searchlight yet (they are placed in set-up), the weather's ranges, the listing's allotment. */
export function initialSearchlights(scenario: Pick<Scenario, 'conditions' | 'optionalRules'>, chosen: readonly string[], tables: Pick<CommandoTables, 'searchlights'>): { searchlights?: SearchlightsState } {
  if (!chosen.includes(SEARCHLIGHTS_SECTION)) return {};
  const allotments: Record<string, { count: number | null; caseRef: string }> = {};
  for (const use of [...scenario.optionalRules.necessary, ...scenario.optionalRules.suggested]) {
    if (use.section !== 33) continue;
    for (const a of use.allotments ?? []) if (/searchlight/i.test(a.item) && a.per === 'side') allotments[a.side] = { count: a.count, caseRef: use.case };
  }
  const weather = scenario.conditions.weather;
  return {
    searchlights: {
      lights: [],
      beamRange: beamRange(weather, tables.searchlights).range,
      dayRange: OBSERVATION_RANGE[weather].day.value,
      ...(Object.keys(allotments).length > 0 ? { allotments } : {}),
    },
  };
}

const same = (a: Square | undefined, b: Square): boolean => a !== undefined && a.col === b.col && a.row === b.row;

/** Cases 33.12–33.13, 33.34: it has an operator, able, in its square on the roof, and it is not destroyed. */
export function isWorking(state: GameState, light: SearchlightState): boolean {
  if (light.destroyed || !light.operatorId) return false;
  const op = state.men[light.operatorId];
  return op !== undefined && canAct(op) && same(op.square, light.square);
}

/** The searchlight a man operates now, if any (Case 33.12). */
export function operatedBy(state: GameState, manId: string): SearchlightState | undefined {
  return state.searchlights?.lights.find((l) => l.operatorId === manId && !l.destroyed && same(state.men[manId]?.square, l.square));
}

const cache = new WeakMap<GameState, readonly LitBeam[]>();

/** Every working searchlight's beam and its lit squares now (computed once per state). */
export function litBeams(state: GameState): readonly LitBeam[] {
  const sl = state.searchlights;
  if (!sl || sl.lights.length === 0) return [];
  const hit = cache.get(state);
  if (hit) return hit;
  const smoke = smokeSquares(state.smoke ?? []);
  const beams = sl.lights
    .filter((l) => isWorking(state, l))
    .map((l) => ({ id: l.id, side: l.side, square: l.square, lit: new Set(litSquares(state.map, l, { beamRange: sl.beamRange, smoke, tanks: losVehicles(state).vehicles }, tablesOf(state).searchlights).map(squareKey)) }));
  cache.set(state, beams);
  return beams;
}

/** Hook for observation-limits.ts: Case 33.24's Day range toward a man in a lit square. Nothing when no beam shines. */
export function searchlightSight(state: GameState): Pick<SightContext, 'observationRangeAt'> {
  const sl = state.searchlights;
  const beams = litBeams(state);
  if (!sl || beams.length === 0) return {};
  const scenarioRange = state.observationRange ?? 'unlimited';
  return {
    observationRangeAt: (target) =>
      isLit(beams, target) ? { range: observationRangeToward(target, beams, scenarioRange, sl.dayRange), caseRef: 'Case 33.24: the target stands in a searchlight-lit square, Case 8.13 Day column' } : undefined,
  };
}

/** Is `square` in a working searchlight's beam now (Case 33.23)? */
export const searchlightLit = (state: GameState, square: Square): boolean => isLit(litBeams(state), square);

/** Hook for observe-command.ts: the Case 33.26 / 33.27 facts of an attempt. */
export function searchlightLightingOf(state: GameState, observer: Square, target: Square): { lighting?: LightingSituation } {
  const beams = litBeams(state);
  if (beams.length === 0) return {};
  const lighting = searchlightLighting(observer, target, beams, tablesOf(state).searchlights);
  return Object.keys(lighting).length > 0 ? { lighting } : {};
}
