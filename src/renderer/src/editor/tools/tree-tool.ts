/**
 * Tree symbols (Case 8.6: in woods only the trees themselves block a line of
 * sight, so where they stand matters). Click inside a square to place a tree
 * of the brush's radius at the pointer; a square that is not woods or forest
 * becomes woods. Click a tree (or Shift-click anywhere in the square) to
 * remove the tree under the pointer.
 */
import { squareOrigin, SQUARE_PX } from '../../map/geometry';
import type { Square } from '@shared/map/map-model';
import { edit, type EditorState } from '../editor-state';
import { addTreeOp, clampTree, removeTreeOp, treeAt } from '../operations';
import type { EditorPointer, EditorTool } from './editor-tool';

interface Spot {
  readonly square: Square;
  readonly x: number;
  readonly y: number;
  readonly erase: boolean;
}

function spotOf(p: EditorPointer | undefined, ed: EditorState): Spot | undefined {
  if (!p?.square) return undefined;
  const o = squareOrigin(p.square);
  const x = (p.point.x - o.x) / SQUARE_PX;
  const y = (p.point.y - o.y) / SQUARE_PX;
  const trees = ed.map.squares[(p.square.row - 1) * ed.map.width + (p.square.col - 1)]?.trees;
  return { square: p.square, x, y, erase: treeAt(trees, x, y) >= 0 };
}

export function treeIdle(hover?: Spot): EditorTool {
  const self: EditorTool = {
    tool: 'tree',
    name: 'idle',
    hint: 'Click in a square to place a tree symbol (woods, Case 8.6); click a tree to remove it. [ and ] size the tree.',
    down(p, ed) {
      const spot = spotOf(p, ed);
      if (!spot) return { tool: self, editor: ed };
      const trees = ed.map.squares[(spot.square.row - 1) * ed.map.width + (spot.square.col - 1)]?.trees;
      const hit = treeAt(trees, spot.x, spot.y);
      if (hit >= 0) return { tool: self, editor: edit(ed, removeTreeOp(ed.map, spot.square, hit), { label: 'remove tree' }) };
      if (p.shift || p.alt) return { tool: self, editor: ed };
      return { tool: self, editor: edit(ed, addTreeOp(ed.map, spot.square, { x: spot.x, y: spot.y, r: ed.brush.treeRadius }), { label: 'place tree' }) };
    },
    move: (p, ed) => ({ tool: treeIdle(spotOf(p, ed)), editor: ed }),
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: treeIdle(), editor: ed }),
    preview(ed) {
      if (!hover) return { kind: 'none' };
      const t = clampTree({ x: hover.x, y: hover.y, r: ed.brush.treeRadius });
      return { kind: 'tree', square: hover.square, x: hover.erase ? hover.x : t.x, y: hover.erase ? hover.y : t.y, r: t.r, erase: hover.erase };
    },
  };
  return self;
}
