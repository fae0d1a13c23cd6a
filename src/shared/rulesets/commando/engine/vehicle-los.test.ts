/** Case 23.62 in the engine: a tank's square blocks observation, fire and the sight of other vehicles (losVehicles, ruling VH19). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import { Table } from '../test-support/engine-game';
import { vehicleGame } from '../test-support/vehicle-game';
import { sightBetween } from './carried-weapons';
import { attemptContext, manAt, observerAt } from './prompts';
import { canAttempt } from '../rules/observation-limits';
import { seesVehicle } from '../view/vehicle-view';
import type { VehicleKind } from '../model/vehicle';

const men = [
  { id: 'a1', side: 'a', col: 5, row: 10 },
  { id: 'b1', side: 'b', col: 15, row: 10 },
];
const between = (kind: VehicleKind) => vehicleGame(men, [{ kind, side: 'b', col: 10, row: 10 }], { phase: 'observation' });

describe('Case 23.62: a tank blocks Line of Sight in observation and fire', () => {
  it('Case 23.62: the Line of Sight a fire is checked on (Case 10.14) is blocked by a tank between the men', () => {
    const s = between('tank');
    const sight = sightBetween(s, s.men['a1']!, s.men['b1']!)!;
    expect(sight.los).toMatchObject({ clear: false, blockedBy: { kind: 'vehicle', caseRef: 'Case 23.62' } });
  });

  it('Case 23.62: an observation attempt past the tank is refused for want of Line of Sight', () => {
    const s = between('tank');
    const check = canAttempt(observerAt(s, s.men['a1']!)!, manAt(s.men['b1']!)!, attemptContext(s));
    expect(check.ok).toBe(false);
    const t = new Table(s, new ScriptedDice(d10(0, 1)));
    expect(t.refuse({ type: 'observe/attempt', observerId: 'a1', targetId: 'b1' }).message).toContain('Case 23.62');
  });

  it('Ruling VH19: an APC, a jeep or a motorcycle does not block (Case 23.62 names the tank)', () => {
    for (const kind of ['apc', 'jeep', 'motorcycle'] as const) {
      const s = between(kind);
      expect(sightBetween(s, s.men['a1']!, s.men['b1']!)!.los.clear).toBe(true);
    }
  });

  it('Case 23.62 with Case 8.26: a tank nearer the man hides a vehicle behind it (seen one level up, ruling VH8), but never itself', () => {
    const s = vehicleGame([{ id: 'a1', side: 'a', col: 5, row: 10 }], [
      { kind: 'tank', side: 'b', col: 8, row: 10 },
      { kind: 'apc', side: 'b', col: 15, row: 10 },
    ]);
    const eyes = [s.men['a1']!];
    const [tank, apc] = s.vehicles!.vehicles;
    expect(seesVehicle(s, eyes, tank!)).toBe(true);
    expect(seesVehicle(s, eyes, apc!)).toBe(false);
  });
});
