/** What the wired steps of the Bound share: a unit's order and reaction, sight between two men, the cover that protects a man, and how a hit adds to his state. */
import type { Figure, FigureState, Unit } from '../model/figures';
import type { UnitOrder } from '../model/orders';
import type { PendingHit, SkirmishState } from '../model/state';
import { lineOfSight, type SightResult } from '../rules/line-of-sight';
import { SECOND_WOUND } from '../tables/bound-wiring';
import type { LeadershipPoints } from '../tables/motivation';
import { tableIndexOf } from './table-cache';
import { screensOf } from './smoke';

export const unitOrderOf = (state: SkirmishState, unitId: string): UnitOrder | undefined => {
  const unit = state.units[unitId];
  return unit ? state.orders[unit.side]?.find((o) => o.unitId === unitId) : undefined;
};

/** The leader's L.P.s while he can lead (not crippled or killed); else none. */
export function leaderLp(state: SkirmishState, unit: Unit): LeadershipPoints | undefined {
  const leader = state.figures[unit.leaderId];
  if (!leader || leader.state === 'killed' || leader.state === 'crippled' || unit.leadershipPoints === 0) return undefined;
  return unit.leadershipPoints as LeadershipPoints;
}

export const sightBetween = (state: SkirmishState, from: Figure, to: Figure): SightResult =>
  lineOfSight(tableIndexOf(state.table), { id: from.id, at: from.at, posture: from.posture }, { id: to.id, at: to.at, posture: to.posture }, screensOf(state));

/** The features that protect the target from this line of fire: each one's material and thickness is deducted from the wound roll (seed lines 64–65). */
export const protectingCover = (sight: SightResult): PendingHit['cover'] => sight.crossed.filter((c) => c.protects).map((c) => ({ material: c.material, thickness: c.thickness }));

/** Hard cover on the line: a wall, bank, sandbags or a building's wall protecting the target (ruling SK7's Heavy band). */
export const behindHardCover = (sight: SightResult): boolean => sight.crossed.some((c) => c.protects && (c.kind === 'wall' || c.kind === 'bank' || c.kind === 'sandbags' || c.kind === 'building-wall'));

const ORDER: readonly FigureState[] = ['ok', 'pinned', 'wounded', 'crippled', 'killed'];

/** A man's state after a hit's result: the worse of the two; a wounded man wounded again is crippled (SECOND_WOUND, ruling SK10). */
export function afterHit(current: FigureState, result: Exclude<FigureState, 'ok'>): FigureState {
  if (current === 'wounded' && result === 'wounded') return SECOND_WOUND.value;
  return ORDER.indexOf(result) > ORDER.indexOf(current) ? result : current;
}

/**
 * The firer's wound DM (lines 51, 115: "wounded (optional) -1"): every wounded
 * man's; with the optional hit location played, only a man whose wound is in
 * the arm ("* firing DM", line 62, ruling SK30). A crippled man does not fire.
 */
export function woundDm(state: SkirmishState, f: Figure): 'wounded' | 'arm-wound' | undefined {
  if (f.state !== 'wounded') return undefined;
  if (!state.options?.hitLocation || !f.wounds?.length) return 'wounded';
  return f.wounds.includes('arm') ? 'arm-wound' : undefined;
}

export const addIds = (list: readonly string[] | undefined, ids: readonly string[]): readonly string[] => [...new Set([...(list ?? []), ...ids])];
