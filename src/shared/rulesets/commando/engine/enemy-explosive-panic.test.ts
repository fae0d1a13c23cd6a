import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { ENEMY_EXPLOSIVE_PANIC_MULTIPLE, newExplosive } from '../rules/explosives';
import { SCENARIO_EXPLOSIVES } from '../tables/explosives';

const sides = [
  { id: 'a', name: 'A', mode: 'commando' as const, observationCode: 'C', panicPercentage: 10, preservationMultiple: 10 },
  { id: 'b', name: 'B', mode: 'commando' as const, observationCode: 'G', panicPercentage: 10, preservationMultiple: 20 },
];

/** a1 carries explosive x1, brought by `owner`; the Non-Prepared Task Execution Phase, side a to act. */
function game(owner: string): GameState {
  const g = engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 20, row: 20 }], { sides, phase: 'non-prepared-task-execution', observationRange: 3 });
  return {
    ...g,
    explosives: [{ ...newExplosive('x1', SCENARIO_EXPLOSIVES.vaagso, owner), carrierId: 'a1' }],
    sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } },
  };
}

const checks = (events: readonly GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'panic-checked' }> => e.type === 'panic-checked');

describe('Case 11.74: a man carrying an explosive his side did not bring', () => {
  it('Case 11.74: his Panic Percentage is multiplied by three, the ×3 shown in the Breakdown with its Case', () => {
    // 1D100 = 25: steady at 10%, but 25 ≤ 30 and he panics; 1D10 = 1 (Fall Prone).
    const t = new Table(game('b'), new ScriptedDice([...d10(2, 5), ...d10(1)]));
    const [check] = checks(t.run({ type: 'task/begin', manId: 'a1' }));
    expect(check).toMatchObject({ trigger: 'first-task', roll: 25, panicked: true, chance: { final: 10 * ENEMY_EXPLOSIVE_PANIC_MULTIPLE.value } });
    expect(check!.chance.steps).toContainEqual(expect.objectContaining({ kind: 'multiply', amount: 3, caseRef: 'Case 11.74' }));
  });

  it('Case 11.74: his own side’s explosive changes nothing — no ×3, and no second check', () => {
    const t = new Table(game('a'), new ScriptedDice(d10(2, 5)));
    const [check] = checks(t.run({ type: 'task/begin', manId: 'a1' }));
    expect(check).toMatchObject({ roll: 25, panicked: false, chance: { final: 10 } });
    expect(check!.chance.steps.some((s) => s.caseRef === 'Case 11.74')).toBe(false);
    expect(checks(t.run({ type: 'task/end', manId: 'a1' }))).toEqual([]);
  });

  it('Case 11.74 (ruling G22): "two checks every Turn, before and after that Man\'s Task Execution" — the second when his interval ends, an exception to Case 14.12', () => {
    // Before: 1D100 = 99, steady. After: 1D100 = 07, panics; 1D10 = 1, Fall Prone (Case 14.21).
    const t = new Table(game('b'), new ScriptedDice([...d10(9, 9), ...d10(10, 7), ...d10(1)]));
    expect(checks(t.run({ type: 'task/begin', manId: 'a1' }))).toMatchObject([{ trigger: 'first-task', panicked: false }]);
    const ended = t.run({ type: 'task/end', manId: 'a1' });
    expect(ended.map((e) => e.type)).toEqual(['task-ended', 'panic-checked', 'posture-changed']);
    expect(ended[1]).toMatchObject({ trigger: 'enemy-explosive-after-tasks', roll: 7, panicked: true, result: 'fall-prone', caseRef: 'Case 11.74', chance: { final: 30 } });
    expect(ended[1]!.dice?.[0]?.purpose).toMatch(/^Case 11\.74 panic check/);
    expect(t.state.men['a1']!.posture).toBe('prone');
  });

  it('Case 11.74 (ruling G22): a man whose interval ended because he panicked before his tasks makes no second check that Turn', () => {
    const t = new Table(game('b'), new ScriptedDice([...d10(10, 5), ...d10(1)]));
    const begun = t.run({ type: 'task/begin', manId: 'a1' });
    expect(begun[begun.length - 1]).toMatchObject({ type: 'task-ended', reason: 'panicked' });
    expect(checks(begun)).toHaveLength(1);
  });
});
