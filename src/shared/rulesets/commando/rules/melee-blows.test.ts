import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { resolveHandToHandPhase, type MeleeCombat, type RoundOrders } from './hand-to-hand';
import { combat, err, man, ok, pct } from './test-support/melee';

const pass = (...ids: string[]): RoundOrders => ({ men: Object.fromEntries(ids.map((id) => [id, { action: { kind: 'pass' as const } }])) });
const run = (c: MeleeCombat, faces: DieFace[]) => resolveHandToHandPhase([c], new ScriptedDice(faces));
const inits = (n: number): DieFace[] => Array.from({ length: n }, () => d10(5, 3)).flat();
const later = (...ids: string[]) => [pass(...ids), pass(...ids), pass(...ids), pass(...ids)];
const mutual = [
  { holder: 'A1', held: 'B1' },
  { holder: 'B1', held: 'A1' },
];

describe('Case 12.6: blows by grappled men', () => {
  it('hit automatically (no hit roll) and read the Grappled column: fists class 2, 1D10 = 10 → 3 Wound Points', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { grapples: mutual, rounds: [{ men: { B1: { action: { kind: 'pass' } } } }, ...later('A1', 'B1')] });
    const res = ok(run(c, [...inits(1), ...pct(99), ...d10(0), ...inits(4)]));
    const blow = res.rounds[0]!.blows[0]!;
    expect(blow).toMatchObject({ man: 'A1', kind: 'strike', grappled: true, hit: true, woundPoints: 3 });
    expect(blow.dice.map((d) => d.purpose.slice(0, 9))).toEqual(['Case 12.8', 'Case 12.6']);
    expect(res.wounds).toEqual([{ combat: '0412', round: 1, man: 'B1', by: 'A1', woundPoints: 3, caseRef: 'Case 12.6' }]);
  });
  it('Case 12.61: when the grappled man dies, the grappling man spends a round evading before he strikes another man', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B'), man('B2', 'B')], {
      grapples: mutual,
      rounds: [pass('B2'), pass('B2'), pass('B2'), pass('B2'), pass('B2')],
    });
    // Round 1: A1 kills B1 on the % to Kill (01 ≤ 02). Round 2: A1 evades (only side B may act: no initiative roll).
    // Rounds 3–5: A1 strikes B2 and misses.
    const res = ok(run(c, [...inits(1), ...pct(1), ...[3, 4, 5].flatMap(() => [...d10(5, 3), ...pct(99)])]));
    expect(res.kills[0]).toMatchObject({ man: 'B1', by: 'A1', round: 1 });
    const r2 = res.rounds[1]!;
    expect(r2.initiative).toEqual({ side: 'B', rolls: [] });
    expect(r2.blows.find((b) => b.man === 'A1')).toMatchObject({ kind: 'barred', note: expect.stringMatching(/Case 12\.61/) });
    expect(res.rounds[2]!.blows.find((b) => b.man === 'A1')).toMatchObject({ kind: 'strike', target: 'B2', grappled: false, hit: false });
  });
  it('Case 12.62: a seriously wounded man inflicts one less damage, but never less than one (Case 9.21 example: endurance 9, 5 Wound Points)', () => {
    const c = combat([man('A1', 'A', { endurance: 9, woundPoints: 5 }), man('B1', 'B')], { grapples: mutual, rounds: [{ men: { B1: { action: { kind: 'pass' } } } }, ...later('A1', 'B1')] });
    const res = ok(run(c, [...inits(1), ...pct(99), ...d10(1), ...inits(4)]));
    const blow = res.rounds[0]!.blows[0]!;
    expect(blow.woundPoints).toBe(1);
    expect(blow.breakdowns.at(-1)!.steps.map((s) => s.caseRef)).toEqual(['Case 12.7', 'Case 12.62', 'Case 12.62']);
  });
});

