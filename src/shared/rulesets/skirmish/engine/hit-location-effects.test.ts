import { describe, expect, it } from 'vitest';
import { d10, d12, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import type { HitLocation } from '../tables/hit-location';
import { play, testGame, testScenario } from '../test-support/game';

const advance: SkirmishCommand = { type: 'bound/advance' };
const code = (s: SkirmishState, c: SkirmishCommand, dice = new ScriptedDice(d6(6))) => {
  const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), dice);
  return r.ok ? 'accepted' : r.error.code;
};

/** b4 wounded with his wound placed (or not), the hit location played (or not). */
function withWound(wounds: readonly HitLocation[] | undefined, hitLocation = true, destroyed = false): SkirmishState {
  const figures = testScenario().figures!.map((f) => (f.id === 'b4' ? { ...f, state: 'wounded' as const, weapon: { ...f.weapon, ...(destroyed ? { destroyed } : {}) }, ...(wounds ? { wounds: [...wounds] } : {}) } : f));
  return play(testGame({ figures }), [{ type: 'umpire/set-options', hitLocation, reason: 'the campaign plays it' }], new ScriptedDice([])).state;
}

/** blue-1 ordered to aimed fire and passed (D6 6), the bound in its Fire step. */
const atFire = (s: SkirmishState) =>
  play(s, [{ type: 'orders/submit', side: 'red', orders: [] }, { type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-1', action: 'aimed-fire', figures: [] }] }, advance, { type: 'reaction/roll', unitId: 'blue-1', support: [] }, advance, advance, advance], new ScriptedDice(d6(6))).state;

const aimedSteps = (s: SkirmishState) => {
  const r = play(s, [{ type: 'fire/aimed', firerId: 'b4', targetId: 'r4', table: 'line-568', row: 'A' }], new ScriptedDice(d12(12)));
  const e = r.events[0] as Extract<SkirmishEvent, { type: 'fire/resolved' }>;
  return e.breakdown.steps.filter((x) => x.kind === 'modifier').map((x) => `${x.label} ${x.amount} [${x.caseRef}]`);
};

describe('the hit location\'s after-effects (seed lines 62–63, ruling SK30)', () => {
  it('seed line 63: an arm hit whose D6 shows 6 destroys his weapon; the wound is kept where it was placed', () => {
    // Red-2's group fire on b4 (reaction 6, fire 6), then b4's wound roll: D10 7 − 2 = 5 wounded; location D6 4 (arm); weapon D6 6.
    const s = play(
      testGame(),
      [
        { type: 'umpire/set-options', hitLocation: true, reason: 'the campaign plays it' },
        { type: 'orders/submit', side: 'red', orders: [{ unitId: 'red-2', action: 'unaimed-fire', figures: [] }] },
        { type: 'orders/submit', side: 'blue', orders: [] },
        advance, { type: 'reaction/roll', unitId: 'red-2', support: [] }, advance, advance, advance,
        { type: 'fire/group', firerIds: ['r5', 'r6', 'r7', 'r8'], targetIds: ['b4'] },
        advance,
      ],
      new ScriptedDice(d6(6, 6)),
    ).state;
    const r = play(s, [{ type: 'damage/roll', hitId: s.hits![0]!.hitId }], new ScriptedDice([...d10(7), ...d6(4, 6)]));
    expect(r.events[0]).toMatchObject({ type: 'damage/rolled', state: 'wounded', location: { location: 'arm', weaponDestroyed: true } });
    expect(r.state.figures.b4).toMatchObject({ state: 'wounded', wounds: ['arm'], weapon: { kind: 'rifle', destroyed: true } });
  });

  it('seed line 63: a destroyed weapon fires no more — aimed, group or the H.E. it launches', () => {
    const s = atFire(withWound(['arm'], true, true));
    expect(code(s, { type: 'fire/aimed', firerId: 'b4', targetId: 'r4', table: 'line-568', row: 'A' })).toBe('fire/weapon-destroyed');
    expect(code(s, { type: 'fire/group', firerIds: ['b4'], targetIds: ['r4'] })).toBe('fire/weapon-destroyed');
  });

  it('seed line 62: with the hit location played, an arm wound puts the arm\'s firing DM (−1, line 62) into the aimed shot\'s breakdown', () => {
    expect(aimedSteps(atFire(withWound(['arm'])))).toContain('firer arm-wound -1 [seed 003 line 62, arm (* firing DM]');
  });

  it('seed lines 51, 62: played, a wound in the body/leg has no firing DM; not played, every wounded man has line 51\'s −1', () => {
    expect(aimedSteps(atFire(withWound(['body-leg']))).some((x) => x.includes('wounded') || x.includes('arm'))).toBe(false);
    expect(aimedSteps(atFire(withWound(undefined, false)))).toContain('firer wounded -1 [seed 003 line 51, fire DM, Firer: wounded (optional) -1]');
  });

  it('seed line 63: a man wounded in the body/leg may crawl only — an advance order for him is refused, a crawl accepted', () => {
    const s = withWound(['body-leg']);
    const order = (action: 'advance' | 'crawl') => ({ type: 'orders/submit', side: 'blue', orders: [{ unitId: 'blue-1', action, figures: [{ figureId: 'b4', mode: action, path: [{ x: 46, y: 19 }] }] }] }) as SkirmishCommand;
    expect(code(s, order('advance'))).toBe('orders/crawl-only');
    expect(code(s, order('crawl'))).toBe('accepted');
  });
});
