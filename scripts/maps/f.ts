/**
 * Map F: the Lippe river and its bridge, for Scenario 44.0 (Assault on Lippe
 * River Bridgehead, 24 March 1945).
 *
 * From the text: a bridge over the river that the Rangers must take intact,
 * with Rangers on both sides of the river (Case 44.81); the demolition
 * detonator in Square 3007 (Case 44.43); SCUBA-equipped Rangers may enter on
 * Squares 0115, 0116, 4015 or 4016 (Case 44.41), so the river crosses the map
 * west to east through rows 15–16; the Rangers enter between 0164 and 4064
 * (Case 44.7), so they start on the south bank and the German side (with the
 * detonator) is the north bank; six Defensive Zones, no Sentry Routine in
 * Zone 6 (Case 44.6). The river's exact course, the dykes, the road, the
 * farms, the bunker round the detonator, the slit trenches and the woods are
 * invented.
 */
import { minus, polygon, rect } from '../../src/shared/map/map-areas';
import type { GameMap, Square } from '../../src/shared/map/map-model';
import { block, commandoMap, house, rows } from './common';

export function drawF(): GameMap {
  const m = commandoMap('F', 'Lippe river bridge (approximation)', 'Scenario 44.0, Cases 44.41, 44.43, 44.6, 44.7, 44.81');

  // Case 44.41: 0115, 0116, 4015 and 4016 are river squares (SCUBA entry).
  // Invented: the river is four squares wide and swings a row south in mid-map.
  const river: Square[] = [];
  for (let col = 1; col <= 40; col++) {
    const top = col >= 12 && col <= 29 ? 15 : 14;
    for (let row = top; row <= top + 3; row++) river.push({ col, row });
  }
  // Invented: flood dykes along both banks (a level higher), and riverside woods.
  const northDyke = block(1, 40, 12, 13);
  const southDyke = minus(block(1, 40, 18, 19), river);
  m.fill(union2(northDyke, southDyke), 'rough').elevate(northDyke, 1).elevate(southDyke, 1);
  m.woods(polygon(['0120', '1220', '1430', '0134']), 44);
  m.woods(polygon(['2720', '4020', '4031', '3028']), 45);
  m.woods(polygon(['0104', '0904', '1110', '0111']), 46);
  m.woods(polygon(['0645', '1744', '1655', '0558']), 47);
  m.woods(polygon(['2446', '3444', '3656', '2358']), 48);
  m.water(river, 'river', -2);
  m.structure('river', 'The Lippe (Case 44.81)', river);

  // Invented: the road north–south over the bridge, and a farm track.
  m.fill(block(20, 21, 1, 64), 'road');
  m.fill(block(1, 19, 38, 38), 'trail');
  m.fill(block(22, 40, 5, 5), 'trail');
  // Case 44.81: the bridge — the road's deck over the river (road squares over the water).
  const bridge = river.filter((s) => s.col === 20 || s.col === 21);
  m.fill(bridge, 'road').elevate(bridge, 0, true);
  m.structure('bridge', 'Bridge over the Lippe (Case 44.81)', bridge);
  // Invented: parapets along the bridge deck.
  m.line(bridge.filter((s) => s.col === 20).map((s) => ({ ...s, dir: 'w' as const })), 'wall');
  m.line(bridge.filter((s) => s.col === 21).map((s) => ({ ...s, dir: 'e' as const })), 'wall');

  // Case 44.43: the detonator in Square 3007. Invented: a bunker round it overlooking the bridge.
  m.building({ id: 'detonator-bunker', name: 'Demolition bunker', corners: ['2906', '3108'], floor: 'bunker', doors: ['3006n'], slits: ['2907w', '3008s', '2908s'] });
  m.structure('detonator', 'Bridge demolition detonator (Case 44.43)', [{ col: 30, row: 7 }]);

  // Invented: farms on the north bank (the German garrison's billets) and one on the south bank.
  house(m, 'farmhouse-north', 'Farmhouse', 23, 7, 27, 10, 'w', { backDoor: true });
  house(m, 'barn-north', 'Barn', 12, 3, 17, 7, 'e');
  house(m, 'cottage-north', 'Cottage', 33, 2, 36, 4, 's');
  house(m, 'farmhouse-south', 'Farmhouse', 23, 24, 27, 27, 'w');
  house(m, 'barn-south', 'Barn', 8, 40, 13, 44, 'n');
  // Invented: slit trenches covering the bridge from both banks.
  m.fill(rect('1611', '1911'), 'trench').fill(rect('2211', '2511'), 'trench');
  m.fill(rect('1621', '1921'), 'trench').fill(rect('2221', '2521'), 'trench');

  // Case 44.81: the two banks, for "Rangers on both sides of the river".
  const top = (col: number) => Math.min(...river.filter((s) => s.col === col).map((s) => s.row));
  const bottom = (col: number) => Math.max(...river.filter((s) => s.col === col).map((s) => s.row));
  m.structure('far-bank', 'North bank (across the bridge from the Rangers)', rows(1, 18).filter((s) => s.row < top(s.col)));
  m.structure('near-bank', 'South bank (the Rangers’ side)', rows(14, 64).filter((s) => s.row > bottom(s.col)));

  // Cases 44.61–44.66: Zones 1–2 the north bank, 3 the river and bridge, 4–6 the south bank
  // stepping back toward the Rangers' entry edge (Zone 6, none, no Sentry Routine).
  m.zone(1, block(1, 19, 1, 13));
  m.zone(2, block(20, 40, 1, 13));
  m.zone(3, rows(14, 19));
  m.zone(4, rows(20, 34));
  m.zone(5, rows(35, 48));
  m.zone(6, rows(49, 64));

  // Case 44.7 (south); Case 38.37 reinforcements (north); Case 44.41 SCUBA squares on the west and east edges.
  m.entry('south', 'north', 'west', 'east');
  return m.build();
}

function union2(a: readonly Square[], b: readonly Square[]): Square[] {
  return [...a, ...b];
}
