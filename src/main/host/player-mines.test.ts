import { describe, expect, it } from 'vitest';
import { commandoRuleset } from '@shared/rulesets/commando';
import { SeededDice } from '@shared/kernel/dice/seeded-dice';
import type { GameState } from '@shared/rulesets/commando/model/state';
import { callPlayer } from './api-service';
import { ForbiddenError, GameHost } from './game-host';
import { scenarioInSetup, UMPIRE, type CommandoHost } from './test-support/commando-host';
import { placeMine, removeMine } from './test-support/side-setup';

const WOGGISTANIS = { kind: 'player', side: 'woggistanis' } as const;
const AMERICANS = { kind: 'player', side: 'us-commandos' } as const;
const square = { col: 12, row: 20 };

/** Section 48.0 in set-up with Mines chosen: 17 anti-personnel or bounce mines for the Woggistanis (Case 48.41). */
function setupHost(): { host: CommandoHost; state: GameState } {
  const state = scenarioInSetup('48-great-oilfield-raid', 'g', { optionalRules: ['22'] });
  return { host: new GameHost(commandoRuleset, state, SeededDice.fromSeed(7), { append: () => undefined }), state };
}

describe('a side lays its own mines from its window (Section 22.0 Procedure)', () => {
  it('Section 22.0: the Woggistanis lay a mine; the audit names the side and the mine is theirs', () => {
    const { host } = setupHost();
    const out = placeMine(host, WOGGISTANIS, { mineType: 'bounce', square });
    expect(out).toMatchObject({ ok: true });
    expect(host.current.mines?.laid).toEqual([expect.objectContaining({ side: 'woggistanis', type: 'bounce', square })]);
    expect(host.audit(UMPIRE).entries.at(-1)?.detail).toMatchObject({ by: { kind: 'player', side: 'woggistanis' }, command: { type: 'setup/place-mine', side: 'woggistanis' } });
  });

  it("Section 22.0: a side cannot lay the enemy's mines nor lift them, and an unknown mine is refused in the same words", async () => {
    const { host } = setupHost();
    // The player API takes no side: a smuggled one is a bad request.
    await expect(callPlayer(host, 'us-commandos', 'placeMine', { side: 'woggistanis', mineType: 'bounce', square })).rejects.toMatchObject({ body: { error: 'bad-request' } });
    expect(() => placeMine(host, AMERICANS, { side: 'woggistanis', mineType: 'bounce', square })).toThrow(ForbiddenError);
    // The Americans have no mines of their own (Case 48.41): the engine refuses with the Procedure.
    const own = placeMine(host, AMERICANS, { mineType: 'bounce', square });
    expect(own.ok).toBe(false);
    expect(placeMine(host, WOGGISTANIS, { mineType: 'anti-personnel', square })).toMatchObject({ ok: true });
    const id = host.current.mines!.laid[0]!.id;
    const enemy = (() => {
      try {
        removeMine(host, AMERICANS, id);
      } catch (e) {
        return e;
      }
    })();
    expect(enemy).toBeInstanceOf(ForbiddenError);
    expect(() => removeMine(host, AMERICANS, 'mine-99')).toThrow((enemy as Error).message);
    await expect(callPlayer(host, 'us-commandos', 'removeMine', { mineId: id })).rejects.toMatchObject({ body: { error: 'forbidden' } });
    expect(await callPlayer(host, 'woggistanis', 'removeMine', { mineId: id })).toMatchObject({ ok: true });
    expect(host.current.mines!.laid).toHaveLength(0);
  });

  it('Section 22.0 Procedure: nobody lays a mine from a side window once the game has started', () => {
    const { host } = setupHost();
    const started: GameState = { ...host.current, phase: 'observation', scenario: { ...host.current.scenario!, started: true } };
    const after = new GameHost(commandoRuleset, started, SeededDice.fromSeed(7), { append: () => undefined });
    expect(() => placeMine(after, WOGGISTANIS, { mineType: 'bounce', square })).toThrow(/Set-up is over \(Section 22\.0\)/);
    expect(() => removeMine(after, WOGGISTANIS, 'mine-1')).toThrow(/Set-up is over/);
  });

  it("Section 22.0: a laid mine is in the umpire's view and its side's, never in the enemy's payload", async () => {
    const { host } = setupHost();
    expect(placeMine(host, UMPIRE, { side: 'woggistanis', mineType: 'claymore', square, facing: 'n', tripwireAnchor: { col: 12, row: 23 } })).toMatchObject({ ok: false });
    expect(placeMine(host, WOGGISTANIS, { mineType: 'anti-personnel', square })).toMatchObject({ ok: true });
    const id = host.current.mines!.laid[0]!.id;
    expect(JSON.stringify(host.umpireView(UMPIRE))).toContain(id);
    expect(JSON.stringify(await callPlayer(host, 'woggistanis', 'getView', {}))).toContain(id);
    const enemy = JSON.stringify(await callPlayer(host, 'us-commandos', 'getView', {}));
    expect(enemy).not.toContain(id);
    expect(enemy).not.toMatch(/"mines"\s*:\s*\{[^}]*"laid"\s*:\s*\[\s*\{/);
  });
});
