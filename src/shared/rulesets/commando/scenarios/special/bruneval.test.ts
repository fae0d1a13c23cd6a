import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../kernel/dice/seeded-dice';
import { dataLog } from '../../view/data-log';
import { decide, replay } from '../../engine/dispatch';
import type { GameState, ManState } from '../../model/state';
import { projectView } from '../../view/view';
import { legalActions } from '../../engine/legal-actions';
import { remainingTaskPoints } from '../../engine/task-points';
import { assessOutcomes, victoryFacts } from '../../engine/game-end';
import { workProgress } from './scenario-work';
import { actWith, deployByZones, isActive, newScenarioGame, playTurn, walk, type Play } from './test-support/scenario-run';
import { begin, inPlay, nextTurn, PurposeDice } from './test-support/scenario-table';

const FILE = '45-bruneval-radar-station.json';
const sq = (col: number, row: number) => ({ col, row });
const RADIO_SQUARE = sq(16, 12);
const GERMANS = 'German Garrison';
const work = (manId: string, taskPoints: number) => ({ type: 'task/scenario-work', manId, workId: 'bruneval-radio', taskPoints }) as const;

const scene = (dice = new PurposeDice([], GERMANS)) => inPlay(FILE, 'b', dice, { turn: 5, firstCommandoEntryTurn: 2, place: { 'british-a': RADIO_SQUARE, 'british-b': sq(16, 13), 'germans-a': sq(30, 40) } });

