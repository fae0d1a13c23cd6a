import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/dispatch';
import type { GameEvent } from '../../model/events';
import { projectView } from '../../view/view';
import type { Square } from '../../../../map/map-model';
import { terrainAt } from '../../../../map/map-model';
import { legalActions } from '../../engine/legal-actions';
import { structureDemolition } from '../../engine/grenade-command';
import { SCENARIO_EXPLOSIVES } from '../../tables/explosives';
import { assessOutcomes, victoryFacts } from '../../engine/game-end';
import { evolve } from '../../engine/dispatch';
import { featureStructureStates } from '../../engine/explosive-setup';
import { at, byTurn, deployDefenders, newScenarioGame, PurposeDice, stepUntil } from './test-support/explosives-play';

const VAAGSO = '40-vaagso-island.json';
const HOUSE: Square[] = [12, 13].flatMap((col) => [58, 59, 60].map((row) => ({ col, row })));
const INSIDE: Square = { col: 12, row: 59 };

const of = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

/** Vaagso set up: explosive-2 reassigned to british-c, the Germans in their Zones away from the house, Game-Turn 1. */
async function vaagso(dice: PurposeDice) {
  const g = await newScenarioGame(VAAGSO, 'd', dice);
  g.play.run({ type: 'setup/assign-explosive', explosiveId: 'explosive-2', manId: 'british-c' });
  deployDefenders(g.play, 'germans', HOUSE);
  g.play.run({ type: 'setup/start' });
  return g;
}

/**
 * The umpire puts british-a, carrying explosive-1, inside the house (his walk from the landing is the movement
 * module's); Game-Turns 2–3 he emplaces 50 + 25 Task Points (Case 40.43).
 */
function carryAndEmplace(play: Awaited<ReturnType<typeof vaagso>>['play'], seen: { legal?: unknown[] }) {
  const act = byTurn({
    2: {
      manId: 'british-a',
      commands: (s) => {
        seen.legal = legalActions(s).commands.filter((c) => c.type === 'task/emplace-explosive');
        return [{ type: 'task/emplace-explosive', manId: 'british-a', explosiveId: 'explosive-1', taskPoints: 50 }];
      },
    },
    3: { manId: 'british-a', commands: () => [{ type: 'task/emplace-explosive', manId: 'british-a', explosiveId: 'explosive-1', taskPoints: 25 }] },
  });
  play.run({ type: 'umpire/place-man', manId: 'british-a', square: INSIDE });
  stepUntil(play, 'british', act, at(3, 'bookkeeping'));
  return act;
}

describe('Case 40.7: the Vaagso landing on row 15', () => {
  it('Case 40.7: a commando enters on a row-15 square in mid-map (a landing line, not an edge), coming from the nearest edge; a square off the line is refused', async () => {
    const { play } = await vaagso(new PurposeDice());
    const act = byTurn({
      1: {
        manId: 'british-a',
        commands: (s) => {
          const offered = legalActions(s).commands.flatMap((c) => (c.type === 'entry/enter' && c.manId === 'british-a' ? [c.square] : []));
          expect(offered.length).toBeGreaterThan(0);
          expect(offered.every((q) => q.row === 15)).toBe(true);
          expect(offered).toContainEqual({ col: 2, row: 15 });
          expect(() => play.run({ type: 'entry/enter', manId: 'british-a', square: { col: 20, row: 16 } })).toThrow(/entry\/not-an-entry-square/);
          return [{ type: 'entry/enter', manId: 'british-a', square: { col: 20, row: 15 } }];
        },
      },
    });
    stepUntil(play, 'british', act, at(1, 'bookkeeping'));
    const entered = of(play.events, 'man-entered');
    expect(entered.map((e) => [e.manId, e.square, e.edge])).toEqual([['british-a', { col: 20, row: 15 }, 'north']]);
    expect(play.state.men['british-a']?.square).toEqual({ col: 20, row: 15 });
  });
});

