import { describe, expect, it } from 'vitest';
import type { GameMap } from '../../../map/map-model';
import { blankMap } from '../../../map/map-model';
import { apcExplosionSquares } from './vehicle-explosion';

const map = (): GameMap => blankMap('m', 'test', 30, 30, { kind: 'custom', note: 'test' });
const has = (r: ReturnType<typeof apcExplosionSquares>, col: number, row: number) => r.squares.some((q) => q.square.col === col && q.square.row === row);

describe('Table 26.5 Destroyed: an APC\'s explosion is "a LAW Back-blast ... extending in every direction" (ruling AR18)', () => {
  it('Case 27.22 (Diagram 14, house pattern AT9) in each of the eight directions, with the APC\'s own square: 41 squares on an open map', () => {
    const r = apcExplosionSquares(map(), { col: 10, row: 10 });
    expect(r.squares.length).toBe(41);
    expect(has(r, 10, 10)).toBe(true);
    // Three squares straight out, the third flanked (north: 10,7 with 9,7 and 11,7).
    for (const [c, q] of [[10, 9], [10, 8], [10, 7], [9, 7], [11, 7], [13, 10], [13, 13]]) expect(has(r, c!, q!)).toBe(true);
    // Not a cone's gap: a knight's move away is outside every direction's pattern.
    expect(has(r, 12, 11)).toBe(false);
  });

  it('Case 27.23: a wall keeps the blast from the squares beyond it', () => {
    const walled: GameMap = { ...map(), lines: [{ side: { col: 10, row: 10, dir: 'n' }, terrain: 'wall' }] };
    const r = apcExplosionSquares(walled, { col: 10, row: 10 });
    expect(has(r, 10, 9)).toBe(false);
    expect(r.walled.some((q) => q.col === 10 && q.row === 9)).toBe(true);
    expect(has(r, 10, 11)).toBe(true);
  });
});
