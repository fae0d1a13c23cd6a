import { commandoRuleset } from '@shared/rulesets/commando';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { GameHost, type EventStore, type HostOptions } from '../host/game-host';
import type { GameLog } from '../host/game-log';

/**
 * The app plays Commando: its host is the generic GameHost driven by
 * Commando's ruleset, typed with Commando's state, commands, events and
 * views. (The host itself knows no ruleset; src/main/app may.)
 */
export type CommandoHost = GameHost<GameState, Command, GameEvent, UmpireView, PlayerView>;
export type CommandoLog = GameLog<GameState, GameEvent>;

export function commandoHost(initial: GameState, dice: DiceSource, store: EventStore<GameEvent> | CommandoLog, options: HostOptions = {}): CommandoHost {
  return new GameHost(commandoRuleset, initial, dice, store, options);
}
