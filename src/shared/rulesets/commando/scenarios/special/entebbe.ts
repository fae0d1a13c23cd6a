/**
 * Raid on Entebbe's special rules (Case 39.43), for the ids the scenario
 * file names:
 * - `entebbe-hostages`: two hostage groups, each a 2×2 area, set up by the
 *   Ugandan Player inside the terminal; no Ugandan begins in the terminal
 *   nor enters it until the Israeli Player begins to move the hostages.
 * - `entebbe-hostage-movement`: from the Turn an Israeli is in the terminal,
 *   a group with an Israeli man in or next to its area moves with its own
 *   30 Task Points a Game-Turn, movement only (`object/move`, during that
 *   man's interval); stepping off an edge costs 5 (Case 15.26's price,
 *   ruling PS10). Hostages never panic or check preservation (they are not
 *   men in this engine).
 * - `entebbe-fire-at-hostages`: `fireAtHostages` for the fire module (+25%
 *   and "one hostage dead" per hit, only after the hostages were moved);
 *   `umpire/adjust-counter` (engine/game-end.ts) records dead hostages by ruling.
 * - `entebbe-no-ugandan-grenades`: `grenadeBan`; `grenadesByExchange` for
 *   the Israeli who takes a fallen Ugandan's grenades (Section 13.0).
 * - `entebbe-ugandan-preservation`: the plug-in's `preservation` hook for
 *   bookkeeping-preservation.ts (runs until he exits). Reinforcements and the goal-oriented end are generic
 *   (reinforcements.ts, game-end.ts) from the scenario data.
 */
import type { CommandOf } from '../../model/commands';
import type { GameEvent, MovedStep } from '../../model/events';
import type { ScenarioObject } from '../../model/scenario-state';
import type { GameState, ManState } from '../../model/state';
import { canAct, sequenceOf } from '../../model/state';
import { err, ok, type Result } from '../../../../kernel/result';
import type { MapEdge, Square } from '../../../../map/map-model';
import { onMap } from '../../../../map/map-model';
import { BreakdownBuilder, type Breakdown } from '../../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName, stepTaskPoints } from '../../rules/movement';
import { onEdge } from '../../rules/preservation-routine';
import { isTaskPhase } from '../../engine/sequentiality';
import type { SpecialRules } from '../../engine/special-rules';
import { areaOf } from '../../model/scenario-objects';

/** Object kinds that occupy a 2×2 area (Case 39.43). */
export const entebbeObjects: ReadonlySet<string> = new Set(['hostage-group']);
export const TERMINAL = 'terminal';
export const HOSTAGE_EXIT_COST = 5;
export const FIRE_AT_HOSTAGES_MODIFIER = 25;

const uses = (state: GameState, id: string): boolean => (state.scenario?.specialRules ?? []).includes(id);
const inList = (s: Square, list: readonly Square[]): boolean => list.some((q) => q.col === s.col && q.row === s.row);
const terminal = (state: GameState): readonly Square[] => state.scenario?.features[TERMINAL] ?? [];
const sideMode = (state: GameState, side: string) => state.sides.find((x) => x.id === side)?.mode;

export { areaOf };

/** Have the Israelis begun to move the hostages (Case 39.43)? */
export const hostagesMoved = (state: GameState): boolean => state.scenario?.flags['hostagesMoved'] !== undefined;

/** Case 39.43: no Ugandan soldier may begin the game in the terminal. */
export function deployError(state: GameState, man: ManState, square: Square): RuleError | undefined {
  if (!uses(state, 'entebbe-hostages') || sideMode(state, man.side) !== 'defending') return undefined;
  return inList(square, terminal(state)) ? ruleError('setup/terminal', 'Case 39.43', `No Ugandan soldier may begin the game in the terminal (${squareName(square)}) (Case 39.43).`) : undefined;
}

/**
 * Case 39.43: each hostage group is a 2×2 area inside the terminal. An area
 * off the map, or over another object, is any object's (setup-commands.ts
 * `objectAreaError`, asked after this).
 */
export function placeObjectError(state: GameState, o: ScenarioObject, nw: Square): RuleError | undefined {
  const area = areaOf(o, nw);
  if (area.some((s) => !onMap(state.map, s))) return undefined;
  if (entebbeObjects.has(o.kind) && area.some((s) => !inList(s, terminal(state)))) return ruleError('setup/hostages-outside-terminal', 'Case 39.43', `Both hostage groups are set up inside the terminal; ${o.id}'s 2×2 area at ${squareName(nw)} is not wholly inside it (Case 39.43).`);
  return undefined;
}

/** Case 39.43: no Ugandan man may enter the terminal until the Israeli Player begins to move the hostages. */
export function entebbeMoveError(state: GameState, man: ManState, route: readonly Square[]): RuleError | undefined {
  if (!uses(state, 'entebbe-hostages') || sideMode(state, man.side) !== 'defending' || hostagesMoved(state)) return undefined;
  const into = route.slice(1).find((s) => inList(s, terminal(state)));
  return into ? ruleError('move/terminal-closed', 'Case 39.43', `No Ugandan man may enter the terminal (${squareName(into)}) until the Israeli Player begins to move the hostages (Case 39.43).`) : undefined;
}

