/**
 * Commando (SPI, 1979) as a ruleset on the kernel: the entry the registry
 * holds. The host, the contract and the renderer reach Commando through this
 * object and its view types; nothing below imports it.
 *
 * Loading this module installs the scenario special-rule plug-ins in the
 * engine (engine/special-rules.ts): anything that runs the engine must
 * import this entry (or the registry, rulesets/index.ts) first.
 */
import type { GameTally, Ruleset } from '../../kernel/ruleset';
import type { Viewer } from '../../kernel/viewer';
import type { GameMap } from '../../map/map-model';
import { decide, decideAndFold, evolve } from './engine/dispatch';
import { isLegal } from './engine/legal-actions';
import { legalActionsOnce } from './engine/legal-memo';
import { manSight } from './engine/man-sight';
import { commandSchema, type Command } from './model/commands';
import { GAME_EVENT_TYPES, type GameEvent } from './model/events';
import { scenarioSchema, type Scenario } from './model/scenario-schema';
import type { GameState } from './model/state';
import { createGame, type CreateGameOptions } from './scenarios/setup-game';
import { installCommandoSpecialRules } from './scenarios/special-rules';
import { commandoPlayerActions } from './side-commands';
import { commandoSideRolls } from './side-rolls';
import { COMMANDO_RULESET_ID, projectForPush, type PlayerView, type UmpireView } from './view/view';

installCommandoSpecialRules();

export type CommandoRuleset = Ruleset<GameState, Command, GameEvent, UmpireView, PlayerView, Scenario, GameMap, CreateGameOptions>;

function hasViewer(state: GameState, viewer: Viewer): boolean {
  if (viewer.kind === 'umpire') return true;
  if (!state.sides.some((s) => s.id === viewer.side)) return false;
  return viewer.manId === undefined || state.men[viewer.manId]?.side === viewer.side;
}

/** A finished game's tally: the current Game-Turn and every man's condition and wounds. */
function tally(state: GameState): GameTally {
  return { turn: state.turn, men: Object.values(state.men).map((m) => ({ id: m.id, name: m.name, side: m.side, condition: m.condition, wounds: m.wounds })) };
}

export const commandoRuleset: CommandoRuleset = {
  id: COMMANDO_RULESET_ID,
  name: 'Commando (SPI, 1979)',
  commandSchema,
  scenarioSchema,
  createGame,
  decide,
  evolve,
  run: decideAndFold,
  project: projectForPush,
  // Once per state: the umpire's reminders in the push ask for them too (issue 23).
  legalActions: legalActionsOnce,
  manSight,
  isLegal,
  sides: (state) => state.sides.map((s) => ({ id: s.id, name: s.name })),
  hasViewer,
  tally,
  playerActions: commandoPlayerActions,
  eventTypes: GAME_EVENT_TYPES,
  sideRolls: commandoSideRolls,
};
