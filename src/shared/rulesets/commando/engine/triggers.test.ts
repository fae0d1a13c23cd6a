import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import { engineGame } from '../test-support/engine-game';
import { decide, decideAndFold, evolve } from './dispatch';
import { MAX_EVENTS_PER_COMMAND, runTriggers, TRIGGERS, type Trigger } from './triggers';

const state = engineGame([
  { id: 'a1', side: 'a', col: 5, row: 5 },
  { id: 'b1', side: 'b', col: 9, row: 9 },
]);
const command: Command = { type: 'phase/advance' };
const ctx = { before: state, command, dice: new ScriptedDice([]), fold: evolve };

describe('the triggers after a command (triggers.ts)', () => {
  it('are one ordered list, each named once and citing its Case; the follow-ups start by folding the command', () => {
    const ids = TRIGGERS.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of TRIGGERS) expect(t.caseRef).toMatch(/Cases? \d+\.\d+/);
    const firstFollowUp = TRIGGERS.findIndex((t) => t.stage === 'follow-up');
    expect(TRIGGERS.slice(0, firstFollowUp).every((t) => t.stage === 'command')).toBe(true);
    expect(TRIGGERS[firstFollowUp]?.id).toBe('panic-under-opportunity-fire');
    expect(TRIGGERS.at(-1)?.id).toBe('special-rule-filters');
  });

  it('hand back the state with every event folded once, equal to folding the events afresh', () => {
    const r = decideAndFold(state, command, new ScriptedDice([]));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.state).toEqual(r.value.events.reduce(evolve, state));
    const again = decide(state, command, new ScriptedDice([]));
    expect(again.ok && again.value).toEqual(r.value.events);
  });

  it('run a command trigger only after the commands it names', () => {
    const seen: string[] = [];
    const spy = (id: string, after: readonly Command['type'][]): Trigger => ({
      stage: 'command',
      id,
      caseRef: 'Case 5.1',
      after,
      run: (_c, own) => {
        seen.push(id);
        return [...own];
      },
    });
    const r = runTriggers(ctx, [], [spy('on-advance', ['phase/advance']), spy('on-move', ['task/move'])]);
    expect(r.ok).toBe(true);
    expect(seen).toEqual(['on-advance']);
  });

  it('refuse a trigger list that would run one trigger twice (loop detection)', () => {
    const once: Trigger = { stage: 'follow-up', id: 'twice', caseRef: 'Case 5.1', run: (_c, own) => ({ events: [...own], state }) };
    const r = runTriggers(ctx, [], [once, once]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('engine/trigger-loop');
  });

  it('refuse a command whose triggers run away, naming the trigger', () => {
    const flood: Trigger = {
      stage: 'command',
      id: 'flood',
      caseRef: 'Case 5.1',
      after: ['phase/advance'],
      run: () => Array.from({ length: MAX_EVENTS_PER_COMMAND + 1 }, (): GameEvent => ({ type: 'side-passed', side: 'a' }) as GameEvent),
    };
    const r = runTriggers(ctx, [], [flood]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('engine/trigger-runaway');
      expect(r.error.message).toContain('"flood"');
    }
  });
});
