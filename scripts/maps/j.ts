/**
 * Map J: Entebbe airport, for Scenario 39.0 (Raid on Entebbe, 3 July 1976).
 *
 * From the text: the terminal building bounded by Squares 1740, 2440, 1743 and
 * 2443 (Case 39.43, Hostages); twelve Defensive Zones (Cases 39.61–39.67);
 * commando entry between 0101 and 4001 (Case 39.7); Ugandan reinforcements
 * enter between 0164 and 4064 (Case 39.52). Everything else (runway, taxiway,
 * apron, hangar, control tower, car park, the road to Kampala, the lake shore)
 * is invented to make an airport of it.
 */
import { minus, polygon, rect } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, rows } from './common';

export function drawJ(): GameMap {
  const m = commandoMap('J', 'Entebbe airport (approximation)', 'Scenario 39.0, Cases 39.43, 39.52, 39.6, 39.7');

  // Invented: the main runway across the north of the map; the Israelis land on it
  // and come in from the north edge (Case 39.7: entry between 0101 and 4001).
  m.fill(rows(3, 8), 'road');
  // Invented: grass strips with a drainage ditch beside the runway.
  m.fill(rect('0110', '4010'), 'rough');
  // Invented: two taxiways down to the apron.
  m.fill(block(19, 22, 9, 29), 'road');
  m.fill(block(5, 6, 9, 29), 'road');
  // Invented: the apron in front of the terminal.
  m.fill(block(5, 34, 30, 38), 'road');

  // Case 39.43: "the terminal building (bounded by Squares 1740, 2440, 1743 and 2443)".
  // Airside doors face the apron, a landside door the car park; the east end is
  // walled off as offices; the hostages are held in the main hall.
  m.building({
    id: 'terminal',
    name: 'Old terminal building (Case 39.43)',
    corners: ['1740', '2443'],
    doors: ['1940n', '2240n', '2043s', '1742w'],
    windowEvery: 2,
    interior: [{ from: '2240', to: '2243', dir: 'e', doors: ['2241e'] }],
  });

  // Invented: the control tower beside the terminal, and a hangar on the west apron.
  m.building({ id: 'control-tower', name: 'Control tower', corners: ['2740', '2942'], doors: ['2840n'], windows: ['2941e', '2742s'] });
  m.building({
    id: 'hangar',
    name: 'Hangar',
    corners: ['0431', '1137'],
    floor: 'hangar',
    doors: ['1133e', '1134e', '1135e', '0737s'],
    windows: ['0631n', '0931n'],
  });
  // Invented: a fuel and stores shed east of the apron.
  m.building({ id: 'stores-shed', name: 'Stores shed', corners: ['3332', '3735'], doors: ['3333w', '3535s'], windows: ['3732e'] });

  // Invented: the car park and the road to Kampala, down which Ugandan
  // reinforcements come (Case 39.52: between 0164 and 4064).
  m.fill(block(14, 27, 45, 48), 'road');
  m.fill(block(20, 21, 49, 64), 'road');
  m.fill(block(1, 40, 55, 55), 'trail');
  // Invented: bush and trees on the landside, and the shore of Lake Victoria in the south-east.
  m.woods(polygon(['0250', '0950', '1057', '0462', '0259']), 11);
  m.woods(polygon(['2946', '3746', '3851', '3053']), 12);
  m.woods(rect('1158', '1562'), 13);
  m.fill(polygon(['3157', '4056', '4064', '2964']), 'rough');
  m.water(polygon(['3460', '4058', '4064', '3264']), 'water', -2);

  // Cases 39.61–39.67: twelve Zones. Zone 1 (none) is the runway the Israelis land on;
  // Zone 6 (none) is the terminal, where no Ugandan may begin (Case 39.43);
  // Zone 2 (two men) is the apron in front of it.
  const terminal = rect('1740', '2443');
  m.zone(1, rows(1, 12));
  m.zone(2, block(13, 30, 30, 39));
  m.zone(3, block(1, 13, 13, 29));
  m.zone(4, block(14, 27, 13, 29));
  m.zone(5, block(28, 40, 13, 29));
  m.zone(6, terminal);
  m.zone(7, block(1, 12, 30, 47));
  m.zone(8, block(31, 40, 30, 47));
  m.zone(9, minus(block(13, 30, 40, 47), terminal));
  m.zone(10, block(1, 13, 48, 64));
  m.zone(11, block(14, 27, 48, 64));
  m.zone(12, block(28, 40, 48, 64));

  // Case 39.7 (commandos, north edge); Case 39.52 (reinforcements, south edge).
  m.entry('north', 'south');
  return m.build();
}
