/**
 * Map H: a European town street, for Scenario 49.0 (Streetfighting in World
 * War II Europe).
 *
 * From the text: buildings (all going up to Elevation Level 3, for Climbing,
 * Case 49.42 — the map model keeps floors at ground level; the height is the
 * scenario's); six Defensive Zones, Zone 3 with no men and the Partisans
 * needing a man in Zones 1, 2, 4, 5 and 6 to win (Cases 49.6, 49.82); entry by
 * any map edge (Case 49.7). The scenario names no square. Invented: the main
 * street and the cross street (Zone 3, the open ground between the blocks),
 * four blocks of terraced houses with back yards, walls and lanes, the town
 * square with its church, fountain and town hall.
 */
import { rect, sideRun } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import type { MapBuilder } from '../../src/shared/map/map-builder';
import { block, commandoMap, house } from './common';

/** A terrace of houses in a column of the map, from row r0 to r1, `depth` rows a house, doors on `facing`. */
function terrace(m: MapBuilder, prefix: string, c0: number, c1: number, r0: number, r1: number, depth: number, facing: 'e' | 'w'): void {
  for (let row = r0, i = 1; row <= r1; row += depth, i++) {
    const end = Math.min(r1, row + depth - 1);
    if (end - row < 1) break;
    house(m, `${prefix}-${i}`, 'Town house', c0, row, c1, end, facing, { backDoor: true });
  }
}

export function drawH(): GameMap {
  const m = commandoMap('H', 'European town street (approximation)', 'Scenario 49.0, Cases 49.42, 49.6, 49.7');

  // Invented: the main street (north–south) and the cross street (east–west): Zone 3.
  const mainStreet = block(18, 22, 1, 64);
  const crossStreet = block(1, 40, 30, 33);
  m.fill(mainStreet, 'road').fill(crossStreet, 'road');
  // Invented: back lanes behind each block.
  m.fill(block(5, 6, 1, 29), 'trail').fill(block(5, 6, 34, 64), 'trail');
  m.fill(block(34, 35, 1, 29), 'trail').fill(block(34, 35, 34, 47), 'trail');

  // Invented: terraces facing the main street, and smaller ones facing the lanes.
  terrace(m, 'nw-street', 12, 17, 1, 29, 4, 'e');
  terrace(m, 'nw-lane', 1, 4, 1, 29, 5, 'e');
  terrace(m, 'ne-street', 23, 28, 1, 29, 4, 'w');
  terrace(m, 'ne-lane', 36, 40, 1, 29, 5, 'w');
  terrace(m, 'sw-street', 12, 17, 34, 64, 4, 'e');
  terrace(m, 'sw-lane', 1, 4, 34, 64, 5, 'e');
  terrace(m, 'se-street', 23, 28, 34, 47, 4, 'w');
  terrace(m, 'se-lane', 36, 40, 34, 47, 5, 'w');
  // Invented: back-yard walls along the lanes, with a gate every other yard.
  for (const [col, dir, r0, r1] of [
    [7, 'w', 1, 29],
    [7, 'w', 34, 64],
    [33, 'e', 1, 29],
    [33, 'e', 34, 47],
  ] as const) {
    m.line(sideRun({ col, row: r0 }, { col, row: r1 }, dir).filter((s) => s.row % 8 !== 3), 'wall');
  }

  // Invented: the town square (Zone 6) with the church, a fountain and the town hall.
  m.fill(block(23, 33, 49, 59), 'road');
  m.water(rect('2753', '2854'), 'water', -1);
  m.building({ id: 'church', name: 'Church', corners: ['3450', '3960'], doors: ['3455w', '3660s'], windows: ['3451w', '3459w', '3650n', '3850n', '3953e', '3957e'] });
  m.building({ id: 'town-hall', name: 'Town hall', corners: ['2461', '3264'], doors: ['2861n', '2462w'], windowEvery: 2 });
  m.line(sideRun('2348', '4048', 'n').filter((s) => s.col < 26 || s.col > 30), 'wall');

  // Cases 49.61–49.66: the four blocks and the square are Zones 1, 2, 4, 5, 6; the streets Zone 3.
  m.zone(1, block(1, 17, 1, 29));
  m.zone(2, block(23, 40, 1, 29));
  m.zone(3, [...mainStreet.filter((s) => s.row < 30 || s.row > 33), ...crossStreet]);
  m.zone(4, block(1, 17, 34, 64));
  m.zone(5, block(23, 40, 34, 47));
  m.zone(6, block(23, 40, 48, 64));

  // Case 49.7: any edge.
  m.entry('north', 'east', 'south', 'west');
  return m.build();
}
