import { describe, expect, it } from 'vitest';
import { house } from '../../../kernel/provenance';
import { FIELD_TERRAIN_EFFECTS, LINE_TERRAIN_EFFECTS } from '../tables/terrain-effects';
import { hasLineOfSight, lineOfSight, squareName } from './line-of-sight';
import type { LosContext, Viewpoint } from './line-of-sight';
import type { GameMap } from '../../../map/map-model';
import { LosMapBuilder, erect, prone } from './test-support/los-maps';

/** Both entry points agree, both ways round (the LOS is symmetric, see the rulings). */
function los(map: GameMap, a: Viewpoint, b: Viewpoint, ctx?: LosContext) {
  const full = lineOfSight(map, a, b, ctx);
  expect(hasLineOfSight(map, a, b, ctx)).toBe(full.clear);
  expect(hasLineOfSight(map, b, a, ctx)).toBe(full.clear);
  expect(lineOfSight(map, b, a, ctx).clear).toBe(full.clear);
  if (full.clear) expect(full.blockedBy).toBeUndefined();
  return full;
}

describe('Case 8.24: the straightedge from the centre of one square to the centre of the other', () => {
  it('Case 8.24: forest the line passes through blocks; forest beside the line does not', () => {
    const base = () => new LosMapBuilder(6, 3);
    // 0101 → 0502 runs through 0101 0201 0301 0302 0402 0502.
    expect(los(base().field(4, 1, 'forest').field(2, 2, 'forest').build(), erect(1, 1), erect(5, 2)).clear).toBe(true);
    const hit = los(base().field(3, 2, 'forest').build(), erect(1, 1), erect(5, 2));
    expect(hit.clear).toBe(false);
    expect(hit.blockedBy).toMatchObject({ kind: 'field', square: { col: 3, row: 2 }, caseRef: 'Case 8.23' });
    expect(hit.blockedBy!.reason).toContain('0302');
  });

  it('Case 8.24: the profile lists every square the line runs through, from the observer', () => {
    const map = new LosMapBuilder(6, 3).level(3, 1, 1).build();
    const r = lineOfSight(map, erect(5, 2), erect(1, 1));
    expect(r.profile.map((p) => squareName(p.square))).toEqual(['0502', '0402', '0302', '0301', '0201', '0101']);
    expect(r.profile[0]!.distance).toBe(0);
    expect(r.profile.at(-1)!.distance).toBeCloseTo(Math.hypot(4, 1));
    expect(r.profile.find((p) => p.square.col === 3 && p.square.row === 1)).toMatchObject({ ground: 1, effective: 1 });
  });

  it('Case 8.24 (corner ruling): terrain on one side of a corner the line passes exactly through does not block', () => {
    // 0101 → 0303 passes exactly through the corners 0101/0202 and 0202/0303; 0201 and 0102 flank the first.
    const b = () => new LosMapBuilder(4, 4);
    expect(los(b().field(2, 1, 'forest').build(), erect(1, 1), erect(3, 3)).clear).toBe(true);
    expect(los(b().field(1, 2, 'forest').build(), erect(1, 1), erect(3, 3)).clear).toBe(true);
    expect(los(b().line(1, 1, 'e', 'wall').build(), erect(1, 1), erect(3, 3)).clear).toBe(true);
    expect(los(b().line(2, 1, 's', 'wall').build(), erect(1, 1), erect(3, 3)).clear).toBe(true);
  });

  it('Case 8.24 (corner ruling): blocking terrain on both sides of the corner blocks', () => {
    const b = () => new LosMapBuilder(4, 4);
    const bothFields = los(b().field(2, 1, 'forest').field(1, 2, 'forest').build(), erect(1, 1), erect(3, 3));
    expect(bothFields.blockedBy).toMatchObject({ kind: 'field', caseRef: 'Case 8.23' });
    expect(bothFields.blockedBy!.reason).toContain('corner ruling');
    // A wall turning the corner (east and south sides of 0101), or running straight through it.
    expect(los(b().line(1, 1, 'e', 'wall').line(1, 1, 's', 'wall').build(), erect(1, 1), erect(3, 3)).blockedBy).toMatchObject({ kind: 'line' });
    expect(los(b().line(1, 1, 'e', 'wall').line(1, 2, 'e', 'wall').build(), erect(1, 1), erect(3, 3)).clear).toBe(false);
    expect(los(b().line(1, 1, 's', 'wall').line(2, 1, 's', 'wall').build(), erect(1, 1), erect(3, 3)).clear).toBe(false);
    // A wall on one side and forest on the other.
    expect(los(b().line(1, 1, 'e', 'wall').field(1, 2, 'forest').build(), erect(1, 1), erect(3, 3)).clear).toBe(false);
    // A wall and a window meeting at the corner leave the line an opening.
    const opening = los(b().line(1, 1, 'e', 'wall').line(1, 1, 's', 'window').build(), erect(1, 1), erect(3, 3));
    expect(opening.clear).toBe(true);
    expect(opening.throughBuildingLine).toBe(true);
    expect(opening.apertures).toEqual([{ side: { col: 1, row: 2, dir: 'n' }, terrain: 'window' }]);
  });
});

