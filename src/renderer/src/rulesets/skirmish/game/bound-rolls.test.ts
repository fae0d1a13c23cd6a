import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '@shared/contract/host-results';
import type { SkirmishEvent } from '@shared/rulesets/skirmish/model/events';
import { boundEvents } from './BoundRolls';

let seq = 0;
const game = (event: SkirmishEvent, revertedBy: number | null = null): AuditEvent<SkirmishEvent> => ({ seq: ++seq, kind: 'game', type: event.type, revertedBy, dice: [], event, createdAt: '', batch: seq });
const step = (bound: number, to: string) => ({ type: 'bound/stepped', bound, to }) as SkirmishEvent;

describe("the console's rolls of the bound", () => {
  it('are the live events since the bound began: an undone one is left out, the bound before is not shown', () => {
    const events = [game(step(1, 'reaction')), game({ type: 'bound/started', bound: 2 }), game(step(2, 'reaction')), game(step(2, 'spotting'), 99), game(step(2, 'spotting'))];
    expect(boundEvents(events)).toEqual([step(2, 'reaction'), step(2, 'spotting')]);
  });

  it('in the first bound are every live event from the start', () => {
    const events = [game(step(1, 'reaction')), game(step(1, 'spotting'))];
    expect(boundEvents(events)).toHaveLength(2);
    expect(boundEvents([])).toEqual([]);
  });

  it("of a finished game are its last bound's: from that bound's start to the next bound's start, the next bound's left out", () => {
    const spot = (bound: number) => ({ type: 'umpire/resolved', bound, note: `b${bound}` }) as unknown as SkirmishEvent;
    const events = [game(step(1, 'reaction')), game({ type: 'bound/started', bound: 2 }), game(spot(2)), game(spot(2), 7), game(step(2, 'end')), game({ type: 'bound/started', bound: 3 }), game(step(3, 'orders'))];
    expect(boundEvents(events, 2)).toEqual([spot(2), step(2, 'end')]);
    expect(boundEvents(events, 1)).toEqual([step(1, 'reaction')]);
    expect(boundEvents(events, 3)).toEqual([step(3, 'orders')]);
    expect(boundEvents(events, 4)).toEqual([]);
  });
});
