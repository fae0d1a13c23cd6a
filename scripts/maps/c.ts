/**
 * Map C: the mountain house where the prisoner is held, for Scenario 46.0
 * (Skorzeny to the Rescue).
 *
 * From the text: "the house" where the Prisoner is deployed (Case 46.43), a
 * swimming pool, off limits unless Underwater Operations are used (Case
 * 46.43); five Defensive Zones, no Sentry Routine outside a man's own Zone
 * (Cases 46.43, 46.6 [printed 45.6]); the Germans enter on the 40xx row or the
 * xx01 row (Case 46.7), so the approaches are from the east and north. The
 * scenario names no square. Invented: the hotel-like house on a mountain
 * plateau (Campo Imperatore, Gran Sasso) with its rooms, the pool terrace, the
 * walled grounds and gates, the approach road, the glider meadow, the cable
 * car station, the slopes and scree rising to the south-west.
 */
import { disc, polygon, polyline, rect } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, house } from './common';

export function drawC(): GameMap {
  const m = commandoMap('C', 'Mountain house, Gran Sasso (approximation)', 'Scenario 46.0, Cases 46.43, 46.6, 46.7');

  // Invented: the mountain rising south-west of the plateau (contours, Case 8.21), with scree.
  m.elevate(polygon(['0118', '0818', '0944', '2450', '3464', '0164']), 1);
  m.elevate(polygon(['0126', '0526', '0646', '1852', '2264', '0164']), 2);
  m.elevate(polygon(['0136', '0436', '1056', '1264', '0164']), 3);
  m.elevate(polygon(['0148', '0348', '0664', '0164']), 4);
  m.fill(polygon(['0136', '0436', '1056', '1264', '0164']), 'mountain');
  m.fill(polygon(['0126', '0526', '0646', '0440', '0136']), 'rough');
  m.fill(polygon(['1252', '1852', '2264', '1264']), 'rough');
  // Invented: a few stunted pines on the lower slopes and boulders on the meadow.
  m.woods(polygon(['1245', '2146', '2251', '1350']), 46);
  m.woods(polygon(['3346', '4044', '4056', '3555']), 47);
  for (const at of ['3308', '2704', '3614', '1211']) m.fill(disc(at, 1), 'rough');

  // Invented: the approach road from the north edge to the gate, and the lane to the cable car.
  m.fill(polyline(['2101', '2119']), 'road');
  m.fill(polyline(['3232', '3645', '3646']), 'road');

  // Case 46.43: "the house" where the Prisoner is held. Invented: a large house, a hall and
  // corridor with rooms either side; front door north, garden door east, terrace door south.
  m.building({
    id: 'house',
    name: 'The house (Case 46.43)',
    corners: ['1424', '2733'],
    doors: ['2024n', '2729e', '2133s'],
    windowEvery: 2,
    interior: [
      { from: '1428', to: '2728', dir: 's', doors: ['1628s', '2028s', '2528s'] },
      { from: '1824', to: '1828', dir: 'e', doors: ['1826e'] },
      { from: '2324', to: '2328', dir: 'e', doors: ['2326e'] },
      { from: '1829', to: '1833', dir: 'e', doors: ['1831e'] },
      { from: '2329', to: '2333', dir: 'e', doors: ['2331e'] },
    ],
  });

  // Case 46.43: the swimming pool. Invented: south of the house, on its terrace.
  const pool = rect('1737', '2440');
  m.water(pool, 'water', -2);
  m.structure('swimming-pool', 'Swimming pool (Case 46.43)', pool);

  // Invented: the walled grounds, with a gate on the approach road and one toward the cable car.
  const grounds = rect('1020', '3143');
  m.enclose(grounds, 'wall');
  m.line(['2120n', '3132e'], 'door');
  house(m, 'gatehouse', 'Gatehouse', 23, 21, 25, 22, 'w');
  house(m, 'garage', 'Garage', 11, 21, 14, 23, 'e');

  // Invented: the cable-car (funivia) station below the grounds.
  m.building({ id: 'cable-car-station', name: 'Cable-car station', corners: ['3447', '3852'], doors: ['3647n'], windowEvery: 2 });

  // Cases 46.61–46.65 (printed 45.61–45.65): Zone 1 the northern approach, Zone 3 the walled
  // grounds round the house (five men), Zones 2, 4 and 5 the east, west and south.
  m.zone(1, block(1, 40, 1, 19));
  m.zone(2, block(32, 40, 20, 64));
  m.zone(3, grounds);
  m.zone(4, block(1, 9, 20, 64));
  m.zone(5, block(10, 31, 44, 64));

  // Case 46.7: the 40xx row (east) or the xx01 row (north).
  m.entry('east', 'north');
  return m.build();
}
