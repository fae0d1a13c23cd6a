import { cheapestPath, reachable } from '@shared/rulesets/commando/rules/path-finding';
import { planMove } from '@shared/rulesets/commando/rules/move-plan';
import type { Mover } from '@shared/rulesets/commando/rules/movement-tables';
import { occupancyFromMen } from '@shared/rulesets/commando/rules/stacking';
import { TASK_POINT_ALLOTMENT } from '@shared/rulesets/commando/tables/task-point-costs';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import type { Square } from '@shared/map/map-model';
import { NO_OVERLAY, type Overlay, type ToolContext, type ToolState } from './tool';

/**
 * Move: the acting man's route to the hovered square, its running Task Point
 * cost (Section 7) and every square he can still reach. Clicking sends the
 * route as `task/move`; the host checks it again.
 */
export interface MovePreview {
  readonly manId: string;
  readonly reach: readonly { readonly square: Square; readonly cost: number }[];
  readonly route?: readonly Square[];
  readonly running?: readonly number[];
  readonly total?: number;
  readonly remaining: number;
  readonly error?: string;
}

export function remainingFor(view: UmpireView, manId: string): number {
  const man = view.men.find((m) => m.id === manId);
  if (!man || man.condition === 'dead' || man.condition === 'incapacitated') return 0;
  const t = view.sequence?.men[manId];
  // Case 6.44: the allotment less what he spent and what wounds took (Case 9.31).
  return Math.max(0, TASK_POINT_ALLOTMENT.unwounded.value - (t?.spent ?? 0) - (t?.lost ?? 0));
}

function moverOf(view: UmpireView, manId: string): Mover | undefined {
  const man = view.men.find((m) => m.id === manId);
  if (!man?.square) return undefined;
  return { prone: man.posture === 'prone', seriouslyWounded: man.condition === 'seriously-wounded', incapacitated: man.condition === 'incapacitated' };
}

export function movePreview(view: UmpireView, manId: string, target: Square | undefined): MovePreview | undefined {
  const man = view.men.find((m) => m.id === manId);
  const mover = moverOf(view, manId);
  if (!man?.square || !mover) return undefined;
  const remaining = remainingFor(view, manId);
  const occupancy = occupancyFromMen(view.men, man.side, man.id);
  const r = reachable(view.map, mover, man.square, remaining, occupancy);
  const reach: { square: Square; cost: number }[] = [];
  for (let row = 1; row <= view.map.height; row++) {
    for (let col = 1; col <= view.map.width; col++) {
      const cost = r.costAt({ col, row });
      if (cost !== null && cost > 0) reach.push({ square: { col, row }, cost });
    }
  }
  if (!target) return { manId, reach, remaining };
  const path = cheapestPath(view.map, mover, man.square, target, remaining, occupancy);
  if (!path) return { manId, reach, remaining, error: 'Out of reach with his Task Points (Case 6.44).' };
  const plan = planMove(view.map, mover, path.route, remaining, occupancy);
  if (!plan.ok) return { manId, reach, remaining, route: path.route, error: `${plan.error.caseRef}: ${plan.error.message}` };
  return { manId, reach, remaining, route: path.route, running: plan.value.steps.map((s) => s.spent), total: plan.value.totalCost };
}

/** The man the move tool moves: the one executing tasks, else the selected one. */
function moverId(ctx: ToolContext): string | undefined {
  return ctx.view.sequence?.active?.manId ?? ctx.selectedManId;
}

export function moveTool(target: Square | undefined): ToolState {
  return {
    tool: 'move',
    name: target ? 'routing' : 'idle',
    hint: 'Hover a square to see the cheapest route and its Task Points; click to move there.',
    pointerMove: (sq) => moveTool(sq),
    click(sq, ctx) {
      const id = moverId(ctx);
      if (!id) return { state: moveTool(sq) };
      const preview = movePreview(ctx.view, id, sq);
      if (!preview?.route || preview.error) return { state: moveTool(sq) };
      return { state: moveTool(undefined), command: { type: 'task/move', manId: id, route: [...preview.route] } };
    },
    cancel: () => moveTool(undefined),
    overlay(ctx): Overlay {
      const id = moverId(ctx);
      if (!id) return NO_OVERLAY;
      const preview = movePreview(ctx.view, id, target);
      return preview ? { kind: 'move', preview } : NO_OVERLAY;
    },
  };
}
