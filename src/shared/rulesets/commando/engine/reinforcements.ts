/**
 * Reinforcements (Case 38.33; Addenda Case 38.37; Case 38.55): each group
 * arrives `firstAfter` Game-Turns after its anchor and then every `every`
 * Turns. The anchor of Case 38.33 is the first Game-Turn an attacking man is
 * observed, or Game-Turn 10 if none has been by then. The men appear off the
 * map (`awaitingEntry`) at the start of the Game-Turn and enter like
 * commandos (entry.ts) by the group's squares — the scenario's, or the edge
 * opposite the commando entry (Case 38.37).
 */
import { RecordingDice } from '../../../kernel/dice/recording-dice';
import type { DiceSource } from '../../../kernel/dice/dice-source';
import { rollDice } from '../rules/dice-codes';
import type { GameEvent } from '../model/events';
import type { ReinforcementGroup } from '../model/scenario-state';
import type { GameState, ManState } from '../model/state';
import { sequenceOf } from '../model/state';

/** Case 48.43: the preservation group of arrival `arrival` (1-based) of reinforcement group `index` (technical advisers). */
export const preservationGroupId = (side: string, index: number, arrival: number): string => `${side}-r${index + 1}-${arrival}`;

/** Case 38.33: the Game-Turn the clock starts, or undefined while it has not. */
export function anchorTurn(state: GameState, group: Pick<ReinforcementGroup, 'countedFrom' | 'side'>, turn: number = state.turn): number | undefined {
  switch (group.countedFrom) {
    case 'game-start':
      return 0;
    case 'first-commando-entry':
      return state.scenario?.firstCommandoEntryTurn;
    case 'first-observation-or-turn-10': {
      const seen = sequenceOf(state).sides[group.side]?.commandoFirstObservedTurn;
      if (seen !== undefined && seen <= 10) return seen;
      return turn >= 10 ? 10 : undefined;
    }
  }
}

/** The Game-Turn of arrival number `k` (0-based), or undefined. */
export function arrivalTurn(state: GameState, g: ReinforcementGroup, k: number, turn: number = state.turn): number | undefined {
  const anchor = anchorTurn(state, g, turn);
  if (anchor === undefined) return undefined;
  if (k > 0 && g.every === undefined) return undefined;
  return anchor + g.firstAfter + k * (g.every ?? 0);
}

/** Arrivals due at the start of Game-Turn `turn`. */
export function reinforcementEvents(state: GameState, turn: number, dice: DiceSource): GameEvent[] {
  const sc = state.scenario;
  if (!sc) return [];
  const events: GameEvent[] = [];
  for (const g of sc.reinforcements) {
    const due = arrivalTurn(state, g, g.arrived, turn);
    if (due === undefined || due > turn) continue;
    const rec = new RecordingDice(dice);
    const side = state.sides.find((s) => s.id === g.side);
    const men: ManState[] = g.template.map((t, i) => {
      const id = `${g.side}-r${g.index + 1}-${g.arrived + 1}-${i + 1}`;
      const endurance = sc.enduranceChoice === 'rolled' ? Math.max(1, rollDice(t.formula, rec, `Case 9.4 endurance for reinforcement ${id}`).total) : t.endurance;
      return {
        id,
        side: g.side,
        name: `${g.stats?.label ?? `${side?.name ?? g.side} reinforcement`} ${g.arrived + 1}.${i + 1}`,
        posture: 'erect',
        endurance,
        wounds: 0,
        condition: 'fit',
        weapons: t.weapons,
        grenades: t.grenades,
        original: false,
        awaitingEntry: true,
        // Case 48.43: the advisers' own statistics, and each arrival its own preservation group.
        ...(g.stats ? { statistics: g.stats } : {}),
        ...(g.preservationPerGroup ? { preservationGroup: preservationGroupId(g.side, g.index, g.arrived + 1) } : {}),
      };
    });
    const d = rec.take();
    events.push({ type: 'reinforcements-arrived', group: g.index, men, caseRef: g.caseRef.startsWith('Case') ? g.caseRef : `Case ${g.caseRef}`, ...(d.length > 0 ? { dice: d } : {}) });
  }
  return events;
}
