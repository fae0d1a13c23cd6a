/**
 * Map E: a village on the front line, for Scenario 47.0 (Commando Front-Line
 * Action).
 *
 * From the text: the house which includes Square 2615, whose possession
 * decides the game (Case 47.8); six Defensive Zones, five men and the tank in
 * Zone 5 (Cases 47.61–47.66); the British (with an APC) enter on the xx64
 * Square-row (Case 47.7); a tank and an APC need roads (Case 47.42). Invented:
 * the house's extent round 2615, the village street and crossroads, the other
 * houses, church and barn, the garden walls, the orchards, the shell craters
 * of the fields the British cross, the German rear woods.
 */
import { disc, polygon, rect, sideRun } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, house, rows } from './common';

export function drawE(): GameMap {
  const m = commandoMap('E', 'Front-line village (approximation)', 'Scenario 47.0, Cases 47.6, 47.7, 47.8');

  // Invented: woods behind the village (the German rear) and orchards south of it.
  m.woods(polygon(['0101', '1401', '1206', '0109']), 47);
  m.woods(polygon(['3001', '4001', '4008', '3306']), 48);
  m.woods(rect('0338', '1145'), 49);
  m.woods(rect('2938', '3644'), 50);
  // Invented: shell craters in the fields the British must cross, and a ruined cottage.
  for (const at of ['0552', '1249', '1758', '2454', '3150', '3657', '0861', '2762', '3346', '1543', '2240']) m.fill(disc(at, 1), 'crater');
  m.fill(rect('3329', '3632'), 'rubble');

  // Invented: the village street (east–west) and the road south to the British edge (Case 47.7)
  // and north to the German rear: room for the tank and the APC (Case 47.42).
  m.fill(rows(20, 21), 'road');
  m.fill(block(19, 20, 1, 64), 'road');
  m.fill(block(1, 18, 47, 47), 'trail');

  // Case 47.8: "the house which includes Square 2615". Invented: a stone farmhouse
  // 2413–2917 with a yard door to the street, a side door and two rooms.
  m.building({
    id: 'house-2615',
    name: 'The house which includes Square 2615 (Case 47.8)',
    corners: ['2413', '2917'],
    doors: ['2617s', '2415w'],
    windowEvery: 2,
    interior: [{ from: '2613', to: '2617', dir: 'e', doors: ['2614e', '2616e'] }],
  });
  // Invented: the rest of the village, facing the street.
  house(m, 'house-n1', 'House', 4, 14, 8, 18, 's');
  house(m, 'house-n2', 'House', 11, 15, 16, 18, 's', { backDoor: true });
  house(m, 'house-n3', 'House', 32, 14, 37, 18, 's');
  house(m, 'house-s1', 'House', 3, 23, 7, 27, 'n');
  house(m, 'house-s2', 'House', 11, 23, 16, 26, 'n');
  house(m, 'house-s3', 'House', 23, 23, 27, 27, 'n', { backDoor: true });
  house(m, 'house-s4', 'House', 31, 23, 36, 26, 'n');
  m.building({ id: 'church', name: 'Church', corners: ['0930', '1536'], doors: ['1230n'], windows: ['0932w', '0934w', '1532e', '1534e', '1136s', '1336s'] });
  house(m, 'barn', 'Barn', 23, 7, 28, 10, 's');

  // Invented: garden walls behind the street-side houses, with gates.
  m.line(sideRun('0312', '1712', 'n').filter((s) => s.col !== 10), 'wall');
  m.line(sideRun('2212', '3812', 'n').filter((s) => s.col !== 30), 'wall');
  m.line(sideRun('2128', '3828', 's').filter((s) => s.col !== 29), 'wall');

  // Cases 47.61–47.66: Zone 1 (none) the fields by the British edge; Zones 2–4 the orchards
  // and fields; Zone 5 (five men and the tank) the village; Zone 6 the rear.
  m.zone(1, rows(50, 64));
  m.zone(2, block(1, 13, 35, 49));
  m.zone(3, block(14, 27, 35, 49));
  m.zone(4, block(28, 40, 35, 49));
  m.zone(5, rows(10, 34));
  m.zone(6, rows(1, 9));

  // Case 47.7: the British enter on the south edge.
  m.entry('south');
  return m.build();
}
