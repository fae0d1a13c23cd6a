import type { DiceSource } from '@shared/kernel/dice/dice-source';
import { replayWith, type AnyRuleset } from '@shared/kernel/ruleset';
import { commandoRuleset } from '@shared/rulesets/commando';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { Database } from '../db/driver';
import { GameHost, type EventStore, type HostOptions } from '../host/game-host';
import { MemoryGameLog } from '../host/game-log';
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
  /** The ruleset the game is played by (its scenario's); without it, Commando's on a new host, the host's own on a switch. */
  ruleset?(): AnyRuleset;
}

/** A host over an opened game, driven by the game's own ruleset (`ruleset`, Commando's when the persistence names none). */
export function hostOver(opened: OpenedGame, initial: GameState, options: HostOptions, ruleset?: AnyRuleset): CommandoHost {
  if (!ruleset) return opened.log ? commandoHost(initial, opened.dice, opened.log, options) : commandoHost(replay(initial, opened.events), opened.dice, opened.store, options);
  const rules = ruleset as CommandoHost['ruleset'];
  return opened.log ? new GameHost(rules, initial, opened.dice, opened.log, options) : new GameHost(rules, rulesetReplay(rules, initial, opened.events), opened.dice, opened.store, options);
}

/** Puts an opened game behind an existing host (its subscribers stay). */
export function loadInto(host: CommandoHost, opened: OpenedGame, initial: GameState, ruleset?: AnyRuleset): void {
  host.adopt(prepareInto(host, opened, initial, ruleset));
}

/** Reads an opened game for `host` without putting it there (`host.adopt` does): a game that cannot be read throws here. With `ruleset`, the game is that ruleset's. */
export function prepareInto(host: CommandoHost, opened: OpenedGame, initial: GameState, ruleset?: AnyRuleset): ReturnType<CommandoHost['prepareLoad']> {
  const rules = (ruleset ?? host.ruleset) as CommandoHost['ruleset'];
  if (opened.log) return host.prepareLoad(initial, opened.dice, opened.log, rules);
  return host.prepareLoad(rulesetReplay(rules, initial, opened.events), opened.dice, new MemoryGameLog<GameState, GameEvent>({ forward: opened.store, diceMode: opened.dice.mode }), rules);
}

const rulesetReplay = (ruleset: CommandoHost['ruleset'], initial: GameState, events: readonly GameEvent[]) => replayWith(ruleset, initial, events);

/** The setup the opened game starts from: its stored snapshot 0 wins over the caller's. */
export function openedSetup(opened: OpenedGame, initial: GameState): GameState {
  return opened.log ? (opened.log.initial() ?? initial) : initial;
}
