import { describe, expect, it } from 'vitest';
import { d10, d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { ArtilleryFiredEvent } from '../model/artillery-events';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { artilleryLogSentence } from '../view/log-artillery';
import { projectSide } from '../view/project';
import { play, testGame, testScenario } from '../test-support/game';

const advance: SkirmishCommand = { type: 'bound/advance' };
const AIM = { x: 31.5, y: 26 };

/** b1 and b2 out in the open 1.5" either side of AIM; the bound left in its Fire step. */
function atFire(): SkirmishState {
  const figures = testScenario().figures!.map((f) => (f.id === 'b1' || f.id === 'b2' ? { ...f, at: { x: f.at.x, y: 26 } } : f));
  return play(testGame({ figures }), [{ type: 'orders/submit', side: 'red', orders: [] }, { type: 'orders/submit', side: 'blue', orders: [] }, advance, advance, advance, advance], new ScriptedDice([])).state;
}

function run(s: SkirmishState, c: object, dice: ScriptedDice): SkirmishState {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), dice);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value.state;
}

/** r1 makes radio contact (D10 10), then calls. */
function call(s: SkirmishState, c: object, dice: DieFace[]): { event: ArtilleryFiredEvent; state: SkirmishState } {
  const inContact = run(s, { type: 'radio/contact', figureId: 'r1', to: 'the mortars', set: 'new' }, new ScriptedDice(d10(10)));
  const r = skirmishRuleset.run(inContact, skirmishRuleset.commandSchema.parse({ type: 'artillery/call', observerId: 'r1', battery: '81-82mm-mortar', aim: AIM, ...c }), new ScriptedDice(dice));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return { event: r.value.events[0] as ArtilleryFiredEvent, state: r.value.state };
}

