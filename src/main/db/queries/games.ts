import { z } from 'zod';
import type { RepoContext } from '../context';
import { timestamp } from '../context';
import { ConflictError } from '../errors';
import type { JsonObject } from '../json';
import { checkInput, id, jsonObject, nonEmpty, parseStoredObject, toJsonText } from '../json';

export const GAME_STATUSES = ['setup', 'active', 'finished', 'abandoned'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
export const DICE_MODES = ['seeded', 'physical', 'scripted'] as const;
export type DiceMode = (typeof DICE_MODES)[number];

// rng_state is deliberately absent from every column list here: the seed is
// the host's secret and is read only through rngState.
const summaryColumns = `g.id, g.campaign_id AS campaignId, g.scenario_id AS scenarioId, s.name AS scenarioName,
  s.ruleset, g.status, g.dice_mode AS diceMode, g.created_at AS createdAt, g.finished_at AS finishedAt`;

export const gameSql = {
  // Copies the scenario as it stands now into the game (see the migration).
  insert: `INSERT INTO games (id, campaign_id, scenario_id, scenario_json, status, dice_mode, rng_state, options, created_at)
           SELECT @id, @campaignId, s.id, s.json, 'setup', @diceMode, @rngState, @options, @createdAt
           FROM scenarios s WHERE s.id = @scenarioId AND (s.campaign_id IS NULL OR s.campaign_id = @campaignId)`,
  insertSide: `INSERT INTO game_sides (game_id, side, player_id) VALUES (@gameId, @side, @playerId)`,
  deleteSides: `DELETE FROM game_sides WHERE game_id = ?`,
  list: `SELECT ${summaryColumns} FROM games g JOIN scenarios s ON s.id = g.scenario_id
         WHERE g.campaign_id = @campaignId AND (@status IS NULL OR g.status = @status)
         ORDER BY g.created_at DESC, g.id`,
  get: `SELECT ${summaryColumns}, g.scenario_json AS scenarioJson, g.options
        FROM games g JOIN scenarios s ON s.id = g.scenario_id WHERE g.id = ?`,
  sides: `SELECT gs.side, gs.player_id AS playerId, p.name AS playerName
          FROM game_sides gs JOIN players p ON p.id = gs.player_id WHERE gs.game_id = ? ORDER BY gs.side, p.name`,
  status: `SELECT status FROM games WHERE id = ?`,
  setStatus: `UPDATE games SET status = @status, finished_at = @finishedAt WHERE id = @id`,
  setDiceMode: `UPDATE games SET dice_mode = @diceMode WHERE id = @id`,
  rngState: `SELECT rng_state AS rngState FROM games WHERE id = ?`,
  setRngState: `UPDATE games SET rng_state = @rngState WHERE id = @id`,
  delete: `DELETE FROM games WHERE id = ?`,
  // The Optional Rules each game was played with (game_optional_rules, migration 6), for a campaign's games or one game.
  optionalRules: `SELECT r.game_id AS gameId, r.rule FROM games g JOIN game_optional_rules r ON r.game_id = g.id
                  WHERE g.campaign_id = @campaignId AND (@gameId IS NULL OR g.id = @gameId) ORDER BY r.game_id, r.rule`,
} as const;

export interface GameSummary {
  readonly id: string;
  readonly campaignId: string;
  readonly scenarioId: string;
  readonly scenarioName: string;
  readonly ruleset: string;
  readonly status: GameStatus;
  readonly diceMode: DiceMode;
  readonly createdAt: string;
  readonly finishedAt: string | null;
}

export interface GameSide {
  readonly side: string;
  readonly playerId: string;
  readonly playerName: string;
}

export interface GameRecord extends GameSummary {
  /** The scenario as it was when the game was set up. */
  readonly scenario: JsonObject;
  readonly options: JsonObject;
  readonly sides: readonly GameSide[];
}

export type GameRow = GameSummary & { readonly scenarioJson: string; readonly options: string };

const newGame = z.object({
  id: id.optional(),
  campaignId: id,
  scenarioId: id,
  diceMode: z.enum(DICE_MODES),
  rngState: z.string().nullable().optional(),
  options: jsonObject.optional(),
  sides: z.array(z.object({ side: nonEmpty.max(100), playerId: id })).optional(),
});
export type NewGame = z.input<typeof newGame>;

export function insertGameParams(input: NewGame, ctx: RepoContext) {
  const v = checkInput(newGame, input, 'game');
  const gameId = v.id ?? ctx.newId();
  return {
    game: {
      id: gameId,
      campaignId: v.campaignId,
      scenarioId: v.scenarioId,
      diceMode: v.diceMode,
      rngState: v.rngState ?? null,
      options: toJsonText(v.options ?? {}, 'game options'),
      createdAt: timestamp(ctx),
    },
    sides: (v.sides ?? []).map((s) => ({ gameId, side: s.side, playerId: s.playerId })),
  };
}

const sidePlayers = z.record(nonEmpty.max(100), z.array(id).max(20));
export type SidePlayers = z.input<typeof sidePlayers>;

/** Rows for game_sides from side → player ids; a player named twice for one side counts once. */
export function setPlayersParams(gameId: string, sides: SidePlayers): { gameId: string; side: string; playerId: string }[] {
  const v = checkInput(z.object({ gameId: id, sides: sidePlayers }), { gameId, sides }, 'players of a game');
  return Object.entries(v.sides).flatMap(([side, players]) => [...new Set(players)].map((playerId) => ({ gameId: v.gameId, side, playerId })));
}

const NEXT: Readonly<Record<GameStatus, readonly GameStatus[]>> = {
  setup: ['active', 'abandoned'],
  active: ['finished', 'abandoned'],
  finished: [],
  abandoned: [],
};

/** The parameters for a status change, or a ConflictError when the game may not move from `current` to `next`. */
export function setStatusParams(gameId: string, current: GameStatus, next: unknown, ctx: RepoContext) {
  const status = checkInput(z.enum(GAME_STATUSES), next, 'game status');
  if (!NEXT[current].includes(status)) {
    throw new ConflictError(
      `game ${gameId} is ${current} and cannot become ${status}` +
        (NEXT[current].length ? ` (it can become ${NEXT[current].join(' or ')})` : ' (it is over)'),
    );
  }
  const over = status === 'finished' || status === 'abandoned';
  return { id: gameId, status, finishedAt: over ? timestamp(ctx) : null };
}

export function setDiceModeParams(gameId: string, diceMode: unknown) {
  return { id: gameId, diceMode: checkInput(z.enum(DICE_MODES), diceMode, 'dice mode') };
}

/** Both JSON columns were checked in full when written (`toJsonText`; the scenario copied from its own checked row): read back, each is checked to be a JSON object only (issue 23). */
export function gameFromRow(row: GameRow, sides: readonly GameSide[]): GameRecord {
  const { scenarioJson, options, ...rest } = row;
  return {
    ...rest,
    scenario: parseStoredObject(scenarioJson, `games.scenario_json of game ${row.id}`),
    options: parseStoredObject(options, `games.options of game ${row.id}`),
    sides,
  };
}
