/** The twelve bundled maps (assets/maps), parsed, for the line-of-sight and field-of-view tests. */
import { parseMap } from '../../../map/map-schema';
import type { GameMap } from '../../../map/map-model';

export async function loadBundledMap(letter: string): Promise<GameMap> {
  const raw = ((await import(`../../../../../assets/maps/${letter}.json`)) as { default: unknown }).default;
  const parsed = parseMap(raw);
  if (!parsed.ok) throw new Error(`map ${letter} does not parse`);
  return parsed.map;
}
