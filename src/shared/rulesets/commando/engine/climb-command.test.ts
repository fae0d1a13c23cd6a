/** Section 35.0 Climbing as commands (engine/climb-command.ts), Case by Case. */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { manTurnOf } from '../model/state';
import { Table } from '../test-support/engine-game';
import { climbingGame } from '../test-support/climbing-game';
import { toTaskPhase } from '../test-support/searchlight-game';
import { manLevel } from '../rules/climbing';
import { combatSquares } from './melee-phase';
import { isLegal, legalActions } from './legal-actions';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { createGame } from '../scenarios/setup-game';
import { loadBundled } from '../scenarios/special/test-support/bundled';
import type { GameState } from '../model/state';

const at = (col: number, row: number) => ({ col, row });
/** Side a acts first (7 against 2) in the Non-Prepared Task Execution Phase; a1 begins. */
function table(men: Parameters<typeof climbingGame>[0], optionalRules?: readonly string[]): Table {
  const t = new Table(climbingGame(men, optionalRules ? { optionalRules } : {}), new ScriptedDice(d10(7, 2)));
  toTaskPhase(t);
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const FAR_B = { id: 'b9', side: 'b', col: 20, row: 20 };

describe('Case 35.1 Trees', () => {
  it('Case 35.11: a man in a woods square climbs a tree for a full Game-Turn (50 Task Points); Case 35.12: one level up', () => {
    const t = table([{ id: 'a1', side: 'a', col: 3, row: 3 }, FAR_B]);
    const [e] = t.run({ type: 'task/climb', manId: 'a1', how: 'tree' });
    expect(e).toMatchObject({ type: 'man-climbed', on: 'tree', level: 1, prone: false, caseRef: 'Case 35.11' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(50);
    expect(manLevel(t.state.men['a1']!)).toBe(1);
  });

  it('Case 35.11: not outside woods or forest, and not when severely wounded', () => {
    expect(table([{ id: 'a1', side: 'a', col: 8, row: 8 }, FAR_B]).refuse({ type: 'task/climb', manId: 'a1', how: 'tree' })).toMatchObject({ code: 'climb/no-tree', caseRef: 'Case 35.11' });
    expect(table([{ id: 'a1', side: 'a', col: 3, row: 3, condition: 'seriously-wounded' }, FAR_B]).refuse({ type: 'task/climb', manId: 'a1', how: 'tree' })).toMatchObject({ code: 'climb/severely-wounded' });
  });

  it('Case 35.14: one Friendly man up a woods square tree; a forest tree holds two (Case 7.41); the ground is a level of its own', () => {
    const t = table([{ id: 'a1', side: 'a', col: 3, row: 3 }, { id: 'a2', side: 'a', col: 3, row: 3 }, FAR_B]);
    const up = t.state.men['a2']!;
    t.state = { ...t.state, men: { ...t.state.men, a2: { ...up, aloft: { on: 'tree', level: 1, square: at(3, 3) } } } };
    expect(t.refuse({ type: 'task/climb', manId: 'a1', how: 'tree' })).toMatchObject({ code: 'climb/full', caseRef: 'Case 35.14' });
    const f = table([{ id: 'a1', side: 'a', col: 6, row: 3 }, { id: 'a2', side: 'a', col: 6, row: 3 }, FAR_B]);
    f.state = { ...f.state, men: { ...f.state.men, a2: { ...f.state.men['a2']!, aloft: { on: 'tree', level: 1, square: at(6, 3) } } } };
    f.run({ type: 'task/climb', manId: 'a1', how: 'tree' });
    expect(manLevel(f.state.men['a1']!)).toBe(1);
  });

  it('Case 35.15: hand-to-hand only with a man in the same tree; a man in the tree and an Enemy below do not fight', () => {
    const s = climbingGame([{ id: 'a1', side: 'a', col: 6, row: 3 }, { id: 'b1', side: 'b', col: 6, row: 3 }]);
    expect(combatSquares(s)).toHaveLength(1);
    const treed: typeof s = { ...s, men: { ...s.men, a1: { ...s.men['a1']!, aloft: { on: 'tree' as const, level: 1, square: at(6, 3) } } } };
    expect(combatSquares(treed)).toHaveLength(0);
    const both = { ...treed, men: { ...treed.men, b1: { ...treed.men['b1']!, aloft: { on: 'tree' as const, level: 1, square: at(6, 3) } } } };
    expect(combatSquares(both)).toHaveLength(1);
  });

  it('Case 35.16: he drops from the tree for 20 Task Points, back at ground level', () => {
    const t = table([{ id: 'a1', side: 'a', col: 3, row: 3 }, FAR_B]);
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, aloft: { on: 'tree', level: 1, square: at(3, 3) } } } };
    expect(t.refuse({ type: 'task/climb-down', manId: 'a1', how: 'jump', square: at(3, 2) })).toMatchObject({ code: 'climb/not-on-roof' });
    const [e] = t.run({ type: 'task/climb-down', manId: 'a1', how: 'drop' });
    expect(e).toMatchObject({ type: 'man-climbed-down', how: 'drop', square: at(3, 3), caseRef: 'Case 35.16' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(20);
    expect(manLevel(t.state.men['a1']!)).toBe(0);
  });
});

describe('Case 35.2 Buildings', () => {
  it('Case 35.21: up the ladder to the roof for 25 Task Points and down again for 25; no ladder, no climb', () => {
    const t = table([{ id: 'a1', side: 'a', col: 10, row: 10 }, FAR_B]);
    t.run({ type: 'task/climb', manId: 'a1', how: 'ladder' });
    expect(t.state.men['a1']!.aloft).toEqual({ on: 'roof', level: 1, square: at(10, 10) });
    t.run({ type: 'task/climb-down', manId: 'a1', how: 'ladder' });
    expect(manTurnOf(t.state, 'a1').spent).toBe(50);
    expect(t.state.men['a1']!.aloft).toBeUndefined();
    expect(table([{ id: 'a1', side: 'a', col: 11, row: 11 }, FAR_B]).refuse({ type: 'task/climb', manId: 'a1', how: 'ladder' })).toMatchObject({ code: 'climb/no-ladder', caseRef: 'Case 35.21' });
  });

  it('Case 35.22: on a gabled roof he is prone and must remain so; on a flat roof he may stand', () => {
    const t = table([{ id: 'a1', side: 'a', col: 10, row: 10 }, FAR_B]);
    const [e] = t.run({ type: 'task/climb', manId: 'a1', how: 'ladder' });
    expect(e).toMatchObject({ prone: true });
    expect(t.state.men['a1']!.posture).toBe('prone');
    expect(t.refuse({ type: 'task/stand', manId: 'a1' })).toMatchObject({ code: 'climb/gabled-roof', caseRef: 'Case 35.22' });
    expect(isLegal(t.state, { type: 'task/stand', manId: 'a1' })).toBe(false);
    const f = table([{ id: 'a1', side: 'a', col: 15, row: 10 }, FAR_B]);
    const [g] = f.run({ type: 'task/climb', manId: 'a1', how: 'ladder' });
    expect(g).toMatchObject({ prone: false });
    expect(f.state.men['a1']!.posture).toBe('erect');
  });

  it('Case 35.23: he jumps off the roof to an adjacent square outside the building for 25 Task Points', () => {
    const t = table([{ id: 'a1', side: 'a', col: 10, row: 10 }, FAR_B]);
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, aloft: { on: 'roof', level: 1, square: at(10, 10) } } } };
    expect(t.refuse({ type: 'task/climb-down', manId: 'a1', how: 'jump', square: at(11, 11) })).toMatchObject({ code: 'climb/jump-square', caseRef: 'Case 35.23' });
    expect(t.refuse({ type: 'task/climb-down', manId: 'a1', how: 'jump', square: at(12, 10) })).toMatchObject({ code: 'climb/jump-square' });
    t.run({ type: 'task/climb-down', manId: 'a1', how: 'jump', square: at(9, 9) });
    expect(t.state.men['a1']!.square).toEqual(at(9, 9));
    expect(manTurnOf(t.state, 'a1').spent).toBe(25);
    expect(manLevel(t.state.men['a1']!)).toBe(0);
  });

  it('Case 35.24: with hooks and ropes, from beside and outside a building, onto its roof for 50 Task Points', () => {
    const s = climbingGame([{ id: 'a1', side: 'a', col: 9, row: 11 }, FAR_B], { started: false, phase: 'setup' });
    const setup = new Table(s, new ScriptedDice([]));
    setup.run({ type: 'setup/issue-hooks', manId: 'a1' });
    expect(setup.state.men['a1']!.hooksAndRopes).toBe(true);
    const t = table([{ id: 'a1', side: 'a', col: 9, row: 11 }, { id: 'a2', side: 'a', col: 8, row: 11 }, FAR_B]);
    expect(t.refuse({ type: 'task/climb', manId: 'a1', how: 'hooks', square: at(10, 11) })).toMatchObject({ code: 'climb/no-hooks', caseRef: 'Case 35.24' });
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, hooksAndRopes: true } } };
    expect(t.refuse({ type: 'task/climb', manId: 'a1', how: 'hooks', square: at(11, 11) })).toMatchObject({ code: 'climb/not-adjacent-outside' });
    const [e] = t.run({ type: 'task/climb', manId: 'a1', how: 'hooks', square: at(10, 11) });
    expect(e).toMatchObject({ type: 'man-climbed', how: 'hooks', square: at(10, 11), on: 'roof', caseRef: 'Case 35.24' });
    expect(t.state.men['a1']!.square).toEqual(at(10, 11));
    expect(manTurnOf(t.state, 'a1').spent).toBe(50);
  });

  it('Case 35.24 (ruling CL2): a man who has moved this Game-Turn did not begin the Phase beside the building', () => {
    const t = table([{ id: 'a1', side: 'a', col: 8, row: 11 }, FAR_B]);
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, hooksAndRopes: true } } };
    // He came to 0911 this Game-Turn (the move's observation prompts are another module's).
    const seq = t.state.sequence!;
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, square: at(9, 11) } }, sequence: { ...seq, men: { ...seq.men, a1: { ...manTurnOf(t.state, 'a1'), spent: 5, movedThisTurn: true } } } };
    expect(t.refuse({ type: 'task/climb', manId: 'a1', how: 'hooks', square: at(10, 11) })).toMatchObject({ code: 'climb/moved' });
  });

  it('Case 35.25: on the roof he is one level above the ground floor; Case 35.26: two Friendly men a roof square, two beneath', () => {
    const t = table([{ id: 'a1', side: 'a', col: 10, row: 10 }, { id: 'a2', side: 'a', col: 10, row: 10 }, FAR_B]);
    const roof = { on: 'roof' as const, level: 1, square: at(10, 10) };
    t.state = { ...t.state, men: { ...t.state.men, a2: { ...t.state.men['a2']!, aloft: roof } } };
    t.run({ type: 'task/climb', manId: 'a1', how: 'ladder' });
    expect(manLevel(t.state.men['a1']!)).toBe(1);
    // Both are up: the ground floor is empty, so two more of side a may enter it (Case 35.26: eight men in a "square").
    const t2 = table([{ id: 'a1', side: 'a', col: 10, row: 10 }, { id: 'a2', side: 'a', col: 10, row: 10 }, { id: 'a3', side: 'a', col: 10, row: 10 }, FAR_B]);
    t2.state = { ...t2.state, men: { ...t2.state.men, a2: { ...t2.state.men['a2']!, aloft: roof }, a3: { ...t2.state.men['a3']!, aloft: roof } } };
    expect(t2.refuse({ type: 'task/climb', manId: 'a1', how: 'ladder' })).toMatchObject({ code: 'climb/full', caseRef: 'Case 35.26' });
  });

  it('Case 35.27: no hand-to-hand combat on a gabled roof; on a flat roof there is; Case 35.28: not between roof and ground', () => {
    const roof = (col: number, row: number) => ({ on: 'roof' as const, level: 1, square: at(col, row) });
    const s = climbingGame([{ id: 'a1', side: 'a', col: 10, row: 10 }, { id: 'b1', side: 'b', col: 10, row: 10 }]);
    const gabled = { ...s, men: { a1: { ...s.men['a1']!, aloft: roof(10, 10) }, b1: { ...s.men['b1']!, aloft: roof(10, 10) } } };
    expect(combatSquares(gabled)).toHaveLength(0);
    const f = climbingGame([{ id: 'a1', side: 'a', col: 15, row: 10 }, { id: 'b1', side: 'b', col: 15, row: 10 }]);
    const flat = { ...f, men: { a1: { ...f.men['a1']!, aloft: roof(15, 10) }, b1: { ...f.men['b1']!, aloft: roof(15, 10) } } };
    expect(combatSquares(flat)).toHaveLength(1);
    const split = { ...f, men: { ...f.men, a1: { ...f.men['a1']!, aloft: roof(15, 10) } } };
    expect(combatSquares(split)).toHaveLength(0);
  });
});

