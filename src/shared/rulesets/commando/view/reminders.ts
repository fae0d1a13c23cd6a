/**
 * Reminders for the umpire, shown at the moment a Case he applies by hand bears on the game (each with its
 * Case and ruling): what the engine records but does not decide for him.
 * - Case 41.7 (ruling ST3): the attacker's written choice of entry side, before the defender deploys.
 * - Case 8.93 (ruling TS23): the order of observation in the Observation Phase when the Players disagree.
 * - Case 38.56 (ruling TS22): an attacking man who could observe a defender at the end of his expenditure may alter it.
 */
import type { Command } from '../model/commands';
import type { GameState } from '../model/state';
import { manTurnOf, sequenceOf } from '../model/state';
import { OBSERVATION_PHASE } from '../rules/observation-limits';

export interface UmpireReminder {
  readonly id: 'entry-choice' | 'observation-order' | 'late-observation';
  readonly caseRef: string;
  readonly ruling: string;
  readonly text: string;
}

const sideName = (state: GameState, id: string): string => state.sides.find((s) => s.id === id)?.name ?? id;

/**
 * `anyLegalAttempt(wanted)`: whether some legal `observe/attempt` command is `wanted` — asked only when a reminder
 * needs it, as legality costs a check per candidate (issue 23); the only legal commands read here.
 */
export function umpireReminders(state: GameState, anyLegalAttempt: (wanted: (attempt: Command) => boolean) => boolean): UmpireReminder[] {
  const out: UmpireReminder[] = [];
  const sc = state.scenario;
  if (sc && !sc.started) {
    for (const e of sc.entry.filter((x) => x.chooseOne && !sc.entryChoices?.[x.side])) {
      const late = Object.keys(sc.deployed).length > 0;
      out.push({
        id: 'entry-choice',
        caseRef: e.caseRef,
        ruling: 'ST3',
        text: late
          ? `${sideName(state, e.side)} did not write down an entry side before the defender deployed (${e.caseRef}): the first man to enter fixes it.`
          : `${sideName(state, e.side)} writes down its entry side (${(e.options ?? []).map((o) => o.id).join(' or ')}) before the defender deploys: record it now (${e.caseRef}).`,
      });
    }
  }
  if (sc?.started !== false && state.phase === OBSERVATION_PHASE && anyLegalAttempt(() => true)) {
    const defender = state.sides.find((s) => s.mode === 'defending');
    out.push({
      id: 'observation-order',
      caseRef: 'Case 8.93',
      ruling: 'TS23',
      text: `Observation may be attempted in any order. If the Players cannot agree, ${defender ? sideName(state, defender.id) : 'the defending Player'} attempts with one man first, then the attacking Player with one man, and so on, alternating as in Case 6.2 (Case 8.93).`,
    });
  }
  const active = sequenceOf(state).active;
  const mover = active ? state.men[active.manId] : undefined;
  const attacking = mover && state.sides.find((s) => s.id === mover.side)?.mode === 'commando';
  if (mover && attacking && manTurnOf(state, mover.id).movedThisTurn) {
    const seen = new Set(state.knowledge[mover.id]?.observing ?? []);
    if (anyLegalAttempt((c) => c.type === 'observe/attempt' && c.observerId === mover.id && !seen.has(c.targetId))) {
      out.push({
        id: 'late-observation',
        caseRef: 'Case 38.56',
        ruling: 'TS22',
        text: `${mover.name} could attempt to observe a defending man now. If you tell the attacking Player only now, at the end of the expenditure, and he observes, he may alter the man's expenditure from the point he observed: undo the move and give it again to that square (Case 38.56).`,
      });
    }
  }
  return out;
}
