import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { ApiFailure, callPlayer } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { scenarioInSetup, UMPIRE, type CommandoHost } from './test-support/commando-host';
import { deploy } from './test-support/side-setup';

const UGANDANS = { kind: 'player', side: 'ugandans' } as const;
const ISRAELIS = { kind: 'player', side: 'israelis' } as const;

function setupHost(): { host: CommandoHost; state: GameState } {
  const state = scenarioInSetup('39-raid-on-entebbe', 'j');
  return { host: new GameHost(commandoRuleset, state, SeededDice.fromSeed(7), { append: () => undefined }), state };
}

/** The first clear square of Zone `zone` outside the terminal (Case 39.6). */
function zoneSquare(state: GameState, zone: number) {
  const terminal = state.scenario!.features['terminal'] ?? [];
  return state.map.zones
    .find((z) => z.id === zone)!
    .squares.find((q) => !terminal.some((t) => t.col === q.col && t.row === q.row) && state.map.squares[(q.row - 1) * state.map.width + (q.col - 1)]!.terrain === 'clear')!;
}

describe('a side deploys its own men from its window (Case 38.4)', () => {
  it('Case 38.4: the defending side sets up one of its own men; the event is committed and the audit names the side', () => {
    const { host, state } = setupHost();
    const square = zoneSquare(state, 3);
    const out = deploy(host, UGANDANS, { manId: 'ugandans-a', square });
    expect(out).toMatchObject({ ok: true, events: 1 });
    expect(host.current.men['ugandans-a']!.square).toEqual(square);
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'ugandans' }, command: { type: 'setup/deploy', manId: 'ugandans-a' } });
  });

  it("Case 38.43: the engine's refusal comes back with its Case, and nothing is committed", () => {
    const { host } = setupHost();
    const out = deploy(host, UGANDANS, { manId: 'ugandans-a', square: { col: 1, row: 1 } });
    expect(out.ok).toBe(false);
    // Zone 1 takes no Ugandan (Case 39.6).
    expect(!out.ok && out.error.code).toBe('setup/zone-full');
    expect(host.liveEvents()).toHaveLength(0);
  });

  it("Case 38.4: a side cannot deploy the enemy's men, and an unknown id is refused in the same words", () => {
    const { host, state } = setupHost();
    const square = zoneSquare(state, 3);
    const enemy = (() => {
      try {
        deploy(host, ISRAELIS, { manId: 'ugandans-a', square });
      } catch (e) {
        return e;
      }
    })();
    expect(enemy).toBeInstanceOf(ForbiddenError);
    expect(() => deploy(host, ISRAELIS, { manId: 'nobody', square })).toThrow((enemy as Error).message);
    expect(() => deploy(host, UGANDANS, { manId: 'israelis-a', square })).toThrow(ForbiddenError);
    expect(host.liveEvents()).toHaveLength(0);
  });

  it('Case 38.41: nobody deploys from a side window once the game has started', () => {
    const { host, state } = setupHost();
    expect(deploy(host, UMPIRE, { manId: 'ugandans-a', square: zoneSquare(state, 3) })).toMatchObject({ ok: true });
    const started: GameState = { ...host.current, phase: 'observation', scenario: { ...host.current.scenario!, started: true } };
    const after = new GameHost(commandoRuleset, started, SeededDice.fromSeed(7), { append: () => undefined });
    expect(() => deploy(after, UGANDANS, { manId: 'ugandans-a', square: zoneSquare(state, 3) })).toThrow(/Set-up is over/);
  });

  it('Case 38.4: a side window can give no other command: the command method is the umpire’s, and the player API has no such method', async () => {
    const { host } = setupHost();
    expect(() => host.command(UGANDANS, { type: 'setup/start' })).toThrow(ForbiddenError);
    await expect(callPlayer(host, 'ugandans', 'command', { command: { type: 'setup/start' } })).rejects.toMatchObject({ body: { error: 'unknown-method' } });
    // The deploy parameters are strict: a smuggled command type is a bad request.
    await expect(callPlayer(host, 'ugandans', 'deploy', { manId: 'ugandans-a', square: { col: 3, row: 3 }, type: 'setup/start' })).rejects.toBeInstanceOf(ApiFailure);
    await expect(callPlayer(host, 'israelis', 'deploy', { manId: 'ugandans-a', square: { col: 3, row: 3 } })).rejects.toMatchObject({ body: { error: 'forbidden' } });
    expect(host.liveEvents()).toHaveLength(0);
  });

  it("Case 38.4: a side's deploy leaves the umpire's command waiting for physical dice alone", async () => {
    const { host, state } = setupHost();
    host.setDiceMode(UMPIRE, 'physical');
    // A deploy needs no dice, so it commits at once even in physical mode.
    const out = await callPlayer(host, 'ugandans', 'deploy', { manId: 'ugandans-b', square: zoneSquare(state, 4) });
    expect(out).toMatchObject({ ok: true });
    expect(host.pendingDice(UMPIRE)).toBeNull();
  });
});
