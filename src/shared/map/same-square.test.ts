import { describe, expect, it } from 'vitest';
import { sameSquare } from './map-model';

describe('sameSquare', () => {
  it('is the same column and row, whatever the objects', () => {
    expect(sameSquare({ col: 3, row: 4 }, { col: 3, row: 4 })).toBe(true);
    expect(sameSquare({ col: 3, row: 4 }, { col: 4, row: 3 })).toBe(false);
  });

  it('is never true when a square is missing', () => {
    expect(sameSquare(undefined, { col: 1, row: 1 })).toBe(false);
    expect(sameSquare({ col: 1, row: 1 }, undefined)).toBe(false);
    expect(sameSquare(undefined, undefined)).toBe(false);
  });
});
