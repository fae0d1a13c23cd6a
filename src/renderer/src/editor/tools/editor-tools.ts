/**
 * The editor's tool list and keyboard shortcuts, as one pure function so the
 * help overlay, the toolbar and the tests read the same table.
 */
import { FIELD_TERRAIN, LINE_TERRAIN } from '@shared/map/map-model';
import { MAX_ELEVATION, MIN_ELEVATION } from '@shared/map/map-schema';
import { redo, setBrush, undo, type EditorState } from '../editor-state';
import { elevationIdle } from './elevation-tool';
import { overheadIdle } from './overhead-tool';
import { railIdle } from './rail-tool';
import { climbIdle } from './climb-tool';
import type { EditorTool, EditorToolId } from './editor-tool';
import { entryEdgeIdle } from './entry-edge-tool';
import { lineIdle } from './line-tool';
import { paintIdle } from './paint-tool';
import { structureIdle } from './structure-tool';
import { traceFirst } from './trace-tool';
import { treeIdle } from './tree-tool';
import { zoneIdle } from './zone-tool';

export interface EditorToolEntry {
  readonly id: EditorToolId;
  readonly label: string;
  readonly key: string;
  start(): EditorTool;
}

export const EDITOR_TOOLS: readonly EditorToolEntry[] = [
  { id: 'paint', label: 'Field terrain', key: 'p', start: () => paintIdle },
  { id: 'elevation', label: 'Elevation', key: 'e', start: () => elevationIdle },
  { id: 'overhead', label: 'Overhead (crane arm)', key: 'o', start: () => overheadIdle },
  { id: 'rail', label: 'Rail line', key: 'r', start: () => railIdle },
  { id: 'climb', label: 'Ladders and roofs', key: 'c', start: () => climbIdle },
  { id: 'line', label: 'Line terrain', key: 'l', start: () => lineIdle() },
  { id: 'tree', label: 'Trees', key: 't', start: () => treeIdle() },
  { id: 'zone', label: 'Zones', key: 'z', start: () => zoneIdle() },
  { id: 'structure', label: 'Structures', key: 's', start: () => structureIdle() },
  { id: 'entry-edge', label: 'Entry edges', key: 'g', start: () => entryEdgeIdle() },
  { id: 'trace', label: 'Align underlay', key: 'a', start: () => traceFirst() },
];

export function startTool(id: EditorToolId): EditorTool {
  return EDITOR_TOOLS.find((t) => t.id === id)!.start();
}

/** Shortcuts for the help overlay: [keys, what they do]. */
export const SHORTCUTS: readonly (readonly [string, string])[] = [
  ...EDITOR_TOOLS.map((t) => [t.key.toUpperCase(), t.label] as const),
  ['1–9, 0', 'Field terrain: the first ten terrains; Shift+1–9 the rest'],
  ['1–8', 'Line terrain: wall, building line, door, window, slit, barbed, concertina, electrified'],
  ['0–9, - =', 'Elevation: pick a level; step down, up'],
  ['1–9, 0', 'Overhead: the level of a crane arm (Case 48.43); 0 erases'],
  ['1, 0', 'Rail line: lay (Case 42.43); 0 takes it up'],
  ['1, 2, 3, 0', 'Ladders and roofs: ladder, stairway (Case 35.21), flat roof (Case 35.22); 0 clears'],
  ['B', 'Brush 1 or 3 squares'],
  ['[ ]', 'Smaller, larger tree'],
  ['Ctrl/⌘+Z', 'Undo'],
  ['Ctrl/⌘+Shift+Z, Ctrl+Y', 'Redo'],
  ['Esc', 'Cancel the current step (an unfinished drag is taken back)'],
  ['?', 'This help'],
  ['Wheel; right- or middle-drag', 'Zoom; pan'],
];

export interface KeyInput {
  readonly key: string;
  /** KeyboardEvent.code ("Digit3"): digits are read from it so Shift+3 is still 3. */
  readonly code?: string;
  readonly ctrl?: boolean;
  readonly meta?: boolean;
  readonly shift?: boolean;
  readonly alt?: boolean;
}

