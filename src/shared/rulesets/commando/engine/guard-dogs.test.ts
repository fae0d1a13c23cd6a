import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import type { GameState } from '../model/state';
import { SETUP_PHASE } from './setup-commands';
import { engineGame, Table, withReadings, type ManSpec } from '../test-support/engine-game';
import { dogGame, dogTable, passTo } from '../test-support/dog-game';
import { checkAndRoutine } from './panic-step';
import { remainingTaskPoints } from './task-points';
import { combatSquares } from './melee-phase';
import { decideMeleeResolve } from './melee-phase';
import { dogDuty } from './guard-dogs';
import { isLegal } from './legal-actions';

const sq = (col: number, row: number) => ({ col, row });
const DOG = 'dog-1';

// Side b owns the dogs: handler b1 in 1010, alternate b2 in 1011; the dog in 1110. Side a is the Enemy.
const MEN: ManSpec[] = [
  { id: 'b1', side: 'b', col: 10, row: 10 },
  { id: 'b2', side: 'b', col: 10, row: 11 },
  { id: 'a1', side: 'a', col: 25, row: 10 },
  { id: 'a2', side: 'a', col: 11, row: 25 },
];

const base = (men: ManSpec[] = MEN, wind: 'e' | 'w' = 'e'): GameState => dogGame(men, [{ col: 11, row: 10 }], wind);
const withDog = (s: GameState, patch: Partial<NonNullable<GameState['men'][string]['dog']>>): GameState => ({
  ...s,
  men: { ...s.men, [DOG]: { ...s.men[DOG]!, dog: { ...s.men[DOG]!.dog!, ...patch } } },
});
const kill = (s: GameState, id: string): GameState => ({ ...s, men: { ...s.men, [id]: { ...s.men[id]!, wounds: 20, condition: 'dead' } } });

describe('Section 32.0 Guard Dogs: General Rule', () => {
  it('Section 32.0 General Rule: a dog has 60 Task Points and 10 Wound Points (ruling GD3) and bites with the Dog row', () => {
    const t = dogTable(base());
    t.run({ type: 'task/begin', manId: DOG });
    expect(remainingTaskPoints(t.state, DOG)).toBe(60);
    expect(t.state.men[DOG]).toMatchObject({ endurance: 10, weapons: ['dog'], side: 'b', square: sq(11, 10) });
  });

  it('Section 32.0 General Rule: the only task a guard dog can perform is movement', () => {
    const t = dogTable(base());
    t.run({ type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/reload', manId: DOG })).toMatchObject({ code: 'dog/task', caseRef: 'Case 32.0' });
    expect(t.refuse({ type: 'task/prepare-grenade', manId: DOG, grenade: 'fragmentation' })).toMatchObject({ code: 'dog/task' });
    t.run({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10)] });
  });

  it('Section 32.0 General Rule: non-released dogs may fall prone, released dogs only stand erect', () => {
    const t = dogTable(base());
    t.run({ type: 'task/begin', manId: DOG });
    expect(isLegal(t.state, { type: 'task/fall-prone', manId: DOG, goOn: true })).toBe(true);
    t.state = withDog(t.state, { released: true, scented: ['a1'] });
    expect(t.refuse({ type: 'task/fall-prone', manId: DOG, goOn: true })).toMatchObject({ code: 'dog/released-erect' });
  });

  it('Section 32.0 General Rule: guard dogs never check for panic', () => {
    const s = base();
    expect(checkAndRoutine(s, s.men[DOG]!, 'first-task', new ScriptedDice([])).events).toEqual([]);
  });
});

