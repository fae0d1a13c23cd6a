/** Entry edges (Case 38.5): click near a map edge to mark or unmark it as one men may enter from. */
import type { MapEdge } from '@shared/map/map-model';
import { nearestEdge } from '../../map/geometry';
import { edit } from '../editor-state';
import { toggleEdgeOp } from '../operations';
import type { EditorTool } from './editor-tool';

export function entryEdgeIdle(hover?: MapEdge): EditorTool {
  const self: EditorTool = {
    tool: 'entry-edge',
    name: 'idle',
    hint: 'Click near a map edge to mark it as an entry edge (Case 38.5); click again to unmark it.',
    down(p, ed) {
      const e = nearestEdge(p.point, ed.map);
      return { tool: self, editor: edit(ed, toggleEdgeOp(ed.map, e), { label: `entry edge ${e}` }) };
    },
    move(p, ed) {
      const e = p ? nearestEdge(p.point, ed.map) : undefined;
      return { tool: e === hover ? self : entryEdgeIdle(e), editor: ed };
    },
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: entryEdgeIdle(), editor: ed }),
    preview: () => (hover ? { kind: 'edge', edge: hover } : { kind: 'none' }),
  };
  return self;
}
