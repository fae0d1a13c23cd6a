/** Case 41.41: Searchlights (Section 33.0) suggested for the Raid on Son Tay — two for the North Vietnamese, in the Guard Towers. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../setup-game';
import { decide, evolve } from '../../engine/dispatch';
import { highDice, loadBundled } from './test-support/bundled';

describe('Case 41.41: the suggested Searchlights in Scenario 41', () => {
  it('Case 41.41: chosen at new-game, the North Vietnamese may mount two searchlights on the Guard Towers, and no more; Clear weather gives a 25-square beam (Case 33.22)', async () => {
    const { scenario, map } = await loadBundled('41-raid-on-son-tay.json', 'A');
    const g = createGame(scenario, map, { gameId: 'st-sl', endurance: 'standard', optionalRules: ['33', '35'] }, highDice);
    if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
    let s = g.value.state;
    expect(s.searchlights).toMatchObject({ lights: [], beamRange: 25, allotments: { nva: { count: 2, caseRef: '41.41' } } });
    const towers = map.structures.filter((x) => x.id.startsWith('guard-towers-')).map((x) => x.squares[0]!);
    for (const square of towers.slice(0, 2)) {
      const r = decide(s, { type: 'setup/place-searchlight', side: 'nva', square, facing: 'S' }, highDice);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.reduce(evolve, s);
    }
    expect(s.searchlights!.lights.map((l) => l.id)).toEqual(['searchlight-1', 'searchlight-2']);
    const third = decide(s, { type: 'setup/place-searchlight', side: 'nva', square: towers[2]!, facing: 'S' }, highDice);
    expect(third.ok ? undefined : third.error).toMatchObject({ code: 'searchlight/allotment-spent', caseRef: 'Case 41.41' });
  });

  it('Case 41.41: without the Optional Rule there are no searchlights in the game', async () => {
    const { scenario, map } = await loadBundled('41-raid-on-son-tay.json', 'A');
    const g = createGame(scenario, map, { gameId: 'st-none', endurance: 'standard', optionalRules: [] }, highDice);
    if (!g.ok) throw new Error('created');
    expect(g.value.state.searchlights).toBeUndefined();
  });
});
