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

/** The rail line (Case 42.43): a dark bed with sleeper ticks, over the terrain beneath. */
export const RAIL_STYLE = { colour: '#2b2520', width: 2, sleeper: '#5a4a3a', sleepers: 3 } as const;

/** Does the rail line run north–south through this square (a rail square above or below it)? */
export function railRunsVertically(map: Pick<GameMap, 'width' | 'height' | 'squares'>, col: number, row: number): boolean {
  const rail = (r: number): boolean => r >= 1 && r <= map.height && map.squares[(r - 1) * map.width + (col - 1)]?.rail === true;
  return rail(row - 1) || rail(row + 1);
}

/** Draws a rail square's track along its middle; `vertical` when the line runs north–south through it. */
export function strokeRail(c: CanvasRenderingContext2D, x: number, y: number, size: number, vertical: boolean): void {
  c.save();
  c.strokeStyle = RAIL_STYLE.sleeper;
  c.lineWidth = 1;
  c.beginPath();
  for (let i = 0; i < RAIL_STYLE.sleepers; i++) {
    const t = (i + 0.5) / RAIL_STYLE.sleepers;
    if (vertical) {
      c.moveTo(x + size * 0.25, y + size * t);
      c.lineTo(x + size * 0.75, y + size * t);
    } else {
      c.moveTo(x + size * t, y + size * 0.25);
      c.lineTo(x + size * t, y + size * 0.75);
    }
  }
  c.stroke();
  c.strokeStyle = RAIL_STYLE.colour;
  c.lineWidth = RAIL_STYLE.width;
  c.beginPath();
  if (vertical) {
    c.moveTo(x + size / 2, y);
    c.lineTo(x + size / 2, y + size);
  } else {
    c.moveTo(x, y + size / 2);
    c.lineTo(x + size, y + size / 2);
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
