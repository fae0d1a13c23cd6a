import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { Compass } from '../tables/grenade-accuracy';
import type { GameState } from '../model/state';
import { SETUP_PHASE } from '../engine/setup-commands';
import { engineGame, Table, withReadings, type ManSpec } from './engine-game';
import { decidesWithoutFollowUps } from '../engine/dispatch';
import { whoseMove } from '../engine/legal-actions';

const sq = (col: number, row: number) => ({ col, row });

/**
 * A 30×30 blank-map game with Section 32.0 in use, in set-up: side b's
 * handler b1 (alternate b2) places `dogs` squares (each within six of b1),
 * the wind is set to blow from `wind`, and play starts in the Observation
 * Phase of Game-Turn 1. Observation range 3, so nobody sees far.
 */
export function dogGame(men: readonly ManSpec[], dogs: readonly { col: number; row: number }[], wind: Compass = 'e'): GameState {
  // Modes 'none' (Case 42.43): no defender waits for an alert (Case 38.48) in these tests.
  const sides = [
    { id: 'a', name: 'Player A', mode: 'none' as const, observationCode: 'C' },
    { id: 'b', name: 'Player B', mode: 'none' as const, observationCode: 'G' },
  ];
  const g = engineGame(men, { observationRange: 3, sides });
  const base = withReadings(g, []);
  let s: GameState = { ...base, phase: SETUP_PHASE, scenario: { ...base.scenario!, optionalRules: ['32'], started: false }, guardDogs: { whistles: [], nextNumber: 1, windFrom: wind } };
  const t = new Table(s, new ScriptedDice([]));
  for (const d of dogs) t.run({ type: 'setup/place-dog', side: 'b', square: sq(d.col, d.row), handlerId: 'b1', alternateHandlerId: 'b2' });
  s = t.state;
  return { ...s, phase: 'observation', scenario: { ...s.scenario!, started: true } };
}

/** Side `first` has the initiative (7 against 2); the Non-Prepared Task Execution Phase; then `more` dice. */
export function dogTable(state: GameState, more: DieFace[] = [], first: 'a' | 'b' = 'b'): Table {
  const t = new Table(state, new ScriptedDice([...(first === 'a' ? d10(7, 2) : d10(2, 7)), ...more]));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}

/** Advances to `phase`, ending the acting man's interval and passing for each side still to act (Case 6.22). */
export function passTo(t: Table, phase: string): void {
  for (let guard = 0; t.state.phase !== phase; guard++) {
    if (guard > 200) throw new Error(`never reached ${phase}`);
    const active = t.state.sequence?.active?.manId;
    if (active) {
      t.run({ type: 'task/end', manId: active });
      continue;
    }
    // Probe without the triggers' dice (the Bookkeeping Phase's rolls come when it is run).
    if (decidesWithoutFollowUps(t.state, { type: 'phase/advance' }, new ScriptedDice([]))) {
      t.run({ type: 'phase/advance' });
      continue;
    }
    if (t.state.phase === 'initiative') {
      t.run({ type: 'initiative/roll' });
      continue;
    }
    const who = whoseMove(t.state);
    if (who.kind === 'choose-man' && who.side) t.run({ type: 'side/pass', side: who.side });
    else throw new Error(`stuck in ${t.state.phase}: ${JSON.stringify(who)}`);
  }
}
