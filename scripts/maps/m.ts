/**
 * Map M: the Hejaz railway in the desert, for Scenario 42.0 (Lawrence of
 * Arabia on the Hejaz Railway; fictional, Case 42.0 note).
 *
 * From the text: the train "may move only along the track" (Case 42.43) and
 * enters at Square 2101 on Game-Turn 1 (Case 42.7); the Arabs set up north of
 * Zones 2 and 7 and on the south side, each group in two adjacent Zones (Case
 * 42.6). The track's course beyond 2101, the Zones' shapes, and the desert
 * (dunes, rocky ridges, the cutting, the wadi and its culvert, the ruined
 * blockhouse) are invented. Map M's Zone count is not printed; ten are drawn,
 * two columns of five bands either side of the track, so Zones 2 and 7 are
 * the band across the map at the cutting, Zones 1 and 6 north of it are
 * adjacent, and the south side has adjacent pairs (3 and 8, 3 and 4, …).
 */
import { disc, minus, polygon, polyline, rect } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap } from './common';

export function drawM(): GameMap {
  const m = commandoMap('M', 'Hejaz railway (approximation)', 'Scenario 42.0, Cases 42.43, 42.6, 42.7');

  // Invented: dune fields north-west and south-east, gravel plain elsewhere.
  m.fill(polygon(['0103', '1202', '1614', '0922', '0120']), 'dune');
  m.fill(polygon(['2650', '4044', '4064', '2864']), 'dune');
  m.fill(polygon(['2806', '3904', '4012', '3016']), 'dune');
  // Invented: a few stony outcrops on the plain.
  for (const at of ['0540', '1238', '3340', '3618', '0657', '1452', '3020', '0912', '1760', '3862']) m.fill(disc(at, 1.5), 'rough');

  // Invented: two rocky ridges the railway cuts through (Zones 2 and 7's band, the ambush ground).
  const westRidge = polygon(['0427', '1925', '1936', '0634']);
  const eastRidge = polygon(['2325', '3726', '3534', '2336']);
  m.fill(westRidge, 'rough').elevate(westRidge, 1);
  m.fill(eastRidge, 'rough').elevate(eastRidge, 1);
  m.elevate(polygon(['0929', '1728', '1733', '1032']), 2).fill(polygon(['0929', '1728', '1733', '1032']), 'mountain');
  m.elevate(polygon(['2629', '3329', '3232', '2533']), 2).fill(polygon(['2629', '3329', '3232', '2533']), 'mountain');

  // Invented: a dry wadi crossing west to east below the ridges; the track crosses it on a culvert.
  const wadi = polyline(['0145', '0946', '1847', '2447', '3246', '4048'], 2);
  m.fill(wadi, 'rough').elevate(wadi, -1);

  // Case 42.7: the train enters at 2101; Case 42.43: it moves only along the track.
  // Invented: the track runs straight down column 21 to the south edge on a graded bed
  // (clear, Level 0: a cutting through the ridges, a culvert over the wadi). The rail
  // itself is drawn last (`rail`), over that bed: a man crosses it as the bed (house).
  const track = polyline(['2101', '2164']);
  m.fill(track, 'clear').elevate(track, 0);
  m.structure('rail-line', 'The Hejaz railway track (Case 42.43)', track);
  m.structure('train-entry', 'Train entry square (Case 42.7)', [{ col: 21, row: 1 }]);
  // Invented: a ruined Turkish blockhouse beside the line, and a telegraph hut.
  m.fill(rect('2440', '2541'), 'rubble');
  m.building({ id: 'telegraph-hut', name: 'Telegraph hut', corners: ['1757', '1858'], doors: ['1858e'], windows: ['1757n'] });
  m.rail(track);

  // Case 42.6: Zones 2 and 7 with ground north and south of them; ten Zones in all (invented).
  const west = (r0: number, r1: number) => block(1, 20, r0, r1);
  const east = (r0: number, r1: number) => minus(block(22, 40, r0, r1), track);
  const bands: [number, number][] = [
    [1, 24],
    [25, 36],
    [37, 46],
    [47, 55],
    [56, 64],
  ];
  bands.forEach(([r0, r1], i) => m.zone(i + 1, west(r0, r1)));
  bands.forEach(([r0, r1], i) => m.zone(i + 6, east(r0, r1)));

  // No entry edges: all men begin on the map (Case 42.43); the train enters at 2101 on the north edge.
  m.entry('north');
  return m.build();
}