describe('Section 32.1 Release of Dogs', () => {
  it('Case 32.11: one handler per side; all dogs begin within six squares of him; not in an Enemy square', () => {
    const g = engineGame(MEN, { observationRange: 3 });
    const s0 = withReadings(g, []);
    const s: GameState = { ...s0, phase: SETUP_PHASE, scenario: { ...s0.scenario!, optionalRules: ['32'], started: false }, guardDogs: { whistles: [], nextNumber: 1 } };
    const t = new Table(s, new ScriptedDice(d10(9, 3)));
    t.run({ type: 'setup/place-dog', side: 'b', square: sq(16, 10), handlerId: 'b1' });
    expect(t.state.guardDogs?.windFrom).toBe('e');
    expect(t.refuse({ type: 'setup/place-dog', side: 'b', square: sq(17, 10), handlerId: 'b1' })).toMatchObject({ code: 'dog/leash', caseRef: 'Case 32.11' });
    expect(t.refuse({ type: 'setup/place-dog', side: 'b', square: sq(10, 12), handlerId: 'b2' })).toMatchObject({ code: 'dog/one-handler' });
    expect(t.refuse({ type: 'setup/place-dog', side: 'b', square: sq(10, 12), handlerId: 'a1' })).toMatchObject({ code: 'dog/handler-not-own' });
  });

  it('Case 32.11: until released the dog stays within six squares of its handler, and he of it', () => {
    const t = dogTable(base());
    t.run({ type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10), sq(13, 10), sq(14, 10), sq(15, 10), sq(16, 10), sq(17, 10)] })).toMatchObject({ code: 'dog/leash' });
    t.run({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10), sq(13, 10), sq(14, 10), sq(15, 10), sq(16, 10)] }, { type: 'task/end', manId: DOG });
    t.run({ type: 'side/pass', side: 'a' }, { type: 'task/begin', manId: 'b1' });
    expect(t.refuse({ type: 'task/move', manId: 'b1', route: [sq(10, 10), sq(9, 10)] })).toMatchObject({ code: 'dog/leash', caseRef: 'Case 32.11' });
  });

  it('Case 32.11: dogs may not engage in hand-to-hand combat until released', () => {
    const t = dogTable(base([...MEN, { id: 'a3', side: 'a', col: 12, row: 10 }]));
    t.run({ type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10)] })).toMatchObject({ code: 'dog/not-released', caseRef: 'Case 32.11' });
  });

  it('Case 32.12: the wind is rolled before the game begins: 1D10, 9s and 10s re-rolled, on the Scatter Diagram', () => {
    const g = withReadings(engineGame(MEN), []);
    const s: GameState = { ...g, phase: SETUP_PHASE, scenario: { ...g.scenario!, optionalRules: ['32'], started: false }, guardDogs: { whistles: [], nextNumber: 1 } };
    const t = new Table(s, new ScriptedDice(d10(10, 9, 7)));
    const events = t.run({ type: 'setup/place-dog', side: 'b', square: sq(11, 10), handlerId: 'b1' });
    expect(events[0]).toMatchObject({ type: 'dog-wind-rolled', from: 'w', rolls: [10, 9, 7], caseRef: 'Case 32.12' });
    // Only once: the second dog rolls nothing.
    expect(t.run({ type: 'setup/place-dog', side: 'b', square: sq(12, 10), handlerId: 'b1' }).map((e) => e.type)).toEqual(['dog-placed']);
  });

  it('Case 32.12: dogs may only be released when they have scented the Enemy', () => {
    const t = dogTable(base());
    expect(t.refuse({ type: 'dog/release', dogId: DOG })).toMatchObject({ code: 'dog/not-scented', caseRef: 'Case 32.12' });
    t.state = withDog(t.state, { scented: ['a1'] });
    t.run({ type: 'dog/release', dogId: DOG });
    expect(t.state.men[DOG]?.dog?.released).toBe(true);
  });

  it('Case 32.13: at the end of every fifth Game-Turn 1D6; on 1 or 2 the wind is re-rolled', () => {
    const five = { ...base(), turn: 5 };
    const t = dogTable(five, d6(2).concat(d10(1)));
    passTo(t, 'bookkeeping');
    expect(t.events.find((e) => e.type === 'dog-wind-checked')).toMatchObject({ change: 2, from: 'n', rolls: [1], caseRef: 'Case 32.13' });
    expect(t.state.guardDogs?.windFrom).toBe('n');
    const four = dogTable({ ...base(), turn: 4 });
    passTo(four, 'bookkeeping');
    expect(four.events.some((e) => e.type === 'dog-wind-checked')).toBe(false);
  });

  it('Case 32.14: in the Bookkeeping Phase a line downwind from an Enemy man within ten squares of the dog scents him', () => {
    // Wind from the east: a1 (1425 squares east) is upwind, his line runs west over the dog; a2's line runs west far south of it.
    const t = dogTable(base());
    passTo(t, 'bookkeeping');
    expect(t.state.men[DOG]?.dog?.scented).toEqual(['a1']);
    // Wind from the west: a1's line runs away east; nobody is scented.
    const w = dogTable(base(MEN, 'w'));
    passTo(w, 'bookkeeping');
    expect(w.state.men[DOG]?.dog?.scented).toEqual([]);
  });

  it('Case 32.14: an Enemy man who comes within ten squares of a dog is scented at once', () => {
    const t = dogTable(base(), [], 'a');
    t.run({ type: 'task/begin', manId: 'a2' }, { type: 'task/move', manId: 'a2', route: [sq(11, 25), sq(11, 24), sq(11, 23), sq(11, 22), sq(11, 21), sq(11, 20)] });
    expect(t.events.some((e) => e.type === 'dog-scented' && e.scented.includes('a2'))).toBe(true);
    expect(t.state.men[DOG]?.dog?.scented).toContain('a2');
  });

  it('Case 32.15: the handler may lead a non-released dog toward an Enemy man it has not scented', () => {
    const t = dogTable(base());
    t.run({ type: 'task/begin', manId: DOG }, { type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10), sq(13, 10)] }, { type: 'task/end', manId: DOG });
    t.run({ type: 'side/pass', side: 'a' }, { type: 'task/begin', manId: 'b1' }, { type: 'task/move', manId: 'b1', route: [sq(10, 10), sq(11, 10), sq(12, 10)] });
    expect(t.state.men.b1?.square).toEqual(sq(12, 10));
  });

  it('Case 32.16: a released dog moves by the shortest, most direct path toward a scented Enemy man (ruling GD2)', () => {
    const t = dogTable(withDog(base(), { scented: ['a1'] }));
    t.run({ type: 'dog/release', dogId: DOG }, { type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(11, 11)] })).toMatchObject({ code: 'dog/direct-path', caseRef: 'Case 32.16' });
    t.run({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10), sq(13, 10), sq(14, 10)] });
    expect(t.state.men[DOG]?.square).toEqual(sq(14, 10));
  });
});

