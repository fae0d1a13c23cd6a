import { printed, type Sourced } from '../../../kernel/provenance';
import { INDIVIDUAL_FIRE_TEXT, SHOTGUN_BANDS, SHOTGUN_TEXT, type IndividualFireTableId, type IndividualFireTableText, type ShotgunId } from './individual-fire-text';
import { seedLine } from './seed';

/** One parsed cell: out of range (`null`), or the first figure and/or the need of a single shot. */
export interface IndividualFireCell {
  /** The first figure of "-2/6+" (use lost, ruling SK7); null when printed "-" or absent. */
  readonly first: number | null;
  /** The need of an aimed single shot; null when the weapon has none at this band. */
  readonly need: number | null;
}

const NUMBER = /^[+-]?\d+$/;

/** Parses one printed cell; throws naming the table, row and cell when it is not one of the printed forms. */
export function parseCell(text: string, where: string): IndividualFireCell | null {
  if (text === '-') return null;
  const [a, b] = text.includes('/') ? text.split('/') : [undefined, text];
  const first = a === undefined || a === '-' ? null : NUMBER.test(a) ? Number(a) : NaN;
  let need: number | null = null;
  if (b !== undefined && b.endsWith('+')) need = Number(b.slice(0, -1));
  else if (b !== undefined && a !== undefined && NUMBER.test(b)) need = Number(b); // "-7/12", printed without its "+"
  const lone = a === undefined && b !== undefined && NUMBER.test(b) && !b.endsWith('+') ? Number(b) : null;
  const cell = { first: lone ?? first, need };
  if (Number.isNaN(cell.first) || (need !== null && !Number.isInteger(need)) || (cell.first === null && need === null)) {
    throw new Error(`individual fire ${where}: cannot read the printed cell "${text}"`);
  }
  return cell;
}

export interface IndividualFireRow {
  readonly cells: readonly (IndividualFireCell | null)[];
  readonly str: readonly number[];
  readonly crew?: number;
  readonly note?: string;
}

export interface IndividualFireTable {
  readonly id: IndividualFireTableId;
  readonly line: number;
  readonly title: Sourced<string>;
  readonly bands: readonly number[];
  readonly rows: Readonly<Record<string, Sourced<IndividualFireRow>>>;
}

function parseTable(id: IndividualFireTableId, t: IndividualFireTableText): IndividualFireTable {
  const rows: Record<string, Sourced<IndividualFireRow>> = {};
  for (const [letter, r] of Object.entries(t.rows)) {
    const texts = r.cells.split(' ');
    if (texts.length !== t.bands.length) throw new Error(`individual fire ${id} (${letter}): ${texts.length} cells for ${t.bands.length} bands`);
    const cells = texts.map((c, i) => parseCell(c, `${id} (${letter}) band ${t.bands[i]}"`));
    const str = r.str.split('/').map(Number);
    rows[letter] = printed(
      { cells, str, ...(r.crew === undefined ? {} : { crew: r.crew }), ...(r.note === undefined ? {} : { note: r.note }) },
      seedLine(t.line, `individual fire, ${t.title.value.split(':')[0]} (${letter}) ${r.cells} Str ${r.str}`),
    );
  }
  return { id, line: t.line, title: t.title, bands: t.bands, rows };
}

/** Every individual fire table, parsed from the printed text. */
export const INDIVIDUAL_FIRE: Readonly<Record<IndividualFireTableId, IndividualFireTable>> = Object.fromEntries(
  (Object.keys(INDIVIDUAL_FIRE_TEXT) as IndividualFireTableId[]).map((id) => [id, parseTable(id, INDIVIDUAL_FIRE_TEXT[id])]),
) as Record<IndividualFireTableId, IndividualFireTable>;

/** The band a range falls in: the first whose limit reaches it (docs/rulings/skirmish-geometry.md); -1 beyond the last. */
export function bandIndex(bands: readonly number[], range: number): number {
  return bands.findIndex((limit) => range <= limit);
}

export interface ShotgunRow {
  readonly str: readonly (number | null)[];
  readonly hit: readonly (number | null)[];
}

const figures = (s: string): (number | null)[] => s.split(' ').map((x) => (x === '-' ? null : Number(x)));

/** The shotgun rows, parsed (seed lines 558–566). */
export const SHOTGUNS: Readonly<Record<ShotgunId, Sourced<ShotgunRow>>> = (() => {
  const out = {} as Record<ShotgunId, Sourced<ShotgunRow>>;
  for (const id of Object.keys(SHOTGUN_TEXT) as ShotgunId[]) {
    const t = SHOTGUN_TEXT[id];
    const row = { str: figures(t.str), hit: figures(t.hit) };
    if (row.str.length !== SHOTGUN_BANDS.length || row.hit.length !== SHOTGUN_BANDS.length) throw new Error(`shotgun ${id}: the printed row does not have ${SHOTGUN_BANDS.length} bands`);
    out[id] = printed(row, seedLine(t.line, `shotguns, ${t.title}: Str ${t.str}; Hit ${t.hit}`));
  }
  return out;
})();
