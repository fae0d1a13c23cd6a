/**
 * Issue 23: the umpire's legal actions are off the command path. A command's
 * pushes carry no `legal` (it cost a legality check per candidate command on
 * every push); the console asks with the `legalActions` call, which answers
 * exactly what `legalActions(state)` says, computed once per state.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '@shared/kernel/dice/scripted-dice';
import { commandoRuleset } from '@shared/rulesets/commando';
import { legalActions } from '@shared/rulesets/commando/engine/legal-actions';
import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState } from '@shared/rulesets/commando/model/state';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { trainingGroundState } from '../app/demo-game';
import { callUmpire, type UmpireShell } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { MemoryGameLog } from './game-log';
import { place, UMPIRE } from './test-support/commando-host';

const newHost = () => new GameHost(commandoRuleset, trainingGroundState(), new ScriptedDice([]), new MemoryGameLog<GameState, GameEvent>());

describe('legal actions on request, not on the push (issue 23)', () => {
  it("a command's umpire push and getView carry no legal actions", () => {
    const host = newHost();
    const pushed: UmpireView[] = [];
    host.subscribeUmpire(UMPIRE, (v) => pushed.push(v as UmpireView));
    expect(host.command(UMPIRE, place('c1', 18, 6)).ok).toBe(true);
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).not.toHaveProperty('legal');
    expect(host.umpireView(UMPIRE)).not.toHaveProperty('legal');
  });

  it("the legalActions call answers legalActions(state) for the host's current state and version, once per state", async () => {
    const host = newHost();
    const shell = {} as UmpireShell;
    const first = (await callUmpire(host, shell, 'legalActions', {})) as { version: number; legal: unknown };
    expect(first.version).toBe(host.current.version);
    expect(first.legal).toEqual(legalActions(host.current));
    // The same state: the very same answer, not computed again.
    expect(host.legalActions(UMPIRE).legal).toBe(first.legal);
    expect(host.command(UMPIRE, place('c1', 18, 6)).ok).toBe(true);
    const next = host.legalActions(UMPIRE);
    expect(next.version).toBe(host.current.version);
    expect(next.legal).not.toBe(first.legal);
    expect(next.legal).toEqual(legalActions(host.current));
  });

  it('a player may not ask for them', () => {
    expect(() => newHost().legalActions({ kind: 'player', side: 'commando' })).toThrow(ForbiddenError);
  });
});
