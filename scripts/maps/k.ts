/**
 * Map K: Army Group Center's forest headquarters in winter, for Scenario 50.0
 * (Destruction of Army Group Center Headquarters).
 *
 * From the text: the building including Square 1655, where the key records
 * and equipment are (Case 50.43); two buildings marked "Tram", between which
 * a man may be transferred (Case 50.43, The Tramway); a stream the commandos
 * may enter at 4040 or 4041 or at 0140 or 0141 (Case 50.7), so it crosses the
 * map west to east through rows 40–41; entry along the 01xx row and between
 * 4001 and 4025 (Case 50.7); eight Defensive Zones, no Sentry Routine in Zone 2
 * (Case 50.6). Invented: the headquarters' extent round 1655 and its rooms, the
 * tram stations' places (one high on the hill, one in the compound), the
 * forest and clearings, the hill, the bridge and road, the barracks, the
 * guardhouse and the wire round the compound.
 */
import { polygon, sideRun } from '../../src/shared/map/map-areas';
import type { GameMap, Square } from '../../src/shared/map/map-model';
import { block, commandoMap, house } from './common';

export function drawK(): GameMap {
  const m = commandoMap('K', 'Forest headquarters in winter (approximation)', 'Scenario 50.0, Cases 50.43, 50.6, 50.7');

  // Invented: a wooded hill in the north-east, where the upper tram station stands.
  m.elevate(polygon(['2402', '4001', '4024', '2820']), 1);
  m.elevate(polygon(['2905', '4004', '4018', '3216']), 2);
  m.elevate(polygon(['3307', '3907', '3914', '3413']), 3);
  // Invented: dense forest over most of the map, open woods (tree symbols) on the west approach and south-west, clearings.
  m.woods(block(1, 40, 1, 64), 50, 'forest');
  m.woods(polygon(['0101', '1101', '1336', '0136']), 51);
  m.woods(polygon(['0144', '1043', '1064', '0164']), 53);
  m.fill(polygon(['1045', '3945', '3964', '1064']), 'clear');
  m.fill(polygon(['3306', '3906', '3914', '3313']), 'clear');

  // Case 50.7: the stream, entered at 4040/4041 and 0140/0141 (rows 40–41 at both edges).
  const stream: Square[] = [];
  for (let col = 1; col <= 40; col++) {
    const top = col >= 14 && col <= 27 ? 41 : 40;
    stream.push({ col, row: top }, { col, row: top + 1 });
  }
  // Case 50.7 names 4040/4041 and 0140/0141 as stream squares: the edges stay on rows 40–41.
  m.water(stream, 'water', -1);
  m.structure('stream', 'The stream (Case 50.7)', stream);

  // Invented: the road from the west edge, over the stream by a bridge, into the compound.
  m.fill(block(1, 40, 30, 30), 'road');
  m.fill(block(20, 21, 30, 44), 'road');
  const bridge = stream.filter((s) => s.col === 20 || s.col === 21);
  m.fill(bridge, 'road').elevate(bridge, 0, true);
  m.structure('bridge', 'Bridge', bridge);
  m.fill(block(34, 36, 14, 29), 'trail');

  // Case 50.43: "the building including Square 1655" — the headquarters. Invented: offices
  // round a corridor; the records room at its west end holds 1655.
  m.building({
    id: 'headquarters',
    name: 'Headquarters: the building including Square 1655 (Case 50.43)',
    corners: ['1352', '2358'],
    doors: ['2052n', '2355e'],
    windowEvery: 2,
    interior: [
      { from: '1354', to: '2354', dir: 's', doors: ['1854s', '2154s'] },
      { from: '1755', to: '1758', dir: 'e', doors: ['1756e'] },
      { from: '1752', to: '1754', dir: 'e', doors: ['1753e'] },
    ],
  });

  // Case 50.43: the two buildings marked "Tram". Invented: the upper station on the hill,
  // the lower one in the compound.
  m.building({ id: 'trams-1', name: 'Tram (upper station, Case 50.43)', corners: ['3408', '3711'], doors: ['3511s'], windows: ['3408n', '3709e'] });
  m.building({ id: 'trams-2', name: 'Tram (lower station, Case 50.43)', corners: ['3058', '3461'], doors: ['3059w'], windows: ['3258n', '3461s'] });

  // Invented: barracks, mess and the guardhouse at the compound gate.
  house(m, 'barracks', 'Barracks', 26, 47, 35, 51, 'w', { backDoor: true });
  house(m, 'mess', 'Mess hall', 12, 61, 19, 64, 'n');
  house(m, 'guardhouse', 'Guardhouse', 22, 47, 24, 48, 'w');

  // Invented: wire round the compound south of the stream, with the gate on the road.
  m.line(
    [...sideRun('1146', '3846', 'n'), ...sideRun('1146', '1163', 'w'), ...sideRun('3846', '3863', 'e')].filter((s) => !(s.row === 46 && (s.col === 20 || s.col === 21))),
    'barbed-wire',
  );

  // Cases 50.61–50.68: Zone 2 (none, no Sentry Routine) is the stream and its banks; Zone 8
  // (four men) the compound with the headquarters; Zone 3 (four) the hill with the upper tram.
  m.zone(1, block(1, 20, 1, 20));
  m.zone(2, block(1, 40, 39, 43));
  m.zone(3, block(21, 40, 1, 20));
  m.zone(4, block(1, 13, 21, 38));
  m.zone(5, block(14, 27, 21, 38));
  m.zone(6, block(28, 40, 21, 38));
  m.zone(7, block(1, 10, 44, 64));
  m.zone(8, block(11, 40, 44, 64));

  // Case 50.7: the west edge, and the east edge rows 01–25.
  m.entry('west', 'east');
  return m.build();
}
