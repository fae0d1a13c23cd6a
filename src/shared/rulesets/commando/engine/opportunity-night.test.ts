import { describe, expect, it } from 'vitest';
import { emptyIllumination, type IlluminationDevice } from '../rules/illumination';
import type { GameState } from '../model/state';
import { NON_PREPARED_PHASE } from '../rules/observation-limits';
import { FIRST_OBSERVED_TARGET, OPPORTUNITY_FIRE_PLOT_PHASE, type TaskEvent } from '../rules/opportunity-model';
import { plotOpportunityFire } from '../rules/opportunity-fire-plot';
import { triggers } from '../rules/opportunity-fire';
import { initialGrenades } from '../rules/weapons';
import { searchlightGame } from '../test-support/searchlight-game';
import { opportunityContext } from './opportunity-command';
import type { Compass } from '../model/searchlight-state';

// Night, observation range 12 (Case 8.13). b's searchlight on a tower in 2010, worked by b1; facing S its beam holds 2030
// (bearing 180°, 20 squares, Cases 33.21, 33.22). a1, plotted for opportunity fire, stands in 3530 in the dark, 15 squares
// from b2 in 2030: beyond the night range, within the Day column's (unlimited in clear weather).
const MEN = [
  { id: 'a1', side: 'a', col: 35, row: 30 },
  { id: 'b1', side: 'b', col: 20, row: 10 },
  { id: 'b2', side: 'b', col: 20, row: 30 },
];
const night = (facing: Compass): GameState => searchlightGame(MEN, [{ col: 20, row: 10, facing, operatorId: 'b1' }], { phase: NON_PREPARED_PHASE, optionalRules: ['33', '34'] });

/** A hand-fired flare burning over `square` (Case 34.33: radius 10). */
function withFlare(state: GameState, col: number, row: number): GameState {
  const flare: IlluminationDevice = { id: 'illumination-1', kind: 'flare', source: 'flare', side: 'a', manId: 'a1', square: { col, row }, litTurn: state.turn, lastTurn: state.turn };
  return { ...state, illumination: { ...emptyIllumination('night', 'unlimited'), devices: [flare], nextNumber: 2 } };
}

/** a1's plot: fire at the first Enemy man observed (Case 10.71), his rifle prepared. */
function a1Plot(state: GameState) {
  const man = opportunityContext(state).man('a1')!;
  const r = plotOpportunityFire({
    man,
    armament: { side: 'a', weapons: [{ id: 'w1', kind: 'rifle', issuedTo: 'a1' }], preparedWeapon: 'w1', preparedGrenades: [], grenades: initialGrenades(), initialFlamethrowerOperator: false },
    condition: FIRST_OBSERVED_TARGET,
    turn: 1,
    phase: OPPORTUNITY_FIRE_PLOT_PHASE,
  });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** b2 fires from 2030 (at someone else): Case 8.5 observes a firing man by range and Line of Sight alone. */
const b2Fires: TaskEvent = { kind: 'fired', actor: 'b2', square: { col: 20, row: 30 }, targets: ['a9'], hits: [] };

describe('Opportunity fire at night respects the light (Cases 10.71, 8.5 with 33.24 and 34.11)', () => {
  it('Cases 10.71, 8.5, 33.24: a man firing in a searchlight\'s beam 15 squares off is observed by the Day column, so the plotted man may fire', () => {
    const state = night('S');
    const ctx = opportunityContext(state);
    expect(ctx.sight(ctx.man('a1')!, ctx.man('b2')!)).toMatchObject({ los: true, range: 15, inObservationRange: true });
    expect(triggers(a1Plot(state), b2Fires, ctx).prompt?.target).toBe('b2');
  });

  it('Cases 10.71, 8.12: the beam turned away (N), the same man in the dark at 15 squares is beyond the night range of 12: no opportunity fire', () => {
    const state = night('N');
    const ctx = opportunityContext(state);
    expect(ctx.sight(ctx.man('a1')!, ctx.man('b2')!).inObservationRange).toBe(false);
    expect(triggers(a1Plot(state), b2Fires, ctx).reason?.code).toBe('opfire/not-observed');
  });

  it('Cases 10.71, 8.5, 34.11: a flare over him does the same as the beam', () => {
    const state = withFlare(night('N'), 20, 32);
    const ctx = opportunityContext(state);
    expect(ctx.sight(ctx.man('a1')!, ctx.man('b2')!).inObservationRange).toBe(true);
    expect(triggers(a1Plot(state), b2Fires, ctx).prompt?.target).toBe('b2');
  });
});
