import { describe, expect, it } from 'vitest';
import type { PlayerView, UmpireView } from '@shared/rulesets/commando/view/view';
import { facingArrow, outlineEdges, searchlightItems, searchlightLabels } from './searchlight-items';
import { playerItems, umpireItems } from './map-items';

const umpireLights: NonNullable<UmpireView['searchlights']> = {
  lights: [
    { id: 'searchlight-1', side: 'nva', square: { col: 10, row: 10 }, facing: 'SE', operatorId: 'nva-3' },
    { id: 'searchlight-2', side: 'nva', square: { col: 20, row: 5 }, facing: 'W', destroyed: { turn: 4, caseRef: 'Case 33.31' } },
  ],
  beams: [
    { id: 'searchlight-1', side: 'nva', lit: [{ col: 11, row: 11 }, { col: 12, row: 11 }, { col: 12, row: 12 }] },
  ],
};

describe('Section 33.0 on the maps: searchlight items', () => {
  it('outlines only the sides of the lit area that face an unlit square', () => {
    const e = outlineEdges([{ col: 1, row: 1 }, { col: 2, row: 1 }]);
    expect(e.map((x) => x.edges)).toEqual([['n', 's', 'w'], ['n', 'e', 's']]);
    expect(outlineEdges([{ col: 4, row: 4 }])[0]!.edges).toEqual(['n', 'e', 's', 'w']);
  });

  it('Case 33.11: the facing arrow points along the compass direction and is as long on a diagonal as on a straight', () => {
    expect(facingArrow({ x: 0, y: 0 }, 'N', 10)).toEqual([0, 0, 0, -10]);
    expect(facingArrow({ x: 5, y: 5 }, 'E', 10)).toEqual([5, 5, 15, 5]);
    const [, , x, y] = facingArrow({ x: 0, y: 0 }, 'SW', 10);
    expect(x).toBeCloseTo(-Math.SQRT1_2 * 10);
    expect(y).toBeCloseTo(Math.SQRT1_2 * 10);
    expect(Math.hypot(x, y)).toBeCloseTo(10);
  });

  it('Cases 33.21–33.25, 33.34: the umpire sees every beam with its owner, every light with its facing, a destroyed one marked', () => {
    const items = searchlightItems(umpireLights);
    expect(items.map((i) => i.kind)).toEqual(['beam', 'beam', 'beam', 'searchlight', 'searchlight']);
    expect(items[0]).toMatchObject({ kind: 'beam', square: { col: 11, row: 11 }, edges: ['n', 's', 'w'] });
    expect(items[0]!.title).toContain('searchlight-1 (nva)');
    expect(items[0]!.title).toContain('Case 33.24');
    expect(items[3]).toMatchObject({ kind: 'searchlight', id: 'searchlight-1', facing: 'SE', destroyed: false });
    expect(items[3]!.title).toContain('operated by nva-3');
    expect(items[4]).toMatchObject({ kind: 'searchlight', id: 'searchlight-2', facing: 'W', destroyed: true });
    expect(searchlightLabels(items)).toBe('searchlight-1:SE searchlight-2:W:destroyed lit:3');
  });

  it('a square lit by two beams is drawn once, naming both', () => {
    const two = { ...umpireLights, beams: [...umpireLights.beams, { id: 'searchlight-3', side: 'us', lit: [{ col: 12, row: 12 }] }] };
    const beams = searchlightItems(two).filter((i) => i.kind === 'beam');
    expect(beams).toHaveLength(3);
    expect(beams[2]!.title).toContain('searchlight-1 (nva), searchlight-3 (us)');
  });

  it('ruling SL10: a side sees its own light with its facing, an enemy light it looks into with no facing, and whose beam lights each square', () => {
    const side: NonNullable<PlayerView['searchlights']> = {
      own: [{ id: 'searchlight-1', side: 'us', square: { col: 3, row: 3 }, facing: 'N' }],
      enemySeen: [{ id: 'searchlight-2', square: { col: 9, row: 9 } }],
      lit: [
        { square: { col: 3, row: 2 }, own: true },
        { square: { col: 8, row: 8 }, own: false },
      ],
    };
    const items = searchlightItems(side);
    expect(items.map((i) => i.kind)).toEqual(['beam', 'beam', 'searchlight', 'searchlight']);
    expect(items[0]!.title).toContain('your own searchlight');
    expect(items[1]!.title).toContain('an enemy searchlight');
    expect(items[3]).toMatchObject({ id: 'searchlight-2', destroyed: false });
    expect(items[3]).not.toHaveProperty('facing');
    expect(searchlightLabels(items)).toBe('searchlight-1:N searchlight-2:? lit:2');
  });

  it('draws nothing without the Optional Rule', () => {
    expect(searchlightItems(undefined)).toEqual([]);
    expect(searchlightLabels([])).toBe('');
  });

  it('the master map and a side window carry the searchlight items', () => {
    const base = { kind: 'umpire', men: [], smoke: [], lyingWeapons: [], explosives: [], searchlights: umpireLights } as unknown as UmpireView;
    expect(umpireItems(base).filter((i) => i.kind === 'searchlight')).toHaveLength(2);
    const side = { kind: 'player', searchlights: { own: [], enemySeen: [{ id: 'searchlight-1', square: { col: 1, row: 1 } }], lit: [] } } as unknown as PlayerView;
    expect(playerItems(side).map((i) => i.kind)).toEqual(['searchlight']);
  });
});
