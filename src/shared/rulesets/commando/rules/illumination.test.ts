import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { driftedSquare, emptyIllumination, flaresLeft, lastTurnOf, litArea, litSquares, rollWind, squareKey } from './illumination';
import { illuminationLighting, observationRangeAt, type IlluminatedField } from './illumination-observation';
import { observationChance } from './observation-chance';
import { LosMapBuilder } from './test-support/los-maps';

const sq = (col: number, row: number) => ({ col, row });
const has = (list: readonly { col: number; row: number }[], col: number, row: number): boolean => list.some((s) => s.col === col && s.row === row);

/**
 * A 40 × 30 map: forest in 1311 (physically blocking terrain, Case 8.23), a
 * building 2010–2212 walled by building lines with one door, on the west side
 * of 2011.
 */
function testMap() {
  const b = new LosMapBuilder(40, 30).field(13, 11, 'forest');
  for (let c = 20; c <= 22; c++) for (let r = 10; r <= 12; r++) b.field(c, r, 'building');
  for (let c = 20; c <= 22; c++) b.line(c, 10, 'n', 'building-line').line(c, 12, 's', 'building-line');
  b.line(20, 10, 'w', 'building-line').line(20, 11, 'w', 'door').line(20, 12, 'w', 'building-line');
  for (let r = 10; r <= 12; r++) b.line(22, r, 'e', 'building-line');
  return b.build();
}

describe('Case 34.5 Illumination Summary (printed)', () => {
  it('Case 34.5: grenade radius 5 for 2 Game-Turns, flare 10 for 1, star shell 20 for 5; the flare and star shell on parachutes, only the star shell drifts', () => {
    const t = DEFAULT_COMMANDO_TABLES.illumination;
    expect([t.grenade.radius.value, t.grenade.turns.value, t.flare.radius.value, t.flare.turns.value, t['star-shell'].radius.value, t['star-shell'].turns.value]).toEqual([5, 2, 10, 1, 20, 5]);
    expect([t.grenade.parachute.value, t.flare.parachute.value, t['star-shell'].parachute.value]).toEqual([false, true, true]);
    expect([t.grenade.drifts.value, t.flare.drifts.value, t['star-shell'].drifts.value]).toEqual([false, false, true]);
    for (const row of Object.values(t)) expect(row.radius.provenance.kind).toBe('printed');
  });
});

describe('Case 34.12: a circular area around the device (Case 8.11 range)', () => {
  const map = new LosMapBuilder(40, 40).build();
  it('Case 34.12: a flare over 2020 lights 3020 (range 10) but not 3120; 2727 (range 10) but not 2828 (range 11)', () => {
    const lit = litSquares(map, { kind: 'flare', square: sq(20, 20) });
    expect(has(lit, 30, 20)).toBe(true);
    expect(has(lit, 31, 20)).toBe(false);
    // Hand-worked Case 8.11: offset 7,7 → ⌈9.90 × 13/14⌉ = 10; offset 8,8 → ⌈11.31 × 15/16⌉ = 11.
    expect(has(lit, 27, 27)).toBe(true);
    expect(has(lit, 28, 28)).toBe(false);
  });
  it('Case 34.14: no facing and no arc — the area is the same in all eight directions', () => {
    const lit = new Set(litSquares(map, { kind: 'grenade', square: sq(20, 20) }).map(squareKey));
    for (const k of lit) {
      const [c, r] = k.split(',').map(Number) as [number, number];
      for (const [mc, mr] of [[40 - c, r], [c, 40 - r], [40 - c, 40 - r], [20 + (r - 20), 20 + (c - 20)]] as const) expect(lit.has(`${mc},${mr}`)).toBe(true);
    }
  });
  it('Case 34.43: a star shell lights its square and all within twenty; off the map only what remains on it', () => {
    expect(has(litSquares(map, { kind: 'star-shell', square: sq(20, 20) }), 40, 20)).toBe(true);
    const edge = litSquares(map, { kind: 'star-shell', square: sq(-5, 20) });
    expect(edge.every((s) => s.col >= 1)).toBe(true);
    expect(has(edge, 15, 20)).toBe(true);
    expect(has(edge, 16, 20)).toBe(false);
  });
});

