/**
 * The archive screen's pure parts: the filter form → the host's archive
 * filter, lines for a finished game and a scenario's statistics, and the
 * "Finish game" form → finishGame's result. Tested without a DOM.
 */
import type { ArchiveEntryInfo, ArchiveFilterInput, FinishInput, ScenarioStatisticsInfo } from '@shared/contract/api';
import { optionalRulesFilter, type RuleUses } from './optional-rules-filter';

export type Outcome = 'win' | 'loss' | 'draw';

export interface FilterForm {
  readonly scenarioId: string;
  readonly playerId: string;
  /** yyyy-mm-dd from an <input type="date">, or ''. */
  readonly from: string;
  readonly to: string;
  readonly result: '' | Outcome;
  /** The side the result is for; '' means any side. */
  readonly side: string;
  /** The Optional Rules the games were played with, or not (optional-rules-filter.ts). */
  readonly rules?: RuleUses;
}

export const EMPTY_FILTER: FilterForm = { scenarioId: '', playerId: '', from: '', to: '', result: '', side: '', rules: {} };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filter the host understands; empty fields are left out, and a date range given backwards is put right. */
export function archiveFilter(form: FilterForm): ArchiveFilterInput {
  let from = DATE.test(form.from) ? form.from : '';
  let to = DATE.test(form.to) ? form.to : '';
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(form.scenarioId ? { scenarioId: form.scenarioId } : {}),
    ...(form.playerId ? { playerId: form.playerId } : {}),
    ...(from ? { from } : {}),
    // The host's "to" is exclusive; the form's "to" day is included, so send the day after.
    ...(to ? { to: dayAfter(to) } : {}),
    ...(form.result ? { outcome: { result: form.result, ...(form.side.trim() ? { side: form.side.trim() } : {}) } } : {}),
    ...optionalRulesFilter(form.rules),
  };
}

/** "2024-02-29" → "2024-03-01" (calendar arithmetic in UTC). */
export function dayAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** The players who played a finished game, from the entries: the filter offers only names that find something. */
export function playersOf(entries: readonly ArchiveEntryInfo[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const e of entries) for (const p of e.players) if (!seen.has(p.playerId)) seen.set(p.playerId, p.playerName);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The sides the archive knows, for the outcome filter: by id, named as their games name them. */
export function sidesOf(entries: readonly ArchiveEntryInfo[]): { id: string; name: string }[] {
  const names = new Map<string, string>();
  for (const e of entries) for (const id of Object.keys(e.outcome)) if (!names.has(id)) names.set(id, sideName(e.sides, id));
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id));
}

/** A side's name from a game's sides; its id when the game does not name it. */
export function sideName(sides: readonly { id: string; name: string }[] | undefined, id: string): string {
  return sides?.find((s) => s.id === id)?.name ?? id;
}

/** "Ann, Bob (Israeli Commandos); Cat (Ugandan Sentries)", sides in the game's order. */
export function playersLine(entry: Pick<ArchiveEntryInfo, 'sides' | 'players'>): string {
  const order = entry.sides.map((s) => s.id);
  const bySide = new Map<string, string[]>();
  for (const p of entry.players) bySide.set(p.side, [...(bySide.get(p.side) ?? []), p.playerName]);
  const rank = (side: string) => (order.includes(side) ? order.indexOf(side) : order.length);
  return [...bySide]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([side, names]) => `${names.join(', ')} (${sideName(entry.sides, side)})`)
    .join('; ');
}

const OUTCOME_WORD: Record<Outcome, string> = { win: 'won', loss: 'lost', draw: 'drew' };

/** "Israeli Commandos won (Decisive Victory, 2 casualties); Ugandan Sentries lost (14 casualties)"; ids when no names are given. */
export function outcomeLine(outcome: ArchiveEntryInfo['outcome'], sides?: readonly { id: string; name: string }[]): string {
  return Object.entries(outcome)
    .map(([side, o]) => `${sideName(sides, side)} ${OUTCOME_WORD[o.outcome]} (${o.level ? `${o.level}, ` : ''}${o.casualties} ${o.casualties === 1 ? 'casualty' : 'casualties'})`)
    .join('; ');
}

/** "3–1–0" wins, losses, draws for one side. */
export function record(side: ScenarioStatisticsInfo['sides'][number]): string {
  return `${side.wins}–${side.losses}–${side.draws}`;
}

export function percent(part: number, whole: number): string {
  return whole > 0 ? `${Math.round((100 * part) / whole)}%` : '—';
}

export interface FinishForm {
  readonly sides: Readonly<Record<string, { readonly outcome: '' | Outcome; readonly level: string }>>;
  /** One ruling a line. */
  readonly rulings: string;
  readonly notes: string;
  /** '' keeps the host's default (the current Game-Turn). */
  readonly turnsPlayed: string;
}

export type FinishCheck = { readonly ok: true; readonly result: FinishInput } | { readonly ok: false; readonly problems: readonly string[] };

/** finishGame's result from the form; every side of the game needs an outcome. */
export function finishInput(form: FinishForm, sides: readonly { id: string; name: string }[]): FinishCheck {
  const problems: string[] = [];
  const out: Record<string, { outcome: Outcome; level?: string | null }> = {};
  for (const s of sides) {
    const f = form.sides[s.id];
    if (!f || !f.outcome) {
      problems.push(`Choose an outcome for ${s.name}.`);
      continue;
    }
    const level = f.level.trim();
    out[s.id] = { outcome: f.outcome, level: level ? level.slice(0, 100) : null };
  }
  const turns = form.turnsPlayed.trim();
  if (turns && !/^\d+$/.test(turns)) problems.push('Turns played is a whole number (or leave it empty for the current Game-Turn).');
  if (problems.length) return { ok: false, problems };
  const rulings = form.rulings
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean);
  return {
    ok: true,
    result: {
      sides: out,
      ...(rulings.length ? { rulings } : {}),
      ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
      ...(turns ? { turnsPlayed: Number(turns) } : {}),
    },
  };
}