describe('Case 8.21: elevation levels', () => {
  it('Case 8.21: a man stands at the contour level of his square; Case 7.13: plus any extra levels (a roof)', () => {
    const map = new LosMapBuilder(9, 1).level(1, 1, 1).level(5, 1, 2).build();
    expect(los(map, erect(1, 1), erect(9, 1)).blockedBy).toMatchObject({ kind: 'hill', caseRef: 'Case 8.25' });
    expect(los(map, erect(1, 1, 2), erect(9, 1, 2)).clear).toBe(true);
    expect(lineOfSight(map, erect(1, 1), erect(9, 1)).profile.map((p) => p.ground)).toEqual([1, 0, 0, 0, 2, 0, 0, 0, 0]);
  });
});

describe('Case 8.22: blocking terrain counts one level higher, for LOS only', () => {
  it('Case 8.22: forest at level 2 counts as level 3: men at level 3 see over it, men at level 2 do not', () => {
    const b = new LosMapBuilder(7, 1);
    for (let c = 1; c <= 7; c++) b.level(c, 1, 2);
    const map = b.field(4, 1, 'forest').build();
    const low = los(map, erect(1, 1), erect(7, 1));
    expect(low.blockedBy).toMatchObject({ kind: 'field', square: { col: 4, row: 1 }, caseRef: 'Case 8.23' });
    expect(low.blockedBy!.reason).toContain('level 3 (Case 8.22)');
    expect(low.profile[3]).toMatchObject({ ground: 2, effective: 3 });
    expect(los(map, erect(1, 1, 1), erect(7, 1, 1)).clear).toBe(true);
  });

  it('Case 8.22: a man in forest stands at the ground level, not the blocking level', () => {
    const map = new LosMapBuilder(5, 1).field(1, 1, 'forest').level(3, 1, 1).build();
    // The forest man is at level 0: the level-1 hill is above both men.
    expect(los(map, erect(1, 1), erect(5, 1)).blockedBy).toMatchObject({ kind: 'hill' });
  });
});

describe('Case 8.23: blocking field and line terrain between the men', () => {
  it('Case 8.23(a): blocking field terrain the line passes through blocks; the men’s own squares do not', () => {
    const map = new LosMapBuilder(5, 1).field(1, 1, 'forest').field(5, 1, 'oil-tank').field(3, 1, 'building').build();
    expect(los(map, erect(1, 1), erect(5, 1)).clear).toBe(true);
    const blocked = new LosMapBuilder(5, 1).field(3, 1, 'forest').build();
    expect(los(blocked, erect(1, 1), erect(5, 1)).blockedBy).toMatchObject({ kind: 'field', square: { col: 3, row: 1 } });
  });

  it('Case 8.23(b): blocking line terrain the line crosses blocks, even on a man’s own square', () => {
    const wall = los(new LosMapBuilder(5, 1).line(1, 1, 'e', 'wall').build(), erect(1, 1), erect(5, 1));
    expect(wall.blockedBy).toMatchObject({ kind: 'line', side: { col: 2, row: 1, dir: 'w' }, caseRef: 'Case 8.23' });
    expect(wall.blockedBy!.reason).toContain('wall');
    expect(los(new LosMapBuilder(5, 1).line(3, 1, 'w', 'barbed-wire').build(), erect(1, 1), erect(5, 1)).clear).toBe(true);
  });

  it('Case 8.23: the first block is the one nearest the observer', () => {
    const map = new LosMapBuilder(7, 1).field(2, 1, 'forest').line(6, 1, 'w', 'wall').build();
    expect(lineOfSight(map, erect(1, 1), erect(7, 1)).blockedBy).toMatchObject({ kind: 'field', square: { col: 2, row: 1 } });
    expect(lineOfSight(map, erect(7, 1), erect(1, 1)).blockedBy).toMatchObject({ kind: 'line', side: { col: 6, row: 1, dir: 'w' } });
  });

  it('Case 8.23: a campaign override of the Terrain Effects Chart changes what blocks', () => {
    const map = new LosMapBuilder(5, 1).field(3, 1, 'rough').build();
    expect(hasLineOfSight(map, erect(1, 1), erect(5, 1))).toBe(true);
    const field = { ...FIELD_TERRAIN_EFFECTS, rough: { ...FIELD_TERRAIN_EFFECTS.rough, blocking: house('yes' as const, 'test', 'tall scrub') } };
    expect(hasLineOfSight(map, erect(1, 1), erect(5, 1), undefined, { field })).toBe(false);
    expect(lineOfSight(map, erect(1, 1), erect(5, 1), undefined, { field, line: LINE_TERRAIN_EFFECTS }).blockedBy?.kind).toBe('field');
  });
});

