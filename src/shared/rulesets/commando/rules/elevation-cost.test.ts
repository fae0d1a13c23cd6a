import { describe, expect, it } from 'vitest';
import { stepCost } from './movement';
import { movementTables } from './movement-tables';
import { C, cost, ERECT, map, sq } from './test-support/movement';

describe('Chart 7.39 last line and the Addenda: elevation', () => {
  const m = map({ elevation: [[sq(3, 2), -1], [sq(4, 3), 1], [sq(4, 4), 2], [sq(2, 3), -2]] });
  it('Addenda: 0 → −1 costs +4 (9 orthogonal)', () => {
    expect(cost(m, C, sq(3, 2))).toBe(9);
  });
  it('Case 35.31 "into or out of": −1 → 0 costs +4 too', () => {
    expect(cost(m, sq(3, 2), C)).toBe(9);
  });
  it('a drop of two levels past zero is charged once', () => {
    expect(cost(m, C, sq(2, 3))).toBe(9);
  });
  it('0 → +1 and +1 → +2 are simple gradation: no cost (Case 35.3)', () => {
    expect(cost(m, C, sq(4, 3))).toBe(5);
    expect(cost(m, sq(4, 3), sq(4, 4))).toBe(5);
    expect(cost(m, sq(4, 4), sq(4, 3))).toBe(5);
  });
  it('the chart line as first printed charges 0 ↔ +1 instead, as a campaign option', () => {
    const t = movementTables({ elevationReading: 'as-first-printed' });
    expect(cost(m, C, sq(4, 3), ERECT, t)).toBe(9);
    expect(cost(m, sq(4, 3), C, ERECT, t)).toBe(9);
    expect(cost(m, C, sq(3, 2), ERECT, t)).toBe(5);
  });
  it('the every-level reading (docs/rulings/tables.md T2) charges each level, the 0 → −1 drop as the Addenda', () => {
    const t = movementTables({ elevationReading: 'every-level' });
    expect(cost(m, C, sq(4, 3), ERECT, t)).toBe(9);
    expect(cost(m, sq(4, 3), sq(4, 4), ERECT, t)).toBe(9);
    expect(cost(m, C, sq(3, 2), ERECT, t)).toBe(9);
    expect(cost(m, C, sq(2, 3), ERECT, t)).toBe(13); // 0 → −1 → −2
    const r = stepCost(m, C, sq(2, 3), ERECT, undefined, t);
    expect(r.ok && r.value.breakdown.steps.filter((s) => s.kind === 'modifier').map((s) => s.caseRef)).toEqual(['Case 7.39 (Addenda)', 'Case 35.31']);
  });
  it('elevation is added after the multiple: rough at −1 = 5 × 2 + 4', () => {
    const rough = map({ terrain: [[sq(3, 2), 'rough']], elevation: [[sq(3, 2), -1]] });
    expect(cost(rough, C, sq(3, 2))).toBe(14);
  });
  it('Cases 36.11, 36.24: water at depth −2 is entered at the surface, level 0 (no drop)', () => {
    const water = map({ terrain: [[sq(3, 2), 'water']], elevation: [[sq(3, 2), -2]] });
    expect(cost(water, C, sq(3, 2))).toBe(15); // water multiple ×3, no elevation cost
  });
});
