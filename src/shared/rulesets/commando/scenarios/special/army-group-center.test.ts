import { describe, expect, it } from 'vitest';
import type { Command } from '../../model/commands';
import type { GameState, ManState } from '../../model/state';
import { sequenceOf } from '../../model/state';
import { emptyKnowledge } from '../../rules/knowledge';
import { observationDuties } from '../../engine/prompts';
import type { Table } from '../../test-support/engine-game';
import type { Square } from '../../../../map/map-model';
import { readCoord } from '../../../../map/coords';
import { legalActions, whoseMove } from '../../engine/legal-actions';
import { remainingTaskPoints } from '../../engine/task-points';
import { assessOutcomes, victoryFacts } from '../../engine/game-end';
import { createGame } from '../setup-game';
import { PLAYED_SPECIAL_RULES, specialRulesByHand } from '../special-rules';
import { optionalRuleBalanceError } from './army-group-center';
import { workProgress } from './scenario-work';
import { begin, inPlay, loadScenarioFile, nextTurn, PurposeDice } from './test-support/scenario-table';

const FILE = '50-army-group-center-hq.json';
const GERMANS = 'Suspicious German Guards';
const at = (code: string): Square => {
  const r = readCoord(code, { width: 40, height: 64 });
  if (!r.ok) throw new Error(code);
  return r.square;
};
const ransack = (manId: string, taskPoints = 50) => ({ type: 'task/scenario-work', manId, workId: 'agc-ransack', taskPoints }) as const;

/** Scenario 50 with its necessary Underwater Operations (Case 50.42): the Allies wear snorkel gear (engine/underwater-command.test.ts). */
const game = (place: Record<string, Square>, turn = 3) => inPlay(FILE, 'k', new PurposeDice([], GERMANS), { turn, place });

/** The Germans pass whenever they are asked; then `manId` begins. */
function act(t: Table, manId: string): void {
  if (t.state.phase !== 'non-prepared-task-execution') return begin(t, manId);
  for (let guard = 0; guard < 5; guard++) {
    const who = whoseMove(t.state);
    if (who.kind === 'man-acting' && who.manId) t.run({ type: 'task/end', manId: who.manId });
    else if (who.kind === 'choose-man' && who.side === 'germans') t.run({ type: 'side/pass', side: 'germans' });
    else break;
  }
  t.run({ type: 'task/begin', manId });
}

