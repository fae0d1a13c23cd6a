/**
 * A move's route (Cases 7.23, 7.44, 7.6): check a drawn route step by step,
 * price it with movement.ts's step costs, stop at the first live Enemy man,
 * and price falling prone as the last task. Rulings: docs/rulings/movement.md.
 */
import type { Square } from '../../../map/map-model';
import type { GameMap } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { Breakdown, BreakdownStep } from '../../../kernel/breakdown';
import type { Provenance } from '../../../kernel/provenance';
import type { RuleError } from '../../../kernel/rule-error';
import { ruleError } from '../../../kernel/rule-error';
import type { StepCost } from './movement';
import { squareName, stepCost } from './movement';
import type { Mover, MovementTables } from './movement-tables';
import { MOVEMENT_TABLES, movementTaskCost } from './movement-tables';
import type { Occupancy } from './stacking';
import { EMPTY_OCCUPANCY } from './stacking';

const prov = (p: Provenance): { provenance: Provenance } => ({ provenance: p });

/** Falling prone at the end (Case 7.6), priced by the campaign's reading. */
export function fallProneAtEndCost(mover: Mover, remainingTP: number, stoppedByEnemy: boolean, tables: MovementTables = MOVEMENT_TABLES): Breakdown {
  const what = 'Task Points to fall prone as the last task';
  if (mover.prone) return { what, steps: [{ kind: 'base', label: 'Already prone', caseRef: 'Case 7.6', amount: 0, value: 0 }], final: 0 };
  const row = movementTaskCost(tables, 'fall-prone');
  const steps: BreakdownStep[] = [{ kind: 'base', label: 'Fall prone', caseRef: 'Case 5.22', amount: row.value, value: row.value, ...prov(row.provenance) }];
  let value = row.value;
  if (mover.seriouslyWounded) {
    const m = tables.seriouslyWoundedMultiple;
    value *= m.value;
    steps.push({ kind: 'multiply', label: `Seriously wounded: ×${m.value} Task Points`, caseRef: 'Case 9.21', amount: m.value, value, ...prov(m.provenance) });
  }
  let free: { label: string; caseRef: string } | undefined;
  if (stoppedByEnemy) free = { label: 'No further Task Points after entering an Enemy man’s square; he may still fall prone, free', caseRef: 'Case 7.44; Case 9.31' };
  else if (tables.fallProneAtEnd === 'chart-5.22-note') free = { label: 'Free as the last task of the Phase', caseRef: 'Case 5.22 note *' };
  else if (value > remainingTP) free = { label: `Free as the last task: only ${remainingTP} Task Points remain`, caseRef: 'Case 7.6' };
  if (free) {
    value = 0;
    steps.push({ kind: 'multiply', label: free.label, caseRef: free.caseRef, amount: 0, value });
  }
  return { what, steps, final: value };
}

export interface PlannedStep extends StepCost {
  /** Task Points spent on the route after this step. */
  readonly spent: number;
  /** Task Points left after this step; never negative. */
  readonly remaining: number;
}

export interface MovePlan {
  readonly start: Square;
  readonly steps: readonly PlannedStep[];
  /** Sum of the steps' costs. */
  readonly moveCost: number;
  /** Present when `fallProneAtEnd` was asked for. */
  readonly fallProne?: Breakdown;
  /** Movement plus falling prone. */
  readonly totalCost: number;
  readonly remaining: number;
  readonly finalSquare: Square;
  readonly finalPosture: 'erect' | 'prone';
  /** Present when the route entered a live Enemy man's square (Case 7.44): movement ends there; `unexecuted` are the route's squares he may not go on to (empty if it ended there anyway). */
  readonly stopped?: { readonly at: Square; readonly caseRef: 'Case 7.44'; readonly unexecuted: readonly Square[] };
}

export interface PlanOptions {
  /** Fall prone as the last task (Case 7.6). */
  readonly fallProneAtEnd?: boolean;
}

export type PlanOutcome =
  | { readonly ok: true; readonly value: MovePlan }
  /** `atStep` is the index in `route` of the square that could not be entered; `partial` is the plan up to it. */
  | { readonly ok: false; readonly error: RuleError; readonly atStep: number; readonly partial?: MovePlan };

/**
 * Check a drawn route square by square (Case 7.23) and price it. `route[0]`
 * is the man's square; each later square must be adjacent to the one before.
 * Movement ends in the first square holding a live Enemy man (Case 7.44); the
 * rest of the route is returned as `stopped.unexecuted`, not as an error.
 */
export function planMove(
  map: GameMap,
  mover: Mover,
  route: readonly Square[],
  remainingTP: number,
  occupancy: Occupancy = EMPTY_OCCUPANCY,
  tables: MovementTables = MOVEMENT_TABLES,
  options: PlanOptions = {},
): PlanOutcome {
  const start = route[0];
  const budget = Math.max(0, remainingTP);
  const steps: PlannedStep[] = [];
  let spent = 0;
  let stopped: MovePlan['stopped'];
  const plan = (fallProne?: Breakdown): MovePlan => {
    const fp = fallProne?.final ?? 0;
    const first = start as Square;
    return {
      start: first,
      steps: [...steps],
      moveCost: spent,
      ...(fallProne ? { fallProne } : {}),
      totalCost: spent + fp,
      remaining: budget - spent - fp,
      finalSquare: steps.length > 0 ? steps[steps.length - 1]!.to : first,
      finalPosture: mover.prone || fallProne ? 'prone' : 'erect',
      ...(stopped ? { stopped } : {}),
    };
  };
  const fail = (error: RuleError, atStep: number): PlanOutcome => ({ ok: false, error, atStep, partial: plan() });

  if (!start) return { ok: false, error: ruleError('move/empty-route', 'Case 7.23', 'A route needs at least the man’s own square.'), atStep: 0 };
  if (!onMap(map, start)) return { ok: false, error: ruleError('move/off-map', 'Case 7.22', `Square ${squareName(start)} is not on map ${map.name}.`), atStep: 0 };

  for (let i = 1; i < route.length; i++) {
    const from = route[i - 1]!;
    const to = route[i]!;
    const r = stepCost(map, from, to, mover, occupancy, tables);
    if (!r.ok) return fail(r.error, i);
    const step = r.value;
    if (step.cost > budget - spent) {
      return fail(
        ruleError(
          'move/insufficient_task_points',
          'Case 6.44',
          `Moving ${squareName(from)} → ${squareName(to)} costs ${step.cost} Task Points; only ${budget - spent} remain (Case 6.44).`,
        ),
        i,
      );
    }
    spent += step.cost;
    steps.push({ ...step, spent, remaining: budget - spent });
    if (step.endsMovement) {
      stopped = { at: to, caseRef: 'Case 7.44', unexecuted: route.slice(i + 1) };
      const fallProne = options.fallProneAtEnd ? fallProneAtEndCost(mover, budget - spent, true, tables) : undefined;
      return { ok: true, value: plan(fallProne) };
    }
  }
  const fallProne = options.fallProneAtEnd ? fallProneAtEndCost(mover, budget - spent, false, tables) : undefined;
  return { ok: true, value: plan(fallProne) };
}
