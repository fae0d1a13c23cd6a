import { lazy } from 'react';
import { commandoScreens } from './commando/screens';
import { skirmishScreens } from './skirmish/screens';
import type { RulesetScreens } from './screens';

export type { GameSwitch, NewGameProps, PlayerScreenProps, ReplayFrameProps, RulesetScreens, UmpireConsoleProps } from './screens';

/**
 * The renderer's rulesets by id, as the shared registry has them
 * (src/shared/rulesets/index.ts): a view names its ruleset and the windows
 * show that ruleset's screens. A second ruleset plugs in by
 *  1. a folder rulesets/<id>/ with its screens (umpire console, player
 *     screen, replay frame) and whatever tools and panels they use;
 *  2. rulesets/<id>/screens.ts exporting its RulesetScreens, each screen a
 *     lazy import (so a side's window never loads umpire code);
 *  3. one line below.
 * Generic code (pages, map, components, api) never imports a ruleset's
 * folder; a ruleset's folder may import generic code and nothing of another
 * ruleset.
 */
const SCREENS: Readonly<Record<string, RulesetScreens>> = {
  [commandoScreens.id]: commandoScreens,
  [skirmishScreens.id]: skirmishScreens,
};

/** The screens of the ruleset a view names; undefined when this Sightline does not know it. */
export function screensFor(ruleset: string): RulesetScreens | undefined {
  return Object.hasOwn(SCREENS, ruleset) ? SCREENS[ruleset] : undefined;
}

export function rendererRulesetIds(): readonly string[] {
  return Object.keys(SCREENS);
}

/**
 * Whose new-game form the Games screen shows. Scenario summaries name no
 * ruleset yet (the contract's ScenarioSummaryInfo) and every scenario a
 * campaign holds is Commando's; once summaries name their ruleset, the
 * screen picks the form by it like the windows do.
 */
export function newGameScreens(): RulesetScreens & { NewGame: NonNullable<RulesetScreens['NewGame']> } {
  return commandoScreens;
}

/**
 * The skirmish ruleset's table editor (a tabletop in inches, no squares),
 * opened from the console's Tables screen. Lazy: the console loads it on
 * first opening.
 */
export const TablesScreen = lazy(() => import('./skirmish/TablesScreen').then((m) => ({ default: m.TablesScreen })));