export interface KeyResult {
  readonly tool: EditorTool;
  readonly editor: EditorState;
  readonly handled: boolean;
  readonly toggleHelp?: boolean;
}

export function editorKey(k: KeyInput, tool: EditorTool, ed: EditorState): KeyResult {
  const done = (t: EditorTool, e: EditorState, extra: Partial<KeyResult> = {}): KeyResult => ({ tool: t, editor: e, handled: true, ...extra });
  const key = k.key.toLowerCase();
  if (k.ctrl || k.meta) {
    if (key === 'z' && !k.shift) return cancelThen(tool, ed, undo);
    if ((key === 'z' && k.shift) || (key === 'y' && k.ctrl)) return cancelThen(tool, ed, redo);
    return { tool, editor: ed, handled: false };
  }
  if (k.alt) return { tool, editor: ed, handled: false };
  if (k.key === 'Escape') {
    const r = tool.cancel(ed);
    return done(r.tool, r.editor);
  }
  if (k.key === '?') return done(tool, ed, { toggleHelp: true });
  const digitMatch = /^Digit(\d)$/.exec(k.code ?? '') ?? /^(\d)$/.exec(k.key);
  if (digitMatch) {
    const d = Number(digitMatch[1]);
    const n = d === 0 ? 10 : d; // 1…9, 0 as the tenth
    if (tool.tool === 'paint') {
      const terrain = FIELD_TERRAIN[(k.shift ? 10 : 0) + n - 1];
      return terrain ? done(tool, setBrush(ed, { terrain })) : done(tool, ed);
    }
    if (tool.tool === 'line') {
      const line = LINE_TERRAIN[n - 1];
      return line ? done(tool, setBrush(ed, { line })) : done(tool, ed);
    }
    if (tool.tool === 'elevation') return done(tool, setBrush(ed, { elevation: d }));
    if (tool.tool === 'overhead') return done(tool, setBrush(ed, { overhead: d }));
    if (tool.tool === 'rail') return d <= 1 ? done(tool, setBrush(ed, { rail: d === 1 })) : done(tool, ed);
    if (tool.tool === 'climb') {
      const climb = (['clear', 'ladder', 'stairway', 'flat-roof'] as const)[d];
      return climb ? done(tool, setBrush(ed, { climb })) : done(tool, ed);
    }
    if (d === 1 || d === 3) return done(tool, setBrush(ed, { size: d }));
    return { tool, editor: ed, handled: false };
  }
  if (tool.tool === 'elevation' && (k.key === '-' || k.key === '=' || k.key === '+')) {
    const step = k.key === '-' ? -1 : 1;
    return done(tool, setBrush(ed, { elevation: Math.min(MAX_ELEVATION, Math.max(MIN_ELEVATION, ed.brush.elevation + step)) }));
  }
  if (k.key === '[' || k.key === ']') {
    const r = Math.round((ed.brush.treeRadius + (k.key === '[' ? -0.05 : 0.05)) * 100) / 100;
    return done(tool, setBrush(ed, { treeRadius: Math.min(0.5, Math.max(0.05, r)) }));
  }
  if (key === 'b') return done(tool, setBrush(ed, { size: ed.brush.size === 1 ? 3 : 1 }));
  const entry = EDITOR_TOOLS.find((t) => t.key === key);
  if (entry) {
    const r = tool.cancel(ed);
    return done(entry.start(), r.editor);
  }
  return { tool, editor: ed, handled: false };
}

/** Undo and redo first close any drag in progress: the tool goes back to its first state. */
function cancelThen(tool: EditorTool, ed: EditorState, f: (e: EditorState) => EditorState): KeyResult {
  const idle = tool.name === 'idle' || tool.name === 'first-corner' ? { tool, editor: ed } : tool.up(undefined, ed);
  return { tool: idle.tool, editor: f(idle.editor), handled: true };
}