describe('Case 8.25: intervening terrain higher than both men', () => {
  it('Case 8.25: a hill between two men at lower levels blocks without any blocking terrain', () => {
    const map = new LosMapBuilder(9, 1).level(5, 1, 1).build();
    const r = los(map, erect(1, 1), erect(9, 1));
    expect(r.blockedBy).toMatchObject({ kind: 'hill', square: { col: 5, row: 1 }, caseRef: 'Case 8.25' });
    expect(los(map, erect(1, 1, 1), erect(9, 1)).clear).toBe(true); // equal distance, Case 8.26
  });
});

describe('Case 8.26: terrain above the lower man but not above the higher', () => {
  // Observer on a level-2 hill at 0101; target at level 0 in 0901; a level-1 rise in between.
  const rise = (col: number) => new LosMapBuilder(9, 1).level(1, 1, 2).level(col, 1, 1).build();

  it('Case 8.26: blocks when nearer the lower man', () => {
    const r = los(rise(7), erect(1, 1), erect(9, 1));
    expect(r.blockedBy).toMatchObject({ kind: 'hill', square: { col: 7, row: 1 }, caseRef: 'Case 8.26' });
  });

  it('Case 8.26: does not block when nearer the higher man', () => {
    expect(los(rise(3), erect(1, 1), erect(9, 1)).clear).toBe(true);
  });

  it('Case 8.26: does not block at equal distance', () => {
    expect(los(rise(5), erect(1, 1), erect(9, 1)).clear).toBe(true);
  });

  it('Case 8.26: "the observer" is read as the lower man, so the answer is the same whoever looks', () => {
    expect(los(rise(7), erect(9, 1), erect(1, 1)).clear).toBe(false);
    expect(los(rise(3), erect(9, 1), erect(1, 1)).clear).toBe(true);
  });

  it('Case 8.26: blocking terrain at the higher man’s level (Case 8.22) is judged the same way', () => {
    const near = new LosMapBuilder(9, 1).level(1, 1, 1).field(8, 1, 'forest').build();
    expect(los(near, erect(1, 1), erect(9, 1)).blockedBy).toMatchObject({ kind: 'field', caseRef: 'Case 8.26' });
    const far = new LosMapBuilder(9, 1).level(1, 1, 1).field(2, 1, 'forest').build();
    expect(los(far, erect(1, 1), erect(9, 1)).clear).toBe(true);
  });
});

describe('Case 8.27: adjacent men', () => {
  it('Case 8.27: adjacent men see each other through blocking field terrain and over hills', () => {
    const map = new LosMapBuilder(3, 3).field(1, 1, 'forest').field(2, 1, 'forest').field(1, 2, 'forest').level(2, 2, 3).build();
    expect(los(map, erect(1, 1), erect(2, 1)).clear).toBe(true);
    expect(los(map, erect(2, 1), erect(1, 2)).clear).toBe(true); // diagonal, 0101 and 0202 flank the corner
  });

  it('Case 8.27: unless blocking line terrain lies between them', () => {
    const map = new LosMapBuilder(3, 3).line(1, 1, 'e', 'wall').build();
    expect(los(map, erect(1, 1), erect(2, 1)).blockedBy).toMatchObject({ kind: 'line', side: { col: 2, row: 1, dir: 'w' } });
  });

  it('Case 8.27 (corner ruling): diagonal neighbours are parted only when line terrain closes the corner on both sides', () => {
    const one = new LosMapBuilder(3, 3).line(1, 1, 'e', 'wall').build();
    expect(los(one, erect(1, 1), erect(2, 2)).clear).toBe(true);
    const turn = new LosMapBuilder(3, 3).line(1, 1, 'e', 'wall').line(1, 1, 's', 'wall').build();
    expect(los(turn, erect(1, 1), erect(2, 2)).blockedBy).toMatchObject({ kind: 'line' });
    const straight = new LosMapBuilder(3, 3).line(2, 1, 'w', 'building-line').line(2, 2, 'w', 'building-line').build();
    expect(los(straight, erect(1, 1), erect(2, 2)).clear).toBe(false);
  });
});

