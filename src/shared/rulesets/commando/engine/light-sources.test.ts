import { describe, expect, it } from 'vitest';
import { emptyIllumination, type IlluminationDevice } from '../rules/illumination';
import type { GameState } from '../model/state';
import { searchlightGame } from '../test-support/searchlight-game';
import { lightingOf, lightSightContext } from './light-sources';

// b's searchlight on a tower in 2010 facing S, worked by b1: its beam runs down column 20 (Cases 33.21, 33.22).
// a1 stands in the beam at 2020; b2 stands far to the east, at 3820, in the dark.
const MEN = [
  { id: 'a1', side: 'a', col: 20, row: 20 },
  { id: 'b1', side: 'b', col: 20, row: 10 },
  { id: 'b2', side: 'b', col: 38, row: 20 },
];
const game = (): GameState => searchlightGame(MEN, [{ col: 20, row: 10, facing: 'S', operatorId: 'b1' }], { optionalRules: ['33', '34'] });

/** A hand-fired flare burning over `square` (Case 34.33: radius 10, no Line of Sight traced on open ground). */
function withFlare(state: GameState, col: number, row: number): GameState {
  const flare: IlluminationDevice = { id: 'illumination-1', kind: 'flare', source: 'flare', side: 'a', manId: 'a1', square: { col, row }, litTurn: state.turn, lastTurn: state.turn };
  return { ...state, illumination: { ...emptyIllumination('night', 'unlimited'), devices: [flare], nextNumber: 2 } };
}

describe('Sections 33.0 and 34.0 together: one light, whatever shines it', () => {
  it('Case 33.27: an observer in the beam looking at a man in the dark is −30%', () => {
    expect(lightingOf(game(), { col: 20, row: 20 }, { col: 38, row: 20 }).lighting).toEqual({ observerLitTargetNot: 'searchlight' });
  });

  it('Cases 33.27, 34.11: no −30% when the man looked at stands in a flare\'s light, though the beam is not on him', () => {
    const state = withFlare(game(), 38, 20);
    expect(lightingOf(state, { col: 20, row: 20 }, { col: 38, row: 20 }).lighting).toEqual({ targetLit: 'illumination' });
    // And he is seen by the Day column (Case 34.11), the flare's Case named.
    expect(lightSightContext(state).observationRangeAt?.({ col: 38, row: 20 })).toMatchObject({ range: 'unlimited', caseRef: expect.stringContaining('34.11') });
  });

  it('Cases 33.24, 34.11: a man in the beam is seen by the Day column with no flare anywhere; a man in neither light keeps the scenario\'s range', () => {
    const ctx = lightSightContext(game());
    expect(ctx.observationRangeAt?.({ col: 20, row: 20 })).toMatchObject({ range: 'unlimited', caseRef: expect.stringContaining('33.24') });
    expect(ctx.observationRangeAt?.({ col: 38, row: 20 })).toBeUndefined();
  });

  it('Cases 34.11, 33.27: an observer under a flare looking at a man in the beam is not looking out of the light', () => {
    const state = withFlare(game(), 38, 20);
    const lighting = lightingOf(state, { col: 38, row: 20 }, { col: 20, row: 20 }).lighting;
    expect(lighting?.observerLitTargetNot).toBeUndefined();
    expect(lighting?.targetLit).toBe('searchlight');
  });

  it('Cases 33.27, 34.11, ruling IL11: with the named reading lit-areas-apart, each Section\'s area counts on its own — the −30% both ways', () => {
    const flare = withFlare(game(), 38, 20);
    const state = { ...flare, scenario: { ...flare.scenario!, readings: ['lit-areas-apart'] } } as GameState;
    // In the beam looking at a man under the flare: outside the beam's area (Case 33.27), yet seen by the Day column.
    expect(lightingOf(state, { col: 20, row: 20 }, { col: 38, row: 20 }).lighting).toEqual({ observerLitTargetNot: 'searchlight', targetLit: 'illumination' });
    // Under the flare looking at a man in the beam: outside the flare's area (Case 34.11).
    expect(lightingOf(state, { col: 38, row: 20 }, { col: 20, row: 20 }).lighting).toEqual({ observerLitTargetNot: 'illumination', targetLit: 'searchlight' });
  });

  it('no light in the game: no hook at all', () => {
    const dark = { ...game(), searchlights: undefined, illumination: undefined };
    expect(lightSightContext(dark)).toEqual({});
    expect(lightingOf(dark, { col: 20, row: 20 }, { col: 38, row: 20 })).toEqual({});
  });
});
