/**
 * The Movement step (seed lines 37–48): every living figure moves as his
 * unit's revealed order says, all at once — unless his unit failed its
 * reaction roll (it holds: tables/reaction.ts FAILED_REACTION, ruling SK2). Costs are worked out again
 * from the table and written into the event.
 */
import type { FigureMove } from '../model/events';
import { orderOf, type SkirmishState } from '../model/state';
import { NEEDS_REACTION, POSTURE_AFTER } from '../tables/orders';
import { FAILED_REACTION } from '../tables/reaction';
import { planFigurePath } from './figure-path';

/** The move a figure's order gives him this bound (still when he has none), and whether it is held. */
export function orderedMode(state: SkirmishState, figureId: string): FigureMove['mode'] {
  const o = orderOf(state, figureId);
  if (!o?.figure) return 'still';
  const reaction = state.reactions[o.unit.unitId];
  if (NEEDS_REACTION[o.unit.action].value && reaction && !reaction.passed) return 'still';
  return o.figure.mode;
}

export function movesOfBound(state: SkirmishState): FigureMove[] {
  const moves: FigureMove[] = [];
  for (const f of Object.values(state.figures)) {
    if (f.state === 'killed') continue;
    const o = orderOf(state, f.id);
    const fo = o?.figure;
    const still = { figureId: f.id, mode: 'still' as const, path: [], to: f.at, posture: fo?.mode === 'still' ? (fo.posture ?? f.posture) : f.posture, cost: 0, allowance: 0 };
    if (!o || !fo || fo.mode === 'still') {
      moves.push(still);
      continue;
    }
    const reaction = state.reactions[o.unit.unitId];
    if (NEEDS_REACTION[o.unit.action].value && reaction && !reaction.passed) {
      moves.push({ ...still, held: `unit "${o.unit.unitId}" failed its reaction roll (${reaction.reason}); it holds (${FAILED_REACTION.provenance.source})` });
      continue;
    }
    const plan = planFigurePath(state.table, f, fo.mode, fo.path);
    moves.push({
      figureId: f.id,
      mode: fo.mode,
      path: fo.path,
      to: fo.path[fo.path.length - 1] ?? f.at,
      posture: POSTURE_AFTER[fo.mode].value,
      cost: plan.cost,
      allowance: plan.allowance,
    });
  }
  return moves;
}
