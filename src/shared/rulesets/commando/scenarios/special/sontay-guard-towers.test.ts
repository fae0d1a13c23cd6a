/** Scenario 41.0 The Raid on Son Tay: without Searchlights the Guard Towers are completely blocking terrain (Case 41.43). */
import { describe, expect, it } from 'vitest';
import { decide } from '../../engine/dispatch';
import { terrainAt, type Square } from '../../../../map/map-model';
import { lineOfSight } from '../../rules/line-of-sight';
import { stepTaskPoints } from '../../rules/movement';
import { LosMapBuilder, erect } from '../../rules/test-support/los-maps';
import { highDice, loadBundled, newBundledGame } from './test-support/bundled';

const sq = (code: string): Square => ({ col: Number(code.slice(0, 2)), row: Number(code.slice(2)) });
const fit = { prone: false, seriouslyWounded: false };

describe('Case 41.43: the Guard Towers are completely blocking terrain (Searchlights not in use)', () => {
  it('Case 41.43: the four towers on Map A are tower squares, named guard-towers-1…4', async () => {
    const { map } = await loadBundled('41-raid-on-son-tay.json', 'A');
    const towers = map.structures.filter((s) => s.id.startsWith('guard-towers-'));
    expect(towers.map((t) => t.id)).toEqual(['guard-towers-1', 'guard-towers-2', 'guard-towers-3', 'guard-towers-4']);
    for (const t of towers) expect(t.squares.map((q) => terrainAt(map, q).terrain)).toEqual(['tower']);
  });

  it('Case 41.43: no man moves into a tower (Climbing, Section 35.0, is not built)', async () => {
    const { map } = await loadBundled('41-raid-on-son-tay.json', 'A');
    expect(stepTaskPoints(map, sq('1023'), sq('0922'), fit)).toMatchObject({ code: 'move/impassable', caseRef: 'Case 7.39' });
    expect(stepTaskPoints(map, sq('1023'), sq('0923'), fit)).toBe(5);
  });

  it('Case 41.43 (ruling ST1): no North Vietnamese sets up in a tower', async () => {
    const s = await newBundledGame('41-raid-on-son-tay.json', 'A');
    const nva = Object.values(s.men).find((m) => m.side === 'nva')!.id;
    const r = decide(s, { type: 'setup/deploy', manId: nva, square: sq('3243') }, highDice);
    expect(r.ok ? undefined : r.error).toMatchObject({ code: 'setup/impassable', caseRef: 'Case 7.39' });
    expect(decide(s, { type: 'setup/deploy', manId: nva, square: sq('3142') }, highDice).ok).toBe(true);
  });

  it('Case 41.43: a tower blocks Line of Sight across its whole square, like blocking field terrain (Case 8.22: one level above its ground)', () => {
    const map = new LosMapBuilder(5, 5).field(3, 3, 'tower').build();
    expect(lineOfSight(map, erect(1, 3), erect(5, 3)).blockedBy).toMatchObject({ kind: 'field', square: { col: 3, row: 3 } });
    expect(lineOfSight(map, erect(1, 1), erect(5, 5)).clear).toBe(false);
    expect(lineOfSight(map, erect(1, 3, 1), erect(5, 3, 1)).clear).toBe(true);
  });
});
