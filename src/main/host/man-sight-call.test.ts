/**
 * Issue 23: the umpire's "what can this man see". The host answers the
 * `manSight` call from the whole truth, for the umpire only, on request; no
 * push carries it and a side's API has no such method.
 */
import { describe, expect, it } from 'vitest';
import { isPlayerMethod } from '@shared/contract/player-api';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { commandoRuleset } from '@shared/rulesets/commando';
import { manSight } from '@shared/rulesets/commando/engine/man-sight';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { trainingGroundState } from '../app/demo-game';
import { ApiFailure, callUmpire, type UmpireShell } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { place, UMPIRE } from './test-support/commando-host';

const newHost = () => new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), new MemoryGameLog<GameState, GameEvent>());
const shell = {} as UmpireShell;

describe("the umpire's manSight call (issue 23)", () => {
  it('answers manSight(state) for a man on the map, with the version it belongs to', async () => {
    const host = newHost();
    expect(host.command(UMPIRE, place('c1', 18, 6)).ok).toBe(true);
    const answer = (await callUmpire(host, shell, 'manSight', { manId: 'c1' })) as { version: number; sight: unknown };
    expect(answer.version).toBe(host.current.version);
    expect(answer.sight).toEqual(manSight(host.current, 'c1'));
    expect(answer.sight).toMatchObject({ manId: 'c1', from: { col: 18, row: 6 } });
  });

  it('answers null for a man not on the map', async () => {
    const answer = (await callUmpire(newHost(), shell, 'manSight', { manId: 'no-such-man' })) as { sight: unknown };
    expect(answer.sight).toBeNull();
  });

  it('refuses a call without a man, naming the field', async () => {
    await expect(callUmpire(newHost(), shell, 'manSight', {})).rejects.toBeInstanceOf(ApiFailure);
    await expect(callUmpire(newHost(), shell, 'manSight', {})).rejects.toThrow(/manId/);
  });

  it('a player may not ask, and the side API has no such method', () => {
    expect(() => newHost().manSight({ kind: 'player', side: 'commando' }, 'c1')).toThrow(ForbiddenError);
    expect(isPlayerMethod('manSight')).toBe(false);
  });

  it('asking pushes nothing to any viewer', () => {
    const host = newHost();
    expect(host.command(UMPIRE, place('c1', 18, 6)).ok).toBe(true);
    const pushed: unknown[] = [];
    host.subscribeUmpire(UMPIRE, (v) => pushed.push(v));
    host.subscribePlayer(UMPIRE, 'commando', (v) => pushed.push(v));
    host.subscribePlayer(UMPIRE, 'defender', (v) => pushed.push(v));
    host.manSight(UMPIRE, 'c1');
    expect(pushed).toHaveLength(0);
  });
});
