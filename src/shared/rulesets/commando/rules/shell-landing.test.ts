import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { landShell, shellHitChance } from './shell-landing';
import { LosMapBuilder } from './test-support/los-maps';

const map = () => new LosMapBuilder(20, 20).build();
const art = (observedTurns: number) => shellHitChance({ kind: 'artillery', observedTurns });

describe('Case 28.13 / 23.91: the chance a shell hits its target square', () => {
  it('Case 28.13: artillery has a base 15%', () => {
    expect(art(0).final).toBe(15);
    expect(art(0).steps[0]).toMatchObject({ caseRef: 'Case 23.91; Case 28.13' });
  });
  it('Case 28.23: one Game-Turn of forward observation makes 25%', () => expect(art(1).final).toBe(25));
  it('Case 28.24: cumulative — four Turns make 55% — and never above 75%', () => {
    expect(art(4).final).toBe(55);
    expect(art(9).final).toBe(75);
    expect(art(9).steps.at(-1)).toMatchObject({ kind: 'clamp', caseRef: 'Case 28.24' });
  });
  it('Case 23.91: a tank hits 15% buttoned down, 30% opened up', () => {
    expect(shellHitChance({ kind: 'tank', openedUp: false }).final).toBe(15);
    expect(shellHitChance({ kind: 'tank', openedUp: true }).final).toBe(30);
  });
});

describe('Cases 28.13, 23.92, 28.25: hit or scatter', () => {
  it('1D100 at or under the chance hits the target square', () => {
    const r = landShell(map(), { col: 10, row: 10 }, art(0), new ScriptedDice(d10(1, 5)));
    expect(r).toMatchObject({ hit: true, landing: { col: 10, row: 10 } });
    expect(r.scatter).toBeUndefined();
  });
  it('Case 28.13: a miss scatters 1D10 squares in the Scatter Diagram direction', () => {
    // 1D100 = 16 misses 15%; direction 3 (east); 1D10 = 7.
    const r = landShell(map(), { col: 10, row: 10 }, art(0), new ScriptedDice([...d10(1, 6), ...d10(3), ...d10(7)]));
    expect(r).toMatchObject({ hit: false, scatter: { direction: 'e', distance: 7, die: '1D10' }, landing: { col: 17, row: 10 } });
    expect(r.rolls.map((x) => x.caseRef)).toEqual(['Case 23.91', 'Case 23.92', 'Case 23.92']);
  });
  it('Case 28.13: shells scatter "through" walls', () => {
    const m = new LosMapBuilder(20, 20);
    for (let row = 1; row <= 20; row++) m.line(12, row, 'w', 'wall');
    const r = landShell(m.build(), { col: 10, row: 10 }, art(0), new ScriptedDice([...d10(5, 0), ...d10(3), ...d10(5)]));
    expect(r.landing).toEqual({ col: 15, row: 10 });
  });
  it('Case 28.25: at 45% or more a miss scatters 1D6', () => {
    const r = landShell(map(), { col: 10, row: 10 }, art(3), new ScriptedDice([...d10(9, 9), ...d10(5), ...d6(2)]));
    expect(r).toMatchObject({ hit: false, scatter: { direction: 's', distance: 2, die: '1D6' }, landing: { col: 10, row: 12 } });
    expect(r.rolls.at(-1)?.caseRef).toBe('Case 28.25');
  });
  it('ruling AR3: the map edge stops the scatter on its last square', () => {
    const r = landShell(map(), { col: 3, row: 10 }, art(0), new ScriptedDice([...d10(9, 9), ...d10(7), ...d10(0)]));
    expect(r).toMatchObject({ landing: { col: 1, row: 10 }, scatter: { stoppedAtEdge: true } });
  });
  it('re-rolls 9 and 0 for the direction (Scatter Diagram)', () => {
    const r = landShell(map(), { col: 10, row: 10 }, art(0), new ScriptedDice([...d10(9, 9), ...d10(9), ...d10(0), ...d10(1), ...d10(1)]));
    expect(r.landing).toEqual({ col: 10, row: 9 });
  });
});
