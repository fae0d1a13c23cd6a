import { describe, expect, it } from 'vitest';
import { planMove } from './move-plan';
import { movementTables } from './movement-tables';
import type { Occupancy } from './stacking';
import { ERECT, map, PRONE, sq, WOUNDED } from './test-support/movement';

describe('planMove (Cases 7.23, 7.44, 7.6)', () => {
  const m = map({ terrain: [[sq(3, 1), 'rough']] });
  const route = [sq(3, 5), sq(3, 4), sq(3, 3), sq(4, 2), sq(3, 1)];
  it('gives per-step and running costs', () => {
    const r = planMove(m, ERECT, route, 50);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.steps.map((s) => [s.cost, s.spent, s.remaining])).toEqual([
      [5, 5, 45],
      [5, 10, 40],
      [7, 17, 33],
      [14, 31, 19],
    ]);
    expect(r.value).toMatchObject({ moveCost: 31, totalCost: 31, remaining: 19, finalSquare: sq(3, 1), finalPosture: 'erect' });
  });
  it('Case 7.23: a gap in the route is an error at that step', () => {
    const r = planMove(m, ERECT, [sq(3, 5), sq(3, 3)], 50);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.error.code, r.atStep]).toEqual(['move/not-adjacent', 1]);
  });
  it('Case 6.44: a step he cannot pay for is an error, with the plan so far', () => {
    const r = planMove(m, ERECT, route, 20);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect([r.error.code, r.error.caseRef, r.atStep]).toEqual(['move/insufficient_task_points', 'Case 6.44', 4]);
      expect(r.partial?.remaining).toBe(3);
    }
  });
  it('Case 7.44: he stops in the first square with a live Enemy man; the rest is unexecuted', () => {
    const occ: Occupancy = (s) => ({ friendly: 0, enemyActive: s.col === 3 && s.row === 3 });
    const r = planMove(m, ERECT, route, 50, occ);
    expect(r.ok && r.value.stopped).toEqual({ at: sq(3, 3), caseRef: 'Case 7.44', unexecuted: [sq(4, 2), sq(3, 1)] });
    expect(r.ok && r.value.moveCost).toBe(10);
  });
  it('Case 7.41: a full square on the route is an error', () => {
    const occ: Occupancy = (s) => ({ friendly: s.row === 4 ? 2 : 0, enemyActive: false });
    const r = planMove(m, ERECT, route, 50, occ);
    expect(!r.ok && [r.error.code, r.atStep]).toEqual(['move/stacking', 1]);
  });
  it('an empty route is an error; a one-square route costs nothing', () => {
    expect(planMove(m, ERECT, [], 50).ok).toBe(false);
    const r = planMove(m, ERECT, [sq(2, 2)], 50);
    expect(r.ok && r.value.totalCost).toBe(0);
  });
});

describe('Case 7.6: falling prone as the last task', () => {
  const m = map();
  const route = [sq(3, 5), sq(3, 4), sq(3, 3)];
  const case76 = movementTables({ fallProneAtEnd: 'case-7.6' });
  it('Case 7.6 reading (campaign reading fall-prone-paid): costs 13 when he can pay for it', () => {
    const r = planMove(m, ERECT, route, 50, undefined, case76, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.totalCost, r.value.remaining, r.value.finalPosture]).toEqual([13, 23, 27, 'prone']);
  });
  it('is free when he is short of Task Points', () => {
    const r = planMove(m, ERECT, route, 20, undefined, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.remaining, r.value.finalPosture]).toEqual([0, 10, 'prone']);
  });
  it('Case 7.6 reading: a seriously wounded man pays 26, or nothing when short', () => {
    const full = planMove(m, WOUNDED, route, 50, undefined, case76, { fallProneAtEnd: true });
    expect(full.ok && full.value.fallProne?.final).toBe(26);
    const short = planMove(m, WOUNDED, route, 40, undefined, undefined, { fallProneAtEnd: true });
    expect(short.ok && short.value.fallProne?.final).toBe(0);
  });
  it('Chart 5.22 note * (default): always free as the last task', () => {
    const r = planMove(m, ERECT, route, 50, undefined, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.remaining]).toEqual([0, 40]);
  });
  it('free after entering an Enemy man’s square (Case 7.44 ends Task Point expenditure)', () => {
    const occ: Occupancy = (s) => ({ friendly: 0, enemyActive: s.row === 3 });
    const r = planMove(m, ERECT, route, 50, occ, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.finalPosture]).toEqual([0, 'prone']);
  });
  it('a man already prone pays nothing', () => {
    const r = planMove(m, PRONE, route, 50, undefined, undefined, { fallProneAtEnd: true });
    expect(r.ok && [r.value.fallProne?.final, r.value.moveCost]).toEqual([0, 20]);
  });
});
