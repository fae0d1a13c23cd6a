import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../dice/scripted-dice';
import type { Command } from './commands';
import { decide, evolve, replay } from './engine';
import type { GameEvent } from './events';
import type { GameState } from './state';
import { smallGame } from './test-support/small-game';
import { projectView } from './view';

// Umpire rulings roll nothing: any roll would be a test failure.
const noDice = new ScriptedDice([]);

const ids = ['a1', 'a2', 'b1', 'b2', 'b3', 'zz'];
const commandArb: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    type: fc.constant('umpire/place-man' as const),
    manId: fc.constantFrom(...ids),
    square: fc.record({ col: fc.integer({ min: 0, max: 13 }), row: fc.integer({ min: 0, max: 13 }) }),
  }),
  fc.record({ type: fc.constant('umpire/record-observation' as const), observerId: fc.constantFrom(...ids), targetId: fc.constantFrom(...ids) }),
  fc.record({ type: fc.constant('umpire/lose-sight' as const), observerId: fc.constantFrom(...ids), targetId: fc.constantFrom(...ids) }),
);

function play(commands: readonly Command[]): { state: GameState; events: GameEvent[] } {
  let state = smallGame();
  const events: GameEvent[] = [];
  for (const c of commands) {
    const r = decide(state, c, noDice);
    if (!r.ok) {
      // An illegal command changes nothing.
      expect(r.error.caseRef).toMatch(/^Case \d+\.\d+$/);
      continue;
    }
    events.push(...r.value);
    state = r.value.reduce(evolve, state);
  }
  return { state, events };
}

describe('projectView: secrets never leave the host (Cases 8.81–8.84)', () => {
  it("a side's view holds its own men and no enemy it has not observed", () => {
    const state = smallGame();
    const view = projectView(state, { kind: 'side', side: 'a' });
    expect(view.ownMen.map((m) => m.id)).toEqual(['a1', 'a2']);
    expect(view.enemies).toEqual([]);
    const text = JSON.stringify(view);
    for (const hidden of ['b1', 'b2', 'b3', 'Man b']) expect(text).not.toContain(hidden);
  });

  it('an observed enemy appears where he is; after sight is lost he stays as a ghost at his last-known square (Case 8.84)', () => {
    let state = smallGame();
    const run = (c: Command) => {
      const r = decide(state, c, noDice);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.reduce(evolve, state);
    };
    run({ type: 'umpire/record-observation', observerId: 'a1', targetId: 'b2' });
    run({ type: 'umpire/place-man', manId: 'b2', square: { col: 6, row: 6 } });
    let view = projectView(state, { kind: 'side', side: 'a' });
    expect(view.enemies).toEqual([expect.objectContaining({ id: 'b2', square: { col: 6, row: 6 }, current: true, observedBy: ['a1'] })]);
    run({ type: 'umpire/lose-sight', observerId: 'a1', targetId: 'b2' });
    run({ type: 'umpire/place-man', manId: 'b2', square: { col: 3, row: 11 } });
    view = projectView(state, { kind: 'side', side: 'a' });
    expect(view.enemies).toEqual([expect.objectContaining({ id: 'b2', square: { col: 6, row: 6 }, current: false, observedBy: [] })]);
    expect(JSON.stringify(view)).not.toContain('"col":3,"row":11');
  });

  it('narrowing to one man shows only what he observes', () => {
    let state = smallGame();
    const r = decide(state, { type: 'umpire/record-observation', observerId: 'a2', targetId: 'b1' }, noDice);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.reduce(evolve, state);
    expect(projectView(state, { kind: 'side', side: 'a', manId: 'a2' }).enemies.map((e) => e.id)).toEqual(['b1']);
    expect(projectView(state, { kind: 'side', side: 'a', manId: 'a1' }).enemies).toEqual([]);
    expect(() => projectView(state, { kind: 'side', side: 'a', manId: 'b1' })).toThrow(/No man/);
  });

  it('for random command streams: no side ever sees an enemy it never observed, and replay equals the live state', () => {
    fc.assert(
      fc.property(fc.array(commandArb, { maxLength: 40 }), (commands) => {
        const { state, events } = play(commands);
        expect(replay(smallGame(), events)).toEqual(state);
        for (const side of ['a', 'b']) {
          for (const manId of [undefined, ...Object.values(state.men).filter((m) => m.side === side).map((m) => m.id)]) {
            const view = projectView(state, { kind: 'side', side, ...(manId ? { manId } : {}) });
            const eyes = manId ? [manId] : Object.values(state.men).filter((m) => m.side === side).map((m) => m.id);
            const everSeen = new Set(
              events.filter((e) => e.type === 'enemy-observed' && eyes.includes(e.observerId)).map((e) => (e.type === 'enemy-observed' ? e.targetId : '')),
            );
            const text = JSON.stringify(view);
            for (const enemy of Object.values(state.men).filter((m) => m.side !== side)) {
              if (!everSeen.has(enemy.id)) {
                expect(text).not.toContain(`"${enemy.id}"`);
                expect(text).not.toContain(enemy.name);
              }
            }
            for (const e of view.enemies) expect(everSeen.has(e.id)).toBe(true);
            // At most three under observation by any one man (Case 8.34).
            for (const id of eyes) expect((state.knowledge[id]?.observing ?? []).length).toBeLessThanOrEqual(3);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
