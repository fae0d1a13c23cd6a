/**
 * Where a skirmish value comes from: the seed file
 * `../shared/seeds/003_ed4f2d3d8f47f354.txt` (A. Longbottom, 1989), cited by
 * line number, since the text has no Case numbers.
 */
export const SEED = 'seed 003';

/** "seed 003 line 15, ground scale" */
export const seedLine = (line: number, what: string): string => `${SEED} line ${line}, ${what}`;
