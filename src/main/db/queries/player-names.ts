import { InvalidInputError } from '../errors';

/**
 * Player names: what may be stored, and when two names are one person.
 *
 * A name is stored NFC-normalised, trimmed, with runs of white space made one
 * space. Refused, with a message naming the problem and the character:
 * control characters (NUL included), lone surrogates (half of a character,
 * which would be stored as replacement characters), bidirectional overrides,
 * embeddings and isolates (U+202A–U+202E, U+2066–U+2069: they make a name
 * display as something else), and other invisible format characters (the
 * zero-width space U+200B, word joiner, BOM, soft hyphen…). The zero-width
 * joiner and non-joiner (U+200C/U+200D), which some scripts and emoji need,
 * are kept but ignored when names are compared.
 *
 * Two names are the same player when their keys are equal: NFKC (so the
 * full-width "Ａｎｎ" is "Ann"), case-folded, invisible characters dropped,
 * white space collapsed. "Ann", "ann", "ANN", "Ａｎｎ" and "Ann\u200d" are one.
 */

export const MAX_PLAYER_NAME = 200;

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const CONTROL = /\p{Cc}/u;
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
const FORMAT = /\p{Cf}/gu;
/** The first format character but the joiners (U+200C/D) and emoji tag characters (U+E0020–E007F). */
function firstInvisible(text: string): string | undefined {
  for (const m of text.matchAll(FORMAT)) {
    const cp = m[0].codePointAt(0)!;
    if (cp === 0x200c || cp === 0x200d || (cp >= 0xe0020 && cp <= 0xe007f)) continue;
    return m[0];
  }
  return undefined;
}
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The name as stored, or `InvalidInputError` saying what is wrong with it. `what` names the field in the message. */
export function normalisePlayerName(raw: unknown, what = 'player name'): string {
  if (typeof raw !== 'string') throw new InvalidInputError(`${what} must be text`);
  const lone = LONE_SURROGATE.exec(raw);
  if (lone) throw new InvalidInputError(`${what} contains half of a character (a lone surrogate, ${hex(lone[0])} at position ${lone.index}); nothing was saved`);
  // Invisible characters first: U+FEFF counts as white space to JavaScript, and must not become a space.
  const nfc = raw.normalize('NFC');
  const invisible = firstInvisible(nfc);
  if (invisible && !BIDI.test(invisible)) throw new InvalidInputError(`${what} "${visible(nfc.trim())}" contains an invisible character (${hex(invisible)}); nothing was saved`);
  const name = nfc.replace(/\s+/g, ' ').trim();
  if (!name) throw new InvalidInputError(`${what} is empty: a player needs a name`);
  const control = CONTROL.exec(name);
  if (control) throw new InvalidInputError(`${what} "${visible(name)}" contains a control character (${hex(control[0])}); nothing was saved`);
  const bidi = BIDI.exec(name);
  if (bidi) throw new InvalidInputError(`${what} "${visible(name)}" contains a bidirectional control character (${hex(bidi[0])}), which can make a name display as another; nothing was saved`);
  if (name.length > MAX_PLAYER_NAME) throw new InvalidInputError(`${what} is ${name.length} characters long; at most ${MAX_PLAYER_NAME} are allowed`);
  return name;
}

/** Two names are one player exactly when their keys are equal. */
export function playerNameKey(name: string): string {
  return name.normalize('NFKC').replace(IGNORABLE, '').toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** The name with every character outside printable text shown as U+XXXX, for messages. */
function visible(name: string): string {
  return name.replace(/[\p{Cc}\p{Cf}]/gu, (c) => `<${hex(c)}>`);
}

/**
 * Checks the players of a game's sides (an imported file's, say): every name
 * valid, and no player twice in one side, by id or by name ("Ann" and "ann").
 * Throws `InvalidInputError` naming the side and the players.
 */
export function checkSidePlayers(sides: readonly { side: string; players: readonly { id: string; name: string }[] }[]): void {
  for (const s of sides) {
    const seen = new Map<string, { id: string; name: string }>();
    s.players.forEach((p, i) => {
      const key = playerNameKey(normalisePlayerName(p.name, `side ${s.side}, player ${i + 1} (${p.id}): the name`));
      const twin = s.players.slice(0, i).find((q) => q.id === p.id) ?? seen.get(key);
      if (twin) throw new InvalidInputError(`side ${s.side} lists the same player twice: "${twin.name}" (${twin.id}) and "${p.name}" (${p.id})`);
      seen.set(key, p);
    });
  }
}
