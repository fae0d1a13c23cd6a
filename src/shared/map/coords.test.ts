import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { CoordError, coordDigits, describeSquare, formatCoord, parseCoord, readCoord } from './coords';

const COMMANDO = { width: 40, height: 64 };

describe('Case 3.7 coordinates', () => {
  it('Case 3.7 example: "2547" is short-side 25, long-side 47', () => {
    expect(parseCoord('2547')).toEqual({ col: 25, row: 47 });
    expect(formatCoord({ col: 25, row: 47 })).toBe('2547');
  });

  it('Case 3.7: each half is zero-padded to two digits', () => {
    expect(formatCoord({ col: 1, row: 1 })).toBe('0101');
    expect(formatCoord({ col: 4, row: 64 })).toBe('0464');
    expect(parseCoord('0132')).toEqual({ col: 1, row: 32 });
  });

  it('Case 38.51 squares named in scenarios read as expected on a 40×64 map', () => {
    expect(parseCoord('1264', COMMANDO)).toEqual({ col: 12, row: 64 });
    expect(parseCoord('4036', COMMANDO)).toEqual({ col: 40, row: 36 });
  });

  it('Case 3.7: round-trips every square of a map up to 99×99', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 99 }), (col, row) => {
        const code = formatCoord({ col, row });
        expect(code).toMatch(/^\d{4}$/);
        expect(parseCoord(code)).toEqual({ col, row });
      }),
    );
  });

  it('round-trips with three digits a half on a map wider than 99', () => {
    const big = { width: 120, height: 64 };
    expect(coordDigits(big)).toBe(3);
    expect(formatCoord({ col: 105, row: 7 }, big)).toBe('105007');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 120 }), fc.integer({ min: 1, max: 64 }), (col, row) => {
        expect(parseCoord(formatCoord({ col, row }, big), big)).toEqual({ col, row });
      }),
    );
  });

  it('Case 3.7: a four-digit code is refused on a map more than 99 squares a side', () => {
    expect(() => parseCoord('2547', { width: 40, height: 128 })).toThrow(/6 digits/);
  });

  it('names the bad input in the error', () => {
    for (const bad of ['254', '25477', 'ab47', '25 47', '', '-101', '2.47']) {
      expect(() => parseCoord(bad)).toThrow(CoordError);
      expect(() => parseCoord(bad)).toThrow(`"${bad}"`);
    }
  });

  it('refuses column or row 00', () => {
    expect(() => parseCoord('0047')).toThrow(/column 00/);
    expect(() => parseCoord('2500')).toThrow(/row 00/);
  });

  it('refuses a square off the given map, naming the map size', () => {
    const r = readCoord('4165', COMMANDO);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('"4165" is not a square coordinate: off the 40×64 map (columns 01–40, rows 01–64)');
    expect(readCoord('4064', COMMANDO).ok).toBe(true);
  });

  it('formatCoord refuses squares no code can name', () => {
    expect(() => formatCoord({ col: 0, row: 5 })).toThrow(RangeError);
    expect(() => formatCoord({ col: 100, row: 5 })).toThrow(/column 100/);
    expect(() => formatCoord({ col: 2.5, row: 5 })).toThrow(RangeError);
    expect(() => coordDigits({ width: 1000, height: 5 })).toThrow(RangeError);
  });

  it('describeSquare falls back to raw numbers instead of throwing', () => {
    expect(describeSquare({ col: 3, row: 9 })).toBe('0309');
    expect(describeSquare({ col: 0, row: 9 })).toBe('(column 0, row 9)');
  });

  it('never accepts a string that is not 2n digits (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const r = readCoord(s);
        if (r.ok) expect(s).toMatch(/^\d{4}$/);
      }),
    );
  });
});
