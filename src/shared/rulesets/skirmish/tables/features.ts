import { house, printed, type Sourced } from '../../../kernel/provenance';
import type { SpottingLine } from './cover';
import { seedLine } from './seed';

/** Linear features of the table. */
export const LINEAR_KINDS = ['wall', 'fence', 'hedge', 'bank', 'sandbags'] as const;
export type LinearKind = (typeof LINEAR_KINDS)[number];

const SIGHT = 'the seed gives no sight rules for linear features';

/** Whether a linear feature stops sight below its top (house: the seed says nothing). */
export const LINEAR_OPAQUE: Readonly<Record<LinearKind, Sourced<boolean>>> = {
  wall: house(true, seedLine(54, 'walls'), `${SIGHT}; a wall is solid`),
  fence: house(false, seedLine(65, 'wood/bamboo/brush fence'), `${SIGHT}; a fence of rails or bamboo is seen through, though it still stops some rounds`),
  hedge: house(true, seedLine(65, 'brush fence'), `${SIGHT}; a hedge is too thick to see through below its top`),
  bank: house(true, seedLine(65, 'earth bank'), `${SIGHT}; an earth bank is solid`),
  sandbags: house(true, seedLine(65, 'sandbag'), `${SIGHT}; a sandbag wall is solid`),
};

/** The spotting line a target close behind a linear feature is in (docs/rulings/skirmish-geometry.md). */
export const LINEAR_COVER_LINE: Readonly<Record<LinearKind, Sourced<SpottingLine>>> = {
  wall: printed('dense', seedLine(54, 'fire, "Smk./walls/Dense cover -2": walls count with Dense')),
  sandbags: house('dense', seedLine(54, 'fire, walls'), 'a sandbag wall is a wall of bags'),
  bank: house('dense', seedLine(54, 'fire, walls'), 'an earth bank protects as a wall does'),
  hedge: house('close', seedLine(53, 'fire, "Lt./Close cover"'), 'a hedge hides a man as close cover does, but stops few rounds'),
  fence: house('light', seedLine(53, 'fire, "Lt./Close cover"'), 'a fence hides a man a little: light cover'),
};

export const POSTURES = ['standing', 'kneeling', 'prone'] as const;
export type Posture = (typeof POSTURES)[number];

/** Eye height above the ground, in metres (house: the seed has no heights). */
export const EYE_HEIGHT: Readonly<Record<Posture, Sourced<number>>> = {
  standing: house(1.7, seedLine(43, 'prone to erect'), 'a man standing sees from about 1.7 m'),
  kneeling: house(1.0, seedLine(43, 'prone to erect'), 'kneeling or crouched, about 1 m'),
  prone: house(0.3, seedLine(43, 'prone to erect'), 'lying down, about 0.3 m'),
};

/** Openings in a building's wall: the heights sight passes through, in metres (house). */
export const OPENING_HEIGHTS: Readonly<Record<'door' | 'window', Sourced<{ readonly from: number; readonly to: number }>>> = {
  door: house({ from: 0, to: 2 }, seedLine(54, 'walls'), 'a door is open from the floor to about 2 m'),
  window: house({ from: 1, to: 2 }, seedLine(54, 'walls'), 'a window from a sill at about 1 m to 2 m'),
};

/** Default heights in metres of area canopies by cover class (house), used when an area gives none. */
export const CANOPY_HEIGHT: Readonly<Record<'light' | 'close' | 'dense', Sourced<number>>> = {
  light: house(1.5, seedLine(29, 'Light'), 'crops, scrub and paddy stand about 1.5 m'),
  close: house(6, seedLine(30, 'Close'), 'woods and orchards, about 6 m'),
  dense: house(10, seedLine(31, 'Dense'), 'jungle and thick forest, about 10 m'),
};
