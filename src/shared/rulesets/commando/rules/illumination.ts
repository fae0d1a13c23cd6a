/**
 * Illumination devices (Optional Rule Section 34.0): what a burning device
 * lights (Cases 34.12, 34.22, 34.33, 34.43), how long it burns (Cases 34.23,
 * 34.34, 34.44), the wind (Cases 34.42, 32.12) and the star shell's drift
 * (Case 34.45). Pure; the numbers are tables/illumination.ts (Case 34.5).
 * Throwing and firing reuse the grenade and launcher procedures (grenades.ts,
 * launchers.ts); observation under the light is illumination-observation.ts.
 * Rulings: docs/rulings/illumination.md.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { GameMap, Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { CommandoTables } from '../tables';
import { DEFAULT_COMMANDO_TABLES } from '../tables';
import { COMPASS_STEP, type Compass } from '../tables/grenade-accuracy';
import type { IlluminationKind } from '../tables/illumination';
import type { Light } from '../tables/observation-range';
import { rollDice } from './dice-codes';
import { isInterior } from './grenade-geometry';
import { recordRoll, rollScatterDirection, type GrenadeRoll } from './grenade-scatter';
import type { FieldOfView } from './field-of-view';
import { inSight, sightFrom } from './sight-squares';
import { range } from './range';

export type { IlluminationKind };
export type IlluminationTables = Pick<CommandoTables, 'illumination' | 'illuminationNumbers' | 'scatterDiagram'>;

/** How the device came onto the map: Cases 34.21, 34.24, 34.25, 34.31, 34.41. */
export type IlluminationSource = 'hand-grenade' | 'rifle-grenade' | 'thump-gun' | 'flare' | 'star-shell';

export const SOURCE_KIND: Readonly<Record<IlluminationSource, IlluminationKind>> = {
  'hand-grenade': 'grenade',
  'rifle-grenade': 'grenade',
  'thump-gun': 'grenade',
  flare: 'flare',
  'star-shell': 'star-shell',
};

export const SOURCE_CASE: Readonly<Record<IlluminationSource, string>> = {
  'hand-grenade': 'Case 34.21',
  'rifle-grenade': 'Case 34.25',
  'thump-gun': 'Case 34.24',
  flare: 'Case 34.31',
  'star-shell': 'Case 34.41',
};

/** One burning device. */
export interface IlluminationDevice {
  readonly id: string;
  readonly kind: IlluminationKind;
  readonly source: IlluminationSource;
  /** The side that lit it (the umpire's star shell names the side whose guns fired it). */
  readonly side: string;
  readonly manId?: string;
  /** Its destination square; a star shell's moves with the wind (Case 34.45). */
  readonly square: Square;
  readonly litTurn: number;
  /** It becomes inactive in the Bookkeeping Phase of this Game-Turn (Cases 34.23, 34.34, 34.44). */
  readonly lastTurn: number;
}

/** Cases 34.42, 32.12: rolled once, before the first star shell. `direction` is where a shell drifts (Case 34.45 example, ruling IL9). */
export interface Wind {
  readonly direction: Compass;
  readonly velocity: number;
}

export interface IlluminationState {
  readonly devices: readonly IlluminationDevice[];
  readonly nextNumber: number;
  /** The scenario's light (Case 8.13): in Day the devices change nothing (ruling IL2). */
  readonly light: Light;
  /** Case 8.13's Day column for the scenario's weather: the range to a man in a lit square (Cases 33.24, 34.11). */
  readonly dayRange: number | 'unlimited';
  readonly wind?: Wind;
  /** Hand-fired flares issued per man of a side (Case 45.41: twelve per British man); a side not listed has none (ruling IL6). */
  readonly flaresPerMan?: Readonly<Record<string, { readonly count: number; readonly caseRef: string }>>;
  /** Flares each man has fired. */
  readonly flaresFired?: Readonly<Record<string, number>>;
}

export const emptyIllumination = (light: Light, dayRange: number | 'unlimited'): IlluminationState => ({ devices: [], nextNumber: 1, light, dayRange });

/** Cases 34.23, 34.34, 34.44: the Game-Turn in whose Bookkeeping Phase a device lit in `turn` goes out. */
export function lastTurnOf(kind: IlluminationKind, turn: number, tables: Pick<IlluminationTables, 'illumination'> = DEFAULT_COMMANDO_TABLES): number {
  return turn + tables.illumination[kind].turns.value - 1;
}

