import type { Breakdown } from '@shared/rules/breakdown';
import type { LosResult } from '@shared/rules/commando/line-of-sight';
import type { Command } from '@shared/game/commands';
import type { UmpireView } from '@shared/game/view';
import type { Square } from '@shared/map/map-model';
import type { MovePreview } from './move-tool';

/**
 * Map tools are small state machines (tldraw's tools are the model): each
 * event returns the next state and, at most, one command for the host.
 * Components only draw what `overlay` returns, so every tool is tested
 * without a canvas.
 */
export interface ToolContext {
  readonly view: UmpireView;
  readonly selectedManId?: string;
}

export type Overlay =
  | { readonly kind: 'none' }
  | { readonly kind: 'line-of-sight'; readonly from: Square; readonly to: Square; readonly result: LosResult; readonly pinned: boolean }
  | { readonly kind: 'range'; readonly from: Square; readonly to: Square; readonly breakdown: Breakdown; readonly pinned: boolean }
  | { readonly kind: 'anchor'; readonly at: Square; readonly hint: string }
  | { readonly kind: 'move'; readonly preview: MovePreview };

export interface ToolStep {
  readonly state: ToolState;
  readonly command?: Command;
  /** Select a man (the select tool's click on a marker). */
  readonly select?: string;
}

export interface ToolState {
  readonly tool: ToolId;
  /** The state's name, for tests and the status line ("pick the observer's square"). */
  readonly name: string;
  readonly hint: string;
  pointerMove(sq: Square | undefined, ctx: ToolContext): ToolState;
  click(sq: Square, ctx: ToolContext): ToolStep;
  cancel(): ToolState;
  overlay(ctx: ToolContext): Overlay;
}

export type ToolId = 'select' | 'move' | 'line-of-sight' | 'range';

export const NO_OVERLAY: Overlay = { kind: 'none' };

export function manAt(view: UmpireView, sq: Square): string | undefined {
  return view.men.find((m) => m.square && m.square.col === sq.col && m.square.row === sq.row)?.id;
}
