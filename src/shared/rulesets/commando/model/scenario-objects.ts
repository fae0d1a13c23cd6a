/**
 * Scenario objects as the engine and the views see them: an object's area
 * (Case 39.43: a hostage group is 2×2), and the kinds known by name, the
 * Hejaz train and the Arab rail mine (Cases 42.43, 42.7), whose rules are
 * the Hejaz plug-in's (scenarios/special/hejaz-train.ts).
 */
import type { Square } from '../../../map/map-model';
import type { ScenarioObject } from './scenario-state';

export const TRAIN_KIND = 'train';
export const MINE_KIND = 'rail-mine';

/** The train is on the game from the start, entering by itself (Case 42.7): it is never set up. */
export const enginePlaced = (o: ScenarioObject): boolean => o.kind === TRAIN_KIND && o.train !== undefined;

/** The squares of an object's area from its north-west square. */
export function areaOf(o: Pick<ScenarioObject, 'size'>, nw: Square): Square[] {
  const out: Square[] = [];
  for (let dc = 0; dc < o.size; dc++) for (let dr = 0; dr < o.size; dr++) out.push({ col: nw.col + dc, row: nw.row + dr });
  return out;
}
