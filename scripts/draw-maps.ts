/**
 * Writes assets/maps/<letter>.json for the twelve Commando maps from their
 * drawing functions (scripts/maps/<letter>.ts). The maps are approximations
 * drawn from the scenario text (Sections 39–50), not the printed sheets.
 *
 *   npx tsx scripts/draw-maps.ts            regenerate every map file
 *   npx tsx scripts/draw-maps.ts --check    exit 1 if a checked-in file is stale
 *   npx tsx scripts/draw-maps.ts --ascii J  print a text picture of map J
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asciiMap, MAP_DRAWINGS, MAP_LETTERS, mapAssetPath, renderMapFile, type Letter } from './maps';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

const asciiAt = args.indexOf('--ascii');
if (asciiAt >= 0) {
  const letter = (args[asciiAt + 1] ?? '').toUpperCase() as Letter;
  if (!MAP_LETTERS.includes(letter)) {
    console.error(`--ascii needs a map letter (${MAP_LETTERS.join(' ')})`);
    process.exit(2);
  }
  console.log(asciiMap(MAP_DRAWINGS[letter]()));
  process.exit(0);
}

const check = args.includes('--check');
let stale = 0;
for (const letter of MAP_LETTERS) {
  const path = resolve(root, mapAssetPath(letter));
  const fresh = renderMapFile(MAP_DRAWINGS[letter]());
  if (check) {
    let current: string | undefined;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== fresh) {
      console.error(`${mapAssetPath(letter)} is ${current === undefined ? 'missing' : 'stale'}: run \`npx tsx scripts/draw-maps.ts\`.`);
      stale++;
    }
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, fresh);
    console.log(`wrote ${mapAssetPath(letter)} (${fresh.length} bytes)`);
  }
}
if (stale > 0) process.exit(1);
