import type { Square } from '@shared/map/map-model';
import { manAt, NO_OVERLAY, type ToolContext, type ToolState, type ToolStep } from './tool';

/**
 * Select: click a man to select him; with a man selected, click an empty
 * square to place him there (during play an umpire ruling: the console asks
 * for confirmation and a reason, RulingDialog.tsx). Clicking the selected
 * man's own square does nothing.
 */
export const selectIdle: ToolState = {
  tool: 'select',
  name: 'idle',
  hint: 'Click a man to select him; click a square to place the selected man there.',
  pointerMove: () => selectIdle,
  click(sq: Square, ctx: ToolContext): ToolStep {
    const there = manAt(ctx.view, sq);
    if (there && there !== ctx.selectedManId) return { state: selectIdle, select: there };
    // The selected man's own square: nothing to do, and nothing to log.
    if (there && there === ctx.selectedManId) return { state: selectIdle };
    if (!ctx.selectedManId) return { state: selectIdle };
    return { state: selectIdle, command: { type: 'umpire/place-man', manId: ctx.selectedManId, square: sq } };
  },
  cancel: () => selectIdle,
  overlay: () => NO_OVERLAY,
};
