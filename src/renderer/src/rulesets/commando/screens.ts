import { lazy } from 'react';
import { optionalRule } from '@shared/rulesets/commando/model/optional-rules';
import type { RulesetScreens } from '../screens';

/**
 * Commando's screens for the registry (../index.ts). Each is its own lazy
 * chunk: the player window loads PlayerScreen, never UmpireConsole.
 */
export const commandoScreens = {
  id: 'commando',
  UmpireConsole: lazy(() => import('./umpire/UmpireConsole').then((m) => ({ default: m.UmpireConsole }))),
  PlayerScreen: lazy(() => import('./player/PlayerScreen').then((m) => ({ default: m.PlayerScreen }))),
  ReplayFrame: lazy(() => import('./replay/ReplayFrame').then((m) => ({ default: m.ReplayFrame }))),
  optionalRuleTitle: (rule) => (/^\d{2}$/.test(rule) ? optionalRule(Number(rule))?.title : undefined),
  NewGame: lazy(() => import('./setup/ScenarioSetup').then((m) => ({ default: m.ScenarioSetup }))),
} satisfies RulesetScreens;
