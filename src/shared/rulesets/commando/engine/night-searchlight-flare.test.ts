/**
 * Issue 22's acceptance: a night game with a searchlight sweeping AND a
 * hand-fired flare (Sections 8.0, 33.0, 34.0): which men are observable,
 * Game-Turn by Game-Turn, against values worked by hand.
 *
 * Map: blank 40 × 40, clear weather at night (observation range 12, Case
 * 8.13; Day range unlimited). Searchlight-1 of side b on a tower in 2010,
 * operated by b1 (Case 33.12), beam 4 to 25 squares (Case 33.22), the 45°
 * arcs of ruling SL1 (S = [180°, 225°), SE = [135°, 180°), bearings
 * clockwise from north). Side a (commando, code C: 85%) has a1 in 2030, a2
 * in 2630, a3 in 0330 with two hand-fired flares (Case 45.41's allotment);
 * side b (defending, code G: 65%, Defending Mode −20% throughout: no
 * commando man is ever observed) has b2 in 2012, b3 in 0818, b4 in 2835.
 *
 * Ranges (Case 8.11: ceil(√(dc²+dr²) × (2m−1)/2m), m the larger offset):
 *   from the light 2010: a1 20 at 180.0° (S); a2 21 at 163.3° (SE);
 *     a3 26, b4 26 (beyond the beam's 25: never lit); b2 2 (under 4: never
 *     lit); b3 14 at 236.3° (SW: never lit, the light never faces SW).
 *   a1: b4 9, b3 17, b2 18, b1 20.   a2: b4 5, b2 19, b1 21, b3 22.
 *   b2: a1 18, a2 19, a3 25.          a3 to 0820: 11; to b3 13.
 * The night range is 12, so a man beyond it may be tried only when lit
 * (Cases 33.24, 34.11: the Day column). b2 is within 10 squares of the
 * light: +30% at a man in its beam (Case 33.26); never for a flare (34.13).
 *
 * Game-Turn 1, Observation Phase, facing S (lit: a1):
 *   b2 → a1 (lit, 18): 65 − 20 + 30 = 75%.  a2, a3: dark and beyond 12.
 *   a1 (in the beam) → b4 (dark, 9): 85 − 30 (Case 33.27) = 55%.
 *   a2 (dark) → b4 (5): 85%.
 * Game-Turn 2, Observation Phase, turned S → SE (Case 33.14; lit: a2):
 *   b2 → a2 (lit, 19): 75%; a1 is dark now, 18 > 12: not tried.
 *   a1 (dark) → b4: 85%.  a2 (in the beam) → b4 (dark): 55%.
 * Game-Turn 2, Non-Prepared Task Execution Phase (a has the initiative,
 *   7 against 2): a3 fires a flare at 0820, range 11 (Table 11.81 Rifle
 *   Grenade row 9–12, house 70%, Case 34.32): 1D100 05 hits; 13 Task Points
 *   (Case 34.31). It lights every square within 10 of 0820 (Case 34.33):
 *   b3 (2 from it) only — a3 is 11 from it, every other man farther. No b
 *   man sees a3 fire (Case 8.5): a3 is dark and 13 from b3, the nearest.
 *   In his interval a1 (dark) → b3 (under the flare, outside the beam,
 *   17): the Day column, 85%; → b4: 85%.
 *   In his interval a2 (in the beam) → b3 (under the flare, 22): 85%, no
 *   −30% — the man looked at stands in light (Cases 33.27, 34.11); a2 → b4
 *   (dark): 55%.
 *   Bookkeeping: the flare goes out (Case 34.34).
 * Game-Turn 3, Observation Phase, turned SE → S (one point; lit: a1):
 *   b2 → a1: 75%.  a1 (in the beam) → b4: 55%; b3 is dark again, 17 > 12.
 *   a2 (dark) → b4: 85%.
 */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { emptyIllumination } from '../rules/illumination';
import { Table, passToTurn } from '../test-support/engine-game';
import { searchlightGame } from '../test-support/searchlight-game';
import { checkAttempt } from './observe-command';
import { whoseMove } from './legal-actions';
import { litBeams } from './searchlights';

const sq = (col: number, row: number) => ({ col, row });

const MEN = [
  { id: 'a1', side: 'a', col: 20, row: 30 },
  { id: 'a2', side: 'a', col: 26, row: 30 },
  { id: 'a3', side: 'a', col: 3, row: 30 },
  { id: 'b1', side: 'b', col: 1, row: 1 },
  { id: 'b2', side: 'b', col: 20, row: 12 },
  { id: 'b3', side: 'b', col: 8, row: 18 },
  { id: 'b4', side: 'b', col: 28, row: 35 },
];

function game(): GameState {
  const g = searchlightGame(MEN, [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }], { optionalRules: ['33', '34'] });
  return { ...g, illumination: { ...emptyIllumination('night', 'unlimited'), flaresPerMan: { a: { count: 2, caseRef: '45.41' } } } };
}

/** Every enemy `observerId` may try now, with the chance (Cases 8.12, 8.24, 8.72, 8.74). */
function observable(t: Table, observerId: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of Object.values(t.state.men)) {
    if (m.side === t.state.men[observerId]!.side) continue;
    const c = checkAttempt(t.state, { type: 'observe/attempt', observerId, targetId: m.id });
    if (c.ok) out[m.id] = c.value.breakdown.final;
  }
  return out;
}

