import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import type { CommandoHost } from './test-support/commando-host';
import { blankGame, propertySeed } from './test-support/fog-pairs';

// Ruling SO16: an order held behind an enemy's prompt shows its effect when it runs, after the prompt; that residual is
// what Case 38.41 lets a Player know ("alerting the attacker at the appropriate time for Observation Checks (but not for
// informing him of the location of the defending men ...)"). This property checks that the timing tells no more:
// whichever hidden watcher holds the order, wherever he stands, a's whole stream is the same.
const UMPIRE = { kind: 'umpire' } as const;
const A = { kind: 'player', side: 'a' } as const;
const sq = (col: number, row: number) => ({ col, row });
const order = (o: Record<string, unknown>) => ({ order: o });

/** a1 walks east along row 1 while watcher b1 (hidden) stands at `b1`; every prompt is let pass (Case 8.92); a's stream recorded. */
function aStream(b1: { col: number; row: number }): { stop: string; held: boolean; stream: string[] } {
  const game = blankGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'b1', side: 'b', ...b1 }], { observationRange: 5 });
  const host = new GameHost(commandoRuleset, game, new ScriptedDice([...d10(7, 2), ...d10(1, 1, 1, 1, 1, 1)]), new MemoryGameLog<GameState, never>() as never) as unknown as CommandoHost;
  for (let i = 0; i < 20 && host.current.phase !== 'non-prepared-task-execution'; i++) {
    host.command(UMPIRE, host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' } : { type: 'phase/advance' });
  }
  const stream: string[] = [];
  host.subscribePlayer(A, 'a', (v) => stream.push(JSON.stringify(v)));
  const step = (o: Record<string, unknown>) => {
    stream.push(`answer ${JSON.stringify(host.playerAction(A, 'order', order(o)))}`);
    stream.push(`orders ${JSON.stringify(host.orders.ofSide(A, 'a'))}`);
  };
  step({ type: 'task/begin', manId: 'a1' });
  step({ type: 'task/route', manId: 'a1', route: Array.from({ length: 8 }, (_, i) => sq(1 + i, 1)) });
  const stop = JSON.stringify(host.current.men['a1']!.square);
  // The next order: held while a prompt about a1 asks b, run at once otherwise.
  const at = host.current.men['a1']!.square!;
  const held = (host.current.sequence?.prompts.length ?? 0) > 0;
  step({ type: 'task/route', manId: 'a1', route: [at, sq(at.col, 2)] });
  for (let guard = 0; guard < 10; guard++) {
    const p = host.current.sequence?.prompts[0];
    if (!p || p.kind !== 'observation') break;
    host.command(UMPIRE, { type: 'observe/forego', observerId: p.pending[0]!.observerId, promptId: p.id });
    stream.push(`orders ${JSON.stringify(host.orders.ofSide(A, 'a'))}`);
  }
  return { stop, held, stream };
}

describe('ruling SO16: a held order’s timing tells the side that something waits, and nothing of what or where (Case 38.41)', () => {
  it('two hidden watchers (held orders counted) that stop a1 at the same square give a the same stream, answers, lists and pushes alike', () => {
    let compared = 0;
    const square = fc.record({ col: fc.integer({ min: 3, max: 12 }), row: fc.integer({ min: 2, max: 6 }) });
    fc.assert(
      fc.property(square, square, (w1, w2) => {
        const one = aStream(w1);
        const two = aStream(w2);
        fc.pre(one.stop === two.stop);
        if (one.held && two.held) compared++;
        expect(two.stream).toEqual(one.stream);
      }),
      { seed: propertySeed().seed, numRuns: propertySeed().large ? 200 : 30 },
    );
    expect(compared).toBeGreaterThan(5);
  });
});
