import type { Breakdown } from '../../../kernel/breakdown';
import type { EventBase } from './event-base';

/** Section 36.0 Underwater Operations (engine/underwater-command.ts). */
export type UnderwaterEvent =
  /** Cases 36.21, 50.42, 44.41: in set-up the man is given snorkel or SCUBA gear (ruling UW10). */
  | (EventBase & { readonly type: 'diving-gear-issued'; readonly manId: string; readonly kind: 'snorkel' | 'scuba'; readonly caseRef: string })
  /** Cases 36.27, 36.55: he dives or rises one level, from `from` to `to` (0 is the surface); `cost` 0 when an unconscious man floats up. */
  | (EventBase & { readonly type: 'man-dived'; readonly manId: string; readonly from: number; readonly to: number; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 36.26: he packs his flippers and mask away (he is prone this Game-Turn), or puts them back on. */
  | (EventBase & { readonly type: 'diving-gear-changed'; readonly manId: string; readonly action: 'pack' | 'don'; readonly cost: Breakdown; readonly caseRef: string })
  /** Case 36.29: a man who comes erect into water deeper than level zero swims (ruling UW9). */
  | (EventBase & { readonly type: 'man-swims'; readonly manId: string; readonly caseRef: string })
  /** Case 36.44: a tear at a SCUBA man's mouthpiece in hand-to-hand combat (15%), in lieu of damage. */
  | (EventBase & { readonly type: 'mouthpiece-tear'; readonly manId: string; readonly targetId: string; readonly chance: number; readonly roll: number; readonly torn: boolean; readonly caseRef: string })
  /** Case 36.44: he puts his mouthpiece back, at no Task Point cost. */
  | (EventBase & { readonly type: 'mouthpiece-replaced'; readonly manId: string; readonly caseRef: string })
  /** Case 36.54: a man under water past his breath rolls for unconsciousness (Task Execution Phase, before anything else). */
  | (EventBase & { readonly type: 'breath-checked'; readonly manId: string; readonly turnsUnder: number; readonly chance: number; readonly roll: number; readonly unconscious: boolean; readonly caseRef: string })
  /** Cases 36.56–36.57: a Friend spends Task Points reviving an unconscious man; at 150 he is revived. */
  | (EventBase & { readonly type: 'revive-worked'; readonly manId: string; readonly targetId: string; readonly taskPoints: number; readonly total: number; readonly revived: boolean; readonly caseRef: string })
  /** Cases 36.61–36.63: the umpire declares high surf, or its end. */
  | (EventBase & { readonly type: 'high-surf-set'; readonly on: boolean; readonly caseRef: string });
