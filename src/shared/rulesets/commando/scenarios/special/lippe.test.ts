import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../kernel/dice/seeded-dice';
import { d10 } from '../../../../kernel/dice/scripted-dice';
import { replay } from '../../engine/dispatch';
import { projectView } from '../../view/view';
import { remainingTaskPoints } from '../../engine/task-points';
import type { GameEvent } from '../../model/events';
import { manTurnOf } from '../../model/state';
import { squareIndex } from '../../../../map/map-model';
import { legalActions } from '../../engine/legal-actions';
import { assessOutcomes, victoryFacts } from '../../engine/game-end';
import { BRIDGE_DESTROYED, DETONATION, DETONATOR_USED, detonatorOpensOn } from './lippe';
import { actWith, deployByZones, isActive, newScenarioGame, playTurn, walk, type Play } from './test-support/scenario-run';
import { begin, inPlay, PurposeDice } from './test-support/scenario-table';

const FILE = '44-lippe-river-bridgehead.json';
const sq = (col: number, row: number) => ({ col, row });
const DETONATOR = sq(30, 7);
const RANGERS = 'United States Rangers';

/** A German at the detonator; a Ranger and a German on the bridge; a Ranger south of it. Turn 20, the Rangers entered on Game-Turn 2. */
const scene = (dice: PurposeDice, turn = 20) =>
  inPlay(FILE, 'f', dice, { turn, firstCommandoEntryTurn: 2, place: { 'germans-a': DETONATOR, 'germans-b': sq(21, 17), 'rangers-a': sq(20, 16), 'rangers-b': sq(20, 30) } });

const detonate = { type: 'task/detonate-bridge', manId: 'germans-a' } as const;

