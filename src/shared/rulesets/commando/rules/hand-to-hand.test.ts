import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { describeRoll, resolveHandToHandPhase, type MeleeCombat } from './hand-to-hand';
import { combat, err, man, ok, pct } from './test-support/melee';

/** A round in which side A wins initiative and both fist-fighters miss. */
const missRound = (): DieFace[] => [...d10(5, 3), ...pct(99), ...pct(99)];
const run = (combats: MeleeCombat[], faces: DieFace[]) => {
  const dice = new ScriptedDice(faces);
  const r = resolveHandToHandPhase(combats, dice);
  return { r, dice };
};

describe('Case 12.0 / Case 5.1 D: the Phase runs five rounds', () => {
  it('two fist-fighters who always miss fight exactly five rounds and expend all Task Points (Case 12.31)', () => {
    const { r, dice } = run([combat([man('A1', 'A'), man('B1', 'B')])], [1, 2, 3, 4, 5].flatMap(missRound));
    const res = ok(r);
    dice.assertAllUsed();
    expect(res.rounds.map((x) => x.round)).toEqual([1, 2, 3, 4, 5]);
    expect(res.disengagement[0]!.kind).toBe('fight');
    expect(res.men.every((m) => m.taskPoints.kind === 'all')).toBe(true);
    expect(res.wounds).toEqual([]);
  });
  it('every die is returned with its purpose and Case', () => {
    const res = ok(run([combat([man('A1', 'A'), man('B1', 'B')])], [1, 2, 3, 4, 5].flatMap(missRound)).r);
    expect(describeRoll(res.dice[0]!)).toBe('Case 12.54 round 1 initiative, combat 0412, side A: 1D10 = 5');
    expect(res.rounds[0]!.dice.map((d) => d.purpose)).toEqual([
      'Case 12.54 round 1 initiative, combat 0412, side A',
      'Case 12.54 round 1 initiative, combat 0412, side B',
      'Case 12.72 round 1, combat 0412: A1 strikes B1 with his fists (hits on 20 or less)',
      'Case 12.72 round 1, combat 0412: B1 strikes A1 with his fists (hits on 20 or less)',
    ]);
    expect(res.dice).toHaveLength(20);
  });
  it('a combat ends early when one side has no man who can fight', () => {
    // A1 bayonet: hit 10 (≤35), kill 05 (≤7): B1 dead in round 1.
    const res = ok(run([combat([man('A1', 'A', { weapon: 'bayonet' }), man('B1', 'B')])], [...d10(9, 1), ...pct(10), ...pct(5)]).r);
    expect(res.rounds).toHaveLength(1);
    expect(res.kills).toEqual([{ combat: '0412', round: 1, man: 'B1', by: 'A1', cause: 'kill-percentage' }]);
    expect(res.men.find((m) => m.id === 'B1')).toMatchObject({ condition: 'dead', killedOutright: true });
  });
});

describe('Case 12.54: initiative per combat, per round', () => {
  it('the side with the higher 1D10 strikes first; ties are rolled again (Case 6.1)', () => {
    const faces = [...d10(4, 4, 2, 7), ...pct(99), ...pct(99), ...[2, 3, 4, 5].flatMap(missRound)];
    const res = ok(run([combat([man('A1', 'A'), man('B1', 'B')])], faces).r);
    const r1 = res.rounds[0]!;
    expect(r1.initiative?.side).toBe('B');
    expect(r1.initiative?.rolls.map((d) => d.total)).toEqual([4, 4, 2, 7]);
    expect(r1.initiative?.rolls[2]!.purpose).toMatch(/re-roll 1, Case 6\.1/);
    expect(r1.blows.map((b) => b.man)).toEqual(['B1', 'A1']);
  });
  it('two combats roll initiative separately, round by round across both', () => {
    const faces = [...missRound(), ...d10(1, 9), ...pct(99), ...pct(99), ...[2, 3, 4, 5].flatMap(() => [...missRound(), ...missRound()])];
    const res = ok(run([combat([man('A1', 'A'), man('B1', 'B')]), combat([man('A2', 'A'), man('B2', 'B')], { id: '0413' })], faces).r);
    expect(res.rounds.map((r) => `${r.combat}:${r.round}`).slice(0, 4)).toEqual(['0412:1', '0413:1', '0412:2', '0413:2']);
    expect(res.rounds[0]!.initiative?.side).toBe('A');
    expect(res.rounds[1]!.initiative?.side).toBe('B');
  });
  it('Case 12.5: the Players alternate blows; the blow order chooses which man goes first', () => {
    const men = [man('A1', 'A'), man('A2', 'A'), man('B1', 'B'), man('B2', 'B')];
    const round = (): DieFace[] => [...d10(5, 3), ...pct(99), ...pct(99), ...pct(99), ...pct(99)];
    const res = ok(run([combat(men, { rounds: [{ blowOrder: ['A2', 'B2'] }] })], [1, 2, 3, 4, 5].flatMap(round)).r);
    expect(res.rounds[0]!.blows.map((b) => b.man)).toEqual(['A2', 'B2', 'A1', 'B1']);
    expect(res.rounds[1]!.blows.map((b) => b.man)).toEqual(['A1', 'B1', 'A2', 'B2']);
  });
});

