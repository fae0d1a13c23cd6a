import type { SideRef, Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { EventBase } from './event-base';

/** Section 20.0 Barbed Wire (engine/wire-command.ts). */
export type WireEvent =
  /** Case 20.12: a prone man lies on straight wire beside his square (engine/wire-command.ts). */
  | (EventBase & { readonly type: 'wire-bridged'; readonly manId: string; readonly side: SideRef; readonly square: Square; readonly turn: number; readonly phase: string; readonly caseRef: string })
  /** Case 20.13: a man crossed the wire over the bridging man in this Phase. */
  | (EventBase & { readonly type: 'wire-bridge-used'; readonly bridgeManId: string; readonly byManId: string; readonly turn: number; readonly phase: string; readonly caseRef: string })
  /** Case 20.13: the bridging man stands (in `square`); `early` when before his time (the 1D6 Wound Points follow as `man-wounded`, with the die). */
  | (EventBase & { readonly type: 'wire-left'; readonly manId: string; readonly square: Square; readonly cost: Breakdown; readonly early: boolean; readonly caseRef: string })
  /** Cases 20.31–20.32: Task Points toward clipping one wire side. */
  | (EventBase & { readonly type: 'wire-clipping'; readonly manId: string; readonly side: SideRef; readonly terrain: 'barbed-wire' | 'concertina-wire'; readonly taskPoints: number; readonly total: number; readonly needed: number; readonly breakdown: Breakdown; readonly caseRef: string })
  /** Case 20.34: the wire has ceased to exist in the side (the map changes). */
  | (EventBase & { readonly type: 'wire-clipped'; readonly manId: string; readonly side: SideRef; readonly terrain: 'barbed-wire' | 'concertina-wire'; readonly caseRef: string });
