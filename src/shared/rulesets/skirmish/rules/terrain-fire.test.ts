import { describe, expect, it } from 'vitest';
import { ScriptedDice, d20 } from '../../../kernel/dice/scripted-dice';
import { BURN_OUT, TERRAIN_FIRE_DIAMETER } from '../tables/terrain-fire';
import { rollBurnOut } from './terrain-fire';

const SEED_230 = 'Terrain fire* 2" diam. Lasts until burnt out.';
const SEED_231 = "* To burn out (D20) 20+ first turn.(DM's) +1 per turn passed, +2 per turn trying to put out fire";

describe('terrain fire (seed lines 225, 230–231)', () => {
  it('seed lines 230–231: 2" diameter; burns out on a D20 of 20+ the first turn, +1 per turn passed, +2 per turn fought', () => {
    expect(SEED_230).toContain(`${TERRAIN_FIRE_DIAMETER.value}" diam.`);
    expect(SEED_231).toContain(`(D20) ${BURN_OUT.need.value}+ first turn.(DM's) +${BURN_OUT.perTurnPassed.value} per turn passed, +${BURN_OUT.perTurnFought.value} per turn trying`);
  });
  it('a first-turn 19 burns on, a 20 burns out; three turns on, two of them fought, 12 + 3 + 4 = 19 burns on and a 13 burns out', () => {
    expect(rollBurnOut({ turnsPassed: 0, turnsFought: 0 }, new ScriptedDice(d20(19))).burntOut).toBe(false);
    expect(rollBurnOut({ turnsPassed: 0, turnsFought: 0 }, new ScriptedDice(d20(20))).burntOut).toBe(true);
    expect(rollBurnOut({ turnsPassed: 3, turnsFought: 2 }, new ScriptedDice(d20(12)))).toMatchObject({ total: 19, burntOut: false });
    expect(rollBurnOut({ turnsPassed: 3, turnsFought: 2 }, new ScriptedDice(d20(13)))).toMatchObject({ total: 20, burntOut: true });
    expect(() => rollBurnOut({ turnsPassed: -1, turnsFought: 0 }, new ScriptedDice(d20(13)))).toThrow('terrain fire burn-out: turnsPassed must be a whole number 0 or more, not -1');
  });
});