describe('Section 50.0 Army Group Center: ransacking the Headquarters (Case 50.43)', () => {
  it('Case 50.43: three separate men each expending 150 Task Points in the building including Square 1655 destroy the records (objective hq-ransacked)', async () => {
    const t = await game({ 'allies-a': at('1655'), 'allies-b': at('1655'), 'allies-c': at('1654') });
    for (let turn = 0; turn < 3; turn++) {
      for (const id of ['allies-a', 'allies-b', 'allies-c']) {
        act(t, id);
        if (id === 'allies-a' && turn === 0) expect(legalActions(t.state).commands).toContainEqual(ransack(id));
        const events = t.run(ransack(id));
        const last = turn === 2 && id === 'allies-c';
        expect(events.map((e) => e.type)).toEqual(last ? ['scenario-work-done', 'scenario-work-completed'] : ['scenario-work-done']);
      }
      if (turn < 2) nextTurn(t);
    }
    expect(workProgress(t.state, 'agc-ransack').byMan).toEqual({ 'allies-a': 150, 'allies-b': 150, 'allies-c': 150 });
    expect(t.state.scenario!.flags['objective:hq-ransacked']).toBe(5);
    expect(victoryFacts(t.state).objectives.has('hq-ransacked')).toBe(true);
    nextTurn(t);
    act(t, 'allies-a');
    expect(t.refuse(ransack('allies-a'))).toMatchObject({ code: 'work/done' });
  });

  it('Case 50.43: one man’s Task Points never count for another — one man at 200 and two at 100 have not ransacked it', async () => {
    const t = await game({ 'allies-a': at('1655'), 'allies-b': at('1655'), 'allies-c': at('1654') });
    for (let turn = 0; turn < 4; turn++) {
      act(t, 'allies-a');
      t.run(ransack('allies-a'));
      if (turn < 2) {
        for (const id of ['allies-b', 'allies-c']) {
          act(t, id);
          t.run(ransack(id));
        }
      }
      nextTurn(t);
    }
    expect(workProgress(t.state, 'agc-ransack').byMan).toEqual({ 'allies-a': 200, 'allies-b': 100, 'allies-c': 100 });
    expect(victoryFacts(t.state).objectives.has('hq-ransacked')).toBe(false);
  });

  it('Case 50.43: the men remain in a given Square — no ransacking after moving in the same Game-Turn, no moving after ransacking; and only in the headquarters building', async () => {
    const t = await game({ 'allies-a': at('1655'), 'allies-b': at('1654'), 'allies-c': at('1040') });
    act(t, 'allies-a');
    t.run(ransack('allies-a', 20));
    expect(t.refuse({ type: 'task/move', manId: 'allies-a', route: [at('1655'), at('1656')] })).toMatchObject({ code: 'work/stays', caseRef: 'Case 50.43' });
    act(t, 'allies-b');
    t.run({ type: 'task/move', manId: 'allies-b', route: [at('1654'), at('1754')] });
    expect(t.refuse(ransack('allies-b', 20))).toMatchObject({ code: 'work/moved', caseRef: 'Case 50.43' });
    act(t, 'allies-c');
    expect(t.refuse(ransack('allies-c', 20))).toMatchObject({ code: 'work/wrong-place' });
  });

  it('Cases 50.81–50.82: the Allies win only with the Headquarters ransacked and four able men out by an entry square; otherwise the Germans win', async () => {
    const t = await game({});
    const out = (m: ManState): ManState => ({ ...m, awaitingEntry: false, exited: { edge: 'west', viaEntryEdge: true, viaEntrySquare: true, ableWhenExited: true, turn: 30 } });
    const men = { ...t.state.men };
    for (const id of ['allies-a', 'allies-b', 'allies-c', 'allies-d']) men[id] = out(men[id]!);
    const exited: GameState = { ...t.state, men };
    const ransacked: GameState = { ...exited, scenario: { ...exited.scenario!, flags: { 'objective:hq-ransacked': 20 } } };
    const win = assessOutcomes(ransacked);
    expect(win.find((s) => s.side === 'allies')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
    expect(win.find((s) => s.side === 'germans')!.outcomes).toEqual([]);
    const kept = assessOutcomes(exited);
    expect(kept.find((s) => s.side === 'allies')!.outcomes).toEqual([]);
    expect(kept.find((s) => s.side === 'germans')!.outcomes.map((o) => [o.result, o.verdict])).toEqual([['win', true]]);
  });
});

describe('Section 50.0 Army Group Center: the Tramway (Case 50.43)', () => {
  const ride = (manId: string, code: string) => ({ type: 'task/ride-tram', manId, square: at(code) }) as const satisfies Command;

  it('Case 50.43: a man who begins the Turn in one "Tram" building is placed in the other instead of executing tasks', async () => {
    const t = await game({ 'allies-a': at('3509') });
    act(t, 'allies-a');
    const offered = legalActions(t.state).commands.filter((c) => c.type === 'task/ride-tram');
    expect(offered).toHaveLength(1);
    const events = t.run(ride('allies-a', '3259'));
    expect(events.map((e) => e.type)).toEqual(['tram-ridden', 'task-ended']);
    expect(t.state.men['allies-a']!.square).toEqual(at('3259'));
    expect(remainingTaskPoints(t.state, 'allies-a')).toBe(0);
    expect(sequenceOf(t.state).active).toBeUndefined();
  });

  it('Case 50.43: no transfer into a "Tram" building holding an Enemy man, nor after spending Task Points, nor from outside one, nor to a square outside the other', async () => {
    const t = await game({ 'allies-a': at('3509'), 'allies-b': at('3510'), 'allies-c': at('2020'), 'germans-a': at('3460') });
    act(t, 'allies-a');
    expect(t.refuse(ride('allies-a', '3259'))).toMatchObject({ code: 'tram/enemy-there', caseRef: 'Case 50.43' });
    const free = await game({ 'allies-a': at('3509'), 'allies-c': at('2020') });
    act(free, 'allies-a');
    expect(free.refuse(ride('allies-a', '2020'))).toMatchObject({ code: 'tram/not-other-tram' });
    free.run({ type: 'task/fall-prone', manId: 'allies-a', goOn: true });
    expect(free.refuse(ride('allies-a', '3259'))).toMatchObject({ code: 'tram/tasks-begun' });
    act(free, 'allies-c');
    expect(free.refuse(ride('allies-c', '3259'))).toMatchObject({ code: 'tram/not-in-tram' });
  });

  it('Case 50.43 with Case 8.84 (ruling SC-H7-7): Enemy men who observed him lose sight of him; Enemy men who can see him arrive are prompted as for a move (Case 7.52); then his interval ends', async () => {
    const t = await game({ 'allies-a': at('3509'), 'germans-a': at('3505') });
    act(t, 'allies-a');
    t.state = { ...t.state, knowledge: { ...t.state.knowledge, 'germans-a': { ...emptyKnowledge(), observing: ['allies-a'] } } };
    // A German outside the lower station who could observe a man in 3259 (found on map K, not assumed).
    const rider: ManState = { ...t.state.men['allies-a']!, square: at('3259') };
    const withGuard = (square: Square): GameState => ({ ...t.state, men: { ...t.state.men, 'allies-a': rider, 'germans-b': { ...t.state.men['germans-b']!, square, awaitingEntry: false } } });
    const lower = t.state.map.structures.find((s) => s.id === 'trams-2')!.squares;
    const candidates = Array.from({ length: 15 * 16 }, (_, i) => ({ col: 25 + (i % 16), row: 50 + Math.floor(i / 16) }));
    const watch = candidates.find((sq) => !lower.some((l) => l.col === sq.col && l.row === sq.row) && observationDuties(withGuard(sq), rider, rider.square!, (id) => id === 'germans-b').length > 0)!;
    expect(watch).toBeDefined();
    t.state = { ...t.state, men: { ...withGuard(watch).men, 'allies-a': { ...rider, square: at('3509') } } };
    const events = t.run(ride('allies-a', '3259'));
    expect(events.map((e) => e.type)).toEqual(['tram-ridden', 'sight-lost', 'prompt-raised']);
    expect(events[1]).toMatchObject({ observerId: 'germans-a', targetId: 'allies-a', caseRef: 'Case 50.43; Case 8.84' });
    expect(events[2]).toMatchObject({ prompt: { kind: 'observation', moverId: 'allies-a', at: at('3259'), caseRef: 'Case 7.52' } });
    const prompt = (events[2] as Extract<(typeof events)[number], { type: 'prompt-raised' }>).prompt;
    expect(prompt.pending.map((p) => p.observerId)).toContain('germans-b');
    expect(t.state.knowledge['germans-a']!.observing).toEqual([]);
    expect(whoseMove(t.state)).toMatchObject({ kind: 'prompt', manId: 'allies-a' });
    expect(remainingTaskPoints(t.state, 'allies-a')).toBe(0);
    // They answer (those who let the moment pass are owed a last chance as he ends his interval, Case 8.95); 1D100 of 00 misses.
    for (let guard = 0; guard < 4 && sequenceOf(t.state).active; guard++) {
      const open = sequenceOf(t.state).prompts[0];
      if (open?.kind === 'observation') for (const p of open.pending) t.run(p.duty === 'must' ? { type: 'observe/attempt', observerId: p.observerId, targetId: 'allies-a' } : { type: 'observe/forego', observerId: p.observerId, promptId: open.id });
      else t.run({ type: 'task/end', manId: 'allies-a' });
    }
    expect(sequenceOf(t.state).active).toBeUndefined();
  });
});

describe('Section 50.0 Army Group Center: Optional Rules by agreement (Case 50.43)', () => {
  it('Case 50.43: set-up refuses Artillery (Section 28.0) as an added Optional Rule; other rules are a matter for the Players', async () => {
    expect(optionalRuleBalanceError(['agc-optional-rule-balance'], ['28'])).toMatchObject({ code: 'setup/optional-rule-excluded', caseRef: 'Case 50.43' });
    expect(optionalRuleBalanceError(['agc-optional-rule-balance'], ['35'])).toBeUndefined();
    expect(optionalRuleBalanceError([], ['28'])).toBeUndefined();
    const { scenario, map } = await loadScenarioFile(FILE, 'k');
    const g = createGame(scenario, map, { gameId: 'agc', endurance: 'standard', optionalRules: ['28'] }, new PurposeDice());
    expect(g.ok).toBe(false);
    if (!g.ok) expect(g.error.map((e) => e.code)).toContain('setup/optional-rule-excluded');
  });

  it('Case 50.43 (ruling SC-H7-6): the tramway, the ransack and the Optional Rule limit are played; the Role-Playing adaptation stays with the umpire', () => {
    for (const id of ['agc-tramway', 'agc-ransack', 'agc-optional-rule-balance', 'agc-no-preservation']) expect(PLAYED_SPECIAL_RULES.has(id), id).toBe(true);
    const ids = ['agc-role-playing', 'agc-optional-rule-balance', 'agc-ransack', 'agc-no-preservation', 'agc-tramway'];
    expect(specialRulesByHand(ids).map((r) => r.id)).toEqual(['agc-role-playing']);
  });
});
