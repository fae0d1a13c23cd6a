import { house, printed, type Sourced } from '../../../kernel/provenance';
import { seedLine } from './seed';

/**
 * The H.E. table (seed lines 91–112): the Need to get range by range band,
 * then the H.E. round's "Rad. Hits Str." and the other round's ("* W.P.
 * Round, otherwise H.E.A.T. round", line 112). A `null` Need is a printed
 * "-": the weapon cannot fire at that band (too near or too far).
 */
export const HE_BANDS: Sourced<readonly number[]> = printed([2, 4, 8, 10, 15, 20, 25, 30, 40, 60], seedLine(92, 'H.E. table, Weapon 2" 4" 8" 10" 15" 20" 25" 30" 40" 60"'));

export type RoundType = 'he' | 'wp' | 'heat';

export interface BlastEffect {
  readonly round: RoundType;
  /** "Rad." in table inches. */
  readonly radius: number;
  /** "Hits" as printed (tables/blast.ts parseHits). */
  readonly hits: string;
  /** "Str.", added to each wound roll (ruling SK9). */
  readonly str: number;
}

export interface HeWeaponRow {
  readonly name: string;
  /** The Need to get range in each band of HE_BANDS, `null` for "-". */
  readonly needs: readonly (number | null)[];
  readonly he: BlastEffect | null;
  readonly other: BlastEffect | null;
}

export const HE_WEAPONS = [
  'offensive-grenade', 'defensive-grenade', 'rifle-grenade', 'rifle-grenade-at', 'molotov', 'at-grenade', 'spg-9', 'm203', 'm79', 'ags-17', 'm174', 'xm12',
  'satchel-charge', 'hand-mortar',
] as const;
export type HeWeapon = (typeof HE_WEAPONS)[number];

const n = (s: string): (number | null)[] => s.split(' ').map((c) => (c === '-' ? null : Number(c)));
const he = (radius: number, hits: string, str: number): BlastEffect => ({ round: 'he', radius, hits, str });
const other = (radius: number, hits: string, str: number, wp: boolean): BlastEffect => ({ round: wp ? 'wp' : 'heat', radius, hits, str });
const row = (line: number, name: string, needs: string, h: BlastEffect | null, o: BlastEffect | null): Sourced<HeWeaponRow> =>
  printed({ name, needs: n(needs), he: h, other: o }, seedLine(line, `H.E. table, ${name}`));

/** Seed lines 93–107, row by row as printed. */
export const HE_TABLE: Readonly<Record<HeWeapon, Sourced<HeWeaponRow>>> = {
  'offensive-grenade': row(93, 'Off. Gren.', '4 6 8 - - - - - - -', he(2, 'D6', -2), other(2, 'D6-1', -1, true)),
  'defensive-grenade': row(94, 'Def. Gren.', '4 6 9 - - - - - - -', he(3, '2D6-1', -1), other(2, 'D6', 0, true)),
  'rifle-grenade': row(95, 'Rifle Gren.', '- 8 8 9 10 11 - - - -', he(3, '1/2D6', -2), other(2, '1/2D6-1', -1, true)),
  'rifle-grenade-at': row(96, 'A.T. version', '- 8 9 10 11 12 - - - -', null, other(1, '1/2D6', 4, false)),
  molotov: row(97, 'Molotov', '- 8 10 - - - - - - -', null, other(1, '2D6-1', -2, true)),
  'at-grenade': row(98, 'A.T. Gren.', '- 8 10 - - - - - - -', null, other(1, 'D6-1', 2, false)),
  'spg-9': row(99, 'SPG-9/2A2B', '- 6 6 6 7 7 8 9 10 12', he(3, '2D6', -1), other(1, 'D6', 6, false)),
  m203: row(100, 'M203/BG15', '- - 6 7 8 9 10 12 - -', he(2, 'D6-1', -2), other(1, '1/2D6', 1, false)),
  m79: row(101, 'M79', '- - 6 7 8 9 10 11 12 -', he(2, 'D6-1', -2), other(1, '1/2D6', 1, false)),
  'ags-17': row(102, 'AGS 17 30mm', '- - 7 7 8 8 9 10 11 12', he(2, '1/2D6', -2), other(1, '1/2D6', 1, false)),
  m174: row(104, 'M174 40mm', '- - 7 8 9 10 11 11 12 12', he(2, '1/2D6', -2), other(1, '1/2D6', 1, false)),
  xm12: row(105, 'XM12 20mm', '- - 7 7 7 8 9 10 11 12', he(1, '1/2D6-1', -3), other(1, '5+', 1, false)),
  'satchel-charge': row(106, 'Satchel charge', '4 - - - - - - - - -', he(2, '3D6-2', 5), null),
  'hand-mortar': row(107, 'Hand mortar', '- - 10 10 10 11 12 - - -', he(3, 'D6', -2), null),
};

