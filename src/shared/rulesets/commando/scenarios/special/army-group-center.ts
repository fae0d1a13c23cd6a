/**
 * Destruction of Army Group Center Headquarters (Case 50.43):
 * - `agc-tramway`: a man who begins a Game-Turn in one of the buildings
 *   marked "Tram" (map K structures `trams-1`, `trams-2`) may, instead of
 *   executing tasks, be placed in the other, if no Enemy man is in it
 *   (`task/ride-tram`; ruling SC-H7-4). Enemy observers lose sight of him;
 *   Enemy men who can see his arrival get a move's prompt (ruling SC-H7-7).
 * - `agc-ransack`: scenario work in the headquarters (scenario-work.ts).
 * - `agc-optional-rule-balance`: any Optional Rule but Artillery (Section
 *   28.0) may be added by the Players' agreement; set-up refuses Section 28
 *   (`optionalRuleBalanceError`); the chosen rules are recorded in the
 *   scenario runtime's `optionalRules` (ruling SC-H7-5).
 * - `agc-no-preservation`: bookkeeping-preservation.ts.
 * `agc-role-playing` has no mechanics of the seed: it stays on the umpire's
 * by-hand list (ruling SC-H7-6).
 */
import type { CommandOf } from '../../model/commands';
import type { GameEvent } from '../../model/events';
import type { GameState } from '../../model/state';
import { canAct, freshManTurn, manTurnOf, sequenceOf } from '../../model/state';
import { err, ok, type Result } from '../../../../kernel/result';
import type { Square } from '../../../../map/map-model';
import { printed } from '../../../../kernel/provenance';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import { squareName } from '../../rules/movement';
import { remainingTaskPoints } from '../../engine/task-points';
import { arrivalInterrupts, sightLostBy, withoutObservers } from '../../engine/arrival-interrupts';
import { activeManError, inSquares, uses } from './scenario-work';
import type { SpecialRules } from '../../engine/special-rules';

export const TRAMWAY_RULE = 'agc-tramway';
export const BALANCE_RULE = 'agc-optional-rule-balance';
/** The map structures of the two buildings marked "Tram" (docs/maps.md, map K). */
export const TRAM_BUILDINGS = ['trams-1', 'trams-2'] as const;
export const EXCLUDED_OPTIONAL_RULE = printed(28, 'Case 50.43 ("all Optional Rules with the exception of Artillery (Section 28.0)")');
/** Case 7.41: never more than two friendly men in a square. */
const STACKING_LIMIT = 2;

/** Case 50.43: set-up refuses Artillery as an added Optional Rule when the scenario has this special rule. */
export function optionalRuleBalanceError(specialRules: readonly string[], optionalRules: readonly string[]): RuleError | undefined {
  if (!specialRules.includes(BALANCE_RULE)) return undefined;
  if (!optionalRules.some((o) => Number(o) === EXCLUDED_OPTIONAL_RULE.value)) return undefined;
  return ruleError('setup/optional-rule-excluded', 'Case 50.43', 'This Scenario lends itself to all Optional Rules with the exception of Artillery (Section 28.0): Section 28 may not be added (Case 50.43).');
}

const tramSquares = (state: GameState, id: string): readonly Square[] => state.map.structures.find((s) => s.id === id)?.squares ?? [];

/** The Tram building he stands in, and the other one. */
function trams(state: GameState, at: Square): { readonly from: string; readonly to: string } | undefined {
  const [a, b] = TRAM_BUILDINGS;
  if (inSquares(at, tramSquares(state, a))) return { from: a, to: b };
  if (inSquares(at, tramSquares(state, b))) return { from: b, to: a };
  return undefined;
}

