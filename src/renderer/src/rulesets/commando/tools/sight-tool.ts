import { manAt, NO_OVERLAY, type ToolState } from './tool';

/**
 * What can this man see (issue 23): click a man; the host answers with every
 * square in his sight and each enemy as observation would find him
 * (engine/man-sight.ts), and the console shades the map and lists them.
 * Clicking another man shows his; Esc starts again.
 */
export const sightPickMan: ToolState = {
  tool: 'sight',
  name: 'pick-man',
  hint: 'Click a man to see what he can see (Cases 8.12, 8.24).',
  pointerMove: () => sightPickMan,
  click: (sq, ctx) => {
    const id = manAt(ctx.view, sq);
    return { state: id ? sightOf(id) : sightPickMan };
  },
  cancel: () => sightPickMan,
  overlay: () => NO_OVERLAY,
};

export function sightOf(manId: string): ToolState {
  const self: ToolState = {
    tool: 'sight',
    name: 'showing',
    hint: 'Dark: out of his sight. Light: in sight, beyond the observation range. Click another man, or Esc.',
    pointerMove: () => self,
    click: (sq, ctx) => {
      const id = manAt(ctx.view, sq);
      return { state: id ? sightOf(id) : self };
    },
    cancel: () => sightPickMan,
    overlay: () => ({ kind: 'sight', manId }),
  };
  return self;
}
