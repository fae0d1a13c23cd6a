/**
 * Map G: an oilfield depot, for Scenario 48.0 (The Great Oilfield Raid).
 *
 * From the text: three oil tanks, each destroyed completely by an explosive
 * ("all Squares become rubble"), and houses (Case 48.43, Explosives; Case
 * 48.81); two cranes, whose body is blocking and may not be moved through
 * unless climbing, and whose arm is at Elevation Level Two over Clear terrain
 * (Case 48.43, Cranes); six Defensive Zones (Cases 48.61–48.66); the
 * commandos enter between 2801 and 4001 or between 4001 and 4036 (Case 48.7)
 * and the reinforcements opposite (Case 48.52). So the depot lies toward the
 * south-west, away from the north-east corner. Invented: where the tanks
 * stand and their size, the bund round each, the pipelines (drawn as rough:
 * a man clambers over them), the loading yard and the cranes' places, the
 * pump house, offices and barracks, the fence round the tank farm, the roads,
 * the dunes, and which way each crane's arm points and how long it is.
 */
import { disc, minus, polygon, polyline, rect, sideRun, union } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, house } from './common';

export function drawG(): GameMap {
  const m = commandoMap('G', 'Oilfield depot (approximation)', 'Scenario 48.0, Cases 48.43, 48.6, 48.7, 48.81');

  // Invented: desert dunes toward the north-east entry and along the west edge.
  m.fill(polygon(['2402', '4002', '4022', '3218']), 'dune');
  m.fill(polygon(['0102', '0702', '0518', '0120']), 'dune');

  // Invented: the pipelines from the tank farm to the loading yard (raised pipes: rough to cross).
  m.fill(polyline(['0940', '0928', '3028']), 'rough');
  m.fill(polyline(['1940', '1928']), 'rough');
  m.fill(polyline(['1551', '1546', '0946']), 'rough');

  // Case 48.81: "the three oil tanks"; Case 48.43: an explosive turns all a tank's squares to rubble.
  // Invented: round tanks seven squares across, each in an earth bund (rough, a level up).
  const tanks: [string, string][] = [
    ['oil-tank-1', '0944'],
    ['oil-tank-2', '1944'],
    ['oil-tank-3', '1456'],
  ];
  for (const [id, at] of tanks) {
    const bund = minus(disc(at, 5), disc(at, 4));
    m.fill(bund, 'rough').elevate(bund, 1);
    const tank = disc(at, 3.2);
    m.fill(tank, 'oil-tank');
    m.structure(id, `Oil tank ${id.slice(-1)} (Case 48.81)`, tank);
  }

  // Invented: roads — one from the west edge to the yard, one from the south edge to the barracks.
  m.fill(block(1, 40, 31, 32), 'road');
  m.fill(block(37, 38, 33, 64), 'road');
  m.fill(block(24, 25, 33, 60), 'road');

  // Case 48.43: "two cranes on the map". The body is blocking and impassable without Climbing (a
  // `tower` square); the arm is at Elevation Level Two over Clear terrain (overhead squares). Each
  // crane, body and arm, is one structure: the demolition target of Case 48.43's explosives.
  // Invented: at the loading yard by the pipelines' end; crane 1's arm points west, crane 2's south.
  m.fill(block(26, 38, 22, 27), 'clear');
  const cranes: [string, string, string, string][] = [
    ['cranes-1', '2824', '2324', '2724'],
    ['cranes-2', '3524', '3525', '3529'],
  ];
  cranes.forEach(([id, body, armFrom, armTo], i) => {
    const arm = rect(armFrom, armTo);
    m.fill(rect(body, body), 'tower').fill(arm, 'clear').overhead(arm, 2, 'crane-arm');
    m.structure(id, `Crane ${i + 1} (Case 48.43)`, union(rect(body, body), arm));
  });

  // Invented: houses — pump house, offices, the National Guard barracks, a guard hut.
  house(m, 'pump-house', 'Pump house', 28, 15, 32, 19, 's');
  house(m, 'offices', 'Offices', 3, 23, 9, 27, 's', { backDoor: true });
  m.building({
    id: 'barracks',
    name: 'National Guard barracks',
    corners: ['3048', '3558'],
    doors: ['3552e', '3258s'],
    windowEvery: 2,
    interior: [{ from: '3053', to: '3553', dir: 's', doors: ['3153s', '3453s'] }],
  });
  house(m, 'guard-hut', 'Guard hut', 26, 34, 27, 35, 'w');

  // Invented: a wire fence round the tank farm, with two gates (gaps) on the roads.
  m.line(
    [...sideRun('0237', '2837', 'n'), ...sideRun('0263', '2863', 's'), ...sideRun('0237', '0263', 'w'), ...sideRun('2837', '2863', 'e')].filter(
      (s) => !(s.row === 37 && (s.col === 24 || s.col === 25 || s.col === 9 || s.col === 19)),
    ),
    'barbed-wire',
  );

  // Cases 48.61–48.66: Zone 5 (four men) the tank farm; Zones 2 and 3 (none) face the commandos'
  // north-east entry; Zone 4 the yard and offices; Zones 1 and 6 the north-west and the barracks.
  m.zone(1, block(1, 20, 1, 20));
  m.zone(2, block(21, 40, 1, 20));
  m.zone(3, block(25, 40, 21, 36));
  m.zone(4, block(1, 24, 21, 36));
  m.zone(5, block(1, 28, 37, 64));
  m.zone(6, block(29, 40, 37, 64));

  // Case 48.7 (north and east edges); Case 48.52 reinforcements opposite (south and west).
  m.entry('north', 'east', 'south', 'west');
  return m.build();
}
