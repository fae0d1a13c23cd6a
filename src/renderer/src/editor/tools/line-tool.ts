/**
 * Line terrain on square sides (walls, building lines, doors, windows, slits,
 * wire: Cases 7.35, 8.41). The side nearest the pointer is the target. A
 * click draws the brush's line, or erases it if that side already has it;
 * Shift or Alt always erases. A drag keeps the mode of its first side and is
 * one undo step.
 */
import { sideKey, type SideRef } from '@shared/map/map-model';
import { abortStroke, beginStroke, edit, endStroke, type EditorState } from '../editor-state';
import { lineIndex, setLineOp } from '../operations';
import type { EditorPointer, EditorTool } from './editor-tool';

type Mode = 'draw' | 'erase';

function apply(ed: EditorState, side: SideRef, mode: Mode): EditorState {
  return edit(ed, setLineOp(ed.map, side, mode === 'draw' ? ed.brush.line : undefined));
}

function modeFor(p: EditorPointer, ed: EditorState, side: SideRef): Mode {
  if (p.shift || p.alt) return 'erase';
  const existing = ed.map.lines[lineIndex(ed.map, side)];
  return existing?.terrain === ed.brush.line ? 'erase' : 'draw';
}

export function lineIdle(hover?: SideRef, eraseHint = false): EditorTool {
  const self: EditorTool = {
    tool: 'line',
    name: 'idle',
    hint: 'Click a square side to draw line terrain (click again to erase; Shift erases). Drag along sides to draw a run. Number keys pick the line type.',
    down(p, ed) {
      if (!p.side) return { tool: self, editor: ed };
      const mode = modeFor(p, ed, p.side);
      const opened = beginStroke(ed, `${mode === 'draw' ? ed.brush.line : 'erase'} line`);
      return { tool: lineDrawing(mode, p.side), editor: apply(opened, p.side, mode) };
    },
    move(p, ed) {
      const erase = !!(p?.shift || p?.alt);
      if ((p?.side && hover && sideKey(p.side) === sideKey(hover) && erase === eraseHint) || (!p?.side && !hover)) return { tool: self, editor: ed };
      return { tool: lineIdle(p?.side, erase), editor: ed };
    },
    up: (_p, ed) => ({ tool: self, editor: ed }),
    cancel: (ed) => ({ tool: lineIdle(), editor: ed }),
    preview: () => (hover ? { kind: 'side', side: hover, erase: eraseHint } : { kind: 'none' }),
  };
  return self;
}

export function lineDrawing(mode: Mode, last: SideRef): EditorTool {
  const self: EditorTool = {
    tool: 'line',
    name: mode === 'draw' ? 'drawing' : 'erasing',
    hint: mode === 'draw' ? 'Drawing along sides… release to finish; Esc takes it back.' : 'Erasing sides… release to finish; Esc takes it back.',
    down: (p, ed) => ({ tool: self, editor: p.side ? apply(ed, p.side, mode) : ed }),
    move(p, ed) {
      if (!p?.side || sideKey(p.side) === sideKey(last)) return { tool: self, editor: ed };
      return { tool: lineDrawing(mode, p.side), editor: apply(ed, p.side, mode) };
    },
    up: (p, ed) => ({ tool: lineIdle(p?.side), editor: endStroke(ed) }),
    cancel: (ed) => ({ tool: lineIdle(), editor: abortStroke(ed) }),
    preview: () => ({ kind: 'side', side: last, erase: mode === 'erase' }),
  };
  return self;
}
