/**
 * What each viewer sees of Section 34.0's light (ruling IL10). The umpire sees
 * every device, every lit square and the wind. A side sees:
 * - a flare or star shell whole, wherever its men are: it hangs high on its
 *   parachute (Cases 34.33, 34.43) and is seen across the map at night;
 * - of an illumination grenade on the ground (Case 34.22), only the lit
 *   squares one of its men on the map has a Line of Sight to within the Day
 *   range (Case 34.11: a lit square is daylight), and the grenade itself only
 *   when one of them sees its square. An enemy grenade none of its men can see
 *   changes nothing in its view.
 */
import type { Square } from '../../../map/map-model';
import type { GameState, ManState } from '../model/state';
import { litSquares, type IlluminationDevice, type Wind } from '../rules/illumination';
import { inSight, sightFrom } from '../rules/sight-squares';
import { range } from '../rules/range';
import { smokeSquares } from '../rules/smoke';
import { losVehicles } from '../engine/vehicles';
import { tablesOf } from '../engine/game-tables';

export interface UmpireIlluminationView {
  readonly devices: readonly IlluminationDevice[];
  /** Every lit square, each with the devices lighting it. */
  readonly lit: readonly Square[];
  readonly wind?: Wind;
  readonly light: string;
}

/** A device as a side sees it: no thrower, no source weapon. */
export interface SideIlluminationDevice {
  readonly id: string;
  readonly kind: IlluminationDevice['kind'];
  readonly square: Square;
  readonly lastTurn: number;
}

export interface SideIlluminationView {
  readonly devices: readonly SideIlluminationDevice[];
  readonly lit: readonly Square[];
}

const key = (s: Square): string => `${s.col},${s.row}`;

function union(lists: readonly (readonly Square[])[]): Square[] {
  const seen = new Map<string, Square>();
  for (const l of lists) for (const s of l) seen.set(key(s), s);
  return [...seen.values()].sort((a, b) => a.row - b.row || a.col - b.col);
}

export function umpireIllumination(state: GameState): { illumination?: UmpireIlluminationView } {
  const ill = state.illumination;
  if (!ill) return {};
  return { illumination: { devices: ill.devices, lit: union(ill.devices.map((d) => litSquares(state.map, d, tablesOf(state), losVehicles(state).vehicles))), ...(ill.wind ? { wind: ill.wind } : {}), light: ill.light } };
}

export function sideIllumination(state: GameState, eyes: readonly ManState[]): { illumination?: SideIlluminationView } {
  const ill = state.illumination;
  if (!ill || ill.devices.length === 0) return {};
  const smoke = smokeSquares(state.smoke ?? []);
  const viewers = eyes.filter((m) => m.square && m.condition !== 'dead');
  const day = ill.dayRange;
  // Case 23.62: a tank's square blocks a side's sight and a flare's light alike.
  const tanks = losVehicles(state).vehicles;
  const sees = (sq: Square): boolean =>
    viewers.some((m) => (day === 'unlimited' || range(m.square!, sq) <= day) && inSight(sightFrom(state.map, { square: m.square!, posture: m.posture }, smoke, tanks), sq));
  const devices: SideIlluminationDevice[] = [];
  const lit: Square[][] = [];
  for (const d of ill.devices) {
    const squares = litSquares(state.map, d, tablesOf(state), tanks);
    if (tablesOf(state).illumination[d.kind].parachute.value) {
      devices.push({ id: d.id, kind: d.kind, square: d.square, lastTurn: d.lastTurn });
      lit.push(squares);
      continue;
    }
    const seen = squares.filter(sees);
    if (seen.length === 0) continue;
    if (seen.some((s) => s.col === d.square.col && s.row === d.square.row)) devices.push({ id: d.id, kind: d.kind, square: d.square, lastTurn: d.lastTurn });
    lit.push(seen);
  }
  return lit.length > 0 ? { illumination: { devices, lit: union(lit) } } : {};
}
