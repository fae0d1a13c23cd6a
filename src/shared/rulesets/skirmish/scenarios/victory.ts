/**
 * Who has won a skirmish scenario (ruling SG2): its victory conditions
 * (model/scenario-file.ts) read from the state at the end of a bound — that
 * is, in the Orders step of the next, before any order is in. "break" and
 * "reach" end the game at the end of any bound; "hold" is read when the
 * scenario's last bound is over, and if nothing is met then, the scenario's
 * "otherwise" decides. Two sides meeting their conditions at the same
 * bound's end draw. A pure function of the state: the app shows it and the
 * umpire finishes the game with it.
 */
import type { Figure } from '../model/figures';
import type { VictoryCondition } from '../model/scenario-file';
import type { SkirmishState } from '../model/state';
import { inPlace } from './places';

export type VictoryDecision =
  | { readonly decided: false; readonly bound: number; readonly why: string }
  | { readonly decided: true; readonly winner: string | null; readonly afterBound: number; readonly reasons: readonly string[] };

/** Wounded, crippled or killed: a casualty (seed line 25, "If casualty this go"). */
const CASUALTY = new Set<Figure['state']>(['wounded', 'crippled', 'killed']);
/** Still in the fight for a place: not crippled (carried, line 48) nor killed. */
const inTheFight = (f: Figure) => f.state !== 'crippled' && f.state !== 'killed';

function figuresOfSide(state: SkirmishState, side: string): Figure[] {
  return Object.values(state.figures).filter((f) => state.units[f.unitId]?.side === side);
}

function sideName(state: SkirmishState, side: string): string {
  return state.sides.find((s) => s.id === side)?.name ?? side;
}

/** The condition's sentence when it is met at this state, or undefined. */
function met(state: SkirmishState, c: VictoryCondition, final: boolean): string | undefined {
  const enemy = state.sides.find((s) => s.id !== c.winner)?.id;
  if (enemy === undefined) return undefined;
  switch (c.kind) {
    case 'break': {
      const theirs = figuresOfSide(state, enemy);
      const lost = theirs.filter((f) => CASUALTY.has(f.state)).length;
      return theirs.length > 0 && lost >= c.share * theirs.length ? `${c.text} (${sideName(state, enemy)} lost ${lost} of ${theirs.length})` : undefined;
    }
    case 'reach': {
      const there = figuresOfSide(state, c.winner).filter((f) => inTheFight(f) && inPlace(state.table, c.place, f.at)).length;
      return there >= c.figures ? `${c.text} (${there} there)` : undefined;
    }
    case 'hold': {
      if (!final) return undefined;
      const ours = figuresOfSide(state, c.winner).filter(inTheFight);
      const theirs = figuresOfSide(state, enemy).filter(inTheFight);
      const held = c.places.every((p) => ours.some((f) => inPlace(state.table, p, f.at)) && !theirs.some((f) => inPlace(state.table, p, f.at)));
      return held ? c.text : undefined;
    }
  }
}

export function decideVictory(state: SkirmishState): VictoryDecision {
  const terms = state.terms;
  if (!terms) return { decided: false, bound: state.bound, why: 'this game was set up without victory conditions: the umpire decides' };
  const ended = state.bound - 1;
  if (state.step !== 'orders' || state.revealed || ended < 1) return { decided: false, bound: state.bound, why: `victory is read at the end of a bound; bound ${state.bound} is in its ${state.step} step` };
  const final = ended >= terms.gameLength.bounds;
  const winners = new Map<string, string[]>();
  for (const c of terms.victory.conditions) {
    const said = met(state, c, final);
    if (said !== undefined) winners.set(c.winner, [...(winners.get(c.winner) ?? []), said]);
  }
  if (winners.size > 1) return { decided: true, winner: null, afterBound: ended, reasons: [...winners.values()].flat().concat('both sides met a condition at the same bound\'s end: a draw') };
  const [first] = [...winners.entries()];
  if (first) return { decided: true, winner: first[0], afterBound: ended, reasons: first[1] };
  if (!final) return { decided: false, bound: state.bound, why: `no condition is met after bound ${ended} of ${terms.gameLength.bounds}` };
  const otherwise = terms.victory.otherwise;
  return {
    decided: true,
    winner: otherwise === 'draw' ? null : otherwise,
    afterBound: ended,
    reasons: [`the last bound (${terms.gameLength.bounds}) is over and no condition is met: ${otherwise === 'draw' ? 'a draw' : `the game goes to ${sideName(state, otherwise)}`}`],
  };
}
