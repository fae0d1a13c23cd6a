import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { DieFace } from '../../../kernel/dice/dice-source';
import type { GameState } from '../model/state';
import type { MountKind } from '../tables/mounts';
import { SETUP_PHASE } from '../engine/setup-commands';
import { engineGame, Table, withReadings, type ManSpec } from './engine-game';

/**
 * A 30×30 blank-map game with Section 19.0 in use: each mount placed in set-up by
 * its side (every Endurance die a 5: a horse 4D10+3 = 23, a camel 3D10+4 = 19),
 * then play starts in the Observation Phase of Game-Turn 1. Modes `none`, no panic
 * percentage for the men (only the mounts check).
 */
export function mountGame(men: readonly ManSpec[], mounts: readonly { side: string; kind: MountKind; col: number; row: number }[]): GameState {
  const sides = [
    { id: 'a', name: 'Player A', mode: 'none' as const, observationCode: 'C' },
    { id: 'b', name: 'Player B', mode: 'none' as const, observationCode: 'G' },
  ];
  const g = withReadings(engineGame(men, { observationRange: 3, sides }), []);
  const faces = mounts.flatMap((m) => d10(...Array<number>(m.kind === 'camel' ? 3 : 4).fill(5)));
  const t = new Table({ ...g, phase: SETUP_PHASE, scenario: { ...g.scenario!, optionalRules: ['19'], started: false }, mounts: { nextNumber: 1 } }, new ScriptedDice(faces));
  for (const m of mounts) t.run({ type: 'setup/place-mount', side: m.side, kind: m.kind, square: { col: m.col, row: m.row } });
  const s = t.state;
  return { ...s, phase: 'observation', scenario: { ...s.scenario!, started: true } };
}

/** Side `first` has the initiative (7 against 2); the Non-Prepared Task Execution Phase; then `more` dice. */
export function mountTable(state: GameState, more: DieFace[] = [], first: 'a' | 'b' = 'a'): Table {
  const t = new Table(state, new ScriptedDice([...(first === 'a' ? d10(7, 2) : d10(2, 7)), ...more]));
  t.advanceTo('initiative');
  t.run({ type: 'initiative/roll' });
  t.advanceTo('non-prepared-task-execution');
  return t;
}
