/**
 * Barbed wire (Section 20.0) on the maps: the umpire's master map shows each
 * man lying on the wire as a bridge (Case 20.12) and each wire side being
 * clipped with the Task Points put into it so far (Case 20.31). Clipped wire
 * has left the map itself (Case 20.34), so it is simply not drawn. A side's
 * window shows only its own bridging men (view.ts `ownBridges`), nothing of
 * the enemy's wire work.
 */
import type { GameMap, SideRef } from '@shared/map/map-model';
import { wireOn, type WireState } from '@shared/rulesets/commando/rules/barbed-wire';
import { clipTotal } from '@shared/rulesets/commando/engine/wire-clipping';
import { sideEnds } from '../../../map/geometry';

/** The badge of a man lying on the wire as a bridge (Case 20.12). */
export const BRIDGE_BADGE = 'BRIDGE';

export interface ClipMark {
  readonly side: SideRef;
  /** Task Points put in so far, and the total that clears it (Case 20.31). */
  readonly done: number;
  readonly needed: number;
  /** "35/50", drawn beside the side. */
  readonly label: string;
  readonly title: string;
  /** Where the label goes, in map pixels: the middle of the side. */
  readonly x: number;
  readonly y: number;
}

/** `sideKey` back to a side ("12,7,n" → 1207 north). */
export function sideFromKey(key: string): SideRef | undefined {
  const m = /^(\d+),(\d+),([nw])$/.exec(key);
  return m ? { col: Number(m[1]), row: Number(m[2]), dir: m[3] as 'n' | 'w' } : undefined;
}

/** Wire sides with clipping under way (Case 20.31), with their progress; a side whose wire is gone is left out. */
export function clipMarks(wire: WireState | undefined, map: GameMap): ClipMark[] {
  const out: ClipMark[] = [];
  for (const [key, done] of Object.entries(wire?.clipping ?? {})) {
    const side = sideFromKey(key);
    const terrain = side && wireOn(map, side);
    if (!side || !terrain) continue;
    const needed = clipTotal(terrain).value;
    const [a, b] = sideEnds(side);
    const what = terrain === 'barbed-wire' ? 'Straight wire' : 'Concertina wire';
    out.push({ side, done, needed, label: `${done}/${needed}`, title: `${what} being clipped: ${done} of ${needed} Task Points (Case 20.31)`, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
  }
  return out;
}

/** Does this man lie on the wire as a bridge (Case 20.12)? */
export const isBridging = (wire: Pick<WireState, 'bridges'> | undefined, manId: string): boolean => wire?.bridges[manId] !== undefined;
