/**
 * Entry into play (Case 38.5) and leaving the map (Cases 15.26, 38.32), and
 * what holds defenders in place before the alert (Cases 38.47, 38.48, 38.64).
 *
 * - `entry/enter`: an off-map man's first task in his interval (Case 38.51)
 *   is to step onto an entry square of his side (the scenario's squares, or
 *   for reinforcements the group's squares, Cases 38.37, 38.55). He pays
 *   the square's full cost (Case 38.54: priced as an orthogonal step into
 *   its terrain) plus 5 per man who entered by that square before him this
 *   Game-Turn (Case 38.53). Men may be held back for later Turns (38.52).
 * - `task/exit-map`: the acting man on a map edge pays 5 (Case 15.26's
 *   price) and is out of play for good.
 */
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { blankMap, onMap, sameSquare, terrainAt, type MapEdge, type Square } from '../../../map/map-model';
import { BreakdownBuilder } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { squareName, stepCost } from '../rules/movement';
import { MOVEMENT_TABLES } from '../rules/movement-tables';
import { onEdge } from '../rules/preservation-routine';
import { occupancyFromMen } from '../rules/stacking';
import { tablesOf } from './game-tables';
import { moverOf } from './move-command';
import { checkActive } from './sequentiality';
import { remainingTaskPoints, seriouslyWounded } from './task-points';
import { hasObservedAttacker } from './panic-step';
import { firstOf } from './special-rules';

/** Case 38.53: Task Points per man ahead of him at the same entry square this Game-Turn. */
export const ENTRY_QUEUE_PENALTY = 5;


/** The squares and edges this man may enter by (Cases 38.51, 38.37, 38.55). */
export function entrySquaresFor(state: GameState, man: ManState): { squares: readonly Square[]; edges: readonly MapEdge[]; caseRef: string } {
  const sc = state.scenario;
  if (!sc) return { squares: [], edges: [], caseRef: 'Case 38.51' };
  if (man.original === false) {
    const groups = sc.reinforcements.filter((g) => g.side === man.side);
    return { squares: groups.flatMap((g) => g.squares), edges: [...new Set(groups.flatMap((g) => g.edges))], caseRef: groups[0]?.caseRef ?? 'Case 38.55' };
  }
  const entries = sc.entry.filter((e) => e.side === man.side);
  if (entries.some((e) => e.anyEdge)) {
    const all: Square[] = [];
    for (let c = 1; c <= state.map.width; c++) all.push({ col: c, row: 1 }, { col: c, row: state.map.height });
    for (let r = 2; r < state.map.height; r++) all.push({ col: 1, row: r }, { col: state.map.width, row: r });
    return { squares: all, edges: ['north', 'east', 'south', 'west'], caseRef: entries[0]!.caseRef };
  }
  return { squares: entries.flatMap((e) => e.squares), edges: [...new Set(entries.flatMap((e) => e.edges))], caseRef: entries[0]?.caseRef ?? 'Case 38.51' };
}

/**
 * Case 41.7 "All men must enter in the same side" (one option for every man, `chooseOne`) and Case 48.7 "The
 * men must enter on fifteen adjacent Squares … regardless of entry Turn" (`windowSquares`): checked against the
 * squares the side's original men have entered by. Reinforcements enter by their own squares (Case 38.55).
 */
