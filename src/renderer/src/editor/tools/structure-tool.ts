/**
 * Named structures (a house, a hangar) so a scenario can refer to them. Drag
 * a rectangle to create one; a click on a structure's square selects it.
 * With a structure selected, Shift-drag adds the rectangle to it and Alt-drag
 * removes it. Rename and delete are in the properties panel.
 */
import { sameSquare, type Square } from '@shared/map/map-model';
import { edit, select, selectedStructure, type EditorState } from '../editor-state';
import { rectSquares } from '../operations';
import { createStructureOp, nextStructureId, structureAt, structureSquaresOp } from '../structure-ops';
import { sameHover, type EditorTool } from './editor-tool';

type Mode = 'create' | 'add' | 'remove';

export function structureIdle(hover?: Square): EditorTool {
  const self: EditorTool = {
    tool: 'structure',
    name: 'idle',
    hint: 'Drag a rectangle to create a structure; click one to select it. Shift-drag adds squares to the selected structure, Alt-drag removes them.',
    down(p, ed) {
      if (!p.square) return { tool: self, editor: ed };
      const selected = selectedStructure(ed);
      const mode: Mode = selected && p.shift ? 'add' : selected && p.alt ? 'remove' : 'create';
      return { tool: structureDragging(p.square, p.square, mode), editor: ed };
    },
    move: (p, ed) => ({ tool: sameHover(p?.square, hover) ? self : structureIdle(p?.square), editor: ed }),
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: structureIdle(), editor: ed }),
    preview: () => (hover ? { kind: 'squares', squares: [hover], colour: '#9fd3f0' } : { kind: 'none' }),
  };
  return self;
}

export function structureDragging(from: Square, to: Square, mode: Mode): EditorTool {
  const self: EditorTool = {
    tool: 'structure',
    name: 'dragging',
    hint: 'Release to finish the rectangle; Esc cancels.',
    down: (_p, ed) => ({ tool: self, editor: ed }),
    move: (p, ed) => ({ tool: p?.square && !sameSquare(p.square, to) ? structureDragging(from, p.square, mode) : self, editor: ed }),
    up(p, ed) {
      const end = p?.square ?? to;
      return { tool: structureIdle(end), editor: finish(ed, from, end, mode) };
    },
    cancel: (ed) => ({ tool: structureIdle(), editor: ed }),
    preview: () => ({ kind: 'rect', from, to, mode }),
  };
  return self;
}

function finish(ed: EditorState, from: Square, to: Square, mode: Mode): EditorState {
  const squares = rectSquares(from, to);
  const selected = selectedStructure(ed);
  if (mode !== 'create' && selected) return edit(ed, structureSquaresOp(ed.map, selected, squares, mode === 'add'), { label: `structure: ${mode} squares` });
  if (sameSquare(from, to)) {
    const hit = structureAt(ed.map, from);
    if (hit) return select(ed, { kind: 'structure', id: hit.id });
  }
  const id = nextStructureId(ed.map);
  const op = createStructureOp(ed.map, squares, undefined, id);
  return op ? select(edit(ed, op, { label: 'new structure' }), { kind: 'structure', id }) : ed;
}
