/**
 * Set-up as each viewer may see it (Section 38.4). The umpire sees every
 * side's Zone counts, which men are placed, and every sentry's route, during
 * set-up and in play (Case 38.45: the routes are the umpire's to walk). A
 * side sees, while set-up lasts, only its own instructions: its Zones with
 * how many of its men each takes and holds, whether its men may be plotted
 * for Sentry Routine and how many; never a route's squares and never
 * anything of the other side (ruling SU1, docs/rulings/scenarios.md).
 */
import type { Square } from '../../../map/map-model';
import type { ScenarioDeployment } from '../model/scenario-state';
import type { GameState } from '../model/state';

export interface SetupZoneCount {
  readonly zone: number;
  /** Case 38.43: how many men the Zone takes. */
  readonly men: number;
  /** How many are in it now. */
  readonly placed: number;
}

export interface SetupGroupCount {
  readonly zones: readonly number[];
  readonly men: number;
  readonly placed: number;
}

/** One side's set-up instructions and progress. */
export interface SideSetup {
  readonly side: string;
  readonly caseRef: string;
  readonly zones: readonly SetupZoneCount[];
  readonly groups: readonly SetupGroupCount[];
  /** Cases 38.45–38.48. */
  readonly sentryAllowed: boolean;
  readonly sentryForbiddenZones: readonly number[];
  readonly sentryOwnZoneOnly: boolean;
  /** Case 38.48: no more than half the side's men, rounding down. */
  readonly maxSentries: number;
  /** The side's men placed so far, and which of them walk a sentry route (ids only). */
  readonly deployed: readonly string[];
  readonly sentries: readonly string[];
}

/** What the umpire sees of the set-up and the sentries. */
export interface UmpireSetupView {
  /** Set-up is over (Case 38.41). */
  readonly started: boolean;
  readonly sides: readonly SideSetup[];
  /** Case 38.45: each sentry's loop and where he is on it; secret from every side. */
  readonly sentryRoutes: readonly { readonly manId: string; readonly route: readonly Square[]; readonly index: number }[];
}

function sideSetup(state: GameState, dep: ScenarioDeployment): SideSetup {
  const sc = state.scenario!;
  const ofSide = (id: string) => state.men[id]?.side === dep.side;
  const deployed = Object.keys(sc.deployed).filter(ofSide);
  const inZone = (z: number) => deployed.filter((id) => sc.deployed[id]!.zone === z).length;
  const sideMen = Object.values(state.men).filter((m) => m.side === dep.side && m.original !== false).length;
  return {
    side: dep.side,
    caseRef: dep.caseRef,
    zones: dep.zones.filter((z) => z.men > 0).map((z) => ({ zone: z.zone, men: z.men, placed: inZone(z.zone) })),
    groups: dep.groups.map((g) => ({ zones: g.zones, men: g.men, placed: g.zones.reduce((n, z) => n + inZone(z), 0) })),
    sentryAllowed: dep.sentryAllowed,
    sentryForbiddenZones: dep.sentryForbiddenZones,
    sentryOwnZoneOnly: dep.sentryOwnZoneOnly,
    maxSentries: Math.floor(sideMen / 2),
    deployed,
    sentries: Object.keys(sc.sentries).filter(ofSide),
  };
}

/** The umpire's set-up view, or undefined for a game without a scenario. */
export function umpireSetup(state: GameState): UmpireSetupView | undefined {
  const sc = state.scenario;
  if (!sc) return undefined;
  return {
    started: sc.started,
    sides: sc.deployment.map((d) => sideSetup(state, d)),
    sentryRoutes: Object.entries(sc.sentries).map(([manId, s]) => ({ manId, route: s.route, index: s.index })),
  };
}

/** A side's own set-up instructions, only while set-up lasts and only for a side that sets up on the map. */
export function sideSetupView(state: GameState, side: string): SideSetup | undefined {
  const sc = state.scenario;
  if (!sc || sc.started) return undefined;
  const dep = sc.deployment.find((d) => d.side === side);
  return dep ? sideSetup(state, dep) : undefined;
}
