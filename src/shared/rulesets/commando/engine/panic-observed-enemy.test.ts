/**
 * Table 14.41 "+5% Man has Observed Enemy man in the Turn" (issue 24 point 4; ruling GC3): it depends on his
 * having an enemy under observation in the Turn, not on whether that enemy moved (which refreshes the sighting).
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState, SideInfo } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { panicSubject } from './panic-step';

const SIDES: SideInfo[] = [
  { id: 'a', name: 'A', mode: 'none', observationCode: 'C', panicPercentage: 20 },
  { id: 'b', name: 'B', mode: 'none', observationCode: 'G', panicPercentage: 20 },
];

/** b1 has observed a1 since Game-Turn 1; the game is now in Game-Turn 2 and a1 has not moved. */
function watching(): GameState {
  const t = new Table(engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }, { id: 'b1', side: 'b', col: 5, row: 9 }, { id: 'b2', side: 'b', col: 25, row: 25 }], { sides: SIDES }), new ScriptedDice([]));
  t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' });
  return { ...t.state, turn: 2 };
}

describe('Table 14.41: "Man has Observed Enemy man in the Turn"', () => {
  it('Table 14.41: a man watching a still enemy since Game-Turn 1 has observed an enemy man in Game-Turn 2 (+5%), as he would had the enemy stepped a square', () => {
    const s = watching();
    expect(s.knowledge['b1']!.lastKnown['a1']!.turn).toBe(1);
    expect(panicSubject(s, s.men['b1']!).enemyObservation).toBe('observed-this-turn');
  });

  it('Table 14.41: a man who observes no enemy in the Turn gets no +5%', () => {
    const s = watching();
    expect(panicSubject(s, s.men['b2']!).enemyObservation).toBe('none');
  });
});
