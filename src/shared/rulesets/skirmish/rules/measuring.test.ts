import { describe, expect, it } from 'vitest';
import { bearing, bearingDifference, inArc, measure, rangeBand, withinRadius } from './measuring';

describe('measuring on the table', () => {
  it('distance in inches and metres through the ground scale (seed line 15)', () => {
    const m = measure({ x: 0, y: 0 }, { x: 12, y: 16 });
    expect(m.inches).toBe(20);
    expect(m.metres).toEqual({ value: 100, provenance: { kind: 'printed', source: 'seed 003 line 15, ground scale, 20" = 100m' } });
    expect(measure({ x: 0, y: 0 }, { x: 15, y: 0 }).metres.provenance.kind).toBe('house');
  });
  it('bearings: 0 up the table, 90 to the right', () => {
    expect(bearing({ x: 5, y: 5 }, { x: 5, y: 0 })).toBe(0);
    expect(bearing({ x: 5, y: 5 }, { x: 9, y: 5 })).toBe(90);
    expect(bearing({ x: 5, y: 5 }, { x: 5, y: 9 })).toBe(180);
    expect(bearing({ x: 5, y: 5 }, { x: 0, y: 5 })).toBe(270);
    expect(bearingDifference(350, 10)).toBe(20);
    expect(() => bearing({ x: 1, y: 1 }, { x: 1, y: 1 })).toThrow(/itself/);
  });
  it('60° and 90° arcs centred on the facing, edges included', () => {
    const o = { x: 0, y: 10 };
    const at40 = { x: Math.sin((40 * Math.PI) / 180), y: 10 - Math.cos((40 * Math.PI) / 180) };
    expect(inArc(o, 0, 60, at40)).toBe(false);
    expect(inArc(o, 0, 90, at40)).toBe(true);
    expect(inArc(o, 10, 60, at40)).toBe(true);
  });
  it('radii and range bands', () => {
    expect(withinRadius({ x: 0, y: 0 }, { x: 3, y: 4 }, 5)).toBe(true);
    expect(withinRadius({ x: 0, y: 0 }, { x: 3, y: 4.1 }, 5)).toBe(false);
    const he = [2, 4, 8, 10, 15, 20, 25, 30, 40, 60];
    expect(rangeBand(8, he)).toEqual({ index: 2, limit: 8 });
    expect(rangeBand(8.1, he)).toEqual({ index: 3, limit: 10 });
    expect(rangeBand(61, he)).toBeUndefined();
    expect(() => rangeBand(1, [4, 2])).toThrow(/increase/);
  });
});
