/**
 * Scenario object kinds the engine and the views know by name: the Hejaz
 * train and the Arab rail mine (Cases 42.43, 42.7). Their rules are the
 * Hejaz plug-in's (scenarios/special/hejaz-train.ts).
 */
import type { ScenarioObject } from './scenario-state';

export const TRAIN_KIND = 'train';
export const MINE_KIND = 'rail-mine';

/** The train is on the game from the start, entering by itself (Case 42.7): it is never set up. */
export const enginePlaced = (o: ScenarioObject): boolean => o.kind === TRAIN_KIND && o.train !== undefined;
