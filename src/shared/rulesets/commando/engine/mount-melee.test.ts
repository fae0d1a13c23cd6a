import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { CommandOf } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { sequenceOf } from '../model/state';
import type { ManSpec } from '../test-support/engine-game';
import { mountGame } from '../test-support/mount-game';
import { evolve } from './dispatch';
import { combatSquares, decideMeleeResolve } from './melee-phase';
import { meleeHorses } from './mount-melee';
import { HAND_TO_HAND_PHASE } from './turn-sequence';

const MEN: ManSpec[] = [
  { id: 'a1', side: 'a', col: 10, row: 10 },
  { id: 'b1', side: 'b', col: 20, row: 20 },
];
const HORSE = 'mount-1';
const SQ = { col: 10, row: 10 };

/** a1 rides mount-1 in b1's square, armed with a rifle and a saber, in the Hand-to-Hand Combat Phase. */
function melee(ridden = true): GameState {
  const s = mountGame(MEN, [{ side: 'a', kind: 'horse', col: 10, row: 10 }]);
  const horse = s.men[HORSE]!;
  return {
    ...s,
    phase: HAND_TO_HAND_PHASE,
    men: {
      ...s.men,
      a1: { ...s.men['a1']!, weapons: ['rifle', 'saber'] },
      // b1 has run into the horseman's square (set-up refuses a mount there, Case 19.24).
      b1: { ...s.men['b1']!, square: SQ, weapons: ['combat-knife'] },
      [HORSE]: { ...horse, mount: { ...horse.mount!, ...(ridden ? { riderId: 'a1' } : {}) } },
    },
  };
}
const resolve = (s: GameState, cmd: CommandOf<'melee/resolve'>) => decideMeleeResolve(s, cmd, SeededDice.fromSeed(19));
const grapple = (from: string, at: string): CommandOf<'melee/resolve'> => ({ type: 'melee/resolve', combats: [{ square: SQ, rounds: [{ men: { [from]: { grapple: at } } }] }] });
const resolved = (events: GameEvent[]) => {
  const e = events.find((x) => x.type === 'melee-resolved');
  if (e?.type !== 'melee-resolved') throw new Error('no melee-resolved');
  return e;
};