export function entryLimitError(state: GameState, man: ManState, square: Square): RuleError | undefined {
  const sc = state.scenario;
  if (!sc || man.original === false) return undefined;
  const before = sc.enteredSquares?.[man.side] ?? [];
  const written = sc.entryChoices?.[man.side];
  if (before.length === 0 && !written) return undefined;
  for (const e of sc.entry.filter((x) => x.side === man.side)) {
    const options = e.options ?? [];
    const optionOf = (q: Square) => options.find((o) => o.squares.some((x) => sameSquare(x, q)));
    // The side written down in set-up (setup/choose-entry) binds every original man, the first too.
    const chosenInWriting = e.chooseOne && written ? options.find((o) => o.id === written) : undefined;
    if (chosenInWriting && !chosenInWriting.squares.some((x) => sameSquare(x, square))) {
      return ruleError('entry/not-chosen-side', e.caseRef, `${man.side} wrote down ${chosenInWriting.id} before the defender deployed (${e.caseRef}); ${squareName(square)} is not on it.`);
    }
    if (before.length === 0) continue;
    if (e.chooseOne) {
      const chosen = optionOf(before[0]!);
      if (chosen && optionOf(square) !== chosen) {
        return ruleError('entry/not-chosen-side', e.caseRef, `All men must enter in the same side (${e.caseRef}): ${man.side}'s men entered by ${chosen.id} (${squareName(before[0]!)}); ${squareName(square)} is not on it.`);
      }
    }
    if (e.windowSquares !== undefined) {
      const trace = options.flatMap((o) => o.squares).filter((q, i, all) => all.findIndex((x) => sameSquare(x, q)) === i);
      const at = (q: Square) => trace.findIndex((x) => sameSquare(x, q));
      const here = at(square);
      const far = before.find((q) => at(q) >= 0 && here >= 0 && Math.abs(at(q) - here) > e.windowSquares! - 1);
      if (far) {
        return ruleError(
          'entry/outside-window',
          e.caseRef,
          `The men must enter on ${e.windowSquares} adjacent Squares, whatever the Turn (${e.caseRef}): ${squareName(square)} is ${Math.abs(at(far) - here)} squares along the edge from ${squareName(far)}, where a man already entered.`,
        );
      }
    }
  }
  return undefined;
}

export const edgeOf = (state: GameState, sq: Square): MapEdge | undefined => (['north', 'east', 'south', 'west'] as const).find((e) => onEdge(state.map, sq, e));

function nearestEdge(state: GameState, sq: Square): MapEdge {
  const d: readonly [MapEdge, number][] = [['north', sq.row - 1], ['east', state.map.width - sq.col], ['south', state.map.height - sq.row], ['west', sq.col - 1]];
  return d.reduce((a, b) => (b[1] < a[1] ? b : a))[0];
}

/** entry/enter (Cases 38.51–38.55). */
export function decideEnter(state: GameState, cmd: CommandOf<'entry/enter'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (man.square || !man.awaitingEntry) return err(ruleError('entry/on-map', 'Case 38.51', `${man.name} is not waiting off the map to enter.`));
  if (manTurnOf(state, man.id).spent > 0) return err(ruleError('entry/not-first-task', 'Case 38.54', `Entering the map is ${man.name}'s first task of his interval (Case 38.54).`));
  const allowed = entrySquaresFor(state, man);
  if (!onMap(state.map, cmd.square) || !allowed.squares.some((q) => sameSquare(q, cmd.square))) {
    return err(ruleError('entry/not-an-entry-square', allowed.caseRef, `${squareName(cmd.square)} is not one of ${man.name}'s entry squares (Case 38.51; ${allowed.caseRef}).`));
  }
  const limit = entryLimitError(state, man, cmd.square);
  if (limit) return err(limit);
  // A scenario may name an entry line across the map (Case 40.7: Vaagso's landing on row 15); the man then comes from the nearest edge.
  const edge = edgeOf(state, cmd.square) ?? nearestEdge(state, cmd.square);
  // Case 38.54: the full cost of the first square, priced on a two-square strip whose outer square is open ground at the same level.
  const dst = terrainAt(state.map, cmd.square);
  const strip = { ...blankMap('entry', 'entry strip', 1, 2, { kind: 'custom', note: 'Case 38.54 entry pricing' }), squares: [{ terrain: 'clear' as const, elevation: dst.elevation }, dst] };
  const occupancy = occupancyFromMen(Object.values(state.men), man.side, man.id);
  const occ = occupancy(cmd.square);
  const step = stepCost(strip, { col: 1, row: 1 }, { col: 1, row: 2 }, moverOf(man), () => occ, MOVEMENT_TABLES);
  if (!step.ok) return err(step.error);
  const sc = state.scenario!;
  const ahead = sc.entriesTurn === state.turn ? (sc.entries[`${cmd.square.col},${cmd.square.row}`] ?? 0) : 0;
  const b = new BreakdownBuilder(`Task Points to enter the map at ${squareName(cmd.square)}`, { label: 'Full cost of the first square (Case 38.54)', caseRef: 'Case 38.54', value: step.value.cost });
  if (ahead > 0) b.add(`${ahead} man${ahead > 1 ? 'men' : ''} entered by this square before him this Game-Turn × ${ENTRY_QUEUE_PENALTY}`, 'Case 38.53', ahead * ENTRY_QUEUE_PENALTY);
  const breakdown = b.build();
  const left = remainingTaskPoints(state, man.id);
  if (breakdown.final > left) return err(ruleError('entry/insufficient_task_points', 'Case 38.53', `Entering at ${squareName(cmd.square)} costs ${man.name} ${breakdown.final} Task Points; he has ${left} (Cases 38.53, 38.54).`));
  return ok([{ type: 'man-entered', manId: man.id, square: cmd.square, edge, cost: breakdown.final, queuePenalty: ahead * ENTRY_QUEUE_PENALTY, breakdown, caseRef: 'Case 38.54' }]);
}