describe('Case 34.22: an illumination grenade lies on the ground and lights only what it has a Line of Sight to', () => {
  const map = testMap();
  const lit = litSquares(map, { kind: 'grenade', square: sq(15, 11) });
  it('Case 34.22: squares within five, open ground', () => {
    expect(has(lit, 15, 11)).toBe(true);
    expect(has(lit, 15, 16)).toBe(true);
    expect(has(lit, 15, 17)).toBe(false);
  });
  it('Case 34.22: physically blocking terrain (the forest in 1311) shades 1111 behind it', () => {
    expect(has(lit, 13, 11)).toBe(true);
    expect(has(lit, 11, 11)).toBe(false);
    expect(has(lit, 11, 13)).toBe(true);
  });
  it('Case 34.22: through the door into 2011, not through the building line into 2012', () => {
    expect(has(lit, 20, 11)).toBe(true);
    expect(has(lit, 20, 12)).toBe(false);
  });
  it('Case 34.22: elevation blocks too — a hill between shades the ground beyond', () => {
    const b = new LosMapBuilder(20, 20);
    for (let r = 1; r <= 20; r++) b.level(8, r, 2);
    const hill = litSquares(b.build(), { kind: 'grenade', square: sq(5, 10) });
    expect(has(hill, 8, 10)).toBe(true);
    expect(has(hill, 10, 10)).toBe(false);
  });
});

describe('Case 34.33: a flare hangs on a parachute: no Line of Sight is traced, but it does not shine through a roof', () => {
  const map = testMap();
  const lit = litSquares(map, { kind: 'flare', square: sq(15, 11) });
  it('Case 34.33: the square behind the forest is lit (no Line of Sight traced)', () => {
    expect(has(lit, 11, 11)).toBe(true);
    expect(has(lit, 25, 11)).toBe(true);
    expect(has(lit, 26, 11)).toBe(false);
  });
  it('Case 34.33 exception: inside the building only 2011, seen through the door from the flare’s square', () => {
    expect(has(lit, 20, 11)).toBe(true);
    expect(has(lit, 20, 12)).toBe(false);
    expect(has(lit, 22, 10)).toBe(false);
  });
  it('Case 34.33 (ruling IL4): a flare over the roof lights no square under it, but the ground around', () => {
    const over = litSquares(map, { kind: 'flare', square: sq(21, 11) });
    expect([...Array(3)].flatMap((_, i) => [20, 21, 22].map((c) => has(over, c, 10 + i))).some(Boolean)).toBe(false);
    expect(has(over, 25, 11)).toBe(true);
  });
  it('Case 34.43: a star shell falls under the provisos of Case 34.33 (roofs stop it too)', () => {
    const star = litSquares(map, { kind: 'star-shell', square: sq(15, 11) });
    expect(has(star, 11, 11)).toBe(true);
    expect(has(star, 20, 11)).toBe(true);
    expect(has(star, 20, 12)).toBe(false);
  });
  it('litArea is the union of the devices', () => {
    const area = litArea(map, [
      { kind: 'grenade', square: sq(5, 5) },
      { kind: 'grenade', square: sq(30, 25) },
    ]);
    expect(area.has('5,5') && area.has('30,25') && !area.has('18,15')).toBe(true);
  });
});

describe('Cases 34.23, 34.34, 34.44: how long each device burns', () => {
  it('Case 34.23: a grenade thrown in Game-Turn 3 goes out in the Bookkeeping Phase of Game-Turn 4', () => expect(lastTurnOf('grenade', 3)).toBe(4));
  it('Case 34.34: a flare fired in Game-Turn 3 goes out in the Bookkeeping Phase of Game-Turn 3', () => expect(lastTurnOf('flare', 3)).toBe(3));
  it('Case 34.44: a star shell fired in Game-Turn 3 goes out at the end of the fourth Game-Turn after (7)', () => expect(lastTurnOf('star-shell', 3)).toBe(7));
});