describe('Section 19.4 Horses in the Hand-to-Hand Combat Phase (engine/mount-melee.ts)', () => {
  it('Cases 19.41, 19.46: a mount is no fighter of Table 12.93 — the combat holds the rider and the Enemy man only', () => {
    expect(combatSquares(melee()).map((c) => c.men.map((m) => m.id).sort())).toEqual([['a1', 'b1']]);
    const r = resolve(melee(), { type: 'melee/resolve', combats: [] });
    if (!r.ok) throw new Error(r.error.message);
    expect(resolved(r.value).men.map((m) => m.id)).not.toContain(HORSE);
  });

  it('Cases 19.41, 19.47: the Phase gives the horse its blows on Table 19.49, dice on the event, and folds its charge and Task Points', () => {
    const s = melee();
    const r = resolve(s, { type: 'melee/resolve', combats: [] });
    if (!r.ok) throw new Error(r.error.message);
    const e = resolved(r.value);
    expect(e.horses?.map((h) => [h.id, h.charged, h.taskPointsLost])).toEqual([[HORSE, true, 100]]);
    expect(e.dice?.filter((d) => d.purpose.startsWith('Case 19.41 round 1')).length).toBeGreaterThan(0);
    // Seed 19: b1's knife wounds a1, then the charging horse's 1D100 = 22 is within 25% to kill.
    expect(e.log).toContain('1010 round 1: Case 19.41: mount-1 (Charging Horse, Table 19.49) strikes b1: 1D100 = 22 against 25% to kill: b1 is killed (Section 19.0 Procedure).');
    expect(e.men.find((m) => m.id === 'b1')?.condition).toBe('dead');
    const after = r.value.reduce(evolve, s);
    expect(after.men[HORSE]!.mount?.charged).toEqual({ turn: s.turn });
    // The next Game-Turn (b1 standing again for the test), still in the combat and unmoved, its first blow rears (Section 19.0 Procedure).
    const next: GameState = { ...after, men: { ...after.men, b1: s.men['b1']! }, turn: s.turn + 1, sequence: { ...sequenceOf(after), men: {} } };
    expect(meleeHorses(next, combatSquares(next)[0]!.men).map((h) => h.blows.map((b) => b.line))).toEqual([['rearing', 'rearing']]);
    expect(meleeHorses(s, combatSquares(s)[0]!.men).map((h) => h.blows.map((b) => b.line))).toEqual([['charging', 'rearing']]);
  });

  it('Case 19.43: with horses on both sides, each strikes the opposing horse; Case 19.46: a camel strikes none', () => {
    const s = melee();
    const horseB = { ...s.men[HORSE]!, id: 'mount-2', side: 'b', mount: { kind: 'horse' as const, riderId: 'b1' } };
    const both: GameState = { ...s, men: { ...s.men, 'mount-2': horseB } };
    expect(meleeHorses(both, combatSquares(both)[0]!.men).map((h) => [h.id, h.blows.map((b) => `${b.line}/${b.against}`)])).toEqual([
      [HORSE, ['charging/horse', 'horse-vs-horse/horse']],
      ['mount-2', ['charging/horse', 'horse-vs-horse/horse']],
    ]);
    const camel: GameState = { ...s, men: { ...s.men, [HORSE]: { ...s.men[HORSE]!, mount: { ...s.men[HORSE]!.mount!, kind: 'camel' } } } };
    expect(meleeHorses(camel, combatSquares(camel)[0]!.men)).toEqual([]);
  });

  it('Case 19.42: a rider may not grapple, nor be grappled', () => {
    for (const [from, at] of [['b1', 'a1'], ['a1', 'b1']] as const) {
      const r = resolve(melee(), grapple(from, at));
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'mount/no-grapple', caseRef: 'Case 19.42' });
    }
    // Dismounted, the same man grapples as any other (Case 12.4).
    expect(resolve(melee(false), grapple('b1', 'a1')).ok).toBe(true);
  });

  it('Case 19.42 with Case 32.31: a guard dog grapples every round as a panicked man, but never the rider; it goes for a man afoot', () => {
    const s = melee();
    // b1 stays away; b's released dog stands in the horseman's square instead (Case 32.31, ruling GD8: it always grapples).
    const dog = { ...s.men['b1']!, id: 'dog-1', name: 'Dog 1', square: SQ, weapons: ['dog'], dog: { handlerId: 'b1', released: true, scented: ['a1'] } };
    const alone: GameState = { ...s, men: { ...s.men, b1: { ...s.men['b1']!, square: { col: 20, row: 20 } }, 'dog-1': dog } };
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const r = decideMeleeResolve(alone, { type: 'melee/resolve', combats: [] }, SeededDice.fromSeed(seed));
      if (!r.ok) throw new Error(r.error.message);
      const e = resolved(r.value);
      expect(Object.values(e.grapples).flat(), `seed ${seed}`).toEqual([]);
      expect(e.log.filter((l) => /grapple/i.test(l) && l.includes('a1')), `seed ${seed}`).toEqual([]);
    }
    // A man of a's side afoot in the square is the one the dog tries to grapple (Case 12.42: 1D6, a 6 succeeds).
    const a2 = { ...s.men['a1']!, id: 'a2', name: 'a2', square: SQ, weapons: ['rifle'] };
    const two: GameState = { ...alone, men: { ...alone.men, a2 } };
    const r = decideMeleeResolve(two, { type: 'melee/resolve', combats: [] }, SeededDice.fromSeed(3));
    if (!r.ok) throw new Error(r.error.message);
    const dice = r.value.flatMap((x) => ('dice' in x && Array.isArray(x.dice) ? x.dice : [])) as { purpose: string }[];
    const tries = dice.filter((d) => d.purpose.startsWith('Case 12.42'));
    expect(tries.length).toBeGreaterThan(0);
    expect(tries.every((d) => d.purpose.includes('dog-1 grapples the evading a2'))).toBe(true);
  });

  it('Case 19.44: from horseback a man fights with his saber, not his rifle; dismounted the rifle is his club', () => {
    const mounted = resolve(melee(), { type: 'melee/resolve', combats: [] });
    if (!mounted.ok) throw new Error(mounted.error.message);
    const a1 = resolved(mounted.value).men.find((m) => m.id === 'a1');
    expect(a1?.weapon).toBe('saber');
    const afoot = resolve(melee(false), { type: 'melee/resolve', combats: [] });
    if (!afoot.ok) throw new Error(afoot.error.message);
    expect(resolved(afoot.value).men.find((m) => m.id === 'a1')?.weapon).toBe('carbine-rifle');
  });

  it('Case 19.44: a rider may not draw a weapon he cannot use from horseback', () => {
    const s = melee();
    const withKnife: GameState = { ...s, men: { ...s.men, a1: { ...s.men['a1']!, weapons: ['saber', 'bayonet'] } } };
    const r = resolve(withKnife, { type: 'melee/resolve', combats: [{ square: SQ, rounds: [{ men: { a1: { action: { kind: 'draw', weapon: 'bayonet' } } } }] }] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'mount/horseback-weapon', caseRef: 'Case 19.44' });
  });
});