describe('Case 8.6: only the tree symbols of woods block', () => {
  it('Case 8.6: a line through a tree symbol blocks; a line through the woods square that misses every tree does not', () => {
    const hit = new LosMapBuilder(5, 1).tree(3, 1, 0.5, 0.5, 0.3).build();
    expect(los(hit, erect(1, 1), erect(5, 1)).blockedBy).toMatchObject({ kind: 'tree', square: { col: 3, row: 1 }, caseRef: 'Case 8.6' });
    expect(lineOfSight(hit, erect(1, 1), erect(5, 1)).profile[2]).toMatchObject({ ground: 0, effective: 1 });
    const miss = new LosMapBuilder(5, 1).tree(3, 1, 0.5, 0.1, 0.2).build();
    expect(los(miss, erect(1, 1), erect(5, 1)).clear).toBe(true);
    expect(lineOfSight(miss, erect(1, 1), erect(5, 1)).profile[2]).toMatchObject({ ground: 0, effective: 0 });
    expect(los(new LosMapBuilder(5, 1).field(3, 1, 'woods').build(), erect(1, 1), erect(5, 1)).clear).toBe(true);
  });

  it('Case 8.6: a tree symbol drawn over its square’s edge blocks where it is drawn', () => {
    // Drawn in 0302 but reaching up into row 1, across the line from 0101 to 0501.
    const map = new LosMapBuilder(5, 2).tree(3, 2, 0.5, 0.1, 0.7).build();
    expect(los(map, erect(1, 1), erect(5, 1)).blockedBy).toMatchObject({ kind: 'tree', square: { col: 3, row: 2 } });
  });

  it('Case 8.6: a man among trees sees out past the trees of his own square', () => {
    const map = new LosMapBuilder(5, 1).tree(1, 1, 0.8, 0.5, 0.15).tree(5, 1, 0.2, 0.5, 0.15).build();
    expect(los(map, erect(1, 1), erect(5, 1)).clear).toBe(true);
  });

  it('Case 8.6 with Case 8.22: a man on higher ground sees over a tree far from the lower man', () => {
    const map = new LosMapBuilder(9, 1).level(1, 1, 1).tree(2, 1, 0.5, 0.5, 0.4).build();
    expect(los(map, erect(1, 1), erect(9, 1)).clear).toBe(true);
  });
});

describe('Case 8.23 and Cases 11.56–11.59: smoke', () => {
  const smokeAt = (col: number, row: number): LosContext => ({ smoke: [{ col, row }] });

  it('Case 8.23: smoke blocks its own square and the eight around it, at every level', () => {
    const map = new LosMapBuilder(9, 9).build();
    const r = los(map, erect(1, 4), erect(9, 4), smokeAt(5, 5));
    expect(r.blockedBy).toMatchObject({ kind: 'smoke', caseRef: 'Case 8.23' });
    expect(los(map, erect(1, 3), erect(9, 3), smokeAt(5, 5)).clear).toBe(true);
    expect(los(map, erect(1, 4, 5), erect(9, 4, 5), smokeAt(5, 5)).clear).toBe(false);
  });

  it('Case 11.59: a man in a smoke square may not observe beyond it, not even an adjacent man', () => {
    const map = new LosMapBuilder(5, 5).build();
    const r = los(map, erect(3, 3), erect(3, 2), smokeAt(3, 3));
    expect(r.blockedBy).toMatchObject({ kind: 'smoke', caseRef: 'Case 11.59', square: { col: 3, row: 3 } });
    expect(r.blockedBy!.reason).toMatch(/^The observer/);
    expect(lineOfSight(map, erect(3, 2), erect(3, 3), smokeAt(3, 3)).blockedBy!.reason).toMatch(/^The target/);
    expect(los(map, erect(3, 3), prone(3, 3), smokeAt(3, 3)).clear).toBe(true);
  });

  it('Case 8.23 with Case 8.27: a man in the smoke around a smoke square sees adjacent men only', () => {
    const map = new LosMapBuilder(9, 9).build();
    expect(los(map, erect(4, 4), erect(3, 3), smokeAt(5, 5)).clear).toBe(true);
    expect(los(map, erect(4, 4), erect(1, 1), smokeAt(5, 5)).blockedBy).toMatchObject({ kind: 'smoke', caseRef: 'Case 8.23' });
  });

  it('Case 11.57: smoke does not spread past a wall', () => {
    const b = new LosMapBuilder(9, 9).line(4, 5, 'n', 'wall').line(5, 5, 'n', 'wall').line(6, 5, 'n', 'wall');
    expect(los(b.build(), erect(1, 4), erect(9, 4), smokeAt(5, 5)).clear).toBe(true);
    expect(los(b.build(), erect(1, 6), erect(9, 6), smokeAt(5, 5)).clear).toBe(false);
  });

  it('Case 8.23: callers may pass a fresh smoke array each query', () => {
    const map = new LosMapBuilder(9, 9).build();
    expect(hasLineOfSight(map, erect(1, 4), erect(9, 4), { smoke: [{ col: 5, row: 5 }] })).toBe(false);
    expect(hasLineOfSight(map, erect(1, 4), erect(9, 4), { smoke: [{ col: 5, row: 8 }] })).toBe(true);
    expect(hasLineOfSight(map, erect(1, 4), erect(9, 4), { smoke: [{ col: 5, row: 5 }] })).toBe(false);
    expect(hasLineOfSight(map, erect(1, 4), erect(9, 4))).toBe(true);
  });
});

