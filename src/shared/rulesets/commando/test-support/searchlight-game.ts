import type { GameMap, Square } from '../../../map/map-model';
import type { Command } from '../model/commands';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState } from '../model/state';
import type { Compass, SearchlightState } from '../model/searchlight-state';
import { engineGame, type ManSpec } from './engine-game';

/** A map with `tower` terrain on these squares (the searchlights' buildings). */
export function withTowers(map: GameMap, towers: readonly Square[]): GameMap {
  const squares = map.squares.map((s, i) => {
    const col = (i % map.width) + 1;
    const row = Math.floor(i / map.width) + 1;
    return towers.some((t) => t.col === col && t.row === row) ? { ...s, terrain: 'tower' as const } : s;
  });
  return { ...map, squares };
}

const runtime = (started: boolean, optionalRules: readonly string[]): ScenarioRuntime => ({
  id: 't', title: 'searchlight test', section: 0, optionalRules, enduranceChoice: 'standard', specialRules: [],
  gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
  deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started,
});

export interface LightSpec {
  readonly id?: string;
  readonly side?: string;
  readonly col: number;
  readonly row: number;
  readonly facing: Compass;
  /** The operator's man id: he is put in the searchlight's square. */
  readonly operatorId?: string;
  readonly destroyed?: boolean;
}

/**
 * A started night game on a blank 40 × 40 map with Section 33.0 chosen: side `a` commando (code C), side `b`
 * defending (code G), these searchlights on tower squares (each operator moved into his light's square),
 * night in clear weather (observation range 12, Day range unlimited), beam range 25.
 */
export function searchlightGame(
  men: readonly ManSpec[],
  lights: readonly LightSpec[],
  opts: { phase?: string; observationRange?: number | 'unlimited'; dayRange?: number | 'unlimited'; beamRange?: number; started?: boolean; optionalRules?: readonly string[] } = {},
): GameState {
  const base = engineGame(men, { width: 40, height: 40, observationRange: opts.observationRange ?? 12, ...(opts.phase ? { phase: opts.phase } : {}) });
  const state: SearchlightState[] = lights.map((l, i) => ({
    id: l.id ?? `searchlight-${i + 1}`,
    side: l.side ?? 'b',
    square: { col: l.col, row: l.row },
    facing: l.facing,
    ...(l.operatorId ? { operatorId: l.operatorId } : {}),
    ...(l.destroyed ? { destroyed: { turn: 1, caseRef: 'Case 33.31' } } : {}),
  }));
  const men2 = { ...base.men };
  for (const l of lights) {
    const op = l.operatorId ? men2[l.operatorId] : undefined;
    if (op) men2[op.id] = { ...op, square: { col: l.col, row: l.row } };
  }
  return {
    ...base,
    men: men2,
    map: withTowers(base.map, lights.map((l) => ({ col: l.col, row: l.row }))),
    scenario: runtime(opts.started ?? true, opts.optionalRules ?? ['33']),
    searchlights: { lights: state, beamRange: opts.beamRange ?? 25, dayRange: opts.dayRange ?? 'unlimited' },
  };
}

/** Side a has the initiative (7 against 2): on to Game-Turn 1's Non-Prepared Task Execution Phase (as launcher-command.test.ts). */
export function toTaskPhase(t: { state: GameState; run: (...c: Command[]) => unknown; advanceTo: (p: string) => void }): void {
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
}
