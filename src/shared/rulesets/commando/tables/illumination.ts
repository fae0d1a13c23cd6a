/**
 * Illumination devices (Optional Rule Section 34.0): the Illumination Summary
 * (Case 34.5, printed in the Charts and Tables) and the numbers the Cases state
 * (Cases 34.22, 34.33, 34.43 radii; Cases 34.23, 34.34, 34.44 Game-Turns
 * operational; Case 34.42 wind velocity 1D6−1). Every value here is printed;
 * the flare's 13 Task Points (Case 34.31) are Chart 5.22's `fire-hand-flare`.
 * Rulings: docs/rulings/illumination.md.
 */
import { z } from 'zod';
import type { Sourced } from '../../../kernel/provenance';
import { printed } from '../../../kernel/provenance';
import { describeTable } from './table';

const SUMMARY = 'Case 34.5 Illumination Summary';

export const ILLUMINATION_KINDS = ['grenade', 'flare', 'star-shell'] as const;
export type IlluminationKind = (typeof ILLUMINATION_KINDS)[number];

export interface IlluminationRow {
  readonly label: string;
  /** Squares lit around the device's (destination) square. */
  readonly radius: Sourced<number>;
  /** Game-Turns operational, the Game-Turn it is lit counted as the first. */
  readonly turns: Sourced<number>;
  /** Suspended on a parachute (Cases 34.33, 34.43): Lines of Sight are not traced, but a roof stops it. */
  readonly parachute: Sourced<boolean>;
  /** Subject to wind drift (Case 34.45). */
  readonly drifts: Sourced<boolean>;
}

const row = (label: string, radius: [number, string], turns: [number, string], parachute: [boolean, string], drifts: [boolean, string]): IlluminationRow => ({
  label,
  radius: printed(radius[0], `${SUMMARY}, ${label} / Illumination Radius; ${radius[1]}`),
  turns: printed(turns[0], `${SUMMARY}, ${label} / # of Turns Operational; ${turns[1]}`),
  parachute: printed(parachute[0], parachute[1]),
  drifts: printed(drifts[0], drifts[1]),
});

export const ILLUMINATION_SUMMARY: Readonly<Record<IlluminationKind, IlluminationRow>> = {
  grenade: row(
    'Grenade',
    [5, 'Case 34.22 ("all squares within five squares of their destination square")'],
    [2, 'Case 34.23 ("the Game-Turn in which they are thrown, plus the following Game-Turn")'],
    [false, 'Case 34.22 ("considered to be on the ground in the destination square"; only squares it has a Line of Sight to)'],
    [false, 'Case 34.45 (only star shells drift)'],
  ),
  flare: row(
    'Flare',
    [10, 'Case 34.33 ("the target square and all squares within ten squares")'],
    [1, 'Case 34.34 ("operational only until the end of the Game-Turn it is fired")'],
    [true, 'Case 34.33 ("suspended on a parachute ... Lines of Sight are not traced"); Case 34.5 note *'],
    [false, 'Case 34.5 note * (the flare is not marked as drifting); Case 34.45 names star shells'],
  ),
  'star-shell': row(
    'Star Shell',
    [20, 'Case 34.43 ("plus all squares within twenty squares of the destination square")'],
    [5, 'Case 34.44 ("the Game-Turn in which it is fired, plus the four following Game-Turns")'],
    [true, 'Case 34.43 ("suspended on a parachute in the same way hand-fired flares are"); Case 34.5 note †'],
    [true, 'Case 34.45 ("star shells are subject to wind drift"); Case 34.5 note †'],
  ),
};

export interface IlluminationNumbers {
  /** Case 34.42: wind velocity, squares a star shell drifts each Bookkeeping Phase. */
  readonly windVelocityDice: Sourced<string>;
  /** Case 34.42: subtracted from the 1D6 ("1D6-1; 0 meaning there is no significant wind"). */
  readonly windVelocityLess: Sourced<number>;
}

export const ILLUMINATION_NUMBERS: IlluminationNumbers = {
  windVelocityDice: printed('1D6', 'Case 34.42 ("roll 1D6-1")'),
  windVelocityLess: printed(1, 'Case 34.42 ("roll 1D6-1; 0 meaning there is no significant wind")'),
};

export const ILLUMINATION_SUMMARY_TABLE = describeTable({
  title: SUMMARY,
  data: ILLUMINATION_SUMMARY,
  valueSchema: (field) => (field === 'radius' || field === 'turns' ? z.number().int().min(0).max(100) : field === 'parachute' || field === 'drifts' ? z.boolean() : undefined),
});

export const ILLUMINATION_NUMBERS_TABLE = describeTable({
  title: 'Illumination devices, Case 34.42 (the flare’s 13 Task Points are Chart 5.22’s "fire-hand-flare" row, Case 34.31)',
  data: ILLUMINATION_NUMBERS,
  // Each row is a value itself (field undefined): the dice code or the number taken from it.
  valueSchema: (field) => (field === undefined ? z.union([z.string().regex(/^\d+D\d+$/), z.number().int().min(0).max(100)]) : undefined),
});
