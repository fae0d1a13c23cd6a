import { commandoScreens } from './commando/screens';
import type { RulesetScreens } from './screens';

export type { GameSwitch, PlayerScreenProps, ReplayFrameProps, RulesetScreens, UmpireConsoleProps } from './screens';

/**
 * The renderer's rulesets by id, as the shared registry has them
 * (src/shared/rulesets/index.ts): a view names its ruleset and the windows
 * show that ruleset's screens. A second ruleset adds its folder here
 * (rulesets/<id>/screens.ts) and one line below.
 */
const SCREENS: Readonly<Record<string, RulesetScreens>> = {
  [commandoScreens.id]: commandoScreens,
};

/** The screens of the ruleset a view names; undefined when this Sightline does not know it. */
export function screensFor(ruleset: string): RulesetScreens | undefined {
  return Object.hasOwn(SCREENS, ruleset) ? SCREENS[ruleset] : undefined;
}

export function rendererRulesetIds(): readonly string[] {
  return Object.keys(SCREENS);
}
