/**
 * The flamethrower's 45° fire pattern (Section 17.0 General Rule, Diagram 5).
 *
 * Two kinds of pattern, twelve in all:
 * - diagonal: the angle between the line from the man's centre through a
 *   diagonally adjacent square and one of the two orthogonal lines beside it
 *   (NNE is between north and north-east; eight of them);
 * - orthogonal: the angle whose apex lies towards an orthogonally adjacent
 *   square and whose two lines run to that square's far corners (four).
 *   Its apex is a house reading of Diagram 5 (the flamethrowers chart's orthogonalApex, ruling FL2).
 * A square any part of which (more than a point or an edge) the pattern covers
 * holds targets; the man's own square never does (Case 17.13). The pattern
 * reaches as far as the Fire Combat Table's flamethrower row has a chance
 * (ruling FL3). Rows grow southwards: north is row − 1.
 */
import type { Square } from '../../../map/map-model';
import { onMap } from '../../../map/map-model';
import type { FlamethrowerNumbers } from '../tables/flamethrowers';
import { DEFAULT_COMMANDO_TABLES } from '../tables/index';
import { FIRE_COMBAT_TABLE_DATA, RANGE_BANDS } from '../tables/fire-combat-table';
import { range } from './range';

export const FLAME_PATTERNS = ['N', 'NNE', 'ENE', 'E', 'ESE', 'SSE', 'S', 'SSW', 'WSW', 'W', 'WNW', 'NNW'] as const;
export type FlamePattern = (typeof FLAME_PATTERNS)[number];

type V = readonly [number, number];
const DIR: Readonly<Record<'N' | 'E' | 'S' | 'W' | 'NE' | 'SE' | 'SW' | 'NW', V>> = {
  N: [0, -1],
  E: [1, 0],
  S: [0, 1],
  W: [-1, 0],
  NE: [1, -1],
  SE: [1, 1],
  SW: [-1, 1],
  NW: [-1, -1],
};

/** Each pattern as an apex (from the firer's centre) and its two rays. */
function wedge(p: FlamePattern, a: number): { apex: V; u: V; v: V } {
  const orth = (d: V): { apex: V; u: V; v: V } => {
    // Far corners of the adjacent square: centre d, ± half a square across, half a square beyond.
    const across: V = [-d[1], d[0]];
    const far = (s: number): V => [d[0] * 1.5 + across[0] * 0.5 * s - d[0] * a, d[1] * 1.5 + across[1] * 0.5 * s - d[1] * a];
    return { apex: [d[0] * a, d[1] * a], u: far(1), v: far(-1) };
  };
  const diag = (o: V, d: V) => ({ apex: [0, 0] as V, u: o, v: d });
  switch (p) {
    case 'N':
    case 'E':
    case 'S':
    case 'W':
      return orth(DIR[p]);
    case 'NNE':
      return diag(DIR.N, DIR.NE);
    case 'ENE':
      return diag(DIR.E, DIR.NE);
    case 'ESE':
      return diag(DIR.E, DIR.SE);
    case 'SSE':
      return diag(DIR.S, DIR.SE);
    case 'SSW':
      return diag(DIR.S, DIR.SW);
    case 'WSW':
      return diag(DIR.W, DIR.SW);
    case 'WNW':
      return diag(DIR.W, DIR.NW);
    case 'NNW':
      return diag(DIR.N, DIR.NW);
  }
}

const cross = (a: V, b: V): number => a[0] * b[1] - a[1] * b[0];

/** Keeps the part of a convex polygon on the side of the line (through `at`, along `along`) where `toward` points. */
function clip(poly: readonly V[], at: V, along: V, toward: V): V[] {
  const side = Math.sign(cross(along, toward));
  const f = (p: V): number => side * cross(along, [p[0] - at[0], p[1] - at[1]]);
  const out: V[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const fp = f(p);
    const fq = f(q);
    if (fp >= 0) out.push(p);
    if ((fp > 0 && fq < 0) || (fp < 0 && fq > 0)) {
      const t = fp / (fp - fq);
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])]);
    }
  }
  return out;
}

const area = (poly: readonly V[]): number => Math.abs(poly.reduce((s, p, i) => s + cross(p, poly[(i + 1) % poly.length]!), 0)) / 2;

/** Does the pattern cover part of the square at offset (dc, dr) from the firer? "Any part" is more than an edge or corner. */
export function patternCovers(p: FlamePattern, dc: number, dr: number, numbers: Pick<FlamethrowerNumbers, 'orthogonalApex'> = DEFAULT_COMMANDO_TABLES.flamethrowers): boolean {
  if (dc === 0 && dr === 0) return false;
  const { apex, u, v } = wedge(p, numbers.orthogonalApex.value);
  let poly: V[] = [
    [dc - 0.5, dr - 0.5],
    [dc + 0.5, dr - 0.5],
    [dc + 0.5, dr + 0.5],
    [dc - 0.5, dr + 0.5],
  ];
  poly = clip(poly, apex, u, v);
  poly = clip(poly, apex, v, u);
  return poly.length >= 3 && area(poly) > 1e-9;
}

/** Ruling FL3: the pattern's depth is the last range of the flamethrower row of Table 10.81 with a chance (not "P"). */
export function flameReach(): number {
  const row = FIRE_COMBAT_TABLE_DATA.flamethrower;
  let reach = 0;
  for (const b of RANGE_BANDS) if (row[b.id].value !== 'P') reach = b.max;
  return reach;
}

/** The squares of the pattern on the map, nearest first (Section 17.0, Diagram 5; Case 17.13). */
export function flamePatternSquares(map: { width: number; height: number }, from: Square, p: FlamePattern, reach = flameReach(), numbers: Pick<FlamethrowerNumbers, 'orthogonalApex'> = DEFAULT_COMMANDO_TABLES.flamethrowers): Square[] {
  const out: Square[] = [];
  for (let dr = -reach; dr <= reach; dr++) {
    for (let dc = -reach; dc <= reach; dc++) {
      const sq = { col: from.col + dc, row: from.row + dr };
      if (!onMap(map, sq) || range(from, sq) > reach || !patternCovers(p, dc, dr, numbers)) continue;
      out.push(sq);
    }
  }
  return out.sort((a, b) => range(from, a) - range(from, b) || a.row - b.row || a.col - b.col);
}
