import type { Breakdown } from '@shared/kernel/breakdown';
import type { LosResult } from '@shared/rulesets/commando/rules/line-of-sight';
import type { Command } from '@shared/rulesets/commando/model/commands';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import type { Square } from '@shared/map/map-model';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { DeployPreview, FirePreview, GrenadePreview, MovePreview } from './previews';

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
  | { readonly kind: 'move'; readonly preview: MovePreview }
  | { readonly kind: 'deploy'; readonly preview: DeployPreview }
  | { readonly kind: 'fire'; readonly preview: FirePreview }
  | { readonly kind: 'grenade'; readonly preview: GrenadePreview }
  /** The console asks the host what this man sees (manSight) and draws the answer. */
  | { readonly kind: 'sight'; readonly manId: string };

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

export type ToolId = 'select' | 'move' | 'line-of-sight' | 'range' | 'deploy' | 'fire' | 'grenade' | 'launcher' | 'sight';

export const NO_OVERLAY: Overlay = { kind: 'none' };

export function manAt(view: UmpireView, sq: Square): string | undefined {
  return view.men.find((m) => m.square && m.square.col === sq.col && m.square.row === sq.row)?.id;
}

/** The man the task tools act for: the one executing tasks, else the selected one. */
export function actingManId(ctx: ToolContext): string | undefined {
  return ctx.view.sequence?.active?.manId ?? ctx.selectedManId;
}

/**
 * The umpire view as the engine's state, for previews only (the host checks
 * every command again): the umpire view carries the whole truth the rule
 * helpers read (map, men, knowledge, sequence). Smoke is not in the view, so
 * previews ignore it; the host's answer does not.
 */
export function previewState(view: UmpireView): GameState {
  return {
    gameId: view.gameId,
    ruleset: 'commando',
    scenarioName: view.scenarioName,
    map: view.map,
    sides: view.sides,
    men: Object.fromEntries(view.men.map((m) => [m.id, m])),
    knowledge: view.knowledge,
    turn: view.turn,
    phase: view.phase,
    ...(view.observationRange !== undefined ? { observationRange: view.observationRange } : {}),
    ...(view.sequence ? { sequence: view.sequence } : {}),
    version: view.version,
  };
}
