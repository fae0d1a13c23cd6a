import { describe, expect, it } from 'vitest';
import { d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { StrafedEvent } from '../model/air-events';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { play, testGame } from '../test-support/game';
import { skirmishLogSentence } from '../view/log';
import { projectSide, projectUmpire } from '../view/project';

const advance: SkirmishCommand = { type: 'bound/advance' };
/** A pass along Blue-1's line (y 20), 7.62mm M.G., LOW normal, linear (8" × 2"), aimed 33" along: b1 (30), b2 (33), b3 (36) in the area. */
const PASS = { type: 'umpire/strafe', aircraft: 'Skyraider 1', from: { x: 0, y: 20 }, to: { x: 72, y: 20 }, weapon: 'mg-7.62', altitude: 'low', target: 'linear', aimAlong: 33, reason: 'close air support called by red' } as const;

function atFire(night = false): SkirmishState {
  const s = play(testGame(), [{ type: 'orders/submit', side: 'red', orders: [] }, { type: 'orders/submit', side: 'blue', orders: [] }, advance, advance, advance, advance], new ScriptedDice([])).state;
  return night ? { ...s, conditions: { ...s.conditions, night: true } } : s;
}

function strafe(s: SkirmishState, c: object, dice: DieFace[]): { event: StrafedEvent; state: SkirmishState } {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse({ ...PASS, ...c }), new ScriptedDice(dice));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { event: r.value.events[0] as StrafedEvent, state: r.value.state };
}

const code = (s: SkirmishState, c: object) => {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse({ ...PASS, ...c }), new ScriptedDice([...d20(5), ...d6(6, 6, 6)]));
  return r.ok ? 'accepted' : r.error.code;
};

describe('a strafing pass in the Bound (seed lines 296–315, ruling SK35)', () => {
  it('seed lines 299–304, 308, 315: LOW normal at a linear target needs 5+ on the D20; each man in the 8"×2" area rolls his D6 (6+ one hit, Str. 0), hits waiting for the Damage step', () => {
    const { event, state } = strafe(atFire(), {}, [...d20(5), ...d6(6, 1, 6)]);
    expect(event).toMatchObject({ onTarget: true, aim: { x: 33, y: 20 }, centre: { x: 33, y: 20 } });
    expect(event.struck.map((s) => [s.figureId, s.column, s.hits])).toEqual([['b1', 'other', 1], ['b2', 'other', 0], ['b3', 'other', 1]]);
    expect(event.hits.map((h) => [h.hitId, h.figureId, h.strength.value, h.cover])).toEqual([['hit-1', 'b1', 0, []], ['hit-2', 'b3', 0, []]]);
    expect(event.hits[0]!.strength.source).toContain('seed 003 line 315');
    expect(event.accuracy.steps[0]!.caseRef).toContain('line 299');
    expect(state.hits).toHaveLength(2);
    expect(state.hitSeq).toBe(2);
    expect(event.pass.seenBy).toEqual(['red', 'blue']);
    expect(skirmishLogSentence(event)).toBe(
      'Umpire: "Skyraider 1" strafes (mg-7.62, LOW normal, linear target) from (0", 20") to (72", 20"), aiming at (33", 20") (seed line 299): D20 5, D6 6, D6 1, D6 6; on target; "b1" other 1 hit, "b2" other 0 hits, "b3" other 1 hit (seed line 315); seen by "red", "blue" — close air support called by red.',
    );
    // The Damage step rolls them like any other hit (seed lines 60–65).
    const dmg = play(state, [advance], new ScriptedDice([])).state;
    expect(dmg.step).toBe('damage');
    const rolled = play(dmg, [{ type: 'damage/roll', hitId: 'hit-1' }], new ScriptedDice([{ die: 'd10', face: 9 }])).state;
    expect(rolled.figures.b1!.state).toBe('killed');
  });

  it('seed lines 300–302: a miss deviates as a mortar — D20 12 of the Mortar column, 2" over along the flight and 1" right; the area moves with it', () => {
    const { event } = strafe(atFire(), {}, [...d20(4), ...d20(12), ...d6(6, 2)]);
    expect(event.onTarget).toBe(false);
    expect(event.deviation!.steps.at(-1)!.label).toBe('row 12, mortar column: 1" right, 2" over, along the flight');
    expect(event.centre).toEqual({ x: 35, y: 21 });
    expect(event.struck.map((s) => s.figureId)).toEqual(['b2', 'b3']);
    expect(event.hits.map((h) => h.figureId)).toEqual(['b2']);
  });

  it('seed line 296, "one straight-line pass per bound"; the pass is flown in the Fire step, on the table, aimed on its line', () => {
    const s = atFire();
    const once = strafe(s, {}, [...d20(5), ...d6(1, 1, 1)]).state;
    expect(code(once, {})).toBe('air/one-pass');
    expect(code(once, { aircraft: 'Skyraider 2' })).toBe('accepted');
    expect(code(s, { aimAlong: 73 })).toBe('air/aim-off-line');
    expect(code(s, { to: { x: 80, y: 20 } })).toBe('air/off-table');
    expect(code(s, { to: { x: 0, y: 20 } })).toBe('air/no-line');
    expect(code(play(s, [advance], new ScriptedDice([])).state, {})).toBe('air/not-now');
    expect(() => skirmishRuleset.commandSchema.parse({ ...PASS, altitude: 'medium' })).toThrow();
  });

  it("seed lines 35–36, fog (PASS_SEEN_BY): at night Red, 20\" off the line, does not see the pass; Blue, strafed, does — each side's view holds only what its men saw", () => {
    const { state } = strafe(atFire(true), {}, [...d20(5), ...d6(1, 1, 1)]);
    const red = projectSide(state, { kind: 'side', side: 'red' });
    const blue = projectSide(state, { kind: 'side', side: 'blue' });
    expect(red.airPasses).toEqual([]);
    expect(JSON.stringify(red)).not.toContain('Skyraider');
    expect(blue.airPasses).toEqual([{ bound: 1, from: { x: 0, y: 20 }, to: { x: 72, y: 20 }, altitude: 'low' }]);
    expect(JSON.stringify(blue)).not.toContain('Skyraider');
    expect(projectUmpire(state).airPasses).toEqual([{ aircraft: 'Skyraider 1', bound: 1, from: { x: 0, y: 20 }, to: { x: 72, y: 20 }, weapon: 'mg-7.62', altitude: 'low', seenBy: ['blue'] }]);
  });
});
