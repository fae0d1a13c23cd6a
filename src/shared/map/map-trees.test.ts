import { describe, expect, it } from 'vitest';
import { hash01, treesFor } from './map-trees';

describe('seeded tree symbols (Case 8.6), never Math.random', () => {
  it('the same square always gets the same trees, inside the square', () => {
    for (let col = 1; col <= 40; col += 7) {
      for (let row = 1; row <= 64; row += 5) {
        const t = treesFor({ col, row }, 3);
        expect(t).toEqual(treesFor({ col, row }, 3));
        expect(t.length).toBeGreaterThanOrEqual(1);
        expect(t.length).toBeLessThanOrEqual(2);
        for (const tree of t) {
          expect(tree.x - tree.r).toBeGreaterThanOrEqual(-1e-9);
          expect(tree.x + tree.r).toBeLessThanOrEqual(1 + 1e-9);
          expect(tree.y - tree.r).toBeGreaterThanOrEqual(-1e-9);
          expect(tree.y + tree.r).toBeLessThanOrEqual(1 + 1e-9);
        }
      }
    }
    expect(hash01(3, 4, 5)).toBe(hash01(3, 4, 5));
    expect(hash01(3, 4, 5)).not.toBe(hash01(4, 3, 5));
  });
});
