/**
 * Map A: the Son Tay prison camp, for Scenario 41.0 (The Raid on Son Tay,
 * 21 November 1970).
 *
 * From the text: a walled prison compound with two doors (Case 41.81: "one of
 * the two doors to the complex"), eight buildings within it (Case 41.81),
 * Guard Towers that are completely blocking unless Searchlights are used, with
 * ladders on the side facing the centre of the compound (Cases 41.41, 41.43);
 * five Defensive Zones, Zone 3 holding the compound with men inside and
 * outside it (Cases 41.61–41.65); entry on either short side, between 0101 and
 * 4001 or between 0164 and 4064 (Case 41.7). A barracks is mentioned (Case
 * 41.52). Placement and size of all of these, the Song Con river, the trees,
 * the paddies, the roads and the school are invented.
 */
import { minus, polygon, polyline, rect, sideRun } from '../../src/shared/map/map-areas';
import type { GameMap } from '../../src/shared/map/map-model';
import { block, commandoMap, house, rows } from './common';

export function drawA(): GameMap {
  const m = commandoMap('A', 'Son Tay prison camp (approximation)', 'Scenario 41.0, Cases 41.43, 41.6, 41.7, 41.81');

  // Invented: the Song Con river along the west side, with trees on its bank.
  const river = polygon(['0101', '0401', '0520', '0340', '0564', '0164']);
  m.woods(polygon(['0501', '0801', '0820', '0640', '0864', '0564']), 1);
  m.water(river, 'river', -2);
  // Invented: rice paddies north-east and south-east (dykes and mud: rough going).
  m.fill(block(24, 40, 2, 14), 'rough');
  m.fill(block(26, 40, 50, 63), 'rough');
  // Invented: the belt of trees that hid the camp.
  m.woods(polygon(['0916', '3216', '3419', '0719']), 2);
  m.woods(polygon(['0746', '3446', '3249', '0949']), 3);
  m.woods(block(34, 37, 22, 43), 4);

  // Invented: the road along the east side, tracks to the two gates, and a lane to the school.
  m.fill(block(38, 39, 1, 64), 'road');
  m.fill(polyline(['2001', '2020']), 'trail');
  m.fill(polyline(['2145', '2164']), 'trail');
  m.fill(polyline(['2110', '3810']), 'trail');
  m.fill(polyline(['2155', '3855']), 'trail');

  // Case 41.81: the prison compound, walled, with "the two doors to the complex".
  const compound = rect('0922', '3243');
  m.enclose(compound, 'wall');
  m.line(['2022n', '2143s'], 'door');
  m.structure('prison-compound', 'Prison compound (Case 41.81)', compound);
  // Each door is named by the squares on either side of it (observing "from one of the two doors", Case 41.81).
  m.structure('compound-doors-1', 'North door to the compound', [{ col: 20, row: 21 }, { col: 20, row: 22 }]);
  m.structure('compound-doors-2', 'South door to the compound', [{ col: 21, row: 43 }, { col: 21, row: 44 }]);

  // Case 41.81: "the eight buildings within the prison compound" — four each side of a central yard,
  // their doors facing the yard so they can be seen from the doors.
  const cells: [number, number, number, number, 'e' | 'w'][] = [
    [11, 24, 16, 27, 'e'],
    [11, 29, 16, 32, 'e'],
    [11, 34, 16, 37, 'e'],
    [11, 39, 16, 41, 'e'],
    [25, 24, 30, 27, 'w'],
    [25, 29, 30, 32, 'w'],
    [25, 34, 30, 37, 'w'],
    [25, 39, 30, 41, 'w'],
  ];
  cells.forEach(([c0, r0, c1, r1, face], i) => house(m, `compound-buildings-${i + 1}`, `Compound building ${i + 1} (Case 41.81)`, c0, r0, c1, r1, face));

  // Cases 41.41, 41.43: Guard Towers at the compound's corners, "completely blocking terrain" without
  // Searchlights: `tower` squares, blocking and impassable (Climbing, Section 35.0, is not built).
  // With Searchlights and Climbing their ladders are on the side facing the centre (not drawn).
  ['0922', '3222', '0943', '3243'].forEach((at, i) => {
    const tower = rect(at, at);
    m.fill(tower, 'tower').structure(`guard-towers-${i + 1}`, `Guard Tower ${i + 1} (Case 41.43)`, tower);
  });

  // Case 41.52 mentions the barracks the reinforcements would have come from; invented: where it stands,
  // and the "secondary school" south of the camp.
  m.building({ id: 'barracks', name: 'NVA barracks', corners: ['2405', '3108'], doors: ['2709s', '2406w'], windowEvery: 2 });
  house(m, 'school', 'Secondary school', 10, 53, 17, 57, 'e', { backDoor: true });
  house(m, 'hut-1', 'Hut', 27, 17, 29, 18, 's');
  house(m, 'hut-2', 'Hut', 12, 58, 14, 60, 'n');
  // Invented: a fence along the trees north of the compound, with a gap on the track.
  m.line(sideRun('1015', '3215', 'n').filter((s) => s.col !== 20), 'barbed-wire');

  // Cases 41.61–41.65: five Zones in bands across the map, so either entry edge (Case 41.7)
  // meets Zone 1 or Zone 5 first; Zone 3 holds the compound and the ground around it.
  const z = (r0: number, r1: number) => minus(rows(r0, r1), river);
  m.zone(1, z(1, 12));
  m.zone(2, z(13, 19));
  m.zone(3, z(20, 45));
  m.zone(4, z(46, 52));
  m.zone(5, z(53, 64));

  // Case 41.7: either short side.
  m.entry('north', 'south');
  return m.build();
}
