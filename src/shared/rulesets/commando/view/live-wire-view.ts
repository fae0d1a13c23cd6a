/**
 * What a side may know of electrified wire (Section 31.0): the wire it
 * electrified itself, and the wire its Player was told about by a test
 * (Case 31.1) or felt by a touch (General Rule). Nothing of the enemy's
 * current otherwise: the wire "looks exactly like straight barbed wire".
 * Ruling EW2 (docs/rulings/electrified-wire.md).
 */
import type { SideRef } from '../../../map/map-model';
import { sideKey } from '../../../map/map-model';
import type { GameState } from '../model/state';

export interface SideWireKnowledge {
  readonly side: SideRef;
  /** True: the current is on; false: it was tested or touched and is dead. */
  readonly live: boolean;
  /** This side put the current on itself. */
  readonly own: boolean;
}

/** The side's knowledge of the wire, or nothing when Section 31.0 is not in play or the side knows nothing. */
export function sideWireKnowledge(state: GameState, player: string): { liveWireKnown?: readonly SideWireKnowledge[] } {
  const lw = state.liveWire;
  if (!lw) return {};
  const out = new Map<string, SideWireKnowledge>();
  for (const l of lw.live) if (l.owner === player) out.set(sideKey(l.side), { side: l.side, live: true, own: true });
  const onMap = new Map(state.map.lines.filter((l) => l.terrain === 'barbed-wire').map((l) => [sideKey(l.side), l.side]));
  for (const [key, live] of Object.entries(lw.told[player] ?? {})) {
    const side = onMap.get(key);
    if (side && !out.has(key)) out.set(key, { side, live, own: false });
  }
  return out.size > 0 ? { liveWireKnown: [...out.values()] } : {};
}
