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
});
