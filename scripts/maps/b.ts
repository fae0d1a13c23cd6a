/**
 * Map B: the radar station at Bruneval, for Scenario 45.0 (The Radar Station
 * at Bruneval, 27 February 1942).
 *
 * From the text: the radio is obtained by spending 75 Task Points in Square
 * 1612 (Case 45.81); the British enter on the xx64 row or the 01xx row, chosen
 * in secret, and leave by the edge they entered (Cases 45.7, 45.81); seven
 * Defensive Zones (Cases 45.61–45.67). Since both entry edges are the south
 * and west, the sea and the cliffs are drawn on the north. Invented: the
 * Würzburg radar pit round 1612 and its guard hut, the villa (the "Lone
 * House"), the cliffs, the gully down to the beach with its pillbox, the
 * farm billet (Le Presbytère) in its walled yard, roads, copses.
 */
import { minus, polygon, polyline, rect } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, house } from './common';

export function drawB(): GameMap {
  const m = commandoMap('B', 'Bruneval radar station (approximation)', 'Scenario 45.0, Cases 45.6, 45.7, 45.81');

  // Invented: the Channel along the north edge, the cliff face below the plateau (level 0),
  // and the gully at Bruneval where a path drops to a shingle beach.
  const sea = block(1, 40, 1, 4);
  const cliffTop = block(1, 40, 5, 5);
  const cliffFoot = block(1, 40, 6, 6);
  m.fill(cliffTop, 'mountain').elevate(cliffTop, -1);
  m.fill(cliffFoot, 'mountain').elevate(cliffFoot, -2);
  m.water(sea, 'sea', -3);
  const beach = block(28, 35, 3, 6);
  m.fill(beach, 'clear').elevate(beach, -3, true);
  const gully = block(29, 34, 7, 8);
  m.fill(gully, 'rough').elevate(block(29, 34, 7, 7), -2).elevate(block(29, 34, 8, 8), -1);
  m.fill(polyline(['3109', '3105']), 'trail');
  m.elevate(block(31, 31, 5, 6), -3, true);
  // Invented: a pillbox on the beach facing the sea.
  m.building({ id: 'beach-pillbox', name: 'Beach pillbox', corners: ['3404', '3505'], floor: 'bunker', doors: ['3405s'], slits: ['3404n', '3504n', '3504e'] });

  // Invented: copses and the woods round the farm.
  m.woods(polygon(['0110', '0910', '1116', '0822', '0124']), 45);
  m.woods(polygon(['3322', '4020', '4034', '3630']), 46);
  m.woods(polygon(['1646', '3444', '3862', '1464']), 47);

  // Invented: the coast road behind the cliff top, the lane from the villa south, and the road west.
  m.fill(block(1, 40, 9, 9), 'trail');
  m.fill(polyline(['2520', '2530', '1840', '1864']), 'road');
  m.fill(polyline(['0130', '2530']), 'road');

  // Case 45.81: the radio, got in Square 1612. Invented: the Würzburg radar pit, a sandbagged
  // emplacement round 1612 entered from the south, with the operators' hut beside it.
  m.building({ id: 'radar-station', name: 'Würzburg radar emplacement (Case 45.81: the radio at 1612)', corners: ['1511', '1713'], floor: 'bunker', doors: ['1613s'], slits: ['1511n', '1711n', '1512w', '1712e'] });
  m.structure('radio-square', 'Square 1612, where the radio is obtained (Case 45.81)', [{ col: 16, row: 12 }]);
  house(m, 'radar-hut', 'Radar operators’ hut', 11, 15, 13, 17, 'e');

  // Invented: the villa (the "Lone House") inland of the radar: hall, rooms either side.
  m.building({
    id: 'villa',
    name: 'The villa (Lone House)',
    corners: ['2213', '2819'],
    doors: ['2519s', '2216w'],
    windowEvery: 2,
    interior: [
      { from: '2413', to: '2419', dir: 'e', doors: ['2415e', '2418e'] },
      { from: '2513', to: '2519', dir: 'e', doors: ['2514e', '2517e'] },
    ],
  });

  // Invented: Le Presbytère, the farm the garrison billeted in, in a walled yard.
  const yard = rect('2048', '3258');
  m.fill(yard, 'clear');
  m.enclose(yard, 'wall');
  m.line(['2548n', '2053w'], 'door');
  house(m, 'farmhouse', 'Farmhouse (Le Presbytère)', 22, 50, 28, 54, 'n', { backDoor: true });
  house(m, 'farm-barn', 'Barn', 29, 50, 31, 57, 'w');
  house(m, 'farm-stable', 'Stable', 22, 56, 26, 57, 'n');
  m.fill(polyline(['2547', '2531']), 'trail');

  // Cases 45.61–45.67: seven Zones — the cliff top west and east (1, 2), the radar (3),
  // the villa (4), the fields (5, 6), the farm (7). The sea is in none.
  m.zone(1, minus(block(1, 20, 1, 8), sea));
  m.zone(2, minus(block(21, 40, 1, 8), sea));
  m.zone(3, block(1, 20, 9, 24));
  m.zone(4, block(21, 40, 9, 24));
  m.zone(5, block(1, 20, 25, 44));
  m.zone(6, block(21, 40, 25, 44));
  m.zone(7, block(1, 40, 45, 64));

  // Case 45.7: the xx64 row (south) or the 01xx row (west).
  m.entry('south', 'west');
  return m.build();
}
