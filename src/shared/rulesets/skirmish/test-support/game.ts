/**
 * A small skirmish game for the engine tests: a 72"×48" table with a wood
 * (Close cover) and a brick wall, two sides of eight figures in two units of
 * four. Red starts at the bottom edge, Blue near the top.
 */
import type { DiceSource } from '../../../kernel/dice/dice-source';
import type { SkirmishCommand } from '../model/commands';
import type { SkirmishEvent } from '../model/events';
import type { SkirmishScenario } from '../model/scenario';
import type { SkirmishState } from '../model/state';
import { skirmishRuleset } from '../index';
import { rect } from './tables';

export const TEST_TABLE = {
  version: 1,
  kind: 'skirmish-table',
  id: 'test-table',
  name: 'Test table',
  provenance: { kind: 'sightline', note: 'for the engine tests' },
  width: 72,
  height: 48,
  areas: [{ id: 'wood', polygon: rect(50, 2, 16, 16), cover: 'close', movement: 'close' }],
  linear: [{ id: 'brick-wall', kind: 'wall', points: [{ x: 28, y: 22 }, { x: 44, y: 22 }], material: 'brick', thickness: 1, height: 2 }],
};

const unit = (id: string, side: string, leaderId: string, fieldCraft: number) => ({ id, name: id, side, leaderId, leadershipPoints: 2, ability: 2, fieldCraft, quality: 'good' as const, motivation: 0 });
const fig = (id: string, unitId: string, x: number, y: number, kind: 'rifle' | 'lmg-small' | 'smg' = 'rifle') => ({ id, name: id.toUpperCase(), unitId, at: { x, y }, weapon: { kind } });

export function testScenario(overrides: Partial<SkirmishScenario> = {}): SkirmishScenario {
  return {
    ruleset: 'skirmish',
    version: 1,
    id: 'test-scenario',
    name: 'Test scenario',
    table: TEST_TABLE,
    sides: [
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ],
    units: [unit('red-1', 'red', 'r1', 3), unit('red-2', 'red', 'r5', 2), unit('blue-1', 'blue', 'b1', 2), unit('blue-2', 'blue', 'b5', 2)],
    figures: [
      fig('r1', 'red-1', 30, 40), fig('r2', 'red-1', 32, 40, 'lmg-small'), fig('r3', 'red-1', 34, 40), fig('r4', 'red-1', 36, 40, 'smg'),
      fig('r5', 'red-2', 50, 40), fig('r6', 'red-2', 52, 40), fig('r7', 'red-2', 54, 40), fig('r8', 'red-2', 56, 40),
      // Blue-1 behind the brick wall (y 22), Blue-2 in the wood.
      fig('b1', 'blue-1', 30, 20), fig('b2', 'blue-1', 33, 20, 'lmg-small'), fig('b3', 'blue-1', 36, 20), fig('b4', 'blue-1', 46, 20),
      fig('b5', 'blue-2', 55, 10), fig('b6', 'blue-2', 58, 10), fig('b7', 'blue-2', 61, 10, 'smg'), fig('b8', 'blue-2', 64, 10),
    ],
    ...overrides,
  };
}

export function testGame(overrides: Partial<SkirmishScenario> = {}): SkirmishState {
  const parsed = skirmishRuleset.scenarioSchema.parse(testScenario(overrides));
  const made = skirmishRuleset.createGame(parsed, null, null, { mode: 'scripted', roll: () => { throw new Error('set-up rolls no dice'); } });
  if (!made.ok) throw new Error(`test scenario does not set up: ${made.error.map((e) => e.message).join('; ')}`);
  return made.value.state;
}

/** Runs commands in order; a refusal fails the test naming the command. Returns every event and the state. */
export function play(state: SkirmishState, commands: readonly SkirmishCommand[], dice: DiceSource): { state: SkirmishState; events: SkirmishEvent[] } {
  const events: SkirmishEvent[] = [];
  let s = state;
  for (const c of commands) {
    const r = skirmishRuleset.run(s, skirmishRuleset.commandSchema.parse(c), dice);
    if (!r.ok) throw new Error(`${c.type} refused: ${r.error.code}: ${r.error.message}`);
    events.push(...r.value.events);
    s = r.value.state;
  }
  return { state: s, events };
}
