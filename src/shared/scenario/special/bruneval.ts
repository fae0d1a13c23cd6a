/**
 * The Radar Station at Bruneval: the radio (Case 45.81, module
 * `bruneval-radio`). It is obtained by scenario work in Square 1612
 * (scenario-work.ts: 75 Task Points within two consecutive Game-Turns) and
 * then carried as equipment by the man who finished the work (ManState
 * `equipment`, shown in the Data Log, Case 38.13). Ruling SC-H7-2: it passes
 * like a weapon by exchange (Section 13.2, `task/take-equipment`): from a
 * friend in the same square, or from a Killed or Incapacitated man of either
 * side; a man who falls keeps it on him until someone takes it. It leaves the
 * map with its carrier, by his route (victory: `object-exited`).
 */
import type { CommandOf } from '../../game/commands';
import type { GameEvent } from '../../game/events';
import type { GameState } from '../../game/state';
import { err, ok, type Result } from '../../game/result';
import type { Square } from '../../map/map-model';
import { ruleError, type RuleError } from '../../rules/rule-error';
import { checkAffordable, taskCost } from '../../rules/commando/engine/task-points';
import { activeManError, uses } from './scenario-work';

export const RADIO_RULE = 'bruneval-radio';

const same = (a?: Square, b?: Square): boolean => !!a && !!b && a.col === b.col && a.row === b.row;

/** task/take-equipment (Case 45.81 with Section 13.2, ruling SC-H7-2). */
export function decideTakeEquipment(state: GameState, cmd: CommandOf<'task/take-equipment'>): Result<GameEvent[], RuleError> {
  if (!uses(state, RADIO_RULE)) return err(ruleError('equipment/none', 'Case 38.23', 'This scenario has no equipment to pass (Case 38.23).'));
  const bad = activeManError(state, cmd.manId, 'Case 45.81');
  if (bad) return err(bad);
  const man = state.men[cmd.manId]!;
  const from = state.men[cmd.fromId];
  if (!from || from.id === man.id) return err(ruleError('equipment/unknown-man', 'Case 13.2', `There is no other man "${cmd.fromId}" to take it from (Section 13.2).`));
  if (!(from.equipment ?? []).includes(cmd.item)) return err(ruleError('equipment/not-carried', 'Case 45.81', `${from.name} does not carry ${cmd.item} (Case 45.81).`));
  if (!same(man.square, from.square)) return err(ruleError('equipment/not-same-square', 'Case 13.2', `Equipment passes between men in the same square, as weapons are exchanged (Section 13.2; Case 45.81).`));
  const fallen = from.condition === 'dead' || from.condition === 'incapacitated';
  if (from.side !== man.side && !fallen) return err(ruleError('equipment/enemy-able', 'Case 13.2', `${from.name} is an Enemy man who is neither Killed nor Incapacitated: he will not hand it over (Section 13.2; Case 45.81).`));
  const cost = taskCost('exchange-weapons', man);
  if ('code' in cost) return err(cost);
  const afford = checkAffordable(state, man, cost.final, `Taking ${cmd.item}`, 'Case 13.2');
  if (afford) return err(afford);
  return ok([{ type: 'equipment-taken', manId: man.id, fromId: from.id, item: cmd.item, cost, caseRef: 'Case 45.81; Case 13.2' }]);
}

/** What the acting man could take in his square (legal-actions.ts). */
export function takeCandidates(state: GameState, manId: string): CommandOf<'task/take-equipment'>[] {
  const man = state.men[manId];
  if (!man?.square || !uses(state, RADIO_RULE)) return [];
  return Object.values(state.men)
    .filter((m) => m.id !== manId && same(m.square, man.square) && (m.equipment ?? []).length > 0)
    .flatMap((m) => (m.equipment ?? []).map((item) => ({ type: 'task/take-equipment' as const, manId, fromId: m.id, item })));
}

/**
 * Carried objects for the victory facts: where each is (its carrier's square), or how it left the map (with him).
 * Keys are object ids; absent objects are not carried.
 */
export function carriedObjects(state: GameState): Record<string, { readonly square?: Square; readonly exited?: { readonly edge: string; readonly viaEntryEdge: boolean; readonly viaEntrySquare: boolean } }> {
  const out: Record<string, { square?: Square; exited?: { edge: string; viaEntryEdge: boolean; viaEntrySquare: boolean } }> = {};
  for (const m of Object.values(state.men)) {
    for (const item of m.equipment ?? []) {
      out[item] = m.exited ? { exited: { edge: m.exited.edge, viaEntryEdge: m.exited.viaEntryEdge, viaEntrySquare: m.exited.viaEntrySquare } } : m.square ? { square: m.square } : {};
    }
  }
  return out;
}
