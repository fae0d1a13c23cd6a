/**
 * The twelve Commando maps, one drawing function each (scripts/maps/<letter>.ts),
 * and the one way they are written to assets/maps/<letter>.json. The test
 * tests/unit/map-assets.test.ts runs these in-process and compares, so the
 * checked-in files cannot drift from the drawings.
 */
import type { GameMap } from '../../src/shared/map/map-model';
import { serializeMap } from '../../src/shared/map/map-schema';
import type { Letter } from './common';
import { drawA } from './a';
import { drawB } from './b';
import { drawC } from './c';
import { drawD } from './d';
import { drawE } from './e';
import { drawF } from './f';
import { drawG } from './g';
import { drawH } from './h';
import { drawJ } from './j';
import { drawK } from './k';
import { drawL } from './l';
import { drawM } from './m';

export { MAP_LETTERS, type Letter } from './common';

export const MAP_DRAWINGS: Readonly<Record<Letter, () => GameMap>> = {
  A: drawA,
  B: drawB,
  C: drawC,
  D: drawD,
  E: drawE,
  F: drawF,
  G: drawG,
  H: drawH,
  J: drawJ,
  K: drawK,
  L: drawL,
  M: drawM,
};

/** assets/maps/<letter>.json, relative to the repository root (lower case, as scenario files name it). */
export const mapAssetPath = (letter: Letter): string => `assets/maps/${letter.toLowerCase()}.json`;

/**
 * The map file text: serializeMap's version-1 file, one run, tree entry, line,
 * zone or structure to a line, so a diff shows what moved.
 */
export function renderMapFile(map: GameMap): string {
  const file = serializeMap(map) as Record<string, unknown>;
  const parts = Object.entries(file).map(([k, v]) => {
    if (Array.isArray(v) && v.length > 0 && typeof v[0] === 'object') {
      return `  ${JSON.stringify(k)}: [\n${v.map((x) => `    ${JSON.stringify(x)}`).join(',\n')}\n  ]`;
    }
    return `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`;
  });
  return `{\n${parts.join(',\n')}\n}\n`;
}

const GLYPH: Readonly<Record<string, string>> = {
  clear: '.',
  rough: ':',
  crater: 'o',
  trench: '=',
  woods: 't',
  forest: 'T',
  dune: '~',
  rubble: '%',
  water: 'w',
  road: '#',
  trail: '+',
  'oil-tank': 'O',
  mountain: '^',
  river: 'r',
  sea: 's',
  building: 'B',
  bunker: 'K',
  hangar: 'H',
  tower: 'X',
};

/** A rough text picture of a map (one character a square), for eyeballing a drawing: `npx tsx scripts/draw-maps.ts --ascii J`. */
export function asciiMap(map: GameMap): string {
  const out: string[] = [`     ${Array.from({ length: map.width }, (_, i) => String((i + 1) % 10)).join('')}`];
  for (let row = 1; row <= map.height; row++) {
    let line = `${String(row).padStart(2, '0')}   `;
    for (let col = 1; col <= map.width; col++) {
      const sq = map.squares[(row - 1) * map.width + col - 1]!;
      line += sq.overhead ? '-' : (GLYPH[sq.terrain] ?? '?');
    }
    out.push(line);
  }
  return out.join('\n');
}
