/**
 * The Task Point cost of a fire task (Cases 5.22, 6.44, 9.21, 10.16, 10.43,
 * 10.82). Rulings: docs/rulings/fire-combat.md.
 */
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import type { FireTables, Firer } from './fire-chance';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { isSeriouslyWounded } from './wounds';

/**
 * The Task Point cost of the fire task (Cases 5.22, 10.16, 10.43, 9.21/9.32,
 * and aiming, which spends all that is left). Too few Task Points is a
 * RuleError (Case 6.44).
 */
export function fireTaskCost(
  firer: Firer,
  options: { readonly enteringFirersSquare?: boolean; readonly spray?: boolean } = {},
  tables: FireTables = DEFAULT_COMMANDO_TABLES,
): Breakdown | RuleError {
  const weapon = tables.weaponClasses[firer.weapon];
  const chartRow = tables.taskPointCosts[weapon.taskPointCost];
  const remaining = Math.max(0, firer.taskPointsRemaining);
  const chartCost = chartRow.cost.value === 'all-remaining' ? remaining : chartRow.cost.value;
  const b = new BreakdownBuilder('Task Point cost', { label: chartRow.label, caseRef: 'Case 5.22', value: chartCost, provenance: chartRow.cost.provenance });
  if (options.enteringFirersSquare) b.multiply('Firing at an Enemy man entering his square: double', 'Case 10.16', 2);
  if (options.spray) {
    const spray = tables.taskPointCosts['spray-fire'].cost;
    b.add('Spray fire', 'Case 10.43', spray.value === 'all-remaining' ? remaining : spray.value, spray.provenance);
  }
  if (isSeriouslyWounded(firer.wounds)) b.multiply('Seriously wounded: twice the Task Points', 'Case 9.21', tables.taskPointAllotment.seriouslyWoundedCostMultiple.value);
  if (b.value > remaining) {
    return ruleError('fire/insufficient-task-points', 'Case 6.44', `firing costs ${b.value} Task Points; the man has ${remaining} left (Case 6.44)`);
  }
  if (firer.aiming && b.value < remaining) b.add('Aiming expends all remaining Task Points', 'Case 10.82', remaining - b.value);
  return b.build();
}
