import type { Square } from '../../../map/map-model';
import type { Breakdown } from '../../../kernel/breakdown';
import type { IlluminationDevice, Wind } from '../rules/illumination';
import type { EventBase } from './event-base';

/** Section 34.0 Illumination Devices (engine/illumination-command.ts, engine/illumination.ts). */
export type IlluminationEvent =
  /** Cases 34.31–34.32: a man fires a hand-fired flare at a square (Section 18.0 procedure: the chance, the roll, the scatter). An `illumination-lit` follows. */
  | (EventBase & {
      readonly type: 'flare-fired';
      readonly manId: string;
      readonly target: Square;
      readonly chance: Breakdown;
      readonly hit: boolean;
      readonly landing: Square;
      readonly scatter?: { readonly direction: string; readonly distance: number; readonly stops: readonly string[] };
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly flaresLeft: number;
      readonly summary: readonly string[];
      readonly caseRef: string;
    })
  /** Cases 34.21–34.25, 34.31, 34.41: a device starts to burn over its destination square; `squares` it lights now. */
  | (EventBase & { readonly type: 'illumination-lit'; readonly device: IlluminationDevice; readonly squares: number; readonly summary: readonly string[]; readonly caseRef: string })
  /** Cases 34.23, 34.34, 34.44: in the Bookkeeping Phase a device becomes inactive. */
  | (EventBase & { readonly type: 'illumination-expired'; readonly deviceId: string; readonly kind: IlluminationDevice['kind']; readonly square: Square; readonly caseRef: string })
  /** Case 34.45: in the Bookkeeping Phase a star shell drifts with the wind; `to` is its destination square from now on. */
  | (EventBase & { readonly type: 'star-shell-drifted'; readonly deviceId: string; readonly from: Square; readonly to: Square; readonly wind: Wind; readonly caseRef: string })
  /** Cases 34.42, 32.12: the wind's direction and velocity, rolled once. */
  | (EventBase & { readonly type: 'wind-rolled'; readonly wind: Wind; readonly summary: readonly string[]; readonly caseRef: string });
