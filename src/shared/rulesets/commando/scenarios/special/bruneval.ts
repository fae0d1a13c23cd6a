/**
 * The Radar Station at Bruneval: the radio (Case 45.81, module
 * `bruneval-radio`). It is obtained by scenario work in Square 1612
 * (scenario-work.ts: 75 Task Points within two consecutive Game-Turns) and
 * then carried as equipment by the man who finished the work (ManState
 * `equipment`, shown in the Data Log, Case 38.13); until then it lies there
 * and is not placed in set-up (`radioPlaceError`). Ruling SC-H7-2: it passes
 * like a weapon by exchange (Section 13.2, the generic `task/take-equipment`
 * of engine/take-equipment.ts, with `radioTakeRule`): from a
 * friend in the same square, or from a Killed or Incapacitated man of either
 * side; a man who falls keeps it on him until someone takes it. It leaves the
 * map with its carrier, by his route (victory: `object-exited`).
 */
import type { GameState } from '../../model/state';
import { ruleError, type RuleError } from '../../../../kernel/rule-error';
import type { EquipmentTakeRule } from '../../engine/take-equipment';
import { uses, workSpec } from './scenario-work';
import type { SpecialRules } from '../../engine/special-rules';

export const RADIO_RULE = 'bruneval-radio';

/** The radio's object kind (the work's `objectKind`, scenario-work.ts). */
const radioKind = (): string | undefined => workSpec(RADIO_RULE)?.objectKind;
const isRadio = (state: GameState, item: string): boolean => !!radioKind() && state.scenario?.objects[item]?.kind === radioKind();

/**
 * The radio's hook in `task/take-equipment` (take-equipment.ts; Case 45.81
 * with Section 13.2, ruling SC-H7-2): it passes only in a game that plays
 * the radio rule.
 */
export const radioTakeRule: EquipmentTakeRule = {
  applies: isRadio,
  caseRef: 'Case 45.81',
  check: (state) => (uses(state, RADIO_RULE) ? undefined : ruleError('equipment/none', 'Case 38.23', 'This scenario does not play the radio rule (Cases 38.23, 45.81).')),
};

/**
 * Case 45.81: the radio lies in Square 1612 until it is obtained there by
 * scenario work; neither side places or moves it in set-up.
 */
export function radioPlaceError(state: GameState, objectId: string): RuleError | undefined {
  if (!isRadio(state, objectId)) return undefined;
  return ruleError('setup/radio-fixed', 'Case 45.81', 'The radio lies in Square 1612 until British men obtain it there by expending 75 Task Points; it is not placed or moved in set-up (Case 45.81).');
}

/** The Bruneval radio (Case 45.81) as a plug-in (engine/special-rules.ts); obtaining it is scenario work (scenarioWorkRules). */
export const brunevalRules: SpecialRules = {
  name: 'The Radar Station at Bruneval (Case 45.81)',
  ids: [RADIO_RULE],
  gate: (state, command) => (command.type === 'setup/place-object' ? radioPlaceError(state, command.objectId) : undefined),
  equipment: [radioTakeRule],
};