export const squareKey = (s: Square): string => `${s.col},${s.row}`;

/**
 * The squares one device lights (Cases 34.12, 34.22, 34.33, 34.43): every map
 * square within its radius (Case 8.11 range) of its destination square.
 * - A grenade lies on the ground (Case 34.22): only squares it has a Line of
 *   Sight to, traced from its square at ground level; smoke does not stop it
 *   (ruling IL3).
 * - A flare or star shell hangs on a parachute (Cases 34.33, 34.43): no Line of
 *   Sight is traced, except to squares inside buildings, which are lit only
 *   through a door or window its square has a Line of Sight through; a device
 *   over a roof lights no square under any roof (ruling IL4).
 */
export function litSquares(map: GameMap, device: Pick<IlluminationDevice, 'kind' | 'square'>, tables: Pick<IlluminationTables, 'illumination'> = DEFAULT_COMMANDO_TABLES, tanks?: readonly Square[]): Square[] {
  const row = tables.illumination[device.kind];
  const radius = row.radius.value;
  const at = device.square;
  const from = { square: at, posture: 'erect' as const };
  const overRoof = onMap(map, at) && isInterior(map, at);
  const out: Square[] = [];
  let fov: FieldOfView | undefined;
  for (let r = at.row - radius; r <= at.row + radius; r++) {
    for (let c = at.col - radius; c <= at.col + radius; c++) {
      const sq = { col: c, row: r };
      if (!onMap(map, sq) || range(at, sq) > radius) continue;
      const sight = () => onMap(map, at) && inSight((fov ??= sightFrom(map, from, undefined, tanks)), sq);
      if (!row.parachute.value) {
        if (sight()) out.push(sq);
      } else if (!isInterior(map, sq) || (!overRoof && sight())) {
        out.push(sq);
      }
    }
  }
  return out;
}

/** Every square lit by any of `devices`, as "col,row" keys. */
export function litArea(map: GameMap, devices: readonly Pick<IlluminationDevice, 'kind' | 'square'>[], tables: Pick<IlluminationTables, 'illumination'> = DEFAULT_COMMANDO_TABLES, tanks?: readonly Square[]): Set<string> {
  const out = new Set<string>();
  for (const d of devices) for (const sq of litSquares(map, d, tables, tanks)) out.add(squareKey(sq));
  return out;
}

/** Case 34.45: the square a star shell drifts to, `velocity` squares toward `direction` (off the map it keeps going: it lights what it still reaches). */
export function driftedSquare(square: Square, wind: Wind): Square {
  const step = COMPASS_STEP[wind.direction];
  return { col: square.col + step.dc * wind.velocity, row: square.row + step.dr * wind.velocity };
}

/** Cases 34.42 and 32.12: the wind's direction (1D10 on the Scatter Diagram, re-rolling 9 and 0) and velocity (1D6−1). */
export function rollWind(dice: DiceSource, tables: IlluminationTables = DEFAULT_COMMANDO_TABLES): { readonly wind: Wind; readonly rolls: readonly GrenadeRoll[] } {
  const dir = rollScatterDirection(dice, 'Case 34.42 (Case 32.12)', 'wind direction', tables);
  const n = tables.illuminationNumbers;
  const r = rollDice(n.windVelocityDice.value, dice, 'Case 34.42 wind velocity');
  const velocity = Math.max(0, r.total - n.windVelocityLess.value);
  const v = recordRoll('Case 34.42', 'wind velocity', r, `${r.total} − ${n.windVelocityLess.value} = ${velocity}${velocity === 0 ? ': no significant wind' : ` square${velocity === 1 ? '' : 's'} a Bookkeeping Phase`}`);
  return { wind: { direction: dir.direction, velocity }, rolls: [...dir.rolls, v] };
}

/** Flares a man has left: his side's issue (Case 45.41 or the umpire's) less those fired. */
export function flaresLeft(ill: IlluminationState | undefined, manId: string, side: string): number {
  const issued = ill?.flaresPerMan?.[side]?.count ?? 0;
  return Math.max(0, issued - (ill?.flaresFired?.[manId] ?? 0));
}
