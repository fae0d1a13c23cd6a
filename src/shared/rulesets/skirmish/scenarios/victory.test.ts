import { describe, expect, it } from 'vitest';
import type { Figure } from '../model/figures';
import type { SkirmishState } from '../model/state';
import { bundledGame } from '../test-support/bundled-scenarios';
import { testGame } from '../test-support/game';
import { decideVictory } from './victory';

/** The state at the end of bound `ended`: the next bound's Orders step, nothing written. */
const after = (s: SkirmishState, ended: number, figures: Record<string, Partial<Figure>> = {}): SkirmishState => ({
  ...s,
  bound: ended + 1,
  step: 'orders',
  figures: Object.fromEntries(Object.entries(s.figures).map(([id, f]) => [id, { ...f, ...figures[id] }])),
});
const hit = (ids: readonly string[], state: Figure['state']) => Object.fromEntries(ids.map((id) => [id, { state }]));

describe('the victory decision (ruling SG2)', () => {
  const meeting = bundledGame('patrol-meeting');
  const ambush = bundledGame('track-ambush');
  const search = bundledGame('village-search');

  it('is read only at the end of a bound', () => {
    expect(decideVictory(meeting)).toMatchObject({ decided: false, why: expect.stringContaining('end of a bound') });
    expect(decideVictory({ ...after(meeting, 2), step: 'fire' })).toMatchObject({ decided: false });
    expect(decideVictory(after(meeting, 2))).toEqual({ decided: false, bound: 3, why: 'no condition is met after bound 2 of 8' });
  });

  it('"break": half of a side wounded, crippled or killed breaks it; one short does not', () => {
    const four = ['nva-1a', 'nva-1b', 'nva-1c', 'nva-2a'];
    expect(decideVictory(after(meeting, 3, hit(four, 'wounded')))).toMatchObject({ decided: false });
    // Pinned men are not casualties (seed line 61: under 4 pinned).
    expect(decideVictory(after(meeting, 3, { ...hit(four, 'killed'), 'nva-2b': { state: 'pinned' } }))).toMatchObject({ decided: false });
    expect(decideVictory(after(meeting, 3, { ...hit(four, 'killed'), 'nva-2b': { state: 'crippled' } }))).toEqual({
      decided: true, winner: 'us', afterBound: 3, reasons: ['The U.S. patrol breaks the N.V.A. patrol (N.V.A. patrol lost 5 of 9)'],
    });
  });

  it('both sides broken at the same bound\'s end is a draw', () => {
    const d = decideVictory(after(meeting, 4, { ...hit(['nva-1a', 'nva-1b', 'nva-1c', 'nva-1d', 'nva-1e'], 'killed'), ...hit(['us-1a', 'us-1b', 'us-1c', 'us-1d', 'us-1e'], 'wounded') }));
    expect(d).toMatchObject({ decided: true, winner: null, afterBound: 4 });
    if (d.decided) expect(d.reasons.at(-1)).toContain('a draw');
  });

  it('"hold" counts only after the last bound: both huts held and no enemy in either', () => {
    const inHuts = { 'us-1a': { at: { x: 49, y: 23 } }, 'us-1b': { at: { x: 54, y: 26 } } };
    expect(decideVictory(after(meeting, 5, inHuts))).toMatchObject({ decided: false });
    expect(decideVictory(after(meeting, 8, inHuts))).toEqual({ decided: true, winner: 'us', afterBound: 8, reasons: ['The U.S. patrol holds both huts'] });
    // An N.V.A. man in hut-2 contests it; a killed one does not.
    expect(decideVictory(after(meeting, 8, { ...inHuts, 'nva-1a': { at: { x: 55, y: 26 } } }))).toMatchObject({ decided: true, winner: null, reasons: [expect.stringContaining('a draw')] });
    expect(decideVictory(after(meeting, 8, { ...inHuts, 'nva-1a': { at: { x: 55, y: 26 }, state: 'killed' } }))).toMatchObject({ winner: 'us' });
  });

  it('"reach": three of the patrol at the east end of the road at the end of any bound', () => {
    const east = (ids: string[]) => Object.fromEntries(ids.map((id, i) => [id, { at: { x: 68, y: 28 + i } }]));
    expect(decideVictory(after(ambush, 4, east(['s1-a', 's1-b'])))).toMatchObject({ decided: false });
    expect(decideVictory(after(ambush, 4, { ...east(['s1-a', 's1-b', 's1-c']), 's1-c': { at: { x: 68, y: 30 }, state: 'crippled' } }))).toMatchObject({ decided: false });
    expect(decideVictory(after(ambush, 4, east(['s1-a', 's1-b', 's2-c'])))).toMatchObject({ decided: true, winner: 'rli', reasons: ['Three of the patrol reach the east end of the road (3 there)'] });
  });

  it('"otherwise": when the last bound is over and nothing is met', () => {
    expect(decideVictory(after(ambush, 10))).toMatchObject({ decided: true, winner: 'zanla', afterBound: 10, reasons: [expect.stringContaining('the game goes to Guerrillas')] });
    expect(decideVictory(after(meeting, 8))).toMatchObject({ decided: true, winner: null });
    expect(decideVictory(after(search, 8))).toMatchObject({ decided: true, winner: 'plo' });
  });

  it('a game set up without terms is the umpire\'s to decide', () => {
    expect(decideVictory(after(testGame(), 3))).toMatchObject({ decided: false, why: expect.stringContaining('without victory conditions') });
  });
});
