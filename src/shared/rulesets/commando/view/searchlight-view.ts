/**
 * Searchlights in the views (Section 33.0; ruling SL10). The umpire sees
 * every searchlight and every beam whole. A side sees its own searchlights
 * (where, which way, manned or not) and, of any beam, its own or the
 * enemy's, only the lit squares its men can see: a square within the Day
 * observation range of one of its able men (lit squares are in full
 * sunlight, Case 33.24) and in his Line of Sight. An enemy searchlight
 * itself (its square only, never its facing) is shown to a side when one of
 * its men stands in that searchlight's light, looking into it (the men who
 * may shoot at it, Case 33.32).
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { canAct } from '../model/state';
import type { SearchlightState } from '../model/searchlight-state';
import { litBeams } from '../engine/searchlights';
import { inSight, sightFrom } from '../rules/sight-squares';
import { range } from '../rules/range';
import { squareKey } from '../rules/searchlights';
import { smokeSquares } from '../rules/smoke';
import { losVehicles } from '../engine/vehicles';

export interface UmpireSearchlightView {
  readonly lights: readonly SearchlightState[];
  /** Each working beam's lit squares (Cases 33.21–33.23, 33.25). */
  readonly beams: readonly { readonly id: string; readonly side: string; readonly lit: readonly Square[] }[];
}

export interface SideSearchlightView {
  /** Its own searchlights, whole. */
  readonly own: readonly SearchlightState[];
  /** Enemy searchlights it looks into (its men stand in their light): where each is, no more. */
  readonly enemySeen: readonly { readonly id: string; readonly square: Square }[];
  /** Lit squares its men can see, with whose beam lights each (`own`: one of its own). */
  readonly lit: readonly { readonly square: Square; readonly own: boolean }[];
}

const toSquare = (key: string): Square => {
  const [col, row] = key.split(',').map(Number);
  return { col: col!, row: row! };
};

export function umpireSearchlights(state: GameState): { searchlights?: UmpireSearchlightView } {
  const sl = state.searchlights;
  if (!sl) return {};
  return { searchlights: { lights: sl.lights, beams: litBeams(state).map((b) => ({ id: b.id, side: b.side, lit: [...b.lit].map(toSquare) })) } };
}

/** Can one of `eyes` see the square (Day range, Case 33.24; Line of Sight, Case 8.2)? */
function seenBy(state: GameState, eyes: readonly ManState[], sq: Square, dayRange: number | 'unlimited', smoke: readonly Square[]): boolean {
  return eyes.some((m) => {
    if (!m.square) return false;
    const r = range(m.square, sq);
    if (r === 0) return true;
    if (dayRange !== 'unlimited' && r > dayRange) return false;
    return inSight(sightFrom(state.map, { square: m.square, posture: m.posture }, smoke, losVehicles(state).vehicles), sq);
  });
}

export function sideSearchlights(state: GameState, side: string, eyes: readonly ManState[]): { searchlights?: SideSearchlightView } {
  const sl = state.searchlights;
  if (!sl) return {};
  const able = eyes.filter((m) => canAct(m) && m.square);
  const smoke = smokeSquares(state.smoke ?? []);
  const lit = new Map<string, boolean>();
  const enemySeen: { id: string; square: Square }[] = [];
  for (const beam of litBeams(state)) {
    const own = beam.side === side;
    for (const key of beam.lit) {
      if (lit.get(key) === true || (lit.has(key) && !own)) continue;
      if (seenBy(state, able, toSquare(key), sl.dayRange, smoke)) lit.set(key, own || lit.get(key) === true);
    }
    if (!own && able.some((m) => beam.lit.has(squareKey(m.square!)))) enemySeen.push({ id: beam.id, square: beam.square });
  }
  return {
    searchlights: {
      own: sl.lights.filter((l) => l.side === side),
      enemySeen,
      lit: [...lit.entries()].map(([key, own]) => ({ square: toSquare(key), own })).sort((a, b) => a.square.row - b.square.row || a.square.col - b.square.col),
    },
  };
}