describe('Section 45.0 Bruneval: the radio (Case 45.81)', () => {
  it('Case 45.81: 75 Task Points spent in Square 1612 over two consecutive Game-Turns obtain the radio; the man who finishes carries it, and the Data Log lists it (Case 38.13)', async () => {
    const t = await scene();
    begin(t, 'british-a');
    expect(legalActions(t.state).commands).toContainEqual(work('british-a', 50));
    t.run(work('british-a', 40));
    expect(remainingTaskPoints(t.state, 'british-a')).toBe(10);
    expect(workProgress(t.state, 'bruneval-radio').byTurn).toEqual({ '5': 40 });
    nextTurn(t);
    begin(t, 'british-a');
    expect(legalActions(t.state).commands).toContainEqual(work('british-a', 35));
    const events = t.run(work('british-a', 35));
    expect(events.map((e) => e.type)).toEqual(['scenario-work-done', 'scenario-work-completed']);
    expect(events[1]).toMatchObject({ objectId: 'radio-1', caseRef: 'Case 45.81' });
    expect(t.state.men['british-a']!.equipment).toEqual(['radio-1']);
    const log = dataLog({ side: t.state.sides[0]!, men: Object.values(t.state.men) });
    expect(log.lines.find((l) => l.manId === 'british-a')!.equipment).toEqual(['radio-1']);
    expect(t.refuse(work('british-a', 5))).toMatchObject({ code: 'work/done', caseRef: 'Case 45.81' });
  });

  it('Case 45.81: only British men in Square 1612 work for the radio', async () => {
    const t = await scene();
    begin(t, 'british-b');
    expect(t.refuse(work('british-b', 10))).toMatchObject({ code: 'work/wrong-place', caseRef: 'Case 45.81' });
    const g = await inPlay(FILE, 'b', new PurposeDice([], 'British'), { turn: 5, place: { 'germans-a': RADIO_SQUARE, 'british-a': sq(30, 40) } });
    begin(g, 'germans-a');
    expect(g.refuse(work('germans-a', 10))).toMatchObject({ code: 'work/wrong-side' });
  });

  it('Case 45.81: Task Points spent in Game-Turns that are not consecutive do not add up', async () => {
    const t = await scene();
    begin(t, 'british-a');
    t.run(work('british-a', 40));
    nextTurn(t);
    nextTurn(t);
    begin(t, 'british-a');
    expect(t.run(work('british-a', 34)).map((e) => e.type)).toEqual(['scenario-work-done']);
    nextTurn(t);
    begin(t, 'british-a');
    expect(t.run(work('british-a', 41)).map((e) => e.type)).toEqual(['scenario-work-done', 'scenario-work-completed']);
  });

  it('Case 45.81: two men in 1612 may spend the 75 in one Game-Turn', async () => {
    const t = await inPlay(FILE, 'b', new PurposeDice([], GERMANS), { turn: 5, place: { 'british-a': RADIO_SQUARE, 'british-b': RADIO_SQUARE } });
    begin(t, 'british-a');
    t.run(work('british-a', 50), { type: 'task/end', manId: 'british-a' }, { type: 'task/begin', manId: 'british-b' });
    expect(t.run(work('british-b', 25)).map((e) => e.type)).toEqual(['scenario-work-done', 'scenario-work-completed']);
    expect(t.state.men['british-b']!.equipment).toEqual(['radio-1']);
  });

  it('Ruling SC-H7-2 (Case 45.81, Section 13.2): the radio passes by exchange to a friend in the same square; an Enemy takes it only from a fallen carrier', async () => {
    const t = await inPlay(FILE, 'b', new PurposeDice([], GERMANS), { turn: 5, place: { 'british-a': sq(20, 20), 'british-b': sq(20, 20), 'germans-a': sq(30, 40) } });
    t.state = { ...t.state, men: { ...t.state.men, 'british-a': { ...t.state.men['british-a']!, equipment: ['radio-1'] } } };
    begin(t, 'british-b');
    const take = { type: 'task/take-equipment', manId: 'british-b', fromId: 'british-a', item: 'radio-1' } as const;
    expect(legalActions(t.state).commands).toContainEqual(take);
    expect(t.run(take)).toMatchObject([{ type: 'equipment-taken', item: 'radio-1', caseRef: 'Case 45.81; Section 13.2' }]);
    expect(t.state.men['british-b']!.equipment).toEqual(['radio-1']);
    expect(t.state.men['british-a']!.equipment).toEqual([]);
    expect(remainingTaskPoints(t.state, 'british-b')).toBe(50 - 22);
    t.run({ type: 'task/end', manId: 'british-b' }, { type: 'umpire/place-man', manId: 'germans-a', square: sq(20, 20) }, { type: 'task/begin', manId: 'germans-a' });
    const grab = { type: 'task/take-equipment', manId: 'germans-a', fromId: 'british-b', item: 'radio-1' } as const;
    expect(t.refuse(grab)).toMatchObject({ code: 'equipment/enemy-able' });
    t.run({ type: 'umpire/wound-man', manId: 'british-b', woundPoints: 20, killed: true });
    t.run(grab);
    expect(t.state.men['germans-a']!.equipment).toEqual(['radio-1']);
  });

  it('Case 45.81: the radio lies in Square 1612 until obtained there; the defender cannot move it in set-up with setup/place-object', async () => {
    const dice = new PurposeDice([], GERMANS);
    const { play } = await newScenarioGame(FILE, 'b', dice);
    expect(play.state.scenario!.objects['radio-1']).toMatchObject({ kind: 'radio', square: RADIO_SQUARE });
    const r = decide(play.state, { type: 'setup/place-object', objectId: 'radio-1', square: sq(20, 20) }, dice);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'setup/radio-fixed', caseRef: 'Case 45.81' });
  });

  it('Case 45.81: the radio leaves the map with its carrier; five able British men out by their entry edge, one with the radio, win — else the Germans keep the radio on the map (Case 45.82)', async () => {
    const t = await scene();
    const out = (m: ManState, radio: boolean): ManState => {
      const rest: ManState = { ...m, exited: { edge: 'south', viaEntryEdge: true, viaEntrySquare: true, ableWhenExited: true, turn: 9 }, ...(radio ? { equipment: ['radio-1'] } : {}) };
      delete (rest as { square?: unknown }).square;
      return rest;
    };
    const british = ['british-a', 'british-b', 'british-c', 'british-d', 'british-e'];
    const withExits = (radioOut: boolean): GameState => {
      const men = { ...t.state.men };
      british.forEach((id, i) => (men[id] = out(men[id]!, radioOut && i === 0)));
      if (!radioOut) men['british-f'] = { ...men['british-f']!, square: RADIO_SQUARE, awaitingEntry: false, equipment: ['radio-1'] };
      return { ...t.state, men };
    };
    const won = withExits(true);
    expect(victoryFacts(won).objects['radio']!.exited).toEqual([{ edge: 'south', viaEntryEdge: true, viaEntrySquare: true }]);
    const a = assessOutcomes(won);
    expect(a.find((s) => s.side === 'british')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(a.find((s) => s.side === 'germans')!.outcomes).toEqual([]);
    const kept = assessOutcomes(withExits(false));
    expect(kept.find((s) => s.side === 'british')!.outcomes).toEqual([]);
    expect(kept.find((s) => s.side === 'germans')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(victoryFacts(withExits(false)).objects['radio']!.inFeatures).toContain('radio-square');
  });
});

