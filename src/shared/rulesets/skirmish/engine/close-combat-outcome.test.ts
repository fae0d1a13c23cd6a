import { describe, expect, it } from 'vitest';
import { d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { WITHDRAW_DISTANCE } from '../tables/close-combat-outcomes';
import { BASE_RADIUS } from '../tables/movement';
import { projectSide } from '../view/project';
import { play, testGame, testScenario } from '../test-support/game';
import { skirmishLogSentence } from '../view/log';

const advance: SkirmishCommand = { type: 'bound/advance' };
const charge: SkirmishCommand = { type: 'close-combat/fight', attackerUnitId: 'red-1', defenderUnitId: 'blue-1', pairs: [{ attackerId: 'r4', defenderId: 'b4', toRear: false }] };
const code = (s: SkirmishState, c: SkirmishCommand) => {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), new ScriptedDice(d6(6, 6, 6)));
  return r.ok ? 'accepted' : r.error.code;
};

/**
 * r4 2" from b4; red-1 charges (passed), blue-1 was to aim and failed: "Attackers fire at 2". Both melee." — the bound in Close combat.
 * Both units without leadership points and at motivation −1, so that a D6 1 fails the aggression test (Unaimed fire 3+, line 24).
 */
function atCloseCombat(r4At = { x: 46, y: 22 }, b4At = { x: 46, y: 20 }): SkirmishState {
  const figures = testScenario().figures!.map((f) => (f.id === 'r4' ? { ...f, at: r4At } : f.id === 'b4' ? { ...f, at: b4At } : f));
  const units = testScenario().units!.map((u) => (u.id === 'red-1' || u.id === 'blue-1' ? { ...u, leadershipPoints: 0, motivation: -1 } : u));
  return play(
    testGame({ figures, units }),
    [
      { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-1', action: 'to-contact', figures: [] }] },
      { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-1', action: 'aimed-fire', figures: [] }] },
      advance,
      { type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'red-1', passed: true, reason: 'rolled 6' } },
      { type: 'umpire/resolve', resolution: { step: 'reaction', unitId: 'blue-1', passed: false, reason: 'rolled 1' } },
      advance, advance, advance, advance, advance,
    ],
    new ScriptedDice([]),
  ).state;
}

const fought = (events: readonly SkirmishEvent[]) => events.find((e): e is Extract<SkirmishEvent, { type: 'close-combat/fought' }> => e.type === 'close-combat/fought')!;

describe('surrender and withdrawal in close combat (seed lines 136–147, ruling SK31)', () => {
  it('seed line 146: the defenders fail the aggression test and surrender — b4 is red\'s prisoner, a casualty of his unit, out of play', () => {
    const { events, state } = play(atCloseCombat(), [charge], new ScriptedDice(d6(6, 1)));
    const e = fought(events);
    expect(e.aggression?.outcome).toBe('defenders-surrender');
    expect(e.prisoners).toMatchObject({ figureIds: ['b4'], takenBy: 'red' });
    expect(state.figures.b4!.prisonerOf).toBe('red');
    expect(state.casualties).toContain('b4');
    expect(skirmishLogSentence(e)).toContain('"b4" surrenders to "red" (seed 003 line 146');
    // Out of play: no close combat with him, no fire at him.
    expect(code(state, charge)).toBe('close-combat/prisoner');
  });

  it(`seed line 147: both fail with equal casualties — the attackers withdraw ${WITHDRAW_DISTANCE.value}" straight away from the enemy men of the fight`, () => {
    const { events, state } = play(atCloseCombat(), [charge], new ScriptedDice(d6(1, 1)));
    const e = fought(events);
    expect(e.aggression?.outcome).toBe('attackers-withdraw');
    expect(e.withdrawals?.moves).toEqual([{ figureId: 'r4', to: { x: 46, y: 22 + WITHDRAW_DISTANCE.value } }]);
    expect(state.figures.r4).toMatchObject({ at: { x: 46, y: 32 }, move: 'advance' });
    expect(state.figures.r4!.prisonerOf).toBeUndefined();
  });

  it('seed line 147, WITHDRAW_STOPS_AT: a withdrawal stops a base short of the brick wall across its way, and says so', () => {
    // r4 just below the wall (y 22) with b4 below him: he falls back north, into the wall.
    const { events, state } = play(atCloseCombat({ x: 40, y: 23 }, { x: 40, y: 24.5 }), [charge], new ScriptedDice(d6(1, 1)));
    const e = fought(events);
    expect(e.aggression?.outcome).toBe('attackers-withdraw');
    const move = e.withdrawals!.moves[0]!;
    expect(move).toMatchObject({ figureId: 'r4', stoppedBy: 'brick-wall' });
    expect(move.to.x).toBeCloseTo(40, 9);
    expect(move.to.y).toBeCloseTo(22 + BASE_RADIUS.value, 6);
    expect(state.figures.r4!.at.y).toBeGreaterThan(22);
    expect(skirmishLogSentence(e)).toContain('stopped by "brick-wall"');
  });

  it('seed lines 37–40, 147: a withdrawal into the wood costs as an advance there (close: 6" for 10"), so it goes less far', () => {
    // r4 at the wood's south edge (y 18) with b4 south of him: he falls back north into the wood (close going).
    const { events } = play(atCloseCombat({ x: 58, y: 19 }, { x: 58, y: 20.5 }), [charge], new ScriptedDice(d6(1, 1)));
    const move = fought(events).withdrawals!.moves[0]!;
    expect(move.stoppedBy).toBeUndefined();
    // 1" of open ground, then the rest of 10" at 10/6 the cost: 9 × 6/10 = 5.4" into the wood.
    expect(move.to.y).toBeCloseTo(18 - 5.4, 3);
  });

  it("ruling SK31: the captor side's view lists its prisoners — name, place and state, never the id; the other side's view none", () => {
    const { state } = play(atCloseCombat(), [charge], new ScriptedDice(d6(6, 1)));
    const red = projectSide(state, { kind: 'side', side: 'red' });
    expect(red.prisoners).toEqual([{ name: 'B4', at: { x: 46, y: 20 }, state: 'ok' }]);
    expect(JSON.stringify(red)).not.toContain('"b4"');
    expect(projectSide(state, { kind: 'side', side: 'blue' }).prisoners).toEqual([]);
  });

  it('ruling SK31: a prisoner takes no orders in the next bound', () => {
    const { state } = play(atCloseCombat(), [charge], new ScriptedDice(d6(6, 1)));
    const next = play(state, [advance, advance], new ScriptedDice([])).state;
    expect(next.step).toBe('orders');
    expect(code(next, { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-1', action: 'crawl', figures: [{ figureId: 'b4', mode: 'crawl', path: [{ x: 46, y: 19 }] }] }] })).toBe('orders/prisoner');
  });
});
