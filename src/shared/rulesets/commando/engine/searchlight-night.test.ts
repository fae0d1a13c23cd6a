/**
 * A night game with a searchlight sweeping (Sections 8.0, 33.0): which men
 * are observable, Game-Turn by Game-Turn, against values worked by hand.
 *
 * Map: blank 40 × 40, clear weather at night (observation range 12, Case
 * 8.13; Day range unlimited). Searchlight-1 of side b on a tower in 2010,
 * operated by b1 (Case 33.12), beam 25 squares (Case 33.22).
 * Side b (defending, code G: 65%) has b2 in 2012, 2 squares from the light;
 * b4 stands in 2830. Side a (commando, code C: 85%) has a1 in 2030, a2 in
 * 2630, a3 in 1430.
 *
 * Bearings from 2010 (clockwise from north) and ranges (Case 8.11):
 *   a1 2030: 180.0°, 20 — the S arc [180°, 225°)
 *   a3 1430: 196.7°, 21 — S
 *   a2 2630: 163.3°, 21 — the SE arc [135°, 180°)
 *   b4 2830: 158.2°, 22 — SE
 * From b2 (2012): a1 18, a2 19, a3 19 squares — all beyond the night range
 * 12, so only a lit man may be tried (Case 33.24: the Day column).
 * b2 is within 10 squares of the light: +30% at a man in its light (33.26).
 *
 * Turn 1, facing S: b2 may try a1 and a3: 65 − 20 (Defending Mode) + 30 = 75%.
 *   a1 (in the light) may try b4 (8 squares, dark): 85 − 30 (Case 33.27) = 55%.
 *   b2 rolls 41 against 75% for a1: observed. Bookkeeping: a1 still lit, kept.
 * Turn 2, turned to SE (Case 33.14): b2 may try a2 only: 65 + 30 = 95%
 *   (Defending Mode ended: a commando man was observed in Turn 1).
 *   a1 (dark now) may try b4 (lit, but a1 is 20 squares from the light): 85%.
 *   Bookkeeping: a1 is dark and 18 squares from b2: b2 loses sight of him (Case 8.84).
 * Turn 3, turned SE → SW (two points): nobody is lit; b2 may try nobody;
 *   a1 tries b4 at 85%.
 */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import { Table } from '../test-support/engine-game';
import { searchlightGame } from '../test-support/searchlight-game';
import { checkAttempt } from './observe-command';
import { whoseMove } from './legal-actions';

const MEN = [
  { id: 'a1', side: 'a', col: 20, row: 30 },
  { id: 'a2', side: 'a', col: 26, row: 30 },
  { id: 'a3', side: 'a', col: 14, row: 30 },
  { id: 'b1', side: 'b', col: 1, row: 1 },
  { id: 'b2', side: 'b', col: 20, row: 12 },
  { id: 'b4', side: 'b', col: 28, row: 30 },
];

/** Every enemy `observerId` may try now, with the chance (Cases 8.12, 8.24, 8.72). */
function observable(t: Table, observerId: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of Object.values(t.state.men)) {
    if (m.side === t.state.men[observerId]!.side) continue;
    const c = checkAttempt(t.state, { type: 'observe/attempt', observerId, targetId: m.id });
    if (c.ok) out[m.id] = c.value.breakdown.final;
  }
  return out;
}

/** Through the rest of the Game-Turn to the next Observation Phase, both sides passing. */
function nextTurn(t: Table): GameEvent[] {
  const from = t.events.length;
  const turn = t.state.turn;
  for (let i = 0; i < 80 && !(t.state.turn === turn + 1 && t.state.phase === 'observation'); i++) {
    if (t.state.phase === 'initiative' && !t.state.sequence?.initiative) t.run({ type: 'initiative/roll' });
    else {
      const who = whoseMove(t.state);
      if (who.kind === 'choose-man' && who.side) t.run({ type: 'side/pass', side: who.side });
      else if (who.kind === 'man-acting' && who.manId) t.run({ type: 'task/end', manId: who.manId });
      else t.run({ type: 'phase/advance' });
    }
  }
  expect(t.state).toMatchObject({ turn: turn + 1, phase: 'observation' });
  return t.events.slice(from);
}

describe('Section 33.0 at night: a searchlight sweeping, turn by turn (Cases 33.14, 33.24, 33.26, 33.27, 8.84)', () => {
  it('Cases 33.24, 33.26, 33.27: the men each side may observe and the chances, Game-Turns 1–3, as worked by hand', () => {
    const game = searchlightGame(MEN, [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }]);
    const t = new Table(game, new ScriptedDice([...d10(4, 1), ...d10(7, 2), ...d10(7, 2), ...d10(7, 2), ...d10(7, 2)]));

    // Game-Turn 1, facing S.
    expect(observable(t, 'b2')).toEqual({ a1: 75, a3: 75 });
    expect(observable(t, 'a1')).toEqual({ b4: 55 });
    const b2a1 = checkAttempt(t.state, { type: 'observe/attempt', observerId: 'b2', targetId: 'a1' });
    if (!b2a1.ok) throw new Error('b2 may try a1');
    expect(b2a1.value.breakdown.steps.map((s) => [s.caseRef, s.amount])).toEqual([
      ['Case 8.71, Case 8.73 (printed as [8.63])', 65],
      ['Case 8.73 (printed as [8.63]) note; Case 38.61', -20],
      ['Case 33.24', undefined],
      ['Case 33.26; Case 8.74 (printed as [8.64])', 30],
    ]);
    const [seen] = t.run({ type: 'observe/attempt', observerId: 'b2', targetId: 'a1' });
    expect(seen).toMatchObject({ type: 'observation-attempted', roll: 41, chance: 75, success: true });
    const lost1 = nextTurn(t).filter((e) => e.type === 'sight-lost');
    expect(lost1).toEqual([]);

    // Game-Turn 2: b1 turns the light to SE.
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SE' });
    expect(observable(t, 'b2')).toEqual({ a2: 95 });
    expect(observable(t, 'a1')).toEqual({ b4: 85 });
    const lost2 = nextTurn(t).filter((e) => e.type === 'sight-lost');
    expect(lost2).toEqual([{ type: 'sight-lost', observerId: 'b2', targetId: 'a1', caseRef: 'Case 8.84' }]);

    // Game-Turn 3: SE to SW, two points (Case 33.14): the beam falls on nobody.
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SW' });
    expect(observable(t, 'b2')).toEqual({});
    expect(observable(t, 'a1')).toEqual({ b4: 85 });
  });
});
