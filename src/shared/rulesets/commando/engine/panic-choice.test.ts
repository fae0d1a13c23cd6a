/**
 * Case 14.22 "if two are equidistant, owning Player's choice" (ruling P13a): a tied panic fire waits on a
 * prompt for the panicked man's side; `panic/choose-target` names the target and the fire is resolved then.
 */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState, SideInfo } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { engineGame, Table, type ManSpec } from '../test-support/engine-game';
import { projectView } from '../view/view';
import { replay } from './dispatch';
import { legalActions, whoseMove } from './legal-actions';
import { newExplosive } from '../rules/explosives';
import { SCENARIO_EXPLOSIVES } from '../tables/explosives';

const TASKS = 'non-prepared-task-execution';
type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const find = <T extends GameEvent['type']>(ev: readonly GameEvent[], type: T): Ev<T> | undefined => ev.find((e): e is Ev<T> => e.type === type);

const SIDES: SideInfo[] = [
  { id: 'a', name: 'Commandos', mode: 'commando', observationCode: 'C', panicPercentage: 30 },
  { id: 'b', name: 'Guards', mode: 'defending', observationCode: 'G', panicPercentage: 45 },
];

function table(men: readonly ManSpec[], dice: number[], observe: [string, string][] = []): Table {
  const base = engineGame(men, { phase: TASKS, sides: SIDES });
  const s: GameState = { ...base, turn: 1, sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } } };
  const t = new Table(s, new ScriptedDice(d10(...dice)));
  for (const [o, x] of observe) t.run({ type: 'umpire/record-observation', observerId: o, targetId: x });
  return t;
}

/** a1 panics (1D100 = 05 ≤ 35) with "fire" (1D10 = 7); b1 and b2 are both 3 squares away; b3 is farther. */
const tied = (more: number[] = []) =>
  table(
    [
      { id: 'a1', side: 'a', col: 5, row: 5 },
      { id: 'b1', side: 'b', col: 5, row: 8 },
      { id: 'b2', side: 'b', col: 8, row: 5 },
      { id: 'b3', side: 'b', col: 5, row: 12 },
    ],
    [10, 5, 7, ...more],
    [['a1', 'b1'], ['a1', 'b2'], ['a1', 'b3']],
  );