describe('Cases 34.42, 34.45: the wind and the star shell’s drift', () => {
  it('Case 34.42 with Case 32.12: 1D10 re-rolling 9 and 0 on the Scatter Diagram, then 1D6 − 1', () => {
    const r = rollWind(new ScriptedDice([...d10(9, 10, 7), ...d6(4)]));
    expect(r.wind).toEqual({ direction: 'w', velocity: 3 });
    expect(r.rolls).toHaveLength(4);
    expect(r.rolls.at(-1)!.text).toContain('4 − 1 = 3');
  });
  it('Case 34.42: a 1 on the die is no significant wind', () => {
    expect(rollWind(new ScriptedDice([...d10(1), ...d6(1)])).wind).toEqual({ direction: 'n', velocity: 0 });
  });
  it('Case 34.45 example: wind west, velocity 3 — the shell drifts three squares west', () => {
    expect(driftedSquare(sq(20, 20), { direction: 'w', velocity: 3 })).toEqual(sq(17, 20));
    expect(driftedSquare(sq(20, 20), { direction: 'ne', velocity: 2 })).toEqual(sq(22, 18));
  });
});

describe('Case 45.41: flares issued per man', () => {
  it('Case 45.41: twelve per British man, less those he fired; none for a side not issued any (ruling IL6)', () => {
    const ill = { ...emptyIllumination('night', 'unlimited'), flaresPerMan: { british: { count: 12, caseRef: '45.41' } }, flaresFired: { b1: 5 } };
    expect(flaresLeft(ill, 'b1', 'british')).toBe(7);
    expect(flaresLeft(ill, 'b2', 'british')).toBe(12);
    expect(flaresLeft(ill, 'g1', 'germans')).toBe(0);
  });
});

describe('Case 34.1 Illumination — Case 34.11: observation in and out of the lit area', () => {
  const field: IlluminatedField = { light: 'night', baseRange: 8, dayRange: 40, lit: new Set(['10,10', '11,10']) };
  it('Case 34.11 with Case 33.24: a man in a lit square is observed out to the Day column; in the dark, the Night range', () => {
    expect(observationRangeAt(field, sq(10, 10))).toMatchObject({ range: 40 });
    expect(observationRangeAt(field, sq(10, 10))!.caseRef).toContain('34.11');
    expect(observationRangeAt(field, sq(12, 10))).toBeUndefined();
  });
  it('Case 34.11 (ruling IL2): in a Day scenario the light changes nothing', () => {
    expect(observationRangeAt({ ...field, light: 'day' }, sq(10, 10))).toBeUndefined();
    expect(illuminationLighting({ ...field, light: 'day' }, sq(10, 10), sq(20, 20))).toBeUndefined();
  });
  it('Case 34.11: a lit observer looking out of the area has −30%, cited in the Breakdown; looking into it, nothing', () => {
    const base = { codeLetter: 'C', range: 5, targetPosture: 'erect' as const, targetTerrain: 'clear' as const, targetInside: 'no' as const, observerInside: false, throughBuildingLine: false, observerMovedThisTurn: false, targetMoving: false, defendingMode: false };
    const out = observationChance({ ...base, ...(illuminationLighting(field, sq(10, 10), sq(14, 10)) ? { lighting: illuminationLighting(field, sq(10, 10), sq(14, 10))! } : {}) });
    const step = out.steps.find((s) => s.caseRef?.includes('Case 34.11'));
    expect(step?.amount).toBe(-30);
    expect(out.final).toBe(85 - 30);
    expect(illuminationLighting(field, sq(10, 10), sq(11, 10))).toBeUndefined();
    expect(illuminationLighting(field, sq(14, 10), sq(10, 10))).toBeUndefined();
  });
  it('Case 34.13: never the +30% for being near the device', () => {
    const l = illuminationLighting(field, sq(10, 10), sq(14, 10));
    expect(l?.nearSearchlightTargetInArc).toBeUndefined();
  });
});
