/** Case 7.13 and Section 35.0 as pure rules (rules/climbing.ts) with the observation modules' viewpoint level. */
import { describe, expect, it } from 'vitest';
import { MapBuilder } from '../../../map/map-builder';
import { rect, sq } from '../../../map/map-areas';
import { manAt } from '../engine/prompts';
import { climbingGame } from '../test-support/climbing-game';
import { aloftLimit, manLevel, meleePlace } from './climbing';
import { lineOfSight } from './line-of-sight';
import { measureSight } from './observation-limits';
import { situationOnMap } from './observation-chance';
import { occupancyFromMen } from './stacking';
import { levelOf } from './elevation-cost';
import { movementTables } from './movement-tables';

const at = (col: number, row: number) => ({ col, row });
const PROV = { kind: 'custom', note: 'test' } as const;
/** A 10 × 10 map: woods at 0502, a belt of forest (blocking terrain, Case 8.22) across rows 04–05 between 0502 and 0509. */
const wall = () => new MapBuilder('w', 'W', PROV, { width: 10, height: 10 }).woods([sq('0502')]).fill(rect('0104', '1005'), 'forest').build();

describe('Case 7.13: a man\'s own level within his square', () => {
  const s = climbingGame([{ id: 'a1', side: 'a', col: 5, row: 2 }, { id: 'b1', side: 'b', col: 5, row: 9 }]);
  const up = (col: number, row: number, on: 'tree' | 'roof' = 'tree') => ({ ...s.men['a1']!, square: at(col, row), aloft: { on, level: 1, square: at(col, row) } });

  it('Case 7.13: absent a level he is at ground level; the level holds only in the square he climbed in', () => {
    expect(manLevel(s.men['a1']!)).toBe(0);
    expect(manLevel(up(5, 2))).toBe(1);
    expect(manLevel({ ...up(5, 2), square: at(5, 3) })).toBe(0);
    expect(manAt(up(5, 2))).toMatchObject({ level: 1 });
    expect(manAt(s.men['a1']!)).not.toHaveProperty('level');
  });

  it('Case 35.12: up a tree he sees over the forest that hides him on the ground (the viewpoint level, Case 8.26)', () => {
    const map = wall();
    const target = manAt(s.men['b1']!)!;
    expect(lineOfSight(map, manAt({ ...s.men['a1']!, square: at(5, 2) })!, target).clear).toBe(false);
    expect(measureSight(manAt(up(5, 2))!, target, { map, observationRange: 'unlimited' }).los.clear).toBe(true);
  });

  it('Case 35.25: on a roof he is one level above the ground floor, and sees from there', () => {
    const map = new MapBuilder('r', 'R', PROV, { width: 10, height: 10 }).fill([sq('0502')], 'building').fill(rect('0104', '1005'), 'forest').build();
    const target = manAt(s.men['b1']!)!;
    expect(measureSight(manAt({ ...s.men['a1']!, square: at(5, 2) })!, target, { map, observationRange: 'unlimited' }).los.clear).toBe(false);
    expect(measureSight(manAt(up(5, 2, 'roof'))!, target, { map, observationRange: 'unlimited' }).los.clear).toBe(true);
  });

  it('Case 35.13: up a tree he keeps the woods\' benefit when observed (the target terrain is his woods square)', () => {
    const map = wall();
    const observer = manAt(s.men['b1']!)!;
    const target = manAt(up(5, 2))!;
    const sight = measureSight(observer, target, { map, observationRange: 'unlimited' });
    expect(situationOnMap(map, observer, target, sight, { codeLetter: 'G', observerMovedThisTurn: false, targetMoving: false, defendingMode: false }).targetTerrain).toBe('woods');
  });

  it('Cases 35.14, 35.26: the limits per level — one up a woods tree, two in a forest tree, two on a roof; men aloft do not fill the ground', () => {
    expect([aloftLimit('tree', 'woods').value, aloftLimit('tree', 'forest').value, aloftLimit('roof', 'building').value]).toEqual([1, 2, 2]);
    const roofed = [up(5, 2, 'roof'), { ...up(5, 2, 'roof'), id: 'a2' }, { ...s.men['a1']!, id: 'a3', square: at(5, 2) }];
    expect(occupancyFromMen(roofed, 'a', 'x')(at(5, 2)).friendly).toBe(1);
  });

  it('Cases 35.15, 35.28: men fight hand to hand only at the same level; Case 35.27: never on a gabled roof', () => {
    const map = new MapBuilder('f', 'F', PROV, { width: 10, height: 10 }).fill([sq('0505')], 'building').fill([sq('0606')], 'building').flatRoof([sq('0606')]).build();
    expect(meleePlace(map, up(5, 5, 'roof'))).toBeUndefined();
    expect(meleePlace(map, up(6, 6, 'roof'))).toBe('6,6@roof1');
    expect(meleePlace(map, { ...s.men['a1']!, square: at(6, 6) })).toBe('6,6@ground');
  });
});

describe('Case 35.3 Moving to or from Elevation Level Zero', () => {
  it('Case 35.32: a man beside the level-zero contour line is not blocked by it; one back from the edge is', () => {
    const map = new MapBuilder('z', 'Z', PROV, { width: 10, height: 10 }).elevate(rect('0106', '1010'), -1).build();
    const below = { square: at(5, 9), posture: 'erect' as const };
    expect(lineOfSight(map, { square: at(5, 5), posture: 'erect' }, below).clear).toBe(true);
    expect(lineOfSight(map, { square: at(5, 1), posture: 'erect' }, { square: at(5, 7), posture: 'erect' }).clear).toBe(false);
  });

  it('Case 35.33: below water level zero means the water\'s surface (Case 36.1): a water square below zero is crossed at level 0', () => {
    const t = movementTables({});
    expect(levelOf(t, { terrain: 'water', elevation: -1 })).toBe(0);
    expect(levelOf(t, { terrain: 'clear', elevation: -1 })).toBe(-1);
  });
});
