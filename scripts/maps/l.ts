/**
 * Map L: the German line near Passchendaele, for Scenario 43.0 (Trench Raid
 * Near Passchendaele, 31 July 1917).
 *
 * From the text: German trenches, every German set up in a trench Square, the
 * machine guns in trench Squares firing only in front of their trench (Case
 * 43.43); a "first row of the trenches" (Case 43.81); all wire is straight
 * barbed wire (Case 43.42); the British enter between 0101 and 0164 (Case
 * 43.7) and may exit only from the 40xx Square-row (Case 43.43); two Zones,
 * every German in Zone 1 (Cases 43.61–43.62). So the trenches face west. The
 * trench courses, the wire belts and their gaps, the shell craters, the
 * flooded shell holes, the ruined farm and the shattered wood are invented.
 */
import { disc, polyline, rect, sideRun, union } from '../../src/shared/map/map-areas';
import { hash01 } from '../../src/shared/map/map-trees';
import type { GameMap, Square } from '../../src/shared/map/map-model';
import { block, commandoMap } from './common';

/** A fire trench with traverses: it steps two columns east and back every six rows. */
function firebay(col: number, salt: number): Square[] {
  const pts: Square[] = [];
  for (let row = 1, k = 0; row <= 64; row += 6, k++) {
    const c = col + ((k + salt) % 2 === 0 ? 0 : 2);
    pts.push({ col: c, row }, { col: c, row: Math.min(64, row + 4) });
  }
  return polyline(pts);
}

export function drawL(): GameMap {
  const m = commandoMap('L', 'Trenches near Passchendaele (approximation)', 'Scenario 43.0, Cases 43.42, 43.43, 43.6, 43.7, 43.81');

  // Invented: the shell-torn ground — craters everywhere, thickest in no man's land,
  // some flooded (the ground at Passchendaele was waterlogged in July 1917).
  for (let k = 0; k < 70; k++) {
    const col = 1 + Math.floor(hash01(k, 1, 43) * (k < 50 ? 18 : 40));
    const row = 1 + Math.floor(hash01(k, 2, 43) * 64);
    const r = hash01(k, 3, 43) < 0.3 ? 1.5 : 1;
    m.fill(disc({ col, row }, r), 'crater');
    if (hash01(k, 4, 43) < 0.25) m.water([{ col, row }], 'water', -1);
  }
  // Invented: a ruined farm behind the second line, and the stumps of a shattered wood.
  m.fill(rect('3426', '3832'), 'rubble');
  m.woods(rect('3350', '4060'), 43);

  // Case 43.43/43.81: the German trenches; the first row faces the British entry edge (west).
  const first = firebay(20, 0);
  const second = firebay(30, 1);
  // Invented: communication trenches joining the lines, and two running back to the east edge.
  const comms = union(
    polyline(['2110', '3010']),
    polyline(['2130', '3030']),
    polyline(['2150', '3050']),
    polyline(['3220', '4020']),
    polyline(['3242', '4042']),
  );
  const trenches = union(first, second, comms);
  m.fill(trenches, 'trench');
  m.structure('trenches', 'German trenches (Case 43.43)', trenches);
  m.structure('first-trench-row', 'First row of the trenches (Case 43.81)', first);
  m.structure('second-trench-row', 'Second row of the trenches', second);

  // Case 43.42: straight barbed wire. Invented: a belt in front of each line, with the
  // gaps the barrage and the German patrols left.
  const gaps1 = new Set([12, 13, 33, 34, 52]);
  const gaps2 = new Set([8, 9, 40, 41, 58]);
  m.line(sideRun('1701', '1764', 'w').filter((s) => !gaps1.has(s.row)), 'barbed-wire');
  m.line(sideRun('2701', '2764', 'w').filter((s) => !gaps2.has(s.row)), 'barbed-wire');

  // Cases 43.61–43.62: Zone 2 (none) is no man's land; Zone 1 (every German) the trench system.
  m.zone(1, block(18, 40, 1, 64));
  m.zone(2, block(1, 17, 1, 64));

  // Case 43.7: the British enter on the west edge; Case 43.43: they exit by the east edge.
  m.entry('west');
  return m.build();
}
