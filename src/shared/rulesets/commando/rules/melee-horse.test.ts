import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import { resolveHandToHandPhase, type MeleeCombat, type MeleeHorse, type RoundOrders } from './hand-to-hand';
import { horseBlows } from './mounts';
import { combat, man, ok, pct } from './test-support/melee';

const pass = (...ids: string[]): RoundOrders => ({ men: Object.fromEntries(ids.map((id) => [id, { action: { kind: 'pass' as const } }])) });
const passAll = (...ids: string[]) => [1, 2, 3, 4, 5].map(() => pass(...ids));
const run = (c: MeleeCombat, faces: DieFace[]) => resolveHandToHandPhase([c], new ScriptedDice(faces));
/** Side A wins every initiative (5 against 3). */
const init = (): DieFace[] => d10(5, 3);
const horse = (id: string, side: string, enemyHorse = false, charged = false): MeleeHorse => ({ id, side, endurance: 23, woundPoints: 0, blows: horseBlows('horse', charged, enemyHorse) });

describe('Cases 19.41, 19.47 (Table 19.49): a horse strikes in the alternation of blows', () => {
  it('Case 19.41: two blows, one in each of the first two rounds — Charging, then Rearing — and none in rounds 3–5', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B', { endurance: 20 })], { horses: [horse('HA', 'A')], rounds: passAll('A1', 'B1') });
    // Round 1: A1 passes, B1 passes, HA charges: 1D100 = 40 ≤ 55 hits (not ≤ 25, no kill); 2D10 = 3 + 4 = 7.
    // Round 2: HA rears: 1D100 = 31 > 30, a miss. Rounds 3–5: initiative only.
    const res = ok(run(c, [...init(), ...pct(40), ...d10(3, 4), ...init(), ...pct(31), ...init(), ...init(), ...init()]));
    const horseSteps = res.rounds.flatMap((r) => r.blows.filter((b) => b.kind === 'horse').map((b) => ({ round: r.round, ...b })));
    expect(horseSteps.map((b) => [b.round, b.line, b.target, b.hit])).toEqual([
      [1, 'charging', 'B1', true],
      [2, 'rearing', 'B1', false],
    ]);
    expect(horseSteps[0]).toMatchObject({ woundPoints: 7, killedOutright: false });
    expect(horseSteps[0]!.dice.map((d) => d.purpose)).toEqual([expect.stringMatching(/^Case 19\.41 round 1/), expect.stringMatching(/^Case 19\.41 round 1.*2D10, Table 19\.49/)]);
    expect(horseSteps[0]!.breakdowns.map((b) => [b.final, b.steps[0]!.caseRef])).toEqual([
      [55, 'Case 19.47'],
      [25, 'Case 19.47'],
    ]);
    expect(res.men.find((m) => m.id === 'B1')).toMatchObject({ woundPoints: 7, condition: 'wounded' });
    expect(res.wounds).toContainEqual({ combat: '0412', round: 1, man: 'B1', by: 'HA', woundPoints: 7, caseRef: 'Case 19.41' });
    expect(res.horses).toEqual([{ id: 'HA', side: 'A', combat: '0412', woundPoints: 0, woundsTaken: 0, condition: 'unwounded', killedOutright: false, struck: 2 }]);
  });

  it('Case 19.41: the horse takes its turn among its side’s men (A1, B1, HA, B2), and a man it kills strikes no more', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B'), man('B2', 'B')], { horses: [horse('HA', 'A')], rounds: passAll('A1', 'B1') });
    // Round 1: A1 and B1 pass; HA charges B1: 1D100 = 25 ≤ 25, killed. B2 strikes A1 with fists: 1D100 = 99, a miss.
    const res = ok(run(c, [...init(), ...pct(25), ...pct(99), ...init(), ...pct(99), ...pct(99), ...init(), ...pct(99), ...init(), ...pct(99), ...init(), ...pct(99)]));
    expect(res.rounds[0]!.blows.map((b) => b.man)).toEqual(['A1', 'B1', 'HA', 'B2']);
    expect(res.rounds[0]!.blows[2]).toMatchObject({ kind: 'horse', line: 'charging', target: 'B1', killedOutright: true });
    expect(res.kills).toContainEqual({ combat: '0412', round: 1, man: 'B1', by: 'HA', cause: 'kill-percentage' });
    expect(res.men.find((m) => m.id === 'B1')).toMatchObject({ condition: 'dead', killedOutright: true });
    // Round 2: B1 is gone; HA rears at B2 (1D100 = 99, a miss).
    expect(res.rounds[1]!.blows.filter((b) => b.kind === 'horse').map((b) => [b.line, b.target])).toEqual([['rearing', 'B2']]);
  });

  it('Case 19.41: a strike order names the man the horse strikes', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B'), man('B2', 'B')], {
      horses: [horse('HA', 'A')],
      rounds: [{ men: { ...pass('A1', 'B1', 'B2').men, HA: { action: { kind: 'strike', target: 'B2' } } } }, ...passAll('A1', 'B1', 'B2').slice(1)],
    });
    const res = ok(run(c, [...init(), ...pct(99), ...init(), ...pct(99), ...init(), ...init(), ...init()]));
    expect(res.rounds[0]!.blows.find((b) => b.kind === 'horse')).toMatchObject({ target: 'B2', hit: false });
  });

  it('Case 19.42: a horse may never grapple', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { horses: [horse('HA', 'A')], rounds: [{ men: { HA: { grapple: 'B1' } } }] });
    expect(run(c, [...init()])).toMatchObject({ code: 'mount/no-grapple', caseRef: 'Case 19.42' });
  });
});

describe('Case 19.43: horse against horse', () => {
  it('each horse strikes only the opposing horse: Charging first, then Horse vs. Horse; the men are not struck by them', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { horses: [horse('HA', 'A', true), horse('HB', 'B', true)], rounds: passAll('A1', 'B1') });
    // Round 1 (A first): A1, B1 pass; HA charges HB: 50 ≤ 55 hits, 2D10 = 6 + 6 = 12; HB charges HA: 90, a miss.
    // Round 2: HA strikes HB on Horse vs. Horse: 2 ≤ 3, killed; HB strikes no more.
    const res = ok(run(c, [...init(), ...pct(50), ...d10(6, 6), ...pct(90), ...init(), ...pct(2), ...init(), ...init(), ...init()]));
    const steps = res.rounds.flatMap((r) => r.blows.filter((b) => b.kind === 'horse').map((b) => [r.round, b.man, b.line, b.target, b.hit ?? null]));
    expect(steps).toEqual([
      [1, 'HA', 'charging', 'HB', true],
      [1, 'HB', 'charging', 'HA', false],
      [2, 'HA', 'horse-vs-horse', 'HB', true],
    ]);
    expect(res.horses.find((h) => h.id === 'HB')).toMatchObject({ woundPoints: 12, condition: 'dead', killedOutright: true });
    expect(res.men.every((m) => m.woundsTaken === 0)).toBe(true);
  });

  it('with the opposing horse down, a horse strikes no man (Case 19.43)', () => {
    const c = combat([man('A1', 'A'), man('B1', 'B')], { horses: [horse('HA', 'A', true), { ...horse('HB', 'B', true), woundPoints: 26 }], rounds: passAll('A1', 'B1') });
    const res = ok(run(c, [...init(), ...init(), ...init(), ...init(), ...init()]));
    const ha = res.rounds[0]!.blows.find((b) => b.man === 'HA');
    expect(ha).toMatchObject({ kind: 'horse', note: expect.stringMatching(/Case 19\.43/) });
    expect(ha!.dice).toEqual([]);
  });
});
