/**
 * Case 17.11 "his chance of hitting a target square with a grenade is halved" holds for the
 * opportunity throw (Case 11.62) too: it is thrown "by the grenade procedure", through the same
 * breakdown as an ordinary throw (rules/grenades.ts throwChance; ruling FL1).
 */
import { describe, expect, it } from 'vitest';
import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { engineGame, Table } from '../test-support/engine-game';
import { armamentOf } from './carried-weapons';

const sq = (col: number, row: number) => ({ col, row });

/** b1 (holding a grenade prepared in an earlier Game-Turn) plots an opportunity throw; a1 walks into his view. */
function opportunityThrow(weapons: readonly string[]): Extract<GameEvent, { type: 'grenade-thrown' }> {
  let s: GameState = engineGame([
    { id: 'a1', side: 'a', col: 10, row: 2 },
    { id: 'b1', side: 'b', col: 10, row: 9 },
  ]);
  const b1 = { ...s.men['b1']!, weapons: [...weapons] };
  s = { ...s, men: { ...s.men, b1: { ...b1, armament: { ...armamentOf(b1), preparedGrenades: [{ type: 'fragmentation', era: 'wwii' }] } } } };
  // Initiative 7–3 for A; the throw 1D100 = 01 hits; the blast gives a1 1D6 = 1 Wound Point, kill chance 1D100 = 99.
  const dice = new ScriptedDice([...d10(7, 3), ...d10(10, 1), ...d6(1), ...d10(9, 9)]);
  const t = new Table(s, dice);
  t.run({ type: 'umpire/record-observation', observerId: 'b1', targetId: 'a1' }, { type: 'phase/advance' });
  t.run({ type: 'plot/opportunity-fire', manId: 'b1', fireTask: 'throw-grenade' });
  t.run({ type: 'phase/advance' }, { type: 'initiative/roll' }, { type: 'phase/advance' }, { type: 'phase/advance' });
  t.run({ type: 'task/begin', manId: 'a1' });
  const moved = t.run({ type: 'task/move', manId: 'a1', route: [sq(10, 2), sq(10, 3), sq(10, 4), sq(10, 5), sq(10, 6)] });
  const prompt = moved.find((e) => e.type === 'prompt-raised') as Extract<GameEvent, { type: 'prompt-raised' }>;
  expect(prompt.prompt).toMatchObject({ kind: 'opportunity', plotterId: 'b1', moverId: 'a1' });
  const ev = t.run({ type: 'opportunity/fire', promptId: prompt.prompt.id });
  const thrown = ev.find((e) => e.type === 'grenade-thrown') as Extract<GameEvent, { type: 'grenade-thrown' }>;
  expect(thrown.opportunity).toBeDefined();
  return thrown;
}

describe('Case 17.11: the flamethrower man\'s grenade chance, opportunity throw', () => {
  it('Case 17.11: an opportunity throw by a flamethrower man has its chance halved', () => {
    const plain = opportunityThrow(['rifle']);
    const flame = opportunityThrow(['flamethrower']);
    expect(plain.chance.steps.some((s) => s.caseRef === 'Case 17.11')).toBe(false);
    expect(flame.chance.steps.filter((s) => s.caseRef === 'Case 17.11').map((s) => s.label)).toEqual(['Flamethrower-equipped: halved', 'Rounding down']);
    expect(flame.chance.final).toBe(Math.floor(plain.chance.final / 2));
  });
});
