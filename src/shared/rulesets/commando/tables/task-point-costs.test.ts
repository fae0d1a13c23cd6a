import { describe, expect, it } from 'vitest';
import { TASK_POINT_ALLOTMENT, TASK_POINT_COSTS } from './task-point-costs';
import type { TaskPointActionId } from './task-point-costs';

const cost = (id: TaskPointActionId) => TASK_POINT_COSTS[id].cost;

describe('Case 5.22 Task Point Cost Chart: the printed rows', () => {
  const rows: [TaskPointActionId, number][] = [
    ['move-orthogonal', 5],
    ['move-diagonal', 7],
    ['move-orthogonal-prone', 10],
    ['move-diagonal-prone', 14],
    ['stand-erect', 7],
    ['fall-prone', 13],
    ['fire-automatic', 18],
    ['fire-semi-automatic', 15],
    ['fire-rifle', 13],
  ];
  it.each(rows)('%s costs %i, printed', (id, value) => {
    expect(cost(id)).toMatchObject({ value, provenance: { kind: 'printed' } });
    expect(cost(id).provenance.source).toMatch(/5\.22/);
  });
  it('they are the only rows sourced to the chart itself', () => {
    const fromChart = Object.entries(TASK_POINT_COSTS).filter(([, r]) => r.cost.provenance.source.startsWith('Case 5.22 Task Point Cost Chart, "'));
    expect(fromChart.filter(([, r]) => r.cost.provenance.kind === 'printed').map(([id]) => id).sort()).toEqual(rows.map(([id]) => id).sort());
  });
  it('Case 7.6: falling prone is free as the last task of the Phase (noted on the row)', () => {
    expect(TASK_POINT_COSTS['fall-prone'].note).toMatch(/7\.6/);
  });
});

describe('Case 5.22: costs stated in the rules text win over the variant chart', () => {
  const rows: [TaskPointActionId, number | 'all-remaining', RegExp][] = [
    ['carry-flamethrower', 5, /17\.11/],
    ['fire-thump-gun', 25, /21\.12/],
    ['clip-straight-wire', 50, /20\.31/],
    ['clip-concertina-wire', 100, /20\.31/],
    ['detonate-claymore', 20, /22\.32/],
    ['climb-tree', 50, /35\.11/],
    ['drop-from-tree', 20, /35\.16/],
    ['jump-off-roof', 25, /35\.23/],
    ['fire-hand-flare', 13, /34\.31/],
    ['repair-flamethrower', 135, /17\.36/],
    ['tank-crew-change-places', 20, /23\.23/],
    ['re-enter-tank', 25, /23\.72/],
    ['opportunity-fire-plot', 5, /10\.76/],
    ['aim', 'all-remaining', /10\.82/],
    ['hand-to-hand', 'all-remaining', /12\.31/],
    ['revive-unconscious', 150, /36\.56/],
  ];
  it.each(rows)('%s costs %s, printed in the Case', (id, value, source) => {
    expect(cost(id)).toMatchObject({ value, provenance: { kind: 'printed' } });
    expect(cost(id).provenance.source).toMatch(source);
  });
  it('Case 10.76: the opportunity fire plot is a "+" task added to the fire', () => {
    expect(TASK_POINT_COSTS['opportunity-fire-plot'].addOn).toBe(true);
    expect(TASK_POINT_COSTS['spray-fire'].addOn).toBe(true);
  });
  it('Case 17.11: carrying a flamethrower is paid every Game-Turn', () => {
    expect(TASK_POINT_COSTS['carry-flamethrower'].per).toBe('game-turn');
  });
});

describe('Case 5.22 rows from the variant chart (task-point-costs-variant.md)', () => {
  const rows: [TaskPointActionId, number][] = [
    ['fire-pistol', 7],
    ['fire-shotgun', 14],
    ['reload', 25],
    ['prepare-grenade', 7],
    ['throw-grenade', 13],
    ['spray-fire', 7],
    ['exchange-weapons', 22],
    ['pick-up-weapon', 10],
    ['disengage', 20],
  ];
  it.each(rows)('%s costs %i, variant', (id, value) => {
    expect(cost(id)).toMatchObject({ value, provenance: { kind: 'variant' } });
  });
  it('Case 34.31 agrees with the variant: a hand flare costs the same as throwing a grenade', () => {
    expect(cost('fire-hand-flare').value).toBe(cost('throw-grenade').value);
  });
  it('a pistol costs no more to fire than a rifle (13), as the printed rows fall 18 → 15 → 13', () => {
    expect(cost('fire-pistol').value as number).toBeLessThanOrEqual(cost('fire-rifle').value as number);
  });
});

describe('Case 5.22: every non-printed cost carries a rationale', () => {
  it.each(Object.entries(TASK_POINT_COSTS))('%s', (_id, row) => {
    if (row.cost.provenance.kind !== 'printed') expect(row.cost.provenance.rationale?.trim()).toBeTruthy();
    expect(row.label).not.toBe('');
  });
});

describe('Case 4.0 and Case 9.21: the allotment', () => {
  it('an unwounded man has 50 Task Points per Game-Turn', () => {
    expect(TASK_POINT_ALLOTMENT.unwounded).toMatchObject({ value: 50, provenance: { kind: 'printed' } });
  });
  it('Case 9.21: a seriously wounded man pays double every cost (not a halved allotment)', () => {
    expect(TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple).toMatchObject({ value: 2, provenance: { kind: 'printed' } });
    expect(TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.provenance.source).toMatch(/9\.21/);
  });
  it('Case 36.26 agrees: 50 Task Points are one Phase unwounded, two Phases seriously wounded', () => {
    const u = TASK_POINT_ALLOTMENT.unwounded.value;
    const m = TASK_POINT_ALLOTMENT.seriouslyWoundedCostMultiple.value;
    const gear = cost('remove-or-don-diving-gear').value as number;
    expect(gear / u).toBe(1);
    expect((gear * m) / u).toBe(2);
  });
  it('Case 31.1: testing wire takes one full Phase for any man (its "25 for a severely wounded man" doubles to 50)', () => {
    expect(TASK_POINT_COSTS['test-electrified-wire'].note).toMatch(/31\.1/);
  });
});
