/**
 * Case 38.51 (ruling SO11): a side brings its own men onto the map from its
 * own window. The host authorises `entry/enter` as it does a man's other
 * tasks (its own man, executing tasks now); the engine adjudicates the square.
 */
import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { d10, ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { ScenarioRuntime } from '@shared/rulesets/commando/model/scenario-state';
import type { PlayerView } from '@shared/rulesets/commando/view/view';
import { callPlayer } from './api-service';
import { GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { SIDE_REFUSAL } from './order-desk';
import type { CommandoHost } from './test-support/commando-host';
import { blankGame } from './test-support/fog-pairs';

const UMPIRE = { kind: 'umpire' } as const;
const sq = (col: number, row: number) => ({ col, row });
const order = (o: Record<string, unknown>) => ({ order: o });
const ENTRY_A = [sq(1, 1), sq(2, 1), sq(3, 1)];
const ENTRY_B = [sq(28, 30), sq(29, 30)];

/** a1 waits off the map to enter at 0101–0301, b2 at 2830–2930 (Case 38.51); side a has the initiative (7 against 2). */
function playing(): CommandoHost {
  const g = blankGame([{ id: 'a1', side: 'a', col: 1, row: 1 }, { id: 'a2', side: 'a', col: 1, row: 5 }, { id: 'b1', side: 'b', col: 29, row: 29 }, { id: 'b2', side: 'b', col: 29, row: 30 }], { observationRange: 5 });
  const men = { ...g.men };
  for (const id of ['a1', 'b2']) {
    const { square: _s, ...rest } = men[id]!;
    men[id] = { ...rest, awaitingEntry: true };
  }
  const scenario: ScenarioRuntime = {
    id: 't', title: 'entry from the side window', section: 0, optionalRules: [], enduranceChoice: 'standard', specialRules: [],
    gameLength: { caseRef: '38.3', goalOriented: false, endsWhen: [] }, victory: [], features: {}, deployment: [],
    entry: [
      { side: 'a', caseRef: 'Case 38.51', squares: ENTRY_A, edges: ['north'], anyEdge: false },
      { side: 'b', caseRef: 'Case 38.51', squares: ENTRY_B, edges: ['south'], anyEdge: false },
    ],
    reinforcements: [], deployed: {}, sentries: {}, entries: {}, entriesTurn: 0, objects: {}, counters: {}, flags: {}, grapples: {}, started: true,
  };
  const game: GameState = { ...g, men, scenario };
  const host = new GameHost(commandoRuleset, game, new ScriptedDice(d10(7, 2)), new MemoryGameLog<GameState, never>() as never) as unknown as CommandoHost;
  let guard = 0;
  while (host.current.phase !== 'non-prepared-task-execution' && guard++ < 20) {
    const c = host.current.phase === 'initiative' && !host.current.sequence?.initiative ? { type: 'initiative/roll' as const } : { type: 'phase/advance' as const };
    expect(host.command(UMPIRE, c)).toMatchObject({ ok: true });
  }
  return host;
}

const sideView = async (host: CommandoHost, side: string) => (await callPlayer(host, side, 'getView', {})) as PlayerView;

describe('Case 38.51: a side enters its own man from its own window (ruling SO11)', () => {
  it('Case 38.51: the side chooses its off-map man, is offered its entry squares, and enters him; the audit names the side', async () => {
    const host = playing();
    expect((await sideView(host, 'a')).entry).toBeUndefined();
    await callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }));
    expect((await sideView(host, 'a')).entry).toEqual({ manId: 'a1', squares: ENTRY_A, caseRef: 'Case 38.51' });
    await callPlayer(host, 'a', 'order', order({ type: 'entry/enter', manId: 'a1', square: sq(2, 1) }));
    expect(host.current.men['a1']!.square).toEqual(sq(2, 1));
    expect((await sideView(host, 'a')).entry).toBeUndefined();
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'a' }, command: { type: 'entry/enter', manId: 'a1' } });
  });

  it('Case 38.51: the enemy’s man is refused in the same neutral words as any man not its own; nothing is committed and nothing leaks', async () => {
    const host = playing();
    await callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }));
    const before = host.liveEvents().length;
    const refusal = { body: { error: 'forbidden', message: 'A side orders only its own men.' } };
    await expect(callPlayer(host, 'b', 'order', order({ type: 'entry/enter', manId: 'a1', square: sq(1, 1) }))).rejects.toMatchObject(refusal);
    await expect(callPlayer(host, 'a', 'order', order({ type: 'entry/enter', manId: 'b2', square: sq(28, 30) }))).rejects.toMatchObject(refusal);
    await expect(callPlayer(host, 'a', 'order', order({ type: 'entry/enter', manId: 'nobody', square: sq(1, 1) }))).rejects.toMatchObject(refusal);
    // Its own man out of turn is refused as any task out of turn (Case 6.43).
    await expect(callPlayer(host, 'b', 'order', order({ type: 'entry/enter', manId: 'b2', square: sq(28, 30) }))).rejects.toMatchObject({ body: { message: expect.stringContaining('Case 6.43') } });
    expect(host.liveEvents().length).toBe(before);
    // The other side's view holds none of a's entry squares nor its acting man's entry.
    const b = await sideView(host, 'b');
    expect(b.entry).toBeUndefined();
    expect(JSON.stringify(b)).not.toContain('"a1"');
  });

  it('Case 38.51: a square that is not his side’s entry square is refused by the engine in the side’s neutral words', async () => {
    const host = playing();
    await callPlayer(host, 'a', 'order', order({ type: 'task/begin', manId: 'a1' }));
    // Ruling SO12: answered "sent"; the refusal is in its own list in the neutral words (issue 13).
    expect(await callPlayer(host, 'a', 'order', order({ type: 'entry/enter', manId: 'a1', square: sq(28, 30) }))).toMatchObject({ ok: true, sent: 'order-2' });
    expect(await callPlayer(host, 'a', 'myOrders', {})).toMatchObject({ refused: [{ id: 'order-2', reason: SIDE_REFUSAL.message }] });
    expect(host.current.men['a1']!.square).toBeUndefined();
  });
});
