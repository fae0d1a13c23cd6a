import type { ComponentType, ReactNode } from 'react';
import type { GameSwitchInfo, ReplayFrame } from '@shared/contract/api';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { PlayerClient, UmpireClient } from '../api/client';

/**
 * What a ruleset brings to the renderer: the bodies of the windows that show
 * its game. The generic pages (src/renderer/src/pages) fetch the view and pick
 * these by the view's `ruleset` (index.ts). Each is loaded lazily and on its
 * own, so a side's window never fetches the umpire console's code.
 *
 * The views are still Commando's types because the contract is (the contract
 * is made ruleset-agnostic elsewhere); every component here reads `ruleset`
 * only through the registry.
 */
export interface UmpireConsoleProps {
  readonly client: UmpireClient;
  readonly view: UmpireView;
  /** The buttons that open the console screens (Games, Map editor, Players, Archive), for the console's header. */
  readonly screenButtons: ReactNode;
  /** A console screen covers the console: its keyboard shortcuts stay off. */
  readonly screenOpen: boolean;
  /** The last game switch made on a console screen, a new object each time. */
  readonly switched?: GameSwitch;
}

/** A new or opened game (pages/setup/ConsoleScreens.tsx); `stay` when the screen stays open (the archive). */
export interface GameSwitch {
  readonly info: GameSwitchInfo;
  readonly stay: boolean;
}

export interface PlayerScreenProps {
  readonly view: PlayerView;
  /** The man the window is narrowed to ("Seen by"); '' for the whole side. */
  readonly manId?: string;
  /** Shows the "Seen by" selector (a side's own window, not the shared screen). */
  readonly onNarrow?: (manId: string) => void;
  /** The side's own window may deploy its men during set-up (Case 38.4); the shared screen may not. */
  readonly deployClient?: PlayerClient;
}

export interface NewGameProps {
  readonly client: UmpireClient;
  readonly onStarted: (info: GameSwitchInfo) => void;
}

export interface ReplayFrameProps {
  readonly frame: ReplayFrame;
}

export interface RulesetScreens {
  readonly id: string;
  /** The umpire console: the master map, its tools (move, fire, line of sight…), the turn panel and the charts. */
  readonly UmpireConsole: ComponentType<UmpireConsoleProps>;
  /** A side's window and the shared screen: what the side's projection shows. */
  readonly PlayerScreen: ComponentType<PlayerScreenProps>;
  /** One frame of an archived game's replay (the archive screen). */
  readonly ReplayFrame: ComponentType<ReplayFrameProps>;
  /** The title of one of the ruleset's Optional Rules by the value a game keeps ("22" → "Mines"), for the archive's filter; absent when it has none. */
  readonly optionalRuleTitle?: (rule: string) => string | undefined;
  /** What the archive calls its turns ("bounds"); absent: Commando's "Game-Turns". */
  readonly turnsName?: string;
  /** False when a side's copy and report are not built for this ruleset's games (the archive offers the umpire's and the replay); absent: they are. */
  readonly sideCopies?: false;
  /** The new-game form on the Games screen: the ruleset's scenarios, their options, and Start (one form serves every ruleset's scenarios: Commando's). */
  readonly NewGame?: ComponentType<NewGameProps>;
}
