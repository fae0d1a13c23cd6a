import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import { skirmishRuleset } from '../index';
import { play, testGame } from '../test-support/game';

const advance: SkirmishCommand = { type: 'bound/advance' };

describe('radio contact in the Bound (seed lines 16–23, ruling SK25)', () => {
  it('seed lines 16, 22: an operator advancing this bound calls with a new set (PRC-77 +1): D10 6 + 1 − 5 = 2, no contact on 3+', () => {
    const s = play(
      testGame(),
      [
        { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 36 }] }] }] },
        { type: 'orders/submit', side: 'blue', orders: [] },
        advance,
        { type: 'reaction/roll', unitId: 'red-1', support: [] },
        advance,
        advance,
      ],
      new ScriptedDice(d6(6)),
    ).state;
    const r = play(s, [{ type: 'radio/contact', figureId: 'r1', to: 'battalion', set: 'new', underFire: false, weather: 'clear' }], new ScriptedDice(d10(6)));
    const e = r.events[0]!;
    expect(e).toMatchObject({ type: 'radio/rolled', figureId: 'r1', to: 'battalion', contact: false });
    if (e.type !== 'radio/rolled') throw new Error('not a radio event');
    expect(e.breakdown.steps.filter((x) => x.kind === 'modifier').map((x) => [x.label, x.amount, x.caseRef])).toEqual([
      ['new set', 1, 'seed 003 line 20, radio DM, +1 New type (PRC-77)'],
      ['operator advance', -5, 'seed 003 line 22, radio DM, -5 Advancing'],
    ]);
    expect(r.state.figures).toEqual(s.figures);
  });

  it('ruling SK25: no call while the orders are written', () => {
    const call = { type: 'radio/contact', figureId: 'r1', to: 'battalion', set: 'new', underFire: false, weather: 'clear' } as const;
    expect(skirmishRuleset.isLegal(testGame(), call)).toBe(false);
  });
});

describe('the optional hit location on the wound roll (seed lines 62–63, ruling SK19)', () => {
  /** Red-2 fires unaimed at b4 (reaction D6 6, burst D6 6 pins b4 with one wound roll), the bound left in Damage; hit location played or not. */
  function atDamage(hitLocation: boolean) {
    return play(
      testGame(),
      [
        { type: 'umpire/set-options', hitLocation, reason: 'the campaign plays it' },
        { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-2', action: 'unaimed-fire', figures: [] }] },
        { type: 'orders/submit', side: 'blue', orders: [] },
        advance,
        { type: 'reaction/roll', unitId: 'red-2', support: [] },
        advance,
        advance,
        advance,
        { type: 'fire/group', firerIds: ['r5', 'r6', 'r7', 'r8'], targetIds: ['b4'] },
        advance,
      ],
      new ScriptedDice(d6(6, 6)),
    ).state;
  }

  it('seed line 63 (ruling SK19): played, a wound roll of 7 (crippled) with a D6 1 — a scratch — is one step lighter: wounded', () => {
    const s = atDamage(true);
    const hitId = s.hits![0]!.hitId;
    // D10 9 + Str −2 (the rifle's group column) = 7: crippled; the location D6 1 is a scratch.
    const r = play(s, [{ type: 'damage/roll', hitId }], new ScriptedDice([...d10(9), ...d6(1)]));
    expect(r.events[0]).toMatchObject({ type: 'damage/rolled', result: 'wounded', state: 'wounded', location: { location: 'scratch', result: 'wounded' } });
  });

  it('seed line 62: not played, the same roll stands and no location is rolled', () => {
    const s = atDamage(false);
    const r = play(s, [{ type: 'damage/roll', hitId: s.hits![0]!.hitId }], new ScriptedDice(d10(9)));
    expect(r.events[0]).toMatchObject({ type: 'damage/rolled', result: 'crippled' });
    expect(r.events[0]).not.toHaveProperty('location');
  });
});
