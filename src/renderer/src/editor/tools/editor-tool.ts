/**
 * Editor tools are small state machines, as the map tools are (tldraw's tools
 * are the model): each pointer event takes the editor state and returns the
 * next tool state and the next editor state. Nothing here draws; `preview`
 * says what the component should draw for the tool's current step, so every
 * tool is tested without a canvas.
 */
import { sameSquare, type MapEdge, type SideRef, type Square } from '@shared/map/map-model';
import type { EditorState } from '../editor-state';
import type { Point } from '../trace-align';

/** A pointer event already resolved by arithmetic: the map-pixel point, its square and nearest side. */
export interface EditorPointer {
  /** Map pixels, the space `squareOrigin` uses. */
  readonly point: Point;
  readonly square?: Square;
  readonly side?: SideRef;
  readonly shift?: boolean;
  readonly alt?: boolean;
}

export type EditorToolId = 'paint' | 'elevation' | 'overhead' | 'rail' | 'climb' | 'line' | 'tree' | 'zone' | 'structure' | 'entry-edge' | 'trace';

export type EditorPreview =
  | { readonly kind: 'none' }
  | { readonly kind: 'squares'; readonly squares: readonly Square[]; readonly colour: string }
  | { readonly kind: 'side'; readonly side: SideRef; readonly erase: boolean }
  | { readonly kind: 'rect'; readonly from: Square; readonly to: Square; readonly mode: 'create' | 'add' | 'remove' }
  | { readonly kind: 'edge'; readonly edge: MapEdge }
  | { readonly kind: 'tree'; readonly square: Square; readonly x: number; readonly y: number; readonly r: number; readonly erase: boolean }
  | { readonly kind: 'trace'; readonly clicked: readonly Point[]; readonly targets: readonly Point[] };

export interface ToolResult {
  readonly tool: EditorTool;
  readonly editor: EditorState;
}

export interface EditorTool {
  readonly tool: EditorToolId;
  /** The state's name, for tests and the status line. */
  readonly name: string;
  readonly hint: string;
  down(p: EditorPointer, ed: EditorState): ToolResult;
  move(p: EditorPointer | undefined, ed: EditorState): ToolResult;
  up(p: EditorPointer | undefined, ed: EditorState): ToolResult;
  /** Esc: back to the tool's first state, taking back an unfinished drag. */
  cancel(ed: EditorState): ToolResult;
  preview(ed: EditorState): EditorPreview;
}

export const NO_PREVIEW: EditorPreview = { kind: 'none' };

/** The pointer hovers the square it hovered before, or is still off the map (then the tool keeps its state). */
export const sameHover = (a: Square | undefined, b: Square | undefined): boolean => a === b || sameSquare(a, b);