describe('Cases 35.15, 35.27 (ruling CL6): falls are the umpire\'s', () => {
  it('Case 35.27: the man flung off the roof is placed prone by the umpire in a square beside it, at ground level, and wounded', () => {
    const t = table([{ id: 'a1', side: 'a', col: 15, row: 10 }, FAR_B]);
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, aloft: { on: 'roof', level: 1, square: at(15, 10) } } } };
    t.run({ type: 'umpire/place-man', manId: 'a1', square: at(16, 10), posture: 'prone' }, { type: 'umpire/wound-man', manId: 'a1', woundPoints: 5 });
    expect(t.state.men['a1']).toMatchObject({ square: at(16, 10), posture: 'prone', wounds: 5 });
    expect(t.state.men['a1']!.aloft).toBeUndefined();
  });

  it('Case 35.15: the man who disengages by falling from his tree is put on the ground of his own square', () => {
    const t = table([{ id: 'a1', side: 'a', col: 3, row: 3 }, FAR_B]);
    t.state = { ...t.state, men: { ...t.state.men, a1: { ...t.state.men['a1']!, aloft: { on: 'tree', level: 1, square: at(3, 3) } } } };
    t.run({ type: 'umpire/place-man', manId: 'a1', square: at(3, 3) });
    expect(manLevel(t.state.men['a1']!)).toBe(0);
  });
});

