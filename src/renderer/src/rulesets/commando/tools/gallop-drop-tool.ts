import { cheapestPath } from '@shared/rulesets/commando/rules/path-finding';
import { planMove } from '@shared/rulesets/commando/rules/move-plan';
import { occupancyFromMen } from '@shared/rulesets/commando/rules/stacking';
import { moverOf } from '@shared/rulesets/commando/engine/move-command';
import type { Command, CommandOf } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { sameSquare, type Square } from '@shared/map/map-model';
import { describeSquare } from '@shared/map/coords';
import type { MovePreview } from './previews';
import { movePreview, moveTool } from './move-tool';
import { actingManId, NO_OVERLAY, type Overlay, type ToolContext, type ToolState } from './tool';

/**
 * Case 19.34 on the map: "his Player states he is doing so as the man and his
 * mount gallop through the square in which the man wishes to drop the
 * grenade". The Turn panel offers the drop when the engine's legal actions hold
 * one (a ridden mount acting, its rider holding a prepared grenade); this tool
 * then takes two clicks — the square of the drop, then where the gallop ends
 * (the drop square again to stop there) — and sends `task/move` with
 * `dropGrenade`, which the host checks again (engine/mount-grenade.ts).
 */

/** The legal drop the engine offers now (any one: they share the mount), if any. */
export function dropOffered(commands: readonly Command[]): CommandOf<'task/move'> | undefined {
  return commands.find((c): c is CommandOf<'task/move'> => c.type === 'task/move' && c.dropGrenade !== undefined);
}

/** The gallop through `drop` to `end`: the cheapest route to the drop square, then on from it, costed as one move (Section 7). */
export function gallopPreview(view: UmpireView, mountId: string, drop: Square, end: Square | undefined): MovePreview | undefined {
  const first = movePreview(view, mountId, drop);
  if (!first?.route || first.error || !end || sameSquare(end, drop)) return first ? { ...first, drop } : undefined;
  const man = view.men.find((m) => m.id === mountId)!;
  const mover = moverOf(man);
  const occupancy = occupancyFromMen(view.men, man.side, man.id);
  const rest = cheapestPath(view.map, mover, drop, end, first.remaining - (first.total ?? 0), occupancy);
  if (!rest) return { ...first, drop, error: `Out of reach with his Task Points after the drop in ${describeSquare(drop)} (Case 6.44).` };
  const route = [...first.route, ...rest.route.slice(1)];
  const plan = planMove(view.map, mover, route, first.remaining, occupancy);
  if (!plan.ok) return { ...first, drop, route, error: `${plan.error.caseRef}: ${plan.error.message}` };
  return { ...first, drop, route, running: plan.value.steps.map((s) => s.spent), total: plan.value.totalCost };
}

const riderOf = (ctx: ToolContext, mountId: string | undefined): string => {
  const mount = ctx.view.men.find((m) => m.id === mountId);
  const rider = ctx.view.men.find((m) => m.id === mount?.mount?.riderId);
  return rider?.name ?? 'the rider';
};

/** Step one: hover shows the route to the square, click fixes it as the drop square. */
export function gallopDropTool(hover?: Square, why?: string): ToolState {
  return {
    tool: 'move',
    name: 'drop-square',
    hint: why ?? 'Case 19.34: click the square where the rider drops his prepared grenade as his mount gallops through it; Escape goes back to the Move tool.',
    pointerMove: (sq) => gallopDropTool(sq),
    click(sq, ctx) {
      const id = actingManId(ctx);
      const p = id ? gallopPreview(ctx.view, id, sq, undefined) : undefined;
      if (!id || !p?.route || p.error || sameSquare(sq, p.route[0])) return { state: gallopDropTool(sq, p?.error ?? 'Case 19.34: pick a square the mount can gallop to, not the one it stands in.') };
      return { state: gallopEndTool(sq, undefined, `Case 19.34: ${riderOf(ctx, id)} drops his grenade in ${describeSquare(sq)}. Click where the gallop ends — ${describeSquare(sq)} again to stop there.`) };
    },
    cancel: () => moveTool(undefined),
    overlay(ctx): Overlay {
      const id = actingManId(ctx);
      const p = id && hover ? gallopPreview(ctx.view, id, hover, undefined) : id ? movePreview(ctx.view, id, undefined) : undefined;
      return p ? { kind: 'move', preview: p } : NO_OVERLAY;
    },
  };
}

/** Step two: the gallop on from the drop square; click sends the move with the drop. */
function gallopEndTool(drop: Square, hover: Square | undefined, hint: string): ToolState {
  return {
    tool: 'move',
    name: 'drop-route',
    hint,
    pointerMove: (sq) => gallopEndTool(drop, sq, hint),
    click(sq, ctx) {
      const id = actingManId(ctx);
      const p = id ? gallopPreview(ctx.view, id, drop, sq) : undefined;
      if (!id || !p?.route || p.error) return { state: gallopEndTool(drop, sq, p?.error ?? hint) };
      return { state: moveTool(undefined), command: { type: 'task/move', manId: id, route: [...p.route], dropGrenade: { square: drop } } };
    },
    cancel: () => gallopDropTool(),
    overlay(ctx): Overlay {
      const id = actingManId(ctx);
      const p = id ? gallopPreview(ctx.view, id, drop, hover) : undefined;
      return p ? { kind: 'move', preview: p } : NO_OVERLAY;
    },
  };
}
