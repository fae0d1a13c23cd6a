/** Scenario 48.0 The Great Oilfield Raid: the two cranes (Case 48.43) on Map G. */
import { describe, expect, it } from 'vitest';
import { terrainAt, type GameMap, type Square } from '../../../../map/map-model';
import { demolish } from '../../rules/explosives';
import { lineOfSight } from '../../rules/line-of-sight';
import { stepTaskPoints } from '../../rules/movement';
import { SCENARIO_EXPLOSIVES } from '../../tables/explosives';
import { erect } from '../../rules/test-support/los-maps';
import { loadBundled } from './test-support/bundled';

const sq = (code: string): Square => ({ col: Number(code.slice(0, 2)), row: Number(code.slice(2)) });
const fit = { prone: false, seriouslyWounded: false };
const mapG = async (): Promise<GameMap> => (await loadBundled('48-great-oilfield-raid.json', 'G')).map;
const at = (code: string, level?: number) => erect(sq(code).col, sq(code).row, level);

describe('Case 48.43: the cranes', () => {
  it('Case 48.43: two cranes, each a blocking body and an arm at Elevation Level Two over Clear terrain', async () => {
    const map = await mapG();
    const cranes = map.structures.filter((s) => s.id.startsWith('cranes-'));
    expect(cranes.map((c) => c.id)).toEqual(['cranes-1', 'cranes-2']);
    for (const c of cranes) {
      const body = c.squares.filter((q) => terrainAt(map, q).terrain === 'tower');
      const arm = c.squares.filter((q) => terrainAt(map, q).overhead);
      expect(body).toHaveLength(1);
      expect(arm.length).toBeGreaterThan(0);
      expect(body.length + arm.length).toBe(c.squares.length);
      for (const q of arm) expect(terrainAt(map, q)).toMatchObject({ terrain: 'clear', overhead: { level: 2, kind: 'crane-arm' } });
    }
  });

  it('Case 48.43: the body "may not be moved through unless using the Climbing rules"; men walk under the arm at the Clear rate', async () => {
    const map = await mapG();
    expect(stepTaskPoints(map, sq('2924'), sq('2824'), fit)).toMatchObject({ code: 'move/impassable', caseRef: 'Case 7.39' });
    expect(stepTaskPoints(map, sq('2323'), sq('2324'), fit)).toBe(stepTaskPoints(map, sq('2322'), sq('2323'), fit));
  });

  it('Case 48.43: the body blocks Line of Sight; the arm blocks it at Elevation Level Two only', async () => {
    const map = await mapG();
    expect(lineOfSight(map, at('2624'), at('3024')).blockedBy).toMatchObject({ kind: 'field', square: sq('2824') });
    // Across crane 1's arm (2324–2724), north to south through 2524.
    expect(lineOfSight(map, at('2521'), at('2527')).clear).toBe(true);
    expect(lineOfSight(map, at('2521', 1), at('2527', 1)).clear).toBe(true);
    expect(lineOfSight(map, at('2521', 2), at('2527', 2)).blockedBy).toMatchObject({ kind: 'overhead', square: sq('2524'), caseRef: 'Case 48.43' });
    expect(lineOfSight(map, at('2521', 3), at('2527', 3)).clear).toBe(true);
  });

  it('Case 48.43 (ruling OC2): a crane levelled by an explosive becomes rubble, body and arm, and its arm no longer blocks', async () => {
    const map = await mapG();
    const crane = map.structures.find((s) => s.id === 'cranes-1')!;
    const after = demolish(map, sq('2924'), crane.squares, SCENARIO_EXPLOSIVES.oilfield).map;
    for (const q of crane.squares) expect(terrainAt(after, q)).toEqual({ terrain: 'rubble', elevation: 0 });
    expect(lineOfSight(after, at('2521', 2), at('2527', 2)).clear).toBe(true);
  });
});