describe('Section 32.2 Death of a Handler', () => {
  it('Case 32.21: with the handler killed, a dog goes for the nearest Enemy man it has scented', () => {
    const s = kill(withDog(base([...MEN, { id: 'a3', side: 'a', col: 11, row: 18 }]), { scented: ['a1', 'a3'] }), 'b1');
    expect(dogDuty(s, s.men[DOG]!)).toEqual({ kind: 'toward', targets: [sq(11, 18)], caseRef: 'Case 32.21' });
    const t = dogTable(s);
    t.run({ type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10)] })).toMatchObject({ code: 'dog/direct-path', caseRef: 'Case 32.21' });
    t.run({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(11, 11)] });
  });

  it('Case 32.21: the alternate handler blows the whistle two consecutive Game-Turns without moving (35 Task Points) and becomes the handler', () => {
    const s = kill(withDog(base(), { scented: ['a1'] }), 'b1');
    const t = dogTable(s, d10(2, 7));
    t.run({ type: 'task/begin', manId: 'b2' }, { type: 'task/blow-whistle', manId: 'b2' });
    expect(remainingTaskPoints(t.state, 'b2')).toBe(15);
    expect(t.refuse({ type: 'task/move', manId: 'b2', route: [sq(10, 11), sq(10, 12)] })).toMatchObject({ code: 'dog/whistling' });
    passTo(t, 'game-turn-record');
    expect(t.state.men[DOG]?.dog?.handlerId).toBe('b1');
    passTo(t, 'non-prepared-task-execution');
    t.run({ type: 'task/begin', manId: 'b2' }, { type: 'task/blow-whistle', manId: 'b2' });
    passTo(t, 'game-turn-record');
    expect(t.events.find((e) => e.type === 'dog-handler-changed')).toMatchObject({ dogIds: [DOG], handlerId: 'b2' });
    expect(t.state.men[DOG]?.dog).toMatchObject({ handlerId: 'b2', released: false });
  });

  it('Case 32.21: only the alternate handler, and only once the handler is lost', () => {
    const t = dogTable(base());
    t.run({ type: 'task/begin', manId: 'b2' });
    expect(t.refuse({ type: 'task/blow-whistle', manId: 'b2' })).toMatchObject({ code: 'dog/handler-alive' });
  });

  it('Case 32.22: while a dog whistle is blowing, dogs will not attack', () => {
    const s = kill(withDog(base([...MEN, { id: 'a3', side: 'a', col: 11, row: 11 }]), { scented: ['a3'] }), 'b1');
    const t = dogTable(s);
    t.run({ type: 'task/begin', manId: 'b2' }, { type: 'task/blow-whistle', manId: 'b2' }, { type: 'task/end', manId: 'b2' });
    t.run({ type: 'side/pass', side: 'a' }, { type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(11, 11)] })).toMatchObject({ code: 'dog/whistle-blowing', caseRef: 'Case 32.22' });
  });

  it('Case 32.23: a dog that has scented no Enemy after its handler is killed moves as if panicked with a "Move" result', () => {
    const s = kill(base(), 'b1');
    const t = dogTable(s, d10(5, 5, 5, 5, 5, 5));
    t.run({ type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10)] })).toMatchObject({ code: 'dog/loose', caseRef: 'Case 32.23' });
    const events = t.run({ type: 'task/dog-panic-move', manId: DOG });
    expect(events.some((e) => e.type === 'man-moved' && e.manId === DOG)).toBe(true);
  });
});

