import { describe, expect, it } from 'vitest';
import type { Square } from '../../../map/map-model';
import type { ManState } from '../model/state';
import { waterLevel } from '../rules/underwater';
import { begin, inPlay, PurposeDice } from '../scenarios/special/test-support/scenario-table';
import type { Table } from '../test-support/engine-game';

const FILE = '50-army-group-center-hq.json';
const GERMANS = 'Suspicious German Guards';
const sq = (col: number, row: number): Square => ({ col, row });
/** Map K: the stream (level −1) at 1941. */
const WATER = sq(19, 41);
const game = (place: Record<string, Square>) => inPlay(FILE, 'k', new PurposeDice([], GERMANS), { turn: 3, place });
const edit = (t: Table, id: string, change: Partial<ManState>): void => {
  t.state = { ...t.state, men: { ...t.state.men, [id]: { ...t.state.men[id]!, ...change } } };
};

describe('Section 36.0: levels under water and the snorkel man', () => {
  it('Case 36.28: each level of a square stacks apart — two Friendly divers at level −1 leave no room there for a third, who may stay at the surface', async () => {
    const t = await game({ 'allies-a': WATER, 'allies-b': WATER, 'allies-c': WATER });
    for (const id of ['allies-a', 'allies-b']) edit(t, id, { posture: 'prone', submerged: { level: -1 } });
    edit(t, 'allies-c', { posture: 'prone' });
    begin(t, 'allies-c');
    expect(t.refuse({ type: 'task/dive', manId: 'allies-c', direction: 'down' })).toMatchObject({ code: 'water/level-full', caseRef: 'Case 36.28' });
    expect(waterLevel(t.state.map, t.state.men['allies-c']!)).toBe(0);
  });

  it('Case 36.51: a snorkel man dives as a SCUBA man does, but only he is held to his breath (counted from the Game-Turn he goes under, Case 36.52)', async () => {
    const t = await game({ 'allies-a': WATER, 'allies-b': WATER });
    edit(t, 'allies-a', { posture: 'prone', divingGear: { kind: 'snorkel' } });
    edit(t, 'allies-b', { posture: 'prone', divingGear: { kind: 'scuba' } });
    begin(t, 'allies-a');
    t.run({ type: 'task/dive', manId: 'allies-a', direction: 'down' });
    t.run({ type: 'task/end', manId: 'allies-a' });
    begin(t, 'allies-b');
    t.run({ type: 'task/dive', manId: 'allies-b', direction: 'down' });
    const [snorkel, scuba] = [t.state.men['allies-a']!, t.state.men['allies-b']!];
    expect([waterLevel(t.state.map, snorkel), waterLevel(t.state.map, scuba)]).toEqual([-1, -1]);
    expect(snorkel.breathHeldSince).toBe(t.state.turn);
    expect(scuba.breathHeldSince).toBeUndefined();
  });
});
