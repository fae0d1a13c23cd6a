/**
 * Section 38.0 "Era: indicates which portion of the various charts and tables are used": every era-dependent
 * lookup of a game reads the scenario's line (issue 24 point 6). Raid on Entebbe (Section 39.0) is Modern.
 */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { createGame } from '../scenarios/setup-game';
import { loadEntebbe } from '../scenarios/special/test-support/entebbe-play';
import { engineGame, Table } from '../test-support/engine-game';
import { grenadeEraOf } from './carried-weapons';
import { detonationEvents } from './mine-command';
import type { Mine } from '../rules/mines-model';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
const find = <T extends GameEvent['type']>(ev: readonly GameEvent[], type: T): Ev<T> => ev.find((e): e is Ev<T> => e.type === type)!;

/** A blank-map game carrying Raid on Entebbe's scenario record (its era), without its special rules. */
async function modernGame(): Promise<GameState> {
  const { scenario, map } = await loadEntebbe();
  const g = createGame(scenario, map, { gameId: 'era-test', endurance: 'standard', optionalRules: [] }, new ScriptedDice([]));
  if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
  const runtime = g.value.state.scenario!;
  const base = engineGame(
    [
      { id: 'a1', side: 'a', col: 5, row: 5 },
      { id: 'a2', side: 'a', col: 7, row: 4 },
      { id: 'b1', side: 'b', col: 8, row: 5 },
    ],
    { phase: 'non-prepared-task-execution' },
  );
  return { ...base, scenario: { ...runtime, specialRules: [], entry: [], reinforcements: [], deployment: [], started: true } };
}

describe('Section 38.0 Era: a Modern scenario reads the Modern lines', () => {
  it('Section 39.1 Era: Modern; the game keeps the scenario era and the grenade era is Modern', async () => {
    const s = await modernGame();
    expect(s.scenario!.era).toBe('Modern');
    expect(grenadeEraOf(s)).toBe('modern');
  });

  it('Cases 11.1, 11.81: a grenade prepared in Raid on Entebbe is a Modern grenade and its throw reads the Modern fragmentation row', async () => {
    // Throw 99 misses, scatter N 1 → 0804; blast 1D6 per man.
    const dice = new ScriptedDice([...d10(9, 9), ...d10(1), ...d6(1), ...d6(3), ...d6(2), ...d10(9, 9)]);
    const t = new Table(await modernGame(), dice);
    t.run({ type: 'task/begin', manId: 'a1' });
    const prepared = find(t.run({ type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' }), 'grenade-prepared');
    expect(prepared.grenade).toEqual({ type: 'fragmentation', era: 'modern' });
    const thrown = find(t.run({ type: 'task/throw-grenade', manId: 'a1', target: { col: 8, row: 5 } }), 'grenade-thrown');
    // Range 3 (the 2-4 column): Modern fragmentation 80, not WWII's 75.
    expect(thrown.chance.steps[0]!.label).toBe('Modern fragmentation, range 3 (column 2-4)');
    expect(thrown.chance.steps[0]!.value).toBe(80);
  });

  it('Case 11.84: the blast of a grenade in a Modern scenario rolls the Modern dice (Open square 1D6+1)', async () => {
    const dice = new ScriptedDice([...d10(9, 9), ...d10(1), ...d6(1), ...d6(3), ...d6(2), ...d10(9, 9)]);
    const t = new Table(await modernGame(), dice);
    t.run({ type: 'task/begin', manId: 'a1' }, { type: 'task/prepare-grenade', manId: 'a1', grenade: 'fragmentation' });
    const thrown = find(t.run({ type: 'task/throw-grenade', manId: 'a1', target: { col: 8, row: 5 } }), 'grenade-thrown');
    expect(thrown.blast!.code).toBe('1D6+1');
    expect(thrown.blast!.men.map((m) => [m.id, m.wounds])).toEqual([
      ['a2', 4],
      ['b1', 3],
    ]);
  });

  it('Case 22.1: a mine in a Modern scenario wounds "as if a grenade had exploded in his square": the Modern line', async () => {
    const mine: Mine = { id: 'mine-1', side: 'b', type: 'anti-personnel', square: { col: 5, row: 5 }, status: 'armed' };
    const s: GameState = { ...(await modernGame()), mines: { allotments: [], laid: [mine] } };
    const events = detonationEvents(s, [mine], 'a1', new ScriptedDice([...d6(3), ...d10(9, 9)]));
    const hit = find(events, 'mine-detonated').hits[0]!;
    expect(hit.woundPoints).toBe(4);
    expect(hit.breakdown!.steps[0]!.label).toBe('1D6+1 (open square)');
  });
});
