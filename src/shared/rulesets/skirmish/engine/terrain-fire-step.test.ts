import { describe, expect, it } from 'vitest';
import { d12, d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { FIGHT_REACH, FIRE_HITS_PER_BOUND, FIRE_SPREADS, FIRE_STR, TERRAIN_FIRE_DIAMETER } from '../tables/terrain-fire';
import { play, testGame, testScenario } from '../test-support/game';
import { projectSkirmish } from '../view/project';
import { skirmishLogSentence } from '../view/log';
import { sightBetween } from './wired-support';

const advance: SkirmishCommand = { type: 'bound/advance' };
const of = <T extends SkirmishEvent['type']>(events: readonly SkirmishEvent[], type: T) => events.filter((e): e is Extract<SkirmishEvent, { type: T }> => e.type === type);
const run = (s: SkirmishState, c: SkirmishCommand, dice = new ScriptedDice([])) => {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};
const refused = (s: SkirmishState, c: SkirmishCommand) => {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), new ScriptedDice(d12(12)));
  return r.ok ? 'accepted' : r.error.code;
};

/** r1 at the wood's edge (the wood: Close cover, x 50–66, y 2–18), red-1 ordered to fire and passed; the bound in its Fire step. */
function atFire(redOrders: readonly object[] = [{ unitId: 'red-1', action: 'unaimed-fire', figures: [] }]): SkirmishState {
  const figures = testScenario().figures!.map((f) => (f.id === 'r1' ? { ...f, at: { x: 48, y: 20 } } : f));
  const rolls: SkirmishCommand[] = redOrders.length ? [{ type: 'reaction/roll', unitId: 'red-1', support: [] }] : [];
  return play(testGame({ figures }), [{ type: 'orders/submit', side: 'red', orders: redOrders as never }, { type: 'orders/submit', side: 'blue', orders: [] }, advance, ...rolls, advance, advance, advance], new ScriptedDice(d6(6))).state;
}

