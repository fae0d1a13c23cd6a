/**
 * A side's own copy of a skirmish game (issue 19): what its window showed,
 * one entry per change, read from the side's projection alone (project.ts,
 * the only door out of the state). No version (it counts the enemy's secret
 * events too), no event count, no step for a change the side could not see:
 * an enemy's hidden move that leaves the projection as it was adds nothing.
 * The table is given once, and again in an entry only when it changed.
 */
import type { SkirmishSideView } from './project';
import { projectSide } from './project';
import type { SkirmishState } from '../model/state';
import type { Side } from '../model/figures';
import type { SkirmishTable } from '../model/table-model';

export interface SkirmishSideEntry {
  /** 0 is the game as set up; then one per change the side's window showed. */
  readonly index: number;
  readonly bound: number;
  readonly step: SkirmishSideView['step'];
  readonly conditions: SkirmishSideView['conditions'];
  readonly units: SkirmishSideView['units'];
  readonly figures: SkirmishSideView['figures'];
  readonly orders: SkirmishSideView['orders'];
  readonly othersReady: boolean;
  readonly contacts: SkirmishSideView['contacts'];
  readonly mines: SkirmishSideView['mines'];
  readonly airPasses: SkirmishSideView['airPasses'];
  readonly prisoners: SkirmishSideView['prisoners'];
  readonly fires: SkirmishSideView['fires'];
  /** The table as the side saw it from here on, when it changed (burnt, cut, blown). */
  readonly table?: SkirmishTable;
}

export interface SkirmishSideCopy {
  readonly name: string;
  readonly side: Side;
  readonly sides: readonly Side[];
  readonly table: SkirmishTable;
  readonly timeline: readonly SkirmishSideEntry[];
}

/** The side's copy over a game's states, set-up first (each the state after one more live event). */
export function skirmishSideCopy(states: Iterable<SkirmishState>, sideId: string): SkirmishSideCopy {
  const timeline: SkirmishSideEntry[] = [];
  let first: SkirmishSideView | undefined;
  let table = '';
  let last = '';
  for (const state of states) {
    const v = projectSide(state, { kind: 'side', side: sideId });
    first ??= v;
    const tableNow = JSON.stringify(v.table);
    const entry = {
      bound: v.bound,
      step: v.step,
      conditions: v.conditions,
      units: v.units,
      figures: v.figures,
      orders: v.orders,
      othersReady: v.othersReady,
      contacts: v.contacts,
      mines: v.mines,
      airPasses: v.airPasses,
      prisoners: v.prisoners,
      fires: v.fires,
      ...(table !== '' && tableNow !== table ? { table: v.table } : {}),
    };
    table = tableNow;
    const key = JSON.stringify({ ...entry, table: undefined }) + (entry.table ? tableNow : '');
    if (key === last) continue;
    last = key;
    timeline.push({ index: timeline.length, ...(JSON.parse(JSON.stringify(entry)) as Omit<SkirmishSideEntry, 'index'>) });
  }
  if (!first) throw new Error('A side copy needs the game as set up.');
  const side = first.sides.find((s) => s.id === sideId)!;
  return { name: first.name, side, sides: first.sides, table: first.table, timeline };
}