describe('Section 44.0 Lippe River: the bridge demolition (Case 44.43)', () => {
  it('Case 44.43: the detonator opens on the eighteenth Game-Turn after the Rangers enter (Game-Turn E+18), not before', async () => {
    const t = await scene(new PurposeDice([], RANGERS), 19);
    begin(t, 'germans-a');
    expect(t.refuse(detonate)).toMatchObject({ code: 'detonate/too-early', caseRef: 'Case 44.43' });
    expect(t.refuse(detonate).message).toContain('Game-Turn 20');
    expect(legalActions(t.state).commands).not.toContainEqual(detonate);
  });

  it('Case 44.43: only a German man in Square 3007 works the detonator', async () => {
    const t = await scene(new PurposeDice([], RANGERS));
    begin(t, 'germans-b');
    expect(t.refuse({ type: 'task/detonate-bridge', manId: 'germans-b' })).toMatchObject({ code: 'detonate/not-at-detonator', caseRef: 'Case 44.43' });
    const r = await scene(new PurposeDice([], 'German'));
    begin(r, 'rangers-a');
    expect(r.refuse({ type: 'task/detonate-bridge', manId: 'rangers-a' })).toMatchObject({ code: 'detonate/not-german' });
  });

  it('Case 44.43: a roll of 65 or less blows the bridge — the men on it are killed, its squares become the river, the Rangers can no longer take it intact (Case 44.82)', async () => {
    const dice = new PurposeDice([{ match: 'Case 44.43', faces: d10(6, 5) }], RANGERS);
    const t = await scene(dice);
    begin(t, 'germans-a');
    expect(legalActions(t.state).commands).toContainEqual(detonate);
    const events = t.run(detonate);
    const blast = events.find((e): e is Extract<GameEvent, { type: 'bridge-detonated' }> => e.type === 'bridge-detonated')!;
    expect(blast).toMatchObject({ roll: 65, success: true, caseRef: 'Case 44.43' });
    expect(blast.chance.final).toBe(DETONATION.chance.value);
    expect(blast.chance.steps[0]).toMatchObject({ caseRef: 'Case 44.43' });
    expect(blast.dice?.[0]?.purpose).toContain('Case 44.43');
    expect(blast.squares).toHaveLength(8);
    expect(t.state.men['rangers-a']!.condition).toBe('dead');
    expect(t.state.men['germans-b']!.condition).toBe('dead');
    expect(t.state.men['rangers-b']!.condition).toBe('fit');
    expect(t.state.men['germans-a']!.condition).toBe('fit');
    expect(manTurnOf(t.state, 'germans-a').spent).toBe(DETONATION.cost.value);
    const river = t.state.map.squares[squareIndex(t.state.map, sq(19, 16))]!;
    expect(t.state.map.squares[squareIndex(t.state.map, sq(20, 16))]).toEqual(river);
    expect(t.state.scenario!.flags).toMatchObject({ [DETONATOR_USED]: 20, [BRIDGE_DESTROYED]: 20 });
    expect(victoryFacts(t.state).structures['bridge']).toBe('destroyed');
    const germans = assessOutcomes(t.state).find((s) => s.side === 'germans')!;
    expect(germans.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(t.refuse(detonate)).toMatchObject({ code: 'detonate/used', caseRef: 'Case 44.43' });
  });

  it('Case 44.43: a roll over 65 fails, and the detonator may not be used again', async () => {
    const t = await scene(new PurposeDice([{ match: 'Case 44.43', faces: d10(6, 6) }], RANGERS));
    begin(t, 'germans-a');
    const events = t.run(detonate);
    expect(events.map((e) => e.type)).toEqual(['bridge-detonated']);
    expect(events[0]).toMatchObject({ roll: 66, success: false, squares: [] });
    expect(t.state.men['rangers-a']!.condition).toBe('fit');
    expect(victoryFacts(t.state).structures['bridge']).toBeUndefined();
    expect(t.refuse(detonate)).toMatchObject({ code: 'detonate/used' });
  });

  it('Case 44.43: with Underwater Operations (Section 36.0) the men on the demolished bridge are not killed', async () => {
    const t = await scene(new PurposeDice([{ match: 'Case 44.43', faces: d10(1, 0) }], RANGERS));
    t.state = { ...t.state, scenario: { ...t.state.scenario!, optionalRules: ['36'] } };
    begin(t, 'germans-a');
    const events = t.run(detonate);
    expect(events.map((e) => e.type)).toEqual(['bridge-detonated']);
    expect(events[0]).toMatchObject({ success: true });
    expect(t.state.men['rangers-a']!.condition).toBe('fit');
  });

  it('Case 44.81: the bridge captured intact — no able German on it, Rangers on both banks — meets the goal (Case 44.51) and the Rangers win', async () => {
    const t = await inPlay(FILE, 'f', new PurposeDice([], 'German'), { turn: 5, firstCommandoEntryTurn: 2, place: { 'rangers-a': sq(20, 10), 'rangers-b': sq(20, 30), 'germans-a': DETONATOR } });
    t.run({ type: 'phase/advance' });
    const end = t.state.scenario!.ended!;
    expect(end).toMatchObject({ reason: 'goal' });
    expect(end.sides.find((s) => s.side === 'rangers')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
  });
});

const row = (r: number, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => sq(from + i, r));

/** The Rangers: enter on the south edge; four hold the near bank at once, five wait there until Game-Turn E+19, then cross to the far bank. */
function rangerPolicy(play: Play, side: string): boolean {
  const ids = Object.keys(play.state.men).filter((id) => play.state.men[id]!.side === side).sort();
  return actWith(play, ids, (manId) => {
    const index = ids.indexOf(manId);
    if (play.state.men[manId]!.awaitingEntry) play.run({ type: 'entry/enter', manId, square: sq(16 + index, 64) });
    if (!isActive(play, manId)) return;
    const opens = detonatorOpensOn(play.state) ?? 99;
    const far = index >= 4 && play.state.turn > opens;
    walk(play, manId, far ? row(10, 17, 24) : row(index >= 4 ? 24 : 21, 16, 25));
  });
}

/** The Germans hold their squares; the man at the detonator tries it as soon as he may (Case 44.43). */
function germanPolicy(play: Play): boolean {
  const s = play.state;
  const opens = detonatorOpensOn(s);
  if (opens === undefined || s.turn < opens || s.scenario!.flags[DETONATOR_USED] !== undefined) return false;
  return actWith(play, ['germans-a'], (manId) => {
    if (remainingTaskPoints(play.state, manId) >= DETONATION.cost.value) play.run({ type: 'task/detonate-bridge', manId });
  });
}

describe('Section 44.0 Lippe River, set-up to the end (Cases 38.41, 44.43, 44.51, 44.81)', () => {
  it('a seeded dice source and a simple policy play to the end without a rule error; the German tries the detonator on Game-Turn E+18; views of the Rangers leak no unseen German', async () => {
    const dice = SeededDice.fromSeed(44);
    const { play, initial, setupEvents } = await newScenarioGame(FILE, 'f', dice, 'rolled');
    deployByZones(play, { 'germans-a': DETONATOR });
    for (let t = 0; t < 30 && !play.ended; t++) playTurn(play, { rangers: rangerPolicy, germans: germanPolicy });
    if (!play.ended) play.run({ type: 'game/end' });
    expect(play.state.scenario!.ended).toBeDefined();
    const tried = play.events.filter((e) => e.type === 'bridge-detonated');
    expect(tried).toHaveLength(1);
    expect(play.state.scenario!.flags[DETONATOR_USED]).toBe(detonatorOpensOn(play.state));
    expect(replay(initial, [...setupEvents, ...play.events])).toEqual(play.state);
    const view = JSON.stringify(projectView(play.state, { kind: 'side', side: 'rangers' }));
    const seen = new Set(play.events.flatMap((e) => (e.type === 'enemy-observed' || (e.type === 'observation-attempted' && e.success) ? [e.targetId] : [])));
    for (const m of Object.values(play.state.men).filter((x) => x.side === 'germans')) if (!seen.has(m.id)) expect(view).not.toContain(`"${m.id}"`);
  }, 240_000);
});
