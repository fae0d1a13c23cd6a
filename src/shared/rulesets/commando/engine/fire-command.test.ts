import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { manTurnOf } from '../model/state';
import { engineGame, Table, type ManSpec } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { armamentOf } from './carried-weapons';
import { remainingTaskPoints } from './task-points';

const TASKS = 'non-prepared-task-execution';

/** Side a (commando) to act first in the Non-Prepared Phase; `observe` lists [observer, target] pairs recorded by the umpire. */
export function firing(men: readonly ManSpec[], dice: number[], observe: [string, string][] = [], patch: (s: GameState) => GameState = (s) => s): Table {
  const t = new Table(patch(engineGame(men, { phase: TASKS })), new ScriptedDice(d10(...dice)));
  for (const [o, x] of observe) t.run({ type: 'umpire/record-observation', observerId: o, targetId: x });
  return t;
}

const withWeapons = (id: string, weapons: string[]) => (s: GameState): GameState => ({ ...s, men: { ...s.men, [id]: { ...s.men[id]!, weapons } } });

describe('task/fire (Sections 9, 10)', () => {
  it('Case 10.54: a fire that kills outright — every die in the event, the hit and kill breakdowns, the man dead', () => {
    const t = firing([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [10, 1], [['a1', 'b1']]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(ev[0]).toMatchObject({ type: 'fire-resolved', firerId: 'a1', weapon: 'rifle', taskPointsCharged: 13, targets: [{ targetId: 'b1', hit: true, killed: true, condition: 'dead' }], caseRef: 'Case 10.13' });
    const fired = ev[0] as Extract<typeof ev[number], { type: 'fire-resolved' }>;
    expect(fired.dice?.map((d) => d.faces[0]?.face)).toEqual([10, 1]);
    expect(fired.targets[0]!.chance.steps[0]).toMatchObject({ caseRef: 'Case 10.81' });
    expect(fired.targets[0]!.killChance.final).toBeGreaterThan(0);
    expect(ev[1]).toMatchObject({ type: 'man-wounded', manId: 'b1', condition: 'dead', caseRef: 'Case 10.54' });
    expect(t.state.men['b1']!.condition).toBe('dead');
    expect(manTurnOf(t.state, 'a1')).toMatchObject({ spent: 13, combatTaskDone: true });
    // Case 38.61: an attacking man who fires alerts the defenders.
    expect(t.state.sequence?.sides['b']?.alertedTurn).toBe(1);
  });

  it('Cases 9.21, 9.32: a fire that wounds seriously — he pays double from then on; no Task Point loss outside opportunity fire (Case 9.31)', () => {
    // Hit on 30 (above the kill chance), 1D10 = 8 Wound Points against endurance 14: seriously wounded (7+).
    const t = firing([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [3, 10, 8], [['a1', 'b1']]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(ev[1]).toMatchObject({ type: 'man-wounded', manId: 'b1', woundPoints: 8, totalWounds: 8, condition: 'seriously-wounded', taskPointsLost: 0, caseRef: 'Case 9.21' });
    t.run({ type: 'task/end', manId: 'a1' }, { type: 'task/begin', manId: 'b1' });
    const [moved] = t.run({ type: 'task/move', manId: 'b1', route: [{ col: 5, row: 8 }, { col: 5, row: 9 }] });
    // Case 9.32: from the wound on, every task costs double: 5 → 10.
    expect(moved).toMatchObject({ type: 'man-moved', cost: 10 });
  });

  it('Case 10.15: no fire into a square holding a Friendly man; Case 10.14: only at a man he observes', () => {
    const t = firing(
      [{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'a2', side: 'a', col: 5, row: 8 }, { id: 'b1', side: 'b', col: 5, row: 8 }, { id: 'b2', side: 'b', col: 9, row: 5 }],
      [],
      [['a1', 'b1']],
    );
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toMatchObject({ code: 'fire/friendly-in-square', caseRef: 'Case 10.15' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b2' }] })).toMatchObject({ code: 'fire/not-observed', caseRef: 'Case 10.14' });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'a2' }] })).toMatchObject({ code: 'fire/friendly-target', caseRef: 'Case 10.15' });
  });

  it('Case 6.42: a second combat task in the Game-Turn is refused', () => {
    const t = firing([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }, { id: 'b2', side: 'b', col: 6, row: 8 }], [9, 9], [['a1', 'b1'], ['a1', 'b2']]);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b2' }] })).toMatchObject({ code: 'fire/second-combat-task', caseRef: 'Case 6.42' });
    // Case 10.11: "prepare and throw a grenade once … never both" with a fire.
    expect(t.refuse({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' })).toMatchObject({ code: 'grenade/combat-task-used', caseRef: 'Case 11.21' });
    // Case 10.12: smoke is not a combat task.
    t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'smoke' });
  });

  it('Cases 10.62–10.63: the magazine empties, fire is refused until he reloads (25 Task Points)', () => {
    // Submachinegun: five fires (all 99, misses), then the magazine check 1D10 = 1 (unloaded on 2 or less).
    const t = firing([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }], [9, 9, 9, 9, 9, 9, 9, 9, 9, 9, 1], [['a1', 'b1']], withWeapons('a1', ['submachinegun']));
    t.run({ type: 'task/begin', manId: 'a1' });
    const [fired] = t.run({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] });
    expect(fired).toMatchObject({ type: 'fire-resolved', weapon: 'submachinegun', magazineUnloaded: true, taskPointsCharged: 18, targets: [{ fires: 5, hit: false }] });
    expect(armamentOf(t.state.men['a1']!).weapons[0]).toMatchObject({ kind: 'submachinegun', loaded: false });
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] })).toMatchObject({ code: 'weapon/unloaded', caseRef: 'Case 10.63' });
    const [reloaded] = t.run({ type: 'task/reload', manId: 'a1' });
    expect(reloaded).toMatchObject({ type: 'weapon-reloaded', cost: { final: 25 } });
    expect(armamentOf(t.state.men['a1']!).weapons[0]!.loaded).toBe(true);
    expect(remainingTaskPoints(t.state, 'a1')).toBe(50 - 18 - 25);
    // Loaded again, but his one combat task is spent (Case 6.42).
    expect(t.refuse({ type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] }).code).toBe('fire/second-combat-task');
    // The own side sees its man's weapons; the enemy's view never holds them.
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'a' }).ownMen)).toContain('submachinegun');
    expect(JSON.stringify(projectView(t.state, { kind: 'side', side: 'b' }))).not.toContain('submachinegun');
  });
});
