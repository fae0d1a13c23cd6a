/**
 * Wire-Clipping (Section 20.3): a prone man with wire-clippers, beside the
 * wire, expends Task Points toward clearing one square side — 50 for
 * straight wire, 100 for concertina (Case 20.31), over as many Phases as it
 * takes; once the total is reached the wire ceases to exist in that side
 * (Case 20.34). Pure arithmetic and checks; the command is
 * engine/wire-command.ts. Rulings: docs/rulings/barbed-wire.md.
 */
import type { ManState } from '../model/state';
import type { SideRef, Square } from '../../../map/map-model';
import { BreakdownBuilder, type Breakdown } from '../../../kernel/breakdown';
import { house, type Sourced } from '../../../kernel/provenance';
import { ruleError, type RuleError } from '../../../kernel/rule-error';
import { TASK_POINT_ALLOTMENT, TASK_POINT_COSTS } from '../tables/task-point-costs';
import { besideSide, type WireTerrain } from '../rules/barbed-wire';
import { squareName } from '../rules/movement';

/** Ancillary equipment id (scenario-schema.ts EQUIPMENT) a man clips with. */
export const WIRE_CLIPPERS = 'wire-clippers';

export const hasClippers = (man: Pick<ManState, 'equipment'>): boolean => (man.equipment ?? []).includes(WIRE_CLIPPERS);

/** Case 20.31: the Task Points that clear one side of each kind of wire (Chart 5.22 rows with the Case's numbers). */
export function clipTotal(terrain: WireTerrain): Sourced<number> {
  const row = TASK_POINT_COSTS[terrain === 'barbed-wire' ? 'clip-straight-wire' : 'clip-concertina-wire'];
  return row.cost as Sourced<number>;
}

/** Ruling BW8: a seriously wounded man pays double for every task (Case 9.21), so each of his Task Points counts half. */
export const SERIOUSLY_WOUNDED_CLIP_DIVISOR: Sourced<number> = house(
  TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value,
  'Case 9.21 with Case 20.31',
  'a seriously wounded man pays twice every cost; the wire needs the same work, so his Task Points count half toward the total',
);

export interface ClipStep {
  /** Task Points toward the total after this expenditure. */
  readonly total: number;
  readonly needed: number;
  readonly done: boolean;
  readonly breakdown: Breakdown;
}

/** Cases 20.31–20.32: may this man clip this side now, and what does `taskPoints` bring the total to? */
export function clipWire(
  man: Pick<ManState, 'name' | 'posture' | 'condition' | 'equipment'> & { readonly square?: Square },
  side: SideRef,
  terrain: WireTerrain | undefined,
  already: number,
  taskPoints: number,
): ClipStep | RuleError {
  if (!terrain) return ruleError('wire/no-wire', 'Case 20.31', `There is no barbed wire on that square side (Case 20.31).`);
  if (!hasClippers(man)) return ruleError('wire/no-clippers', 'Case 20.31', `${man.name} has no wire-clippers (Case 20.31).`);
  if (!man.square || !besideSide(man.square, side)) {
    return ruleError('wire/not-adjacent', 'Case 20.31', `${man.name} must be in a square adjacent to the wire to clip it${man.square ? `; ${squareName(man.square)} is not` : ''} (Case 20.31).`);
  }
  if (man.posture !== 'prone') return ruleError('wire/not-prone', 'Case 20.32', `Men clipping wire must be prone while doing so (Case 20.32); ${man.name} is erect.`);
  if (!Number.isInteger(taskPoints) || taskPoints < 1) return ruleError('wire/no-task-points', 'Case 20.31', 'Clipping expends at least one Task Point (Case 20.31).');
  const needed = clipTotal(terrain);
  const wounded = man.condition === 'seriously-wounded';
  const credit = wounded ? Math.floor(taskPoints / SERIOUSLY_WOUNDED_CLIP_DIVISOR.value) : taskPoints;
  const total = Math.min(needed.value, already + credit);
  const b = new BreakdownBuilder(`Task Points toward clipping ${terrain === 'barbed-wire' ? 'straight' : 'concertina'} wire (${needed.value} clear it)`, {
    label: 'Expended before',
    caseRef: 'Case 20.31',
    value: already,
  });
  b.add(`${man.name} expends ${taskPoints} Task Points`, 'Case 20.31', wounded ? credit : taskPoints);
  if (wounded) b.note(`Seriously wounded: ${taskPoints} Task Points count as ${credit}`, 'Case 9.21');
  b.clamp(`The side is cleared at ${needed.value}`, 'Case 20.31', 0, needed.value);
  return { total, needed: needed.value, done: total >= needed.value, breakdown: b.build() };
}
