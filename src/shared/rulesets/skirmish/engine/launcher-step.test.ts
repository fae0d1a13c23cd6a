import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { HeFiredEvent } from '../model/ordnance-events';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { play, testGame, testScenario } from '../test-support/game';

const advance: SkirmishCommand = { type: 'bound/advance' };

/** Red-1 ordered to fire unaimed (reaction D6 6), r3 carrying a L.A.W.; b1 and b2 in the open at y 26; the bound in its Fire step. */
function atFire(): SkirmishState {
  const figures = testScenario().figures!.map((f) => (f.id === 'r3' ? { ...f, loads: ['law' as const] } : f.id === 'b1' || f.id === 'b2' ? { ...f, at: { x: f.at.x, y: 26 } } : f));
  return play(
    testGame({ figures }),
    [{ type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-1', action: 'unaimed-fire', figures: [] }] }, { type: 'orders/submit', side: 'blue', orders: [] }, advance, { type: 'reaction/roll', unitId: 'red-1', support: [] }, advance, advance, advance],
    new ScriptedDice(d6(6)),
  ).state;
}

const launch = (s: SkirmishState, firerId: string, dice: ScriptedDice) => skirmishRuleset.run(s, { type: 'fire/launcher', firerId, launcher: 'lad-a', aim: { x: 30, y: 26 } }, dice);

describe('launchers at men in the Fire step (seed lines 246–261, ruling SK28)', () => {
  it('seed lines 246 and 261: an M72 (L.A.D. A) at 15" needs 7+; D10 8 hits; 2D6 hits (3 + 4), at most 4 on b1 alone in its 1" radius, Str +6; the tube is spent', () => {
    const r = launch(atFire(), 'r3', new ScriptedDice([...d10(8), ...d6(3, 4)]));
    if (!r.ok) throw new Error(r.error.message);
    const e = r.value.events[0] as HeFiredEvent;
    expect(e).toMatchObject({ type: 'he/fired', weapon: 'lad-a', onTarget: true, burst: { x: 30, y: 26 }, shared: { b1: 4 }, spent: 'law' });
    expect(e.hits.map((h) => [h.figureId, h.strength.value])).toEqual([['b1', 6], ['b1', 6], ['b1', 6], ['b1', 6]]);
    expect(e.range.steps.at(-1)?.label).toBe('hit: 8 against 7+');
    expect(r.value.state.figures.r3!.loads).toEqual([]);
  });

  it('ruling SK28: a miss does no harm (no deviation table for launchers)', () => {
    const r = launch(atFire(), 'r3', new ScriptedDice(d10(5)));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events[0]).toMatchObject({ onTarget: false, burst: null, hits: [] });
    expect((r.value.events[0] as HeFiredEvent).missed).toContain('line 121');
  });

  it('ruling SK28: a man with no launcher is refused, naming what fires it', () => {
    const r = launch(atFire(), 'r1', new ScriptedDice(d10(8)));
    expect(!r.ok && r.error.message).toBe('"r1" has no lad launcher ready: it is fired from a carried law (seed 003 line 246, * L.A.D. A: RPG18, Type 74, M72, Miniman, ruling SK28).');
  });
});
