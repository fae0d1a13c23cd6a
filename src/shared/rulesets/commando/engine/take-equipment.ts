/**
 * Taking carried equipment (Section 13.2 with Case 38.13): `task/take-equipment`
 * is the one command for any item a man carries in `ManState.equipment` —
 * wire-clippers (Case 20.33), the Bruneval radio (Case 45.81), whatever a
 * scenario hands out. It is an Exchange Weapons task for the taker (the Task
 * Point Cost Chart's row), with a man in his square: a Friendly man, or a
 * Killed or Incapacitated man of either side (ruling SC-H7-2; an able Enemy
 * does not hand anything over). Item-specific checks are hooks
 * (`equipmentRules`). Rulings: docs/rulings/barbed-wire.md BW9,
 * docs/rulings/scenarios.md SC-H7-2.
 */
import type { CommandOf } from '../model/commands';
import type { GameEvent, ScenarioEvent } from '../model/events';
import type { GameState, ManState } from '../model/state';
import { freshManTurn, sequenceOf } from '../model/state';
import { err, ok, type Result } from '../../../kernel/result';
import { sameSquare } from '../../../map/map-model';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { specialEquipmentRules, type EquipmentTakeRule } from './special-rules';
import { clippersTakeRule } from './wire-command';
import { checkActive } from './sequentiality';
import { checkAffordable, taskCost } from './task-points';

export type { EquipmentTakeRule } from './special-rules';

/** The item hooks (a function, so an import cycle never meets a half-built list). */
export const equipmentRules = (): readonly EquipmentTakeRule[] => [clippersTakeRule, ...specialEquipmentRules()];

const fallen = (m: ManState): boolean => m.condition === 'dead' || m.condition === 'incapacitated';

/** task/take-equipment (Section 13.2; Cases 20.33, 45.81; ruling SC-H7-2). */
export function decideTakeEquipment(state: GameState, cmd: CommandOf<'task/take-equipment'>): Result<GameEvent[], RuleError> {
  const checked = checkActive(state, cmd.manId);
  if (!checked.ok) return checked;
  const man = checked.value;
  const from = state.men[cmd.fromId];
  if (!from || from.id === man.id) return err(ruleError('equipment/unknown-man', 'Section 13.2', `There is no other man "${cmd.fromId}" to take it from (Section 13.2).`));
  if (!(from.equipment ?? []).includes(cmd.item)) return err(ruleError('equipment/not-carried', 'Case 38.13', `${from.name} does not carry ${cmd.item} (Case 38.13).`));
  if (!sameSquare(man.square, from.square)) return err(ruleError('equipment/not-same-square', 'Section 13.2', 'Equipment passes between men in the same square, as weapons are exchanged (Section 13.2).'));
  if (from.side !== man.side && !fallen(from)) {
    return err(ruleError('equipment/enemy-able', 'Section 13.2', `${from.name} is an Enemy man who is neither Killed nor Incapacitated: he will not hand it over (Section 13.2; ruling SC-H7-2).`));
  }
  const rule = equipmentRules().find((r) => r.applies(state, cmd.item));
  const bad = rule?.check(state, man, from, cmd.item);
  if (bad) return err(bad);
  const cost = taskCost('exchange-weapons', man);
  if ('code' in cost) return err(cost);
  const afford = checkAffordable(state, man, cost.final, `Taking ${cmd.item}`, 'Section 13.2');
  if (afford) return err(afford);
  const caseRef = rule ? `${rule.caseRef}; Section 13.2` : 'Section 13.2';
  return ok([{ type: 'equipment-taken', manId: man.id, fromId: from.id, item: cmd.item, cost, caseRef }]);
}

/** Each item a man in the acting man's square carries (legal-actions.ts; each is still checked by `decide`). */
export function takeCandidates(state: GameState, manId: string): CommandOf<'task/take-equipment'>[] {
  const man = state.men[manId];
  if (!man?.square) return [];
  return Object.values(state.men)
    .filter((m) => m.id !== manId && sameSquare(m.square, man.square))
    .flatMap((m) => [...new Set(m.equipment ?? [])].map((item) => ({ type: 'task/take-equipment' as const, manId, fromId: m.id, item })));
}

/** The fold of `equipment-taken`: one item moves from the giver to the taker, who pays for it. */
export function evolveEquipmentTaken(state: GameState, event: Extract<ScenarioEvent, { type: 'equipment-taken' }>): GameState {
  const from = state.men[event.fromId];
  const to = state.men[event.manId];
  if (!from || !to) return state;
  const rest = [...(from.equipment ?? [])];
  const i = rest.indexOf(event.item);
  if (i >= 0) rest.splice(i, 1);
  const seq = sequenceOf(state);
  const t = seq.men[to.id] ?? freshManTurn();
  return {
    ...state,
    men: { ...state.men, [from.id]: { ...from, equipment: rest }, [to.id]: { ...to, equipment: [...(to.equipment ?? []), event.item] } },
    sequence: { ...seq, men: { ...seq.men, [to.id]: { ...t, spent: t.spent + event.cost.final } } },
  };
}
