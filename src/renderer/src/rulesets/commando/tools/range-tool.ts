import { rangeBreakdown } from '@shared/rulesets/commando/rules/range';
import type { Square } from '@shared/map/map-model';
import { NO_OVERLAY, type Overlay, type ToolState } from './tool';

/** Range ruler: the Case 8.11 range between two squares, with its working. */
export const rangePickOrigin: ToolState = {
  tool: 'range',
  name: 'pick-origin',
  hint: 'Click the square to measure from.',
  pointerMove: () => rangePickOrigin,
  click: (sq) => ({ state: rangeMeasuring(sq, undefined, false) }),
  cancel: () => rangePickOrigin,
  overlay: () => NO_OVERLAY,
};

export function rangeMeasuring(from: Square, to: Square | undefined, pinned: boolean): ToolState {
  return {
    tool: 'range',
    name: pinned ? 'pinned' : 'measuring',
    hint: pinned ? 'Ruler pinned. Click to measure again, Esc to start over.' : 'Move to a square; click to pin.',
    pointerMove: (sq) => (pinned || !sq ? rangeMeasuring(from, to, pinned) : rangeMeasuring(from, sq, false)),
    click: (sq) => ({ state: rangeMeasuring(from, sq, true) }),
    cancel: () => rangePickOrigin,
    overlay(): Overlay {
      if (!to) return { kind: 'anchor', at: from, hint: 'from' };
      return { kind: 'range', from, to, breakdown: rangeBreakdown(from, to), pinned };
    },
  };
}
