import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../kernel/dice/seeded-dice';
import { replay } from '../../engine/dispatch';
import { projectView } from '../../view/view';
import { deployUgandans, newEntebbe, playTurn, RuleDice } from './test-support/entebbe-play';

describe('Section 39.0 Raid on Entebbe, set-up to victory (Cases 38.41, 38.5, 39.43, 39.51, 39.81, 39.82)', () => {
  it('scripted commands and scripted dice: the Israelis lead both hostage groups out and leave; the game ends on its goal (Case 39.51) with an Israeli win (Case 39.81)', async () => {
    const dice = new RuleDice();
    const { play, initial, setupEvents } = await newEntebbe(dice);
    expect(play.state.phase).toBe('setup');
    expect(play.state.observationRange).toBe(12); // Case 8.13: clear night.
    expect(play.state.sides.map((s) => [s.id, s.panicPercentage, s.preservationMultiple, s.combatBonus?.fire])).toEqual([
      ['israelis', 5, 4, 12],
      ['ugandans', 45, 20, -15],
    ]);
    expect(Object.values(play.state.men).filter((m) => m.awaitingEntry)).toHaveLength(8);
    deployUgandans(play);
    expect(play.state.phase).toBe('observation');
    // Rulings drive the casualties (fire commands are the fire module's): one Ugandan killed before the raid, one hostage dead.
    play.run({ type: 'umpire/wound-man', manId: 'ugandans-k', woundPoints: 1, killed: true });
    play.run({ type: 'umpire/adjust-counter', counter: 'dead-hostages', delta: 1 });
    for (let t = 0; t < 40 && !play.ended; t++) playTurn(play);
    const end = play.state.scenario!.ended!;
    expect(end).toBeDefined();
    expect(end.reason).toBe('goal');
    const israelis = end.sides.find((s) => s.side === 'israelis')!;
    expect(israelis.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(end.sides.find((s) => s.side === 'ugandans')!.outcomes).toEqual([]);
    expect(Object.values(play.state.scenario!.objects).every((o) => o.exited)).toBe(true);
    expect(play.events.filter((e) => e.type === 'man-entered')).toHaveLength(8);
    expect(play.events.some((e) => e.type === 'panic-checked')).toBe(true);
    expect(play.events.filter((e) => e.type === 'preservation-rolled').length).toBeGreaterThan(0);
    // The recorded game replays exactly (dice are read from the events).
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
    // Commands after the end are refused (Case 38.32).
    const r = play.state.scenario!.ended;
    expect(r?.turn).toBe(play.state.turn);
    expect(() => play.run({ type: 'phase/advance' })).toThrow(/game\/ended/);
  }, 120_000);

  it('a seeded dice source and a simple policy play to the end without a rule error; views of the Israelis leak no unseen Ugandan', async () => {
    for (const seed of [7, 1979]) {
      const dice = SeededDice.fromSeed(seed);
      const { play, initial, setupEvents } = await newEntebbe(dice, 'rolled');
      deployUgandans(play);
      for (let t = 0; t < 30 && !play.ended; t++) playTurn(play);
      if (!play.ended) play.run({ type: 'game/end' });
      expect(play.state.scenario!.ended).toBeDefined();
      expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
      const view = JSON.stringify(projectView(play.state, { kind: 'side', side: 'israelis' }));
      const seen = new Set(play.events.flatMap((e) => (e.type === 'enemy-observed' || (e.type === 'observation-attempted' && e.success) ? [e.targetId] : [])));
      for (const m of Object.values(play.state.men).filter((x) => x.side === 'ugandans')) if (!seen.has(m.id)) expect(view).not.toContain(`"${m.id}"`);
      expect(view).not.toMatch(/sentries|"deployed"/);
    }
  }, 240_000);
});