describe('Case 12.3: disengagement', () => {
  const pair = (wishA: 'fight' | 'disengage', wishB: 'fight' | 'disengage', extra: Partial<MeleeCombat> = {}) =>
    combat([man('A1', 'A'), man('B1', 'B')], { wishes: { A: wishA, B: wishB }, ...extra });
  it('neither Player wishes to fight: the men part, no roll, no cost', () => {
    const res = ok(run([pair('disengage', 'disengage')], []).r);
    expect(res.disengagement[0]).toMatchObject({ kind: 'mutual', disengaged: ['A1', 'B1'] });
    expect(res.rounds).toEqual([]);
    expect(res.men[0]!.taskPoints).toEqual({ kind: 'none', caseRef: 'Case 12.3' });
  });
  it('Case 12.91: 1 vs 1 disengages on 2-5 (roll 5); Case 12.31: he pays the disengage cost, and his opponent is disengaged too', () => {
    const res = ok(run([pair('disengage', 'fight')], d6(2, 3)).r);
    expect(res.disengagement[0]).toMatchObject({ kind: 'table', withdrawingSide: 'A', disengaged: ['A1', 'B1'] });
    expect(res.disengagement[0]!.roll?.purpose).toMatch(/^Case 12\.91/);
    expect(res.men.find((m) => m.id === 'A1')!.taskPoints).toEqual({ kind: 'disengage-cost', caseRef: 'Case 12.31' });
    expect(res.men.find((m) => m.id === 'B1')!.taskPoints).toEqual({ kind: 'none', caseRef: 'Case 12.31' });
    expect(res.rounds).toEqual([]);
  });
  it('Case 12.91: 1 vs 1 fails on 6, and they fight five rounds', () => {
    const res = ok(run([pair('fight', 'disengage')], [...d6(3, 3), ...[1, 2, 3, 4, 5].flatMap(missRound)]).r);
    expect(res.disengagement[0]).toMatchObject({ kind: 'table', withdrawingSide: 'B', disengaged: [] });
    expect(res.rounds).toHaveLength(5);
  });
  const twoVsOne = (faces: DieFace[]) =>
    run([combat([man('A1', 'A'), man('A2', 'A'), man('B1', 'B')], { wishes: { A: 'disengage' }, disengageOrder: ['A2'] })], faces);
  it('Case 12.91: 2 vs 1, roll 3: both disengage', () => {
    expect(ok(twoVsOne(d6(1, 2)).r).disengagement[0]!.disengaged).toEqual(['A2', 'A1', 'B1']);
  });
  it('Case 12.91: 2 vs 1, roll 5: one disengages (the Player\'s choice: A2)', () => {
    const { r } = twoVsOne([...d6(2, 3), ...[1, 2, 3, 4, 5].flatMap(() => [...d10(5, 3), ...pct(99), ...pct(99)])]);
    const res = ok(r);
    expect(res.disengagement[0]!.disengaged).toEqual(['A2']);
    expect(res.rounds).toHaveLength(5);
  });
  it.each([
    [2, 2],
    [3, 1],
    [4, 1],
    [5, 0],
  ])('Case 12.91: 2 vs 2, roll %i: %i disengage', (roll, n) => {
    const men = [man('A1', 'A'), man('A2', 'A'), man('B1', 'B'), man('B2', 'B')];
    const c = combat(men, { wishes: { B: 'disengage' }, rounds: [1, 2, 3, 4, 5].map(() => ({ men: { A1: { action: { kind: 'pass' } }, A2: { action: { kind: 'pass' } }, B1: { action: { kind: 'pass' } }, B2: { action: { kind: 'pass' } } } })) });
    const faces = [...d6(1, roll - 1), ...(n === 2 ? [] : [1, 2, 3, 4, 5].flatMap(() => d10(5, 3)))];
    const res = ok(run([c], faces).r);
    const fromB = res.disengagement[0]!.disengaged.filter((id) => id.startsWith('B'));
    expect(fromB).toHaveLength(n);
  });
  it('Case 12.32: surprised men may never disengage', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B', { surprised: true })], { wishes: { B: 'disengage' }, rounds: [1, 2, 3, 4, 5].map(() => ({ men: { A1: { action: { kind: 'pass' } } } })) });
    const res = ok(run([c], []).r);
    expect(res.disengagement[0]).toMatchObject({ kind: 'barred', disengaged: [] });
    expect(res.disengagement[0]!.note).toMatch(/Case 12\.32/);
  });
  it('Case 12.33: a grappled man who disengages, and the man grappling him, keep half their Task Points', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { wishes: { A: 'disengage' }, grapples: [{ holder: 'B1', held: 'A1' }] });
    const res = ok(run([c], d6(1, 1)).r);
    expect(res.men.map((m) => m.taskPoints)).toEqual([
      { kind: 'half', caseRef: 'Case 12.33' },
      { kind: 'half', caseRef: 'Case 12.33' },
    ]);
    expect(res.grapples['0412']).toEqual([]);
  });
  it('Case 12.34: facing only a dead or incapacitated Enemy man, a man disengages freely — no roll, no cost', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B', { endurance: 10, woundPoints: 11 })], { wishes: { A: 'disengage' } });
    const res = ok(run([c], []).r);
    expect(res.disengagement[0]).toMatchObject({ kind: 'free', disengaged: ['A1'] });
    expect(res.men[0]!.taskPoints).toEqual({ kind: 'none', caseRef: 'Case 12.34' });
  });
});

