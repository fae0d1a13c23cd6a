/**
 * Trace-mode alignment: click the image where the top-left corner of the
 * first known square is, then where the bottom-right corner of the second is
 * (0101 and 4064 by default, Case 3.7). The clicks are read back into image
 * pixels through the current transform, and the new transform takes them
 * onto those corners exactly (trace-align.ts). Esc starts again.
 */
import { MARGIN_PX, squareOrigin, SQUARE_PX } from '../../map/geometry';
import type { Square } from '@shared/map/map-model';
import { setTrace, type EditorState } from '../editor-state';
import { alignFromPairs, applyAffine, describeTransform, invertAffine, type Point } from '../trace-align';
import type { EditorTool } from './editor-tool';

export function cornerTargets(ed: EditorState): [Point, Point] {
  const a = squareOrigin(ed.trace.from);
  const b = squareOrigin(ed.trace.to);
  return [a, { x: b.x + SQUARE_PX, y: b.y + SQUARE_PX }];
}

const code = (s: Square) => `${String(s.col).padStart(2, '0')}${String(s.row).padStart(2, '0')}`;

export function traceFirst(message?: string): EditorTool {
  const self: EditorTool = {
    tool: 'trace',
    name: 'first-corner',
    hint: message ?? 'Align the underlay: click the image at the top-left corner of the first square.',
    down: (p, ed) => ({ tool: traceSecond(p.point), editor: ed }),
    move: (_p, ed) => ({ tool: self, editor: ed }),
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: traceFirst(), editor: ed }),
    preview: (ed) => ({ kind: 'trace', clicked: [], targets: cornerTargets(ed) }),
  };
  return self;
}

export function traceSecond(first: Point): EditorTool {
  const self: EditorTool = {
    tool: 'trace',
    name: 'second-corner',
    hint: 'Now click the image at the bottom-right corner of the second square. Esc starts again.',
    down(p, ed) {
      const [ta, tb] = cornerTargets(ed);
      const toImage = invertAffine(ed.trace.transform);
      const result = alignFromPairs({ image: applyAffine(toImage, first), map: ta }, { image: applyAffine(toImage, p.point), map: tb }, ed.trace.allowRotation);
      if (!result.ok) return { tool: traceFirst(`Could not align: ${result.reason}. Click the first corner again.`), editor: ed };
      const next = setTrace(ed, { transform: result.transform });
      return { tool: traceFirst(`Aligned ${code(ed.trace.from)}–${code(ed.trace.to)} (${describeTransform(result.transform)}). Click two corners again to refine.`), editor: next };
    },
    move: (_p, ed) => ({ tool: self, editor: ed }),
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: traceFirst(), editor: ed }),
    preview: (ed) => ({ kind: 'trace', clicked: [first], targets: cornerTargets(ed) }),
  };
  return self;
}

/** Where a freshly loaded underlay starts: the grid's top-left corner. */
export const GRID_ORIGIN: Point = { x: MARGIN_PX, y: MARGIN_PX };
