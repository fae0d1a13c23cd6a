/** Case 41.41: Searchlights (Section 33.0) suggested for the Raid on Son Tay — two for the North Vietnamese, in the Guard Towers. */
import { describe, expect, it } from 'vitest';
import { createGame } from '../setup-game';
import { decide, evolve } from '../../engine/dispatch';
import { highDice, loadBundled } from './test-support/bundled';
import { litSquares } from '../../rules/searchlights';

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

  it('Cases 33.21, 33.22: the beam from Guard Tower 3222 facing SW over Map A\'s compound, worked by hand', async () => {
    const { scenario, map } = await loadBundled('41-raid-on-son-tay.json', 'A');
    const g = createGame(scenario, map, { gameId: 'st-beam', endurance: 'standard', optionalRules: ['33', '35'] }, highDice);
    if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
    const tower = { col: 32, row: 22 };
    expect(map.structures.find((x) => x.id === 'guard-towers-2')!.squares[0]).toEqual(tower);
    const lit = new Set(litSquares(map, { square: tower, facing: 'SW' }, { beamRange: g.value.state.searchlights!.beamRange }).map((q) => `${q.col},${q.row}`));
    const at = (col: number, row: number) => lit.has(`${col},${row}`);
    // Row 23, the open strip inside the compound's north wall, one row south of the tower: bearings from 256.0° (2823) to 267.5° (0923),
    // all in the SW arc [225°, 270°) (Case 33.21, ruling SL1), nothing between them and the tower's roof.
    for (const col of [28, 24, 20, 16, 12, 9]) expect(at(col, 23), `${col}23`).toBe(true);
    // Case 33.22: never within three squares of the searchlight's square — 2923, 3023, 3123 are 3, 2, 1 away.
    for (const col of [29, 30, 31]) expect(at(col, 23), `${col}23`).toBe(false);
    // Case 33.21: row 22 lies due west (bearing 270°, the W arc's first bearing, SL1); row 21 is north of west: both outside the SW arc.
    for (const col of [28, 20, 12]) {
      expect(at(col, 22), `${col}22`).toBe(false);
      expect(at(col, 21), `${col}21`).toBe(false);
    }
    // Case 33.21: due south of the tower (bearing 180°) and south-east of it are other arcs.
    for (const q of [{ col: 32, row: 30 }, { col: 34, row: 26 }]) expect(at(q.col, q.row), `${q.col}${q.row}`).toBe(false);
    // Case 33.23 with the compound's buildings: the line from 3222 to 1926 (and 1826) crosses into row 24 at column 27, through the
    // building line on 2724's north side (the windows are on 2624 and 2824): the square behind is in the building's shadow.
    for (const col of [18, 19]) expect(at(col, 26), `${col}26`).toBe(false);
    // Case 33.22: 25 squares and no more.
    for (const q of [...lit].map((k) => k.split(',').map(Number))) expect(Math.max(Math.abs(q[0]! - 32), Math.abs(q[1]! - 22))).toBeLessThanOrEqual(25);
  });
});