describe('Cases 11.71, 40.43: the Vaagso explosives', () => {
  it('Case 11.71: the two explosives are created on the men the force listing shows with them, one per man, and may be reassigned before play', async () => {
    const { play } = await newScenarioGame(VAAGSO, 'd', new PurposeDice());
    expect(play.state.explosives?.map((x) => [x.id, x.carrierId, x.status, x.ownerSide, x.spec.emplacementTaskPoints.value])).toEqual([
      ['explosive-1', 'british-a', 'carried', 'british', 75],
      ['explosive-2', 'british-b', 'carried', 'british', 75],
    ]);
    const assign = legalActions(play.state).commands.filter((c) => c.type === 'setup/assign-explosive');
    expect(assign).toContainEqual({ type: 'setup/assign-explosive', explosiveId: 'explosive-2', manId: 'british-c' });
    expect(assign).not.toContainEqual({ type: 'setup/assign-explosive', explosiveId: 'explosive-2', manId: 'british-a' });
    expect(() => play.run({ type: 'setup/assign-explosive', explosiveId: 'explosive-2', manId: 'british-a' })).toThrow(/explosive\/two-per-man/);
    expect(() => play.run({ type: 'setup/assign-explosive', explosiveId: 'explosive-2', manId: 'germans-a' })).toThrow(/explosive\/wrong-side/);
    play.run({ type: 'setup/assign-explosive', explosiveId: 'explosive-2', manId: 'british-c' });
    expect(play.state.explosives?.find((x) => x.id === 'explosive-2')?.carrierId).toBe('british-c');
    // Explosives are umpire-only (Case 2.0): the German view holds none.
    expect(JSON.stringify(projectView(play.state, { kind: 'side', side: 'germans' }))).not.toContain('explosive-');
  });

  it('Cases 11.73–11.76, 40.43, 40.81: carried into the house, emplaced over two Turns, set off two Game-Turns later: all its walls go, rubble beyond, men inside wounded 2D10, and the British win', async () => {
    const dice = new PurposeDice({ 'chance of success': [15] });
    const { play, initial, setupEvents } = await vaagso(dice);
    const seen: { legal?: unknown[] } = {};
    carryAndEmplace(play, seen);
    // Case 11.73: the console offered the emplacement with the Task Points he had left.
    expect(seen.legal).toEqual([{ type: 'task/emplace-explosive', manId: 'british-a', explosiveId: 'explosive-1', taskPoints: 50 }]);
    const emplaced = of(play.events, 'explosive-emplaced');
    expect(emplaced.map((e) => [e.explosive.status, e.explosive.emplacementSpent, e.caseRef])).toEqual([
      ['emplacing', 50, 'Case 11.73'],
      ['set', 75, 'Case 11.74'],
    ]);
    expect(play.state.explosives?.[0]).toMatchObject({ status: 'set', setTurn: 3, square: INSIDE });
    expect(play.state.explosives?.[0]?.carrierId).toBeUndefined();
    // He leaves; two Germans are inside, one square from the charge.
    play.run({ type: 'umpire/place-man', manId: 'british-a', square: { col: 12, row: 40 } });
    play.run({ type: 'umpire/place-man', manId: 'germans-a', square: { col: 13, row: 60 } });
    play.run({ type: 'umpire/place-man', manId: 'germans-b', square: { col: 13, row: 58 } });
    // Case 11.74: no check in the Bookkeeping Phase of Game-Turn 4; it falls in that of Game-Turn 5.
    stepUntil(play, 'british', () => undefined, at(5, 'prepared-task-execution'));
    expect(of(play.events, 'explosive-checked')).toEqual([]);
    stepUntil(play, 'british', () => undefined, at(5, 'bookkeeping'));
    const checked = of(play.events, 'explosive-checked');
    expect(checked).toHaveLength(1);
    expect(checked[0]).toMatchObject({ detonated: true, caseRef: 'Case 11.75' });
    expect(checked[0]!.summary[0]).toMatch(/15 ≤ 95: detonates/);
    // Case 11.76: range 1, 2D10 each (scripted 10s), no wall between them; the British man 19 squares off is untouched.
    const wounded = of(play.events, 'man-wounded');
    expect(wounded.map((w) => [w.manId, w.woundPoints])).toEqual([
      ['germans-a', 20],
      ['germans-b', 20],
    ]);
    // Case 40.43: set off inside, all its walls go; rubble one square line beyond each wall.
    const demolished = of(play.events, 'structure-demolished');
    expect(demolished).toHaveLength(1);
    expect(demolished[0]).toMatchObject({ structureId: 'target-house', result: 'destroyed', caseRef: 'Case 11.72; Case 40.43' });
    const beyond: Square[] = [
      { col: 12, row: 57 },
      { col: 13, row: 57 },
      { col: 11, row: 58 },
      { col: 11, row: 59 },
      { col: 11, row: 60 },
      { col: 14, row: 58 },
      { col: 14, row: 59 },
      { col: 14, row: 60 },
      { col: 12, row: 61 },
      { col: 13, row: 61 },
    ];
    for (const q of [...HOUSE, ...beyond]) expect(terrainAt(play.state.map, q).terrain).toBe('rubble');
    expect(demolished[0]!.squares).toHaveLength(HOUSE.length + beyond.length);
    expect(play.state.map.lines.filter((l) => HOUSE.some((h) => h.col === l.side.col && h.row === l.side.row) || (l.side.col === 14 && l.side.row >= 58 && l.side.row <= 60) || (l.side.row === 61 && l.side.col >= 12 && l.side.col <= 13))).toEqual([]);
    // Case 40.81: the house destroyed, fewer than six casualties, three or more able: the game ends on its goal (Case 40.51) with a British win.
    expect(play.state.demolished).toEqual({ 'target-house': 'destroyed' });
    const end = play.state.scenario!.ended!;
    expect(end.reason).toBe('goal');
    expect(end.sides.find((s) => s.side === 'british')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(end.sides.find((s) => s.side === 'germans')!.outcomes).toEqual([]);
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
  }, 120_000);

  it('Case 11.75: a charge that fails is reset in its square and, failing again, is a dud', async () => {
    const dice = new PurposeDice();
    const { play } = await vaagso(dice);
    const act = carryAndEmplace(play, {});
    stepUntil(play, 'british', act, at(6, 'observation'));
    expect(play.state.explosives?.[0]).toMatchObject({ status: 'failed', failures: 1, square: INSIDE, emplacementSpent: 0 });
    expect(of(play.events, 'explosive-checked')[0]!.summary[0]).toMatch(/100 > 95: has not gone off; it may be reset once/);
    // He stands in its square: the reset is offered to him though he no longer carries it (Case 11.75).
    const reset = byTurn({
      6: { manId: 'british-a', commands: (s) => legalActions(s).commands.filter((c) => c.type === 'task/emplace-explosive') },
      7: { manId: 'british-a', commands: () => [{ type: 'task/emplace-explosive', manId: 'british-a', explosiveId: 'explosive-1', taskPoints: 25 }] },
    });
    stepUntil(play, 'british', reset, at(8, 'observation'));
    expect(play.state.explosives?.[0]).toMatchObject({ status: 'set', setTurn: 7 });
    stepUntil(play, 'british', () => undefined, at(10, 'observation'));
    expect(play.state.explosives?.[0]).toMatchObject({ status: 'dud', failures: 2 });
    expect(of(play.events, 'structure-demolished')).toEqual([]);
    expect(terrainAt(play.state.map, INSIDE).terrain).toBe('building');
    stepUntil(play, 'british', () => undefined, at(10, 'non-prepared-task-execution'));
    play.run({ type: 'task/begin', manId: 'british-a' });
    expect(legalActions(play.state).commands.filter((c) => c.type === 'task/emplace-explosive')).toEqual([]);
    expect(() => play.run({ type: 'task/emplace-explosive', manId: 'british-a', explosiveId: 'explosive-1', taskPoints: 10 })).toThrow(/explosive\/dud/);
  }, 120_000);

  it('Cases 40.43, 40.81: set off beside one wall, only that wall goes — the house is neither destroyed nor entirely intact', async () => {
    const { play } = await vaagso(new PurposeDice());
    const outside: Square = { col: 14, row: 60 };
    const hit = structureDemolition(play.state, 'explosive-1', outside, SCENARIO_EXPLOSIVES.vaagso);
    expect(hit.event).toMatchObject({ type: 'structure-demolished', structureId: 'target-house', result: 'damaged' });
    const state = evolve(play.state, hit.event!);
    expect(featureStructureStates(state)).toEqual({ 'target-house': 'damaged' });
    expect(victoryFacts(state).structures['target-house']).toBe('damaged');
    const outcomes = assessOutcomes(state);
    expect(outcomes.find((s) => s.side === 'british')!.outcomes).toEqual([]);
    expect(outcomes.find((s) => s.side === 'germans')!.outcomes.map((o) => o.result)).toEqual(['automatic-win']);
  });

  it('Case 11.71: an explosive passes to a partner who holds none by Exchange Weapons', async () => {
    const { play } = await vaagso(new PurposeDice());
    const act = byTurn({
      1: {
        manId: 'british-a',
        commands: () => [{ type: 'task/exchange-weapons', manId: 'british-a', partnerId: 'british-d', take: [], explosive: 'explosive-1' }],
      },
    });
    play.run({ type: 'umpire/place-man', manId: 'british-a', square: { col: 12, row: 20 } });
    play.run({ type: 'umpire/place-man', manId: 'british-d', square: { col: 12, row: 20 } });
    play.run({ type: 'umpire/place-man', manId: 'british-c', square: { col: 13, row: 20 } });
    stepUntil(play, 'british', act, at(1, 'bookkeeping'));
    expect(of(play.events, 'weapons-exchanged')[0]?.explosive).toEqual({ id: 'explosive-1', toManId: 'british-d' });
    expect(play.state.explosives?.find((x) => x.id === 'explosive-1')?.carrierId).toBe('british-d');
    // Case 11.71: british-c holds explosive-2; british-d may not hand him explosive-1 too.
    stepUntil(play, 'british', () => undefined, at(2, 'non-prepared-task-execution'));
    play.run({ type: 'umpire/place-man', manId: 'british-a', square: { col: 14, row: 20 } });
    play.run({ type: 'umpire/place-man', manId: 'british-c', square: { col: 12, row: 20 } });
    play.run({ type: 'task/begin', manId: 'british-d' });
    expect(() => play.run({ type: 'task/exchange-weapons', manId: 'british-d', partnerId: 'british-c', take: [], explosive: 'explosive-1' })).toThrow(/explosive\/two-per-man/);
  }, 120_000);
});

describe('Cases 11.7, 48.43: the Oilfield explosives', () => {
  const TANK_1_SIDE: Square = { col: 7, row: 41 };

  it('Case 11.71: three explosives on the three US commandos the listing shows with them', async () => {
    const { play } = await newScenarioGame('48-great-oilfield-raid.json', 'g', new PurposeDice());
    expect(play.state.explosives?.map((x) => [x.id, x.carrierId, x.spec.fuseTurns.value, x.spec.chanceOfSuccess.value])).toEqual([
      ['explosive-1', 'us-commandos-a', 3, 75],
      ['explosive-2', 'us-commandos-b', 3, 75],
      ['explosive-3', 'us-commandos-c', 3, 75],
    ]);
  });

  it('Cases 48.43, 48.81: emplaced beside an oil tank over two Turns (100 Task Points), set off three Game-Turns later: every square of the tank becomes rubble', async () => {
    const dice = new PurposeDice({ 'chance of success': [40] });
    const { play, initial, setupEvents } = await newScenarioGame('48-great-oilfield-raid.json', 'g', dice);
    deployDefenders(play, 'woggistanis', [TANK_1_SIDE]);
    play.run({ type: 'setup/start' });
    play.run({ type: 'umpire/place-man', manId: 'us-commandos-a', square: TANK_1_SIDE });
    const seen: { legal?: unknown[] } = {};
    const act = byTurn({
      1: {
        manId: 'us-commandos-a',
        commands: (s) => {
          seen.legal = legalActions(s).commands.filter((c) => c.type === 'task/emplace-explosive');
          return [{ type: 'task/emplace-explosive', manId: 'us-commandos-a', explosiveId: 'explosive-1', taskPoints: 50 }];
        },
      },
      2: { manId: 'us-commandos-a', commands: () => [{ type: 'task/emplace-explosive', manId: 'us-commandos-a', explosiveId: 'explosive-1', taskPoints: 50 }] },
    });
    stepUntil(play, 'us-commandos', act, at(2, 'bookkeeping'));
    expect(seen.legal).toEqual([{ type: 'task/emplace-explosive', manId: 'us-commandos-a', explosiveId: 'explosive-1', taskPoints: 50 }]);
    expect(play.state.explosives?.[0]).toMatchObject({ status: 'set', setTurn: 2, emplacementSpent: 100 });
    play.run({ type: 'umpire/place-man', manId: 'us-commandos-a', square: { col: 7, row: 30 } });
    // Case 11.74: set in Game-Turn 2, checked in the Bookkeeping Phase of Game-Turn 5.
    stepUntil(play, 'us-commandos', () => undefined, at(5, 'prepared-task-execution'));
    expect(of(play.events, 'explosive-checked')).toEqual([]);
    stepUntil(play, 'us-commandos', () => undefined, at(6, 'observation'));
    expect(of(play.events, 'explosive-checked')[0]!.summary[0]).toMatch(/40 ≤ 75: detonates/);
    const demolished = of(play.events, 'structure-demolished');
    expect(demolished).toHaveLength(1);
    expect(demolished[0]).toMatchObject({ structureId: 'oil-tank-1', result: 'destroyed', caseRef: 'Case 11.72; Case 48.43' });
    const tank = play.state.map.structures.find((s) => s.id === 'oil-tank-1')!;
    expect(demolished[0]!.squares).toHaveLength(tank.squares.length);
    for (const q of tank.squares) expect(terrainAt(play.state.map, q).terrain).toBe('rubble');
    // Case 48.81 counts it; one tank is not the goal of all three (Case 48.51), so play goes on.
    expect(victoryFacts(play.state).structures).toEqual({ 'oil-tank-1': 'destroyed' });
    expect(play.state.scenario!.ended).toBeUndefined();
    const outcomes = assessOutcomes(play.state);
    expect(outcomes.find((s) => s.side === 'woggistanis')!.outcomes).toEqual([]);
    expect(outcomes.find((s) => s.side === 'us-commandos')!.outcomes).toEqual([]);
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
  }, 120_000);

  it('Case 48.43: a charge by a crane (a named structure) levels it; one far from any target is not offered', async () => {
    const { play } = await newScenarioGame('48-great-oilfield-raid.json', 'g', new PurposeDice());
    const crane = play.state.map.structures.find((s) => s.id === 'cranes-1')!.squares[0]!;
    const beside: Square = { col: crane.col + 1, row: crane.row + 1 };
    const hit = structureDemolition(play.state, 'explosive-1', beside, SCENARIO_EXPLOSIVES.oilfield);
    expect(hit.event).toMatchObject({ structureId: 'cranes-1', result: 'destroyed' });
    const state = evolve(play.state, hit.event!);
    expect(featureStructureStates(state)['cranes']).toBe('damaged');
    expect(structureDemolition(play.state, 'explosive-1', { col: 20, row: 30 }, SCENARIO_EXPLOSIVES.oilfield).event).toBeUndefined();
  });
});
