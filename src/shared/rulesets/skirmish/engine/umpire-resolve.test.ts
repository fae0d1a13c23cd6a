import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Resolution } from '../model/commands';
import { skirmishRuleset } from '../index';
import { BOUND_SEQUENCE, BOUND_STEPS } from '../tables/bound';
import { play, testGame } from '../test-support/game';

const NO_DICE = new ScriptedDice([]);
const resolve = (resolution: object) => skirmishRuleset.commandSchema.parse({ type: 'umpire/resolve', resolution });

describe("the umpire's resolutions and the Bound's steps", () => {
  it('the Bound (house, docs/rulings/skirmish-bound.md): eight steps in order, each citing its seed line; house steps give their reason; every step but Orders names its calculators', () => {
    expect(BOUND_SEQUENCE.map((s) => s.step)).toEqual([...BOUND_STEPS]);
    for (const s of BOUND_SEQUENCE) {
      expect(s.provenance.source).toMatch(/^seed 003 line \d+/);
      if (s.provenance.kind === 'house') expect(s.provenance.rationale).toBeTruthy();
    }
    expect(BOUND_SEQUENCE.filter((s) => s.engine === 'engine').map((s) => s.step)).toEqual([...BOUND_STEPS]);
    expect(BOUND_SEQUENCE.filter((s) => s.calculators.length === 0).map((s) => s.step)).toEqual(['orders']);
  });

  it('seed line 24: the bound waits in Reaction until every unit that acts has its result; a holding unit has none to enter', () => {
    const { state } = play(
      testGame(),
      [
        { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-1', action: 'crawl', figures: [] }] },
        { type: 'orders/submit', side: 'blue', orders: [] },
        { type: 'bound/advance' },
      ],
      NO_DICE,
    );
    expect(skirmishRuleset.decide(state, { type: 'bound/advance' }, NO_DICE)).toMatchObject({ ok: false, error: { code: 'bound/reactions-missing', message: expect.stringContaining('"red-1"') } });
    expect(skirmishRuleset.decide(state, resolve({ step: 'reaction', unitId: 'blue-1', passed: true, reason: 'x' }), NO_DICE)).toMatchObject({ ok: false, error: { code: 'resolve/no-reaction' } });
    const after = play(state, [resolve({ step: 'reaction', unitId: 'red-1', passed: false, reason: 'rolled 3, Need 4+' })], NO_DICE).state;
    expect(skirmishRuleset.isLegal(after, { type: 'bound/advance' })).toBe(true);
  });

  it('a result is entered in its own step only, and needs a reason', () => {
    const damage: Resolution = { step: 'damage', figureId: 'r1', result: 'killed', reason: 'D10 9' };
    expect(skirmishRuleset.decide(testGame(), resolve(damage), NO_DICE)).toMatchObject({ ok: false, error: { code: 'resolve/not-now', message: expect.stringContaining('damage step') } });
    expect(skirmishRuleset.commandSchema.safeParse({ type: 'umpire/resolve', resolution: { ...damage, reason: ' ' } }).success).toBe(false);
  });

  it('seed line 25: motivation is held within −2 … +2', () => {
    const atMotivation = { ...testGame(), step: 'motivation' as const };
    const { state } = play(atMotivation, [resolve({ step: 'motivation', unitId: 'red-1', change: 4, reason: 'a great bound' }), resolve({ step: 'motivation', unitId: 'blue-1', change: -3, reason: 'C.O. killed' })], NO_DICE);
    expect(state.units['red-1']!.motivation).toBe(2);
    expect(state.units['blue-1']!.motivation).toBe(-2);
  });

  it('seed line 60: a misfire of Jams marks the weapon, O.K. clears it; a firer counts one bound of firing per bound', () => {
    const atFire = { ...testGame(), step: 'fire' as const };
    const fire = (result: 'jams' | 'ok') => resolve({ step: 'fire', firerIds: ['b2'], result: 'burst', reason: 'group fire', misfires: [{ figureId: 'b2', result }] });
    const jammed = play(atFire, [fire('jams'), fire('ok')], NO_DICE);
    expect(jammed.state.figures['b2']).toMatchObject({ weapon: { jammed: false, mustReload: false }, boundsFired: 1, lastFiredBound: 1 });
    expect(play(atFire, [fire('jams')], NO_DICE).state.figures['b2']!.weapon.jammed).toBe(true);
  });
});
