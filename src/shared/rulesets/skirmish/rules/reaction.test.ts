import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d6 } from '../../../kernel/dice/scripted-dice';
import { propertySeed } from '../test-support/property-seed';
import { REACTION_ACTIONS, REACTION_TABLE } from '../tables/reaction';
import { failedReactionDoes, reactionChance, reactionModifiers, rollReaction } from './reaction';

describe('the reaction table (seed line 24)', () => {
  it('seed line 24: Need Move back 2+, Unaimed fire / Set up 3+, Crawl 4+, Aimed fire / Advance 5+, To contact 6+', () => {
    expect(REACTION_ACTIONS.map((a) => [a, REACTION_TABLE[a].value.need])).toEqual([
      ['move-back', 2], ['unaimed-fire', 3], ['set-up', 3], ['crawl', 4], ['aimed-fire', 5], ['advance', 5], ['to-contact', 6],
    ]);
  });
  it('seed line 24: Max. Mot. if pass 0, 1, 1, 2, 2', () => {
    expect(REACTION_ACTIONS.map((a) => REACTION_TABLE[a].value.maxMotivationIfPass)).toEqual([0, 1, 1, 1, 2, 2, 2]);
    for (const a of REACTION_ACTIONS) expect(REACTION_TABLE[a].provenance.kind).toBe('printed');
  });
  it('seed line 24: + motivation, + L.P.s of ONE leader, +1 light / +2 heavy support fire, ± umpire with a reason', () => {
    const m = reactionModifiers({ action: 'advance', motivation: -1, leaderLp: 3, support: ['light'], discretion: [{ amount: -1, reason: 'under mortar fire from the ridge' }] });
    expect(m.final).toBe(-1 + 3 + 1 - 1);
    expect(m.steps.map((s) => s.label)).toEqual(['no modifier', 'motivation -1', "leader's L.P. 3", 'light support fire', "Umpire's discretion: under mortar fire from the ridge"]);
    expect(m.steps.at(-1)?.provenance?.kind).toBe('printed');
    expect(reactionModifiers({ action: 'advance', motivation: 0, support: ['heavy'] }).final).toBe(2);
    // ruling SK1: the best support counts once
    expect(reactionModifiers({ action: 'advance', motivation: 0, support: ['light', 'heavy'] }).final).toBe(2);
  });
  it('refuses a discretion without a reason, and a motivation outside −2…+2', () => {
    expect(() => reactionModifiers({ action: 'crawl', motivation: 0, discretion: [{ amount: 1, reason: ' ' }] })).toThrow("reaction for crawl: the umpire's discretion (+1) needs a reason");
    expect(() => reactionModifiers({ action: 'crawl', motivation: 3 })).toThrow('motivation must be −2…+2, not 3');
  });
  it('ruling SK1: one D6 plus the modifiers must reach the Need; the breakdown ends at the total', () => {
    const dice = new ScriptedDice(d6(3));
    const r = rollReaction({ action: 'advance', motivation: 1, leaderLp: 1 }, dice);
    dice.assertAllUsed();
    expect(dice.requests[0]?.die).toBe('d6');
    expect(r).toMatchObject({ face: 3, total: 5, need: 5, passed: true, does: 'advance' });
    expect(r.breakdown.final).toBe(5);
    const fail = rollReaction({ action: 'to-contact', motivation: -2 }, new ScriptedDice(d6(6)));
    expect(fail).toMatchObject({ total: 4, passed: false, does: 'hold' });
  });
  it('ruling SK2: a failed unit holds; under the best-passed reading it does the hardest easier action its roll passes', () => {
    expect(failedReactionDoes('advance', 4)).toBe('hold');
    expect(failedReactionDoes('advance', 4, 'best-passed')).toBe('crawl');
    expect(failedReactionDoes('aimed-fire', 3, 'best-passed')).toBe('unaimed-fire');
    expect(failedReactionDoes('to-contact', 5, 'best-passed')).toBe('advance');
    expect(failedReactionDoes('move-back', 1, 'best-passed')).toBe('hold');
  });
  it('reactionChance: Advance 5+ with no modifier is 2 in 6; Move back 2+ at motivation −2 is 3 in 6', () => {
    expect(reactionChance({ action: 'advance', motivation: 0 })).toBeCloseTo(2 / 6);
    expect(reactionChance({ action: 'move-back', motivation: -2 })).toBeCloseTo(3 / 6);
  });
});

describe('reaction properties (seed line 24)', () => {
  const input = fc.record({
    action: fc.constantFrom(...REACTION_ACTIONS),
    motivation: fc.integer({ min: -2, max: 2 }),
    leaderLp: fc.constantFrom(0, 1, 2, 3, 4 as const),
    face: fc.integer({ min: 1, max: 6 }),
  });
  it('the breakdown sums to the total, and a better motivation or leader never turns a pass into a fail', () => {
    fc.assert(
      fc.property(input, ({ action, motivation, leaderLp, face }) => {
        const r = rollReaction({ action, motivation, leaderLp }, new ScriptedDice(d6(face)));
        const sum = r.breakdown.steps.reduce((s, x) => s + (x.kind === 'base' || x.kind === 'modifier' ? (x.amount ?? 0) : 0), 0);
        expect(sum).toBe(r.total);
        if (r.passed && motivation < 2) expect(rollReaction({ action, motivation: motivation + 1, leaderLp }, new ScriptedDice(d6(face))).passed).toBe(true);
        expect(reactionChance({ action, motivation, leaderLp: Math.min(4, leaderLp + 1) as 0 | 1 | 2 | 3 | 4 })).toBeGreaterThanOrEqual(reactionChance({ action, motivation, leaderLp }));
      }),
      { seed: propertySeed() },
    );
  });
});
