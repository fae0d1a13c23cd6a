import type { DiceSource } from '@shared/kernel/dice/dice-source';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { replay } from '@shared/rulesets/commando/engine/dispatch';
// Loading the registry installs each ruleset's plug-ins (Commando's special rules) before `replay` folds their events.
import '@shared/rulesets/index';
import { GameHost, type EventStore, type HostOptions } from '../host/game-host';
import { MemoryGameLog, type GameLog } from '../host/game-log';
import type { CampaignAccess } from './campaign-persistence';

/**
 * What `open` returns: either a full `log` (the host folds it, from the latest
 * snapshot, and keeps undo/redo/audit in it), or, as before, the events
 * already committed and a bare `store` for new ones.
 */
export type OpenedGame =
  | { readonly log: GameLog; readonly dice: DiceSource; readonly events?: undefined; readonly store?: undefined }
  | { readonly events: readonly GameEvent[]; readonly store: EventStore; readonly dice: DiceSource; readonly log?: undefined };

/** Where the game behind the host is kept: a campaign database (campaign-persistence.ts) or, in tests, memory. */
export interface GamePersistence {
  readonly databasePath: string;
  open(initial: GameState): OpenedGame;
  close(): void;
  /** The campaign database behind the game, when there is one (archive, export, backups). */
  campaign?(): CampaignAccess;
}

/** A host over an opened game. */
export function hostOver(opened: OpenedGame, initial: GameState, options: HostOptions): GameHost {
  return opened.log ? new GameHost(initial, opened.dice, opened.log, options) : new GameHost(replay(initial, opened.events), opened.dice, opened.store, options);
}

/** Puts an opened game behind an existing host (its subscribers stay). */
export function loadInto(host: GameHost, opened: OpenedGame, initial: GameState): void {
  if (opened.log) host.load(initial, opened.dice, opened.log);
  else host.load(replay(initial, opened.events), opened.dice, new MemoryGameLog({ forward: opened.store, diceMode: opened.dice.mode }));
}

/** The setup the opened game starts from: its stored snapshot 0 wins over the caller's. */
export function openedSetup(opened: OpenedGame, initial: GameState): GameState {
  return opened.log ? (opened.log.initial() ?? initial) : initial;
}
