import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { play, testGame } from '../test-support/game';
import { eventBreakdowns } from './breakdowns';

// The console's per-step breakdowns: every roll of a bound with the breakdown the engine made, each step citing its seed line.
describe('eventBreakdowns: the rolls of a bound with their breakdowns', () => {
  const played = () =>
    play(
      testGame(),
      [
        { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-2', action: 'unaimed-fire', figures: [] }] },
        { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-1', action: 'aimed-fire', figures: [] }] },
        { type: 'bound/advance' },
        { type: 'reaction/roll', unitId: 'red-2', support: [] },
        { type: 'reaction/roll', unitId: 'blue-1', support: [] },
        { type: 'bound/advance' },
        { type: 'spot/check', observerId: 'r5', target: { at: { x: 60, y: 15 } } },
        { type: 'bound/advance' },
        { type: 'bound/advance' },
        { type: 'fire/group', firerIds: ['r5', 'r6', 'r7', 'r8'], targetIds: ['b4'] },
        { type: 'bound/advance' },
        { type: 'damage/roll', hitId: 'hit-1' },
      ],
      // Reactions D6 6 (red-2), 1 (blue-1); r5's look at an empty place 6 (a false contact, seed line 4); group fire 6; the wound D10 9.
      new ScriptedDice([...d6(6, 1, 6, 6), ...d10(9)]),
    ).events;

  it('finds the breakdown of each roll (seed lines 24, 4, 66, 61), and none in an event without a roll', () => {
    const events = played();
    const of = (type: string) => events.filter((e) => e.type === type).map((e) => eventBreakdowns(e));
    const reactions = of('reaction/rolled');
    expect(reactions).toHaveLength(2);
    for (const r of reactions) expect(r[0]!.breakdown.steps[0]!.caseRef).toMatch(/^seed 003 line 24/);
    expect(of('spot/checked')[0]!.map((b) => b.where)).toEqual(['breakdown']);
    expect(of('fire/resolved')[0]!.length).toBeGreaterThanOrEqual(1);
    const damage = of('damage/rolled')[0]!;
    expect(damage.map((b) => b.breakdown.final)).toContain(events.find((e) => e.type === 'damage/rolled' && 'breakdown' in e)!.breakdown.final);
    expect(of('orders/revealed')[0]).toEqual([]);
    expect(of('bound/stepped').flat()).toEqual([]);
  });

  it('names a breakdown nested in a list by the figure it is about', () => {
    const e = { type: 'mines/walked', detection: [{ figureId: 'r1', found: false, breakdown: { what: 'detection', steps: [], final: 3 } }], encounter: { what: 'encounter', steps: [], final: 1 } } as never;
    expect(eventBreakdowns(e).map((b) => b.where)).toEqual(['detection r1', 'encounter']);
  });
});