describe('Case 12.2: surprise in the Phase', () => {
  it('Case 12.25 worked example: a saber\'s first blow kills a surprised man on 30 or less; Case 12.26 he cannot strike in round 1', () => {
    const c = combat([man('A1', 'A', { weapon: 'saber' }), man('B1', 'B', { surprised: true })]);
    const res = ok(run([c], [...pct(25), ...pct(30)]).r);
    const r1 = res.rounds[0]!;
    expect(r1.initiative).toEqual({ side: 'A', rolls: [] });
    expect(r1.blows[0]).toMatchObject({ man: 'A1', kind: 'strike', hit: true, killedOutright: true });
    expect(r1.blows[0]!.breakdowns[1]!.final).toBe(30);
    expect(r1.blows[1]).toBeUndefined();
    expect(res.kills[0]).toMatchObject({ man: 'B1', cause: 'kill-percentage' });
  });
  it('Case 12.26: the surprised man is barred in round 1; Case 12.23: from round 2 he strikes once the man who surprised him has struck', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B', { surprised: true })]);
    const faces = [...pct(99), ...[2, 3, 4, 5].flatMap(missRound)];
    const res = ok(run([c], faces).r);
    expect(res.rounds[0]!.blows.map((b) => [b.man, b.kind])).toEqual([
      ['A1', 'strike'],
      ['B1', 'barred'],
    ]);
    expect(res.rounds[0]!.blows[1]!.note).toMatch(/Case 12\.26/);
    expect(res.rounds[1]!.blows.map((b) => [b.man, b.kind])).toEqual([
      ['A1', 'strike'],
      ['B1', 'strike'],
    ]);
  });
  it('Case 12.23: if the man who surprised him never strikes, the surprised man never strikes', () => {
    const pass = { men: { A1: { action: { kind: 'pass' as const } } } };
    const c = combat([man('A1', 'A'), man('B1', 'B', { surprised: true })], { rounds: [pass, pass, pass, pass, pass] });
    const res = ok(run([c], []).r);
    expect(res.rounds).toHaveLength(5);
    expect(res.rounds.flatMap((r) => r.blows).filter((b) => b.man === 'B1').map((b) => b.kind)).toEqual(['barred', 'barred', 'barred', 'barred', 'barred']);
    expect(res.rounds[1]!.blows.find((b) => b.man === 'B1')!.note).toMatch(/Case 12\.23/);
  });
  it('Case 12.24: a surprised man is automatically grappled (no roll) and may not attempt to grapple', () => {
    const pass = { men: { A1: { action: { kind: 'pass' as const } } } };
    const c = combat([man('A1', 'A'), man('B1', 'B', { surprised: true })], { rounds: [{ men: { A1: { grapple: 'B1', action: { kind: 'pass' } } } }, pass, pass, pass, pass] });
    const res = ok(run([c], []).r);
    expect(res.rounds[4]!.grapples).toEqual([{ holder: 'A1', held: 'B1' }]);
    expect(res.rounds[0]!.attempts[0]).toMatchObject({ grappler: 'A1', target: 'B1', how: 'target-surprised', success: true, mutual: false });
    expect(res.grapples['0412']).toEqual([{ holder: 'A1', held: 'B1' }]);
    const bad = combat([man('A1', 'A'), man('B1', 'B', { surprised: true })], { rounds: [{ men: { B1: { grapple: 'A1' } } }] });
    expect(err(resolveHandToHandPhase([bad], new ScriptedDice([])))).toMatchObject({ code: 'melee/surprised-cannot-grapple', caseRef: 'Case 12.24' });
  });
});

