import type { z } from 'zod';
import type { DiceSource, DieKind, DieRequest } from './dice/dice-source';
import type { RecordedDice } from './dice/recording-dice';
import type { Result } from './result';
import type { RuleError } from './rule-error';
import type { SideViewer, UmpireViewer, Viewer } from './viewer';

/** Anything with a `type` tag: every ruleset's commands and events are discriminated unions. */
export interface Tagged {
  readonly type: string;
}

/** An event as the host logs it: tagged, with the dice a rule wrote into it (replay reads them and never rolls again). */
export interface LoggedEvent extends Tagged {
  readonly dice?: readonly RecordedDice[];
}

/** A state as the host keeps it: `version` counts the events folded into it (a snapshot is checked by it). */
export interface VersionedState {
  readonly version: number;
}

/**
 * Commands a side gives from its own window, when a ruleset has any
 * (Commando: its secret set-up, Case 38.4, Section 22.0). Each action's
 * parameters are parsed with its schema (strict: a side names nothing it
 * may not); `command` builds the side's own command, or refuses it in words
 * that tell the side nothing of the other side. The ruleset's `decide`
 * checks the rest, as for any command.
 */
export interface PlayerActions<S, C> {
  readonly params: Readonly<Record<string, z.ZodType>>;
  command(state: S, side: string, action: string, params: unknown): Result<C, string>;
  /**
   * The actions that are orders in play (issue 15): run on the game's dice
   * (in physical mode the umpire types them) and, when the umpire queues
   * orders, held until he approves. The others (set-up) run at once, rolling nothing.
   */
  readonly orders?: readonly string[];
  /**
   * Must this side's order wait (issue 13)? True while the game waits on
   * something the side may not know of (Commando: a prompt that does not ask
   * it, Case 7.52) and the order does not answer one of its own prompts. The
   * host holds the order and runs it once nothing hidden waits; the side is
   * told only that it waits, as for any queued order.
   */
  holds?(state: S, side: string, command: C): boolean;
  /** The order in words for the umpire's queue, read from the whole truth (which man, what task, a route's Task Points as the engine charges them). */
  describe?(state: S, command: C): string;
}

/**
 * Issue 15 (ruling SO15): a physical die that is a side's own roll, which
 * its Player would roll at the table (Commando, Case 38.41: "he also must
 * roll for his men"). `kind` and `part` are the ruleset's own words for the
 * roll, never the engine's purpose text (which may name a hidden target).
 */
export interface SideRollRef {
  readonly side: string;
  readonly manId: string;
  readonly kind: string;
  readonly die: DieKind;
  /** Which die of a roll of several (a D100's tens or units), when it matters. */
  readonly part?: string;
}

/** Whose roll a pending physical die is, and how a side is asked for it (issue 15). */
export interface SideRolls<S, C, SV> {
  /**
   * The side whose own roll `request` is, or null for the umpire's. `orderedBy`
   * is the side whose order the command is (undefined: the umpire's own
   * command, whose dice stay his: the side did not ask for it).
   */
  owner(state: S, command: C, orderedBy: string | undefined, request: DieRequest): SideRollRef | null;
  /** The request in words read from the side's own projection alone. `ordinal` counts the side's own dice of this command. */
  words(view: SV, roll: SideRollRef, ordinal: number): string;
}

/** A man as a finished game's result counts him: `condition` is "fit" or his casualty, in the ruleset's words. */
export interface ManTally {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly condition: string;
  readonly wounds: number;
}

/** What a finished game's result reads from the state: the turn reached and every man. */
export interface GameTally {
  readonly turn: number;
  readonly men: readonly ManTally[];
}

/**
 * A game's result as its own rules decide it (issue 19; skirmish: ruling
 * SG2): each side's outcome, the turns played and the reasons, or why it is
 * not decided yet. The umpire may finish with it instead of typing a result.
 */
export type DecidedResult =
  | { readonly decided: true; readonly sides: Readonly<Record<string, 'win' | 'loss' | 'draw'>>; readonly turnsPlayed: number; readonly reasons: readonly string[] }
  | { readonly decided: false; readonly why: string };

/**
 * A game in words for the archive's printable report (issue 19): one
 * sentence per event, never JSON; the turn a state is in, by the ruleset's
 * own name for it ("Game-Turn", "Bound"); the forces at the start as rows of
 * words. The whole truth: only the umpire's report reads it.
 */
export interface ReportWords<S, E> {
  event(event: E): string;
  readonly turnName: string;
  turn(state: S): number;
  roster(initial: S): { readonly headers: readonly string[]; readonly rows: readonly (readonly string[])[] };
}

/** A side of a game as the host needs to know it: an id and a name, nothing of its men. */
export interface SideRef {
  readonly id: string;
  readonly name: string;
}

/** Every view a ruleset projects names its ruleset (the renderer picks its screens by it) and carries a version. */
export interface ViewBase {
  readonly ruleset: string;
  readonly version: number;
}

