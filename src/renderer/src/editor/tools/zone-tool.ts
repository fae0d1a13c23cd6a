/**
 * Numbered zones (Case 38.42: the defender sets up by zone). With no zone
 * selected, a click on a zoned square selects its zone and a click on an
 * unzoned square starts a new zone there. With a zone selected, click and
 * drag add squares to it (a square belongs to one zone, so it leaves any
 * other); starting on a square already in the zone, or holding Shift,
 * removes instead. Alt-click selects the zone under the pointer. Each drag is
 * one undo step.
 */
import { sameSquare, type Square } from '@shared/map/map-model';
import { abortStroke, beginStroke, edit, endStroke, select, selectedZone, type EditorState } from '../editor-state';
import { createZoneOp, nextZoneId, zoneOf, zoneSquaresOp } from '../zone-ops';
import { sameHover, type EditorTool } from './editor-tool';

type Mode = 'add' | 'remove';

function apply(ed: EditorState, id: number, sq: Square, mode: Mode): EditorState {
  return edit(ed, zoneSquaresOp(ed.map, id, [sq], mode === 'add'));
}

export function zoneIdle(hover?: Square): EditorTool {
  const self: EditorTool = {
    tool: 'zone',
    name: 'idle',
    hint: 'Click an unzoned square to start a new zone; with a zone selected, click or drag to add squares (Shift removes). Alt-click selects a zone.',
    down(p, ed) {
      const sq = p.square;
      if (!sq) return { tool: self, editor: ed };
      const under = zoneOf(ed.map, sq);
      if (p.alt) return { tool: self, editor: select(ed, under ? { kind: 'zone', id: under.id } : { kind: 'none' }) };
      const current = selectedZone(ed);
      if (current === undefined) {
        if (under) return { tool: self, editor: select(ed, { kind: 'zone', id: under.id }) };
        const id = nextZoneId(ed.map);
        const opened = beginStroke(ed, `new zone ${id}`);
        const created = select(edit(opened, createZoneOp(opened.map, id, [sq])), { kind: 'zone', id });
        return { tool: zonePainting(id, 'add', sq), editor: created };
      }
      const mode: Mode = p.shift || under?.id === current ? 'remove' : 'add';
      const opened = beginStroke(ed, `zone ${current}: ${mode} squares`);
      return { tool: zonePainting(current, mode, sq), editor: apply(opened, current, sq, mode) };
    },
    move: (p, ed) => ({ tool: sameHover(p?.square, hover) ? self : zoneIdle(p?.square), editor: ed }),
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: zoneIdle(), editor: ed }),
    preview: () => (hover ? { kind: 'squares', squares: [hover], colour: '#ffd54a' } : { kind: 'none' }),
  };
  return self;
}

export function zonePainting(id: number, mode: Mode, last: Square): EditorTool {
  const self: EditorTool = {
    tool: 'zone',
    name: mode === 'add' ? 'adding' : 'removing',
    hint: `${mode === 'add' ? 'Adding squares to' : 'Removing squares from'} zone ${id}… release to finish; Esc takes it back.`,
    down: (p, ed) => ({ tool: self, editor: p.square ? apply(ed, id, p.square, mode) : ed }),
    move(p, ed) {
      if (!p?.square || sameSquare(p.square, last)) return { tool: self, editor: ed };
      return { tool: zonePainting(id, mode, p.square), editor: apply(ed, id, p.square, mode) };
    },
    up: (p, ed) => ({ tool: zoneIdle(p?.square), editor: endStroke(ed) }),
    cancel(ed) {
      const back = abortStroke(ed);
      return { tool: zoneIdle(), editor: back.map.zones.some((z) => z.id === id) ? back : select(back, { kind: 'none' }) };
    },
    preview: () => ({ kind: 'squares', squares: [last], colour: mode === 'add' ? '#ffd54a' : '#ff6b5b' }),
  };
  return self;
}
