import type { GameEvent } from '@shared/rulesets/commando/model/events';
import type { GameState, ManState } from '@shared/rulesets/commando/model/state';
import { logNames } from '@shared/rulesets/commando/view/log/names';
import { describeEvent } from '@shared/rulesets/commando/view/log/describe';
import { diceRolls } from '@shared/rulesets/commando/view/log/dice-text';
import { sideLog } from '@shared/rulesets/commando/view/log/side-log';
import type { GameFile, SideFile } from './game-file';
import { fileEventToGameEvent } from './game-file';

/**
 * The after-action reports' logs in words (issue 16): the umpire's event
 * table as sentences (view/log/), never JSON; a side's log from its own
 * timeline of projections only (view/log/side-log.ts).
 */

export interface ReportLogRow {
  readonly seq: number;
  readonly turn: number | null;
  readonly text: string;
  readonly kind: string;
  readonly dice: readonly string[];
  readonly status: string;
  readonly reverted: boolean;
  /** Case 2.0: a placement outside the rules, with the umpire's reason. */
  readonly ruling: boolean;
}

const MODE = { seeded: 'seeded', physical: 'typed in', scripted: 'scripted' } as const;

/** Every man the log may name: the roster at the start and any reinforcements that arrived. */
function allMen(file: GameFile): ManState[] {
  const initial = file.initial as unknown as GameState;
  const men: ManState[] = Object.values(initial.men);
  for (const e of file.events) if (e.kind === 'game' && e.type === 'reinforcements-arrived') men.push(...(fileEventToGameEvent(e) as Extract<GameEvent, { type: 'reinforcements-arrived' }>).men);
  return men;
}

/** A value of the audit trail in words: "key: value" pairs, lists joined, nothing in braces. */
export function plainDetail(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainDetail).join('; ');
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${plainDetail(v)}`)
      .join(', ');
  }
  return String(value);
}

export function umpireLogRows(file: GameFile): ReportLogRow[] {
  const initial = file.initial as unknown as GameState;
  const names = logNames({ men: allMen(file), sides: initial.sides });
  let turn = initial.turn || 1;
  return file.events.map((e) => {
    const status = e.kind === 'rewind' ? 'rewind' : e.revertedBy === null ? 'live' : `reverted by ${e.revertedBy}`;
    const dice = diceRolls(e.dice ?? []).map((d) => `${d.purpose}: ${d.text} (${MODE[d.mode]})`);
    if (e.kind !== 'game') {
      const p = e.payload as Record<string, unknown>;
      const text = `Rewind${p['fromSeq'] !== undefined ? ` to before ${String(p['fromSeq'])}` : ''}${typeof p['reason'] === 'string' ? `: ${p['reason']}` : ''}`;
      return { seq: e.seq, turn: null, text, kind: 'rewind', dice, status, reverted: false, ruling: false };
    }
    const event = fileEventToGameEvent(e);
    if (event.type === 'phase-advanced' && e.revertedBy === null) turn = event.turn;
    const ruling = event.type === 'man-placed' && !!event.ruling;
    return { seq: e.seq, turn, text: describeEvent(event, names).text, kind: e.type, dice, status, reverted: e.revertedBy !== null, ruling };
  });
}

/** A side's log from its timeline: only what its window showed. */
export function sideLogRows(file: SideFile): { readonly turn: number; readonly text: string }[] {
  const last = file.timeline.at(-1);
  const names = logNames({ men: (last?.ownMen ?? []) as ManState[], sides: [file.side] });
  return sideLog(file.timeline as unknown as Parameters<typeof sideLog>[0], names);
}