/** A command's outcome: its events, and the state after folding them once. */
export interface Decision<S, E> {
  readonly events: E[];
  readonly state: S;
}

/** A new game: the state after set-up, the events that made it, and the state before them. */
export interface CreatedGame<S, E> {
  readonly state: S;
  readonly events: readonly E[];
  readonly initial: S;
}

/**
 * A rule system on the kernel (boardgame.io hands its core a game as a
 * value; chessops lets a variant override a few methods): what the host, the
 * contract and the renderer need of a game, and nothing of its Phases,
 * weapons or squares.
 *
 * - `decide` validates a command and produces its events (dice written into
 *   them); it never mutates and never folds twice.
 * - `evolve` folds one event; it is pure and total and never rolls.
 * - `project` is the only way a viewer sees the state: a side's projection
 *   holds nothing its men have not observed.
 */
export interface Ruleset<S, C extends Tagged, E extends Tagged, UV extends ViewBase, SV extends ViewBase, Scenario = unknown, Board = unknown, Options = unknown> {
  /** Stable id, written into scenario and game files (`"ruleset": "commando"`). */
  readonly id: string;
  readonly name: string;
  /** Parses untrusted commands (a transport's input) into this ruleset's commands. */
  readonly commandSchema: z.ZodType<C>;
  /** Parses a scenario file of this ruleset. */
  readonly scenarioSchema: z.ZodType<Scenario>;
  createGame(scenario: Scenario, board: Board, options: Options, dice: DiceSource): Result<CreatedGame<S, E>, readonly RuleError[]>;
  decide(state: S, command: C, dice: DiceSource): Result<E[], RuleError>;
  evolve(state: S, event: E): S;
  /** `decide` and the fold in one pass: the host appends `events` and takes `state` as it is, folding nothing again. */
  run(state: S, command: C, dice: DiceSource): Result<Decision<S, E>, RuleError>;
  project(state: S, viewer: UmpireViewer): UV;
  project(state: S, viewer: SideViewer): SV;
  project(state: S, viewer: Viewer): UV | SV;
  /**
   * Optional: what may be done now, for the umpire console to ask for when it shows it (the turn panel,
   * a tool). Never part of a pushed projection: it costs a legality check per candidate command, so the
   * host computes it on request, once per state (issue 23).
   */
  legalActions?(state: S): unknown;
  /**
   * Optional: what one man can see now (every square in his sight, and each enemy as observation would
   * find him), for the umpire's overlay. It reads the whole truth: the host answers only the umpire,
   * on request, and never pushes it. Undefined when the man is not on the map.
   */
  manSight?(state: S, manId: string): unknown;
  /** Whether a command is legal now (cheap enough for a button's enabled state). */
  isLegal(state: S, command: C): boolean;
  /** The sides of a game. */
  sides(state: S): readonly SideRef[];
  /** Whether this viewer exists in this game (a side it has; a man of that side). A stale viewer gets no pushes. */
  hasViewer(state: S, viewer: Viewer): boolean;
  /** Optional: the turn and the men a result counts (casualties by default, turns played); without it, only what the umpire enters. */
  tally?(state: S): GameTally;
  /** Optional (issue 19): the result the rules decide now; without it, only what the umpire enters. */
  decidedResult?(state: S): DecidedResult;
  /** Optional (issue 19): the archive's report in this ruleset's words; without it, the report is Commando's. */
  readonly reportWords?: ReportWords<S, E>;
  /** Optional: every event type this ruleset writes (a stored row of another type is damaged); without it, its `evolve` is the judge. */
  readonly eventTypes?: readonly string[];
  /** Optional: what a side may do from its own window besides looking (`PlayerActions`); without it, nothing. */
  readonly playerActions?: PlayerActions<S, C>;
  /** Optional (issue 15): which physical dice are a side's own, typed in its own window; without it, every die is the umpire's. */
  readonly sideRolls?: SideRolls<S, C, SV>;
}

/** A ruleset with its type parameters erased: what a registry holds and a generic host drives. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, Tagged, Tagged, ViewBase, ViewBase, any, any, any>;

/** Folds events into a state with a ruleset's `evolve` (replay never rolls). */
export function replayWith<S, E extends Tagged>(ruleset: { evolve(state: S, event: E): S }, initial: S, events: readonly E[]): S {
  return events.reduce((s, e) => ruleset.evolve(s, e), initial);
}

/** `run` for a ruleset whose `decide` does not fold as it goes: decide, then fold each event once. */
export function runByFolding<S, C, E>(ruleset: { decide(state: S, command: C, dice: DiceSource): Result<E[], RuleError>; evolve(state: S, event: E): S }, state: S, command: C, dice: DiceSource): Result<Decision<S, E>, RuleError> {
  const decided = ruleset.decide(state, command, dice);
  if (!decided.ok) return decided;
  return { ok: true, value: { events: decided.value, state: decided.value.reduce((s, e) => ruleset.evolve(s, e), state) } };
}