describe('Section 32.3 Dogs in Hand-to-Hand Combat', () => {
  it('Case 32.31: never more than two Friendly dogs and/or men in the same square', () => {
    const g = withReadings(engineGame(MEN), []);
    const s: GameState = { ...g, phase: SETUP_PHASE, scenario: { ...g.scenario!, optionalRules: ['32'], started: false }, guardDogs: { whistles: [], nextNumber: 1, windFrom: 'e' } };
    const t = new Table(s, new ScriptedDice([]));
    t.run({ type: 'setup/place-dog', side: 'b', square: sq(10, 10), handlerId: 'b1' });
    expect(t.refuse({ type: 'setup/place-dog', side: 'b', square: sq(10, 10), handlerId: 'b1' })).toMatchObject({ code: 'dog/square-full', caseRef: 'Case 32.31' });
  });

  it('Case 32.31: a released dog in an Enemy man\'s square is in hand-to-hand combat, always grapples, and bites with the Dog row', () => {
    const s = withDog(base([...MEN, { id: 'a3', side: 'a', col: 12, row: 10 }]), { scented: ['a3'] });
    const t = dogTable(s);
    t.run({ type: 'dog/release', dogId: DOG }, { type: 'task/begin', manId: DOG }, { type: 'task/move', manId: DOG, route: [sq(11, 10), sq(12, 10)] });
    expect(t.state.men[DOG]?.square).toEqual(sq(12, 10));
    const after = { ...t.state, phase: 'hand-to-hand' };
    expect(combatSquares(after).map((c) => c.men.map((m) => m.id).sort())).toEqual([['a3', DOG]]);
    const r = decideMeleeResolve(after, { type: 'melee/resolve', combats: [] }, SeededDice.fromSeed(32));
    if (!r.ok) throw new Error(r.error.message);
    const resolved = r.value.find((e) => e.type === 'melee-resolved');
    if (resolved?.type !== 'melee-resolved') throw new Error('no melee-resolved');
    expect(resolved.men.find((m) => m.id === DOG)?.weapon).toBe('dog');
    expect(resolved.grapples['1210']?.some((g) => g.holder === DOG) || resolved.log.some((l) => /dog-1.*grappl/i.test(l))).toBe(true);
  });

  it('Case 32.32: an opponent who withdraws is still scented and the dog must move after him', () => {
    const s = withDog(base([...MEN, { id: 'a3', side: 'a', col: 14, row: 10 }]), { scented: ['a3'], released: true });
    const duty = dogDuty(s, s.men[DOG]!);
    expect(duty).toEqual({ kind: 'toward', targets: [sq(14, 10)], caseRef: 'Case 32.16' });
  });

  it('Case 32.33: once it kills its opponent, the dog moves toward the nearest scented Enemy man (ruling GD6)', () => {
    // a3 lies dead in the dog's square; a1 (14 squares) and a4 (5 squares) are scented: only a4 will do.
    const men = [...MEN, { id: 'a3', side: 'a', col: 20, row: 20 }, { id: 'a4', side: 'a', col: 11, row: 15 }];
    const b = base(men);
    const s = kill(withDog({ ...b, men: { ...b.men, a3: { ...b.men['a3']!, square: sq(11, 10) } } }, { scented: ['a3', 'a1', 'a4'], released: true }), 'a3');
    expect(dogDuty(s, s.men[DOG]!)).toEqual({ kind: 'toward', targets: [sq(11, 15)], caseRef: 'Case 32.33' });
    // Away from the body, Case 32.16's choice again: any scented man.
    const moved = { ...s, men: { ...s.men, [DOG]: { ...s.men[DOG]!, square: sq(11, 11) } } };
    expect(dogDuty(moved, moved.men[DOG]!)).toMatchObject({ caseRef: 'Case 32.16' });
  });

  it('Case 32.34: with no Enemy to scent a released dog goes to its handler and, within six squares, is non-released again', () => {
    const men: ManSpec[] = [MEN[0]!, MEN[1]!, { id: 'a1', side: 'a', col: 29, row: 29 }, MEN[3]!];
    const b = base(men);
    const far = withDog({ ...b, men: { ...b.men, [DOG]: { ...b.men[DOG]!, square: sq(18, 10) } } }, { released: true, scented: [] });
    expect(dogDuty(far, far.men[DOG]!)).toEqual({ kind: 'toward', targets: [sq(10, 10)], caseRef: 'Case 32.34' });
    const t = dogTable(far);
    t.run({ type: 'task/begin', manId: DOG });
    expect(t.refuse({ type: 'task/move', manId: DOG, route: [sq(18, 10), sq(19, 10)] })).toMatchObject({ code: 'dog/direct-path', caseRef: 'Case 32.34' });
    t.run({ type: 'task/move', manId: DOG, route: [sq(18, 10), sq(17, 10), sq(16, 10)] });
    expect(t.events.some((e) => e.type === 'dog-recalled')).toBe(true);
    expect(t.state.men[DOG]?.dog?.released).toBe(false);
  });
});
