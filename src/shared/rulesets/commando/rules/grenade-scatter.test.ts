import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ScriptedDice, d10, d6 } from '../../../kernel/dice/scripted-dice';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { onMap } from '../../../map/map-model';
import { aperturePassChance, rollScatterDirection, scatterFan, scatterGrenade } from './grenade-scatter';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { LosMapBuilder } from './test-support/los-maps';

const T = DEFAULT_COMMANDO_TABLES;
const open = (w = 12, h = 12) => new LosMapBuilder(w, h).build();

describe('Section 11.0 procedure, Scatter Diagram direction', () => {
  it('re-rolls 9 and 0 until 1–8, recording every die with its purpose', () => {
    const dice = new ScriptedDice([...d10(9, 0, 3)]);
    const r = rollScatterDirection(dice, 'Case 11.83', 'scatter direction', T);
    expect(r.direction).toBe('e');
    expect(r.rolls.map((x) => x.text)).toEqual([
      'Case 11.83 scatter direction: 1D10 = 9, re-rolled (9 is not on the Scatter Diagram)',
      'Case 11.83 scatter direction: 1D10 = 10, re-rolled (0 is not on the Scatter Diagram)',
      'Case 11.83 scatter direction: 1D10 = 3, Scatter Diagram 3: E',
    ]);
    dice.assertAllUsed();
  });
});

describe('Case 11.83 scatter distance and the walk', () => {
  it('Case 11.83: 1D6 of 6 scatters 3 squares from the target square', () => {
    const map = open();
    const dice = new ScriptedDice([...d10(5), ...d6(6)]);
    const r = scatterGrenade(map, { col: 6, row: 2 }, { col: 6, row: 5 }, dice);
    expect(r.direction).toBe('s');
    expect(r.distance).toBe(3);
    expect(r.path).toEqual([
      { col: 6, row: 5 },
      { col: 6, row: 6 },
      { col: 6, row: 7 },
      { col: 6, row: 8 },
    ]);
    expect(r.landing).toEqual({ col: 6, row: 8 });
    dice.assertAllUsed();
  });
  it('Case 11.83: a scatter off the map stops at the edge (ruling)', () => {
    const map = open();
    const dice = new ScriptedDice([...d10(1), ...d6(6)]);
    const r = scatterGrenade(map, { col: 6, row: 5 }, { col: 6, row: 2 }, dice);
    expect(r.landing).toEqual({ col: 6, row: 1 });
    expect(r.stops[0]?.kind).toBe('map-edge');
  });
  it('Case 11.3: a wall on the scatter path stops the grenade in front of it (ruling)', () => {
    const map = new LosMapBuilder(12, 12).line(6, 7, 'n', 'wall').build();
    const dice = new ScriptedDice([...d10(5), ...d6(6)]);
    const r = scatterGrenade(map, { col: 2, row: 2 }, { col: 6, row: 5 }, dice);
    expect(r.possibleDestination).toEqual({ col: 6, row: 6 });
    expect(r.stops[0]?.kind).toBe('wall-on-path');
  });
  it('Case 11.3: through a door on 3–5, in front of it otherwise', () => {
    const map = new LosMapBuilder(12, 12).line(6, 6, 'n', 'door').build();
    const through = scatterGrenade(map, { col: 6, row: 2 }, { col: 6, row: 5 }, new ScriptedDice([...d10(5), ...d6(4), ...d10(4)]));
    expect(through.landing).toEqual({ col: 6, row: 7 });
    expect(through.rolls.at(-1)?.text).toBe('Case 11.3 scatter through the door: 1D10 = 4, through the door');
    const blocked = scatterGrenade(map, { col: 6, row: 2 }, { col: 6, row: 5 }, new ScriptedDice([...d10(5), ...d6(4), ...d10(1)]));
    expect(blocked.landing).toEqual({ col: 6, row: 5 });
    expect(blocked.stops[0]?.kind).toBe('aperture');
  });
  it('Case 11.3: a window passes on 1–2 only', () => {
    expect(aperturePassChance('window', T)).toBeCloseTo(0.2);
    expect(aperturePassChance('slit', T)).toBeCloseTo(0.2);
    expect(aperturePassChance('door', T)).toBeCloseTo(0.3);
  });
});

describe('scatterFan (for the UI)', () => {
  it('Case 11.83: probabilities sum to 1, and with a hit chance the target square carries it', () => {
    const map = open();
    const fan = scatterFan(map, { col: 6, row: 1 }, { col: 6, row: 6 });
    expect(fan.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 12);
    // 8 directions × distances 1, 2, 3: 24 squares on an open map.
    expect(fan).toHaveLength(24);
    expect(fan[0]?.probability).toBeCloseTo(1 / 16);
    const withHit = scatterFan(map, { col: 6, row: 1 }, { col: 6, row: 6 }, T, 55);
    expect(withHit.find((e) => e.square.col === 6 && e.square.row === 6)?.probability).toBeCloseTo(0.55);
    expect(withHit.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 12);
  });

  const arbMap = fc.record({
    w: fc.integer({ min: 2, max: 9 }),
    h: fc.integer({ min: 2, max: 9 }),
    lines: fc.array(fc.record({ c: fc.integer({ min: 1, max: 9 }), r: fc.integer({ min: 1, max: 9 }), d: fc.constantFrom('n' as const, 'w' as const), t: fc.constantFrom('wall' as const, 'door' as const, 'window' as const, 'building-line' as const) }), { maxLength: 12 }),
    trees: fc.array(fc.record({ c: fc.integer({ min: 1, max: 9 }), r: fc.integer({ min: 1, max: 9 }) }), { maxLength: 4 }),
    a: fc.record({ c: fc.integer({ min: 1, max: 9 }), r: fc.integer({ min: 1, max: 9 }) }),
    b: fc.record({ c: fc.integer({ min: 1, max: 9 }), r: fc.integer({ min: 1, max: 9 }) }),
  });
  type ArbMap = typeof arbMap extends fc.Arbitrary<infer V> ? V : never;
  const build = (m: ArbMap) => {
    const b = new LosMapBuilder(m.w, m.h);
    for (const l of m.lines) if (l.c <= m.w && l.r <= m.h) b.line(l.c, l.r, l.d, l.t);
    for (const t of m.trees) if (t.c <= m.w && t.r <= m.h) b.tree(t.c, t.r, 0.5, 0.5, 0.25);
    const clamp = (p: { c: number; r: number }) => ({ col: Math.min(p.c, m.w), row: Math.min(p.r, m.h) });
    return { map: b.build(), thrower: clamp(m.a), target: clamp(m.b) };
  };

  it('property: fan probabilities always sum to 1 and every square is on the map', () => {
    fc.assert(
      fc.property(arbMap, fc.integer({ min: 0, max: 100 }), (m, hit) => {
        const { map, thrower, target } = build(m);
        const fan = scatterFan(map, thrower, target, T, hit);
        expect(fan.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 9);
        for (const e of fan) expect(onMap(map, e.square)).toBe(true);
      }),
    );
  });
  it('property: a rolled scatter never leaves the map and always lands on a square of the fan', () => {
    fc.assert(
      fc.property(arbMap, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (m, seed) => {
        const { map, thrower, target } = build(m);
        const r = scatterGrenade(map, thrower, target, SeededDice.fromSeed(seed));
        expect(onMap(map, r.landing)).toBe(true);
        for (const sq of r.path) expect(onMap(map, sq)).toBe(true);
        const fan = scatterFan(map, thrower, target, T);
        expect(fan.some((e) => e.square.col === r.landing.col && e.square.row === r.landing.row)).toBe(true);
      }),
    );
  });
});
