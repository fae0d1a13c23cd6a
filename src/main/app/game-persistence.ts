import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { replayWith } from '@shared/kernel/ruleset';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { Database } from '../db/driver';
import type { EventStore, HostOptions } from '../host/game-host';
import { MemoryGameLog } from '../host/game-log';
import type { LoadedGame } from '../host/open-quick';
import { commandoHost, type CommandoHost, type CommandoLog } from './commando-host';

/** The campaign database behind a game (campaign-persistence.ts opens it); declared here so neither file imports the other. */
export interface CampaignAccess {
  readonly db: Database;
  readonly databasePath: string;
  readonly campaignId: string;
  readonly gameId: string;
}

const replay = (initial: GameState, events: readonly GameEvent[]) => replayWith(commandoRuleset, initial, events);

/**
 * What `open` returns: either a full `log` (the host folds it, from the latest
 * snapshot, and keeps undo/redo/audit in it), or, as before, the events
 * already committed and a bare `store` for new ones.
 */
export type OpenedGame =
  | { readonly log: CommandoLog; readonly dice: DiceSource; readonly events?: undefined; readonly store?: undefined }
  | { readonly events: readonly GameEvent[]; readonly store: EventStore<GameEvent>; readonly dice: DiceSource; readonly log?: undefined };

/** Where the game behind the host is kept: a campaign database (campaign-persistence.ts) or, in tests, memory. */
export interface GamePersistence {
  readonly databasePath: string;
  open(initial: GameState): OpenedGame;
  close(): void;
  /** The campaign database behind the game, when there is one (archive, export, backups). */
  campaign?(): CampaignAccess;
}

/** A host over an opened game. */
export function hostOver(opened: OpenedGame, initial: GameState, options: HostOptions): CommandoHost {
  return opened.log ? commandoHost(initial, opened.dice, opened.log, options) : commandoHost(replay(initial, opened.events), opened.dice, opened.store, options);
}

/** Puts an opened game behind an existing host (its subscribers stay). */
export function loadInto(host: CommandoHost, opened: OpenedGame, initial: GameState): void {
  host.adopt(prepareInto(host, opened, initial));
}

/** Reads an opened game for `host` without putting it there (`host.adopt` does): a game that cannot be read throws here. */
export function prepareInto(host: CommandoHost, opened: OpenedGame, initial: GameState): LoadedGame<GameState, GameEvent> {
  if (opened.log) return host.prepareLoad(initial, opened.dice, opened.log);
  return host.prepareLoad(replay(initial, opened.events), opened.dice, new MemoryGameLog<GameState, GameEvent>({ forward: opened.store, diceMode: opened.dice.mode }));
}

/** The setup the opened game starts from: its stored snapshot 0 wins over the caller's. */
export function openedSetup(opened: OpenedGame, initial: GameState): GameState {
  return opened.log ? (opened.log.initial() ?? initial) : initial;
}
