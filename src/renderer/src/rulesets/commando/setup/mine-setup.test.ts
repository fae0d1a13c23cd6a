import { describe, expect, it } from 'vitest';
import { listedMines, listedMinesLine, mineKey, mineSidesOf, minesParam, printedMineNumbers } from './mine-setup';

// The parts of assets/scenarios/48-great-oilfield-raid.json and 46-skorzeny-to-the-rescue.json the form reads.
const oil = {
  sides: [
    { id: 'us-commandos', name: 'United States Commandos' },
    { id: 'woggistanis', name: 'South Woggistani National Guard' },
  ],
  entry: [{ side: 'us-commandos' }],
  optionalRules: {
    suggested: [
      { section: 22, parts: ['22.1', '22.2'], case: '48.41', text: 'Anti-Personnel Mines (Cases 22.1 and 22.2) — 17 for the Woggistanis', allotments: [{ side: 'woggistanis', item: 'anti-personnel or bounce mine', count: 17, per: 'side' }] },
      { section: 21, case: '48.41', text: 'Thump Guns', allotments: [{ side: 'us-commandos', item: 'thump gun', count: null, per: 'side' }] },
    ],
    necessary: [],
  },
};
const skorzeny = {
  sides: [
    { id: 'german-commandos', name: 'German Commandos' },
    { id: 'house-guard', name: 'House Guard' },
  ],
  entry: [{ side: 'german-commandos' }],
  optionalRules: {
    suggested: [{ section: 22, parts: ['22.1'], case: '46.41', text: 'Anti-Personnel Mines (22.1).', allotments: [{ side: 'house-guard', item: 'normal anti-personnel mine', count: null, per: 'side', note: 'number not printed' }] }],
    necessary: [],
  },
};

describe('mines in the new-game form (Section 22.0 Procedure)', () => {
  it('Case 48.41: 17 anti-personnel or bounce mines for the Woggistanis, prefilled as anti-personnel; only the side setting up may lay mines', () => {
    const listed = listedMines(oil);
    expect(listed).toEqual([expect.objectContaining({ side: 'woggistanis', types: ['anti-personnel', 'bounce'], count: 17, caseRef: 'Case 48.41' })]);
    const sides = mineSidesOf(oil);
    expect(sides.map((s) => s.id)).toEqual(['woggistanis']);
    expect(printedMineNumbers(listed)).toEqual({ [mineKey('woggistanis', 'anti-personnel')]: 17 });
    expect(listedMinesLine(listed[0]!, sides)).toBe('South Woggistani National Guard: 17 anti personnel or bounce mines (Case 48.41) — left as printed, each may be laid as either type');
  });

  it('Case 46.41: the number is not printed, so it starts at 0 and the Players agree it', () => {
    const listed = listedMines(skorzeny);
    expect(listed).toEqual([expect.objectContaining({ side: 'house-guard', types: ['anti-personnel'], count: null })]);
    expect(printedMineNumbers(listed)).toEqual({ 'house-guard:anti-personnel': 0 });
    expect(listedMinesLine(listed[0]!, mineSidesOf(skorzeny))).toMatch(/number not printed: agree it before play \(Section 22\.0 Procedure\)/);
  });

  it('Section 22.0 Procedure: nothing is sent while the numbers are as printed or Mines is not chosen; edited numbers are sent for every side', () => {
    const sides = [{ id: 'woggistanis', name: 'W' }];
    expect(minesParam(['22'], undefined, sides)).toEqual({});
    expect(minesParam([], { 'woggistanis:claymore': 2 }, sides)).toEqual({});
    expect(minesParam(['22'], { 'woggistanis:anti-personnel': 10, 'woggistanis:bounce': 7, 'woggistanis:claymore': 0 }, sides)).toEqual({
      mines: [
        { side: 'woggistanis', type: 'anti-personnel', count: 10 },
        { side: 'woggistanis', type: 'bounce', count: 7 },
      ],
    });
    expect(listedMines(undefined)).toEqual([]);
    expect(listedMines({ optionalRules: { suggested: [{ section: 22, allotments: [{ side: 1 }] }] } })).toEqual([]);
  });
});
