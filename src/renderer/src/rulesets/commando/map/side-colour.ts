/** The colours the maps give the sides: the umpire's by side order; a side's window draws its own in the first and the Enemy in the second. */
const SIDE_COLOURS = ['#4f8fe0', '#e05a4f', '#5fc07a', '#d9a93f'];

export const OWN_COLOUR = '#4f8fe0';
export const ENEMY_COLOUR = '#e05a4f';

export function sideColour(sides: readonly { id: string }[], side: string): string {
  const i = sides.findIndex((s) => s.id === side);
  return SIDE_COLOURS[i >= 0 ? i % SIDE_COLOURS.length : 0] ?? '#cccccc';
}
