import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/dispatch';
import type { GameEvent } from '../../model/events';
import { sequenceOf } from '../../model/state';
import { firerOf } from '../../engine/carried-weapons';
import { armamentOf } from '../../engine/carried-weapons';
import { panicSubject } from '../../engine/panic-step';
import { manStatistics } from '../../engine/man-statistics';
import { at, deployDefenders, newScenarioGame, PurposeDice, stepUntil } from './test-support/explosives-play';

const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/** The Oilfield in play; a Woggistani sees a US commando in Game-Turn 1, so advisers arrive on Game-Turns 3, 18, 33 … (Case 48.52). */
async function oilfieldSeenOnTurnOne(dice: PurposeDice) {
  const g = await newScenarioGame('48-great-oilfield-raid.json', 'g', dice);
  deployDefenders(g.play, 'woggistanis');
  g.play.run({ type: 'setup/start' });
  const watcher = Object.values(g.play.state.men).find((m) => m.side === 'woggistanis' && m.square)!;
  g.play.run({ type: 'umpire/place-man', manId: 'us-commandos-a', square: { col: watcher.square!.col, row: watcher.square!.row + 2 } });
  g.play.run({ type: 'umpire/record-observation', observerId: watcher.id, targetId: 'us-commandos-a' });
  return g;
}

describe('Case 48.43: the technical advisers', () => {
  it('Cases 48.43, 48.52: six advisers arrive with their own statistics — 23% panic, Code D, Fire +5%, Endurance 14, SMG, Pistol, Combat Knife', async () => {
    const dice = new PurposeDice();
    const { play, initial, setupEvents } = await oilfieldSeenOnTurnOne(dice);
    expect(sequenceOf(play.state).sides['woggistanis']?.commandoFirstObservedTurn).toBe(1);
    stepUntil(play, 'us-commandos', () => undefined, at(3, 'opportunity-fire-plot'));
    const arrived = of(play.events, 'reinforcements-arrived');
    expect(arrived).toHaveLength(1);
    expect(play.state.turn).toBe(3);
    const advisers = arrived[0]!.men;
    expect(advisers).toHaveLength(6);
    for (const a of advisers) {
      expect(a).toMatchObject({ side: 'woggistanis', endurance: 14, weapons: ['submachinegun', 'pistol', 'combat-knife'], original: false, awaitingEntry: true, preservationGroup: 'woggistanis-r1-1' });
      expect(a.name).toMatch(/^Technical Advisers 1\.\d$/);
    }
    const one = play.state.men[advisers[0]!.id]!;
    expect(manStatistics(play.state, one)).toEqual({ label: 'Technical Advisers', panicPercentage: 23, preservationMultiple: 20, observationCode: 'D', combatBonus: { fire: 5, grenade: 0 } });
    expect(panicSubject(play.state, one).basePanic).toBe(23);
    const smg = armamentOf(one).weapons.find((w) => w.kind === 'submachinegun')!;
    expect(firerOf(play.state, one, smg, { aimed: false, taskPointsRemaining: 50 }).combatBonus).toBe(5);
    // The Woggistani National Guard keep their own (Case 48.3): 35%, Code F, Fire −10%.
    const guard = play.state.men['woggistanis-a']!;
    expect(manStatistics(play.state, guard)).toMatchObject({ panicPercentage: 35, observationCode: 'F', combatBonus: { fire: -10, grenade: -5 } });
    expect(panicSubject(play.state, guard).basePanic).toBe(35);
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
  }, 120_000);

  it("Case 48.43: each group has its own Preservation Multiple — an adviser killed makes his group roll 20%; the Guard's roll counts none of them", async () => {
    const dice = new PurposeDice();
    const { play } = await oilfieldSeenOnTurnOne(dice);
    stepUntil(play, 'us-commandos', () => undefined, at(3, 'prepared-task-execution'));
    const advisers = Object.values(play.state.men).filter((m) => m.preservationGroup === 'woggistanis-r1-1');
    expect(advisers).toHaveLength(6);
    play.run({ type: 'umpire/wound-man', manId: advisers[0]!.id, woundPoints: 1, killed: true });
    // US side roll, Guard roll, advisers' group roll.
    dice.percent['side preservation roll'] = [50, 50, 15];
    stepUntil(play, 'us-commandos', () => undefined, at(3, 'game-turn-record'));
    const rolls = of(play.events, 'preservation-rolled').filter((e) => e.side === 'woggistanis' && e.forTurn === 4);
    expect(rolls.map((r) => [r.group, r.percentage.final, r.roll, r.conditionAfter, r.caseRef])).toEqual([
      [undefined, 0, 50, 0, 'Case 15.11'],
      ['woggistanis-r1-1', 20, 15, 1, 'Case 15.11; Case 48.43'],
    ]);
    const info = sequenceOf(play.state).sides['woggistanis']!;
    expect(info.preservationCondition ?? 0).toBe(0);
    expect(info.groupPreservation).toEqual({ 'woggistanis-r1-1': 1 });
    // Case 15.12 per group: the advisers' panic rises with their condition, the Guard's does not.
    expect(panicSubject(play.state, advisers[1]!).preservationCondition).toBe(1);
    expect(panicSubject(play.state, play.state.men['woggistanis-a']!).preservationCondition).toBe(0);
  }, 120_000);
});