describe('Case 7.13 and Section 35.0 in use', () => {
  it('Case 7.13 (ruling CL5): a man aloft does not walk off his roof or tree; he comes down first', () => {
    const t = table([{ id: 'a1', side: 'a', col: 10, row: 10 }, FAR_B]);
    t.run({ type: 'task/climb', manId: 'a1', how: 'ladder' });
    expect(t.refuse({ type: 'task/move', manId: 'a1', route: [at(10, 10), at(10, 11)] })).toMatchObject({ code: 'climb/aloft', caseRef: 'Case 7.13' });
  });

  it('Section 35.0: not in use unless the Optional Rule is chosen', () => {
    const t = table([{ id: 'a1', side: 'a', col: 3, row: 3 }, FAR_B], []);
    expect(t.refuse({ type: 'task/climb', manId: 'a1', how: 'tree' })).toMatchObject({ code: 'optional-rule/not-in-use', caseRef: 'Case 35.0' });
  });
});

/** The set-up commands offered, in the order the umpire's Turn panel shows them (it renders legal actions in order). */
const setupOrder = (state: GameState): string[] => legalActions(state).commands.flatMap((c) => (c.type.startsWith('setup/') ? [c.type] : []));
/** Hooks and ropes go to any man (one button each), so they come after every other set-up command. */
const hooksLast = (types: readonly string[]): boolean => types.indexOf('setup/issue-hooks') >= 0 && types.slice(types.indexOf('setup/issue-hooks')).every((t) => t === 'setup/issue-hooks');

describe('Case 35.24 (ruling CL3): hooks and ropes offered in set-up', { timeout: 60_000 }, () => {
  it('Case 35.24 (ruling CL3): setup/start comes before the hooks and ropes offered for every man', () => {
    const types = setupOrder(climbingGame([{ id: 'a1', side: 'a', col: 9, row: 11 }, FAR_B], { started: false, phase: 'setup' }));
    expect(types[0]).toBe('setup/start');
    expect(types.filter((t) => t === 'setup/issue-hooks')).toHaveLength(2);
    expect(hooksLast(types)).toBe(true);
  });

  it('Case 35.24 (ruling CL3): the Son Tay entry choice (Case 41.7) and thump guns (Case 21.11) come before them', async () => {
    const { scenario, map } = await loadBundled('41-raid-on-son-tay.json', 'A');
    const g = createGame(scenario, map, { gameId: 'g41', endurance: 'standard', optionalRules: ['35', '21'] }, SeededDice.fromSeed('41'));
    if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
    const types = setupOrder(g.value.state);
    expect(types.slice(0, 2)).toEqual(['setup/choose-entry', 'setup/choose-entry']);
    expect(types).toContain('setup/issue-thump-gun');
    expect(hooksLast(types)).toBe(true);
  });
});
