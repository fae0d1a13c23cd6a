/** Section 25.0 Satchel Charges, pure (rules/satchel-charges.ts): range, Table 25.41 with Case 11.82, the scatter, the fuse, Table 25.42. */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { SATCHEL_ACCURACY, SATCHEL_DAMAGE } from '../tables/antitank';
import { fuseError, resolveSatchelBlast, satchelChance, satchelThrowError, scatterSatchel, type SatchelThrower } from './satchel-charges';
import { LosMapBuilder } from './test-support/los-maps';

const open = () => new LosMapBuilder(20, 20).build();
const erect: SatchelThrower = { square: { col: 5, row: 10 }, posture: 'erect' };
const at = (id: string, col: number, row: number) => ({ id, square: { col, row }, posture: 'erect' as const });

describe('Case 25.1 Preparation and release of satchel charges', () => {
  it('Case 25.12: at most 7 squares; a prone man only 1', () => {
    expect(satchelThrowError(open(), erect, { col: 12, row: 10 })).toBeUndefined();
    expect(satchelThrowError(open(), erect, { col: 13, row: 10 })).toMatchObject({ code: 'satchel/out-of-range', caseRef: 'Case 25.12' });
    const prone: SatchelThrower = { ...erect, posture: 'prone' };
    expect(satchelThrowError(open(), prone, { col: 6, row: 11 })).toBeUndefined();
    expect(satchelThrowError(open(), prone, { col: 7, row: 10 })).toMatchObject({ code: 'satchel/out-of-range' });
  });

  it('Case 25.12: thrown as a grenade is, never through a wall (Case 11.22); into his own square he drops it (Case 25.15, ruling SC4)', () => {
    const walled = new LosMapBuilder(20, 20).line(7, 10, 'w', 'wall').build();
    expect(satchelThrowError(walled, erect, { col: 8, row: 10 })).toMatchObject({ code: 'satchel/through-wall', caseRef: 'Case 11.22' });
    expect(satchelThrowError(open(), erect, erect.square)).toMatchObject({ code: 'satchel/own-square', caseRef: 'Case 25.15' });
  });

  it('Case 25.13: Table 25.41 gives the base chance at each range', () => {
    const chances = [1, 2, 3, 4, 5, 6, 7].map((r) => satchelChance(open(), erect, { col: 5 + r, row: 10 })!.final);
    expect(chances).toEqual(Object.values(SATCHEL_ACCURACY).map((b) => b.chance.value));
    expect(chances).toEqual([90, 70, 60, 50, 40, 25, 13]);
    expect(satchelChance(open(), erect, { col: 13, row: 10 })).toBeUndefined();
  });

  it('Case 25.13: the Grenade Accuracy Modifiers Table (11.82) modifies it: prone ×.5, rough −5, severely wounded ×.5, no LOS ×.5', () => {
    const prone = satchelChance(open(), { ...erect, posture: 'prone' }, { col: 6, row: 10 })!;
    expect(prone.final).toBe(45);
    expect(prone.steps.map((s) => s.caseRef)).toEqual(expect.arrayContaining(['Case 25.41', 'Case 11.82']));
    const rough = new LosMapBuilder(20, 20).field(7, 10, 'rough').build();
    expect(satchelChance(rough, erect, { col: 7, row: 10 })!.final).toBe(65);
    expect(satchelChance(open(), { ...erect, severelyWounded: true }, { col: 7, row: 10 })!.final).toBe(35);
    expect(satchelChance(open(), erect, { col: 7, row: 10 }, { lineOfSight: false })!.final).toBe(35);
  });

  it('Case 25.14: a scattering satchel charge scatters one square, never further, and rolls no distance die', () => {
    // Scatter Diagram 9 is re-rolled; then 1 (N): one square north of the target, and nothing else is asked.
    const dice = new ScriptedDice([...d10(9), ...d10(1)]);
    const s = scatterSatchel(open(), erect.square, { col: 8, row: 10 }, dice);
    expect(s.distance).toBe(1);
    expect(Math.max(Math.abs(s.landing.col - 8), Math.abs(s.landing.row - 10))).toBe(1);
    expect(dice.requests).toHaveLength(2);
    expect(s.rolls.map((r) => r.code)).toEqual(['1D10', '1D10']);
  });
});

describe('Case 25.2 Fuse time and detonation', () => {
  it('Case 25.21: the fuse is set for this Game-Turn or a later one; Case 25.22: never more than 3 Game-Turns', () => {
    expect(fuseError(4, 4)).toBeUndefined();
    expect(fuseError(4, 7)).toBeUndefined();
    expect(fuseError(4, 8)).toMatchObject({ code: 'satchel/fuse-too-long', caseRef: 'Case 25.22' });
    expect(fuseError(4, 3)).toMatchObject({ code: 'satchel/fuse-past', caseRef: 'Case 25.21' });
  });

  it('Case 25.24: every man in its square and the eight around it suffers Table 25.42 (Open 1D6−2), at least one Wound Point; no kill roll (ruling SC6)', () => {
    const men = [at('in', 8, 10), at('beside', 9, 11), at('far', 10, 10)];
    // Only two dice are asked: 1D6 = 6 → 4, 1D6 = 1 → −1, raised to 1. A third request would throw.
    const r = resolveSatchelBlast(open(), { col: 8, row: 10 }, men, new ScriptedDice([...d6(6), ...d6(1)]));
    expect(r).toMatchObject({ kind: 'open', code: SATCHEL_DAMAGE.open.value });
    expect(r.men.map((m) => [m.id, m.exposure.affected, m.wounds])).toEqual([
      ['in', true, 4],
      ['beside', true, 1],
      ['far', false, 0],
    ]);
    expect(r.men[1]!.breakdown!.steps.at(-1)).toMatchObject({ caseRef: 'Case 25.42' });
  });

  it('Case 25.24 with Case 11.43: Vented and Closed squares roll 1D10 and 1D10+1; a wall shields as from a grenade', () => {
    const map = new LosMapBuilder(20, 20).field(8, 10, 'building').field(9, 10, 'building').field(5, 5, 'trench').line(8, 11, 'n', 'wall').build();
    const closed = resolveSatchelBlast(map, { col: 8, row: 10 }, [at('in', 8, 10), at('next-room', 9, 10), at('outside', 8, 11)], new ScriptedDice([...d10(7), ...d10(2)]));
    expect(closed).toMatchObject({ kind: 'closed', code: '1D10+1' });
    expect(closed.men.map((m) => m.wounds)).toEqual([8, 3, 0]);
    const vented = resolveSatchelBlast(map, { col: 5, row: 5 }, [at('t', 5, 5)], new ScriptedDice(d10(4)));
    expect(vented).toMatchObject({ kind: 'vented', code: '1D10' });
    expect(vented.men[0]!.wounds).toBe(4);
  });
});
