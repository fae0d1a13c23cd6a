/**
 * Case 12.21 (issue 24 point 7; ruling PS3): "If the surprised man was executing a sentry routine … and had
 * not expended Task Points before his square was entered, he executes his sentry routine normally." The old
 * reading (a sentry surprised that Turn holds) is the named campaign reading `surprised-sentry-holds`.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../model/state';
import { initialSequence } from '../model/state';
import { engineGame } from '../test-support/engine-game';
import { sentryEvents } from './scenario-advance';

function surprisedSentry(readings: string[]): GameState {
  const s = engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 5 }], { phase: 'non-prepared-task-execution' });
  const route = [{ col: 5, row: 5 }, { col: 6, row: 5 }, { col: 7, row: 5 }, { col: 6, row: 5 }];
  return {
    ...s,
    sequence: initialSequence(),
    men: { ...s.men, b1: { ...s.men['b1']!, surprised: { turn: 1 } } },
    scenario: { id: 't', section: 38, specialRules: [], readings, sentries: { b1: { route, index: 0 } }, entry: [], reinforcements: [], started: true } as never,
  };
}

describe('Case 12.21: a surprised sentry who had spent no Task Points walks his routine', () => {
  it('Case 12.21: surprised this Turn before expending any Task Points, he executes his sentry routine normally', () => {
    expect(sentryEvents(surprisedSentry([])).map((e) => e.type === 'sentry-moved' && e.manId)).toEqual(['b1']);
  });

  it('Case 12.21, campaign reading surprised-sentry-holds (ruling PS3): he holds his square', () => {
    expect(sentryEvents(surprisedSentry(['surprised-sentry-holds']))).toEqual([]);
  });
});
