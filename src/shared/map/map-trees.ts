/**
 * Tree symbols for woods (Case 8.6), placed from a seeded hash of the square
 * (never Math.random), so a map drawn twice is the same map.
 */
import type { Area } from './map-areas';
import type { Square, TreeSymbol } from './map-model';

/** A deterministic hash of a square and a salt, in [0, 1). The same square always gets the same number. */
export function hash01(col: number, row: number, salt = 0): number {
  let h = Math.imul(col, 0x27d4eb2d) ^ Math.imul(row, 0x165667b1) ^ Math.imul(salt + 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  h ^= h >>> 15;
  return (h >>> 0) / 0x1_0000_0000;
}

/** Squares of the area picked by the hash: about `fraction` of them, the same ones every time. */
export function sample(area: Area, fraction: number, salt = 0): Square[] {
  return area.filter((s) => hash01(s.col, s.row, salt) < fraction);
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** One to `max` (default two) tree symbols for a woods square (Case 8.6), placed from the hash of the square. */
export function treesFor(s: Square, salt = 0, max = 2): TreeSymbol[] {
  const count = 1 + Math.floor(hash01(s.col, s.row, salt) * max);
  const trees: TreeSymbol[] = [];
  for (let i = 0; i < count; i++) {
    const r = round2(0.12 + 0.1 * hash01(s.col, s.row, salt + 101 + i));
    const at = (h: number): number => Math.min(1 - r, Math.max(r, round2(r + (1 - 2 * r) * h)));
    trees.push({ x: at(hash01(s.col, s.row, salt + 211 + i)), y: at(hash01(s.col, s.row, salt + 307 + i)), r });
  }
  return trees;
}
