import { describe, expect, it } from 'vitest';
import { blankMap } from '@shared/map/map-model';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import { manBadges, objectItems, objectLabel, playerItems, umpireItems } from './map-items';

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

  it('Case 13.14: a weapon on the ground is named by its chart name, not its kind id', () => {
    const lying = { ...view, smoke: [], lyingWeapons: [{ square: { col: 2, row: 2 }, weapon: { id: 'w1', kind: 'submachinegun', issuedTo: 'a' } }] } as unknown as UmpireView;
    const [item] = umpireItems(lying);
    expect(item).toMatchObject({ kind: 'weapon', square: { col: 2, row: 2 } });
    expect(item!.title).toMatch(/ on the ground \(Case 13\.14\)$/);
    expect(item!.title).not.toContain('submachinegun on');
    expect(item!.title.startsWith('Submachinegun')).toBe(true);
  });

  it('marks plotted opportunity fire, surprise and serious wounds beside the men', () => {
    expect(manBadges(view, 'a1')).toEqual(['SURPR', 'SW']);
    expect(manBadges(view, 'b1')).toEqual(['OF']);
  });

  it('Case 39.43: draws each hostage group as a labelled 2×2 area, with the Task Points spent; an exited group is not drawn', () => {
    const objects = [
      { id: 'hostage-group-1', kind: 'hostage-group', square: { col: 18, row: 40 }, size: 2, area: [], taskPoints: 30, spentThisTurn: 12 },
      { id: 'hostage-group-2', kind: 'hostage-group', size: 1, area: [], taskPoints: 30, spentThisTurn: 0, exited: { edge: 'south' as const, viaEntryEdge: false, viaEntrySquare: false, turn: 4 } },
    ];
    expect(objectItems(objects)).toEqual([
      { kind: 'object', square: { col: 18, row: 40 }, size: 2, label: 'H1', title: 'Hostage group (Case 39.43) hostage-group-1, 12 of 30 Task Points spent this Turn' },
    ]);
    expect(umpireItems({ ...view, smoke: [], objects } as UmpireView).map((i) => i.kind)).toEqual(['object']);
    expect(objectLabel({ id: 'prisoner', kind: 'prisoner' })).toBe('prisoner');
    // Case 42.43: a train's three cars are drawn square by square.
    const cars = [{ col: 5, row: 3 }, { col: 5, row: 2 }, { col: 5, row: 1 }];
    expect(objectItems([{ id: 'train', kind: 'train', square: cars[0]!, size: 1, area: cars }])).toEqual([{ kind: 'object', square: cars[0], size: 1, label: 'TRAIN', title: 'Train (Case 42.43) train', squares: cars }]);
  });
});

describe('mines on the maps (Section 22.0)', () => {
  const mines = {
    allotments: [{ side: 'b', type: 'claymore', count: 2, caseRef: 'Section 22.0 Procedure' }],
    laid: [
      { id: 'mine-1', side: 'b', type: 'claymore', square: { col: 4, row: 4 }, facing: 'ne', tripwireAnchor: { col: 4, row: 8 }, status: 'armed' },
      { id: 'mine-2', side: 'b', type: 'bounce', square: { col: 6, row: 2 }, status: 'detonated', detonatedTurn: 2 },
    ],
  };

  it('Cases 22.31–22.35: the master map draws every mine with its type letter, a claymore with its facing square and tripwire; a detonated one struck through', () => {
    const items = umpireItems({ ...view, mines } as unknown as UmpireView).filter((i) => i.kind === 'mine');
    expect(items).toEqual([
      expect.objectContaining({ id: 'mine-1', letter: 'C', detonated: false, facing: { col: 5, row: 3 }, tripwireAnchor: { col: 4, row: 8 } }),
      expect.objectContaining({ id: 'mine-2', letter: 'B', detonated: true, title: 'mine-2 (b): B mine at 0602, detonated Turn 2' }),
    ]);
    expect(items[0]).not.toHaveProperty('detonator');
  });

  it('Section 22.0: a view without mines draws none', () => {
    expect(umpireItems(view).some((i) => i.kind === 'mine')).toBe(false);
  });
});

describe('illumination on the maps (Section 34.0)', () => {
  it('Cases 34.22, 34.33: the master map washes every lit square and marks each device, under the other items', () => {
    const lit = { ...view, illumination: { devices: [{ id: 'light-1', kind: 'flare', source: 'flare', side: 'a', square: { col: 4, row: 4 }, litTurn: 3, lastTurn: 3 }], lit: [{ col: 4, row: 4 }, { col: 4, row: 5 }], light: 'night' } } as unknown as UmpireView;
    const items = umpireItems(lit);
    expect(items.slice(0, 3).map((i) => i.kind)).toEqual(['lit', 'lit', 'light']);
    expect(items[2]).toMatchObject({ id: 'light-1', letter: 'F', title: 'Flare burning through Game-Turn 3 (Case 34.5)' });
    // The boundary: 0404 is open to the north, east and west, 0405 below it to the south, east and west.
    expect(items[0]).toMatchObject({ square: { col: 4, row: 4 }, edges: ['n', 'e', 'w'] });
    expect(items[1]).toMatchObject({ square: { col: 4, row: 5 }, edges: ['e', 's', 'w'] });
    expect(umpireItems(view).some((i) => i.kind === 'lit' || i.kind === 'light')).toBe(false);
  });
  it('Ruling IL10: a side’s map draws only the light its view carries', () => {
    const side = { kind: 'player', side: { id: 'b' }, ownMen: [], enemies: [], illumination: { devices: [], lit: [{ col: 2, row: 2 }] } } as unknown as PlayerView;
    expect(playerItems(side).map((i) => i.kind)).toEqual(['lit']);
  });
});
