import type { SideRef, Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { EventBase } from './event-base';

/** Section 31.0 Electrified Wire (engine/live-wire-command.ts). Every one is umpire-only; a side learns through its view. */
export type LiveWireEvent =
  /** General Rule: in set-up the owning side puts the current on (or, `on: false`, off again) in one side of its straight wire. */
  | (EventBase & { readonly type: 'wire-electrified'; readonly owner: string; readonly side: SideRef; readonly on: boolean; readonly caseRef: string })
  /** Case 31.1: a man spent his Phase testing the wire; his Player is told whether it is live. */
  | (EventBase & { readonly type: 'wire-tested'; readonly manId: string; readonly side: SideRef; readonly live: boolean; readonly cost: Breakdown; readonly caseRef: string })
  /** General Rule ("or touches it"): a man touched the wire (bridging, clipping, slipping); his Player now knows whether it is live. */
  | (EventBase & { readonly type: 'wire-touched'; readonly manId: string; readonly side: SideRef; readonly live: boolean; readonly caseRef: string })
  /** Case 31.21: the 50% roll for a man on the live wire (the 1D6 Wound Points follow as `man-wounded`, with their die). */
  | (EventBase & { readonly type: 'wire-shock'; readonly manId: string; readonly side: SideRef; readonly roll: number; readonly killed: boolean; readonly caseRef: string })
  /**
   * Cases 31.23–31.25: the booster spent 25 Task Points and his Phase; the boosted man crossed from `from` to `to`
   * with all his Task Points; the slip roll (Case 31.24) with its die.
   */
  | (EventBase & {
      readonly type: 'wire-boosted';
      readonly boosterId: string;
      readonly manId: string;
      readonly side: SideRef;
      readonly from: Square;
      readonly to: Square;
      readonly boosterCost: Breakdown;
      readonly moverTaskPoints: number;
      readonly slipRoll: number;
      readonly slipped: boolean;
      readonly caseRef: string;
    });
