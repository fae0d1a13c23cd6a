import type { RuleError } from '../../../kernel/rule-error';
import type { GameState, ManState } from '../model/state';

/** An item's own rule for being taken (Section 13.2): the Case it falls under and what it refuses. */
export interface EquipmentTakeRule {
  readonly applies: (state: GameState, item: string) => boolean;
  readonly caseRef: string;
  readonly check: (state: GameState, taker: ManState, from: ManState, item: string) => RuleError | undefined;
}
