import type { FieldTerrain, GameMap, LineTerrain } from '@shared/map/map-model';

/** Colours of the common Terrain Key (Case 7.38), tuned to stay legible in a dim club room. */
export const FIELD_COLOURS: Record<FieldTerrain, string> = {
  clear: '#4a5a3c',
  rough: '#7a6a48',
  crater: '#6d5b3f',
  trench: '#5d4a34',
  woods: '#3f6a3a',
  forest: '#2d5429',
  dune: '#a8935c',
  rubble: '#76706a',
  water: '#2f5f86',
  road: '#8c8474',
  trail: '#7b7258',
  'oil-tank': '#55585e',
  mountain: '#6f6a63',
  river: '#2a5a88',
  sea: '#1f4a75',
  building: '#8a7f74',
  bunker: '#5f5a55',
  hangar: '#7d7a73',
  tower: '#3c3a38',
};

/** An overhead obstacle (a crane's arm, Case 48.43): a hatched outline over the ground beneath. */
export const OVERHEAD_STYLE = { colour: '#e8c14a', width: 1.5, hatch: 4 } as const;

/** The rail line (Case 42.43): a dark bed with sleepers across it, over the terrain beneath; a sleeper every third of a square. */
export const RAIL_STYLE = { colour: '#2b2520', width: 2, sleeper: '#8a7a64', sleeperWidth: 1, sleeperGap: 1 / 3, sleeperHalf: 0.25 } as const;

/** A step from a rail square to a neighbouring one, in squares. */
export interface RailLink {
  readonly dc: number;
  readonly dr: number;
}

type RailMap = Pick<GameMap, 'width' | 'height' | 'squares'>;

const railAt = (map: RailMap, col: number, row: number): boolean =>
  col >= 1 && col <= map.width && row >= 1 && row <= map.height && map.squares[(row - 1) * map.width + (col - 1)]?.rail === true;

/**
 * Where the track leaves a rail square: toward each orthogonal rail neighbour,
 * and toward a diagonal one only where no orthogonal square joins them (as the
 * train's path steps, hejaz-train.ts `railPath`). An end of the line runs on
 * straight (off the map edge at the entry square 2101, Case 42.7); a lone
 * square runs east–west.
 */
export function railLinks(map: RailMap, col: number, row: number): RailLink[] {
  const links: RailLink[] = [];
  for (const [dc, dr] of [[0, -1], [1, 0], [0, 1], [-1, 0]] as const) if (railAt(map, col + dc, row + dr)) links.push({ dc, dr });
  for (const [dc, dr] of [[1, -1], [1, 1], [-1, 1], [-1, -1]] as const) {
    if (railAt(map, col + dc, row + dr) && !railAt(map, col + dc, row) && !railAt(map, col, row + dr)) links.push({ dc, dr });
  }
  if (links.length === 1) links.push({ dc: 0 - links[0]!.dc, dr: 0 - links[0]!.dr });
  if (links.length === 0) links.push({ dc: 1, dr: 0 }, { dc: -1, dr: 0 });
  return links;
}

/** Draws a rail square's track from its centre along each link to the square's edge (a corner for a diagonal link). */
export function strokeRail(c: CanvasRenderingContext2D, x: number, y: number, size: number, links: readonly RailLink[]): void {
  const cx = x + size / 2;
  const cy = y + size / 2;
  c.save();
  c.strokeStyle = RAIL_STYLE.sleeper;
  c.lineWidth = RAIL_STYLE.sleeperWidth;
  c.beginPath();
  const half = size * RAIL_STYLE.sleeperHalf;
  // A straight square has a sleeper at its centre too, so they lie evenly along the line.
  const straight = links.length === 2 && links[0]!.dc === -links[1]!.dc && links[0]!.dr === -links[1]!.dr;
  links.forEach((l, i) => {
    const len = Math.hypot(l.dc, l.dr);
    const ux = l.dc / len;
    const uy = l.dr / len;
    // Sleepers across the track, every `sleeperGap` of a square from the centre out.
    for (let d = straight && i === 0 ? 0 : size * RAIL_STYLE.sleeperGap; d < (size / 2) * len; d += size * RAIL_STYLE.sleeperGap) {
      c.moveTo(cx + ux * d - uy * half, cy + uy * d + ux * half);
      c.lineTo(cx + ux * d + uy * half, cy + uy * d - ux * half);
    }
  });
  c.stroke();
  c.strokeStyle = RAIL_STYLE.colour;
  c.lineWidth = RAIL_STYLE.width;
  c.lineCap = 'round';
  c.beginPath();
  for (const l of links) {
    c.moveTo(cx, cy);
    c.lineTo(cx + (l.dc * size) / 2, cy + (l.dr * size) / 2);
  }
  c.stroke();
  c.restore();
}

export const LINE_STYLES: Record<LineTerrain, { colour: string; width: number; dash?: number[] }> = {
  wall: { colour: '#1b1b1b', width: 3 },
  'building-line': { colour: '#262626', width: 2 },
  door: { colour: '#d8a44a', width: 3 },
  window: { colour: '#9fd3f0', width: 3 },
  slit: { colour: '#f0e09f', width: 3 },
  'barbed-wire': { colour: '#c8c8c8', width: 1.5, dash: [3, 2] },
  'concertina-wire': { colour: '#e0e0e0', width: 2, dash: [2, 2] },
  'electrified-wire': { colour: '#f5d000', width: 2, dash: [4, 2] },
};

/** Each elevation level lightens the ground a little, like contour tints. */
export function elevationShade(level: number): string {
  if (level === 0) return 'rgba(0,0,0,0)';
  return level > 0 ? `rgba(255,255,255,${Math.min(0.45, 0.09 * level)})` : `rgba(0,0,0,${Math.min(0.45, 0.12 * -level)})`;
}
