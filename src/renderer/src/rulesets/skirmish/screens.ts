import { lazy } from 'react';
import type { RulesetScreens } from '../screens';

/**
 * The modern skirmish ruleset's screens for the registry (../index.ts), each
 * its own lazy chunk (a side's window never loads the console). A skirmish
 * game is set up from the Games screen's one form (newGameScreens).
 */
export const skirmishScreens: RulesetScreens = {
  id: 'skirmish',
  UmpireConsole: lazy(() => import('./game/SkirmishConsole').then((m) => ({ default: m.SkirmishConsole }))),
  PlayerScreen: lazy(() => import('./game/SkirmishSideScreen').then((m) => ({ default: m.SkirmishSideScreen }))),
  ReplayFrame: lazy(() => import('./game/SkirmishReplay').then((m) => ({ default: m.SkirmishReplay }))),
  // Issue 19: the archive counts bounds; each side's copy and report are the skirmish side file (main/archive/skirmish-side-file.ts).
  turnsName: 'bounds',
};