const near = (a: Square, area: readonly Square[]): boolean => area.some((s) => Math.max(Math.abs(s.col - a.col), Math.abs(s.row - a.row)) <= 1);

/** object/move (Case 39.43 Hostage Movement). */
export function decideObjectMove(state: GameState, cmd: CommandOf<'object/move'>): Result<GameEvent[], RuleError> {
  if (!uses(state, 'entebbe-hostage-movement')) return err(ruleError('object/no-movement', 'Case 38.23', 'No special rule of this scenario lets an object move.'));
  if (!isTaskPhase(state.phase)) return err(ruleError('task/wrong-phase', 'Case 5.1', 'Hostages move during a Task Execution Phase (Case 39.43).'));
  const seq = sequenceOf(state);
  if (seq.active?.manId !== cmd.manId || seq.prompts.length > 0) return err(ruleError('task/not-active', 'Case 7.51', 'Hostages move with the Israeli man who is executing tasks (Cases 7.51, 39.43).'));
  const man = state.men[cmd.manId]!;
  const o = state.scenario?.objects[cmd.objectId];
  if (!o || !o.square) return err(ruleError('object/unknown', 'Case 39.43', `There is no hostage group "${cmd.objectId}" on the map.`));
  if (sideMode(state, man.side) !== 'commando' || !man.square) return err(ruleError('object/not-israeli', 'Case 39.43', 'Only the Israeli Player moves the hostages (Case 39.43).'));
  const israeliInTerminal = hostagesMoved(state) || Object.values(state.men).some((m) => m.side === man.side && m.square && inList(m.square, terminal(state)));
  if (!israeliInTerminal) return err(ruleError('object/terminal-not-entered', 'Case 39.43', 'The hostages may be moved from the Turn an Israeli man enters the terminal (Case 39.43).'));
  const area = areaOf(o, o.square);
  if (!near(man.square, area)) return err(ruleError('object/not-adjacent', 'Case 39.43', `Hostages move only with an Israeli man in a square adjacent to them; ${man.name} is not (Case 39.43).`));
  const spentBefore = o.spentTurn === state.turn ? o.spent : 0;
  const budget = (o.taskPoints ?? 30) - spentBefore;
  // Ruling PS10: the 2×2 area is the set-up footprint; moving, the group travels as one counter, priced like an erect man's move.
  const steps: MovedStep[] = [];
  let at: Square | undefined = area.length === 1 ? o.square : undefined;
  let cost = 0;
  const enemies = Object.values(state.men).filter((m) => m.side !== man.side && canAct(m) && m.square);
  const route = at && cmd.route[0]!.col === at.col && cmd.route[0]!.row === at.row ? cmd.route.slice(1) : cmd.route;
  for (const to of route) {
    // From the footprint, the cheapest of its squares next to the first square of the route.
    const froms = at ? [at] : area.filter((s) => Math.max(Math.abs(s.col - to.col), Math.abs(s.row - to.row)) === 1);
    if (froms.length === 0) return err(ruleError('object/not-adjacent', 'Case 7.23', `${squareName(to)} is not next to the hostage group (Case 7.23).`));
    let c = Number.POSITIVE_INFINITY;
    let why: RuleError | undefined;
    for (const from of froms) {
      const x = stepTaskPoints(state.map, from, to, { prone: false, seriouslyWounded: false });
      if (typeof x === 'number') c = Math.min(c, x);
      else why = x;
    }
    if (!Number.isFinite(c)) return err(why!);
    if (enemies.some((e) => e.square!.col === to.col && e.square!.row === to.row)) return err(ruleError('object/enemy-square', 'Case 7.44', `The hostages cannot be moved into a square held by an Enemy man (${squareName(to)}).`));
    cost += c;
    steps.push({ to, cost: c });
    at = to;
  }
  let exited: ScenarioObject['exited'] | undefined;
  if (cmd.exit) {
    const here = at ? [at] : area;
    const edge = (['north', 'east', 'south', 'west'] as const).find((e) => here.some((s) => onEdge(state.map, s, e)));
    if (!edge) return err(ruleError('object/not-on-edge', 'Case 15.26', 'The hostage group must reach a map edge to leave it (Case 15.26).'));
    cost += HOSTAGE_EXIT_COST;
    const entry = (state.scenario?.entry ?? []).filter((e) => e.side === man.side);
    exited = { edge: edge as MapEdge, viaEntryEdge: entry.some((e) => e.edges.includes(edge)), viaEntrySquare: here.some((s) => entry.some((e) => inList(s, e.squares))), turn: state.turn };
  }
  if (cost > budget) return err(ruleError('object/insufficient_task_points', 'Case 39.43', `Moving ${o.id} costs ${cost} Task Points; the group has ${budget} of its 30 left this Game-Turn (Case 39.43).`));
  if (steps.length === 0 && !exited) return err(ruleError('object/no-route', 'Case 39.43', 'Give at least one square, or exit.'));
  return ok([{ type: 'object-moved', objectId: o.id, steps, cost, byManId: man.id, ...(exited ? { exited } : {}), caseRef: 'Case 39.43' }]);
}

