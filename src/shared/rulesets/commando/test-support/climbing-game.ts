import type { GameMap } from '../../../map/map-model';
import { MapBuilder } from '../../../map/map-builder';
import { rect, sq } from '../../../map/map-areas';
import type { ScenarioRuntime } from '../model/scenario-state';
import type { GameState } from '../model/state';
import { engineGame, type ManSpec } from './engine-game';

const runtime = (started: boolean, optionalRules: readonly string[]): ScenarioRuntime => ({
  id: 't', title: 'climbing test', section: 0, optionalRules, enduranceChoice: 'standard', specialRules: [],
  gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [], entry: [], reinforcements: [],
  deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started,
});

/**
 * A 20 × 20 map for Section 35.0: woods at 0303–0404, forest at 0603, a house 1010–1111 with a ladder at 1010 and a
 * gabled roof, a flat-roofed house 1510–1511 with a stairway at 1510.
 */
export function climbingMap(): GameMap {
  return new MapBuilder('climb', 'Climbing test', { kind: 'custom', note: 'test' }, { width: 20, height: 20 })
    .woods(rect('0303', '0404'))
    .fill([sq('0603')], 'forest')
    .fill(rect('1010', '1111'), 'building')
    .ladder([sq('1010')])
    .fill(rect('1510', '1511'), 'building')
    .ladder([sq('1510')], 'stairway')
    .flatRoof(rect('1510', '1511'))
    .build();
}

/** A started game with Section 35.0 chosen (or `optionalRules`) on `climbingMap()`. */
export function climbingGame(men: readonly ManSpec[], opts: { phase?: string; started?: boolean; optionalRules?: readonly string[] } = {}): GameState {
  const base = engineGame(men, { width: 20, height: 20, ...(opts.phase ? { phase: opts.phase } : {}) });
  return { ...base, map: climbingMap(), scenario: runtime(opts.started ?? true, opts.optionalRules ?? ['35']) };
}