describe('artillery called over the radio (seed lines 201–222, ruling SK33)', () => {
  it('seed lines 201–202: a ranging D20 of 10 is a HIT; 81mm H.E. D6-1 hits, −1 for the 5m from the burst to the nearest man, shared within 4"', () => {
    const { event, state } = call(atFire(), {}, [...d20(10), ...d6(6)]);
    expect(event).toMatchObject({ fire: 'ranging', onTarget: true, burst: AIM, shared: { b1: 2, b2: 2 }, mission: { missionId: 'mission-1', shots: 1, rangedIn: true, side: 'red' } });
    expect(event.hitsRoll!.steps.map((s) => [s.label, s.amount])).toEqual([['1D6 rolled 6', 6], ['printed -1', -1], ['5m from the burst to the nearest man', -1]]);
    expect(event.hits.map((h) => [h.figureId, h.strength.value])).toEqual([['b1', 0], ['b1', 0], ['b2', 0], ['b2', 0]]);
    expect(state.hits).toHaveLength(4);
    expect(state.radioContacts).toEqual({});
    expect(artilleryLogSentence(event)).toBe('"r1" called mission-1, 81-82mm-mortar H.E., on (31.5", 26"): ranging round 1 (seed line 201) D20 10, D6 6, HIT; 4 wound rolls ("b1" 2, "b2" 2) (seed line 202).');
  });

  it('seed line 201, house reading: row 1 of the Mortar column falls 4" left and 13" under; later shots walk toward 10–11 by shot and Ability (Ability 2: shot 2 one)', () => {
    const first = call(atFire(), {}, [...d20(1)]);
    expect(first.event.onTarget).toBe(false);
    expect(first.event.ranging!.steps.at(-1)!.label).toBe('row 1, mortar column: 4" left, 13" under');
    // r1 at (30, 40) looks at (31.5, 26): 13" back toward him, 4" to his left (west).
    const d = Math.hypot(first.event.burst.x - AIM.x, first.event.burst.y - AIM.y);
    expect(d).toBeCloseTo(Math.hypot(4, 13), 5);
    expect(first.event.burst.y).toBeGreaterThan(AIM.y + 12);
    expect(first.event.burst.x).toBeLessThan(AIM.x);
    expect(first.event.hits).toEqual([]);
    const second = call(first.state, {}, [...d20(9), ...d6(3)]);
    expect(second.event.ranging!.steps.map((s) => [s.label, s.amount])).toContainEqual(['shot 2, Ability 2: 1 toward the HIT rows', 1]);
    expect(second.event).toMatchObject({ onTarget: true, mission: { missionId: 'mission-1', shots: 2, rangedIn: true } });
  });

  it('seed lines 204–222: once ranged in, a 4-gun 81mm H.E. barrage of 2 minutes (6+) on men not prone (+2) covers 10" × 10" and shares its hits', () => {
    const ranged = call(atFire(), {}, [...d20(11), ...d6(1)]).state;
    const { event } = call(ranged, { fire: 'barrage', minutes: 2 }, [...d6(6)]);
    expect(event.barrage).toEqual({ minutes: 2, guns: 4, area: { x0: 26.5, y0: 21, x1: 36.5, y1: 31 } });
    expect(event.hitsRoll!.steps.map((s) => [s.label, s.amount])).toEqual([['D6 rolled 6: one hit on 6+', 1], ['target NOT prone', 2]]);
    expect(Object.values(event.shared).reduce((a, b) => a + b, 0)).toBe(3);
    expect(event.hits.every((h) => h.strength.value === 0)).toBe(true);
  });

  it('refusals name the rule: no radio contact, a barrage before a ranging hit, a W.P. round the 50mm does not fire, outside the Fire step', () => {
    const s = atFire();
    const no = (state: SkirmishState, c: object) => {
      const r = skirmishRuleset.run(state, skirmishRuleset.commandSchema.parse({ type: 'artillery/call', observerId: 'r1', battery: '81-82mm-mortar', aim: AIM, ...c }), new ScriptedDice([...d20(10), ...d6(6)]));
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(no(s, {})).toBe('artillery/no-contact');
    const contact = run(s, { type: 'radio/contact', figureId: 'r1', to: 'the mortars', set: 'new' }, new ScriptedDice(d10(10)));
    expect(no(contact, { fire: 'barrage', minutes: 2 })).toBe('artillery/not-ranged');
    expect(no(contact, { battery: '50-51mm-mortar', round: 'wp' })).toBe('artillery/cannot-fire');
    expect(no(contact, { fire: 'barrage', minutes: 1, battery: '60mm-mortar' })).toBe('artillery/cannot-fire');
    expect(no(run(contact, advance, new ScriptedDice([])), {})).toBe('artillery/not-now');
  });

  it('seed line 201, "Half all these DM\'s (round down) for WWII games" (ruling SK34): in a WWII game shot 2 at Ability 2 walks 1 ÷ 2 = 0', () => {
    const wwii = run(atFire(), { type: 'umpire/set-options', hitLocation: false, wwii: true, reason: 'a 1944 scenario' }, new ScriptedDice([]));
    expect(wwii.options).toEqual({ hitLocation: false, wwii: true });
    const first = call(wwii, {}, [...d20(1)]);
    const second = call(first.state, {}, [...d20(9), ...d6(1)]);
    expect(second.event.onTarget).toBe(false);
    expect(second.event.ranging!.steps.map((s) => s.label)).toContain('WWII game: the walk of 1 halved, rounded down, to 0');
    expect(second.event.ranging!.steps.some((s) => s.label.includes('toward the HIT rows'))).toBe(false);
    // The switch stays when the hit location is set without naming it.
    expect(run(wwii, { type: 'umpire/set-options', hitLocation: true, reason: 'and locations' }, new ScriptedDice([])).options).toEqual({ hitLocation: true, wwii: true });
  });

  it('rulings SK31, SK29: a man who has surrendered, or is fighting a fire this bound, calls no artillery', () => {
    const contact = run(atFire(), { type: 'radio/contact', figureId: 'r1', to: 'the mortars', set: 'new' }, new ScriptedDice(d10(10)));
    const no = (state: SkirmishState) => {
      const r = skirmishRuleset.run(state, skirmishRuleset.commandSchema.parse({ type: 'artillery/call', observerId: 'r1', battery: '81-82mm-mortar', aim: AIM }), new ScriptedDice([...d20(10), ...d6(6)]));
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(no(contact)).toBe('accepted');
    expect(no({ ...contact, figures: { ...contact.figures, r1: { ...contact.figures.r1!, prisonerOf: 'blue' } } })).toBe('artillery/prisoner');
    expect(no({ ...contact, fireFighters: ['r1'] })).toBe('artillery/fighting-fire');
  });

  it("ruling SK33, fog: the mission is the umpire's — neither side's view holds it", () => {
    const { state } = call(atFire(), {}, [...d20(1)]);
    for (const side of ['red', 'blue']) expect(JSON.stringify(projectSide(state, { kind: 'side', side }))).not.toContain('mission-1');
  });
});
