import { cheapestPath, reachable } from '@shared/rulesets/commando/rules/path-finding';
import { planMove } from '@shared/rulesets/commando/rules/move-plan';
import { occupancyFromMen } from '@shared/rulesets/commando/rules/stacking';
import { moverOf } from '@shared/rulesets/commando/engine/move-command';
import { remainingTaskPoints } from '@shared/rulesets/commando/engine/task-points';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import type { Square } from '@shared/map/map-model';
import type { MovePreview } from './previews';
import { deployPreview, deployTarget } from './deploy-tool';
import { actingManId, NO_OVERLAY, previewState, type Overlay, type ToolState } from './tool';

/**
 * Move: the acting man's route to the hovered square, its running Task Point
 * cost (Section 7) and every square he can still reach. Clicking sends the
 * route as `task/move`; the host checks it again.
 */
export function movePreview(view: UmpireView, manId: string, target: Square | undefined): MovePreview | undefined {
  const man = view.men.find((m) => m.id === manId);
  if (!man?.square) return undefined;
  // The engine's own mover and Task Points left (Case 6.44: allotment − spent − lost to wounds), so the preview counts as the host will.
  const mover = moverOf(man);
  const remaining = remainingTaskPoints(previewState(view), manId);
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

/**
 * Move: for a man on the map, his route; for the acting man waiting to enter
 * (Cases 38.51–38.54), entry on the clicked square — the same `entry/enter`
 * the Deploy tool sends, checked by the host, whose refusal names its Case.
 * A click that moves nobody says why in the hint.
 */
export function moveTool(target: Square | undefined, why?: string): ToolState {
  return {
    tool: 'move',
    name: target ? 'routing' : 'idle',
    hint: why ?? 'Hover a square to see the cheapest route and its Task Points; click to move there. A man waiting to enter enters on the entry square clicked (Case 38.51).',
    pointerMove: (sq) => moveTool(sq),
    click(sq, ctx) {
      const id = actingManId(ctx);
      if (!id) return { state: moveTool(sq, 'Nobody is acting: choose the man who acts next on the Turn tab first (Case 6.2).') };
      const entering = deployTarget(ctx);
      if (entering?.mode === 'entry' && entering.man.id === id) return { state: moveTool(undefined), command: { type: 'entry/enter', manId: id, square: sq } };
      const preview = movePreview(ctx.view, id, sq);
      if (!preview?.route || preview.error) return { state: moveTool(sq) };
      return { state: moveTool(undefined), command: { type: 'task/move', manId: id, route: [...preview.route] } };
    },
    cancel: () => moveTool(undefined),
    overlay(ctx): Overlay {
      const id = actingManId(ctx);
      if (!id) return NO_OVERLAY;
      // A man waiting to enter: his entry squares, as the Deploy tool draws them.
      const entry = deployPreview(ctx, target);
      if (entry?.mode === 'entry' && entry.manId === id) return { kind: 'deploy', preview: entry };
      const preview = movePreview(ctx.view, id, target);
      return preview ? { kind: 'move', preview } : NO_OVERLAY;
    },
  };
}
