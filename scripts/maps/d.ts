/**
 * Map D: South Vaagso, the town by the sea, for Scenario 40.0 (Actions Off
 * Vaagso Island, 27 December 1942).
 *
 * From the text: the house bordered by Squares 1258, 1358, 1260 and 1360, the
 * British demolition target (Cases 40.51, 40.81); six Defensive Zones (Cases
 * 40.61–40.66); the commandos land on any Square between 0115 and 4015
 * (Case 40.7), so row 15 is the shore and the water lies north of it; the
 * German reinforcements come from the opposite edge, between 0164 and 4064
 * (Case 38.37, as the scenario file rules). The town itself (shore road, main
 * street, fish factory, hotel, church, wooden houses, the hill with pines) is
 * invented.
 */
import { polygon, rect } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, house, rows } from './common';

export function drawD(): GameMap {
  const m = commandoMap('D', 'South Vaagso (approximation)', 'Scenario 40.0, Cases 40.51, 40.6, 40.7');

  // Case 40.7: the landing line is row 15, so rows 01–14 are the fjord (Ulvesund);
  // row 15 is the shingle beach the boats run onto.
  m.water(rows(1, 14), 'sea', -2);
  m.fill(rect('0115', '4015'), 'clear');
  // Invented: rocks at either end of the beach (still land, still row 15).
  m.fill(rect('0115', '0315'), 'rough');
  m.fill(rect('3815', '4015'), 'rough');

  // Invented: the hill behind the town to the east, with pines, and a rocky knoll to the west.
  m.elevate(polygon(['2626', '4024', '4064', '2464']), 1);
  m.elevate(polygon(['3238', '4034', '4064', '3064']), 2);
  m.woods(polygon(['3327', '4026', '4050', '3448']), 40);
  m.woods(polygon(['2856', '3652', '3864', '2664']), 41);
  m.elevate(polygon(['0125', '0825', '0840', '0142']), 1);
  m.fill(polygon(['0125', '0825', '0840', '0142']), 'rough');
  m.woods(polygon(['0128', '0528', '0536', '0138']), 42);

  // Invented: the shore road, the main street south to the edge the German
  // reinforcements use (between 0164 and 4064), and two side streets.
  m.fill(rows(16, 17), 'road');
  m.fill(block(18, 19, 18, 64), 'road');
  m.fill(block(1, 40, 36, 37), 'road');
  m.fill(block(8, 17, 52, 52), 'road');
  m.fill(block(14, 17, 59, 59), 'trail');
  m.fill(block(8, 8, 53, 64), 'trail');

  // Invented: the waterfront — warehouse, the Ulvesund Hotel (German billet) and the fish factory.
  m.building({ id: 'warehouse', name: 'Warehouse', corners: ['0418', '1022'], doors: ['0618n', '0818n'], windowEvery: 3 });
  m.building({ id: 'hotel', name: 'Ulvesund Hotel', corners: ['1119', '1624'], doors: ['1319n', '1622e'], windowEvery: 2, interior: [{ from: '1121', to: '1621', dir: 's', doors: ['1321s'] }] });
  m.building({ id: 'fish-factory', name: 'Fish factory', corners: ['2418', '3323'], doors: ['2618n', '3018n', '2421w'], windowEvery: 3, interior: [{ from: '2818', to: '2823', dir: 'e', doors: ['2820e'] }] });

  // Invented: wooden houses along the main street, facing it.
  house(m, 'house-w26', 'House', 13, 26, 16, 28, 'e');
  house(m, 'house-w31', 'House', 13, 31, 16, 33, 'e');
  house(m, 'house-w40', 'House', 13, 40, 16, 42, 'e');
  house(m, 'house-w45', 'House', 13, 45, 16, 47, 'e');
  house(m, 'house-e26', 'House', 21, 26, 24, 28, 'w');
  house(m, 'house-e31', 'House', 21, 31, 24, 33, 'w');
  house(m, 'house-e40', 'House', 21, 40, 24, 42, 'w');
  house(m, 'house-e45', 'House', 21, 45, 24, 47, 'w');
  house(m, 'house-e55', 'House', 21, 55, 24, 57, 'w');
  house(m, 'house-w55', 'House', 9, 55, 11, 57, 'w');
  house(m, 'house-w62', 'House', 12, 62, 15, 64, 'n');
  // Invented: the church on the side street.
  m.building({ id: 'church', name: 'Church', corners: ['2639', '3145'], doors: ['2642w'], windows: ['2839n', '3039n', '2845s', '3045s', '3142e'] });

  // Case 40.51: "the house bordered by Square 1258, 1358, 1260 and 1360" — the target.
  // Its door faces the lane to the main street; windows on its other sides.
  m.building({ id: 'target-house', name: 'The house (Case 40.51)', corners: ['1258', '1360'], doors: ['1359e'], windows: ['1258n', '1358n', '1259w', '1260s'] });

  // Invented: garden walls behind the main-street houses.
  m.line(rect('1225', '1248').map((s) => ({ ...s, dir: 'w' as const })).filter((s) => s.row !== 36 && s.row !== 37), 'wall');
  m.line(rect('2525', '2534').map((s) => ({ ...s, dir: 'e' as const })), 'wall');

  // Cases 40.61–40.66: six Zones south of the landing line. Zone 5 (four men) holds the target house.
  m.zone(1, block(1, 19, 15, 26));
  m.zone(2, block(20, 40, 15, 26));
  m.zone(3, block(1, 19, 27, 44));
  m.zone(4, block(20, 40, 27, 44));
  m.zone(5, block(1, 19, 45, 64));
  m.zone(6, block(20, 40, 45, 64));

  // Case 38.37 (ruled in the scenario file): reinforcements enter on the south edge.
  // The commandos' row 15 is a landing line across the map, not an edge (Case 40.7).
  m.entry('south');
  return m.build();
}
