import { describe, expect, it } from 'vitest';
import { d20, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { STRAFING_ACCURACY, STRAFING_EFFECT } from '../tables/strafing';
import { emptyLayout, rect } from '../test-support/tables';
import { airCoverAt, inStrafeArea, ownLineAt, rollStrafeDeviation, rollStrafeEffect, rollStrafingAccuracy, seesPass, strafingNeed } from './strafing';
import { buildTableIndex } from './table-index';

const FROM = { x: 0, y: 10 };
const TO = { x: 72, y: 10 };
const AIM = { x: 36, y: 10 };

describe('strafing (seed lines 296–315, ruling SK35)', () => {
  it('seed lines 302–305, the D20 Needs: N.O.E. Normal 5+/3+, LOW Normal 9+/5+, LOW Evade 11+/10+ as printed; N.O.E. Evade "4+ 6+" read as 6+/4+ (house)', () => {
    expect([strafingNeed('noe', 'normal', 'point').need, strafingNeed('noe', 'normal', 'linear').need]).toEqual([5, 3]);
    expect([strafingNeed('low', 'normal', 'point').need, strafingNeed('low', 'normal', 'linear').need]).toEqual([9, 5]);
    expect([strafingNeed('low', 'evade', 'point').need, strafingNeed('low', 'evade', 'linear').need]).toEqual([11, 10]);
    expect([strafingNeed('noe', 'evade', 'point').need, strafingNeed('noe', 'evade', 'linear').need]).toEqual([6, 4]);
    expect(STRAFING_ACCURACY.noe.evade.provenance.kind).toBe('house');
    for (const k of [STRAFING_ACCURACY.noe.normal, STRAFING_ACCURACY.low.normal, STRAFING_ACCURACY.low.evade]) expect(k.provenance.kind).toBe('printed');
  });

  it('seed line 299, "Stafing target (D20)": a D20 reaching the Need is on target; the umpire\'s discretion is its own step', () => {
    expect(rollStrafingAccuracy({ altitude: 'low', flight: 'normal', target: 'point' }, new ScriptedDice(d20(9))).hit).toBe(true);
    expect(rollStrafingAccuracy({ altitude: 'low', flight: 'normal', target: 'point' }, new ScriptedDice(d20(8))).hit).toBe(false);
    const r = rollStrafingAccuracy({ altitude: 'low', flight: 'normal', target: 'point', discretion: [{ amount: 1, reason: 'a pilot who knows the valley' }] }, new ScriptedDice(d20(8)));
    expect(r.hit).toBe(true);
    expect(r.breakdown.steps.map((s) => [s.label, s.amount])).toContainEqual(["Umpire's discretion: a pilot who knows the valley", 1]);
  });

  it('seed lines 300–302, "If miss strafing … Deviation as: M.G./G.L. Mortar": the ranging table\'s Mortar column (line 201) along the flight — D20 1 falls 13" short and 4" to the pilot\'s left; 10 on the aim point', () => {
    // Flying east (x up); the table's y runs down, so the pilot's left is north (y down).
    expect(rollStrafeDeviation(AIM, FROM, TO, new ScriptedDice(d20(1))).landing).toEqual({ x: 36 - 13, y: 10 - 4 });
    expect(rollStrafeDeviation(AIM, FROM, TO, new ScriptedDice(d20(20))).landing).toEqual({ x: 36 + 13, y: 10 + 4 });
    expect(rollStrafeDeviation(AIM, FROM, TO, new ScriptedDice(d20(10))).landing).toEqual(AIM);
  });

  it('seed lines 307–309, the areas: M.G. & cannon 4"×4" point and 8"×2" linear, mini-guns 6"×6" and 3"×11" — the long side along the flight (house)', () => {
    const inside = (w: 'mg-7.62' | 'cannon-20mm' | 'minigun', t: 'point' | 'linear', dx: number, dy: number) => inStrafeArea(w, t, AIM, FROM, TO, { x: AIM.x + dx, y: AIM.y + dy });
    expect([inside('mg-7.62', 'linear', 4, 0), inside('mg-7.62', 'linear', 4.1, 0), inside('mg-7.62', 'linear', 0, 1), inside('mg-7.62', 'linear', 0, 1.1)]).toEqual([true, false, true, false]);
    expect([inside('cannon-20mm', 'point', 2, 2), inside('cannon-20mm', 'point', 2.1, 0)]).toEqual([true, false]);
    expect([inside('minigun', 'linear', 5.5, 1.5), inside('minigun', 'linear', 5.6, 0), inside('minigun', 'linear', 0, 1.6)]).toEqual([true, false, false]);
    expect([inside('minigun', 'point', 3, 3), inside('minigun', 'point', 3.1, 0)]).toEqual([true, false]);
  });

  it('seed line 315, Effect (D6): 7.62mm M.G. "- - 6+ 6+ 0"; Mini-gun / 20mm can. / .50 cal "- 6+ 6+ 6+ +1" (one row, house)', () => {
    expect(STRAFING_EFFECT['7.62mm-mg'].value).toEqual({ hits: { bunker: null, 'dense-wall': null, close: '6+', other: '6+' }, str: 0 });
    expect(STRAFING_EFFECT['minigun-20mm'].value).toEqual({ hits: { bunker: null, 'dense-wall': '6+', close: '6+', other: '6+' }, str: 1 });
    expect(rollStrafeEffect('mg-7.62', 'other', new ScriptedDice(d6(6)))).toMatchObject({ str: 0, roll: { hits: 1 } });
    expect(rollStrafeEffect('mg-7.62', 'close', new ScriptedDice(d6(5)))).toMatchObject({ roll: { hits: 0 } });
    expect(rollStrafeEffect('mg-7.62', 'dense-wall', new ScriptedDice([])).roll).toBeNull();
    expect(rollStrafeEffect('cannon-20mm', 'dense-wall', new ScriptedDice(d6(6)))).toMatchObject({ str: 1, roll: { hits: 1 } });
    expect(rollStrafeEffect('minigun', 'bunker', new ScriptedDice([])).roll).toBeNull();
  });

  it('seed line 315, the cover columns from the air (house AIR_COVER_OF): concrete building a bunker; brick building, dense cover or against a wall Dense/Wall; close cover Close; else Other', () => {
    const layout = {
      ...emptyLayout(),
      areas: [{ id: 'wood', polygon: rect(50, 2, 16, 16), cover: 'close' as const, movement: 'close' as const }, { id: 'jungle', polygon: rect(0, 30, 10, 10), cover: 'dense' as const, movement: 'close' as const }],
      linear: [{ id: 'brick-wall', kind: 'wall' as const, points: [{ x: 28, y: 22 }, { x: 44, y: 22 }], material: 'brick' as const, thickness: 1, height: 2 }],
      buildings: [
        { id: 'pillbox', polygon: rect(10, 10, 4, 4), height: 2, wall: { material: 'concrete' as const, thickness: 2 }, openings: [], cover: 'dense' as const },
        { id: 'house', polygon: rect(20, 10, 4, 4), height: 5, wall: { material: 'brick' as const, thickness: 2 }, openings: [], cover: 'close' as const },
      ],
    };
    const index = buildTableIndex(layout);
    expect(airCoverAt(index, { x: 12, y: 12 })).toBe('bunker');
    expect(airCoverAt(index, { x: 22, y: 12 })).toBe('dense-wall');
    expect(airCoverAt(index, { x: 5, y: 35 })).toBe('dense-wall');
    expect(airCoverAt(index, { x: 35, y: 22.8 })).toBe('dense-wall');
    expect(airCoverAt(index, { x: 58, y: 10 })).toBe('close');
    expect(airCoverAt(index, { x: 35, y: 30 })).toBe('other');
    // Line 35: the observer's own cover caps how far he sees the pass (Close 12"); night reads Dense (6", line 36).
    expect(ownLineAt(index, { x: 58, y: 10 }, false)).toBe('close');
    expect(seesPass(index, { x: 58, y: 10 }, { x: 0, y: 22 }, { x: 72, y: 22 }, false)).toBe(true);
    expect(seesPass(index, { x: 58, y: 9 }, { x: 0, y: 22 }, { x: 72, y: 22 }, false)).toBe(false);
    expect(seesPass(index, { x: 35, y: 40 }, { x: 0, y: 22 }, { x: 72, y: 22 }, false)).toBe(true);
    expect(seesPass(index, { x: 35, y: 40 }, { x: 0, y: 22 }, { x: 72, y: 22 }, true)).toBe(false);
  });
});
