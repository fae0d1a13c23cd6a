import { describe, expect, it } from 'vitest';
import { ok } from '../../../kernel/result';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { engineGame } from '../test-support/engine-game';
import { decide } from './dispatch';

// Case 2.0 (issue 16): the umpire may place a man anywhere, but a placement outside the rules during play is
// an explicit ruling with its reason, and a placement that changes nothing records nothing.

const game = () => engineGame([{ id: 'a1', side: 'a', col: 5, row: 5 }], { phase: 'non-prepared-task-execution' });
const dice = new ScriptedDice([]);

describe('Case 2.0: umpire rulings are explicit', () => {
  it('a placement with a reason is recorded as a ruling, with the square he stood in', () => {
    expect(decide(game(), { type: 'umpire/place-man', manId: 'a1', square: { col: 7, row: 5 }, reason: 'counter knocked over' }, dice)).toEqual(
      ok([{ type: 'man-placed', manId: 'a1', square: { col: 7, row: 5 }, posture: 'erect', ruling: { reason: 'counter knocked over', from: { col: 5, row: 5 } } }]),
    );
  });

  it('placing a man on his own square, as he is, is a no-op: no event, so nothing is logged', () => {
    expect(decide(game(), { type: 'umpire/place-man', manId: 'a1', square: { col: 5, row: 5 } }, dice)).toEqual(ok([]));
    expect(decide(game(), { type: 'umpire/place-man', manId: 'a1', square: { col: 5, row: 5 }, reason: 'x' }, dice)).toEqual(ok([]));
  });

  it('on his own square but lying down is a change, and is recorded', () => {
    const r = decide(game(), { type: 'umpire/place-man', manId: 'a1', square: { col: 5, row: 5 }, posture: 'prone', reason: 'he fell' }, dice);
    expect(r.ok && r.value).toEqual([{ type: 'man-placed', manId: 'a1', square: { col: 5, row: 5 }, posture: 'prone', ruling: { reason: 'he fell', from: { col: 5, row: 5 } } }]);
  });

  it('a placement without a reason (set-up, tests, fixing the table) stays a plain placement', () => {
    expect(decide(game(), { type: 'umpire/place-man', manId: 'a1', square: { col: 6, row: 5 } }, dice)).toEqual(ok([{ type: 'man-placed', manId: 'a1', square: { col: 6, row: 5 }, posture: 'erect' }]));
  });
});
