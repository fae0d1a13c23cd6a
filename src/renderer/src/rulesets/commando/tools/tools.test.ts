import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/rulesets/commando/view/view';
import { losPickOrigin } from './line-of-sight-tool';
import { rangePickOrigin } from './range-tool';
import { selectIdle } from './select-tool';
import { sightOf, sightPickMan } from './sight-tool';
import { onKey } from './tools';

const base = blankMap('m', 'm', 10, 10, { kind: 'custom', note: 't' });
// A wall along the west side of column 5, rows 1–10.
const map = { ...base, lines: Array.from({ length: 10 }, (_, i) => ({ side: { col: 5, row: i + 1, dir: 'w' as const }, terrain: 'wall' as const })) };
const view: UmpireView = {
  kind: 'umpire',
  ruleset: 'commando',
  gameId: 'g',
  scenarioName: 's',
  turn: 1,
  phase: 'observation',
  map,
  sides: [],
  men: [{ id: 'a1', side: 'a', name: 'A', square: { col: 2, row: 2 }, posture: 'erect', endurance: 15, wounds: 0, condition: 'fit', weapons: [] }],
  knowledge: {},
  version: 0,
};

describe('select tool', () => {
  it('selects a man by clicking his square, then places him with a ruling', () => {
    const step = selectIdle.click({ col: 2, row: 2 }, { view });
    expect(step.select).toBe('a1');
    expect(step.command).toBeUndefined();
    const place = selectIdle.click({ col: 7, row: 3 }, { view, selectedManId: 'a1' });
    expect(place.command).toEqual({ type: 'umpire/place-man', manId: 'a1', square: { col: 7, row: 3 } });
  });
});

describe('line-of-sight tool (Cases 8.23, 8.24)', () => {
  it('aims from an origin and reports the blocking wall with its Case', () => {
    const aiming = losPickOrigin.click({ col: 2, row: 2 }, { view }).state;
    expect(aiming.overlay({ view })).toEqual({ kind: 'anchor', at: { col: 2, row: 2 }, hint: 'observer' });
    const over = aiming.pointerMove({ col: 8, row: 2 }, { view }).overlay({ view });
    expect(over.kind).toBe('line-of-sight');
    if (over.kind !== 'line-of-sight') return;
    expect(over.result.clear).toBe(false);
    expect(over.result.blockedBy?.kind).toBe('line');
    expect(over.result.blockedBy?.caseRef).toMatch(/^Case 8\./);
    const clear = aiming.pointerMove({ col: 4, row: 9 }, { view }).overlay({ view });
    expect(clear.kind === 'line-of-sight' && clear.result.clear).toBe(true);
  });

  it('pins a line, ignores the pointer while pinned, and starts again on Escape', () => {
    const pinned = losPickOrigin.click({ col: 2, row: 2 }, { view }).state.click({ col: 3, row: 3 }, { view }).state;
    expect(pinned.name).toBe('pinned');
    expect(pinned.pointerMove({ col: 9, row: 9 }, { view }).overlay({ view })).toMatchObject({ to: { col: 3, row: 3 } });
    expect(onKey('Escape', pinned)).toBe(losPickOrigin);
  });
});

describe('range ruler (Case 8.11)', () => {
  it('measures with the breakdown', () => {
    const over = rangePickOrigin.click({ col: 1, row: 1 }, { view }).state.pointerMove({ col: 1, row: 7 }, { view }).overlay({ view });
    expect(over.kind === 'range' && over.breakdown.final).toBe(6);
  });
});

describe("what can this man see (issue 23; Cases 8.12, 8.24)", () => {
  it('picks a man by his square, asks for his sight, follows a click on another man and ignores empty squares', () => {
    expect(sightPickMan.click({ col: 5, row: 5 }, { view }).state).toBe(sightPickMan);
    const showing = sightPickMan.click({ col: 2, row: 2 }, { view }).state;
    expect(showing.overlay({ view })).toEqual({ kind: 'sight', manId: 'a1' });
    expect(showing.click({ col: 9, row: 9 }, { view }).state).toBe(showing);
    const two: UmpireView = { ...view, men: [...view.men, { ...view.men[0]!, id: 'b1', side: 'b', square: { col: 8, row: 8 } }] };
    expect(showing.click({ col: 8, row: 8 }, { view: two }).state.overlay({ view: two })).toEqual({ kind: 'sight', manId: 'b1' });
    expect(onKey('Escape', sightOf('a1'))).toBe(sightPickMan);
  });
});

describe('keyboard shortcuts', () => {
  it('switches tools by letter', () => {
    expect(onKey('l', selectIdle).tool).toBe('line-of-sight');
    expect(onKey('R', selectIdle).tool).toBe('range');
    expect(onKey('s', losPickOrigin).tool).toBe('select');
    expect(onKey('v', selectIdle).tool).toBe('sight');
    expect(onKey('x', selectIdle)).toBe(selectIdle);
  });
});