/** task/ride-tram (Case 50.43 The Tramway). */
export function decideRideTram(state: GameState, cmd: CommandOf<'task/ride-tram'>): Result<GameEvent[], RuleError> {
  if (!uses(state, TRAMWAY_RULE)) return err(ruleError('tram/none', 'Case 38.23', 'This scenario has no tramway (Case 38.23).'));
  const bad = activeManError(state, cmd.manId, 'Case 50.43');
  if (bad) return err(bad);
  const man = state.men[cmd.manId]!;
  const t = trams(state, man.square!);
  if (!t) return err(ruleError('tram/not-in-tram', 'Case 50.43', `${man.name} is not in a building marked "Tram" (Case 50.43).`));
  const turn = manTurnOf(state, man.id);
  // Ruling SC-H7-4: he began the Turn there and rides instead of executing tasks: nothing spent, lost or moved yet this Turn.
  if (turn.spent > 0 || turn.lost > 0 || turn.movedThisTurn) return err(ruleError('tram/tasks-begun', 'Case 50.43', `${man.name} has already spent Task Points or moved this Game-Turn: the tram replaces Task Point execution (Case 50.43).`));
  const other = tramSquares(state, t.to);
  if (!inSquares(cmd.square, other)) return err(ruleError('tram/not-other-tram', 'Case 50.43', `${squareName(cmd.square)} is not in the other building marked "Tram" (Case 50.43).`));
  const enemy = Object.values(state.men).find((m) => m.side !== man.side && canAct(m) && m.square && inSquares(m.square, other));
  if (enemy) return err(ruleError('tram/enemy-there', 'Case 50.43', `There is an Enemy man in the other "Tram" building: no transfer (Case 50.43).`));
  const friends = Object.values(state.men).filter((m) => m.id !== man.id && m.side === man.side && m.condition !== 'dead' && m.square && inSquares(m.square, [cmd.square])).length;
  if (friends >= STACKING_LIMIT) return err(ruleError('move/stacking', 'Case 7.41', `${squareName(cmd.square)} already holds two men of ${man.side} (Case 7.41).`));
  const ride: Extract<GameEvent, { type: 'tram-ridden' }> = { type: 'tram-ridden', manId: man.id, from: man.square!, to: cmd.square, taskPoints: remainingTaskPoints(state, man.id), caseRef: 'Case 50.43' };
  // Ruling SC-H7-7: he leaves every Enemy observer's view; Enemy men who could see him arrive get a move's prompt there.
  const lost = sightLostBy(state, man.id, 'Case 50.43; Case 8.84');
  const arrived = withoutObservers(evolveTramRide(state, ride), man.id, lost.map((e) => e.observerId));
  const interrupts = arrivalInterrupts(arrived, man.id, manTurnOf(arrived, man.id).spent);
  // Interrupted, his interval ends with task/end once they are answered (he has no Task Points left).
  return ok([ride, ...lost, ...(interrupts.length > 0 ? interrupts : [{ type: 'task-ended' as const, manId: man.id, reason: 'declared' as const, caseRef: 'Case 50.43' }])]);
}

/** One ride to offer the acting man (legal-actions.ts): the first square of the other Tram building he may be placed in. */
export function tramCandidates(state: GameState, manId: string): CommandOf<'task/ride-tram'>[] {
  const man = state.men[manId];
  if (!man?.square || !uses(state, TRAMWAY_RULE)) return [];
  const t = trams(state, man.square);
  if (!t) return [];
  const to = tramSquares(state, t.to).find((sq) => decideRideTram(state, { type: 'task/ride-tram', manId, square: sq }).ok);
  return to ? [{ type: 'task/ride-tram', manId, square: to }] : [];
}

/** The fold of `tram-ridden`: he is in the other building, his Task Points for the Turn used. */
export function evolveTramRide(state: GameState, event: Extract<GameEvent, { type: 'tram-ridden' }>): GameState {
  const man = state.men[event.manId];
  if (!man) return state;
  const seq = sequenceOf(state);
  const t = seq.men[man.id] ?? freshManTurn();
  return { ...state, men: { ...state.men, [man.id]: { ...man, square: event.to } }, sequence: { ...seq, men: { ...seq.men, [man.id]: { ...t, spent: t.spent + event.taskPoints } } } };
}

/**
 * Army Group Center's special rules (Case 50.43) as one plug-in
 * (engine/special-rules.ts): the tramway here; the ransack is scenario work
 * (scenarioWorkRules); the optional-rule balance is checked by createGame.
 */
export const armyGroupCenterRules: SpecialRules = {
  name: 'Army Group Center (Case 50.43)',
  ids: ['agc-no-preservation', TRAMWAY_RULE, BALANCE_RULE],
  // Case 50.43 Preservation: the Allied commandos never check; the other side still does.
  preservation: (state, side) => (uses(state, 'agc-no-preservation') && side.mode === 'commando' ? { exempt: true } : undefined),
  taskCandidates: tramCandidates,
  commands: { 'task/ride-tram': decideRideTram },
  events: { 'tram-ridden': evolveTramRide },
};
