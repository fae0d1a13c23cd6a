import type { ManState } from '../../model/state';
import type { EnemyContact } from '../view';
import { CONDITION_WORDS } from './sentences-core';
import { phaseName, sq, type LogNames } from './names';
import { listWords, plural } from './sentence-types';

/**
 * A side's own log in words, built only from what its window was sent: two
 * successive projections of that side (its own men, its contacts, the
 * Game-Turn and Phase). Nothing here reads the truth, so nothing here can say
 * what the side does not know: an Enemy man is named by his contact id,
 * where he was seen and by whom; an umpire's ruling shows only as what the
 * side sees of it (its own man standing elsewhere).
 */
export interface SideSnapshot {
  readonly turn: number;
  readonly phase: string;
  readonly ownMen: readonly ManState[];
  readonly enemies: readonly EnemyContact[];
}

const same = (a: { col: number; row: number } | undefined, b: { col: number; row: number } | undefined): boolean => (!a && !b) || (!!a && !!b && a.col === b.col && a.row === b.row);

function ownManLines(before: ManState | undefined, m: ManState): string[] {
  const out: string[] = [];
  if (!before) return out;
  if (!same(before.square, m.square)) {
    if (!before.square) out.push(`${m.name} enters the map at ${sq(m.square)}`);
    else if (!m.square) out.push(`${m.name} leaves the map from ${sq(before.square)}`);
    else out.push(`${m.name} moves ${sq(before.square)} → ${sq(m.square)}`);
  }
  if (before.posture !== m.posture) out.push(`${m.name} ${m.posture === 'prone' ? 'falls prone' : 'stands erect'}`);
  if (m.wounds > before.wounds) out.push(`${m.name} takes ${plural(m.wounds - before.wounds, 'Wound Point')} (${m.wounds} in all): ${CONDITION_WORDS[m.condition]}`);
  else if (m.condition !== before.condition) out.push(`${m.name} is now ${CONDITION_WORDS[m.condition]}`);
  return out;
}

function contactLines(before: EnemyContact | undefined, e: EnemyContact, names: LogNames): string[] {
  const by = listWords(e.observedBy.map((id) => names.man(id)));
  if (e.current && (!before || !before.current)) return [`Enemy ${e.id} observed in ${sq(e.square)} (${e.posture}) by ${by}`];
  if (e.current && before && !same(before.square, e.square)) return [`Enemy ${e.id} seen moving ${sq(before.square)} → ${sq(e.square)}`];
  if (e.current && before && before.posture !== e.posture) return [`Enemy ${e.id} seen ${e.posture === 'prone' ? 'falling prone' : 'standing erect'} in ${sq(e.square)}`];
  if (!e.current && before?.current) return [`Sight of Enemy ${e.id} lost; last seen in ${sq(e.square)}, Game-Turn ${e.seenTurn}`];
  return [];
}

/** What changed between two of the side's projections, as sentences (the first snapshot: nothing before it). */
export function sideLogStep(prev: SideSnapshot | undefined, next: SideSnapshot, names: LogNames): string[] {
  const out: string[] = [];
  if (!prev) return out;
  if (prev.turn !== next.turn || prev.phase !== next.phase) out.push(`Game-Turn ${next.turn}, Phase ${phaseName(next.phase)}`);
  const menBefore = new Map(prev.ownMen.map((m) => [m.id, m]));
  for (const m of next.ownMen) out.push(...ownManLines(menBefore.get(m.id), m));
  const contactsBefore = new Map(prev.enemies.map((e) => [e.id, e]));
  for (const e of next.enemies) out.push(...contactLines(contactsBefore.get(e.id), e, names));
  return out;
}

/** A side's whole log from its run of snapshots, each line with the Game-Turn it was written in. */
export function sideLog(snapshots: readonly SideSnapshot[], names: LogNames): { readonly turn: number; readonly text: string }[] {
  const out: { turn: number; text: string }[] = [];
  snapshots.forEach((s, i) => {
    for (const text of sideLogStep(snapshots[i - 1], s, names)) out.push({ turn: s.turn, text });
  });
  return out;
}