describe('Case 12.7: blows by non-grappled men', () => {
  it('Case 12.72: hits on 1D100 at or below the % to hit; then % to Kill (Case 12.82), then 1D10 on the Not Grappled class', () => {
    const c = combat([man('A1', 'A', { weapon: 'bayonet' }), man('B1', 'B', { endurance: 20 })], { rounds: [pass('B1'), ...later('A1', 'B1')] });
    const res = ok(run(c, [...inits(1), ...pct(35), ...pct(8), ...d10(6), ...inits(4)]));
    expect(res.rounds[0]!.blows[0]).toMatchObject({ hit: true, killedOutright: false, woundPoints: 8 });
    expect(res.wounds[0]!.caseRef).toBe('Case 12.7');
    const miss = ok(run(c, [...inits(1), ...pct(36), ...inits(4)]));
    expect(miss.rounds[0]!.blows[0]).toMatchObject({ hit: false });
    expect(miss.wounds).toEqual([]);
  });
  it('Case 12.73: a seriously wounded man hits with fists on 10 or less, not 20', () => {
    const c = combat([man('A1', 'A', { endurance: 9, woundPoints: 5 }), man('B1', 'B')], { rounds: [pass('B1'), ...later('A1', 'B1')] });
    const res = ok(run(c, [...inits(1), ...pct(11), ...inits(4)]));
    expect(res.rounds[0]!.blows[0]).toMatchObject({ hit: false });
    expect(res.rounds[0]!.blows[0]!.breakdowns[0]!.final).toBe(10);
  });
  it('Case 12.71: a man who has grappled no one may not strike a grappled Enemy man', () => {
    const c = combat([man('A1', 'A'), man('A2', 'A'), man('B1', 'B'), man('B2', 'B')], {
      grapples: [{ holder: 'A2', held: 'B1' }],
      rounds: [{ men: { A1: { action: { kind: 'strike', target: 'B1' } } } }],
    });
    expect(err(run(c, inits(1)))).toMatchObject({ code: 'melee/target-grappled', caseRef: 'Case 12.71' });
  });
  it('Case 12.71: without a named target he strikes an Enemy man in no grapple', () => {
    const c = combat([man('A1', 'A'), man('A2', 'A'), man('B1', 'B'), man('B2', 'B')], {
      grapples: [{ holder: 'A2', held: 'B1' }],
      rounds: [pass('A2', 'B1', 'B2'), ...later('A1', 'A2', 'B1', 'B2')],
    });
    const res = ok(run(c, [...inits(1), ...pct(99), ...inits(4)]));
    expect(res.rounds[0]!.blows.find((b) => b.man === 'A1')).toMatchObject({ target: 'B2', grappled: false });
  });
  it('Case 12.82: a hit kills outright on the % to Kill, whatever his Wound Points', () => {
    const c = combat([man('A1', 'A', { weapon: 'carbine-rifle' }), man('B1', 'B', { endurance: 30 })], { rounds: [pass('B1')] });
    const res = ok(run(c, [...inits(1), ...pct(30), ...pct(3)]));
    expect(res.men.find((m) => m.id === 'B1')).toMatchObject({ condition: 'dead', killedOutright: true, woundsTaken: 0 });
  });
  it('Case 9.22: Wound Points reaching the endurance incapacitate; the combat ends', () => {
    const c = combat([man('A1', 'A', { weapon: 'bayonet' }), man('B1', 'B', { endurance: 8, woundPoints: 1 })], { rounds: [pass('B1')] });
    const res = ok(run(c, [...inits(1), ...pct(10), ...pct(99), ...d10(6)]));
    expect(res.incapacitated).toEqual(['B1']);
    expect(res.rounds).toHaveLength(1);
  });
});

