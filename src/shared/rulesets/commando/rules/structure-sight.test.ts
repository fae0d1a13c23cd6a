import { describe, expect, it } from 'vitest';
import { LosMapBuilder, erect } from './test-support/los-maps';
import { structureInSight } from './structure-sight';

/** A one-square building at 5,5 walled round with building lines; a wall at the east side of 2,5. */
const map = new LosMapBuilder(12, 12)
  .line(5, 5, 'n', 'building-line')
  .line(5, 5, 's', 'building-line')
  .line(5, 5, 'e', 'building-line')
  .line(5, 5, 'w', 'building-line')
  .line(2, 5, 'e', 'wall')
  .build();
const building = [{ col: 5, row: 5 }];
const unlimited = { observationRange: 'unlimited' as const };

describe('Case 41.81 (ruling ST2): a building is Observed by range and Line of Sight alone', () => {
  it('Case 41.81: inside it, or facing its wall with nothing between, he sees it (the building line is what he looks at)', () => {
    expect(structureInSight(map, erect(5, 5), building, unlimited)).toEqual({ square: { col: 5, row: 5 }, range: 0 });
    expect(structureInSight(map, erect(9, 5), building, unlimited)).toMatchObject({ square: { col: 5, row: 5 } });
  });
  it('Case 8.24: another blocking line between him and the building hides it', () => {
    expect(structureInSight(map, erect(1, 5), building, unlimited)).toBeUndefined();
  });
  it('Case 8.12: beyond the observation range he does not see it', () => {
    expect(structureInSight(map, erect(12, 5), building, { observationRange: 6 })).toBeUndefined();
    expect(structureInSight(map, erect(12, 5), building, { observationRange: 7 })).toMatchObject({ range: 7 });
  });
});