/** The flame throwers (seed lines 108–111): Needs to get range in the same bands. */
export const FLAME_WEAPONS = ['flame-manpacked', 'flame-vehicle', 'm202'] as const;
export type FlameWeapon = (typeof FLAME_WEAPONS)[number];

const flame = (line: number, name: string, needs: string): Sourced<{ readonly name: string; readonly needs: readonly (number | null)[] }> =>
  printed({ name, needs: n(needs) }, seedLine(line, `H.E. table, Flame throwers: ${name}`));

export const FLAME_TABLE: Readonly<Record<FlameWeapon, Sourced<{ readonly name: string; readonly needs: readonly (number | null)[] }>>> = {
  'flame-manpacked': flame(109, 'Manpacked', '7 7 7 - - - - - - -'),
  'flame-vehicle': flame(110, 'Vehicle', '7 7 7 7 - - - - - -'),
  m202: flame(111, 'M202', '- 6 7 8 9 10 12 12 - -'),
};

/**
 * The flame effect, printed once down the three flame rows' effect column
 * (lines 109–111: "Area 2"x4"", "3D6 hits", "Str. -3"): one effect for every
 * flame thrower (ruling SK15). The area is 2" across the line of fire and 4"
 * along it, centred on the aim point (house, in FLAME_AREA_PLACEMENT).
 */
export const FLAME_EFFECT: Sourced<{ readonly width: number; readonly depth: number; readonly hits: string; readonly str: number }> = printed(
  { width: 2, depth: 4, hits: '3D6', str: -3 },
  seedLine(109, 'Flame throwers: Area 2"x4", 3D6 hits, Str. -3 (lines 109–111)'),
);
export const FLAME_AREA_PLACEMENT: Sourced<'centred-along-line-of-fire'> = house(
  'centred-along-line-of-fire',
  seedLine(109, 'Flame throwers: Area 2"x4"'),
  'a flame is a stream: the 4" runs along the line of fire and the 2" across it, centred on the point the flame reaches',
);

/** How a weapon's miss is placed (seed lines 121–125): "Hand grenade/G.L.", "Satchel charge", or no deviation table. */
export type Delivery = 'hand' | 'gl' | 'satchel' | 'none';

const GL_RATIONALE = 'a grenade launcher (the "G.L." of line 122): the 40mm and 30mm launchers and the rifle grenade, fired from a launcher on the rifle';
const NONE_RATIONALE = 'the deviation table names hand grenades, G.L.s and satchel charges only; a round from a gun or mortar that fails to get range lands where it does no harm to the target';
export const HE_DELIVERY: Readonly<Record<HeWeapon, Sourced<Delivery>>> = {
  'offensive-grenade': printed('hand', seedLine(122, 'Hand grenade/G.L.')),
  'defensive-grenade': printed('hand', seedLine(122, 'Hand grenade/G.L.')),
  molotov: house('hand', seedLine(122, 'Hand grenade/G.L.'), 'a Molotov is thrown by hand like a grenade, to 4" (line 97)'),
  'at-grenade': house('hand', seedLine(122, 'Hand grenade/G.L.'), 'an A.T. grenade is thrown by hand like a grenade, to 4" (line 98)'),
  'rifle-grenade': house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  'rifle-grenade-at': house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  m203: house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  m79: house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  'ags-17': house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  m174: house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  xm12: house('gl', seedLine(122, 'Hand grenade/G.L.'), GL_RATIONALE),
  'satchel-charge': printed('satchel', seedLine(124, 'Satchel charge D10-2')),
  'spg-9': house('none', seedLine(121, 'If fail to hit throw on table'), NONE_RATIONALE),
  'hand-mortar': house('none', seedLine(121, 'If fail to hit throw on table'), NONE_RATIONALE),
};

/**
 * The die of the roll to get range (seed lines 92–113): the seed names none.
 * The Needs run 4+ to 12+, as the aimed shot's, so the D12 (ruling SK12, as SK6).
 */
export const HE_RANGE_DIE: Sourced<'d12'> = house(
  'd12',
  seedLine(113, "(DM's): to get range"),
  'the Needs run 4 to 12 and end at 12 as the individual fire tables do (ruling SK6): a D12 table; a D10 could never get range at 60" with the M174 or SPG-9',
);
