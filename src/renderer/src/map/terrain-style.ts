import type { FieldTerrain, LineTerrain } from '@shared/map/map-model';

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
};

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