describe('Cases 12.83–12.84: garrotes', () => {
  it('Case 12.83: a garrote never hits a man its user has not grappled — an order to strike is a RuleError, and by default he strikes no blow', () => {
    const bad = combat([man('A1', 'A', { weapon: 'garrote' }), man('B1', 'B')], { rounds: [{ men: { A1: { action: { kind: 'strike' } } } }] });
    expect(err(run(bad, inits(1)))).toMatchObject({ code: 'melee/garrote-not-grappled', caseRef: 'Case 12.83' });
    const c = combat([man('A1', 'A', { weapon: 'garrote' }), man('B1', 'B')], { rounds: [pass('B1'), ...later('B1')] });
    const res = ok(run(c, inits(5)));
    expect(res.rounds[0]!.blows[0]).toMatchObject({ man: 'A1', kind: 'pass', note: expect.stringMatching(/Case 12\.83/) });
  });
  it('Case 12.83: grappled, it hits on 5%; a hit that fails the 90% kill does no damage', () => {
    const c = combat([man('A1', 'A', { weapon: 'garrote' }), man('B1', 'B')], { grapples: mutual, rounds: [pass('B1'), ...later('A1', 'B1')] });
    const res = ok(run(c, [...inits(1), ...pct(5), ...pct(91), ...inits(4)]));
    expect(res.rounds[0]!.blows[0]).toMatchObject({ hit: true, killedOutright: false, woundPoints: 0 });
    expect(res.wounds).toEqual([]);
    const kills = ok(run(c, [...inits(1), ...pct(5), ...pct(90)]));
    expect(kills.kills[0]).toMatchObject({ man: 'B1', cause: 'kill-percentage' });
    const misses = ok(run(c, [...inits(1), ...pct(6), ...inits(4)]));
    expect(misses.rounds[0]!.blows[0]!.hit).toBe(false);
  });
  it('Case 12.84: a surprised man is hit 50% of the time; the first blow\'s kill (90% tripled, Case 12.25) is certain', () => {
    const c = combat([man('A1', 'A', { weapon: 'garrote' }), man('B1', 'B', { surprised: true })], { rounds: [{ men: { A1: { grapple: 'B1' } } }] });
    const res = ok(run(c, [...pct(50)]));
    expect(res.rounds[0]!.attempts[0]!.how).toBe('target-surprised');
    expect(res.rounds[0]!.blows[0]!.breakdowns.map((b) => b.final)).toEqual([50, 100]);
    expect(res.kills[0]).toMatchObject({ man: 'B1', by: 'A1' });
  });
});

describe('Case 12.5, 12.92: drawing a weapon instead of a blow', () => {
  it('armed and not grappled draws on 2-9, dropping the prepared weapon in the square (Case 12.55)', () => {
    const c = combat([man('A1', 'A', { weapon: 'pistol', carried: ['combat-knife'] }), man('B1', 'B')], {
      rounds: [{ men: { A1: { action: { kind: 'draw', weapon: 'combat-knife' } }, B1: { action: { kind: 'pass' } } } }, ...later('A1', 'B1')],
    });
    const res = ok(run(c, [...inits(1), ...d6(4, 5), ...inits(4)]));
    expect(res.rounds[0]!.blows[0]).toMatchObject({ kind: 'draw', drew: 'combat-knife', dropped: 'pistol', weapon: 'combat-knife' });
    expect(res.rounds[0]!.blows[0]!.breakdowns[0]!.final).toBe(9);
    expect(res.drops).toEqual([{ combat: '0412', round: 1, man: 'A1', weapon: 'pistol', caseRef: 'Case 12.55' }]);
    expect(res.men[0]).toMatchObject({ weapon: 'combat-knife', carried: [] });
  });
  it('unarmed and grappled draws only on 2-4: a 5 fails and he keeps his fists', () => {
    const c = combat([man('A1', 'A', { carried: ['dagger'] }), man('B1', 'B')], {
      grapples: mutual,
      rounds: [{ men: { A1: { action: { kind: 'draw', weapon: 'dagger' } }, B1: { action: { kind: 'pass' } } } }, ...later('A1', 'B1')],
    });
    const res = ok(run(c, [...inits(1), ...d6(2, 3), ...inits(4)]));
    expect(res.rounds[0]!.blows[0]).toMatchObject({ kind: 'draw', weapon: 'fists' });
    expect(res.rounds[0]!.blows[0]!.drew).toBeUndefined();
    expect(res.rounds[0]!.blows[0]!.breakdowns[0]!.final).toBe(4);
    expect(res.drops).toEqual([]);
  });
  it('drawing a weapon he does not carry is a RuleError', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { rounds: [{ men: { A1: { action: { kind: 'draw', weapon: 'saber' } } } }] });
    expect(err(run(c, inits(1)))).toMatchObject({ code: 'melee/not-carried', caseRef: 'Case 12.5' });
  });
});
