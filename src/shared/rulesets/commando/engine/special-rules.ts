/**
 * Scenario special rules as plug-ins (Case 38.23: "any special rules will
 * pertain to some special condition present in the Scenario, and are usually
 * applicable only to the Scenario in question"). The engine never imports a
 * scenario: it asks the plug-ins at fixed hook points. Each scenario's rules
 * are one `SpecialRules` object (scenarios/special/*.ts), listing the
 * special-rule ids it plays.
 *
 * Injection: the ruleset entry (rulesets/commando/index.ts) installs every
 * plug-in once at module load (`installSpecialRules`); vitest's setup file
 * does the same for tests that call the engine directly. A game naming a
 * special-rule id that is neither played by an installed plug-in nor
 * declared hand-applied throws, so a missing install fails loudly.
 *
 * Two kinds of hook:
 * - per game (`specialRulesOf(state)`): the plug-ins of the ids the game's
 *   scenario lists, asked in install order;
 * - per command or event type (`commands`, `events`, `equipment`): the
 *   installed plug-in that owns it, whatever the game, so a command of a
 *   rule not in play is refused by that plug-in in its own words ("This
 *   scenario has no tramway") and every event folds the same on replay.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { Result } from '../../../kernel/result';
import type { RuleError } from '../../../kernel/rule-error';
import type { Square } from '../../../map/map-model';
import type { Mover } from '../rules/movement-tables';
import type { PreservationVariant } from '../rules/preservation';
import type { Command, CommandOf, CommandType } from '../model/commands';
import type { GameEvent, ScenarioEvent } from '../model/events';
import type { ScenarioObject } from '../model/scenario-state';
import type { GameState, ManState, SideInfo } from '../model/state';
import type { MapEdge } from '../../../map/map-model';

/** An item's own rule for being taken (`task/take-equipment`, Section 13.2): the Case it falls under and what it refuses. */
export interface EquipmentTakeRule {
  readonly applies: (state: GameState, item: string) => boolean;
  readonly caseRef: string;
  readonly check: (state: GameState, taker: ManState, from: ManState, item: string) => RuleError | undefined;
}

/** A scenario's modification of fire at a target square (Case 39.43: fire at hostages). */
export interface SquareFire {
  readonly error?: RuleError;
  readonly modifier?: { readonly label: string; readonly caseRef: string; readonly amount: number };
  /** Events of a hit on that square (Case 39.43: one hostage dead), from the state after the fire so far. */
  readonly onHit?: (state: GameState) => GameEvent[];
}

/** A scenario-only command: undefined when the command is not this plug-in's to decide (the next owner is asked). */
export type SpecialCommand<T extends CommandType> = (state: GameState, command: CommandOf<T>, dice: DiceSource) => Result<GameEvent[], RuleError> | undefined;
export type SpecialCommands = { readonly [T in CommandType]?: SpecialCommand<T> };
export type SpecialEvents = { readonly [T in ScenarioEvent['type']]?: (state: GameState, event: Extract<ScenarioEvent, { type: T }>) => GameState };

export interface SpecialRules {
  /** For errors and the registry test. */
  readonly name: string;
  /** The special-rule ids (scenarios/special-rules.ts) this plug-in plays. */
  readonly ids: readonly string[];

  // ---- per game: asked only when the game's scenario lists one of `ids`
  /** Refuses an ordinary command where the engine checks it (observe/attempt, task/move, setup/place-object). */
  gate?(state: GameState, command: Command): RuleError | undefined;
  /** Refuses a man's route, moving or entering (Cases 39.43, 46.43). */
  routeError?(state: GameState, man: ManState, route: readonly Square[]): RuleError | undefined;
  /** Refuses a set-up square (Cases 39.43, 43.43, 46.43). */
  deployError?(state: GameState, man: ManState, square: Square): RuleError | undefined;
  /** Refuses an object's set-up square (Cases 39.43, 42.7, 46.43). */
  placeObjectError?(state: GameState, object: ScenarioObject, square: Square): RuleError | undefined;
  /** A defender who needs no set-up square (ruling HJ2: aboard the train). */
  setsUpElsewhere?(state: GameState, man: ManState): boolean;
  /** Refuses a fire task, or marks it as fire from a moving vehicle (Case 42.43, Case 10.82). */
  fire?(state: GameState, firer: ManState, weaponKind: string): { readonly error?: RuleError; readonly movingVehicle?: boolean } | undefined;
  /** Refuses fire at a target square before line of sight is traced (Case 43.43: the trench's arc). */
  fireArcError?(state: GameState, firer: ManState, weaponKind: string, target: Square): RuleError | undefined;
  /** Fire at a target square after line of sight (Case 39.43). */
  fireAtSquare?(state: GameState, firerId: string, target: Square): SquareFire | undefined;
  /** A weapon fired from a fixed mount (Case 43.43). */
  mountedWeapon?(state: GameState, weaponKind: string): boolean;
  /** Refuses preparing or throwing grenades (Cases 39.43, 42.43). */
  grenadeBan?(state: GameState, manId: string): RuleError | undefined;
  /** Refuses taking grenades by Exchange Weapons from an Enemy (Case 39.43); asked only when grenades change sides. */
  grenadeExchangeError?(state: GameState, takerId: string, fromId: string): RuleError | undefined;
  /** How a man moves (Case 42.43: the sledge's haulers move as if prone). */
  mover?(state: GameState, man: ManState, mover: Mover): Mover;
  /** Refuses stepping off the map at an edge (Case 43.43: only British men, only east). */
  exitError?(state: GameState, man: ManState, edge: MapEdge): RuleError | undefined;
  /** How a side's Bookkeeping Preservation goes (Case 39.43: until he exits; Case 43.43: falls prone; Case 50.43: the commandos never check). */
  preservation?(state: GameState, side: SideInfo): { readonly exempt?: boolean; readonly variant?: PreservationVariant; readonly untilExit?: boolean } | undefined;
  /** Squares the panic and preservation routines treat as impassable (Case 46.43). */
  offLimits?(state: GameState): ((square: Square) => boolean) | undefined;
  /** Rewrites the events of every command (Case 42.43: Lawrence is never killed). */
  filterEvents?(state: GameState, events: GameEvent[]): GameEvent[];
  /** The acting man's scenario tasks for legal-actions.ts (each still checked by `decide`). */
  taskCandidates?(state: GameState, manId: string): Command[];
  /** Umpire or side choices outside a man's interval (Case 42.43: the train's run). */
  candidates?(state: GameState): Command[];
  /** Events as the Prepared Task Execution Phase begins (Case 42.43: the train runs, ruling HJ1). */
  preparedPhaseEvents?(state: GameState): GameEvent[];

