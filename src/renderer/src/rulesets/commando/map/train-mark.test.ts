import { describe, expect, it } from 'vitest';
import { objectItems } from './map-items';
import { squareCentre } from '../../../map/geometry';
import { carLinks, leadArrow } from './train-mark';

const cars = [
  { col: 21, row: 13 },
  { col: 21, row: 12 },
  { col: 21, row: 11 },
];

describe('the train on the maps (Case 42.43)', () => {
  it('Case 42.43: the train is drawn as three coupled cars, lead first, labelled and titled with its lead square', () => {
    const [item] = objectItems([{ id: 'train-1', kind: 'train', square: cars[0]!, size: 1, area: cars, squares: cars }]);
    expect(item).toEqual({ kind: 'object', square: cars[0], size: 1, label: 'TRAIN', title: 'Train (Case 42.43) train-1, lead in 2113', squares: cars, linked: true });
    const c = cars.map(squareCentre);
    expect(carLinks(cars)).toEqual([c[0]!.x, c[0]!.y, c[1]!.x, c[1]!.y, c[2]!.x, c[2]!.y]);
  });

  it('Case 42.43: the lead square carries an arrow pointing the way the train runs (south along column 21)', () => {
    const arrow = leadArrow(cars)!;
    const c = squareCentre(cars[0]!);
    // The tip lies south of the lead square's centre, the base north of it, across the line.
    expect(arrow[0]).toBeCloseTo(c.x);
    expect(arrow[1]).toBeGreaterThan(c.y);
    expect(arrow[3]).toBeLessThan(c.y);
    expect(arrow[5]).toBeLessThan(c.y);
    expect(arrow[2]).not.toBeCloseTo(arrow[4]!);
    expect(leadArrow([cars[0]!])).toBeUndefined();
  });

  it('Case 42.43: a train only partly entered (one square on the map) is drawn as one square; the rail mine is labelled MINE', () => {
    expect(objectItems([{ id: 'train-1', kind: 'train', square: cars[0]!, size: 1, area: [cars[0]!], squares: [cars[0]!] }])).toEqual([
      { kind: 'object', square: cars[0], size: 1, label: 'TRAIN', title: 'Train (Case 42.43) train-1' },
    ]);
    expect(objectItems([{ id: 'rail-mine-1', kind: 'rail-mine', square: { col: 21, row: 30 }, size: 1, area: [{ col: 21, row: 30 }] }])[0]).toMatchObject({ label: 'MINE', title: 'Rail mine (Case 42.43) rail-mine-1' });
  });
});