/** The British policy: enter on the south edge, two men take the radio in 1612, then everyone leaves by the south edge. */
function britishPolicy(play: Play, side: string): boolean {
  const ids = Object.keys(play.state.men).filter((id) => play.state.men[id]!.side === side).sort();
  return actWith(play, ids, (manId) => {
    const s = () => play.state;
    const index = ids.indexOf(manId);
    if (s().men[manId]!.awaitingEntry) play.run({ type: 'entry/enter', manId, square: sq(12 + index, 64) });
    if (!isActive(play, manId)) return;
    const radioDone = s().scenario!.flags['done:bruneval-radio'] !== undefined;
    if (index < 2 && !radioDone) {
      walk(play, manId, [RADIO_SQUARE]);
      const m = s().men[manId]!;
      const left = remainingTaskPoints(s(), manId);
      if (isActive(play, manId) && m.square?.col === 16 && m.square.row === 12 && left > 0) play.run({ type: 'task/scenario-work', manId, workId: 'bruneval-radio', taskPoints: left });
      return;
    }
    // Radio taken (or not his job): out by the south edge.
    const man = s().men[manId]!;
    if (man.square?.row !== 64) walk(play, manId, Array.from({ length: 40 }, (_, c) => sq(c + 1, 64)));
    if (isActive(play, manId) && s().men[manId]!.square?.row === 64 && remainingTaskPoints(s(), manId) >= 5) play.run({ type: 'task/exit-map', manId });
  });
}

describe('Section 45.0 Bruneval, set-up to the end (Cases 38.41, 45.51, 45.81, 45.82)', () => {
  it('a seeded dice source and a simple policy play to the end without a rule error; the radio is obtained; views of the British leak no unseen German', async () => {
    const dice = SeededDice.fromSeed(45);
    const { play, initial, setupEvents } = await newScenarioGame(FILE, 'b', dice, 'rolled');
    deployByZones(play);
    for (let t = 0; t < 40 && !play.ended; t++) playTurn(play, { british: britishPolicy });
    if (!play.ended) play.run({ type: 'game/end' });
    expect(play.state.scenario!.ended).toBeDefined();
    expect(play.events.some((e) => e.type === 'scenario-work-completed')).toBe(true);
    // This seed: the radio leaves by the south edge with the British, who win (Case 45.81).
    const end = play.state.scenario!.ended!;
    expect(end.sides.find((x) => x.side === 'british')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(victoryFacts(play.state).objects['radio']!.exited).toHaveLength(1);
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
    const view = JSON.stringify(projectView(play.state, { kind: 'side', side: 'british' }));
    const seen = new Set(play.events.flatMap((e) => (e.type === 'enemy-observed' || (e.type === 'observation-attempted' && e.success) ? [e.targetId] : [])));
    for (const m of Object.values(play.state.men).filter((x) => x.side === 'germans')) if (!seen.has(m.id)) expect(view).not.toContain(`"${m.id}"`);
  }, 240_000);
});
