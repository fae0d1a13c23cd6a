import type { Breakdown } from '../../../kernel/breakdown';
import type { LineFeature, Square } from '../../../map/map-model';
import type { ShellHit } from '../rules/shell-blast';
import type { ArtilleryAllotment, ArtilleryAnnouncement, ArtilleryGun, PlannedRound, ShellImpact, ShellRound } from './artillery-state';
import type { EventBase } from './event-base';

/** Section 28.0 Artillery and Mortar Fire (engine/artillery-command.ts, engine/artillery-fire.ts). */
export type ArtilleryEvent =
  /** Cases 28.11, 28.21: a side's rounds and pieces (its pieces come with ids `gun-1`, …). */
  | (EventBase & { readonly type: 'artillery-allotted'; readonly allotment: ArtilleryAllotment; readonly guns: readonly ArtilleryGun[]; readonly caseRef: string })
  /** Case 28.12: a planned round noted in secret. */
  | (EventBase & { readonly type: 'artillery-planned'; readonly plan: PlannedRound; readonly caseRef: string })
  | (EventBase & { readonly type: 'artillery-unplanned'; readonly planId: string; readonly caseRef: string })
  /** Case 28.22: a piece's target square given before play. */
  | (EventBase & { readonly type: 'gun-targeted'; readonly gunId: string; readonly square: Square; readonly readyTurn: number; readonly caseRef: string })
  /** Case 28.23: a forward observer designated. */
  | (EventBase & { readonly type: 'observer-designated'; readonly manId: string; readonly caseRef: string })
  /** Cases 28.29, 28.31: public — that a side fires, or changes a target, this Game-Turn (never which guns or where). */
  | (EventBase & { readonly type: 'artillery-announced'; readonly announcement: ArtilleryAnnouncement; readonly called: readonly { readonly gunId: string; readonly round: ShellRound }[]; readonly retarget: readonly string[]; readonly caseRef: string })
  /** Cases 28.23, 28.26: a forward observer spends the Game-Turn observing for a gun. */
  | (EventBase & { readonly type: 'forward-observed'; readonly manId: string; readonly gunId: string; readonly newTarget?: Square; readonly taskPointsCharged: number; readonly caseRef: string })
  /** Cases 28.24, 28.26, 28.29: the Bookkeeping Phase credits (or not) the Game-Turn's observation. */
  | (EventBase & { readonly type: 'observation-credited'; readonly gunId: string; readonly manId: string; readonly credited: boolean; readonly gun: ArtilleryGun; readonly reason: string; readonly caseRef: string })
  /** Cases 28.13, 28.32, 28.33: a shell comes down — its hit roll, scatter, landing and what it struck. */
  | (EventBase & {
      readonly type: 'shell-landed';
      readonly impact: ShellImpact;
      readonly source: { readonly planId: string } | { readonly gunId: string };
      readonly chance: Breakdown;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly die: string; readonly stoppedAtEdge: boolean };
      readonly hits: readonly ShellHit[];
      readonly removedLines: readonly LineFeature[];
      /** Cases 28.34–28.35, 23.61: a vehicle in or by the square (none until Section 23.0 lands; ruling AR10). */
      readonly vehicles: readonly string[];
      readonly summary: readonly string[];
      readonly caseRef: string;
    });
