import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { resolveHandToHandPhase, type MeleeCombat, type RoundOrders } from './hand-to-hand';
import { combat, err, man, ok } from './test-support/melee';
import type { MeleeMan } from './melee-model';
import { SeededDice } from '../../../kernel/dice/seeded-dice';

const pass = (...ids: string[]): RoundOrders => ({ men: Object.fromEntries(ids.map((id) => [id, { action: { kind: 'pass' as const } }])) });
const run = (c: MeleeCombat, faces: DieFace[]) => {
  const dice = new ScriptedDice(faces);
  const r = resolveHandToHandPhase([c], dice);
  return { r, dice };
};
/** Initiative only (everyone passes): one pair of d10s a round. */
const inits = (n: number): DieFace[] => Array.from({ length: n }, () => d10(5, 3)).flat();

describe('Case 12.4: grappling and evasion', () => {
  it('Case 12.41: both attempt to grapple each other — both succeed, no roll; Case 12.44 the grapple stands every round', () => {
    const both: RoundOrders = { men: { A1: { grapple: 'B1', action: { kind: 'pass' } }, B1: { grapple: 'A1', action: { kind: 'pass' } } } };
    const c = combat([man('A1', 'A'), man('B1', 'B')], { rounds: [both, pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1')] });
    const { r, dice } = run(c, inits(5));
    const res = ok(r);
    dice.assertAllUsed();
    expect(res.rounds[0]!.attempts.map((a) => [a.grappler, a.how, a.success])).toEqual([
      ['A1', 'target-grappling', true],
      ['B1', 'target-grappling', true],
    ]);
    for (const round of res.rounds) expect(round.grapples).toHaveLength(2);
  });
  it('Case 12.42: an evading man escapes on 1-5', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { rounds: [{ men: { A1: { grapple: 'B1', action: { kind: 'pass' } }, B1: { action: { kind: 'pass' } } } }, pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1')] });
    const res = ok(run(c, [...d6(5), ...inits(5)]).r);
    expect(res.rounds[0]!.attempts[0]).toMatchObject({ how: 'evade-roll', success: false });
    expect(res.rounds[0]!.attempts[0]!.roll?.purpose).toMatch(/^Case 12\.42/);
    expect(res.grapples['0412']).toEqual([]);
  });
  it('Case 12.42: on a 6 the grappling man succeeds, and the evading man grapples him as well', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { rounds: [{ men: { A1: { grapple: 'B1', action: { kind: 'pass' } }, B1: { action: { kind: 'pass' } } } }, pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1')] });
    const res = ok(run(c, [...d6(6), ...inits(5)]).r);
    expect(res.rounds[0]!.attempts[0]).toMatchObject({ success: true, mutual: true });
    expect(res.grapples['0412']).toEqual([
      { holder: 'A1', held: 'B1' },
      { holder: 'B1', held: 'A1' },
    ]);
  });
  it('Case 12.43: if both men evade, both succeed — no roll', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { rounds: [1, 2, 3, 4, 5].map(() => pass('A1', 'B1')) });
    const res = ok(run(c, inits(5)).r);
    expect(res.rounds.every((r) => r.attempts.length === 0 && r.grapples.length === 0)).toBe(true);
  });
  it('Case 12.44: a grappled man evades on a 1, for that round only — next round he must roll a 1 again', () => {
    const r1: RoundOrders = { men: { A1: { action: { kind: 'pass' } }, B1: { breakFree: true, action: { kind: 'pass' } } } };
    const c = combat([man('A1', 'A'), man('B1', 'B')], { grapples: [{ holder: 'A1', held: 'B1' }], rounds: [r1, pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1')] });
    const res = ok(run(c, [...d6(1), ...inits(5)]).r);
    expect(res.rounds[0]!.breaks[0]).toMatchObject({ men: ['A1', 'B1'], broken: true });
    expect(res.rounds[0]!.grapples).toEqual([]);
    expect(res.rounds[1]!.grapples).toEqual([{ holder: 'A1', held: 'B1' }]);
  });
  it('Case 12.44: even if both men wish to evade, one or the other must roll a 1 (3 then 1 breaks it; 4 and 5 do not)', () => {
    const both: RoundOrders = { men: { A1: { breakFree: true, action: { kind: 'pass' } }, B1: { breakFree: ['A1'], action: { kind: 'pass' } } } };
    const mk = () => combat([man('A1', 'A'), man('B1', 'B')], { grapples: [{ holder: 'A1', held: 'B1' }, { holder: 'B1', held: 'A1' }], rounds: [both, pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1'), pass('A1', 'B1')] });
    expect(ok(run(mk(), [...d6(3, 1), ...inits(5)]).r).rounds[0]!.breaks[0]!.broken).toBe(true);
    const held = ok(run(mk(), [...d6(4, 5), ...inits(5)]).r).rounds[0]!.breaks[0]!;
    expect(held.broken).toBe(false);
    expect(held.rolls.map((x) => x.man)).toEqual(['A1', 'B1']);
  });
  it('Case 12.45 worked example: A and B grapple each other, C grapples A; A may not grapple C but may evade him', () => {
    const r1: RoundOrders = { men: { C: { grapple: 'A', action: { kind: 'pass' } }, A: { action: { kind: 'pass' } }, B: { action: { kind: 'pass' } } } };
    const c = combat([man('A', 'X'), man('B', 'Y'), man('C', 'Y')], { grapples: [{ holder: 'A', held: 'B' }, { holder: 'B', held: 'A' }], rounds: [r1, pass('A', 'B', 'C'), pass('A', 'B', 'C'), pass('A', 'B', 'C'), pass('A', 'B', 'C')] });
    const res = ok(run(c, [...d6(6), ...inits(5)]).r);
    expect(res.rounds[0]!.attempts[0]).toMatchObject({ grappler: 'C', target: 'A', how: 'evade-roll', success: true, mutual: false });
    expect(res.grapples['0412']).toContainEqual({ holder: 'C', held: 'A' });
    expect(res.grapples['0412']).not.toContainEqual({ holder: 'A', held: 'C' });
    // A, who has grappled B, may strike only B (Case 12.61).
    const strikeC = combat(c.men, { grapples: [{ holder: 'A', held: 'B' }, { holder: 'B', held: 'A' }, { holder: 'C', held: 'A' }], rounds: [{ men: { A: { action: { kind: 'strike', target: 'C' } } } }] });
    expect(err(run(strikeC, inits(1)).r)).toMatchObject({ code: 'melee/must-strike-grappled', caseRef: 'Case 12.61' });
  });
  it('Case 12.4: each man may grapple one other man — a second grapple without breaking free is a RuleError', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B'), man('B2', 'B')], { grapples: [{ holder: 'A1', held: 'B1' }], rounds: [{ men: { A1: { grapple: 'B2' } } }] });
    expect(err(run(c, []).r)).toMatchObject({ code: 'melee/already-grappling', caseRef: 'Case 12.4' });
  });
  it('Case 12.4: only an Enemy man may be grappled', () => {
    const c = combat([man('A1', 'A'), man('A2', 'A'), man('B1', 'B')], { rounds: [{ men: { A1: { grapple: 'A2' } } }] });
    expect(err(run(c, []).r)).toMatchObject({ code: 'melee/not-enemy' });
  });
});

describe('Case 19.42: horses and their riders never grapple nor are grappled', () => {
  it('Case 19.42: a panicked man (Case 14.29) does not grapple a rider; he goes for the man afoot, and a panicked rider grapples nobody', () => {
    // The panicked man strikes every round on his own (Case 14.29): seeded dice, only the grapple attempts are read.
    const attempts = (men: MeleeMan[], others: string[]) => {
      const r = ok(resolveHandToHandPhase([combat(men, { rounds: [pass(...others)] })], SeededDice.fromSeed(1942)));
      return r.rounds.flatMap((x) => x.attempts.map((a) => [a.grappler, a.target]));
    };
    const tries = attempts([man('A1', 'A', { panicked: true }), man('B1', 'B', { mounted: true }), man('B2', 'B')], ['B1', 'B2']);
    expect(tries.length).toBeGreaterThan(0);
    expect(tries.every(([g, t]) => g === 'A1' && t === 'B2')).toBe(true);
    expect(attempts([man('A1', 'A', { panicked: true }), man('B1', 'B', { mounted: true })], ['B1'])).toEqual([]);
    expect(attempts([man('A1', 'A', { panicked: true, mounted: true }), man('B1', 'B')], ['B1'])).toEqual([]);
  });
  it('Case 19.42: an order to grapple a rider, or from one, is refused naming the Case', () => {
    for (const [from, to] of [['A1', 'B1'], ['B1', 'A1']] as const) {
      const men = [man('A1', 'A'), man('B1', 'B', { mounted: true })];
      const c = combat(men, { rounds: [{ men: { [from]: { grapple: to, action: { kind: 'pass' } }, [to]: { action: { kind: 'pass' } } } }] });
      expect(err(run(c, inits(1)).r)).toMatchObject({ code: 'mount/no-grapple', caseRef: 'Case 19.42' });
    }
  });
});
