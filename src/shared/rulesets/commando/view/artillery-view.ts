/**
 * Section 28.0 in the windows. The umpire sees everything. A side sees its own
 * allotment, plans, pieces and forward observers (Case 28.12: noted in secret),
 * every side's announcements (public, Case 28.31: never guns, rounds or squares),
 * and the shells it saw land (ruling AR7) — an enemy shell only as where it
 * came down, never the square it was aimed at (Case 28.31).
 */
import type { ArtilleryAllotment, ArtilleryAnnouncement, ArtilleryGun, ArtilleryState, PlannedRound, ShellRound } from '../model/artillery-state';
import type { GameState } from '../model/state';
import type { Square } from '../../../map/map-model';

export interface SideShellImpact {
  readonly id: string;
  readonly side: string;
  readonly turn: number;
  readonly round: ShellRound;
  /** Its own shells only. */
  readonly target?: Square;
  /** Where it came down, when its men saw it. */
  readonly landing?: Square;
}

export interface SideArtilleryView {
  readonly allotment?: ArtilleryAllotment;
  readonly plans: readonly PlannedRound[];
  readonly guns: readonly ArtilleryGun[];
  readonly observers: readonly string[];
  readonly announcements: readonly ArtilleryAnnouncement[];
  readonly impacts: readonly SideShellImpact[];
}

export const umpireArtillery = (state: GameState): { artillery?: ArtilleryState } => (state.artillery ? { artillery: state.artillery } : {});

export function sideArtillery(state: GameState, side: string): { artillery?: SideArtilleryView } {
  const a = state.artillery;
  if (!a) return {};
  const allotment = a.allotments.find((x) => x.side === side);
  const impacts = a.impacts.flatMap((i): SideShellImpact[] => {
    const seen = i.seenBy.includes(side);
    const own = i.side === side;
    if (!seen && !own) return [];
    return [{ id: i.id, side: i.side, turn: i.turn, round: i.round, ...(own ? { target: i.target } : {}), ...(seen ? { landing: i.landing } : {}) }];
  });
  return {
    artillery: {
      ...(allotment ? { allotment } : {}),
      plans: a.plans.filter((p) => p.side === side),
      guns: a.guns.filter((g) => g.side === side),
      observers: a.observers.filter((id) => state.men[id]?.side === side),
      announcements: a.announcements,
      impacts,
    },
  };
}