describe('Cases 8.41–8.45: buildings, doors, windows and slits', () => {
  // A house: building lines on the west side of column 4, rows 1–3, with a window at row 2 and a door at row 3.
  const house = () =>
    new LosMapBuilder(7, 3)
      .field(4, 1, 'building')
      .field(4, 2, 'building')
      .field(4, 3, 'building')
      .line(4, 1, 'w', 'building-line')
      .line(4, 2, 'w', 'building-line')
      .line(4, 2, 'w', 'window')
      .line(4, 3, 'w', 'door')
      .line(5, 3, 'w', 'building-line');

  it('Case 8.41: a building line blocks like a wall', () => {
    const r = los(house().build(), erect(1, 1), erect(6, 1));
    expect(r.blockedBy).toMatchObject({ kind: 'line', side: { col: 4, row: 1, dir: 'w' } });
    expect(r.throughBuildingLine).toBe(true);
  });

  it('Case 8.44: the line passes through a window, which is recorded (a window drawn on a building line is the opening)', () => {
    const r = los(house().build(), erect(1, 2), erect(5, 2));
    expect(r.clear).toBe(true);
    expect(r.apertures).toEqual([{ side: { col: 4, row: 2, dir: 'w' }, terrain: 'window' }]);
    expect(r.throughBuildingLine).toBe(true);
  });

  it('Case 8.42: doors are recorded in order from the observer', () => {
    const map = house().line(6, 3, 'w', 'slit').build();
    const r = los(map, erect(7, 3), erect(1, 3));
    expect(r.clear).toBe(false); // the building line between 0403 and 0503
    const inside = lineOfSight(map, erect(4, 3), erect(1, 3));
    expect(inside.apertures).toEqual([{ side: { col: 4, row: 3, dir: 'w' }, terrain: 'door' }]);
    const through = lineOfSight(map, erect(7, 3), erect(5, 3));
    expect(through.apertures).toEqual([{ side: { col: 6, row: 3, dir: 'w' }, terrain: 'slit' }]);
  });

  it('Case 8.45: a line that stays outside the building does not cross a building line', () => {
    const r = los(house().build(), erect(1, 1), erect(3, 3));
    expect(r.clear).toBe(true);
    expect(r.throughBuildingLine).toBe(false);
    expect(r.apertures).toEqual([]);
  });

  it('Cases 8.42–8.44: posture does not change the Line of Sight itself: a prone man is at his square’s level', () => {
    const map = new LosMapBuilder(9, 1).level(1, 1, 2).level(7, 1, 1).build();
    expect(los(map, prone(1, 1), erect(9, 1)).clear).toBe(los(map, erect(1, 1), erect(9, 1)).clear);
    expect(los(map, erect(1, 1), prone(9, 1)).clear).toBe(false);
  });
});

describe('Case 8.24: squares must be on the map', () => {
  it('Case 8.24: a viewpoint off the map is an error', () => {
    const map = new LosMapBuilder(3, 3).build();
    expect(() => hasLineOfSight(map, erect(0, 1), erect(2, 2))).toThrow(RangeError);
    expect(() => lineOfSight(map, erect(1, 1), erect(4, 2))).toThrow(RangeError);
  });
});