/** The men the searchlight's beam lights now (Cases 33.21–33.23). */
function inBeam(t: Table): string[] {
  const lit = litBeams(t.state).flatMap((b) => [...b.lit]);
  return Object.values(t.state.men).filter((m) => m.square && lit.includes(`${m.square.col},${m.square.row}`)).map((m) => m.id).sort();
}

const passTo = (t: Table, turn: number, phase: string): void => passToTurn(t, turn, phase, 80);

/** Side b passes until side a may choose a man; then `manId` begins his interval (Case 6.41). */
function beginForA(t: Table, manId: string): void {
  for (let i = 0; i < 10; i++) {
    const who = whoseMove(t.state);
    if (who.kind === 'choose-man' && who.side === 'b') t.run({ type: 'side/pass', side: 'b' });
    else break;
  }
  t.run({ type: 'task/begin', manId });
}

describe('Sections 33.0 and 34.0 at night: a searchlight sweeping and a flare, turn by turn (Cases 33.14, 33.24, 33.26, 33.27, 34.11, 34.31–34.34)', () => {
  it('Cases 33.24, 33.26, 33.27, 34.11, 34.33: the men each side may observe and the chances, Game-Turns 1–3, as worked by hand', () => {
    // Dice: initiative 7/2 in Game-Turns 1 and 2 (a first); the flare's 1D100 05.
    const t = new Table(game(), new ScriptedDice([...d10(7, 2), ...d10(7, 2), ...d10(0, 5)]));

    // Game-Turn 1, facing S.
    expect(inBeam(t)).toEqual(['a1']);
    expect(observable(t, 'b2')).toEqual({ a1: 75 });
    expect(observable(t, 'a1')).toEqual({ b4: 55 });
    expect(observable(t, 'a2')).toEqual({ b4: 85 });

    // Game-Turn 2: b1 turns the light to SE (Case 33.14).
    passTo(t, 2, 'observation');
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'SE' });
    expect(inBeam(t)).toEqual(['a2']);
    expect(observable(t, 'b2')).toEqual({ a2: 75 });
    expect(observable(t, 'a1')).toEqual({ b4: 85 });
    expect(observable(t, 'a2')).toEqual({ b4: 55 });

    // a3 fires the flare in the Non-Prepared Task Execution Phase.
    passTo(t, 2, 'non-prepared-task-execution');
    beginForA(t, 'a3');
    const fired = t.run({ type: 'task/fire-flare', manId: 'a3', target: sq(8, 20) });
    expect(fired[0]).toMatchObject({ type: 'flare-fired', hit: true, landing: sq(8, 20), chance: { final: 70 }, taskPointsCharged: 13, caseRef: 'Case 34.31' });
    expect(fired[1]).toMatchObject({ type: 'illumination-lit', device: { kind: 'flare', square: sq(8, 20), litTurn: 2, lastTurn: 2 } });
    expect(fired.some((e) => e.type === 'observed-automatically')).toBe(false);
    t.run({ type: 'task/end', manId: 'a3' });

    // a1, in the dark, looks at b3 under the flare and outside the beam: the Day column (Case 34.11).
    beginForA(t, 'a1');
    expect(observable(t, 'a1')).toEqual({ b3: 85, b4: 85 });
    t.run({ type: 'task/end', manId: 'a1' });

    // a2, in the beam, looks at b3 under the flare: no −30% (Cases 33.27, 34.11); at b4 in the dark: −30%.
    beginForA(t, 'a2');
    expect(observable(t, 'a2')).toEqual({ b3: 85, b4: 55 });
    const a2b3 = checkAttempt(t.state, { type: 'observe/attempt', observerId: 'a2', targetId: 'b3' });
    if (!a2b3.ok) throw new Error('a2 may try b3');
    expect(a2b3.value.breakdown.steps.map((s) => [s.caseRef, s.amount])).toEqual([
      ['Case 8.71, Case 8.73 (printed as [8.63])', 85],
      ['Case 34.11', undefined],
    ]);
    const a2b4 = checkAttempt(t.state, { type: 'observe/attempt', observerId: 'a2', targetId: 'b4' });
    if (!a2b4.ok) throw new Error('a2 may try b4');
    expect(a2b4.value.breakdown.steps.find((s) => s.amount === -30)?.caseRef).toMatch(/33\.27/);
    t.run({ type: 'task/end', manId: 'a2' });

    // Bookkeeping: the flare goes out (Case 34.34); Game-Turn 3, turned SE → S.
    passTo(t, 3, 'observation');
    expect(t.state.illumination?.devices).toEqual([]);
    t.run({ type: 'searchlight/turn', searchlightId: 'searchlight-1', facing: 'S' });
    expect(inBeam(t)).toEqual(['a1']);
    expect(observable(t, 'b2')).toEqual({ a1: 75 });
    expect(observable(t, 'a1')).toEqual({ b4: 55 });
    expect(observable(t, 'a2')).toEqual({ b4: 85 });
  });
});
