/** Case 23.52's "fire" result, played (engine/vehicle-panic-fire.ts; ruling VH51). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { emptyKnowledge } from '../rules/knowledge';
import { Table } from '../test-support/engine-game';
import { toVehiclePhase, vehicle, vehicleGame, type VehicleSpec } from '../test-support/vehicle-game';

const MISSES = Array.from({ length: 60 }, () => 9);
const PANIC_FIRE = [...d10(1, 2), ...d10(7)];

/** b's tank in 1020 facing N with panic percentages on; a1 in 1014 (ahead), a2 in 1012 (further ahead), a3 in 1320 (beside it, out of the front arcs). */
function panicking(spec: Partial<VehicleSpec>, seen: readonly string[]): Table {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 10, row: 14 },
      { id: 'a2', side: 'a', col: 10, row: 12 },
      { id: 'a3', side: 'a', col: 13, row: 20 },
    ],
    [{ kind: 'tank', side: 'b', col: 10, row: 20, facing: 'N', ...spec }],
  );
  const knowledge = { ...g.knowledge };
  for (const id of Object.keys(g.men).filter((x) => x.startsWith('vehicle-1-'))) knowledge[id] = { ...emptyKnowledge(), observing: [...seen] };
  const s: GameState = { ...g, sides: g.sides.map((x) => ({ ...x, panicPercentage: 5 })), knowledge };
  const t = new Table(s, new ScriptedDice([...d10(7, 2), ...PANIC_FIRE, ...d10(...MISSES)]));
  toVehiclePhase(t);
  return t;
}
const guns = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'vehicle-machinegun-fired' ? [e] : []));
const firedAt = (events: readonly GameEvent[]) => events.flatMap((e) => (e.type === 'fire-resolved' ? [e.targets.map((x) => x.targetId).join()] : []));

describe('Case 23.52: "only the machineguns will fire ... at the nearest observed Enemy man within the appropriate field of fire"', () => {
  it('Case 23.52: the hull and coaxial guns fire at the nearest observed man in their arcs (not the nearer one beside the tank); 25 Task Points once (Case 23.32)', () => {
    const t = panicking({}, ['a1', 'a2', 'a3']);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events[0]).toMatchObject({ type: 'vehicle-panic-checked', reading: 'fire' });
    expect(guns(events)).toEqual([
      expect.objectContaining({ gun: 'hull', panic: true, caseRef: 'Case 23.52', cost: expect.objectContaining({ final: 25 }) }),
      expect.objectContaining({ gun: 'coaxial', panic: true, cost: expect.objectContaining({ final: 0 }) }),
    ]);
    expect(firedAt(events)).toEqual(['a1', 'a1']);
    // The order (a pivot) is not carried out, and it acts no more this Game-Turn (ruling VH21).
    expect(vehicle(t.state).facing).toBe('N');
    expect(t.refuse({ type: 'vehicle/fire-machinegun', vehicleId: 'vehicle-1', gun: 'hull', targets: [{ targetId: 'a2' }] })).toMatchObject({ code: 'vehicle/panicked' });
  });

  it('Case 23.52: a man outside the hull and turret arcs is not fired at, and buttoned down the hatch gun (all round, Case 23.35) stays silent', () => {
    const t = panicking({}, ['a3']);
    const events = t.run({ type: 'vehicle/pivot', vehicleId: 'vehicle-1', facing: 'E' });
    expect(events.map((e) => e.type)).toEqual(['vehicle-panic-checked']);
  });

  it('Case 23.52: the turret facing decides the coaxial gun’s arc (Diagram 11): turned east, it fires at the man beside the tank', () => {
    const t = panicking({ turret: 'E' }, ['a1', 'a3']);
    const events = t.run({ type: 'vehicle/hatch', vehicleId: 'vehicle-1', open: true });
    expect(guns(events).map((g) => g.gun)).toEqual(['hull', 'coaxial']);
    expect(firedAt(events)).toEqual(['a1', 'a3']);
  });
});
