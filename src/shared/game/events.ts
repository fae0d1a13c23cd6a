import type { Square } from '../map/map-model';
import type { DieFace } from '../dice/dice-source';
import type { Posture } from './state';

/** Dice recorded in an event: what was rolled, why, and how (Case 4.0). Replay reads these and never rolls. */
export interface RecordedDice {
  readonly purpose: string;
  readonly mode: 'seeded' | 'scripted' | 'physical';
  readonly faces: readonly DieFace[];
}

interface EventBase {
  readonly dice?: readonly RecordedDice[];
}

export type GameEvent =
  | (EventBase & { readonly type: 'man-placed'; readonly manId: string; readonly square: Square; readonly posture: Posture })
  | (EventBase & {
      readonly type: 'enemy-observed';
      readonly observerId: string;
      readonly targetId: string;
      readonly square: Square;
      readonly posture: Posture;
      readonly caseRef: string;
    })
  | (EventBase & { readonly type: 'sight-lost'; readonly observerId: string; readonly targetId: string; readonly caseRef: string });

export type GameEventType = GameEvent['type'];