describe('terrain fire in the Bound (seed lines 230–231, ruling SK29)', () => {
  it('seed line 230: a manpacked flame that ignites in the wood (Close) sets a 2" fire at its burst; every side sees where it burns, never what started it', () => {
    // D12 12: range (8" band, 7+); 3D6 flame hits on nobody inside.
    const { events, state } = run(atFire(), { type: 'fire/he', firerId: 'r1', weapon: 'flame-manpacked', round: 'he', aim: { x: 51, y: 16 } }, new ScriptedDice([...d12(12), ...d6(3, 3, 3)]));
    const [started] = of(events, 'terrain-fire/started');
    expect(started?.fire).toEqual({ fireId: 'fire-1', centre: { x: 51, y: 16 }, radius: TERRAIN_FIRE_DIAMETER.value / 2, startedBound: 1, cause: 'flame', foughtBounds: [] });
    expect(state.fires).toHaveLength(1);
    for (const side of ['red', 'blue']) {
      const view = projectSkirmish(state, { kind: 'side', side });
      expect(view.fires).toEqual([{ fireId: 'fire-1', centre: { x: 51, y: 16 }, radius: 1, startedBound: 1 }]);
      expect(JSON.stringify(view.fires)).not.toContain('flame');
    }
    expect(projectSkirmish(state, { kind: 'umpire' }).fireRecords[0]?.cause).toBe('flame');
    expect(skirmishLogSentence(started!)).toContain('burns 2" across at (51", 16") (seed line 230)');
  });

  it('seed line 230 (house FIRE_BURNS): the same flame in open ground starts no fire; a flame that fails to ignite (line 130) starts none in the wood', () => {
    const open = run(atFire(), { type: 'fire/he', firerId: 'r1', weapon: 'flame-manpacked', round: 'he', aim: { x: 46, y: 24 } }, new ScriptedDice([...d12(12), ...d6(3, 3, 3)]));
    expect(of(open.events, 'terrain-fire/started')).toEqual([]);
    // A natural 1 calls the misfire roll; D10 6: fails to ignite.
    const dud = run(atFire(), { type: 'fire/he', firerId: 'r1', weapon: 'flame-manpacked', round: 'he', aim: { x: 51, y: 16 } }, new ScriptedDice([...d12(1), { die: 'd10', face: 6 }]));
    expect(of(dud.events, 'terrain-fire/started')).toEqual([]);
    expect(dud.state.fires ?? []).toEqual([]);
  });

  it('seed line 230 (house FIRE_SMOKE): a fire screens sight as a full smoke cloud — two lines down for a man seen across it', () => {
    const s = testGame();
    expect(sightBetween(s, s.figures.r1!, s.figures.r3!).smoke.shift).toBe(0);
    const lit = run(s, { type: 'umpire/start-fire', at: { x: 32, y: 40 }, reason: 'the burning hay rick' }).state;
    expect(sightBetween(lit, lit.figures.r1!, lit.figures.r3!).smoke.shift).toBe(2);
  });

  it(`house FIRE_HITS_PER_BOUND: a man who walks through a fire in the Movement step takes ${FIRE_HITS_PER_BOUND.value} hit at Str. ${FIRE_STR.value}; one who walks past it is not burned`, () => {
    const lit = run(testGame(), { type: 'umpire/start-fire', at: { x: 30, y: 36 }, reason: 'napalm from the air strike' }).state;
    const orders: SkirmishCommand = {
      type: 'orders/submit',
      side: 'red',
      orders: [{ unitId: 'red-1', action: 'advance', figures: [{ figureId: 'r1', mode: 'advance', path: [{ x: 30, y: 33 }] }, { figureId: 'r3', mode: 'advance', path: [{ x: 34, y: 33 }] }] }],
    };
    const { events, state } = play(lit, [orders, { type: 'orders/submit', side: 'blue', orders: [] }, advance, { type: 'reaction/roll', unitId: 'red-1', support: [] }, advance, advance], new ScriptedDice(d6(6)));
    const [burned] = of(events, 'terrain-fire/burned');
    expect(burned?.hits.map((h) => [h.figureId, h.strength.value, h.firerId])).toEqual([['r1', FIRE_STR.value, '(fire-1)']]);
    expect(state.hits?.map((h) => h.figureId)).toEqual(['r1']);
    expect(skirmishLogSentence(burned!)).toContain('fire "fire-1" burns "r1"');
  });

  it(`seed line 231: men within ${FIGHT_REACH.value}" of its edge try to put it out in the Fire step, and do not fire; one further off is refused`, () => {
    const s = run(atFire(), { type: 'umpire/start-fire', at: { x: 48, y: 18 }, reason: 'the scrub caught' }).state;
    expect(refused(s, { type: 'terrain-fire/fight', figureId: 'r2', fireId: 'fire-1' })).toBe('terrain-fire/too-far');
    const fought = run(s, { type: 'terrain-fire/fight', figureId: 'r1', fireId: 'fire-1' }).state;
    expect(fought.fires?.[0]?.foughtBounds).toEqual([1]);
    expect(refused(fought, { type: 'fire/he', firerId: 'r1', weapon: 'offensive-grenade', round: 'he', aim: { x: 48, y: 14 } })).toBe('he/fighting-fire');
    expect(refused(fought, { type: 'terrain-fire/fight', figureId: 'r1', fireId: 'fire-1' })).toBe('terrain-fire/already');
  });

  it('seed line 231: at the end of each bound a fire rolls D20 to burn out — 20+ the first turn, +1 per turn passed, +2 per turn fought; the roll is in the event', () => {
    const lit: SkirmishState = { ...run(testGame(), { type: 'umpire/start-fire', at: { x: 10, y: 10 }, reason: 'a burning vehicle' }).state };
    // Bound 1 ends: D20 19, the first turn — still burning.
    const first = run({ ...lit, step: 'motivation' }, advance, new ScriptedDice(d20(19)));
    const [roll1] = of(first.events, 'terrain-fire/burn-out');
    expect(roll1).toMatchObject({ bound: 1, fireId: 'fire-1', burntOut: false });
    expect(roll1?.dice.flatMap((d) => d.faces.map((f) => f.face))).toEqual([19]);
    expect(first.state.fires).toHaveLength(1);
    expect(first.state.fires?.[0]?.radius).toBe(TERRAIN_FIRE_DIAMETER.value / 2);
    expect(FIRE_SPREADS.value).toBe(false);
    // Bound 2 ends, men fought it this bound: 17 + 1 turn passed + 2 fought = 20, burnt out.
    const second: SkirmishState = { ...first.state, step: 'motivation', fires: first.state.fires!.map((f) => ({ ...f, foughtBounds: [2] })) };
    const done = run(second, advance, new ScriptedDice(d20(17)));
    const [roll2] = of(done.events, 'terrain-fire/burn-out');
    expect(roll2).toMatchObject({ bound: 2, burntOut: true });
    expect(roll2?.breakdown.final).toBe(20);
    expect(done.state.fires).toEqual([]);
    expect(skirmishLogSentence(roll2!)).toBe('Bound 2: fire "fire-1" rolls to burn out (seed line 231): D20 17, total 20 against 20+; burnt out.');
  });
});
