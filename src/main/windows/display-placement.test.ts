import { describe, expect, it } from 'vitest';
import { placePlayerWindow, replaceOnDisplayChange, type DisplayInfo } from './display-placement';

const laptop: DisplayInfo = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 }, workArea: { x: 0, y: 0, width: 1920, height: 1040 } };
// A monitor to the LEFT of the primary has a negative x: choosing by bounds.x would be wrong.
const leftMonitor: DisplayInfo = { id: 7, bounds: { x: -2560, y: 0, width: 2560, height: 1440 }, workArea: { x: -2560, y: 0, width: 2560, height: 1400 } };
const rightMonitor: DisplayInfo = { id: 9, bounds: { x: 1920, y: 0, width: 1280, height: 1024 }, workArea: { x: 1920, y: 0, width: 1280, height: 1000 } };

describe('player window placement', () => {
  it('goes full screen on the non-primary display, compared by id', () => {
    expect(placePlayerWindow([laptop, leftMonitor], 1)).toEqual({ kind: 'fullscreen', displayId: 7, bounds: leftMonitor.bounds });
    // The primary need not be the one at x = 0.
    expect(placePlayerWindow([laptop, leftMonitor], 7)).toEqual({ kind: 'fullscreen', displayId: 1, bounds: laptop.bounds });
  });

  it('spreads two pop-outs over two secondary displays', () => {
    expect(placePlayerWindow([laptop, rightMonitor, leftMonitor], 1, 0).displayId).toBe(7);
    expect(placePlayerWindow([laptop, rightMonitor, leftMonitor], 1, 1).displayId).toBe(9);
  });

  it('falls back to a window inside the primary work area', () => {
    const p = placePlayerWindow([laptop], 1);
    expect(p.kind).toBe('window');
    expect(p.bounds.x).toBeGreaterThanOrEqual(0);
    expect(p.bounds.x + p.bounds.width).toBeLessThanOrEqual(1920);
    expect(p.bounds.y + p.bounds.height).toBeLessThanOrEqual(1040);
  });

  it('moves to a display that is added, and back when it is removed', () => {
    const alone = placePlayerWindow([laptop], 1);
    const added = replaceOnDisplayChange(alone, [laptop, rightMonitor], 1);
    expect(added).toEqual({ kind: 'fullscreen', displayId: 9, bounds: rightMonitor.bounds });
    const removed = replaceOnDisplayChange(added!, [laptop], 1);
    expect(removed?.kind).toBe('window');
    expect(removed?.displayId).toBe(1);
    // Nothing changed: stay put.
    expect(replaceOnDisplayChange(added!, [laptop, rightMonitor], 1)).toBeUndefined();
  });

  it('refuses an empty display list', () => {
    expect(() => placePlayerWindow([], 1)).toThrow(/No displays/);
  });
});
