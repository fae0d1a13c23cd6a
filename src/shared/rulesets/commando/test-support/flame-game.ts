import { d10, d6, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { GameEvent } from '../model/events';
import type { GameState, SideInfo } from '../model/state';
import { engineGame, Table, type ManSpec } from './engine-game';

/** Section 17.0 tests: both sides commando (so both panic), a1 carries a flamethrower, tasks under way. */
export const FLAME_SIDES: SideInfo[] = [
  { id: 'a', name: 'A', mode: 'commando', observationCode: 'C', panicPercentage: 20 },
  { id: 'b', name: 'B', mode: 'commando', observationCode: 'C', panicPercentage: 15 },
];

/** A 1D100 roll as its two d10 faces (00 is 100). */
export const pct = (n: number): DieFace[] => d10(Math.floor((n % 100) / 10) || 10, n % 10 || 10);

export { d6, d10 };

export function flameTable(men: readonly (ManSpec & { weapons?: string[] })[], dice: readonly DieFace[], patch: (s: GameState) => GameState = (s) => s): Table {
  const base = engineGame(men, { phase: 'non-prepared-task-execution', sides: FLAME_SIDES });
  let s: GameState = { ...base, sequence: { passedSides: [], prompts: [], nextPromptNumber: 1, men: {}, plots: {}, sides: {}, attemptsThisPhase: 0, initiative: { side: 'a', rounds: [] } } };
  for (const m of men) if (m.weapons) s = { ...s, men: { ...s.men, [m.id]: { ...s.men[m.id]!, weapons: m.weapons } } };
  return new Table(patch(s), new ScriptedDice(dice));
}

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;
export const find = <T extends GameEvent['type']>(ev: readonly GameEvent[], type: T): Ev<T> | undefined => ev.find((e): e is Ev<T> => e.type === type);
export const all = <T extends GameEvent['type']>(ev: readonly GameEvent[], type: T): Ev<T>[] => ev.filter((e): e is Ev<T> => e.type === type);
