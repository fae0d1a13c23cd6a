import type { Breakdown } from '../../../kernel/breakdown';
import type { Square } from '../../../map/map-model';
import type { EventBase } from './event-base';
import type { Compass, SearchlightState } from './searchlight-state';

/** Section 33.0 Searchlights (engine/searchlight-command.ts). */
export type SearchlightEvent =
  /** Section 33.0 General Rule, Case 33.11: a searchlight mounted on a building's roof in set-up, with its facing. */
  | (EventBase & { readonly type: 'searchlight-placed'; readonly searchlight: SearchlightState; readonly caseRef: string })
  /** Case 33.12 (ruling SL2): a man takes up the operation of a searchlight, in its square on the roof. */
  | (EventBase & { readonly type: 'searchlight-manned'; readonly searchlightId: string; readonly manId: string; readonly square: Square; readonly caseRef: string })
  /** Case 33.14: the operator turns the searchlight in the Observation Phase. */
  | (EventBase & { readonly type: 'searchlight-turned'; readonly searchlightId: string; readonly manId: string; readonly from: Compass; readonly to: Compass; readonly caseRef: string })
  /** Case 33.32: a man in its lit area shoots at the searchlight; a hit destroys it. */
  | (EventBase & {
      readonly type: 'searchlight-shot';
      readonly searchlightId: string;
      readonly manId: string;
      readonly weaponId: string;
      readonly chance: Breakdown;
      readonly roll: number;
      readonly hit: boolean;
      readonly cost: Breakdown;
      readonly taskPointsCharged: number;
      readonly caseRef: string;
    })
  /** Cases 33.31, 33.32, 33.33: the searchlight is destroyed (never repaired, Case 33.34). */
  | (EventBase & {
      readonly type: 'searchlight-destroyed';
      readonly searchlightId: string;
      readonly how: 'task' | 'fire' | 'umpire' | 'shell';
      readonly manId?: string;
      /** Case 33.31: the Task Points of destroying it by hand. */
      readonly cost?: Breakdown;
      /** The umpire's reason (Case 33.33: a rocket, a tank's main gun or an artillery shell). */
      readonly reason?: string;
      readonly caseRef: string;
    });
