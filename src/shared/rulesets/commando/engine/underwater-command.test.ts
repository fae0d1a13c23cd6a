import { describe, expect, it } from 'vitest';
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { canAttempt } from '../rules/observation-limits';
import { waterLevel, waterState } from '../rules/underwater';
import { begin, inPlay, nextTurn, PurposeDice } from '../scenarios/special/test-support/scenario-table';
import type { Table } from '../test-support/engine-game';
import { legalActions, whoseMove } from './legal-actions';
import { attemptContext, manAt, observerAt } from './prompts';
import { allotment, remainingTaskPoints } from './task-points';

const FILE = '50-army-group-center-hq.json';
const GERMANS = 'Suspicious German Guards';
const sq = (col: number, row: number): Square => ({ col, row });
/** Map K: the stream (level −1) at 1941 and 1942, the road bridge at 2041. */
const WATER = sq(19, 41);
const BANK = sq(20, 41);
const game = (place: Record<string, Square>, dice = new PurposeDice([], GERMANS), turn = 3) => inPlay(FILE, 'k', dice, { turn, place });
const edit = (t: Table, id: string, change: Partial<ManState>): void => {
  t.state = { ...t.state, men: { ...t.state.men, [id]: { ...t.state.men[id]!, ...change } } };
};

describe('Section 36.0 in Scenario 50 (Case 50.42: the Allied team has snorkel gear)', () => {
  it('Cases 50.42, 36.21 (ruling UW10): every Allied man wears snorkel gear from the start; no German does', async () => {
    const t = await game({});
    const men = Object.values(t.state.men);
    expect(men.filter((m) => m.side === 'allies').every((m) => m.divingGear?.kind === 'snorkel')).toBe(true);
    expect(men.filter((m) => m.side === 'germans').some((m) => m.divingGear)).toBe(false);
    expect(t.state.scenario!.optionalRules).toContain('36');
  });

  it('Cases 36.27, 36.21: a prone man in gear dives one level for 10 Task Points, no deeper than the water; a man without gear may not dive', async () => {
    const t = await game({ 'allies-a': WATER, 'germans-a': sq(18, 41) });
    edit(t, 'allies-a', { posture: 'prone' });
    edit(t, 'germans-a', { posture: 'prone' });
    begin(t, 'allies-a');
    expect(legalActions(t.state).commands).toContainEqual({ type: 'task/dive', manId: 'allies-a', direction: 'down' });
    const [dived] = t.run({ type: 'task/dive', manId: 'allies-a', direction: 'down' });
    expect(dived).toMatchObject({ type: 'man-dived', from: 0, to: -1, cost: { final: 10 }, caseRef: 'Case 36.27' });
    expect(waterLevel(t.state.map, t.state.men['allies-a']!)).toBe(-1);
    expect(waterState(t.state.map, t.state.men['allies-a']!)).toBe('diving');
    expect(remainingTaskPoints(t.state, 'allies-a')).toBe(40);
    expect(t.refuse({ type: 'task/dive', manId: 'allies-a', direction: 'down' })).toMatchObject({ code: 'water/bottom', caseRef: 'Case 36.27' });
    // Case 36.13: he may not be erect underwater.
    expect(t.refuse({ type: 'task/stand', manId: 'allies-a' })).toMatchObject({ caseRef: 'Case 36.13' });
    t.run({ type: 'task/dive', manId: 'allies-a', direction: 'up' });
    expect(waterLevel(t.state.map, t.state.men['allies-a']!)).toBe(0);
    t.run({ type: 'task/end', manId: 'allies-a' });
    t.run({ type: 'task/begin', manId: 'germans-a' });
    expect(t.refuse({ type: 'task/dive', manId: 'germans-a', direction: 'down' })).toMatchObject({ code: 'water/no-gear', caseRef: 'Case 36.21' });
  });

  it('Cases 36.22, 36.29: no standing in water deeper than level zero; an erect man does not walk into it; Case 36.24: he swims in at the prone rate', async () => {
    const t = await game({ 'allies-a': BANK });
    begin(t, 'allies-a');
    expect(t.refuse({ type: 'task/move', manId: 'allies-a', route: [BANK, WATER] })).toMatchObject({ code: 'water/too-deep-to-stand', caseRef: 'Case 36.29' });
    t.run({ type: 'task/fall-prone', manId: 'allies-a', goOn: true });
    t.run({ type: 'task/move', manId: 'allies-a', route: [BANK, WATER] });
    expect(waterState(t.state.map, t.state.men['allies-a']!)).toBe('swimming');
    expect(t.refuse({ type: 'task/stand', manId: 'allies-a' })).toMatchObject({ code: 'water/too-deep-to-stand', caseRef: 'Case 36.29' });
  });

  it('Case 36.14 (Table 36.15): a German on the bank cannot observe a diver below the surface; he can when the diver is at the surface', async () => {
    const t = await game({ 'allies-a': WATER, 'germans-a': BANK });
    edit(t, 'allies-a', { posture: 'prone', submerged: { level: -1 } });
    const s: GameState = { ...t.state, phase: 'observation' };
    const check = (st: GameState) => canAttempt(observerAt(st, st.men['germans-a']!)!, manAt(st.men['allies-a']!)!, attemptContext(st));
    expect(check(s)).toMatchObject({ ok: false, error: { code: 'observe/no-line-of-sight' } });
    const surfaced: GameState = { ...s, men: { ...s.men, 'allies-a': { ...s.men['allies-a']!, submerged: undefined } as ManState } };
    expect(check(surfaced).ok).toBe(true);
  });

  it('Cases 36.26, 36.25: packing the flippers costs 50 and leaves him prone this Game-Turn (no standing until the next); on land flippers triple the cost', async () => {
    const t = await game({ 'allies-a': BANK });
    begin(t, 'allies-a');
    const [packed] = t.run({ type: 'task/diving-gear', manId: 'allies-a', action: 'pack' });
    expect(packed).toMatchObject({ type: 'diving-gear-changed', cost: { final: 50 }, caseRef: 'Case 36.26' });
    expect(t.state.men['allies-a']!.posture).toBe('prone');
    expect(t.state.men['allies-a']!.divingGear?.packed).toBe(true);
    nextTurn(t);
    begin(t, 'allies-a');
    t.run({ type: 'task/stand', manId: 'allies-a' });
    expect(t.state.men['allies-a']!.posture).toBe('erect');
  });

  it('Cases 36.52, 36.54, 36.55: a snorkel man under five Game-Turns rolls 10% as the Task Execution Phase begins; unconscious, he floats up one level before the Prepared Phase', async () => {
    const t = await game({ 'allies-a': WATER }, new PurposeDice([{ match: 'Case 36.54', faces: [{ die: 'd10', face: 10 }, { die: 'd10', face: 5 }] }], GERMANS), 7);
    edit(t, 'allies-a', { posture: 'prone', submerged: { level: -1 }, breathHeldSince: 3 });
    t.advanceTo('initiative');
    t.run({ type: 'initiative/roll' });
    t.advanceTo('non-prepared-task-execution');
    const checked = t.events.find((e) => e.type === 'breath-checked');
    expect(checked).toMatchObject({ manId: 'allies-a', turnsUnder: 5, chance: 10, roll: 5, unconscious: true, caseRef: 'Case 36.54' });
    expect(t.state.men['allies-a']!).toMatchObject({ condition: 'incapacitated', unconscious: { turn: 7 } });
    for (let guard = 0; guard < 6 && t.state.phase === 'non-prepared-task-execution'; guard++) {
      const who = whoseMove(t.state);
      if (who.kind === 'choose-man' && who.side) t.run({ type: 'side/pass', side: who.side });
      else t.run({ type: 'phase/advance' });
    }
    expect(t.state.phase).toBe('prepared-task-execution');
    expect(t.events.find((e) => e.type === 'man-dived' && e.caseRef === 'Case 36.55')).toMatchObject({ from: -1, to: 0 });
    expect(waterLevel(t.state.map, t.state.men['allies-a']!)).toBe(0);
  });

  it('Cases 36.56, 36.57: Friends revive an unconscious man on land with 150 Task Points; revived, he has 25 Task Points a Game-Turn', async () => {
    const t = await game({ 'allies-a': BANK, 'allies-b': BANK });
    edit(t, 'allies-b', { condition: 'incapacitated', unconscious: { turn: 2 } });
    for (let turn = 0; turn < 3; turn++) {
      begin(t, 'allies-a');
      const [e] = t.run({ type: 'task/revive', manId: 'allies-a', targetId: 'allies-b', taskPoints: 50 });
      expect(e).toMatchObject({ type: 'revive-worked', total: 50 * (turn + 1), revived: turn === 2 });
      if (turn < 2) nextTurn(t);
    }
    expect(t.state.men['allies-b']!).toMatchObject({ condition: 'fit', revived: true });
    expect(t.state.men['allies-b']!.unconscious).toBeUndefined();
    expect(allotment(t.state.men['allies-b']!)).toBe(25);
  });

  it('Case 36.62: in high surf a snorkel man may not enter the water; Case 36.71: a swimmer throws no grenade', async () => {
    const t = await game({ 'allies-a': BANK, 'allies-b': WATER });
    edit(t, 'allies-a', { posture: 'prone' });
    edit(t, 'allies-b', { posture: 'prone' });
    t.run({ type: 'umpire/high-surf', on: true });
    expect(t.state.highSurf).toBe(true);
    begin(t, 'allies-a');
    expect(t.refuse({ type: 'task/move', manId: 'allies-a', route: [BANK, WATER] })).toMatchObject({ code: 'water/high-surf', caseRef: 'Case 36.62' });
    const swim = await game({ 'allies-b': WATER });
    edit(swim, 'allies-b', { posture: 'prone' });
    begin(swim, 'allies-b');
    expect(swim.refuse({ type: 'task/throw-grenade', manId: 'allies-b', target: BANK })).toMatchObject({ caseRef: 'Case 36.71' });
  });
});
