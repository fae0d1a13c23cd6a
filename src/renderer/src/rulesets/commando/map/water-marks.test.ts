import { describe, expect, it } from 'vitest';
import { blankMap, type GameMap } from '@shared/map/map-model';
import { enemyWaterBadges, waterBadges } from './water-marks';

const base = blankMap('m', 'm', 4, 4, { kind: 'custom', note: 'test' });
/** 0101 water level 0 deep, 0201 water to level −2, the rest dry. */
const map: GameMap = { ...base, squares: base.squares.map((q, i) => (i === 0 ? { terrain: 'water', elevation: 0 } : i === 1 ? { terrain: 'water', elevation: -2 } : q)) };
const man = { id: 'a1', side: 'a', condition: 'fit' as const };

describe('the master map and side windows badge a man in the water (Section 36.0)', () => {
  it('Case 36.21: standing, swimming or diving at his level, and his gear', () => {
    expect(waterBadges(map, { ...man, square: { col: 1, row: 1 }, posture: 'erect' })).toEqual(['WADE']);
    expect(waterBadges(map, { ...man, square: { col: 2, row: 1 }, posture: 'prone', divingGear: { kind: 'snorkel' } })).toEqual(['SWIM', 'SNORKEL']);
    expect(waterBadges(map, { ...man, square: { col: 2, row: 1 }, posture: 'prone', submerged: { level: -2 }, divingGear: { kind: 'scuba' } })).toEqual(['DIVE-2', 'SCUBA']);
    expect(waterBadges(map, { ...man, square: { col: 3, row: 1 }, posture: 'erect', divingGear: { kind: 'snorkel', packed: true } })).toEqual(['FINS OFF']);
    expect(waterBadges(map, { ...man, square: { col: 3, row: 1 }, posture: 'erect' })).toEqual([]);
  });
  it('Case 36.14: an enemy shows what his observers saw — his level below the surface, or swimming; never his gear', () => {
    expect(enemyWaterBadges(map, { square: { col: 2, row: 1 }, posture: 'prone', level: -1 })).toEqual(['DIVE-1']);
    expect(enemyWaterBadges(map, { square: { col: 2, row: 1 }, posture: 'prone' })).toEqual(['SWIM']);
    expect(enemyWaterBadges(map, { square: { col: 3, row: 3 }, posture: 'prone' })).toEqual([]);
  });
});