describe('Case 14.22: equally near targets are the owning Player’s choice', () => {
  it('Case 14.22: a tie holds the fire on a prompt for the panicked man’s side; no die is rolled for the fire yet', () => {
    const t = tied();
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(ev.map((e) => e.type)).toEqual(['task-begun', 'panic-checked', 'panic-fire-ordered', 'prompt-raised']);
    expect(find(ev, 'panic-fire-ordered')).toMatchObject({ candidates: ['b1', 'b2'], at: 'enemy', caseRef: 'Case 14.22' });
    expect(find(ev, 'prompt-raised')!.prompt).toMatchObject({ kind: 'panic-target', moverId: 'a1', candidates: ['b1', 'b2'], caseRef: 'Case 14.22', endsInterval: true });
    expect(find(ev, 'fire-resolved')).toBeUndefined();
    // Case 14.14 waits for the fire: his interval is still open.
    expect(sequenceOf(t.state).active?.manId).toBe('a1');
  });

  it('Case 14.22: whoseMove names the owning side and legal actions list one choice per candidate, nothing else', () => {
    const t = tied();
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'a', manId: 'a1', caseRef: 'Case 14.22' });
    expect(whoseMove(t.state).summary).toContain('Commandos chooses');
    expect(legalActions(t.state).commands).toEqual([
      { type: 'panic/choose-target', manId: 'a1', targetId: 'b1' },
      { type: 'panic/choose-target', manId: 'a1', targetId: 'b2' },
    ]);
    expect(t.refuse({ type: 'task/end', manId: 'a1' }).code).toBe('task/interrupted');
    expect(t.refuse({ type: 'phase/advance' }).code).toBe('phase/prompt-pending');
  });

  it('Case 14.22: the chosen man is fired at, the dice in the fire event, then his interval ends (Case 14.14)', () => {
    // The rifle's 1D100 = 99: a miss.
    const t = tied([9, 9]);
    t.run({ type: 'task/begin', manId: 'a1' });
    const ev = t.run({ type: 'panic/choose-target', manId: 'a1', targetId: 'b2' });
    expect(ev[0]).toMatchObject({ type: 'panic-target-chosen', manId: 'a1', targetId: 'b2', caseRef: 'Case 14.22' });
    const fired = find(ev, 'fire-resolved')!;
    expect(fired).toMatchObject({ firerId: 'a1', panicFire: { at: 'enemy', caseRef: 'Case 14.22' }, targets: [{ targetId: 'b2', hit: false }] });
    expect(fired.dice?.map((d) => d.faces[0]?.face)).toEqual([9, 9]);
    expect(ev[ev.length - 1]).toMatchObject({ type: 'task-ended', manId: 'a1', reason: 'panicked' });
    expect(sequenceOf(t.state).prompts).toEqual([]);
    expect(sequenceOf(t.state).active).toBeUndefined();
    expect(manTurnOf(t.state, 'a1').panicFire).toBeUndefined();
  });

  it('Case 14.22: a man not among the equally near, or a man with no choice waiting, is refused', () => {
    const t = tied();
    t.run({ type: 'task/begin', manId: 'a1' });
    expect(t.refuse({ type: 'panic/choose-target', manId: 'a1', targetId: 'b3' })).toMatchObject({ code: 'panic/not-a-candidate', caseRef: 'Case 14.22' });
    expect(t.refuse({ type: 'panic/choose-target', manId: 'b1', targetId: 'a1' })).toMatchObject({ code: 'panic/no-choice', caseRef: 'Case 14.22' });
  });

  it('Case 14.22: with one nearest man there is no prompt; he fires at once', () => {
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 8 }, { id: 'b2', side: 'b', col: 9, row: 5 }], [10, 5, 7, 9, 9], [['a1', 'b1'], ['a1', 'b2']]);
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(ev, 'prompt-raised')).toBeUndefined();
    expect(find(ev, 'fire-resolved')).toMatchObject({ targets: [{ targetId: 'b1' }] });
    expect(panicChoiceOpen(t.state)).toBe(false);
  });

  it('Case 14.22: after a second failed check, equally near Friendly men in his LOS are his owner’s choice too', () => {
    // 05 panics; 7 fire; no Enemy observed: second check 05 panics again; a2 and a3 both 2 away; the rifle's 99 misses.
    const t = table([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'a2', side: 'a', col: 5, row: 7 }, { id: 'a3', side: 'a', col: 7, row: 5 }, { id: 'b1', side: 'b', col: 25, row: 25 }], [10, 5, 7, 10, 5, 9, 9]);
    const ev = t.run({ type: 'task/begin', manId: 'a1' });
    expect(find(ev, 'prompt-raised')!.prompt).toMatchObject({ kind: 'panic-target', candidates: ['a2', 'a3'], fireAt: 'friend' });
    const fired = t.run({ type: 'panic/choose-target', manId: 'a1', targetId: 'a3' });
    expect(find(fired, 'fire-resolved')).toMatchObject({ panicFire: { at: 'friend' }, targets: [{ targetId: 'a3', hit: false }] });
  });

  it('Case 14.22: replaying the events, the choice included, gives the live state (no die rolled again)', () => {
    const t = tied([1, 1, 5]);
    const start = t.state;
    const ev = [...t.run({ type: 'task/begin', manId: 'a1' }), ...t.run({ type: 'panic/choose-target', manId: 'a1', targetId: 'b1' })];
    expect(find(ev, 'fire-resolved')!.targets[0]).toMatchObject({ targetId: 'b1', hit: true });
    expect(replay(start, ev)).toEqual(t.state);
  });

  it('Case 14.22: the owning side sees its man waiting on its choice; the other side learns only that a prompt is open', () => {
    const t = tied();
    t.run({ type: 'task/begin', manId: 'a1' });
    const own = projectView(t.state, { kind: 'side', side: 'a' }).sequence;
    expect(own.prompts).toEqual([{ id: 'a-asked-1', role: 'mover', moverId: 'a1', caseRef: 'Case 14.22' }]);
    expect(own.whoseMove.summary).toContain('Case 14.22');
    const other = projectView(t.state, { kind: 'side', side: 'b' }).sequence;
    expect(other.prompts).toEqual([]);
    expect(other.whoseMove.summary).not.toContain('panick');
    expect(JSON.stringify(other)).not.toContain('a1');
  });
});

describe('Case 14.22 after his tasks (Case 11.74): the choice comes after his interval has ended', () => {
  it('Cases 11.74, 14.22: a tie in the check after his tasks raises the prompt; the choice fires and ends nothing more', () => {
    const sides = SIDES.map((x) => ({ ...x, panicPercentage: 10 }));
    const g = engineGame(
      [
        { id: 'a1', side: 'a', col: 5, row: 5 },
        { id: 'b1', side: 'b', col: 5, row: 8 },
        { id: 'b2', side: 'b', col: 8, row: 5 },
      ],
      { phase: TASKS, sides },
    );
    const s: GameState = {
      ...g,
      explosives: [{ ...newExplosive('x1', SCENARIO_EXPLOSIVES.vaagso, 'b'), carrierId: 'a1' }],
      sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } },
    };
    // Before: 1D100 = 99, steady. After: 07 panics; 1D10 = 7, fire; then the rifle's 99 misses.
    const t = new Table(s, new ScriptedDice(d10(9, 9, 10, 7, 7, 9, 9)));
    t.run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b1' }, { type: 'umpire/record-observation', observerId: 'a1', targetId: 'b2' }, { type: 'task/begin', manId: 'a1' });
    const ended = t.run({ type: 'task/end', manId: 'a1' });
    expect(ended.map((e) => e.type)).toEqual(['task-ended', 'panic-checked', 'panic-fire-ordered', 'prompt-raised']);
    expect(find(ended, 'prompt-raised')!.prompt).toMatchObject({ kind: 'panic-target', candidates: ['b1', 'b2'], endsInterval: false });
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', side: 'a', manId: 'a1', caseRef: 'Case 14.22' });
    const fired = t.run({ type: 'panic/choose-target', manId: 'a1', targetId: 'b1' });
    expect(find(fired, 'fire-resolved')).toMatchObject({ targets: [{ targetId: 'b1', hit: false }] });
    expect(fired.some((e) => e.type === 'task-ended')).toBe(false);
    expect(sequenceOf(t.state).prompts).toEqual([]);
  });
});

const panicChoiceOpen = (s: GameState): boolean => sequenceOf(s).prompts.some((p) => p.kind === 'panic-target');
