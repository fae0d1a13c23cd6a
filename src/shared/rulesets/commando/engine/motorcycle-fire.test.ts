/** Section 30.0 Motorcycles: fire and grenades from a motorcycle (engine/vehicle-passenger-fire.ts, vehicle-grenades.ts, vehicles.ts; ruling VH68). */
import { describe, expect, it } from 'vitest';
import { d10, ScriptedDice } from '../../../kernel/dice/scripted-dice';
import type { Command } from '../model/commands';
import type { GameEvent } from '../model/events';
import type { GameState } from '../model/state';
import { Table } from '../test-support/engine-game';
import { emptyKnowledge } from '../rules/knowledge';
import { vehicleGame } from '../test-support/vehicle-game';
import { aboardThrow } from './vehicle-grenades';

const TASKS = 'non-prepared-task-execution';
type Fired = Extract<GameEvent, { type: 'fire-resolved' }>;
const MISSES = Array.from({ length: 20 }, () => 9);

/** a1 (side a) on motorcycle vehicle-1 at 10,10, as its driver or sidecar passenger; b1 (side b) at 10,5, observed by a1. */
function onMotorcycle(role: 'driver' | 'sidecar', opts: { weapons?: string[]; moved?: boolean } = {}): Table {
  const g = vehicleGame(
    [
      { id: 'a1', side: 'a', col: 1, row: 1 },
      { id: 'b1', side: 'b', col: 10, row: 5 },
    ],
    [{ kind: 'motorcycle', side: 'a', col: 10, row: 10, crew: [], variant: { sidecar: true } }],
    { phase: TASKS },
  );
  const { square: _gone, ...a1 } = g.men.a1!;
  const v = g.vehicles!.vehicles[0]!;
  const moved = opts.moved ? { turnRecord: { turn: g.turn, spent: 5, moved: true, turretTurned: false } } : {};
  const place = role === 'driver' ? { crew: { driver: 'a1' } } : { passengers: ['a1'] };
  const s: GameState = {
    ...g,
    men: { ...g.men, a1: { ...a1, aboard: { vehicleId: v.id }, weapons: opts.weapons ?? ['pistol'] } },
    knowledge: { ...g.knowledge, a1: { ...emptyKnowledge(), observing: ['b1'], lastKnown: { b1: { enemyId: 'b1', square: { col: 10, row: 5 }, posture: 'erect', turn: g.turn, phase: TASKS } } } },
    vehicles: { ...g.vehicles!, vehicles: [{ ...v, ...place, ...moved }] },
  };
  const t = new Table(s, new ScriptedDice(d10(...MISSES)));
  t.run({ type: 'task/begin', manId: 'a1' });
  return t;
}
const fire: Command = { type: 'task/fire', manId: 'a1', targets: [{ targetId: 'b1' }] };

describe('Section 30.0: the sidecar passenger "falls under all restrictions which apply to jeep passengers"', () => {
  it('Section 30.0 with Case 29.33: he fires, never braced', () => {
    const [e] = onMotorcycle('sidecar', { weapons: ['rifle'] }).run(fire) as Fired[];
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1', weapon: 'rifle', fromVehicle: { vehicleId: 'vehicle-1' } });
    expect(JSON.stringify(e!.targets[0]!.chance)).toMatch(/never braced \(Case 29\.33\)/);
  });

  it('Section 30.0 with Case 29.33: −25% from a motorcycle that moved this Game-Turn', () => {
    const still = onMotorcycle('sidecar', { weapons: ['rifle'] }).run(fire)[0] as Fired;
    const moving = onMotorcycle('sidecar', { weapons: ['rifle'], moved: true }).run(fire)[0] as Fired;
    expect(still.targets[0]!.chance.final - moving.targets[0]!.chance.final).toBe(25);
  });

  it('Section 30.0 with Case 29.34: no flamethrower from the sidecar', () => {
    expect(onMotorcycle('sidecar', { weapons: ['flamethrower'] }).refuse(fire)).toMatchObject({ code: 'vehicle/weapon-from-jeep', caseRef: 'Case 29.34' });
  });

  it('Section 30.0 with Case 29.34: he throws grenades as a jeep passenger does (at its −25%); the driver does not', () => {
    const t = onMotorcycle('sidecar');
    expect(aboardThrow(t.state, t.state.men.a1!)).toMatchObject({ ok: true, value: { jeep: true } });
    const d = onMotorcycle('driver');
    expect(aboardThrow(d.state, d.state.men.a1!)).toMatchObject({ ok: false, error: { code: 'vehicle/driver-fires', caseRef: 'Section 30.0' } });
  });
});

describe('Section 30.0: "The driver of a motorcycle may never fire from a moving motorcycle"', () => {
  it('Section 30.0: unmoved this Game-Turn, the driver fires a pistol', () => {
    const [e] = onMotorcycle('driver').run(fire);
    expect(e).toMatchObject({ type: 'fire-resolved', firerId: 'a1', weapon: 'pistol' });
  });

  it('Section 30.0: "he may fire a pistol (only)" — a rifle is refused', () => {
    expect(onMotorcycle('driver', { weapons: ['rifle'] }).refuse(fire)).toMatchObject({ code: 'vehicle/driver-fires', caseRef: 'Section 30.0' });
  });

  it('Section 30.0: from a motorcycle that moved this Game-Turn, the driver may not fire at all', () => {
    expect(onMotorcycle('driver', { moved: true }).refuse(fire)).toMatchObject({ code: 'vehicle/driver-fires', caseRef: 'Section 30.0' });
  });

  it('Section 30.0 with Case 29.12: having fired, the driver does not move the motorcycle that Game-Turn', () => {
    const t = onMotorcycle('driver');
    t.run(fire, { type: 'task/end', manId: 'a1' }, { type: 'side/pass', side: 'b' });
    t.advanceTo('prepared-task-execution');
    expect(t.refuse({ type: 'vehicle/move', vehicleId: 'vehicle-1', route: [{ col: 10, row: 10 }, { col: 10, row: 11 }] })).toMatchObject({ code: 'vehicle/driver-fired', caseRef: 'Section 30.0' });
  });

  it('Ruling VH68: the driver is not plotted for opportunity fire', () => {
    expect(onMotorcycle('driver').refuse({ type: 'plot/opportunity-fire', manId: 'a1', fireTask: 'fire' } as Command)).toMatchObject({ caseRef: 'Section 30.0' });
  });
});
