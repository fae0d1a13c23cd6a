/**
 * What every drawn Commando map shares: 40 × 64 squares (Case 3.7; rules-index
 * "The maps"), an `approximation` provenance whose note says it is drawn from
 * the scenario text and is not the printed map, and small drawing helpers.
 */
import { MapBuilder } from '../../src/shared/map/map-builder';
import { rect } from '../../src/shared/map/map-areas';
import type { Square } from '../../src/shared/map/map-model';

export const MAP_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M'] as const;
export type Letter = (typeof MAP_LETTERS)[number];

/**
 * A fresh 40 × 64 map of clear ground. `source` names the scenario Section the
 * map is drawn from; the note says plainly that this is not the printed sheet.
 */
export function commandoMap(letter: Letter, title: string, source: string): MapBuilder {
  return new MapBuilder(`commando-${letter.toLowerCase()}`, `Map ${letter}: ${title}`, {
    kind: 'approximation',
    note:
      `Drawn from the scenario text (${source}); not the printed map. ` +
      'Every square, zone and edge the scenario names is placed as the text gives it; the rest is invented to make the place plausible ' +
      '(docs/maps.md lists which is which). Trace the printed map into the map editor to replace it.',
  });
}

/** Rows `from`–`to`, all 40 columns. */
export const rows = (from: number, to: number): Square[] => rect({ col: 1, row: from }, { col: 40, row: to });
/** Columns `from`–`to`, all 64 rows. */
export const cols = (from: number, to: number): Square[] => rect({ col: from, row: 1 }, { col: to, row: 64 });
/** Columns × rows. */
export const block = (c0: number, c1: number, r0: number, r1: number): Square[] => rect({ col: c0, row: r0 }, { col: c1, row: r1 });

/** "1740" for column 17, row 40 (Case 3.7). */
export const code = (col: number, row: number): string => `${String(col).padStart(2, '0')}${String(row).padStart(2, '0')}`;

/**
 * An invented house: a building with one door in the middle of the side that
 * faces `facing` (the street), a back door opposite if it is long enough, and
 * windows on every other outer side square.
 */
export function house(
  m: MapBuilder,
  id: string,
  name: string,
  c0: number,
  r0: number,
  c1: number,
  r1: number,
  facing: 'n' | 'e' | 's' | 'w',
  extra: { windowEvery?: number; backDoor?: boolean } = {},
): MapBuilder {
  const midCol = Math.floor((c0 + c1) / 2);
  const midRow = Math.floor((r0 + r1) / 2);
  const doorAt: Record<'n' | 'e' | 's' | 'w', string> = {
    n: `${code(midCol, r0)}n`,
    s: `${code(midCol, r1)}s`,
    w: `${code(c0, midRow)}w`,
    e: `${code(c1, midRow)}e`,
  };
  const opposite = { n: 's', s: 'n', e: 'w', w: 'e' } as const;
  const doors = [doorAt[facing]];
  if (extra.backDoor) doors.push(doorAt[opposite[facing]]);
  return m.building({ id, name, corners: [{ col: c0, row: r0 }, { col: c1, row: r1 }], doors, windowEvery: extra.windowEvery ?? 2 });
}
