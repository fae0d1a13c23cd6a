/**
 * Case 38.51 (ruling SO11): the entry squares a side's window offers its own
 * man waiting off the map. Only when he is the side's man executing tasks now
 * and has spent nothing yet (entering is his first task, Case 38.54); the
 * squares are his side's own scenario entry squares (or his reinforcement
 * group's, Case 38.55), less those its own earlier entries rule out (Cases
 * 41.7, 48.7). Nothing here reads the enemy: not its men, not its entries,
 * not the Task Point cost of a square the enemy queued at (Case 38.53), which
 * the engine counts when the order runs.
 */
import type { Square } from '../../../map/map-model';
import { manTurnOf, sequenceOf, type GameState } from '../model/state';
import { edgeOf, entryLimitError, entrySquaresFor } from '../engine/entry';
import { firstOf } from '../engine/special-rules';

export interface SideEntryView {
  /** The side's own man executing tasks now, off the map. */
  readonly manId: string;
  readonly squares: readonly Square[];
  readonly caseRef: string;
}

export function sideEntry(state: GameState, side: string, narrowedTo?: string): { entry?: SideEntryView } {
  const active = sequenceOf(state).active;
  const man = active ? state.men[active.manId] : undefined;
  if (!man || man.side !== side || man.square || !man.awaitingEntry || man.exited) return {};
  if (narrowedTo !== undefined && narrowedTo !== man.id) return {};
  if (manTurnOf(state, man.id).spent > 0) return {};
  const allowed = entrySquaresFor(state, man);
  const squares = allowed.squares.filter((q) => !entryLimitError(state, man, q));
  return squares.length > 0 ? { entry: { manId: man.id, squares, caseRef: allowed.caseRef } } : {};
}

/** A scenario's own bar on leaving the map (Case 43.43: only British men, only east), for the side's acting man on an edge square. */
export interface SideExitBar {
  readonly manId: string;
  readonly caseRef: string;
  readonly message: string;
}

/**
 * Issue 15 (ruling SO13): the window shows the scenario's bar before the side orders an exit. The bar is a printed
 * scenario rule both Players read (Case 43.43 names the side and the edge); it is asked only of the side's own acting
 * man at his own square, so nothing of the enemy is read.
 */
export function sideExitBar(state: GameState, side: string, narrowedTo?: string): { exitBar?: SideExitBar } {
  const active = sequenceOf(state).active;
  const man = active ? state.men[active.manId] : undefined;
  if (!man?.square || man.side !== side || man.exited || (narrowedTo !== undefined && narrowedTo !== man.id)) return {};
  const edge = edgeOf(state, man.square);
  const bar = edge ? firstOf(state, (p) => p.exitError?.(state, man, edge)) : undefined;
  return bar ? { exitBar: { manId: man.id, caseRef: bar.caseRef, message: bar.message } } : {};
}
