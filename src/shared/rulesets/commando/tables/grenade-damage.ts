/**
 * Grenade Damage Table (Case 11.84), printed in full, and which squares are
 * Open, Vented or Closed (Section 11.0 procedure, Grenade Damage: "Squares
 * inside buildings are closed, those inside trenches or bunkers are Vented,
 * and all others are Open"). Rulings: docs/rulings/grenades.md.
 */
import { z } from 'zod';
import type { FieldTerrain } from '../../../map/map-model';
import type { Sourced } from '../../../kernel/provenance';
import { house, printed } from '../../../kernel/provenance';
import { describeTable } from './table';
import type { GrenadeEra } from './grenade-accuracy';

const DAMAGE = 'Case 11.84 Grenade Damage Table';
const STATUS = 'Case 11.4; Section 11.0 procedure, Grenade Damage';

export const BLAST_SQUARE_KINDS = ['open', 'vented', 'closed'] as const;
export type BlastSquareKind = (typeof BLAST_SQUARE_KINDS)[number];

export type GrenadeDamageRow = { readonly label: string } & { readonly [K in BlastSquareKind]: Sourced<string> };

const row = (label: string, open: string, vented: string, closed: string): GrenadeDamageRow => ({
  label,
  open: printed(open, `${DAMAGE}, ${label} / Open`),
  vented: printed(vented, `${DAMAGE}, ${label} / Vented`),
  closed: printed(closed, `${DAMAGE}, ${label} / Closed`),
});

/** Wound Points each man in the blast radius suffers, as a dice code (Case 4.0), by era and the blast square's kind. */
export const GRENADE_DAMAGE: Readonly<Record<GrenadeEra, GrenadeDamageRow>> = {
  wwi: row('World War I', '1D6-1', '1D10-1', '2D6-2'),
  wwii: row('World War II', '1D6', '1D10', '2D6'),
  modern: row('Modern', '1D6+1', '1D10+1', '2D6+2'),
};

const status = (kind: BlastSquareKind, quote: string): Sourced<BlastSquareKind> => printed(kind, `${STATUS} ("${quote}")`);

/** The kind of square a grenade explodes in, by the square's field terrain. */
export const BLAST_SQUARE_STATUS: Readonly<Record<FieldTerrain, Sourced<BlastSquareKind>>> = {
  clear: status('open', 'all others are Open'),
  rough: status('open', 'all others are Open'),
  crater: status('open', 'all others are Open'),
  trench: status('vented', 'those inside trenches or bunkers are Vented'),
  woods: status('open', 'all others are Open'),
  forest: status('open', 'all others are Open'),
  dune: status('open', 'all others are Open'),
  rubble: status('open', 'all others are Open'),
  water: status('open', 'all others are Open'),
  road: status('open', 'all others are Open'),
  trail: status('open', 'all others are Open'),
  'oil-tank': status('open', 'all others are Open'),
  mountain: status('open', 'all others are Open'),
  river: status('open', 'all others are Open'),
  sea: status('open', 'all others are Open'),
  building: status('closed', 'Squares inside buildings are closed'),
  bunker: status('vented', 'those inside trenches or bunkers are Vented'),
  hangar: house('closed', `${STATUS}, hangar or barracks`, 'a hangar or barracks is a building ("Squares inside buildings are closed"); the chart has no larger-room column'),
  tower: status('open', 'all others are Open'),
};

const diceCodeText = z.string().regex(/^\d*D(6|10)([+-]\d+)?$/i, 'a dice code such as 1D6+1 (Case 4.0)');

export const GRENADE_DAMAGE_TABLE = describeTable({
  title: DAMAGE,
  data: GRENADE_DAMAGE,
  valueSchema: (field) => (field === 'open' || field === 'vented' || field === 'closed' ? diceCodeText : undefined),
});

export const BLAST_SQUARE_STATUS_TABLE = describeTable({
  title: `${DAMAGE}: Open, Vented and Closed squares (Case 11.4)`,
  data: BLAST_SQUARE_STATUS,
  valueSchema: (field) => (field === undefined ? z.enum(BLAST_SQUARE_KINDS) : undefined),
});
