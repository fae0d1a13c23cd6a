import { lineOfSight, type Viewpoint } from '@shared/rulesets/commando/rules/line-of-sight';
import type { Square } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { NO_OVERLAY, type Overlay, type ToolContext, type ToolState } from './tool';

/**
 * Line of sight: pick an origin, then hover (or click to pin) a target. The
 * overlay carries the whole LosResult: the blocking square or side with its
 * Case, apertures crossed and the elevation profile for the side view.
 */
export const losPickOrigin: ToolState = {
  tool: 'line-of-sight',
  name: 'pick-origin',
  hint: "Click the observer's square.",
  pointerMove: () => losPickOrigin,
  click: (sq) => ({ state: losAiming(sq, undefined, false) }),
  cancel: () => losPickOrigin,
  overlay: () => NO_OVERLAY,
};

function viewpointAt(view: UmpireView, sq: Square): Viewpoint {
  const man = view.men.find((m) => m.square && m.square.col === sq.col && m.square.row === sq.row);
  return { square: sq, posture: man?.posture ?? 'erect' };
}

export function losAiming(from: Square, to: Square | undefined, pinned: boolean): ToolState {
  return {
    tool: 'line-of-sight',
    name: pinned ? 'pinned' : 'aiming',
    hint: pinned ? 'Line pinned. Click another square to re-aim, Esc to start again.' : 'Move to a target square; click to pin.',
    pointerMove: (sq) => (pinned || !sq ? losAiming(from, to, pinned) : losAiming(from, sq, false)),
    click: (sq) => ({ state: losAiming(from, sq, true) }),
    cancel: () => losPickOrigin,
    overlay(ctx: ToolContext): Overlay {
      if (!to) return { kind: 'anchor', at: from, hint: 'observer' };
      const result = lineOfSight(ctx.view.map, viewpointAt(ctx.view, from), viewpointAt(ctx.view, to));
      return { kind: 'line-of-sight', from, to, result, pinned };
    },
  };
}
