import { describe, expect, it } from 'vitest';
import { d10, d12, d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { HeFiredEvent } from '../model/ordnance-events';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { play, testGame, testScenario } from '../test-support/game';

const advance: SkirmishCommand = { type: 'bound/advance' };

/** Red-1 ordered as given (r2 armed with a G.L.), its reaction rolled 6; b1 and b2 out in the open before the wall; the bound left in its Fire step. */
function atFire(action: 'unaimed-fire' | 'hold' = 'unaimed-fire'): SkirmishState {
  const figures = testScenario().figures!.map((f) => (f.id === 'r2' ? { ...f, weapon: { kind: 'grenade-launcher' as const } } : f.id === 'b1' || f.id === 'b2' ? { ...f, at: { x: f.at.x, y: 26 } } : f));
  const orders = action === 'hold' ? [] : [{ unitId: 'red-1', action, figures: [] }];
  const rolls: SkirmishCommand[] = action === 'hold' ? [] : [{ type: 'reaction/roll', unitId: 'red-1', support: [] }];
  return play(testGame({ figures }), [{ type: 'orders/submit', side: 'red', orders }, { type: 'orders/submit', side: 'blue', orders: [] }, advance, ...rolls, advance, advance, advance], new ScriptedDice(d6(6))).state;
}

function fire(s: SkirmishState, cmd: Omit<Extract<SkirmishCommand, { type: 'fire/he' }>, 'type' | 'round'> & { round?: 'he' | 'other' }, dice: ScriptedDice): { event: HeFiredEvent; state: SkirmishState } {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse({ type: 'fire/he', ...cmd }), dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { event: r.value.events[0] as Extract<SkirmishEvent, { type: 'he/fired' }>, state: r.value.state };
}

describe('H.E. in the Fire step (seed lines 91–131, ruling SK23)', () => {
  it('seed lines 101, 119 and 121: an M79 at 14" (15" band, 8+) seen, + Ability 2, on target bursts at the aim point; D6-1 hits shared equally within 2"', () => {
    const s = atFire();
    // D12 12 + 2 gets range; D6 5 - 1 = 4 hits for b1 and b2, 1.5" each side of the burst.
    const { event, state } = fire(s, { firerId: 'r2', weapon: 'm79', aim: { x: 31.5, y: 26 } }, new ScriptedDice([...d12(12), ...d6(5)]));
    expect(event).toMatchObject({ onTarget: true, burst: { x: 31.5, y: 26 }, shared: { b1: 2, b2: 2 } });
    expect(event.range.steps.map((x) => [x.label, x.amount])).toEqual([['D12 rolled 12', 12], ['Ability 2', 2], ['on target: 14 against 8+', undefined]]);
    expect(event.hits.map((h) => [h.figureId, h.strength.value, h.cover.length])).toEqual([['b1', -2, 0], ['b1', -2, 0], ['b2', -2, 0], ['b2', -2, 0]]);
    expect(event.hits[0]!.strength.source).toBe('seed 003 line 101, H.E. table, M79');
    expect(state.hits?.map((h) => h.hitId)).toEqual(['hit-1', 'hit-2', 'hit-3', 'hit-4']);
    expect(state.figures.r2!.lastFiredBound).toBe(1);
  });

  it('seed lines 121–125 (ruling SK13): a miss over 4" deviates on the D20 — square 1 is 1" over — and the burst hits every figure within its radius there', () => {
    const { event } = fire(atFire(), { firerId: 'r2', weapon: 'm79', aim: { x: 31.5, y: 26 } }, new ScriptedDice([...d12(3), ...d20(1), ...d6(3)]));
    expect(event.onTarget).toBe(false);
    expect(event.deviation?.steps.map((s) => s.label)).toContain('square 1: 1" over');
    expect(event.burst!.y).toBeCloseTo(25.0, 1);
    expect(Object.keys(event.shared).sort()).toEqual(['b1', 'b2']);
  });

  it('seed lines 126–131 (ruling SK14): a natural 1 with a hand grenade, O.K. on the D10, then a fumble on the D20 (Ability 2: 1–8) bursts at the thrower\'s feet and hits his own men', () => {
    const { event } = fire(atFire(), { firerId: 'r1', weapon: 'offensive-grenade', aim: { x: 30, y: 37 } }, new ScriptedDice([...d12(1), ...d10(2), ...d20(5), ...d6(4)]));
    expect(event.misfire?.result).toBe('fumble');
    expect(event.burst).toEqual({ x: 30, y: 40 });
    expect(event.shared).toEqual({ r1: 2, r2: 2 });
  });

  it('seed line 128: a dud H.E. round fails to explode — no burst, no hits', () => {
    const { event } = fire(atFire(), { firerId: 'r2', weapon: 'm79', aim: { x: 31.5, y: 26 } }, new ScriptedDice([...d12(1), ...d10(7)]));
    expect(event).toMatchObject({ misfire: { result: 'dud' }, burst: null, hits: [] });
  });

  it('refusals name the rule: a hand grenade beyond 8" (line 93), a G.L. round from a rifle (ruling SK23), a unit that holds (ruling SK23), a second shot', () => {
    const s = atFire();
    const no = (c: object, state = s) => {
      const r = skirmishRuleset.run(state, skirmishRuleset.commandSchema.parse({ type: 'fire/he', ...c }), new ScriptedDice([...d12(12), ...d6(1)]));
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(no({ firerId: 'r1', weapon: 'offensive-grenade', aim: { x: 30, y: 30 } })).toBe('he/cannot-fire-there');
    expect(no({ firerId: 'r1', weapon: 'm79', aim: { x: 30, y: 30 } })).toBe('he/not-his-weapon');
    expect(no({ firerId: 'r2', weapon: 'm79', aim: { x: 31.5, y: 26 } }, atFire('hold'))).toBe('he/not-ordered');
    const fired = fire(s, { firerId: 'r2', weapon: 'm79', aim: { x: 31.5, y: 26 } }, new ScriptedDice([...d12(12), ...d6(1)])).state;
    expect(no({ firerId: 'r2', weapon: 'm79', aim: { x: 31.5, y: 26 } }, fired)).toBe('he/fired');
  });
});
