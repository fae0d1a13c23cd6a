import { describe, expect, it } from 'vitest';
import { barrageArea, barrageHitsFigure, shellEffect, walkFor } from '../rules/artillery';
import { ARTILLERY_CLASSES, BARRAGE_TABLE, RANGING_TABLE, SINGLE_SHOT_EFFECT } from './artillery';

describe('the artillery tables (seed lines 201–222)', () => {
  it('seed line 201 (house reading): 10 and 11 HIT; every column mirrors about them, as the printed rows 1 and 20 do', () => {
    expect(RANGING_TABLE.provenance.kind).toBe('house');
    for (const col of Object.values(RANGING_TABLE.value)) {
      expect(col).toHaveLength(20);
      expect([col[9], col[10]]).toEqual([null, null]);
      for (let k = 0; k < 9; k++) expect(col[k]).toEqual(col[19 - k]);
    }
    expect(RANGING_TABLE.value.artillery[0]).toEqual({ lateral: 8, range: 19 });
    expect(RANGING_TABLE.value.mortar[2]).toEqual({ lateral: 2, range: 8 });
    expect(RANGING_TABLE.value.guns[6]).toEqual({ lateral: 1, range: 2 });
  });

  it('seed line 201, "DM\'s +/- No to D20": shot 2 at Ability 0 none, shot 7 at Ability 4 six, "e.t.c." keeps shot 7', () => {
    expect([walkFor(1, 4), walkFor(2, 0), walkFor(4, 2), walkFor(7, 4), walkFor(12, 3)]).toEqual([0, 0, 2, 6, 5]);
    expect(() => walkFor(2, 5)).toThrow(/Ability/);
  });

  it('seed line 202, printed: 81/82mm mort. H.E. 4" D6-1 0; 152/155mm How. H.E.A.T. 1" 2D6 +8; the 50/51mm fires no W.P.', () => {
    expect(SINGLE_SHOT_EFFECT.provenance.kind).toBe('printed');
    expect(shellEffect('81-82mm-mortar', 'he')).toEqual({ radius: 4, hits: 'D6-1', str: 0 });
    expect(shellEffect('75-90mm-gun', 'wp')).toEqual({ radius: 4, hits: '5+', str: 1 });
    expect(shellEffect('152-155mm-howitzer', 'heat')).toEqual({ radius: 1, hits: '2D6', str: 8 });
    expect(shellEffect('175mm-howitzer', 'he')).toEqual({ radius: 7, hits: '2D6', str: 1 });
    expect(() => shellEffect('50-51mm-mortar', 'wp')).toThrow(/line 202/);
    expect(ARTILLERY_CLASSES.every((c) => SINGLE_SHOT_EFFECT.value[c].he !== null)).toBe(true);
  });

  it('seed lines 204–222, printed: 107/120mm H.E. 60 minutes 3D6 on 12" (4 guns) or 12"×15" (6 guns); 60mm W.P. "-" for 1 minute', () => {
    expect(BARRAGE_TABLE.provenance.kind).toBe('printed');
    expect(barrageHitsFigure('107-120mm-mortar', 'he', 60)).toBe('3D6');
    expect(barrageHitsFigure('160-240mm-mortar', 'he', 3)).toBe('1/2D6-1');
    expect(barrageHitsFigure('152-155mm-howitzer', 'wp', 20)).toBe('3D6-1');
    expect(() => barrageHitsFigure('60mm-mortar', 'wp', 1)).toThrow(/print "-"/);
    expect(barrageArea('107-120mm-mortar', 'he', 4, { x: 20, y: 20 })).toEqual({ x0: 14, y0: 14, x1: 26, y1: 26 });
    expect(barrageArea('107-120mm-mortar', 'he', 6, { x: 20, y: 20 })).toEqual({ x0: 12.5, y0: 14, x1: 27.5, y1: 26 });
  });

  it('seed line 202, every row as printed: Rad. Hits Str. for H.E., W.P. and H.E.A.T. by calibre pair ("-" none)', () => {
    // The line's rows, copied from the seed; each pair of classes shares its row.
    const printedRows: [string, string, string][] = [
      ['50-51mm-mortar', '35-57mm-gun', '2" 6+ -1 - - - - - -'],
      ['60mm-mortar', '73mm-gun', '3" 5+ -1 2" 6+ +1 1" 5+ +6'],
      ['81-82mm-mortar', '75-90mm-gun', '4" D6-1 0 4" 5+ +1 1" D6-1 +5'],
      ['107-120mm-mortar', '100-125mm-gun', '5" D6 0 4" D6-1 +2 1" D6+1 +7'],
      ['160-240mm-mortar', '105-122mm-howitzer', '5" D6+1 +1 4" D6 +2 1" 2D6-1 +7'],
      ['152-155mm-howitzer', '152-155mm-howitzer', '6" 2D6-1 +1 5" D6+1 +2 1" 2D6 +8'],
      ['175mm-howitzer', '175mm-howitzer', '7" 2D6 +1 5" 2D6-1 +2 - - -'],
    ];
    for (const [a, b, text] of printedRows) {
      const t = text.split(' ');
      const cell = (k: number) => (t[3 * k] === '-' ? null : { radius: Number(t[3 * k]!.replace('"', '')), hits: t[3 * k + 1], str: Number(t[3 * k + 2]) });
      const want = { he: cell(0), wp: cell(1), heat: cell(2) };
      expect(SINGLE_SHOT_EFFECT.value[a as keyof typeof SINGLE_SHOT_EFFECT.value], a).toEqual(want);
      expect(SINGLE_SHOT_EFFECT.value[b as keyof typeof SINGLE_SHOT_EFFECT.value], b).toEqual(want);
    }
  });

  it('seed lines 207–220, every barrage row as printed: hits for 1 2 3 4 5 10 15 20 30 60 minutes and the area for 4/6 guns', () => {
    const printedRows: [string, 'he' | 'wp', string][] = [
      ['50-51mm-mortar', 'he', '- 6+ 6+ 6+ 6+ 5+ 1/2D6 1/2D6 D6 2D6 8/ 8x10'],
      ['60mm-mortar', 'he', '- 6+ 6+ 6+ 6+ 5+ 1/2D6 1/2D6 D6 2D6 10/10x12'],
      ['73mm-gun', 'wp', '- - - 6+ 6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6 6/ 6x8'],
      ['81-82mm-mortar', 'he', '6+ 6+ 6+ 6+ 6+ 5+ 1/2D6 1/2D6 D6 2D6 10/10x12'],
      ['75-90mm-gun', 'wp', '- - - 6+ 6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6 8/ 8x10'],
      ['107-120mm-mortar', 'he', '6+ 6+ 5+ 5+ 1/2D6-1 1/2D6 D6 2D6-1 2D6+1 3D6 12/12x15'],
      ['100-125mm-gun', 'wp', '- 6+ 6+ 5+ 5+ 1/2D6 D6 D6+1 2D6 3D6 10/10x12'],
      ['160-240mm-mortar', 'he', '6+ 5+ 1/2D6-1 1/2D6 1/2D6 D6+1 2D6 3D6-1 3D6 3D6 12/12x15'],
      ['105-122mm-howitzer', 'wp', '6+ 6+ 5+ 1/2D6-1 1/2D6 D6 2D6 2D6+1 3D6-1 3D6 10/10x12'],
      ['152-155mm-howitzer', 'he', '6+ 5+ 1/2D6 1/2D6 D6 2D6 3D6-1 3D6 3D6 3D6 14/14x18'],
      ['152-155mm-howitzer', 'wp', '6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6 2D6+1 3D6-1 3D6 3D6 12/12x15'],
      ['175mm-howitzer', 'he', '6+ 5+ 1/2D6 1/2D6 D6 2D6 3D6-1 3D6 3D6 3D6 15/15x20'],
      ['175mm-howitzer', 'wp', '6+ 5+ 1/2D6-1 1/2D6 D6-1 2D6 2D6+1 3D6-1 3D6 3D6 12/12x15'],
    ];
    for (const [battery, round, text] of printedRows) {
      const [hits, area] = [text.split(' ').slice(0, 10), text.split(' ').slice(10).join('')];
      const [a4, a6] = area.split('/');
      const row = BARRAGE_TABLE.value[battery as keyof typeof BARRAGE_TABLE.value][round]!;
      expect(row.hits, `${battery} ${round}`).toEqual(hits.map((h) => (h === '-' ? null : h)));
      expect([row.area4, row.area6], `${battery} ${round}`).toEqual([Number(a4), a6!.split('x').map(Number)]);
    }
  });
});