describe('Case 12.53, 12.55: dropping weapons', () => {
  it('a man may drop his weapon without spending his blow; it lies in the square', () => {
    const c = combat([man('A1', 'A', { weapon: 'carbine-rifle' }), man('B1', 'B')], { rounds: [{ men: { A1: { drop: true } } }] });
    const res = ok(run([c], [1, 2, 3, 4, 5].flatMap(missRound)).r);
    expect(res.rounds[0]!.blows[0]).toMatchObject({ man: 'A1', kind: 'strike', weapon: 'fists', dropped: 'carbine-rifle' });
    expect(res.drops).toEqual([{ combat: '0412', round: 1, man: 'A1', weapon: 'carbine-rifle', caseRef: 'Case 12.55' }]);
    expect(res.men[0]!.weapon).toBe('fists');
  });
});

describe('Case 14.29: a panicked man grapples and strikes every round', () => {
  it('he attempts to grapple with no order', () => {
    const c = combat([man('A1', 'A', { panicked: true }), man('B1', 'B')]);
    // Round 1: grapple attempt on evading B1 fails (3); then both miss.
    const res = ok(run([c], [...d6(3), ...missRound(), ...[2, 3, 4, 5].flatMap(() => [...d6(3), ...missRound()])]).r);
    expect(res.rounds[0]!.attempts[0]).toMatchObject({ grappler: 'A1', target: 'B1', how: 'evade-roll', success: false });
  });
  it('an order to pass is a RuleError', () => {
    const c = combat([man('A1', 'A', { panicked: true }), man('B1', 'B')], { rounds: [{ men: { A1: { grapple: 'B1', action: { kind: 'pass' } } } }] });
    expect(err(run([c], [...d6(3), ...d10(5, 3)]).r)).toMatchObject({ code: 'melee/panicked', caseRef: 'Case 14.29' });
  });
});

describe('validation', () => {
  it('Case 12.16: three men of a side is a RuleError', () => {
    const c = combat([man('A1', 'A'), man('A2', 'A'), man('A3', 'A'), man('B1', 'B')]);
    expect(err(resolveHandToHandPhase([c], new ScriptedDice([])))).toMatchObject({ code: 'melee/stacking', caseRef: 'Case 12.16' });
  });
  it('Case 12.4: a standing grapple of a Friendly man is a RuleError', () => {
    const c = combat([man('A1', 'A'), man('A2', 'A'), man('B1', 'B')], { grapples: [{ holder: 'A1', held: 'A2' }] });
    expect(err(resolveHandToHandPhase([c], new ScriptedDice([])))).toMatchObject({ code: 'melee/not-enemy' });
  });
  it('Case 12.93: an unknown weapon is a RuleError', () => {
    const c = combat([man('A1', 'A', { weapon: 'lance' as never }), man('B1', 'B')]);
    expect(err(resolveHandToHandPhase([c], new ScriptedDice([])))).toMatchObject({ code: 'melee/unknown-weapon', caseRef: 'Case 12.93' });
  });
});