/** Case 39.43 Fire at Hostages: may this man fire at a square holding hostages, and with what modification? */
export function fireAtHostages(state: GameState, firerId: string, target: Square): { readonly hostages: boolean; readonly error?: RuleError; readonly modifier?: Breakdown } {
  const groups = Object.values(state.scenario?.objects ?? {}).filter((o) => entebbeObjects.has(o.kind) && o.square && inList(target, areaOf(o, o.square)));
  if (!uses(state, 'entebbe-fire-at-hostages') || groups.length === 0) return { hostages: false };
  const firer = state.men[firerId];
  if (!firer || sideMode(state, firer.side) !== 'defending') return { hostages: true };
  if (!hostagesMoved(state)) return { hostages: true, error: ruleError('fire/hostages-not-moved', 'Case 39.43', 'A Ugandan may not fire at hostages until an Israeli has moved the hostages (Case 39.43).') };
  const b = new BreakdownBuilder('Fire at Hostages', { label: 'Ugandan firing at a square containing hostages', caseRef: 'Case 39.43', value: FIRE_AT_HOSTAGES_MODIFIER });
  return { hostages: true, modifier: b.build() };
}

/** Case 39.43: a Ugandan hit on a hostage square kills one hostage. */
export function hostageHitEvents(state: GameState): GameEvent[] {
  const value = (state.scenario?.counters['dead-hostages'] ?? 0) + 1;
  return [{ type: 'counter-changed', counter: 'dead-hostages', value, caseRef: 'Case 39.43' }];
}

/** Case 39.43 Ugandan Presence of Mind: no Ugandan man may prepare or throw grenades. */
export function grenadeBan(state: GameState, manId: string): RuleError | undefined {
  const man = state.men[manId];
  if (!man || !uses(state, 'entebbe-no-ugandan-grenades') || sideMode(state, man.side) !== 'defending') return undefined;
  return ruleError('grenade/ugandan-presence-of-mind', 'Case 39.43', `${man.name} is Ugandan: no Ugandan man may prepare or throw grenades (Case 39.43).`);
}

/** Case 39.43 (with Section 13.0): an Israeli may take the grenades of a Killed or Incapacitated Ugandan in his square. */
export function grenadesByExchange(state: GameState, takerId: string, fromId: string): { readonly grenades: Readonly<Record<string, number>> } | RuleError {
  const taker = state.men[takerId];
  const from = state.men[fromId];
  if (!taker || !from) return ruleError('weapon/unknown-man', 'Case 13.2', 'Both men must be in this game.');
  if (sideMode(state, taker.side) !== 'commando' || from.side === taker.side) return ruleError('weapon/not-enemy', 'Case 39.43', 'Only an Israeli takes grenades from a Ugandan (Case 39.43).');
  if (from.condition !== 'dead' && from.condition !== 'incapacitated') return ruleError('weapon/not-fallen', 'Case 39.43', `${from.name} is neither Killed nor Incapacitated (Case 39.43).`);
  if (!taker.square || !from.square || taker.square.col !== from.square.col || taker.square.row !== from.square.row) return ruleError('weapon/not-same-square', 'Case 13.2', 'Weapons are exchanged between men in the same square (Section 13.0).');
  return { grenades: from.grenades ?? {} };
}

/** Raid on Entebbe's special rules (Case 39.43) as one plug-in (engine/special-rules.ts). */
export const entebbeRules: SpecialRules = {
  name: 'Raid on Entebbe (Case 39.43)',
  ids: ['entebbe-ugandan-preservation', 'entebbe-no-ugandan-grenades', 'entebbe-hostages', 'entebbe-hostage-movement', 'entebbe-fire-at-hostages'],
  routeError: entebbeMoveError,
  deployError,
  placeObjectError,
  fireAtSquare: (state, firerId, target) => {
    const h = fireAtHostages(state, firerId, target);
    if (h.error) return { error: h.error };
    return h.modifier ? { modifier: { label: 'Ugandan fire at a square containing hostages', caseRef: 'Case 39.43', amount: h.modifier.final }, onHit: hostageHitEvents } : undefined;
  },
  grenadeBan,
  grenadeExchangeError: (state, takerId, fromId) => {
    if (!uses(state, 'entebbe-no-ugandan-grenades')) return undefined;
    const allowed = grenadesByExchange(state, takerId, fromId);
    return 'code' in allowed ? allowed : undefined;
  },
  // Case 39.43 Ugandan Preservation: a Ugandan who fails runs the Preservation Routine until he exits.
  preservation: (state, side) => (uses(state, 'entebbe-ugandan-preservation') && side.mode === 'defending' ? { untilExit: true } : undefined),
  commands: { 'object/move': decideObjectMove },
};
