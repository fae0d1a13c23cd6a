/** Case 8.84 for men aboard a vehicle (ruling VH50, engine/turn-sequence.ts `bookkeepingSightLosses`, vehicle-exposure.ts `aboardSightPoint`). */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';
import { projectView } from '../view/view';

/** a1 (side a) in 1014 observes `target`, aboard b's vehicle in `at`, and the game stands in the Prepared Phase. */
function watching(target: string, spec: Partial<VehicleSpec>, at: { col: number; row: number }): Table {
  const g = vehicleGame([{ id: 'a1', side: 'a', col: 10, row: 14 }], [{ kind: 'tank', side: 'b', ...at, ...spec }], { phase: 'prepared-task-execution' });
  const sighting = { enemyId: target, square: at, posture: 'erect' as const, turn: g.turn, phase: g.phase };
  const s: GameState = { ...g, knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: [target], lastKnown: { [target]: sighting } } } };
  return new Table(s, new ScriptedDice([]));
}

const lost = (t: Table, target: string) => t.events.some((e) => e.type === 'sight-lost' && e.observerId === 'a1' && e.targetId === target);
const contact = (t: Table, target: string) => {
  const v = projectView(t.state, { kind: 'side', side: 'a' });
  if (v.kind !== 'player') throw new Error('not a side view');
  return v.enemies.find((e) => e.id === target);
};

describe('Case 8.84: an observed man aboard a vehicle at Bookkeeping (ruling VH50)', () => {
  it('Case 8.84: an opened-up commander (Case 23.35) still in sight, standing in the tank’s square, is kept', () => {
    const t = watching('vehicle-1-commander', { open: true }, { col: 10, row: 20 });
    t.advanceTo('bookkeeping');
    expect(lost(t, 'vehicle-1-commander')).toBe(false);
    expect(contact(t, 'vehicle-1-commander')).toMatchObject({ current: true });
  });

  it('Case 8.84: a man inside is kept while his side still sees the vehicle (ruling VH8)', () => {
    const t = watching('vehicle-1-gunner', {}, { col: 10, row: 20 });
    t.advanceTo('bookkeeping');
    expect(lost(t, 'vehicle-1-gunner')).toBe(false);
  });

  it('Case 8.84: once the vehicle is out of the observation range he is dropped, and the side window keeps only a ghost of him (fog)', () => {
    const t = watching('vehicle-1-gunner', {}, { col: 10, row: 36 });
    t.advanceTo('bookkeeping');
    expect(lost(t, 'vehicle-1-gunner')).toBe(true);
    expect(t.state.knowledge.a1!.observing).not.toContain('vehicle-1-gunner');
    expect(contact(t, 'vehicle-1-gunner')).toMatchObject({ current: false, observedBy: [] });
  });

  it('Case 8.84 with Case 23.62: a tank between them hides the vehicle, and the man aboard it is dropped', () => {
    const g = vehicleGame(
      [{ id: 'a1', side: 'a', col: 10, row: 14 }],
      [
        { kind: 'apc', side: 'b', col: 10, row: 20 },
        { kind: 'tank', side: 'a', col: 10, row: 16, crew: ['commander', 'driver'] },
      ],
      { phase: 'prepared-task-execution' },
    );
    const target = 'vehicle-1-driver';
    const s: GameState = { ...g, knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: [target], lastKnown: { [target]: { enemyId: target, square: { col: 10, row: 20 }, posture: 'erect', turn: g.turn, phase: g.phase } } } } };
    const t = new Table(s, new ScriptedDice([]));
    t.advanceTo('bookkeeping');
    expect(lost(t, target)).toBe(true);
  });
});