  // ---- by type: the owner decides or folds, whatever the game
  readonly commands?: SpecialCommands;
  readonly events?: SpecialEvents;
  readonly equipment?: readonly EquipmentTakeRule[];
}

interface Installed {
  readonly list: readonly SpecialRules[];
  readonly byId: ReadonlyMap<string, readonly SpecialRules[]>;
  readonly handApplied: ReadonlySet<string>;
}

let installed: Installed = { list: [], byId: new Map(), handApplied: new Set() };
let cache = new WeakMap<readonly string[], readonly SpecialRules[]>();

/**
 * Installs the plug-ins (replacing any before) and the ids the umpire
 * applies by hand (Case 38.23), which a game may name without a plug-in.
 */
export function installSpecialRules(list: readonly SpecialRules[], handApplied: readonly string[] = []): void {
  const byId = new Map<string, SpecialRules[]>();
  for (const p of list) for (const id of p.ids) byId.set(id, [...(byId.get(id) ?? []), p]);
  installed = { list: [...list], byId, handApplied: new Set(handApplied) };
  cache = new WeakMap();
}

/** Every installed plug-in, in install order. */
export const installedSpecialRules = (): readonly SpecialRules[] => installed.list;

/** The plug-ins playing the game's special rules, in install order; throws on an id no plug-in plays and none applies by hand. */
export function specialRulesOf(state: GameState): readonly SpecialRules[] {
  const ids = state.scenario?.specialRules;
  if (!ids || ids.length === 0) return [];
  const known = cache.get(ids);
  if (known) return known;
  const wanted = new Set<SpecialRules>();
  for (const id of ids) {
    const plugs = installed.byId.get(id);
    if (!plugs) {
      if (installed.handApplied.has(id)) continue;
      throw new Error(`Special rule "${id}" has no installed plug-in: install the Commando special rules (rulesets/commando/index.ts) before using the engine.`);
    }
    for (const p of plugs) wanted.add(p);
  }
  const out = installed.list.filter((p) => wanted.has(p));
  cache.set(ids, out);
  return out;
}

/** The first answer of the game's plug-ins to `ask`, or undefined. */
export function firstOf<T>(state: GameState, ask: (p: SpecialRules) => T | undefined): T | undefined {
  for (const p of specialRulesOf(state)) {
    const a = ask(p);
    if (a !== undefined) return a;
  }
  return undefined;
}

/** Case 38.23 hooks: the first refusal of the game's plug-ins. */
export const specialGate = (state: GameState, command: Command): RuleError | undefined => firstOf(state, (p) => p.gate?.(state, command));

/** For the panic and preservation routines: squares they must treat as impassable (Case 46.43), or undefined. */
export const offLimitsOf = (state: GameState): ((square: Square) => boolean) | undefined => firstOf(state, (p) => p.offLimits?.(state));

/** Every command's events through the game's plug-ins' filters (Case 42.43: Lawrence). */
export function filterEvents(state: GameState, events: GameEvent[]): GameEvent[] {
  return specialRulesOf(state).reduce((es, p) => (p.filterEvents ? p.filterEvents(state, es) : es), events);
}

/** The game's plug-ins' answers, concatenated. */
export function allOf<T>(state: GameState, ask: (p: SpecialRules) => readonly T[] | undefined): T[] {
  return specialRulesOf(state).flatMap((p) => ask(p) ?? []);
}

/** A scenario-only command, decided by the installed plug-in that owns its type; throws if none is installed. */
export function decideSpecialCommand(state: GameState, command: Command, dice: DiceSource): Result<GameEvent[], RuleError> {
  for (const p of installed.list) {
    const handler = p.commands?.[command.type] as SpecialCommand<CommandType> | undefined;
    const r = handler?.(state, command as CommandOf<CommandType>, dice);
    if (r) return r;
  }
  throw new Error(`No installed special-rules plug-in decides "${command.type}": install the Commando special rules (rulesets/commando/index.ts).`);
}

/** A scenario event, folded by the installed plug-in that owns its type; throws if none is installed. */
export function evolveSpecialEvent(state: GameState, event: ScenarioEvent): GameState {
  for (const p of installed.list) {
    const fold = p.events?.[event.type] as ((s: GameState, e: ScenarioEvent) => GameState) | undefined;
    if (fold) return fold(state, event);
  }
  throw new Error(`No installed special-rules plug-in folds "${event.type}": install the Commando special rules (rulesets/commando/index.ts).`);
}

/** Every installed plug-in's equipment rules (take-equipment.ts). */
export const specialEquipmentRules = (): readonly EquipmentTakeRule[] => installed.list.flatMap((p) => p.equipment ?? []);
