import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { UmpireView } from '@shared/game/view';
import { manBadges, umpireItems } from './map-items';

const view = {
  kind: 'umpire',
  gameId: 'g',
  scenarioName: 's',
  turn: 3,
  phase: 'bookkeeping',
  map: blankMap('m', 'm', 8, 8, { kind: 'custom', note: '' }),
  sides: [],
  men: [
    { id: 'a1', side: 'a', name: 'A', square: { col: 1, row: 1 }, posture: 'erect', endurance: 15, wounds: 8, condition: 'seriously-wounded', weapons: [], surprised: { turn: 3 } },
    { id: 'b1', side: 'b', name: 'B', square: { col: 5, row: 5 }, posture: 'prone', endurance: 15, wounds: 0, condition: 'fit', weapons: [] },
  ],
  knowledge: {},
  sequence: { men: {}, plots: { b1: { fireTask: 'fire-rifle', cost: 18, fired: false } } },
  smoke: [{ square: { col: 3, row: 3 }, createdTurn: 2, source: 'g1' }],
  lyingWeapons: [],
  explosives: [],
  version: 1,
} as unknown as UmpireView;

describe('master map items and badges', () => {
  it('draws smoke with the turn it was laid (Case 11.5)', () => {
    expect(umpireItems(view)).toEqual([{ kind: 'smoke', square: { col: 3, row: 3 }, title: 'Smoke since Turn 2 (Case 11.5)' }]);
  });

  it('marks plotted opportunity fire, surprise and serious wounds beside the men', () => {
    expect(manBadges(view, 'a1')).toEqual(['SURPR', 'SW']);
    expect(manBadges(view, 'b1')).toEqual(['OF']);
  });
});
