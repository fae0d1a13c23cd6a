import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { play, testGame, testScenario } from '../test-support/game';
import { afterHit } from './wired-support';

const advance: SkirmishCommand = { type: 'bound/advance' };
const NO_DICE = new ScriptedDice([]);

/** Red-2 ordered to fire unaimed, blue-2 to crawl; both reactions rolled with these D6 faces; the bound left in its Fire step. */
function atFire(redFace: number, blueFace: number, figures = testScenario().figures!): SkirmishState {
  return play(
    testGame({ figures }),
    [
      { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-2', action: 'unaimed-fire', figures: [] }] },
      { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-2', action: 'unaimed-fire', figures: [] }] },
      advance,
      { type: 'reaction/roll', unitId: 'red-2', support: [] },
      { type: 'reaction/roll', unitId: 'blue-2', support: [] },
      advance,
      advance,
      advance,
    ],
    new ScriptedDice(d6(redFace, blueFace)),
  ).state;
}

describe('the wired steps of the Bound', () => {
  it('seed line 24, ruling SK2: a unit that failed its reaction holds — it does not fire; a reaction is rolled once', () => {
    // D6 4 + the leader's 2 − 2 of the umpire's discretion = 4: fails Aimed fire 5+.
    const failed = play(
      testGame(),
      [
        { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-2', action: 'aimed-fire', figures: [] }] },
        { type: 'orders/submit', side: 'blue', orders: [] },
        advance,
        { type: 'reaction/roll', unitId: 'red-2', support: [], discretion: { amount: -2, reason: 'their leader is arguing with the radio' } },
      ],
      new ScriptedDice(d6(4)),
    ).state;
    expect(failed.reactions['red-2']).toEqual({ passed: false, reason: 'rolled 4 against 5+, holds' });
    expect(skirmishRuleset.decide(failed, { type: 'reaction/roll', unitId: 'red-2', support: [] }, NO_DICE)).toMatchObject({ ok: false, error: { code: 'reaction/done' } });
    const fire = play(failed, [advance, advance, advance], NO_DICE).state;
    expect(skirmishRuleset.decide(fire, { type: 'fire/group', firerIds: ['r5'], targetIds: ['b4'] }, NO_DICE)).toMatchObject({ ok: false, error: { code: 'fire/held', message: expect.stringContaining('ruling SK2') } });
  });

  it('seed line 66: a group reads one column; a unit not ordered to fire does not fire', () => {
    const s = atFire(3, 3);
    const mixed = testScenario().figures!.map((f) => (f.id === 'r6' ? { ...f, weapon: { kind: 'lmg-small' as const } } : f));
    expect(skirmishRuleset.decide(atFire(3, 3, mixed), { type: 'fire/group', firerIds: ['r5', 'r6'], targetIds: ['b4'] }, NO_DICE)).toMatchObject({ ok: false, error: { code: 'fire/mixed-columns' } });
    expect(skirmishRuleset.decide(s, { type: 'fire/group', firerIds: ['r1'], targetIds: ['b4'] }, NO_DICE)).toMatchObject({ ok: false, error: { code: 'fire/not-ordered' } });
  });

  it('seed lines 60–61: wound rolls wait in the Damage step; the bound does not move on until each is rolled or settled by the umpire', () => {
    // Red-2's four rifles at b4 in the open: D6 6 → P1 (line 74): b4 pinned, one wound roll.
    const fired = play(atFire(3, 3), [{ type: 'fire/group', firerIds: ['r5', 'r6', 'r7', 'r8'], targetIds: ['b4'] }, advance], new ScriptedDice(d6(6)));
    expect(fired.state.hits).toMatchObject([{ hitId: 'hit-1', figureId: 'b4', strength: { value: -2 }, cover: [] }]);
    expect(skirmishRuleset.decide(fired.state, advance, NO_DICE)).toMatchObject({ ok: false, error: { code: 'bound/hits-pending', message: expect.stringContaining('"hit-1"') } });
    const settled = play(fired.state, [{ type: 'umpire/resolve', resolution: { step: 'damage', figureId: 'b4', hitId: 'hit-1', result: 'crippled', reason: 'the umpire rolled at the table' } }], NO_DICE).state;
    expect(settled.hits).toEqual([]);
    expect(settled.figures['b4']!.state).toBe('crippled');
    expect(skirmishRuleset.isLegal(settled, advance)).toBe(true);
    // Rolled instead: D10 10 − 2 = 8, crippled (line 61).
    const rolled = play(fired.state, [{ type: 'damage/roll', hitId: 'hit-1' }], new ScriptedDice(d10(10))).events[0];
    expect(rolled).toMatchObject({ type: 'damage/rolled', result: 'crippled', state: 'crippled', breakdown: { final: 8 } });
  });

  it('ruling SK10: a wounded man wounded again is crippled; a hit never makes a man better', () => {
    expect(afterHit('wounded', 'wounded')).toBe('crippled');
    expect(afterHit('wounded', 'pinned')).toBe('wounded');
    expect(afterHit('ok', 'pinned')).toBe('pinned');
    expect(afterHit('crippled', 'wounded')).toBe('crippled');
  });

  it('seed line 60: a jammed weapon takes the next go to clear; one out of ammunition is reloaded by the next bound; a pinned man not hit again recovers', () => {
    const b8Pinned = testScenario().figures!.map((f) => (f.id === 'b8' ? { ...f, state: 'pinned' as const } : f));
    const fired = play(atFire(3, 3, b8Pinned), [{ type: 'fire/group', firerIds: ['r5', 'r6', 'r7', 'r8'], targetIds: ['b4'] }], new ScriptedDice([...d6(1), ...d10(10, 5, 1, 2)]));
    // A 1 calls for a misfire roll per firer (ruling SK20): r5 jams, r6 out of ammo, r7 O.K., r8 dud.
    expect(fired.events[0]).toMatchObject({ type: 'fire/resolved', misfires: [{ figureId: 'r5', result: 'jams' }, { figureId: 'r6', result: 'out-of-ammo' }, { figureId: 'r7', result: 'ok' }, { figureId: 'r8', result: 'dud' }] });
    const empty = (side: string): SkirmishCommand => ({ type: 'orders/submit', side, orders: [] });
    const bound = [advance, advance, advance, advance, empty('red'), empty('blue'), advance, advance, advance, advance, advance, advance, advance, advance];
    const next = play(fired.state, bound.slice(0, 4), NO_DICE).state;
    expect(next.bound).toBe(2);
    expect(next.figures['r5']!.weapon.jammed).toBe(true);
    expect(next.figures['r6']!.weapon.mustReload).toBe(false);
    const third = play(fired.state, bound, NO_DICE);
    expect(third.state.bound).toBe(3);
    expect(third.state.figures['r5']!.weapon).toMatchObject({ jammed: false, mustReload: false });
    // Ruling SK10 (PINNED_RECOVERY): b8, pinned and not hit in bound 1, is up at its end.
    expect(third.events.filter((e) => e.type === 'figures/recovered')).toMatchObject([{ bound: 1, figureIds: ['b8'] }]);
    expect(next.figures['b8']!.state).toBe('ok');
  });
});
