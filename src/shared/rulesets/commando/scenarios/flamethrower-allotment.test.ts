/** Case 44.41 with Section 17.0 chosen (ruling FL13): one German takes a flamethrower in lieu of his machine pistol. */
import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../kernel/dice/seeded-dice';
import { createGame } from './setup-game';
import { loadBundled } from './special/test-support/bundled';

describe('Case 44.41: Flamethrowers (Section 17.0) suggested for the Lippe River Bridgehead', () => {
  const setUp = async (rules: string[]) => {
    const { scenario, map } = await loadBundled('44-lippe-river-bridgehead.json', 'f');
    const g = createGame(scenario, map, { gameId: 'g44', endurance: 'standard', optionalRules: rules }, SeededDice.fromSeed('44'));
    if (!g.ok) throw new Error(g.error.map((e) => e.message).join('; '));
    return Object.values(g.value.state.men);
  };

  it('Case 44.41: with Section 17.0 one German carries a flamethrower in place of one machine pistol', async () => {
    const without = await setUp([]);
    const with17 = await setUp(['17']);
    const ft = with17.filter((m) => m.weapons.includes('flamethrower'));
    expect(ft).toHaveLength(1);
    expect(ft[0]!.side).toBe('germans');
    const mp = (men: typeof with17) => men.filter((m) => m.weapons.includes('machine-pistol')).length;
    expect(mp(with17)).toBe(mp(without) - 1);
    expect(without.some((m) => m.weapons.includes('flamethrower'))).toBe(false);
  });
});