/** task/exit-map (Cases 15.26, 38.32). */
export function decideExitMap(state: GameState, cmd: CommandOf<'task/exit-map'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  if (!man.square) return err(ruleError('exit/off-map', 'Case 15.26', `${man.name} is not on the map.`));
  if (sequenceOf(state).active?.stoppedByEnemy) return err(ruleError('task/stopped-in-enemy-square', 'Case 7.44', `${man.name} is in an Enemy man's square and may expend no further Task Points this Phase (Case 7.44).`));
  const edge = edgeOf(state, man.square);
  if (!edge) return err(ruleError('exit/not-on-edge', 'Case 15.26', `${man.name} must stand on a map edge square to step off the map (Case 15.26).`));
  // The scenario's special rules (Case 43.43: only British men, only from the 40xx row).
  const refused = firstOf(state, (p) => p.exitError?.(state, man, edge));
  if (refused) return err(refused);
  const base = tablesOf(state).preservation.exitMapCost.value;
  const cost = seriouslyWounded(man) ? base * 2 : base;
  const left = remainingTaskPoints(state, man.id);
  if (cost > left) return err(ruleError('exit/insufficient_task_points', 'Case 15.26', `Stepping off the map costs ${man.name} ${cost} Task Points; he has ${left} (Case 15.26).`));
  const own = entrySquaresFor(state, man);
  return ok([
    { type: 'man-exited', manId: man.id, edge, viaEntryEdge: own.edges.includes(edge), viaEntrySquare: own.squares.some((q) => sameSquare(q, man.square)), cost, caseRef: 'Case 15.26' },
    { type: 'task-ended', manId: man.id, reason: 'exited', caseRef: 'Case 15.26' },
  ]);
}

/**
 * Cases 38.47, 38.48, 38.63, 38.64: before the alert a defender stays in his
 * square (a sentry walks only his route); once alerted, a man who has
 * observed an attacker may move; every defender is free from the Game-Turn
 * after the automatic-panic Turn. Reinforcements are free. Plus the
 * scenario's own bars (Case 39.43: no Ugandan into the terminal).
 */
export function frozenDefenderError(state: GameState, cmd: CommandOf<'task/move'>): RuleError | undefined {
  if (!state.scenario) return undefined;
  const man = state.men[cmd.manId];
  if (!man) return undefined;
  const side = state.sides.find((s) => s.id === man.side);
  if (side?.mode === 'defending' && man.original !== false) {
    const alerted = sequenceOf(state).sides[man.side]?.alertedTurn;
    const free = alerted !== undefined && (state.turn >= alerted + 2 || hasObservedAttacker(state, man));
    if (!free) {
      return ruleError(
        'move/defender-holds',
        alerted === undefined ? 'Case 38.48' : 'Case 38.64',
        alerted === undefined
          ? `${man.name} must remain in his square until the defenders are alerted (Cases 38.47, 38.48).`
          : `${man.name} is free to move from the Game-Turn after the automatic panic Turn (Case 38.64), or once he has observed an attacking man (Case 38.63).`,
      );
    }
  }
  // The scenario's special rules (Case 39.43: the terminal; Case 46.43: the pool).
  return firstOf(state, (p) => p.routeError?.(state, man, cmd.route));
}
