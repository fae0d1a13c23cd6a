import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { ManNearBlast } from './grenade-blast';
import { blastDice, blastExposure, blastKillChance, resolveBlast } from './grenade-blast';
import { LosMapBuilder } from './test-support/los-maps';

const at = (id: string, col: number, row: number, posture: 'erect' | 'prone' = 'erect'): ManNearBlast => ({ id, square: { col, row }, posture });
const open = () => new LosMapBuilder(10, 10).build();

describe('Case 11.4 Fragment grenades: the blast radius', () => {
  it('Case 11.41: the destination square and all eight adjacent, no further', () => {
    const men = [at('a', 5, 5), at('b', 4, 4), at('c', 6, 6), at('d', 5, 7)];
    expect(blastExposure(open(), { col: 5, row: 5 }, men).map((e) => e.affected)).toEqual([true, true, true, false]);
  });
  it('Case 11.41: a wall without an aperture shields the man beyond it', () => {
    const map = new LosMapBuilder(10, 10).line(6, 5, 'w', 'wall').build();
    const [e] = blastExposure(map, { col: 5, row: 5 }, [at('a', 6, 5)]);
    expect(e).toMatchObject({ affected: false, caseRef: 'Case 11.41' });
  });
  it('Case 11.41: a man prone behind a window or slit is shielded; erect he is hit', () => {
    const map = new LosMapBuilder(10, 10).line(6, 5, 'w', 'window').build();
    expect(blastExposure(map, { col: 5, row: 5 }, [at('p', 6, 5, 'prone')])[0]?.affected).toBe(false);
    expect(blastExposure(map, { col: 5, row: 5 }, [at('e', 6, 5)])[0]?.affected).toBe(true);
  });
  it('Case 11.43: through an aperture from outside to a man inside, Wound Points are halved, rounding down', () => {
    const map = new LosMapBuilder(10, 10).field(6, 5, 'building').line(6, 5, 'w', 'door').build();
    // WWII, open square: 1D6 = 5 → 2.
    const r = resolveBlast(map, { square: { col: 5, row: 5 }, era: 'wwii' }, [at('in', 6, 5)], new ScriptedDice([...d6(5), ...d10(5, 0)]));
    expect(r.men[0]).toMatchObject({ wounds: 2 });
    expect(r.men[0]?.exposure.halved).toBe(true);
    // The kill chance is not affected (Case 11.43): one man, 2%.
    expect(r.killChance.final).toBe(2);
  });
  it('Case 11.42: at least one Wound Point, even halved or after a −1', () => {
    const map = new LosMapBuilder(10, 10).field(6, 5, 'building').line(6, 5, 'w', 'door').build();
    const r = resolveBlast(map, { square: { col: 5, row: 5 }, era: 'wwi' }, [at('in', 6, 5), at('out', 5, 5)], new ScriptedDice([...d6(1), ...d6(1), ...d10(9, 9)]));
    expect(r.men.map((m) => m.wounds)).toEqual([1, 1]);
  });
  it('Case 11.44: grenades are impartial — friendly men in the blast are hit too', () => {
    const men = [at('us-1', 5, 5), at('them-1', 5, 6)];
    const r = resolveBlast(open(), { square: { col: 5, row: 5 }, era: 'wwii' }, men, new ScriptedDice([...d6(3), ...d6(4), ...d10(9, 9)]));
    expect(r.men.map((m) => m.wounds)).toEqual([3, 4]);
  });
});

describe('Case 11.84 Grenade Damage Table', () => {
  it('Section 11.0 procedure: buildings Closed, trenches and bunkers Vented, all else Open', () => {
    const map = new LosMapBuilder(4, 1).field(1, 1, 'building').field(2, 1, 'trench').field(3, 1, 'bunker').build();
    expect(blastDice(map, { col: 1, row: 1 }, 'modern')).toMatchObject({ kind: 'closed', code: '2D6+2' });
    expect(blastDice(map, { col: 2, row: 1 }, 'wwi')).toMatchObject({ kind: 'vented', code: '1D10-1' });
    expect(blastDice(map, { col: 3, row: 1 }, 'wwii')).toMatchObject({ kind: 'vented', code: '1D10' });
    expect(blastDice(map, { col: 4, row: 1 }, 'wwii')).toMatchObject({ kind: 'open', code: '1D6' });
  });
});

describe('Case 11.4 kill chance: cumulative 2% per man in the blast radius', () => {
  const six = [at('a', 4, 4), at('b', 5, 4), at('c', 6, 4), at('d', 4, 5), at('e', 5, 5), at('f', 6, 5)];
  it('the procedure’s example: six men in the blast radius — on 12 or less one of them is killed', () => {
    expect(blastKillChance(6).final).toBe(12);
    const killed = resolveBlast(open(), { square: { col: 5, row: 5 }, era: 'wwii' }, six, new ScriptedDice([...d6(1, 1, 1, 1, 1, 1), ...d10(1, 2), ...d6(4)]));
    expect(killed.killedId).toBe('d');
    expect(killed.men.filter((m) => m.killed).map((m) => m.id)).toEqual(['d']);
    const spared = resolveBlast(open(), { square: { col: 5, row: 5 }, era: 'wwii' }, six, new ScriptedDice([...d6(1, 1, 1, 1, 1, 1), ...d10(1, 3)]));
    expect(spared.killedId).toBeUndefined();
  });
  it('the man is chosen randomly, re-rolling a number above the count', () => {
    const three = six.slice(0, 3);
    const dice = new ScriptedDice([...d6(2, 2, 2), ...d10(0, 1), ...d6(5, 3)]);
    const r = resolveBlast(open(), { square: { col: 5, row: 5 }, era: 'wwii' }, three, dice);
    expect(r.killedId).toBe('c');
    expect(r.rolls.at(-2)?.text).toBe('Case 11.4 which man is killed: 1D6 = 5, re-rolled (only 3 men)');
    dice.assertAllUsed();
  });
  it('shielded men do not count', () => {
    const map = new LosMapBuilder(10, 10).line(6, 5, 'w', 'wall').build();
    const r = resolveBlast(map, { square: { col: 5, row: 5 }, era: 'wwii' }, [at('a', 5, 5), at('b', 6, 5)], new ScriptedDice([...d6(2), ...d10(5, 0)]));
    expect(r.killChance.final).toBe(2);
  });
});

describe('property (Case 11.42): every man hit in the open takes at least one Wound Point', () => {
  it('any era, any men, any dice', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('wwi' as const, 'wwii' as const, 'modern' as const),
        fc.array(fc.record({ c: fc.integer({ min: 1, max: 10 }), r: fc.integer({ min: 1, max: 10 }), prone: fc.boolean() }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (era, ms, seed) => {
          const men = ms.map((m, i) => at(`m${i}`, m.c, m.r, m.prone ? 'prone' : 'erect'));
          const r = resolveBlast(open(), { square: { col: 5, row: 5 }, era }, men, SeededDice.fromSeed(seed));
          for (const m of r.men) {
            const near = Math.max(Math.abs(men.find((x) => x.id === m.id)!.square.col - 5), Math.abs(men.find((x) => x.id === m.id)!.square.row - 5)) <= 1;
            expect(m.exposure.affected).toBe(near);
            if (near) expect(m.wounds).toBeGreaterThanOrEqual(1);
            else expect(m.wounds).toBe(0);
          }
          expect(r.killChance.final).toBe(Math.min(100, 2 * r.men.filter((m) => m.exposure.affected).length));
        },
      ),
    );
  });
});
